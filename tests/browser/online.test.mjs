// Online play from the page: the page's lobby on its own server (the
// browser's WebSocket to /ws), a guest logged in by keys, a challenge to a
// bot by name (`obereg bot`, a terminal client with a data folder of its
// own), and three moves played by keys, each answered on the board. Needs
// the real page (not run with `scripts/browser-test --fixture`).

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { BOT, MENU, MOVE, board, keepShot, newPhone, openPage, rows, serving, startBot, step, tapSquare, tapText, text, typeMove, waitFor, waitText } from './harness.mjs';

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
    await waitText(page, new RegExp(`${n}\\. ${mv}\\S* +${MOVE}`), 400);
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

test('on a phone a guest challenges the bot and plays three moves by taps alone', async (t) => {
  const bot = 'phone-bot';
  await startBot(t, running, bot);
  const page = await newPhone(running.browser);
  await page.goto(running.server.url);
  await waitText(page, MENU, 200);
  await tapText(page, 'Play online');
  await waitText(page, 'play as a guest', 200);
  await tapText(page, 'g guest');
  await waitText(page, 'you: guest-', 200);
  // The players' tab, the bot's row highlighted by a tap, its challenge
  // by the key line's button.
  await tapText(page, '4 Play');
  await waitText(page, bot);
  await tapText(page, bot, { row: 2 });
  await waitText(page, `> ${bot}`);
  await tapText(page, 'n challenge');
  await waitText(page, `A challenge to ${bot}`);
  // The side: a tap highlights the question, a second changes it.
  await tapText(page, 'Side:');
  await tapText(page, 'Side:');
  await waitText(page, 'challenger plays the Vikings');
  await tapText(page, 'Enter open');
  // The bot accepts: the table opens.
  await waitText(page, 'you play the Vikings', 400);
  const started = performance.now();
  for (let n = 1; n <= 3; n++) {
    const [from, to] = (await step(page, '●')).split('-');
    await tapSquare(page, from);
    await tapSquare(page, to);

    await waitText(page, new RegExp(`${n}\\. ${from}-${to}\\S* +${MOVE}`), 400);
  }
  t.diagnostic(`measured: on a phone, three moves by taps answered ${(performance.now() - started).toFixed(0)} ms after the challenge`);
  await keepShot(page, 'lobby-game-390x844');
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
