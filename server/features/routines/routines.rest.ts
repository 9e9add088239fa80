// Legacy /api/myfit/routines/* (docs/legacy-api.md §4.2), with the flaws of §7 fixed: every id is scoped to
// the caller, moves are correct and clamped, and adds are atomic.
// Where docs/product.md §7 names these paths differently (update/{routineId}, delete/{routineId}), the legacy
// meaning (a myWorkoutId, our routine item id) is kept, because existing clients send that; see ADR 003.
import { parseOrThrow } from '../../common/validate';
import { AppError, SHIM_MESSAGES } from '../../errors';
import { badRequest, bodyObject, defineShim, optionalString, PENDING_DOC, pathId, sendEmpty, sendText } from '../../rest/shim';
import { KeywordSchema } from '../catalogue/catalogue.contract';
import { legacyImgPath } from '../catalogue/catalogue.service';
import { addExercisesToRoutines, deleteRoutineItem, editRoutineItem, listRoutineItems } from './routine-items.service';
import { type Amounts, AmountsSchema, ROUTINE_LIMIT, RoutineNameSchema } from './routines.contract';
import { addableExercises, listRoutines, type RoutineSetEntry, replaceRoutines } from './routines.service';

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

export const routineShims = [
  defineShim({
    method: 'GET',
    url: '/myfit/routines/workout',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx) => (await listRoutines(ctx)).map((r) => ({ routineId: r.routineId, routineIndex: r.routineIndex, routineName: r.routineName })),
  }),

  defineShim({
    method: 'POST',
    url: '/myfit/routines/workout',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req, reply) => {
      await replaceRoutines(ctx, routineSet(bodyObject(req)));
      return sendEmpty(reply);
    },
  }),

  defineShim({
    method: 'GET',
    url: '/myfit/routines/workout/:routineId',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req) =>
      (await listRoutineItems(ctx, { routineId: pathId(req, 'routineId') })).map((item) => ({
        myWorkoutId: item.routineItemId,
        myWorkoutIndex: item.position,
        weight: asText(item.weight),
        rep: asText(item.rep),
        setCount: asText(item.setCount),
        workoutId: item.exerciseId,
        workoutName: item.exerciseName,
        imgPath: legacyImgPath(ctx, item.exerciseId, item.imgPath),
        description: item.description,
        bodyParts: item.bodyPartNames,
        machines: item.machineNames,
        videoLink: item.videoLink, // the legacy client's selected-workout state reads it (docs/legacy-api.md §9)
        caution: item.caution,
      })),
  }),

  defineShim({
    method: 'POST',
    url: '/myfit/routines/workout/:routineId',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req, reply) => {
      const routineId = pathId(req, 'routineId');
      const body = bodyObject(req);
      const amounts = legacyAmounts(body);
      // Legacy: amounts are kept only when all three are given.
      const complete = amounts.weight !== null && amounts.rep !== null && amounts.setCount !== null;
      await addExercisesToRoutines(ctx, {
        routineIds: [routineId],
        exerciseIds: workoutIdList(body.workoutIds),
        amounts: complete ? amounts : { weight: null, rep: null, setCount: null },
      });
      return sendText(reply, 'ok');
    },
  }),

  // docs/legacy-api.md §4.6: exercises matching `searchKeyword` not yet in the routine; only the owner's routine.
  defineShim({
    method: 'POST',
    url: '/myfit/routines/workout/search/:routineId',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req) => {
      const routineId = pathId(req, 'routineId');
      const keyword = parseOrThrow(KeywordSchema, optionalString(bodyObject(req).searchKeyword, '', 'searchKeyword'));
      return (await addableExercises(ctx, { routineId, keyword })).map((e) => ({ workoutId: e.exerciseId, workoutName: e.exerciseName }));
    },
  }),

  defineShim({
    method: 'POST',
    url: '/myfit/routines/workout/update/:myWorkoutId',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req, reply) => {
      const myWorkoutId = pathId(req, 'myWorkoutId');
      const body = bodyObject(req);
      const index = body.myWorkoutIndex ?? 0;
      if (!Number.isInteger(index)) throw badRequest(SHIM_MESSAGES.badValue('myWorkoutIndex'));
      // Legacy: omitted amounts become null, an omitted index 0 (clamped to the first place).
      // Per-set targets (docs/decisions/024-per-set-targets.md): this client knows only the triple it read (the
      // first work set and the number of non-warm-up sets). Sent back unchanged (a move, a save of what it
      // showed), the targets stay; any other triple replaces them with uniform sets of that triple.
      await editRoutineItem(ctx, { routineItemId: myWorkoutId, toIndex: index as number, amounts: legacyAmounts(body) });
      return sendText(reply, `[myFitId:${myWorkoutId}] 수정 완료`);
    },
  }),

  defineShim({
    method: 'GET',
    url: '/myfit/routines/workout/delete/:myWorkoutId',
    auth: 'access',
    doc: PENDING_DOC,
    handler: async (ctx, req, reply) => {
      const myWorkoutId = pathId(req, 'myWorkoutId');
      await deleteRoutineItem(ctx, { routineItemId: myWorkoutId });
      return sendText(reply, `[myFitId:${myWorkoutId}] 삭제 완료`);
    },
  }),
];
