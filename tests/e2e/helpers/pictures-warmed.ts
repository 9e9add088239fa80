// A member's page warms every catalogue picture into the offline cache in the background (web/offline/media-warm.ts):
// hundreds of requests, so waiting for the network to go quiet (axe's settling, the tap-target checks) waits for
// all of them, 30 s and more on a busy machine. Tests of a screen as it stands start with the device's pictures
// marked as warmed for the current catalogue, as a device that has warmed them before; the warm-up has tests of its own.
import { test as base } from '../fixtures';

export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    const res = await context.request.get(`${baseURL}/trpc/catalogue.version`);
    const { version } = (await res.json()).result.data as { version: string };
    await context.addInitScript((warmed) => {
      try {
        localStorage.setItem('ffm.media.warmed', warmed);
      } catch {
        // about:blank has no storage
      }
    }, version);
    await use(context);
  },
});
