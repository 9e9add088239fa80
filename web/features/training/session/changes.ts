// Changes name client ids and set absolute values, so applying one twice changes nothing more.

import type { TrainingSet } from '../../../../server/features/training/common/training.shared';
import { type GroupPlan, groupPlan, settledGroups, ungroupPlan } from '../../../../server/features/training/rack/superset-order';
import type { WarmupSet } from '../../../../server/features/training/rack/warmups';
import type {
  ActiveSession,
  AddExerciseInput,
  AddSetInput,
  AddWarmupsInput,
  ExerciseRef,
  FinishSessionInput,
  GroupExercisesInput,
  MoveExerciseInput,
  SessionSummary,
  SetRef,
  StartSessionInput,
  TrainingExercise,
  UpdateExerciseInput,
  UpdateSetInput,
} from '../../../../server/features/training/session/session.shared';

export type ExercisePreview = Pick<TrainingExercise, 'exerciseName' | 'imgPath' | 'repUnit' | 'bodyweight'> & { loadModel?: string };

export type Change =
  | { kind: 'addExercise'; input: AddExerciseInput; preview: ExercisePreview }
  | { kind: 'removeExercise'; input: ExerciseRef }
  | { kind: 'moveExercise'; input: MoveExerciseInput }
  | { kind: 'groupExercises'; input: GroupExercisesInput }
  | { kind: 'ungroupExercise'; input: ExerciseRef }
  | { kind: 'updateExercise'; input: UpdateExerciseInput }
  | { kind: 'addSet'; input: AddSetInput }
  /** null: wait for the server. */
  | { kind: 'addWarmups'; input: AddWarmupsInput; preview: WarmupSet[] | null }
  | { kind: 'removeSet'; input: SetRef }
  | { kind: 'updateSet'; input: UpdateSetInput; at: number };

/** `preview` null: not cached, so it waits for the answer. */
export type StartChange = { kind: 'start'; input: StartSessionInput; preview: ActiveSession | null };

/** `summary`: local-summary.ts's, until the server's replaces it. */
export type FinishChange = { kind: 'finish'; input: FinishSessionInput; summary: SessionSummary };

export type SessionChange = Change | StartChange | FinishChange;

export const sessionOf = (change: SessionChange) => (change.kind === 'start' ? change.input.clientId : change.input.sessionClientId);

export function applyWaiting(session: ActiveSession | null, change: SessionChange): ActiveSession | null {
  if (change.kind === 'finish') return session?.sessionClientId === change.input.sessionClientId ? null : session;
  if (change.kind !== 'start') return session && applyChange(session, change);
  // Another session there: the server will refuse the start, and says so.
  if (session) return session;
  return change.preview;
}

const renumber = <T extends { position: number }>(items: T[]): T[] => items.map((item, i) => (item.position === i + 1 ? item : { ...item, position: i + 1 }));

export const emptySet = (setClientId: string, position: number, from?: TrainingSet): TrainingSet => ({
  setClientId,
  position,
  plannedWeight: from ? (from.weight ?? from.plannedWeight) : null,
  plannedReps: from ? (from.reps ?? from.plannedReps) : null,
  plannedSeconds: from ? (from.seconds ?? from.plannedSeconds) : null,
  weight: null,
  reps: null,
  seconds: null,
  rpe: null,
  kind: 'work',
  distanceM: null,
  level: null,
  note: null,
  done: false,
  doneAt: null,
});

const groupRows = (list: readonly TrainingExercise[]) => list.map((e) => ({ key: e.exerciseClientId, supersetGroup: e.supersetGroup }));

function planned(w: ActiveSession, plan: GroupPlan<string> | null): ActiveSession {
  if (!plan) return w;
  const byId = new Map(w.exercises.map((e) => [e.exerciseClientId, e]));
  const list = plan.order.map((id, i) => {
    const e = byId.get(id)!;
    const supersetGroup = plan.groups[i] ?? null;
    return e.supersetGroup === supersetGroup ? e : { ...e, supersetGroup };
  });
  return { ...w, exercises: renumber(list) };
}

/** The server's rule: rack/superset-order.ts. */
function settled(exercises: TrainingExercise[]): TrainingExercise[] {
  const groups = settledGroups(groupRows(exercises));
  return renumber(exercises.map((e, i) => (e.supersetGroup === groups[i] ? e : { ...e, supersetGroup: groups[i] ?? null })));
}

function mapExercise(w: ActiveSession, exerciseClientId: string, f: (e: TrainingExercise) => TrainingExercise): ActiveSession {
  return { ...w, exercises: w.exercises.map((e) => (e.exerciseClientId === exerciseClientId ? f(e) : e)) };
}

/** `undefined` leaves a value, null clears it. */
function pick<T extends object, K extends keyof T>(source: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (source[k] !== undefined) out[k] = source[k];
  return out;
}

export function applyChange(w: ActiveSession, change: Change): ActiveSession {
  if ('sessionClientId' in change.input && change.input.sessionClientId !== w.sessionClientId) return w;
  switch (change.kind) {
    case 'addExercise': {
      const { exerciseClientId, exerciseId, position, setClientIds } = change.input;
      if (w.exercises.some((e) => e.exerciseClientId === exerciseClientId)) return w;
      const added: TrainingExercise = {
        ...change.preview,
        loadModel: change.preview.loadModel ?? (change.preview.bodyweight ? 'bodyweight' : ''),
        exerciseClientId,
        exerciseId,
        position: 0,
        weightStep: null,
        restSeconds: 90,
        skipped: false,
        notes: null,
        supersetGroup: null,
        sets: (setClientIds ?? []).map((id, i) => emptySet(id, i + 1)),
        previous: [],
      };
      const list = [...w.exercises];
      list.splice(position ? position - 1 : list.length, 0, added);
      return { ...w, exercises: settled(list) };
    }
    case 'removeExercise':
      return { ...w, exercises: settled(w.exercises.filter((e) => e.exerciseClientId !== change.input.exerciseClientId)) };
    case 'moveExercise': {
      const from = w.exercises.findIndex((e) => e.exerciseClientId === change.input.exerciseClientId);
      if (from < 0) return w;
      const list = [...w.exercises];
      const [moved] = list.splice(from, 1);
      list.splice(Math.min(change.input.toIndex - 1, list.length), 0, moved!);
      return { ...w, exercises: settled(list) };
    }
    case 'groupExercises': {
      const ids = change.input.exerciseClientIds;
      // The server refuses one the session no longer has, and it is read again.
      if (!ids.every((id) => w.exercises.some((e) => e.exerciseClientId === id))) return w;
      return planned(w, groupPlan(groupRows(w.exercises), ids));
    }
    case 'ungroupExercise':
      return planned(w, ungroupPlan(groupRows(w.exercises), change.input.exerciseClientId));
    case 'updateExercise': {
      const { restSeconds, ...rest } = change.input;
      return mapExercise(w, change.input.exerciseClientId, (e) => ({
        ...e,
        ...pick(rest, ['skipped', 'notes']),
        // null puts the default back; the server answers which one that is.
        ...(restSeconds === undefined ? {} : { restSeconds: restSeconds ?? 90 }),
      }));
    }
    case 'addSet':
      return mapExercise(w, change.input.exerciseClientId, (e) =>
        e.sets.some((s) => s.setClientId === change.input.setClientId)
          ? e
          : // Planned from the last work set (warm-ups plan nothing), as the server does.
            {
              ...e,
              sets: [
                ...e.sets,
                emptySet(
                  change.input.setClientId,
                  e.sets.length + 1,
                  e.sets.findLast((s) => s.kind !== 'warmup'),
                ),
              ],
            },
      );
    case 'addWarmups': {
      const { setClientIds } = change.input;
      const ramp = change.preview;
      return mapExercise(w, change.input.exerciseClientId, (e) => {
        if (!ramp || ramp.length === 0 || e.sets.some((s) => setClientIds.includes(s.setClientId) || s.kind === 'warmup')) return e;
        const at = e.sets.findIndex((s) => s.kind !== 'warmup');
        if (at < 0) return e;
        const warm = ramp
          .slice(0, setClientIds.length)
          .map((r, i): TrainingSet => ({ ...emptySet(setClientIds[i]!, 0), kind: 'warmup', plannedWeight: r.weight, plannedReps: r.reps }));
        return { ...e, sets: renumber([...e.sets.slice(0, at), ...warm, ...e.sets.slice(at)]) };
      });
    }
    case 'removeSet':
      return mapExercise(w, change.input.exerciseClientId, (e) => ({ ...e, sets: renumber(e.sets.filter((s) => s.setClientId !== change.input.setClientId)) }));
    case 'updateSet': {
      const values = pick(change.input, ['weight', 'reps', 'seconds', 'rpe', 'kind', 'note', 'distanceM', 'level', 'done']);
      return mapExercise(w, change.input.exerciseClientId, (e) => ({
        ...e,
        sets: e.sets.map((s) => {
          if (s.setClientId !== change.input.setClientId) return s;
          const next = { ...s, ...values };
          // Until the server stamps doneAt.
          if (values.done === true && !s.done) next.doneAt = change.at;
          if (values.done === false) next.doneAt = null;
          return next;
        }),
      }));
    }
  }
}
