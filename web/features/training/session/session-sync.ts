// The session in progress is saved change by change through the outbox (web/lib/outbox, docs/decisions/
// 018-outbox-and-conflicts.md): each change shows at once (changes.ts), is sent in order, one at a time,
// and the server's answer replaces what it answers in the cached session (the whole session for a start
// or a change of its exercises, one exercise for a change of its sets or settings), with the changes still
// waiting applied on top. A lost connection or a server fault keeps the change and retries it (safe: every
// change names its targets by client ids and sets values absolutely); the waiting changes are kept in
// IndexedDB, so a reload or a closed tab at the gym with no signal loses nothing. A change the server
// refuses is dropped with its message, and the session is read again.
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ActiveSession, ExerciseAnswer } from '../../../../server/features/training/session/session.contract';
import { readApiError } from '../../../lib/errors';
import { defineKind, enqueue, type OutboxEntry, outbox, removeWhere, settled, whenStored } from '../../../lib/outbox/outbox';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { trpc, trpcClient } from '../../../lib/trpc';
import { applyWaiting, type Change, type SessionChange, sessionOf } from './changes';

/** Where changes waited before the outbox (moved into it once, on the first load after the update). */
const LEGACY_STORAGE_KEY = 'ffm.gym.pending';
/** Outbox kinds of the session: `training.session.<change kind>`. */
const KIND_PREFIX = 'training.session.';
const activeKey = () => trpc.training.session.active.queryKey();

/**
 * Of two answers for the same session, the later one (by the server's clock): a read of training.session.active that
 * started before a change's answer must not put the older state back when it arrives after it.
 */
function newer(old: unknown, next: unknown): unknown {
  const o = old as ActiveSession | null | undefined;
  const n = next as ActiveSession | null;
  return o && n && o.sessionClientId === n.sessionClientId && o.serverNow > n.serverNow ? o : n;
}

/** training.session.active, keeping the later of two answers; every reader of the session in progress uses this. */
export const activeSessionQuery = () => ({ ...trpc.training.session.active.queryOptions(), structuralSharing: newer });

export type SyncStatus = 'saved' | 'saving' | 'offline';

/** Server time − this device's time, ms (from the last answer's serverNow). */
let clockOffset = 0;
const timed = new WeakSet<ActiveSession>();

const isSessionEntry = (entry: OutboxEntry) => entry.kind.startsWith(KIND_PREFIX);
const changeOf = (entry: OutboxEntry) => entry.input as SessionChange;

/** The waiting changes of the session and the sync status, recomputed only when the outbox changes. */
let lastOutbox: ReturnType<typeof outbox.snapshot> | null = null;
let waiting: { changes: SessionChange[]; status: SyncStatus } = { changes: [], status: 'saved' };
function sessionSnapshot() {
  const current = outbox.snapshot();
  if (current !== lastOutbox) {
    lastOutbox = current;
    const changes = current.entries.filter(isSessionEntry).map(changeOf);
    waiting = { changes, status: changes.length === 0 ? 'saved' : current.status === 'offline' ? 'offline' : 'saving' };
  }
  return waiting;
}

/**
 * A change stored on this device before an update renamed its fields (the session was `workoutClientId`,
 * the catalogue exercise `workoutId`), as it is sent today; a change stored since is left as it is.
 */
function upgraded(change: Change): Change {
  const { workoutClientId, workoutId, ...input } = change.input as Change['input'] & { workoutClientId?: string; workoutId?: number };
  if (workoutClientId === undefined && workoutId === undefined) return change;
  return {
    ...change,
    input: { ...input, ...(workoutClientId !== undefined && { sessionClientId: workoutClientId }), ...(workoutId !== undefined && { exerciseId: workoutId }) },
  } as Change;
}

/** The server's clock now, as well as this device can tell (the rest timer and the elapsed time use it). */
export const serverNow = () => Date.now() + clockOffset;

/** Sets the clock offset from an answer, once per answer (the moment it is first seen). */
function noteServerTime(session: ActiveSession) {
  if (timed.has(session)) return;
  timed.add(session);
  clockOffset = session.serverNow - Date.now();
}

/** Takes a stored session (an answer, or a read of training.session.active) as the truth the waiting changes sit on. */
export function acceptSession(session: ActiveSession | null) {
  if (session) noteServerTime(session);
  queryClient.setQueryData(activeKey(), session);
}

/**
 * Takes one exercise as stored into the cached session, keeping its previous performance (no change alters
 * it). When the cache holds another session, or disagrees on whether the exercise exists, the session is
 * read again instead; with no read yet, the first one (under way) has the change.
 */
function acceptExercise(answer: ExerciseAnswer) {
  clockOffset = answer.serverNow - Date.now();
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

function send(change: SessionChange): Promise<ActiveSession | ExerciseAnswer> {
  const training = trpcClient.training.session;
  switch (change.kind) {
    case 'start':
      return training.start.mutate(change.input);
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
      // A check keeps the moment of the tap, also when it is sent after the connection came back.
      return training.updateSet.mutate(change.input.done === true ? { ...change.input, doneAt: change.at } : change.input);
  }
}

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
];
for (const kind of KINDS) {
  defineKind(KIND_PREFIX + kind, {
    send: async (entry) => {
      // A read of training.session.active still under way could answer older than this change's answer. Not the first
      // read (no data yet): a page's loader waits for that one, and cancelling it would fail the page.
      if (queryClient.getQueryData(activeKey()) !== undefined) await queryClient.cancelQueries({ queryKey: activeKey() });
      return send(changeOf(entry));
    },
    onAnswer: (answer) => {
      const a = answer as ActiveSession | ExerciseAnswer;
      if ('exercises' in a) acceptSession(a);
      else acceptExercise(a);
    },
    onRefused: async (error, entry, waited) => {
      const change = changeOf(entry);
      if (!waited) toast.apiError(error, change.kind === 'start' ? '운동을 시작하지 못했어요' : '변경 내용을 저장하지 못했어요');
      // A session that never started, or is no longer going on, takes none of its waiting changes.
      if (change.kind === 'start' || readApiError(error).appCode === 'TRAINING_NOT_ACTIVE') {
        const sessionClientId = sessionOf(change);
        await removeWhere((e) => isSessionEntry(e) && sessionOf(changeOf(e)) === sessionClientId);
      }
      await queryClient.invalidateQueries({ queryKey: activeKey() });
    },
  });
}

/** Shows the change at once and sends it after those before it. */
export function saveChange(change: SessionChange) {
  enqueue(KIND_PREFIX + change.kind, change);
}

/** Resolves once every waiting change has been answered (before finishing the session). */
export function flushChanges(): Promise<void> {
  return settled(isSessionEntry);
}

/** Forgets the waiting changes of a session that is being thrown away. */
export function dropChanges(sessionClientId: string) {
  void removeWhere((e) => isSessionEntry(e) && sessionOf(changeOf(e)) === sessionClientId);
}

/**
 * Changes that waited in localStorage before the outbox (key 'ffm.gym.pending'): moved into the outbox once,
 * in their order, and forgotten there only once IndexedDB holds them.
 */
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
  if (stored.length === 0 || (await whenStored())) localStorage.removeItem(LEGACY_STORAGE_KEY);
}

if (typeof window !== 'undefined') void moveLegacyChanges();

/** The stored session with the waiting changes on top, and whether everything is saved. */
export function useActiveSession(): { session: ActiveSession | null; status: SyncStatus } {
  // A failed read keeps the session as last read (with no signal at the gym); only a first read that fails is an error screen.
  const { data } = useQuery({ ...activeSessionQuery(), throwOnError: (_error, query) => query.state.data === undefined });
  const current = useSyncExternalStore(outbox.subscribe, sessionSnapshot);
  if (data) noteServerTime(data);
  const session = current.changes.reduce(applyWaiting, data ?? null);
  return { session, status: current.status };
}
