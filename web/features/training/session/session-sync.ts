// docs/decisions/018-outbox-and-conflicts.md. Retrying is safe: changes name client ids and set absolute values.
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ActiveSession, ExerciseAnswer, SessionSummary } from '../../../../server/features/training/session/session.shared';
import { readApiError } from '../../../lib/errors';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { trpc, trpcClient } from '../../../lib/trpc';
import { serverClock } from '../../../offline/app-offline';
import { outbox } from '../../../offline/outbox/app-outbox';
import type { OutboxEntry, OutboxSnapshot } from '../../../offline/outbox/outbox';
import { summaryKey } from '../summary-key';
import { applyWaiting, type Change, type FinishChange, type SessionChange, sessionOf } from './changes';
import { localSummary } from './local-summary';

const LEGACY_STORAGE_KEY = 'ffm.gym.pending';
const KIND_PREFIX = 'training.session.';
const activeKey = () => trpc.training.session.active.queryKey();

/** A read started before a change's answer must not put the older state back. */
function newer(old: unknown, next: unknown): unknown {
  const o = old as ActiveSession | null | undefined;
  const n = next as ActiveSession | null;
  return o && n && o.sessionClientId === n.sessionClientId && o.serverNow > n.serverNow ? o : n;
}

export const activeSessionQuery = () => ({ ...trpc.training.session.active.queryOptions(), structuralSharing: newer });

export type SyncStatus = 'saved' | 'saving' | 'offline';

const isSessionEntry = (entry: OutboxEntry) => entry.kind.startsWith(KIND_PREFIX);
const changeOf = (entry: OutboxEntry) => entry.input as SessionChange;

const sessionSnapshot = (() => {
  let lastOutbox: OutboxSnapshot | null = null;
  let waiting: { changes: SessionChange[]; status: SyncStatus } = { changes: [], status: 'saved' };
  return () => {
    const current = outbox.snapshot();
    if (current !== lastOutbox) {
      lastOutbox = current;
      const changes = current.entries.filter(isSessionEntry).map(changeOf);
      waiting = { changes, status: changes.length === 0 ? 'saved' : current.status === 'offline' ? 'offline' : 'saving' };
    }
    return waiting;
  };
})();

/** A change stored before the `workout*` fields were renamed. */
function upgraded(change: Change): Change {
  const { workoutClientId, workoutId, ...input } = change.input as Change['input'] & { workoutClientId?: string; workoutId?: number };
  if (workoutClientId === undefined && workoutId === undefined) return change;
  return {
    ...change,
    input: { ...input, ...(workoutClientId !== undefined && { sessionClientId: workoutClientId }), ...(workoutId !== undefined && { exerciseId: workoutId }) },
  } as Change;
}

export function acceptSession(session: ActiveSession | null) {
  queryClient.setQueryData(activeKey(), session);
}

/** On disagreement the session is read again. */
function acceptExercise(answer: ExerciseAnswer) {
  const cached = queryClient.getQueryData<ActiveSession | null>(activeKey());
  if (cached === undefined) return;
  const at = cached?.sessionClientId === answer.sessionClientId ? cached.exercises.findIndex((e) => e.exerciseClientId === answer.exerciseClientId) : -1;
  if (!cached || cached.sessionClientId !== answer.sessionClientId || at >= 0 !== (answer.exercise !== null)) {
    void queryClient.invalidateQueries({ queryKey: activeKey() });
    return;
  }
  if (!answer.exercise) return;
  const exercises = cached.exercises.with(at, { ...answer.exercise, previous: cached.exercises[at]!.previous });
  acceptSession({ ...cached, serverNow: answer.serverNow, exercises });
}

const finishedAs = new Map<string, number>();
export const finishedSessionId = (sessionClientId: string) => finishedAs.get(sessionClientId);

async function acceptFinish(summary: SessionSummary, change: FinishChange) {
  finishedAs.set(change.input.sessionClientId, summary.sessionId);
  queryClient.setQueryData(summaryKey(summary.sessionId), summary);
  if (queryClient.getQueryData<ActiveSession | null>(activeKey())?.sessionClientId === change.input.sessionClientId) acceptSession(null);
  await Promise.all([queryClient.invalidateQueries(trpc.training.history.pathFilter()), queryClient.invalidateQueries(trpc.training.progress.pathFilter())]);
}

function send(change: SessionChange): Promise<ActiveSession | ExerciseAnswer | SessionSummary> {
  const training = trpcClient.training.session;
  switch (change.kind) {
    case 'start':
      return training.start.mutate(change.input);
    case 'finish':
      return training.finish.mutate(change.input);
    case 'addExercise':
      return training.addExercise.mutate(change.input);
    case 'removeExercise':
      return training.removeExercise.mutate(change.input);
    case 'moveExercise':
      return training.moveExercise.mutate(change.input);
    case 'groupExercises':
      return training.groupExercises.mutate(change.input);
    case 'ungroupExercise':
      return training.ungroupExercise.mutate(change.input);
    case 'updateExercise':
      return training.updateExercise.mutate(change.input);
    case 'addSet':
      return training.addSet.mutate(change.input);
    case 'addWarmups':
      return training.addWarmups.mutate(change.input);
    case 'removeSet':
      return training.removeSet.mutate(change.input);
    case 'updateSet':
      // The moment of the tap, even when sent later.
      return training.updateSet.mutate(change.input.done === true ? { ...change.input, doneAt: change.at } : change.input);
  }
}

const REFUSED = { start: '운동을 시작하지 못했어요', finish: '운동을 끝내지 못했어요', change: '변경 내용을 저장하지 못했어요' } as const;

const KINDS: SessionChange['kind'][] = [
  'start',
  'addExercise',
  'removeExercise',
  'moveExercise',
  'updateExercise',
  'addSet',
  'addWarmups',
  'groupExercises',
  'ungroupExercise',
  'removeSet',
  'updateSet',
  'finish',
];
for (const kind of KINDS) {
  outbox.defineKind(KIND_PREFIX + kind, {
    send: async (entry) => {
      // A read under way could answer older than this change; a page's loader waits for the first read.
      if (queryClient.getQueryData(activeKey()) !== undefined) await queryClient.cancelQueries({ queryKey: activeKey() });
      return send(changeOf(entry));
    },
    onAnswer: async (answer, entry) => {
      const change = changeOf(entry);
      if (change.kind === 'finish') await acceptFinish(answer as SessionSummary, change);
      else if ('sessionClientId' in (answer as object) && 'exerciseClientId' in (answer as object)) acceptExercise(answer as ExerciseAnswer);
      else acceptSession(answer as ActiveSession);
    },
    onRefused: async (error, entry, waited) => {
      const change = changeOf(entry);
      if (!waited) toast.apiError(error, REFUSED[change.kind === 'start' || change.kind === 'finish' ? change.kind : 'change']);
      // A session that never started or has ended takes none of its waiting changes.
      if (change.kind === 'start' || readApiError(error).appCode === 'TRAINING_NOT_ACTIVE') {
        const sessionClientId = sessionOf(change);
        await outbox.removeWhere((e) => isSessionEntry(e) && sessionOf(changeOf(e)) === sessionClientId);
      }
      await queryClient.invalidateQueries({ queryKey: activeKey() });
    },
  });
}

export function saveChange(change: SessionChange) {
  outbox.enqueue(KIND_PREFIX + change.kind, change);
}

/** The local summary waits with the entry until the server answers. */
export function finishSession(session: ActiveSession, notes: string | null): Promise<SessionSummary> {
  const finishedAt = serverClock.now();
  const change: FinishChange = {
    kind: 'finish',
    input: { sessionClientId: session.sessionClientId, notes, finishedAt },
    summary: localSummary(session, finishedAt),
  };
  return outbox.enqueueAndWait(KIND_PREFIX + change.kind, change) as Promise<SessionSummary>;
}

/** One bar of signal answers nothing: show the summary worked out here after this long. */
const FINISH_WAIT_MS = 3000;

export function noAnswerSoon(): Promise<null> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(null);
    };
    const check = () => {
      if (outbox.snapshot().status === 'offline') done();
    };
    const timer = setTimeout(done, FINISH_WAIT_MS);
    const unsubscribe = outbox.subscribe(check);
    check();
  });
}

export function waitingFinish(entries: readonly OutboxEntry[], sessionClientId: string): FinishChange | undefined {
  return entries
    .filter(isSessionEntry)
    .map(changeOf)
    .find((c): c is FinishChange => c.kind === 'finish' && c.input.sessionClientId === sessionClientId);
}

export function dropChanges(sessionClientId: string) {
  void outbox.removeWhere((e) => isSessionEntry(e) && sessionOf(changeOf(e)) === sessionClientId);
}

/** Forgotten in localStorage only once IndexedDB holds them. */
async function moveLegacyChanges() {
  let stored: Change[] = [];
  try {
    const raw = localStorage.getItem(LEGACY_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    stored = Array.isArray(parsed) ? (parsed as Change[]).map(upgraded) : [];
  } catch {
    return;
  }
  for (const change of stored) saveChange(change);
  if (stored.length === 0 || (await outbox.whenStored())) localStorage.removeItem(LEGACY_STORAGE_KEY);
}

if (typeof window !== 'undefined') void moveLegacyChanges();

/** A failed later read keeps the last one (no signal at the gym). */
export function useActiveSession(throwOnFirstError = true): { session: ActiveSession | null; status: SyncStatus } {
  const { data } = useQuery({ ...activeSessionQuery(), throwOnError: (_error, query) => throwOnFirstError && query.state.data === undefined });
  const current = useSyncExternalStore(outbox.subscribe, sessionSnapshot);
  const session = current.changes.reduce(applyWaiting, data ?? null);
  return { session, status: current.status };
}
