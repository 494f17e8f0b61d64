// The page played with the keyboard, as in the terminal: a lesson
// finished, a move against the computer answered, and both found again
// after a reload (the browser's storage). Needs the real page (not run
// with `scripts/browser-test --fixture`).

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MENU, MOVE, board, openPage, rows, serving, text, typeMove, waitFor, waitText } from './harness.mjs';

const running = serving(process.env.OBEREG_WEB);

/// A move in the notation, like `e8-b8`.

test('a lesson finished with the keyboard keeps its stars after a reload', async () => {
  const { page } = await openPage(running);
  await page.keyboard.press('l');
  await waitText(page, /Lessons · 0 of \d+ stars/);
  await page.keyboard.press('Enter');
  await waitText(page, 'Task 1 of 1');
  // The first lesson asks for any move of a Viking.
  await typeMove(page, 'e2-b2');
  await waitText(page, 'Lesson done: ★★★');
  await page.reload();
  await waitText(page, MENU, 200);
  await page.keyboard.press('l');
  await waitText(page, /Lessons · 3 of \d+ stars/);
  await page.context().close();
});

test('a move against the computer is answered, and the game is there again after a reload', async (t) => {
  const { page } = await openPage(running);
  await page.keyboard.press('a');
  await waitText(page, 'Play the computer');
  // The computer plays the Vikings, who move first.
  await page.keyboard.press('Enter');
  await waitText(page, new RegExp(`1\\. ${MOVE}`), 200);
  const played = performance.now();
  await typeMove(page, 'e7-h7');
  const answered = await waitText(page, new RegExp(`1\\. ${MOVE} +e7-h7\\s[^]*2\\. ${MOVE}`), 400);
  t.diagnostic(`measured: the computer answered ${(performance.now() - played).toFixed(0)} ms after the move`);
  // The page keeps the game in the browser's storage: no failed autosave is told.
  assert.doesNotMatch(await text(page), /autosaved/, await text(page));
  await page.reload();
  await waitText(page, 'Continue');
  await page.keyboard.press('c');
  const again = await waitText(page, new RegExp(`1\\. ${MOVE} +e7-h7\\s[^]*2\\. ${MOVE}`));
  assert.equal(again[0], answered[0], await text(page));
  await page.context().close();
});

test('a game\'s text is readable: none is drawn in its background\'s colour, the reversed footer neither', async () => {
  const { page } = await openPage(running);
  await page.keyboard.press('p');
  await waitFor('a board', async () => board(await rows(page)));
  const cells = await page.evaluate(() => [...document.querySelectorAll('#grid span')]
    .filter((span) => span.textContent.trim() !== '')
    .map((span) => ({ text: span.textContent, style: getComputedStyle(span) }))
    .map(({ text, style }) => ({ text, color: style.color, background: style.backgroundColor })));
  const unreadable = cells.filter(({ color, background }) => color === background);
  assert.ok(cells.length > 0, 'the page has text');
  // The page keeps the game in the browser's storage: no data directory is missed.
  assert.doesNotMatch(await text(page), /autosave/, await text(page));
  assert.deepEqual(unreadable, []);
  await page.context().close();
});

test('the menu is drawn again, whole, after the window changes size', async () => {
  const { page } = await openPage(running);
  for (const viewport of [{ width: 1280, height: 800 }, { width: 1290, height: 805 }, { width: 844, height: 390 }]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    await waitText(page, MENU);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the computer\'s search in slices, measured in the page itself', async (t) => {
  const { page } = await openPage(running);
  // The page's own module, already started: its measure of the search
  // the computer runs between frames (src/web/speed.rs), five times over.
  const runs = await page.evaluate(async ({ budget, times }) => {
    const page = await import('./obereg.js');
    return Array.from({ length: times }, () => Array.from(page.searchSpeed(budget)));
  }, { budget: 200000, times: 5 });
  for (const [nodes, ms] of runs) assert.ok(nodes >= 200000 && ms > 0, `${nodes} nodes in ${ms} ms`);
  const rates = runs.map(([nodes, ms]) => Math.round((nodes / ms) * 1000)).sort((a, b) => a - b);
  t.diagnostic(`measured: the search in slices from the start, ${runs[0][0]} nodes a run: ${rates.join(', ')} nodes/s (median ${rates[2]})`);
  await page.context().close();
});
