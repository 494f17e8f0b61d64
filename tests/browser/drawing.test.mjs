// One drawing a frame: whatever the window, the phone's turns and the font
// do while the page loads or after, the page's cells hold what the screen
// drew last, and nothing of an earlier frame or size. Needs the real page
// (not run with `scripts/browser-test --fixture`).

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MENU, drawnAndShown, newPage, newPhone, serving, waitFor, waitText } from './harness.mjs';

const running = serving(process.env.OBEREG_WEB);

const DESKTOP = { width: 1280, height: 800 };
const UPRIGHT = { width: 390, height: 844 };
const SIDEWAYS = { width: 844, height: 390 };

/// Waits until the page's cells are the frame drawn last, and checks the
/// menu is on them once; `what` names the moment.
async function drawnOnce(page, what) {
  const { drawn, shown } = await waitFor(`${what}: the page's cells as drawn`, async () => {
    const seen = await drawnAndShown(page);
    return seen.drawn.length > 0 && seen.shown.join('\n') === seen.drawn.join('\n') && seen;
  }, 100).catch(async (error) => {
    const seen = await drawnAndShown(page);
    assert.deepEqual(seen.shown, seen.drawn, `${what}: ${error.message}`);
    throw error;
  });
  const text = shown.join('\n');
  assert.equal(text.split(MENU).length - 1, 1, `${what}: the menu once\n${text}`);
  assert.equal(drawn.length, shown.length, what);
  return shown;
}

test('the page\'s cells are the frame drawn, in desktop windows and on a phone either way up', async () => {
  for (const viewport of [DESKTOP, UPRIGHT, SIDEWAYS]) {
    const page = viewport === DESKTOP ? await newPage(running.browser, viewport) : await newPhone(running.browser, viewport);
    await page.goto(running.server.url);
    await waitText(page, MENU, 200);
    await drawnOnce(page, `${viewport.width}×${viewport.height}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('a window that changes size while the page loads, a phone turned and a font changed leave no earlier drawing', async () => {
  const page = await newPhone(running.browser, SIDEWAYS);
  // As headless Chromium's --window-size does: the size changes while the
  // page's WebAssembly starts.
  const loading = page.goto(running.server.url);
  await page.setViewportSize(DESKTOP);
  await loading;
  await waitText(page, MENU, 200);
  await drawnOnce(page, 'resized while loading');
  const sizes = [];
  for (const viewport of [SIDEWAYS, UPRIGHT, DESKTOP, UPRIGHT, SIDEWAYS]) {
    await page.setViewportSize(viewport);
    const shown = await drawnOnce(page, `turned to ${viewport.width}×${viewport.height}`);
    sizes.push(`${shown[0].length}×${shown.length}`);
  }
  // The cells are counted again after a font change that changes no window.
  await page.evaluate(() => { document.body.style.fontSize = '22px'; });
  const larger = await drawnOnce(page, 'a larger font');
  assert.ok(larger.length < 390 / 22, `${larger.length} rows of a 22 px font in 390 px`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
