// Online play from the page: the page's lobby on its own server (the
// browser's WebSocket to /ws), a guest logged in by keys, a challenge to a
// bot by name (`obereg bot`, a terminal client with a data folder of its
// own), and three moves played by keys, each answered on the board. Needs
// the real page (not run with `scripts/browser-test --fixture`).

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { BOT, MENU, MOVE, openPage, serving, startBot, step, text, typeMove, waitText } from './harness.mjs';

const running = serving(process.env.OBEREG_WEB);

test('a guest in the page challenges a terminal client by name and plays three moves, each answered', async (t) => {
  await startBot(t, running);
  const { page } = await openPage(running);
  await page.keyboard.press('o');
  await waitText(page, 'play as a guest', 200);
  await page.keyboard.press('g');
  await waitText(page, /you: guest-\S+ \(guest\)/);
  // The players online: the bot's row, then a challenge to it by name.
  await page.keyboard.press('4');
  await waitText(page, BOT);
  for (let i = 0; i < 5 && !(await text(page)).includes(`> ${BOT}`); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await waitText(page, `> ${BOT}`);
  await page.keyboard.press('n');
  await waitText(page, `A challenge to ${BOT}`);
  // The side, the form's fourth row: the challenger plays the Vikings, who move first.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await waitText(page, 'challenger plays the Vikings');
  await page.keyboard.press('Enter');
  const started = performance.now();
  for (let n = 1; n <= 3; n++) {
    const mv = await step(page, '●');
    await typeMove(page, mv);
    await waitText(page, new RegExp(`${n}\\. ${mv} +${MOVE}`), 400);
  }
  t.diagnostic(`measured: three moves answered ${(performance.now() - started).toFixed(0)} ms after the challenge`);
  const played = await text(page);
  assert.match(played, new RegExp(`1\\. ${MOVE} +${MOVE}\\s[^]*2\\. ${MOVE} +${MOVE}\\s[^]*3\\. ${MOVE} +${MOVE}`), played);
  // Esc leaves the table for the lobby, and the lobby for the menu.
  await page.keyboard.press('Escape');
  await waitText(page, /you: guest-\S+ \(guest\)/);
  await page.keyboard.press('Escape');
  await waitText(page, MENU);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a player registered in the page by keys is logged in again after a reload, the token kept in the browser', async () => {
  const { page } = await openPage(running);
  await page.keyboard.press('o');
  await waitText(page, 'play as a guest', 200);
  await page.keyboard.press('r');
  // Tab is the form's next field, as in the terminal: the page keeps it from the browser.
  for (const [field, typed] of [['Name', 'anna'], ['Password', 'secret-anna'], ['Password again', 'secret-anna']]) {
    if (field !== 'Name') await page.keyboard.press('Tab');
    await waitText(page, `> ${field}:`);
    await page.keyboard.type(typed);
  }
  await page.keyboard.press('Enter');
  await waitText(page, 'you: anna', 200);
  await page.reload();
  await waitText(page, MENU, 200);
  await page.keyboard.press('o');
  await waitText(page, 'you: anna', 200);
  assert.doesNotMatch(await text(page), /Password/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
