// The session in progress is saved change by change: each change shows at once (changes.ts), is sent in
// order, one at a time, and the server's answer replaces what it answers in the cached session (the whole
// session for a start or a change of its exercises, one exercise for a change of its sets or settings), with
// the changes still waiting applied on top. A lost connection or a server fault keeps the change and
// retries it (safe: every change names its targets by client ids and sets values absolutely); changes
// waiting are kept in localStorage, so a reload at the gym with no signal loses nothing. A change the
// server refuses is dropped with its message, and the session is read again.
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ActiveSession, ExerciseAnswer } from '../../../../server/features/training/session/session.contract';
import { readApiError } from '../../../lib/errors';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { trpc, trpcClient } from '../../../lib/trpc';
import { applyChange, type Change } from './changes';

const STORAGE_KEY = 'ffm.gym.pending';
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

let queue: Change[] = readStored();
let status: SyncStatus = queue.length > 0 ? 'saving' : 'saved';
let running = false;
/** Server time − this device's time, ms (from the last answer's serverNow). */
let clockOffset = 0;
const timed = new WeakSet<ActiveSession>();
const drained: (() => void)[] = [];
const listeners = new Set<() => void>();
let snapshot: { queue: Change[]; status: SyncStatus } = { queue, status };

function readStored(): Change[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as Change[]).map(upgraded) : [];
  } catch {
    return [];
  }
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

function publish() {
  snapshot = { queue, status };
  try {
    if (queue.length > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify(queue));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the changes still go out from memory.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

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

function send(change: Change): Promise<ActiveSession | ExerciseAnswer> {
  const training = trpcClient.training.session;
  switch (change.kind) {
    case 'addExercise':
      return training.addExercise.mutate(change.input);
    case 'removeExercise':
      return training.removeExercise.mutate(change.input);
    case 'moveExercise':
      return training.moveExercise.mutate(change.input);
    case 'updateExercise':
      return training.updateExercise.mutate(change.input);
    case 'addSet':
      return training.addSet.mutate(change.input);
    case 'removeSet':
      return training.removeSet.mutate(change.input);
    case 'updateSet':
      // A check keeps the moment of the tap, also when it is sent after the connection came back.
      return training.updateSet.mutate(change.input.done === true ? { ...change.input, doneAt: change.at } : change.input);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let wake: (() => void) | null = null;

async function pump() {
  if (running) return;
  running = true;
  let failures = 0;
  try {
    while (queue.length > 0) {
      const head = queue[0]!;
      try {
        // A read of training.session.active still under way could answer older than this change's answer. Not the first
        // read (no data yet): a page's loader waits for that one, and cancelling it would fail the page.
        if (queryClient.getQueryData(activeKey()) !== undefined) await queryClient.cancelQueries({ queryKey: activeKey() });
        const answer = await send(head);
        failures = 0;
        queue = queue.slice(1);
        status = queue.length > 0 ? 'saving' : 'saved';
        if ('exercises' in answer) acceptSession(answer);
        else acceptExercise(answer);
        publish();
      } catch (error) {
        const info = readApiError(error);
        if (!info.responded || (info.httpStatus ?? 500) >= 500) {
          // No answer, or a fault on the server's side: keep the change and try again.
          failures += 1;
          status = 'offline';
          publish();
          await Promise.race([wait(Math.min(15_000, 1000 * 2 ** Math.min(failures - 1, 4))), new Promise<void>((resolve) => (wake = resolve))]);
          wake = null;
          continue;
        }
        queue = queue.slice(1);
        toast.apiError(error, '변경 내용을 저장하지 못했어요');
        if (info.appCode === 'TRAINING_NOT_ACTIVE') queue = queue.filter((c) => c.input.sessionClientId !== head.input.sessionClientId);
        status = queue.length > 0 ? 'saving' : 'saved';
        publish();
        await queryClient.invalidateQueries({ queryKey: activeKey() });
      }
    }
  } finally {
    running = false;
    for (const resolve of drained.splice(0)) resolve();
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => wake?.());
  if (queue.length > 0) void pump();
}

/** Shows the change at once and sends it after those before it. */
export function saveChange(change: Change) {
  queue = [...queue, change];
  if (status === 'saved') status = 'saving';
  publish();
  void pump();
}

/** Resolves once every waiting change has been answered (before finishing the session). */
export function flushChanges(): Promise<void> {
  if (queue.length === 0 && !running) return Promise.resolve();
  wake?.();
  return new Promise((resolve) => drained.push(resolve));
}

/** Forgets the waiting changes of a session that is being thrown away. */
export function dropChanges(sessionClientId: string) {
  queue = queue.filter((c) => c.input.sessionClientId !== sessionClientId);
  status = queue.length > 0 ? status : 'saved';
  publish();
}

/** The stored session with the waiting changes on top, and whether everything is saved. */
export function useActiveSession(): { session: ActiveSession | null; status: SyncStatus } {
  const { data } = useQuery(activeSessionQuery());
  const current = useSyncExternalStore(subscribe, () => snapshot);
  if (data) noteServerTime(data);
  const session = data ? current.queue.reduce(applyChange, data) : null;
  return { session, status: current.status };
}
