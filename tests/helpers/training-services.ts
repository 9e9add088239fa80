// The training service tests (tests/service/training-*.test.ts): catalogue ids, helpers over a service world,
// and whole sessions logged through the services.
import { randomUUID } from 'node:crypto';
import { koreaMidnight } from '../../server/common/korea-time.shared';
import { addExercisesToRoutines } from '../../server/features/routines/routine-items.service';
import { createRoutine } from '../../server/features/routines/routines.service';
import { addExercise } from '../../server/features/training/session/exercises.service';
import { finishSession } from '../../server/features/training/session/finish.service';
import type { ActiveSession } from '../../server/features/training/session/session.shared';
import { updateSet } from '../../server/features/training/session/sets.service';
import { startSession } from '../../server/features/training/session/start.service';
import { rows, type ServiceWorld, type TestMember } from './services';

// Catalogue ids (seed order): 1 바벨 벤치 프레스 (barbell), 4 덤벨 벤치 프레스 (dumbbells), 11 푸시업 (body weight),
// 20 랫풀다운 (stack), 81 플랭크 (timed), 116 바벨 백 스쿼트 (barbell; quads and glutes primary), 58 덤벨 컬.
export const BENCH = 1;
export const DB_BENCH = 4;
export const PUSH_UP = 11;
export const PULLDOWN = 20;
export const PLANK = 81;
export const SQUAT = 116;
export const DB_CURL = 58;

export const uuid = () => randomUUID();
export const HOUR = 3600_000;
/** The instant of a Korean wall-clock time. */
export const kst = (date: string, hour: number, minute = 0) => koreaMidnight(date) + hour * HOUR + minute * 60_000;
export const startEmpty = (m: TestMember, clientId: string = uuid()) => startSession(m.ctx, { clientId, from: { kind: 'empty' } });
export const ref = (workout: ActiveSession) => ({ sessionClientId: workout.sessionClientId });
export const exerciseOf = <E extends { exerciseId: number }>(workout: { exercises: E[] }, exerciseId: number) =>
  workout.exercises.find((e) => e.exerciseId === exerciseId)!;
export const amounts = (workout: ActiveSession) =>
  workout.exercises.map((e) => [e.exerciseId, e.sets.map((s) => [s.plannedWeight, s.plannedReps ?? s.plannedSeconds, s.weight, s.reps ?? s.seconds, s.done])]);

type SetSpec = [weight: number | null, reps: number | null] | { weight?: number | null; reps?: number | null; seconds?: number | null; done?: boolean };

/** Helpers over the world the test file's hooks make (read when called, so after beforeEach). */
export function trainingTools(world: () => ServiceWorld) {
  /** Moves the test clock to `ms`. */
  const at = (ms: number) => world().clock.advance(ms - world().clock.now());

  /** Logs a whole session through the services at `startedAt` (Korea time), `minutes` long: each set entered and checked off (unless done: false). */
  async function logWorkout(m: TestMember, startedAt: number, exercises: { exerciseId: number; sets: SetSpec[] }[], minutes = 60) {
    at(startedAt);
    let workout = await startEmpty(m);
    for (const e of exercises) {
      const exerciseClientId = uuid();
      const setClientIds = e.sets.map(() => uuid());
      workout = await addExercise(m.ctx, { ...ref(workout), exerciseClientId, exerciseId: e.exerciseId, setClientIds });
      for (const [i, spec] of e.sets.entries()) {
        const values = Array.isArray(spec) ? { weight: spec[0], reps: spec[1], done: true } : { done: true, ...spec };
        await updateSet(m.ctx, { ...ref(workout), exerciseClientId, setClientId: setClientIds[i]!, ...values });
      }
    }
    at(startedAt + minutes * 60_000);
    return { workout, summary: await finishSession(m.ctx, ref(workout)) };
  }

  return {
    at,
    logWorkout,
    /** The catalogue ids of body parts named in Korean. */
    partIds: (...names: string[]) => names.map((n) => world().deps.catalogue.current.bodyParts.find((p) => p.koreanName === n)!.bodyPartId),
    store: async () =>
      JSON.stringify(
        await Promise.all(['training_sessions', 'training_exercises', 'training_sets', 'routines', 'routine_items'].map((t) => rows(world().db, t))),
      ),
    /** A routine of `m` with these exercises and amounts (the legacy add, which also takes 0 kg). */
    async routineOf(m: TestMember, name: string, items: { exerciseId: number; weight: number | null; rep: number | null; setCount: number | null }[]) {
      const { routineId } = await createRoutine(m.ctx, { name });
      for (const { exerciseId, ...amounts } of items) await addExercisesToRoutines(m.ctx, { routineIds: [routineId], exerciseIds: [exerciseId], amounts });
      return routineId;
    },
  };
}
