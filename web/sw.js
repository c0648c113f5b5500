// The game's service worker: after the first visit the game loads with no network (flaky school
// Wi-Fi). cmake/web_bundle.mjs fills in the version and the files of this build. Files with a
// content hash in their name never change: they come from the cache. Everything else (the page,
// the embed pages, the package) is asked of the network first and the cache answers offline.
const VERSION = '@VERSION@';
const FILES = '@FILES@';
const CACHE = `equations-${VERSION}`;
const HASHED = /\.[0-9a-f]{10}\.[a-z]+$/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key.startsWith('equations-') && key !== CACHE)
      .map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (HASHED.test(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit || fetchAndKeep(request)));
  } else {
    event.respondWith(fetchAndKeep(request).catch(() => caches.match(request, {ignoreSearch: true})
      .then((hit) => hit || Response.error())));
  }
});

async function fetchAndKeep(request) {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}
