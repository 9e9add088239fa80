// The service worker (docs/decisions/016-offline-app-shell.md): the app opens with no signal after one visit.
// - Precache (the list is written into this file at build time by scripts/build-web.ts): the home page
//   (index.html, pre-rendered), the shell of every other page (app.html), every route's JS and CSS, the
//   Pretendard subsets the app's text uses, the icons and the manifest.
// - A page navigation goes to the network first; when the network fails or takes longer than
//   PAGE_TIMEOUT_SECONDS, the precached page answers: '/' → index.html, every other client route → app.html.
// - /media pictures: cache first, in MEDIA_CACHE (web/offline/cache-names.ts), which the page also fills.
// - /trpc and /api are never answered from here: data offline lives in IndexedDB, not in this worker.
// - A new version waits: it takes over only when the page posts {type: 'SKIP_WAITING'} (the member tapped
//   '새로고침'; web/offline/sw-registration.ts), never by itself, so an open workout is never reloaded.
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkOnly, type PrecacheEntry, Serwist } from 'serwist';
import { MEDIA_CACHE } from '../offline/cache-names';
import { isClientRoutePath, shellFor } from './client-routes';

// The worker's global scope, as far as this file uses it (the project's type library is the DOM's, not the worker's).
type WaitUntil = { waitUntil: (done: Promise<unknown>) => void };
declare const self: {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  clients: { claim: () => Promise<void> };
  addEventListener(type: 'install', listener: (event: Event & WaitUntil) => void): void;
  addEventListener(type: 'activate', listener: (event: Event & WaitUntil) => void): void;
  addEventListener(type: 'fetch', listener: (event: Event) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent & WaitUntil) => void): void;
};

/** A phone in a basement often has "one bar" that answers nothing: after this long the precached page answers. */
const PAGE_TIMEOUT_SECONDS = 3;

/** Catalogue pictures kept: the whole catalogue (a few hundred exercises, parts and machines) with room to grow. */
const MEDIA_MAX_ENTRIES = 3000;
const MEDIA_MAX_AGE_SECONDS = 60 * 60 * 24 * 60;

/** Pretendard subsets outside the precache (a glyph the build did not find in the app's text), kept once seen. */
const FONT_CACHE = 'ffm-fonts-v1';

const isPage = (request: Request) => request.mode === 'navigate' && isClientRoutePath(new URL(request.url).pathname);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    // Pages are answered by the navigation route below (network first), not from the precache: no '/' →
    // index.html or '/x' → x.html matching here.
    directoryIndex: null,
    cleanURLs: false,
    cleanupOutdatedCaches: true,
  },
  cacheId: 'ffm',
  // The first install controls the open page at once; an update waits for SKIP_WAITING (skipWaiting: false).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && isPage(request),
      handler: new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
      handler: new CacheFirst({
        cacheName: MEDIA_CACHE,
        // The page warms this cache with plain cache.put(url, response): its request's headers differ from an <img>'s.
        matchOptions: { ignoreVary: true },
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: MEDIA_MAX_ENTRIES, maxAgeSeconds: MEDIA_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.woff2$/.test(url.pathname),
      handler: new CacheFirst({
        cacheName: FONT_CACHE,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
      }),
    },
  ],
  // When a page's network answer fails (or times out), its precached page answers instead.
  fallbacks: {
    entries: [
      { url: '/index.html', matcher: ({ request }) => isPage(request) && shellFor(new URL(request.url).pathname) === '/index.html' },
      { url: '/app.html', matcher: ({ request }) => isPage(request) },
    ],
  },
});

/** Precache downloads at a time (Serwist's default). */
const PRECACHE_CONCURRENCY = 10;

/**
 * The install: every precache entry fetched and stored, PRECACHE_CONCURRENCY at a time; the first failure
 * fails the install. Not Serwist's handleInstall: its pool (@serwist/utils `parallel`) never settles once one
 * download fails (a worker's rejection is lost in a Promise executor), so one dropped request left the worker
 * 'installing' until the browser's event timeout (minutes) and the page without offline support. A failed
 * install is tried again by the page (web/offline/sw-registration.ts).
 */
function precache(event: Event & WaitUntil): Promise<void> {
  const queue = [...serwist.getUrlsToPrecacheKeys()];
  const next = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const [url, cacheKey] = entry;
      const request = new Request(url, { integrity: serwist.getIntegrityForPrecacheKey(cacheKey), credentials: 'same-origin' });
      // handleAll's promises: the response, and the cache write being done (params.cacheKey is read only with a url).
      await Promise.all(serwist.precacheStrategy.handleAll({ event: event as never, request, url: new URL(request.url), params: { cacheKey } }));
    }
  };
  return Promise.all(Array.from({ length: PRECACHE_CONCURRENCY }, next)).then(() => undefined);
}

self.addEventListener('install', (event) => event.waitUntil(precache(event)));
self.addEventListener('activate', serwist.handleActivate as (event: Event) => void);
self.addEventListener('fetch', serwist.handleFetch as (event: Event) => void);
self.addEventListener('message', serwist.handleCache as (event: Event) => void);
// A page this worker should control but does not asks for it (web/offline/sw-registration.ts): a page
// whose navigation was under way while the first install claimed the open pages is not among them.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'CLAIM') event.waitUntil(self.clients.claim());
});
