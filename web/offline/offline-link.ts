// The tRPC link that answers queries when the server cannot be reached (docs/decisions/017-offline-data.md):
// the member's kept answers (persist.ts), else catalogue reads from the local copy, computed by the server's
// own code (server/features/catalogue/search/). The screens ask as always. Other calls fail as before. Every call reports
// whether the server answered (connectivity.ts, read by the offline notice), and an answer stamped with the
// server's time sets the clock offset (server-clock.ts); a kept answer never does.
import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../lib/api-types';
import { readApiError } from '../lib/errors';
import { noteServerTime } from '../lib/server-clock';
import { connectivity } from './connectivity';
import { keptAnswer, noteAnswer } from './persist';

/** Catalogue queries the copy can answer (catalogue-copy.ts answerOffline). */
const LOCAL = /^catalogue\.(search|exercise|bodyParts|machines)$/;

type Answerer = (path: string, input: unknown) => Promise<unknown>;
let answerer: Answerer | null = null;

/**
 * Hands the link the copy's answers once their code is loaded (catalogue-sync.ts does, online): without a
 * service worker a chunk first asked for offline cannot load, so the link does not wait for the failure to
 * import it. Until then it imports them itself (served by the service worker's precache, if any).
 */
export function provideOfflineAnswers(answer: Answerer) {
  answerer = answer;
}

const answerOffline: Answerer = (path, input) => (answerer ? answerer(path, input) : import('./catalogue-copy').then((m) => m.answerOffline(path, input)));

export function offlineLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let done = false;
        const subscription = next(op).subscribe({
          next: (value) => {
            connectivity.report(true);
            const data = 'data' in value.result ? (value.result.data as { serverNow?: unknown } | null) : null;
            if (typeof data?.serverNow === 'number') noteServerTime(data.serverNow);
            if (op.type === 'query') noteAnswer(op.path, op.input, false);
            observer.next(value);
          },
          complete: () => observer.complete(),
          error: (error) => {
            const { responded } = readApiError(error);
            connectivity.report(responded);
            if (responded || op.type !== 'query') return observer.error(error);
            const kept = keptAnswer(op.path, op.input);
            if (kept) {
              noteAnswer(op.path, op.input, true);
              observer.next({ result: { type: 'data', data: kept.data } });
              return observer.complete();
            }
            if (!LOCAL.test(op.path)) return observer.error(error);
            answerOffline(op.path, op.input).then(
              (data) => {
                if (done) return;
                if (data === undefined) return observer.error(error);
                noteAnswer(op.path, op.input, true);
                observer.next({ result: { type: 'data', data } });
                observer.complete();
              },
              () => observer.error(error),
            );
          },
        });
        return () => {
          done = true;
          subscription.unsubscribe();
        };
      });
}
