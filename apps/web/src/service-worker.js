// SuriMarkt's service worker, served as /sw.js: the app's shell works without a connection, and so do the last ads the
// visitor read. Plain JavaScript, built by build/service-worker.plugin.ts, which fills in BUILD (the build's version
// and the shell's files). What it keeps, and why it keeps nothing personal: apps/web/README.md ('Offline').
const BUILD = { version: 'dev', shellFiles: ['/index.html'] };

const SHELL_CACHE = `sm-shell-${BUILD.version}`;
// One visitor's copies (ads and their photos), named for the visitor. Bump the version when the app can no longer read
// the ads it kept (a changed Ad shape): the old copies are then dropped.
const VISITOR_PREFIX = 'sm-visitor-v1-';
const SHELL = '/index.html';
const MAX_ADS = 20;
// The kept ads' ids, newest first, with their photos (paths without the variant suffix).
const INDEX = '/__sm/kept-ads';

const AD_API = /^\/api\/ads\/([1-9]\d{0,9})$/;
const AD_PAGE = /^\/ad\/[1-9]\d{0,9}\/?$/;
const PHOTO = /^\/(?:uploads|demo-images)\/[\w./-]+$/;
// Addresses the server answers itself; every other page is the app's.
const NOT_A_PAGE = /^\/(?:api|uploads|demo-images|admin)(?:\/|$)|^\/(?:sitemap\.xml|robots\.txt)$/;
// Public answers, the same for everybody: fetched by the worker without cookies at install, answered offline.
const PUBLIC_API = ['/api/categories'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) =>
        cache.addAll([
          ...BUILD.shellFiles.map(shellRequest),
          ...PUBLIC_API.map((url) => new Request(url, { cache: 'reload', credentials: 'omit' })),
        ]),
      )
      // A new deploy's shell takes over at the next page load, in every tab, instead of after the last tab is closed.
      .then(() => self.skipWaiting()),
  );
});

/** Files outside /assets/ keep their name across deploys: fetched afresh, never from the HTTP cache. */
function shellRequest(url) {
  return new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'reload' });
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter(
        (name) =>
          (name.startsWith('sm-shell-') && name !== SHELL_CACHE) || (name.startsWith('sm-visitor-') && !name.startsWith(VISITOR_PREFIX)),
      );
      await Promise.all(old.map((name) => caches.delete(name)));
      // The page's request starts while the worker boots: a page costs no extra wait.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (request.mode === 'navigate') {
    if (!NOT_A_PAGE.test(path)) event.respondWith(page(event));
  } else if (path.startsWith('/assets/')) {
    event.respondWith(asset(event));
  } else if (BUILD.shellFiles.includes(path) || PUBLIC_API.includes(path)) {
    event.respondWith(networkOr(request, () => caches.match(path, { cacheName: SHELL_CACHE })));
  } else if (AD_API.test(path) && !url.search) {
    event.respondWith(networkOr(request, () => keptAd(path)));
  } else if (path === '/api/ads' && url.searchParams.has('ids')) {
    event.respondWith(networkOr(request, () => keptAdList(url.searchParams.get('ids'))));
  } else if (PHOTO.test(path) && request.destination === 'image') {
    event.respondWith(photo(event, path));
  }
  // Anything else (the account, messages, favourites, drafts, bids, every other answer) goes to the network untouched:
  // the worker keeps none of it.
});

/** The server's page (rendered for this visitor, never kept); without a connection the shell, which renders the page. */
async function page(event) {
  try {
    return (await event.preloadResponse) || (await fetch(event.request));
  } catch (error) {
    return (await caches.match(SHELL, { cacheName: SHELL_CACHE })) || Promise.reject(error);
  }
}

/** Build files are named by their content: a kept copy is always right. */
async function asset(event) {
  const kept = await caches.match(event.request, { cacheName: SHELL_CACHE });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(event.request, response.clone())));
  return response;
}

/** The network's answer; when there is no connection, the kept one (if any). */
async function networkOr(request, kept) {
  try {
    return await fetch(request);
  } catch (error) {
    return (await kept()) || Promise.reject(error);
  }
}

/** Photos never change under their name (the server says immutable): kept ones are used first. */
async function photo(event, path) {
  const cache = await visitorCache();
  const kept = cache && (await cache.match(path));
  if (kept) return kept;
  let response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    // A card's small photo or the page's large one is as good as the size asked for.
    return (cache && (await otherSize(cache, path))) || Promise.reject(error);
  }
  // Only an ad page's photos are kept; keeping the next ad drops those of ads no longer kept.
  const from = event.request.referrer ? new URL(event.request.referrer).pathname : '';
  if (cache && response.ok && AD_PAGE.test(from)) event.waitUntil(cache.put(path, response.clone()));
  return response;
}

async function otherSize(cache, path) {
  const stem = photoStem(path);
  const same = (await cache.keys()).find((key) => photoStem(new URL(key.url).pathname) === stem);
  return same ? cache.match(same) : undefined;
}

// Every width of a photo (PHOTO_VARIANTS in libs/contracts: -w320, -w480, -md, -sm, none) has one stem, so a small
// phone's gallery photo (-w480) stays with its ad and any kept width can stand in for another offline.
function photoStem(path) {
  return path.replace(/(?:-md|-sm|-w\d+)?\.\w+$/, '');
}

// The current visitor's cache name, looked up once per worker start: every photo on a list page asks for it.
let visitorName;

async function visitorCache() {
  visitorName ??= caches.keys().then((keys) => keys.find((key) => key.startsWith(VISITOR_PREFIX)) ?? null);
  const name = await visitorName;
  return name ? caches.open(name) : null;
}

async function keptAd(path) {
  const cache = await visitorCache();
  return cache ? cache.match(path) : undefined;
}

/** The answer to /api/ads?ids=… (the home page's 'recently viewed') from the kept ads, in the order asked. */
async function keptAdList(ids) {
  const cache = await visitorCache();
  if (!cache) return undefined;
  const ads = [];
  for (const id of (ids ?? '').split(',').slice(0, MAX_ADS)) {
    const kept = /^[1-9]\d{0,9}$/.test(id) ? await cache.match(`/api/ads/${id}`) : undefined;
    if (kept) ads.push(await kept.json());
  }
  return json({ ads, total: ads.length });
}

function json(body) {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

// Messages from the app's pages (shared/lib/offline-copies.ts), handled one after the other.
let queue = Promise.resolve();
self.addEventListener('message', (event) => {
  if (event.origin !== self.location.origin) return;
  queue = queue.then(() => handle(event.data)).catch(() => undefined);
  event.waitUntil(queue);
});

async function handle(message) {
  if (!message || typeof message.visitor !== 'string') return;
  const name = VISITOR_PREFIX + (await visitorKey(message.visitor));
  if (message.type === 'visitor') await becomeVisitor(name);
  else if (message.type === 'keep-ad' && isPublicAd(message.ad) && (await caches.has(name)))
    await keepAd(await caches.open(name), message.ad);
}

/** A login or logout (here or in another tab) ends the previous visitor's copies: nobody reads another's. */
async function becomeVisitor(name) {
  const others = (await caches.keys()).filter((key) => key.startsWith(VISITOR_PREFIX) && key !== name);
  visitorName = Promise.resolve(name);
  await Promise.all(others.map((key) => caches.delete(key)));
  await caches.open(name);
}

/** The account's id never lands in a cache name as itself. */
async function visitorKey(visitor) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(visitor));
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An ad's public read is the same for every visitor; only approved ads are public. */
function isPublicAd(ad) {
  return (
    ad !== null &&
    typeof ad === 'object' &&
    Number.isInteger(ad.id) &&
    ad.id > 0 &&
    ad.status === 'approved' &&
    Array.isArray(ad.images) &&
    ad.images.every((src) => typeof src === 'string')
  );
}

/** The ad becomes the newest kept; beyond MAX_ADS the oldest go, with their photos. */
async function keepAd(cache, ad) {
  const index = await readIndex(cache);
  const kept = [{ id: ad.id, photos: ad.images.map(photoStem) }, ...index.filter((entry) => entry.id !== ad.id)];
  const dropped = kept.splice(MAX_ADS);
  await cache.put(`/api/ads/${ad.id}`, json(ad));
  await cache.put(INDEX, json(kept));
  await Promise.all(dropped.map((entry) => cache.delete(`/api/ads/${entry.id}`)));
  const photos = new Set(kept.flatMap((entry) => entry.photos));
  const strays = (await cache.keys())
    .map((key) => new URL(key.url).pathname)
    .filter((path) => PHOTO.test(path) && !photos.has(photoStem(path)));
  await Promise.all(strays.map((path) => cache.delete(path)));
}

async function readIndex(cache) {
  try {
    const index = await (await cache.match(INDEX))?.json();
    return Array.isArray(index) ? index : [];
  } catch {
    return [];
  }
}

// Web Push (issue 42): the accounts-service's pushes ({ title, body, url, image?, tag? }, decrypted by the browser)
// become notifications; a tap opens their page, in an open tab of the site when there is one.
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data));
});

async function showPush(data) {
  let push = null;
  try {
    push = data ? data.json() : null;
  } catch {
    // Not ours (or damaged): nothing to show.
  }
  if (!push || typeof push.title !== 'string') return;
  const url = sitePath(push.url);
  const tag = typeof push.tag === 'string' ? push.tag : undefined;
  await self.registration.showNotification(push.title, {
    body: typeof push.body === 'string' ? push.body : '',
    icon: typeof push.image === 'string' && PHOTO.test(push.image) ? push.image : ICON,
    badge: BADGE,
    // A conversation's notifications replace each other, and the newest still sounds.
    ...(tag ? { tag, renotify: true } : {}),
    data: { url },
  });
  // Open pages refresh what the push is about (the header's unread count) without waiting for their next request.
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: 'push', url });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(sitePath(event.notification.data && event.notification.data.url)));
});

/** Focuses a tab of the site (the page's own when open) and shows the page there; without one, opens a window. */
async function openPage(path) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab =
    windows.find((client) => client.url === target) || windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!tab) return self.clients.openWindow(target);
  const focused = await tab.focus();
  // The app moves there itself (no reload); its router answers this message (features/push).
  if (tab.url !== target) (focused || tab).postMessage({ type: 'open', url: path });
  return focused;
}

/** Only a path on this site: a push never sends the visitor elsewhere. */
function sitePath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/';
}
