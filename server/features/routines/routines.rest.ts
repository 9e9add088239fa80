// Legacy /api/myfit/routines/* (legacy-api.md §4.2), with the flaws of §7 fixed: every id is scoped to
// the caller, moves are correct and clamped, and adds are atomic.
// Where SPEC §7 names these paths differently (update/{routineId}, delete/{routineId}), the legacy
// meaning (a myWorkoutId) is kept, because existing clients send that; see ADR 003.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context';
import { AppError, SHIM_MESSAGES } from '../../errors';
import { badRequest, bodyObject, optionalString, pathId, registerShimRoute, sendEmpty, sendText } from '../../rest/shim';
import { parseOrThrow } from '../../shared/validate';
import { KeywordSchema } from '../catalogue/catalogue.contract';
import { addWorkouts, deleteMyWorkout, editMyWorkout, listMyWorkouts } from './my-workouts.service';
import { type Amounts, AmountsSchema, ROUTINE_LIMIT, RoutineNameSchema } from './routines.contract';
import { addableWorkouts, listRoutines, type RoutineSetEntry, replaceRoutines } from './routines.service';

/** Legacy amounts travel as strings ("40"); null or missing stays null. */
function legacyAmount(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d{1,3}(\.\d{1,2})?\s*$/.test(value)) return Number(value);
  throw badRequest(SHIM_MESSAGES.notNumber(field));
}

function legacyAmounts(body: Record<string, unknown>): Amounts {
  return parseOrThrow(AmountsSchema, {
    weight: legacyAmount(body.weight, 'weight'),
    rep: legacyAmount(body.rep, 'rep'),
    setCount: legacyAmount(body.setCount, 'setCount'),
  });
}

const asText = (n: number | null) => (n === null ? null : String(n));

/**
 * The legacy routine set, checked in the legacy order: the shape of every entry (400), then the count
 * (ROUTINE_LIMIT, 403), then each name with the contract's RoutineNameSchema (400).
 */
function routineSet(body: Record<string, unknown>): RoutineSetEntry[] {
  const list = body.routines;
  if (!Array.isArray(list)) throw badRequest(SHIM_MESSAGES.notArray('routines'));
  const entries = list.map((entry) => {
    if (typeof entry !== 'object' || entry === null) throw badRequest(SHIM_MESSAGES.badEntry('routines'));
    const { routineId, routineIndex, routineName } = entry as Record<string, unknown>;
    if (!Number.isInteger(routineId) || ((routineId as number) < 1 && routineId !== -1)) throw badRequest(SHIM_MESSAGES.badValue('routineId'));
    const index = routineIndex === undefined || routineIndex === null ? 0 : routineIndex;
    if (!Number.isInteger(index)) throw badRequest(SHIM_MESSAGES.badValue('routineIndex'));
    return { routineId: routineId as number, routineIndex: index as number, routineName };
  });
  if (entries.length > ROUTINE_LIMIT) throw new AppError('ROUTINE_LIMIT');
  return entries.map(({ routineName, ...entry }) => ({ ...entry, name: parseOrThrow(RoutineNameSchema, routineName) }));
}

function workoutIdList(value: unknown): number[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 7 || !value.every((v) => Number.isInteger(v) && v > 0)) {
    throw badRequest(SHIM_MESSAGES.notWorkoutIds('workoutIds'));
  }
  return value as number[];
}

export function registerRoutineShims(app: FastifyInstance, deps: AppDeps): void {
  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/myfit/routines/workout',
    auth: 'access',
    handler: async (ctx) => (await listRoutines(ctx)).map((r) => ({ routineId: r.routineId, routineIndex: r.routineIndex, routineName: r.routineName })),
  });

  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/myfit/routines/workout',
    auth: 'access',
    handler: async (ctx, req, reply) => {
      await replaceRoutines(ctx, routineSet(bodyObject(req)));
      return sendEmpty(reply);
    },
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/myfit/routines/workout/:routineId',
    auth: 'access',
    handler: async (ctx, req) =>
      (await listMyWorkouts(ctx, { routineId: pathId(req, 'routineId') })).map((w) => ({
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
    handler: async (ctx, req, reply) => {
      const routineId = pathId(req, 'routineId');
      const body = bodyObject(req);
      const amounts = legacyAmounts(body);
      // Legacy: amounts are kept only when all three are given.
      const complete = amounts.weight !== null && amounts.rep !== null && amounts.setCount !== null;
      await addWorkouts(ctx, {
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
      const keyword = parseOrThrow(KeywordSchema, optionalString(bodyObject(req).searchKeyword, '', 'searchKeyword'));
      return addableWorkouts(ctx, { routineId, keyword });
    },
  });

  registerShimRoute(app, deps, {
    method: 'POST',
    url: '/myfit/routines/workout/update/:myWorkoutId',
    auth: 'access',
    handler: async (ctx, req, reply) => {
      const myWorkoutId = pathId(req, 'myWorkoutId');
      const body = bodyObject(req);
      const index = body.myWorkoutIndex ?? 0;
      if (!Number.isInteger(index)) throw badRequest(SHIM_MESSAGES.badValue('myWorkoutIndex'));
      // Legacy: omitted amounts become null, an omitted index 0 (clamped to the first place).
      await editMyWorkout(ctx, { myWorkoutId, toIndex: index as number, amounts: legacyAmounts(body) });
      return sendText(reply, `[myFitId:${myWorkoutId}] 수정 완료`);
    },
  });

  registerShimRoute(app, deps, {
    method: 'GET',
    url: '/myfit/routines/workout/delete/:myWorkoutId',
    auth: 'access',
    handler: async (ctx, req, reply) => {
      const myWorkoutId = pathId(req, 'myWorkoutId');
      await deleteMyWorkout(ctx, { myWorkoutId });
      return sendText(reply, `[myFitId:${myWorkoutId}] 삭제 완료`);
    },
  });
}
