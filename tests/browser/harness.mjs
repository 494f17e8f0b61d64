// The browser tests' harness: an `obereg server` serving the page on
// 127.0.0.1, headless Chromium driven by playwright-core, waits that are
// counted, the page's terminal grid read from its DOM, and pixels read
// from a screenshot. `scripts/browser-test` sets the environment.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

const { chromium } = await import(process.env.OBEREG_PLAYWRIGHT);

/// The pause between two looks of a wait, in milliseconds.
const PAUSE = 50;

/// Looks at `check` up to `tries` times, PAUSE ms apart, until it gives
/// something other than null, undefined or false; fails naming `what`.
export async function waitFor(what, check, tries = 100) {
  for (let i = 0; i < tries; i++) {
    const seen = await check();
    if (seen !== null && seen !== undefined && seen !== false) return seen;
    await sleep(PAUSE);
  }
  throw new Error(`${what}: not seen in ${tries} looks ${PAUSE} ms apart`);
}

/// Starts `obereg server` on 127.0.0.1, port 0, with its data in a new
/// temporary folder and the page of `web`; resolves to its address once it
/// says it listens.
export async function startServer(web) {
  const data = mkdtempSync(join(tmpdir(), 'obereg-browser-'));
  const args = ['--lang', 'en', 'server', '--listen', '127.0.0.1:0', '--data', data, '--web', web];
  const child = spawn(process.env.OBEREG_BIN, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let said = '';
  child.stdout.on('data', (bytes) => { said += bytes; });
  const address = await waitFor('the server listening', () => {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${said}`);
    return said.match(/Listening on (127\.0\.0\.1:\d+)/)?.[1];
  });
  return {
    address,
    url: `https://${address}/`,
    stop() {
      child.kill();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/// Headless Chromium (Debian's, by its path) that takes the server's
/// self-signed certificate, on 127.0.0.1 only, in English, sRGB.
export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.OBEREG_CHROMIUM,
    args: ['--ignore-certificate-errors', '--lang=en-US', '--force-color-profile=srgb'],
  });
}

/// A new page, `viewport` CSS pixels (a small desktop window unless
/// told), one pixel a CSS pixel, in a browser whose language is `locale`
/// (English unless told); the page's uncaught errors are kept in its
/// `errors`.
export async function newPage(browser, viewport = { width: 1000, height: 700 }, locale = 'en-US') {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}

/// A new page on a phone of `viewport` CSS pixels (upright unless told):
/// touch, the mobile viewport, taps rather than a mouse; its uncaught
/// errors kept in its `errors`.
export async function newPhone(browser, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: true, isMobile: true, locale: 'en-US' });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}

/// The rows of the frame the screen drew last (`drawnRows` of the page's
/// module) and the rows of text on the page, read in one go after two
/// frames more.
export async function drawnAndShown(page) {
  return page.evaluate(async () => {
    const module = await import('./obereg.js');
    module.drawnRows();
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    const drawn = module.drawnRows();
    const shown = [...document.querySelectorAll('#grid pre')].map((pre) => [...pre.children].map((span) => span.textContent || ' ').join(''));
    return { drawn, shown };
  });
}

/// The page's terminal as rows of text, a character a cell: the page
/// draws a `<pre>` a row, a `<span>` a cell.
export async function rows(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#grid pre')].map((pre) => [...pre.children].map((span) => span.textContent || ' ').join('')));
}

/// The centres of the boxes of `cells` ({row, column}), in CSS pixels.
export async function cellCentres(page, cells) {
  return page.evaluate((cells) => {
    const pres = document.querySelectorAll('#grid pre');
    return cells.map(({ row, column }) => {
      const box = pres[row].children[column].getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
  }, cells);
}

const FILES = 'abcdefghi';

/// Where the 9×9 board is in the page's `rows`: the column of each
/// file's letter (a…i, above the board) and the row of each rank's number
/// (1…9, at its left); null when no board is drawn.
export function board(rows) {
  const cells = rows.map((row) => Array.from(row));
  const alone = (row, at) => (row[at - 1] ?? ' ') === ' ' && (row[at + 1] ?? ' ') === ' ';
  for (let top = 0; top < cells.length; top++) {
    const row = cells[top];
    const letters = row.map((text, at) => ({ at, text })).filter(({ at, text }) => /^[a-z]$/.test(text) && alone(row, at));
    if (letters.slice(0, 9).map(({ text }) => text).join('') !== FILES) continue;
    const fileCols = letters.slice(0, 9).map(({ at }) => at);
    const rankRows = [];
    for (let r = top + 1; r < cells.length && rankRows.length < 9; r++) {
      // The number, before the cursor's bracket on a square of file a.
      const label = cells[r].slice(0, fileCols[0]).join('').trim().match(/^\d+/)?.[0];
      if (label === String(9 - rankRows.length)) rankRows.push(r);
    }
    if (rankRows.length === 9) return { cells, fileCols, rankRows: rankRows.reverse() };
  }
  return null;
}

/// The colours of the pixels of a PNG `screenshot` at `points` ({x, y}),
/// as [r, g, b], decoded by the browser itself in a blank page.
export async function pixels(browser, screenshot, points) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async ({ data, points }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d', { colorSpace: 'srgb' });
      context.drawImage(bitmap, 0, 0);
      return points.map(({ x, y }) => [...context.getImageData(Math.floor(x), Math.floor(y), 1, 1).data.slice(0, 3)]);
    }, { data: screenshot.toString('base64'), points });
  } finally {
    await page.close();
  }
}

/// A server of the page in `web` and a browser for the tests of one file,
/// started before them and stopped after.
export function serving(web) {
  const running = {};
  before(async () => {
    running.server = await startServer(web);
    running.browser = await launchBrowser();
  });
  after(async () => {
    await running.browser?.close();
    running.server?.stop();
  });
  return running;
}

/// The page's text now, its rows joined by newlines.
export async function text(page) {
  return (await rows(page)).join('\n');
}

/// Waits until the page's text matches `pattern` (a string it contains or
/// a regular expression) and returns the match.
export async function waitText(page, pattern, tries = 100) {
  return waitFor(`"${pattern}" on the page`, async () => {
    const now = await text(page);
    return typeof pattern === 'string' ? now.includes(pattern) && pattern : now.match(pattern);
  }, tries);
}

/// The start menu's entry every build of the page has.
export const MENU = 'Play at this keyboard';

/// That entry in each of the game's languages.
export const MENU_IN = { en: MENU, uk: 'Грати вдвох за цією клавіатурою', ru: 'Играть вдвоём за этой клавиатурой' };

/// Opens the page of `running` in a new page (of `viewport`, if given, in
/// a browser of `locale`'s language, else English) and waits for the
/// start menu in that language; the page and the milliseconds from
/// navigation to the menu.
export async function openPage(running, viewport, locale = 'en-US') {
  const page = await newPage(running.browser, viewport, locale);
  const start = performance.now();
  await page.goto(running.server.url);
  await waitText(page, MENU_IN[locale.slice(0, 2)] ?? MENU, 200);
  return { page, start, menuAt: performance.now() - start };
}

/// Taps the middle of the first place on the page whose text is `what`
/// (a string), on the row and after the column `near` asks, if given;
/// a finger, not a mouse: the page's context has touch.
export async function tapText(page, what, near = {}) {
  const { row, column } = await waitFor(`"${what}" to tap`, async () => {
    const all = await rows(page);
    for (let r = near.row ?? 0; r < all.length; r++) {
      const at = Array.from(all[r]).join('').indexOf(what);
      if (at >= 0) return { row: r, column: Array.from(all[r].slice(0, at)).length + Math.floor(Array.from(what).length / 2) };
    }
    return null;
  });
  await tapCell(page, row, column);
}

/// Taps the cell of `row` and `column` of the page's grid.
export async function tapCell(page, row, column) {
  const [{ x, y }] = await cellCentres(page, [{ row, column }]);
  await page.touchscreen.tap(x, y);
}

/// Taps the square (like `e2`) of the board drawn on the page.
export async function tapSquare(page, square) {
  const where = await waitFor('a board', async () => board(await rows(page)));
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1)) - 1;
  await tapCell(page, where.rankRows[rank], where.fileCols[file]);
}

/// Saves a screenshot of `page` as target/browser-shots/`name`.png.
export async function keepShot(page, name) {
  const folder = new URL('../../target/browser-shots/', import.meta.url);
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: fileURLToPath(new URL(`${name}.png`, folder)) });
}

/// Plays `move` (like `e2-b2`) as typed: `m`, the move, Enter.
export async function typeMove(page, move) {
  await page.keyboard.press('m');
  await page.keyboard.type(move);
  await page.keyboard.press('Enter');
}

/// The bot's account on the server.
export const BOT = 'tafl-bot';

/// A move in the notation, like `e8-b8`, `Ke5-e4` (the prince's) or
/// `f4-f6xe6` (a capture).
export const MOVE = 'K?[a-i][1-9]-[a-i][1-9]\\S*';

/// Starts the bot `name`, `obereg bot` at the easy level with a data
/// folder of its own, on the server of `running`; resolves once it has
/// registered. It stops after the test `t`.
export async function startBot(t, running, name = BOT) {
  const data = mkdtempSync(join(tmpdir(), 'obereg-bot-'));
  const args = ['--lang', 'en', 'bot', running.server.address, '--level', 'easy', '--name', name];
  const env = { ...process.env, XDG_DATA_HOME: data, HOME: data };
  const child = spawn(process.env.OBEREG_BIN, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  t.after(() => {
    child.kill();
    rmSync(data, { recursive: true, force: true });
  });
  let said = '';
  child.stdout.on('data', (bytes) => { said += bytes; });
  await waitFor('the bot registered', () => {
    if (child.exitCode !== null) throw new Error(`the bot stopped: ${said}`);
    return said.includes(`Registered the bot ${name}`);
  }, 400);
}

/// A move of a piece drawn `piece` (a Viking ●, a guard ○) one square to
/// an empty square that is neither an exit nor the throne, read from the
/// board on the page: legal whatever the bot played before.
export async function step(page, piece) {
  const { cells, fileCols, rankRows } = await waitFor('a board', async () => board(await rows(page)));
  const at = (f, r) => cells[rankRows[r]][fileCols[f]];
  const restricted = (f, r) => (f % 8 === 0 && r % 8 === 0) || (f === 4 && r === 4);
  for (let f = 0; f < 9; f++) {
    for (let r = 0; r < 9; r++) {
      if (at(f, r) !== piece) continue;
      for (const [df, dr] of [[0, 1], [0, -1], [1, 0], [-1, 0]]) {
        const [tf, tr] = [f + df, r + dr];
        if (tf < 0 || tf > 8 || tr < 0 || tr > 8 || restricted(tf, tr)) continue;
        if (!'●○◆'.includes(at(tf, tr))) return `${FILES[f]}${r + 1}-${FILES[tf]}${tr + 1}`;
      }
    }
  }
  throw new Error(`no step for ${piece} on\n${await text(page)}`);
}
