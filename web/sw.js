// obereg's service worker: the page's files kept in the browser, so the
// games that need no server (at one keyboard, against the computer, the
// lessons, the puzzles, the free board) open again offline. Each file is
// asked of the server first and kept as it came; without a network the
// file kept is served. The lobby's WebSocket does not pass through here.
const KEPT = 'obereg-page';
const FILES = ['./', 'index.html', 'obereg.js', 'obereg_bg.wasm', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(KEPT).then((kept) => kept.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(KEPT).then((kept) => kept.put(request, copy));
        }
        return response;
      })
      .catch(() => caches.match(request, { ignoreSearch: true }).then((kept) => kept ?? Response.error())),
  );
});
