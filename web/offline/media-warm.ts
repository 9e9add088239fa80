// Puts every catalogue picture into the pictures' cache (MEDIA_CACHE, which the service worker answers
// /media from) so exercise pages show them offline (docs/decisions/017-offline-data.md): once per catalogue
// version, a few at a time at low priority, never on a connection that asks to save data. The movement
// illustrations (docs/decisions/033-movement-illustrations.md) too: the still (cards) and the one picture this
// device shows on the exercise's page, animated or, with reduced motion, the frames.
import type { OfflineCatalogue } from '../../server/features/catalogue/catalogue.shared';
import { MEDIA_CACHE } from './cache-names';

/** localStorage: the catalogue version whose pictures are all cached. */
const WARMED_KEY = 'ffm.media.warmed';
const AT_ONCE = 3;

type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

export async function warmPictures(copy: OfflineCatalogue): Promise<void> {
  if (typeof caches === 'undefined' || (navigator as SaveDataNavigator).connection?.saveData) return;
  if (localStorage.getItem(WARMED_KEY) === copy.version) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const movements = copy.exercises.flatMap((e) => (e.movement ? [e.movement.still, reduced ? e.movement.frames : e.movement.animated] : []));
  const urls = [...new Set([...[...copy.exercises, ...copy.bodyParts, ...copy.machines].map((entry) => entry.imgPath), ...movements])];
  const cache = await caches.open(MEDIA_CACHE);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      if (await cache.match(url)) continue;
      try {
        const res = await fetch(url, { priority: 'low' } as RequestInit);
        if (res.ok) await cache.put(url, res);
        else failed = true;
      } catch {
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  if (!failed) localStorage.setItem(WARMED_KEY, copy.version);
}
