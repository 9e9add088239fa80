// The service worker (docs/decisions/016-offline-app-shell.md). /trpc and /api are never answered from here:
// data offline lives in IndexedDB. A new version waits for SKIP_WAITING, so an open workout is never reloaded.
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkOnly, type PrecacheEntry, Serwist } from 'serwist';
import { MEDIA_CACHE } from '../offline/cache-names';
import { isClientRoutePath, shellFor } from './client-routes';

// The project's type library is the DOM's, not the worker's.
type WaitUntil = { waitUntil: (done: Promise<unknown>) => void };
declare const self: {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  clients: { claim: () => Promise<void> };
  addEventListener(type: 'install', listener: (event: Event & WaitUntil) => void): void;
  addEventListener(type: 'activate', listener: (event: Event & WaitUntil) => void): void;
  addEventListener(type: 'fetch', listener: (event: Event) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent & WaitUntil) => void): void;
};

/** A phone in a basement often has "one bar" that answers nothing. */
const PAGE_TIMEOUT_SECONDS = 3;

/** The whole catalogue's pictures with room to grow. */
const MEDIA_MAX_ENTRIES = 3000;
const MEDIA_MAX_AGE_SECONDS = 60 * 60 * 24 * 60;

/** Glyphs the build did not find in the app's text, kept once seen. */
const FONT_CACHE = 'ffm-fonts-v1';

const isPage = (request: Request) => request.mode === 'navigate' && isClientRoutePath(new URL(request.url).pathname);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    // Pages are answered by the navigation route below (network first), not from the precache.
    directoryIndex: null,
    cleanURLs: false,
    cleanupOutdatedCaches: true,
  },
  cacheId: 'ffm',
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
  fallbacks: {
    entries: [
      { url: '/index.html', matcher: ({ request }) => isPage(request) && shellFor(new URL(request.url).pathname) === '/index.html' },
      { url: '/app.html', matcher: ({ request }) => isPage(request) },
    ],
  },
});

const PRECACHE_CONCURRENCY = 10;

/**
 * Not Serwist's handleInstall: its pool never settles once one download fails, so the worker stayed
 * 'installing' for minutes. A failed install is tried again by the page (web/offline/sw-registration.ts).
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
// A page whose navigation was under way while the first install claimed the open pages asks for it.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'CLAIM') event.waitUntil(self.clients.claim());
});
