// The names the page and the service worker share (web/sw/sw.ts reads them too): Cache Storage caches and
// IndexedDB databases of the offline app. A name changes only with a migration of what it holds.

/** Cache Storage: the catalogue's pictures (/media/...), filled by the service worker and warmed by the page. */
export const MEDIA_CACHE = 'ffm-media-v1';

/** IndexedDB: the data a member sees offline (persisted query answers and the catalogue copy). */
export const DATA_DB = 'ffm-data';

/** IndexedDB: the writes waiting to reach the server (one outbox, replayed in order). */
export const OUTBOX_DB = 'ffm-outbox';
