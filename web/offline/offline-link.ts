// The tRPC link that answers queries when the server cannot be reached (docs/decisions/017-offline-data.md):
// the member's kept answers (kept-answers.ts), else catalogue reads from the local copy, computed by the server's
// own code (server/features/catalogue/search/). The screens ask as always. Other calls fail as before. Every call reports
// whether the server answered (connectivity.ts, read by the offline notice), and an answer stamped with the
// server's time sets the clock offset (server-clock.ts); a kept answer never does.
import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../lib/api-types';
import { readApiError } from '../lib/errors';
import type { Connectivity } from './connectivity';
import type { KeptAnswers } from './kept-answers';
import type { ServerClock } from './server-clock';

/** Catalogue queries the copy can answer (catalogue-copy.ts). */
const LOCAL = /^catalogue\.(search|exercise|bodyParts|machines)$/;

export type OfflineLinkDeps = {
  kept: Pick<KeptAnswers, 'answer' | 'noteAnswer'>;
  connectivity: Pick<Connectivity, 'report'>;
  clock: Pick<ServerClock, 'note'>;
  /** The catalogue copy's answer (undefined: none). */
  catalogue: (path: string, input: unknown) => Promise<unknown>;
};

export function offlineLink({ kept, connectivity, clock, catalogue }: OfflineLinkDeps): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let done = false;
        const subscription = next(op).subscribe({
          next: (value) => {
            connectivity.report(true);
            const data = 'data' in value.result ? (value.result.data as { serverNow?: unknown } | null) : null;
            if (typeof data?.serverNow === 'number') clock.note(data.serverNow);
            if (op.type === 'query') kept.noteAnswer(op.path, op.input, false);
            observer.next(value);
          },
          complete: () => observer.complete(),
          error: (error) => {
            const { responded } = readApiError(error);
            connectivity.report(responded);
            if (responded || op.type !== 'query') return observer.error(error);
            const answer = kept.answer(op.path, op.input);
            if (answer) {
              kept.noteAnswer(op.path, op.input, true);
              observer.next({ result: { type: 'data', data: answer.data } });
              return observer.complete();
            }
            if (!LOCAL.test(op.path)) return observer.error(error);
            catalogue(op.path, op.input).then(
              (data) => {
                if (done) return;
                if (data === undefined) return observer.error(error);
                kept.noteAnswer(op.path, op.input, true);
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
