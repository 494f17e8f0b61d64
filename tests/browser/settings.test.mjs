// The page's languages and settings: the browser's language first, the
// one chosen on the settings screen after that, kept in the browser's
// storage through a reload; a damaged value there is moved aside and
// told, and the page opens all the same. Needs the real page (not run
// with `scripts/browser-test --fixture`).

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MENU, MENU_IN, openPage, serving, text, waitText } from './harness.mjs';

const running = serving(process.env.OBEREG_WEB);

/// Where the page keeps the settings in the browser's storage.
const SETTINGS = 'obereg.config.toml';

test('a browser in Ukrainian or Russian gets the menu in its language', async () => {
  for (const locale of ['uk-UA', 'ru-RU']) {
    const { page } = await openPage(running, undefined, locale);
    assert.doesNotMatch(await text(page), new RegExp(MENU), `${locale}: no English menu`);
    await page.context().close();
  }
});

test('the language chosen in the settings redraws the page at once and stays after a reload', async () => {
  const { page } = await openPage(running);
  await page.keyboard.press('s');
  await waitText(page, `Kept in this browser (${SETTINGS})`);
  await waitText(page, 'as the browser: English');
  // The language goes round: the browser's, Ukrainian, Russian, English.
  await page.keyboard.press('l');
  await waitText(page, 'Налаштування');
  await waitText(page, `Зберігаються в цьому браузері (${SETTINGS})`);
  await page.keyboard.press('l');
  await waitText(page, 'Настройки');
  await page.keyboard.press('Escape');
  await waitText(page, MENU_IN.ru);
  const kept = await page.evaluate((key) => localStorage.getItem(key), SETTINGS);
  assert.match(kept, /^lang = "ru"$/m, kept);
  await page.reload();
  await waitText(page, MENU_IN.ru, 200);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a damaged settings value is moved aside and told, and the page opens in the defaults', async () => {
  const { page } = await openPage(running);
  const said = [];
  page.on('console', (message) => said.push(message.text()));
  const damaged = 'lang = "uk"\nboard = 12\n';
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SETTINGS, damaged]);
  await page.reload();
  await waitText(page, MENU, 200);
  const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  assert.equal(storage['obereg.damaged-config-1.toml'], damaged);
  assert.equal(storage[SETTINGS], undefined, 'moved, not copied');
  assert.ok(said.some((line) => line.includes('board cannot be 12')), said.join('\n'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
