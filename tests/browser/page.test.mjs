// The page in a real browser: served by `obereg server --web`, opened in
// headless Chromium over TLS on 127.0.0.1, played with the keyboard, its
// DOM read and its screenshot's pixels checked. Run by
// `scripts/browser-test`, which says where the server, the page, Chromium
// and playwright-core are.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

import { writeFixture } from './fixture.mjs';
import { board, cellCentres, newPage, openPage, pixels, rows, serving, waitFor } from './harness.mjs';

const web = process.env.OBEREG_WEB || writeFixture();
const running = serving(web);

/// The standard theme's squares (src/tui/palette.rs).
const LIGHT = [140, 105, 70];
const DARK = [128, 96, 64];
const RESTRICTED = [80, 58, 38];

/// The colour of the square of file `f` and rank `r` (both from 0) at the
/// start: the throne and the exits restricted, the others a chequer with
/// a1's neighbours light.
function squareColour(f, r) {
  if ((f % 8 === 0 && r % 8 === 0) || (f === 4 && r === 4)) return RESTRICTED;
  return (f + r + 1) % 2 === 0 ? LIGHT : DARK;
}

/// The pieces on the board: Vikings ●, guards ○, the prince ◆.
function pieces({ cells, fileCols, rankRows }) {
  return rankRows.flatMap((row) => fileCols.map((column) => cells[row][column])).filter((text) => '●○◆'.includes(text));
}

test('the page draws the start menu, after p a board, and the screenshot shows its squares', async (t) => {
  const { page, start, menuAt } = await openPage(running);
  await page.keyboard.press('p');
  const where = await waitFor('a board', async () => board(await rows(page)));
  const boardAt = performance.now() - start;
  t.diagnostic(`measured: the menu drawn ${menuAt.toFixed(0)} ms after navigation, the board ${boardAt.toFixed(0)} ms`);
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))
    .map(({ name, encodedBodySize, decodedBodySize }) => `${new URL(name).pathname} ${encodedBodySize}/${decodedBodySize} B`));
  t.diagnostic(`measured: fetched (sent/whole): ${fetched.join(', ')}`);
  assert.deepEqual([...new Set(pieces(where))].sort(), ['○', '●', '◆'].sort(), 'the pieces are on the board');
  const cells = [];
  const expected = [];
  for (let f = 0; f < 9; f++) {
    for (let r = 0; r < 9; r++) {
      // Above the rank's label and left of the file's letter: inside the
      // square, clear of its piece and of the cursor's brackets.
      cells.push({ row: where.rankRows[r] - 1, column: where.fileCols[f] - 2 });
      expected.push(squareColour(f, r));
    }
  }
  const points = await cellCentres(page, cells);
  const seen = await pixels(running.browser, await page.screenshot(), points);
  const wrong = seen
    .map((rgb, i) => ({ square: 'abcdefghi'[Math.floor(i / 9)] + ((i % 9) + 1), rgb, want: expected[i] }))
    .filter(({ rgb, want }) => rgb.some((value, c) => Math.abs(value - want[c]) > 3));
  assert.deepEqual(wrong, [], 'every square in its colour in the screenshot');
  await page.context().close();
});

test('the page draws its menu without an error in desktop windows and on a phone held sideways', async () => {
  const sizes = [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }, { width: 844, height: 390 }];
  const failed = [];
  for (const viewport of sizes) {
    const { page } = await openPage(running, viewport);
    // A frame more after the first, and the errors it may bring.
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    if (page.errors.length) failed.push({ viewport, errors: page.errors });
    await page.context().close();
  }
  assert.deepEqual(failed, []);
});

test('a page from the server reaches its WebSocket at wss://the same address/ws and plays as a guest', async () => {
  const page = await newPage(running.browser);
  await page.goto(running.server.url);
  await page.evaluate(() => {
    const socket = new WebSocket(`wss://${location.host}/ws`);
    window.said = [];
    socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', version: 1 }));
    socket.onmessage = (event) => {
      window.said.push(JSON.parse(event.data));
      if (window.said.length === 1) socket.send(JSON.stringify({ type: 'guest' }));
    };
    socket.onerror = () => window.said.push({ type: 'socket_error' });
  });
  const said = await waitFor('the server\'s answers', async () => {
    const messages = await page.evaluate(() => window.said);
    return messages.some((message) => ['logged_in', 'error', 'socket_error'].includes(message.type)) && messages;
  });
  assert.deepEqual(said[0], { type: 'welcome', version: 1 });
  const login = said.find((message) => message.type === 'logged_in');
  assert.equal(login.guest, true, JSON.stringify(login));
  await page.context().close();
});

test('the page\'s WebAssembly and JavaScript are under 2 MB gzipped', (t) => {
  const files = readdirSync(web, { recursive: true }).filter((name) => /\.(wasm|js)$/.test(name));
  assert.ok(files.some((name) => name.endsWith('.wasm')), `a .wasm in ${web}`);
  const sizes = files.map((name) => ({ name, gzipped: gzipSync(readFileSync(join(web, name)), { level: 9 }).length }));
  const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
  t.diagnostic(`measured: ${sizes.map(({ name, gzipped }) => `${name} ${gzipped} B`).join(', ')}; ${total} B gzipped in all`);
  assert.ok(total < 2 * 1024 * 1024, `${total} bytes gzipped`);
});
