// docs/decisions/016-offline-app-shell.md. Never answers /trpc or /api (offline data lives in IndexedDB); a new
// version waits for SKIP_WAITING so an open workout is never reloaded.
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

/** A basement's "one bar" answers nothing. */
const PAGE_TIMEOUT_SECONDS = 3;

const MEDIA_MAX_ENTRIES = 3000;
const MEDIA_MAX_AGE_SECONDS = 60 * 60 * 24 * 60;

/** Glyphs the build did not find in the app's text. */
const FONT_CACHE = 'ffm-fonts-v1';

const isPage = (request: Request) => request.mode === 'navigate' && isClientRoutePath(new URL(request.url).pathname);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    // Pages go network first (below).
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
        // The page warms it with cache.put: headers differ from an <img>'s.
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

/** Not Serwist's handleInstall: its pool never settles once one download fails (the page retries). */
function precache(event: Event & WaitUntil): Promise<void> {
  const queue = [...serwist.getUrlsToPrecacheKeys()];
  const next = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const [url, cacheKey] = entry;
      const request = new Request(url, { integrity: serwist.getIntegrityForPrecacheKey(cacheKey), credentials: 'same-origin' });
      // The response and the cache write (params.cacheKey is read only with a url).
      await Promise.all(serwist.precacheStrategy.handleAll({ event: event as never, request, url: new URL(request.url), params: { cacheKey } }));
    }
  };
  return Promise.all(Array.from({ length: PRECACHE_CONCURRENCY }, next)).then(() => undefined);
}

self.addEventListener('install', (event) => event.waitUntil(precache(event)));
self.addEventListener('activate', serwist.handleActivate as (event: Event) => void);
self.addEventListener('fetch', serwist.handleFetch as (event: Event) => void);
self.addEventListener('message', serwist.handleCache as (event: Event) => void);
// A page mid-navigation during the first install's claim asks again.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'CLAIM') event.waitUntil(self.clients.claim());
});
