// Legacy /api/myfit/routines/* (legacy-api.md §4.2), with the flaws of §7 fixed: every id is scoped to
// the caller, moves are correct and clamped, and adds are atomic.
// Where SPEC §7 names these paths differently (update/{routineId}, delete/{routineId}), the legacy
// meaning (a myWorkoutId) is kept, because existing clients send that; see ADR 003.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import { bodyObject, optionalString, pathId, registerShimRoute, sendEmpty, sendText } from '../../rest/shim';
import { parseOrThrow } from '../../shared/validate';
import { addWorkouts, deleteMyWorkout, editMyWorkout, listMyWorkouts } from './my-workouts.service';
import { type Amounts, AmountsSchema } from './routines.contract';
import { addableWorkouts, listRoutines, type RoutineSetEntry, replaceRoutines } from './routines.service';

const bad = (message: string) => new AppError('VALIDATION', { message });

/** Legacy amounts travel as strings ("40"); null or missing stays null. */
function legacyAmount(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d{1,3}(\.\d{1,2})?\s*$/.test(value)) return Number(value);
  throw bad(`${field}는 숫자로 보내 주세요`);
}

function legacyAmounts(body: Record<string, unknown>): Amounts {
  return parseOrThrow(AmountsSchema, {
    weight: legacyAmount(body.weight, 'weight'),
    rep: legacyAmount(body.rep, 'rep'),
    setCount: legacyAmount(body.setCount, 'setCount'),
  });
}

const asText = (n: number | null) => (n === null ? null : String(n));

function routineSet(body: Record<string, unknown>): RoutineSetEntry[] {
  const list = body.routines;
  if (!Array.isArray(list)) throw bad('routines는 배열이어야 해요');
  return list.map((entry) => {
    if (typeof entry !== 'object' || entry === null) throw bad('routines의 항목이 올바르지 않아요');
    const { routineId, routineIndex, routineName } = entry as Record<string, unknown>;
    if (!Number.isInteger(routineId) || ((routineId as number) < 1 && routineId !== -1)) throw bad('routineId가 올바르지 않아요');
    const index = routineIndex === undefined || routineIndex === null ? 0 : routineIndex;
    if (!Number.isInteger(index)) throw bad('routineIndex가 올바르지 않아요');
    return { routineId: routineId as number, routineIndex: index as number, routineName };
  });
}

function workoutIdList(value: unknown): number[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 7 || !value.every((v) => Number.isInteger(v) && v > 0)) {
    throw bad('workoutIds는 운동 id 배열이어야 해요');
  }
  return value as number[];
}

export function registerRoutineShims(app: FastifyInstance, deps: AppDeps): void {
  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/myfit/routines/workout',
    auth: 'access',
    handler: (ctx) => listRoutines(ctx).map((r) => ({ routineId: r.routineId, routineIndex: r.routineIndex, routineName: r.routineName })),
  });

  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/myfit/routines/workout',
    auth: 'access',
    handler: (ctx, req, reply) => {
      replaceRoutines(ctx, routineSet(bodyObject(req)));
      return sendEmpty(reply);
    },
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/myfit/routines/workout/:routineId',
    auth: 'access',
    handler: (ctx, req) =>
      listMyWorkouts(ctx, { routineId: pathId(req, 'routineId') }).map((w) => ({
        myWorkoutId: w.myWorkoutId,
        myWorkoutIndex: w.myWorkoutIndex,
        weight: asText(w.weight),
        rep: asText(w.rep),
        setCount: asText(w.setCount),
        workoutId: w.workoutId,
        workoutName: w.workoutName,
        imgPath: w.imgPath,
        description: w.description,
        bodyParts: w.bodyParts,
        machines: w.machines,
        videoLink: w.videoLink, // the legacy client's selected-workout state reads it (legacy-api §9)
        caution: w.caution,
      })),
  });

  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/myfit/routines/workout/:routineId',
    auth: 'access',
    handler: (ctx, req, reply) => {
      const routineId = pathId(req, 'routineId');
      const body = bodyObject(req);
      const amounts = legacyAmounts(body);
      // Legacy: amounts are kept only when all three are given.
      const complete = amounts.weight !== null && amounts.rep !== null && amounts.setCount !== null;
      addWorkouts(ctx, {
        routineIds: [routineId],
        workoutIds: workoutIdList(body.workoutIds),
        amounts: complete ? amounts : { weight: null, rep: null, setCount: null },
      });
      return sendText(reply, 'ok');
    },
  });

  // legacy-api §4.6: exercises matching `searchKeyword` not yet in the routine; only the owner's routine.
  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/myfit/routines/workout/search/:routineId',
    auth: 'access',
    handler: (ctx, req) => {
      const routineId = pathId(req, 'routineId');
      return addableWorkouts(ctx, routineId, optionalString(bodyObject(req).searchKeyword, '', 'searchKeyword'));
    },
  });

  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/myfit/routines/workout/update/:myWorkoutId',
    auth: 'access',
    handler: (ctx, req, reply) => {
      const myWorkoutId = pathId(req, 'myWorkoutId');
      const body = bodyObject(req);
      const index = body.myWorkoutIndex ?? 0;
      if (!Number.isInteger(index)) throw bad('myWorkoutIndex가 올바르지 않아요');
      // Legacy: omitted amounts become null, an omitted index 0 (clamped to the first place).
      editMyWorkout(ctx, { myWorkoutId, toIndex: index as number, amounts: legacyAmounts(body) });
      return sendText(reply, `[myFitId:${myWorkoutId}] 수정 완료`);
    },
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/myfit/routines/workout/delete/:myWorkoutId',
    auth: 'access',
    handler: (ctx, req, reply) => {
      const myWorkoutId = pathId(req, 'myWorkoutId');
      deleteMyWorkout(ctx, { myWorkoutId });
      return sendText(reply, `[myFitId:${myWorkoutId}] 삭제 완료`);
    },
  });
}
