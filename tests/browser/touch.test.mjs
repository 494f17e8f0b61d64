// The page on a phone, by taps alone: no key is pressed. A lesson done, a
// game against the computer played, a puzzle's hinted move, a guest in
// the lobby, the key line's buttons; the menu, a game, a lesson and the
// lobby photographed upright and on a desktop (into target/browser-shots/). Needs the real page (not run with
// `scripts/browser-test --fixture`).

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MENU, MOVE, board, keepShot, newPage, newPhone, rows, serving, tapSquare, tapText, text, waitFor, waitText } from './harness.mjs';

const running = serving(process.env.OBEREG_WEB);

/// A move in the notation, like `e8-b8`.

/// Opens the page on a phone held upright, taps only; the page and the
/// milliseconds from navigation to the menu.
async function openPhone() {
  const page = await newPhone(running.browser);
  const start = performance.now();
  await page.goto(running.server.url);
  await waitText(page, MENU, 200);
  return { page, start, menuAt: performance.now() - start };
}

/// The width of a square of the board drawn on `page`, in CSS pixels.
async function squareWidth(page) {
  const where = await waitFor('a board', async () => board(await rows(page)));
  return page.evaluate(({ row, first, second }) => {
    const cells = document.querySelectorAll('#grid pre')[row].children;
    return cells[second].getBoundingClientRect().x - cells[first].getBoundingClientRect().x;
  }, { row: where.rankRows[0], first: where.fileCols[0], second: where.fileCols[1] });
}

test('on a phone held upright a lesson is opened and done by taps, the board as wide as the screen', async (t) => {
  const { page } = await openPhone();
  await keepShot(page, 'menu-390x844');
  await tapText(page, 'Lessons');
  await waitText(page, /Lessons · 0 of \d+ stars/);
  await tapText(page, '1. ');
  await waitText(page, 'Task 1 of 1');
  const width = await squareWidth(page);
  t.diagnostic(`measured: a square ${width.toFixed(1)} CSS px wide on a 390×844 phone`);
  assert.ok(width >= 40, `a square ${width} px wide`);
  await keepShot(page, 'lesson-390x844');
  // The first lesson asks for any move of a Viking.
  await tapSquare(page, 'e2');
  await tapSquare(page, 'b2');
  await waitText(page, 'Lesson done: ★★★');
  assert.equal(await page.title(), 'Lessons · Obereg');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a phone a game against the computer is played by taps, its key line a row of buttons', async (t) => {
  const { page, start, menuAt } = await openPhone();
  await tapText(page, 'Play the computer');
  await tapText(page, 'Enter play');
  // The computer plays the Vikings, who move first; the Varangians answer.
  await waitText(page, new RegExp(`1\\. ${MOVE}`), 200);
  await tapSquare(page, 'e7');
  await tapSquare(page, 'h7');
  const moved = await waitText(page, new RegExp(`1\\. ${MOVE} +e7-h7`), 200);
  const firstMove = performance.now() - start;
  t.diagnostic(`measured: on a 390×844 phone the menu ${menuAt.toFixed(0)} ms after navigation, the first move by taps ${firstMove.toFixed(0)} ms`);
  assert.ok(moved);
  await waitText(page, new RegExp(`1\\. ${MOVE} +e7-h7\\s[^]*2\\. ${MOVE}`), 400);
  await keepShot(page, 'game-390x844');
  assert.equal(await page.title(), 'A game · Obereg');
  const footer = (await rows(page)).slice(-2).join(' ');
  assert.doesNotMatch(footer, /q quit|w save/, 'the page offers no quitting and no saving');
  // The key line's buttons: undo takes the move back (and the computer's
  // answer).
  await tapText(page, 'u/r undo');
  await waitText(page, 'Taken back: e7-h7');
  // The resign button, tapped twice to be sure, ends the game.
  await tapText(page, 'R resign');
  await waitText(page, 'Press R again to resign');
  await tapText(page, 'R resign');
  await waitText(page, 'The Varangians resigned.');
  await keepShot(page, 'game-over-390x844');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a phone a puzzle is opened, hinted and its move played by taps', async () => {
  const { page } = await openPhone();
  await tapText(page, 'Puzzles');
  await waitText(page, 'Puzzle ');
  await tapText(page, 't hint');
  const [, from, to] = await waitText(page, /Hint: [A-Z]?([a-i][1-9])-([a-i][1-9])/, 200);
  await tapSquare(page, from);
  await tapSquare(page, to);
  await waitText(page, /Right!|Done with the hint/, 200);
  assert.equal(await page.title(), 'Puzzles · Obereg');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a phone the lobby is reached and a guest logged in by taps', async () => {
  const { page } = await openPhone();
  await tapText(page, 'Play online');
  await waitText(page, 'play as a guest', 200);
  await tapText(page, 'g guest');
  // Its name cut at the screen's edge.
  await waitText(page, 'you: guest-', 200);
  await waitText(page, 'Challenges');
  await keepShot(page, 'lobby-390x844');
  assert.equal(await page.title(), 'Online · Obereg');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the menu, a game, a lesson and the lobby photographed on a desktop', async () => {
  const page = await newPage(running.browser, { width: 1280, height: 800 });
  await page.goto(running.server.url);
  await waitText(page, MENU, 200);
  await keepShot(page, 'menu-1280x800');
  await page.keyboard.press('p');
  await waitFor('a board', async () => board(await rows(page)));
  await keepShot(page, 'game-1280x800');
  await page.keyboard.press('Escape');
  await waitText(page, MENU);
  await page.keyboard.press('l');
  await page.keyboard.press('Enter');
  await waitText(page, 'Task 1 of 1');
  await keepShot(page, 'lesson-1280x800');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await waitText(page, MENU);
  await page.keyboard.press('o');
  await waitText(page, 'play as a guest', 200);
  await page.keyboard.press('g');
  await waitText(page, /you: guest-\S+ \(guest\)/, 200);
  await keepShot(page, 'lobby-1280x800');
  await page.context().close();
});
