// The page as an app: its manifest and icons, its title naming the screen,
// and its service worker, which keeps the page's files so that the games
// needing no server open again offline. Needs the real page (not run with
// `scripts/browser-test --fixture`).

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MENU, board, openPage, rows, serving, text, waitFor, waitText } from './harness.mjs';

const running = serving(process.env.OBEREG_WEB);

test('the page names its manifest and icons, and its title the screen shown', async () => {
  const { page } = await openPage(running);
  assert.equal(await page.title(), 'Menu · Obereg');
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    const response = await fetch(link.href);
    const body = await response.json();
    const icons = await Promise.all(body.icons.map(async (icon) => {
      const image = await fetch(new URL(icon.src, link.href));
      return `${icon.sizes} ${image.status} ${image.headers.get('content-type')}`;
    }));
    return { type: response.headers.get('content-type'), display: body.display, icons };
  });
  assert.deepEqual(manifest, {
    type: 'application/manifest+json',
    display: 'standalone',
    icons: ['192x192 200 image/png', '512x512 200 image/png'],
  });
  await page.keyboard.press('l');
  await waitFor('the lessons in the title', async () => (await page.title()) === 'Lessons · Obereg');
  await page.context().close();
});

test('once opened, the page opens again offline and a game against the computer starts', async (t) => {
  const { page } = await openPage(running);
  // The service worker keeps the page's files once it is running.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  await page.context().setOffline(true);
  const start = performance.now();
  await page.reload();
  await waitText(page, MENU, 200);
  t.diagnostic(`measured: offline, the menu drawn ${(performance.now() - start).toFixed(0)} ms after the reload`);
  await page.keyboard.press('a');
  await waitText(page, 'Play the computer');
  await page.keyboard.press('Enter');
  await waitFor('a board', async () => board(await rows(page)));
  await waitText(page, /1\. [a-i][1-9]-[a-i][1-9]/, 200);
  assert.doesNotMatch(await text(page), /error/i);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
