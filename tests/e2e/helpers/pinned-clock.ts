// One fixed time for the page's clock and for the server's clock as the page reads it, for rest timers that
// are checked to the second. The app counts a rest in the server's clock: serverNow() = Date.now() + an offset
// taken from each session answer's `serverNow` (web/features/training/session/session-sync.ts). Fixing only
// the page's clock (page.clock.setFixedTime) leaves the server's running, so each answer moves that offset by
// the real time since the clock was fixed, and a timer read later is off by it (a second and more on a loaded
// machine). Here every /trpc answer's `serverNow` is rewritten to the page's fixed time as it reaches the page:
// the offset is exactly 0, and a timer moves only when the test moves the clock.
// What stays the server's own: a set's doneAt. The server keeps the tap's time (the page's serverNow()) only
// between the session's start and its own real now (server/features/training/session/sets.service.ts), so a
// test checks a set off at a pinned time in that window: after the session started, and not ahead of the
// real time (move the clock back to Date.now() before a check that follows a move into the future).
// The app keeps the later of two answers by serverNow (session-sync.ts, newer): the clocks never go back
// before a time an answer was stamped with (set() refuses), and answers of one pinned time are not ordered.
import type { Page, Route } from '@playwright/test';

export type PinnedClock = {
  /**
   * Moves both clocks to `at`, once no /trpc answer is on its way (one stamped before the move and read after
   * it would set the offset off by the move; the test waits for what it started, e.g. '저장됨', before).
   * Back in time only as far as the latest time an answer was stamped with.
   */
  set: (at: number) => Promise<void>;
  /** The procedures whose answers were stamped with the pinned time, in order (proof that the route saw them). */
  stamped: () => string[];
};

const TRPC = /\/trpc\//;

/** `value` with every numeric `serverNow` field set to `at`, and how many there were. */
function restamped(value: unknown, at: number): { value: unknown; count: number } {
  if (Array.isArray(value)) {
    let count = 0;
    const items = value.map((item) => {
      const next = restamped(item, at);
      count += next.count;
      return next.value;
    });
    return { value: items, count };
  }
  if (value === null || typeof value !== 'object') return { value, count: 0 };
  let count = 0;
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'serverNow' && typeof field === 'number') {
      fields[key] = at;
      count += 1;
    } else {
      const next = restamped(field, at);
      fields[key] = next.value;
      count += next.count;
    }
  }
  return { value: fields, count };
}

/** Fixes the page's clock at `at` and stamps every /trpc answer the page gets with the page's fixed time. */
export async function pinClock(page: Page, at: number): Promise<PinnedClock> {
  let now = at;
  /** The latest time an answer was stamped with. */
  let latest = Number.NEGATIVE_INFINITY;
  let open = 0;
  const idle: (() => void)[] = [];
  const stamped: string[] = [];
  const handle = async (route: Route) => {
    open += 1;
    try {
      // The server closes a kept-alive socket after 5 s idle; one reused just as it closes is reset before the
      // request is read, and is sent again (maxRetries retries only ECONNRESET).
      const response = await route.fetch({ maxRetries: 1 });
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-length', 'content-encoding'].includes(name)));
      if (!(headers['content-type'] ?? '').includes('application/json')) {
        await route.fulfill({ status: response.status(), headers, body: await response.body() });
        return;
      }
      const { value, count } = restamped(await response.json(), now);
      if (count > 0) latest = Math.max(latest, now);
      if (count > 0) stamped.push(...new URL(route.request().url()).pathname.replace('/trpc/', '').split(','));
      await route.fulfill({ status: response.status(), headers, body: JSON.stringify(value) });
    } catch (error) {
      // A request still on its way when the test closes the page or browser has no one to answer.
      if (!page.isClosed()) throw error;
    } finally {
      open -= 1;
      if (open === 0) for (const done of idle.splice(0)) done();
    }
  };
  await page.clock.setFixedTime(at);
  await page.route(TRPC, handle);
  return {
    async set(next) {
      if (open > 0) await new Promise<void>((done) => idle.push(done));
      if (next < latest) throw new Error(`pinned clock: ${next} is before ${latest}, the time an answer was stamped with`);
      now = next;
      await page.clock.setFixedTime(next);
    },
    stamped: () => [...stamped],
  };
}
