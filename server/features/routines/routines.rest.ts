// Legacy /api/myfit/routines/* (docs/legacy-api.md §4.2), with the flaws of §7 fixed. Where docs/product.md §7 names
// these paths differently, the legacy meaning is kept because existing clients send it; see ADR 003.
import { z } from 'zod';
import { parseOrThrow } from '../../common/validate';
import { bodyObject, defineShim, optionalString, pathId, sendEmpty, sendText } from '../../rest/shim';
import { legacyImgPath } from '../catalogue/catalogue.service';
import { KeywordSchema } from '../catalogue/catalogue.shared';
import { addExercisesToRoutines, deleteRoutineItem, editRoutineItem, listRoutineItems } from './routine-items.service';
import {
  asText,
  LegacyAddableWorkoutSchema,
  LegacyAddWorkoutsSchema,
  LegacyMyWorkoutSchema,
  LegacyRoutineSchema,
  LegacyRoutineSetSchema,
  LegacyUpdateMyWorkoutSchema,
  legacyAmounts,
  MY_WORKOUT_ID_NOTE,
  myWorkoutIdParams,
  routineIdParams,
  routineSet,
  WorkoutIdsSchema,
} from './routines.legacy';
import { addableExercises, listRoutines, replaceRoutines } from './routines.service';
import { ROUTINE_ITEM_LIMIT, ROUTINE_LIMIT } from './routines.shared';

export const routineShims = [
  defineShim({
    method: 'GET',
    url: '/myfit/routines/workout',
    auth: 'access',
    doc: {
      tag: '루틴',
      summary: '내 루틴 목록을 받아요',
      description: '순서(`routineIndex`) 오름차순이에요. 루틴은 5개까지예요.',
      answers: { 200: { json: z.array(LegacyRoutineSchema).max(ROUTINE_LIMIT) } },
    },
    handler: async (ctx) => (await listRoutines(ctx)).map((r) => ({ routineId: r.routineId, routineIndex: r.routineIndex, routineName: r.routineName })),
  }),

  defineShim({
    method: 'POST',
    url: '/myfit/routines/workout',
    auth: 'access',
    doc: {
      tag: '루틴',
      summary: '내 루틴 전체를 보낸 목록으로 바꿔요',
      description:
        '보낸 목록이 원하는 루틴 전체예요. `routineId`가 -1이면 새로 만들고, 있는 번호면 이름과 순서를 바꾸고, 목록에 없는 내 루틴은 담긴 운동과 함께 지워요. 모두 한 번에 되거나 하나도 안 돼요. 검사 순서는 예전과 같아요: 항목의 모양(400), 개수 5개 초과(403 `ROUTINE_SIZE_OVER_EXCEPTION`), 이름(7자까지, 400). 남의 루틴 번호나 없는 번호는 `ROUTINE_NOT_FOUND_EXCEPTION`이에요. 성공하면 본문 없이 200이에요.',
      body: LegacyRoutineSetSchema,
      answers: { 200: { empty: true } },
      errors: ['ROUTINE_LIMIT', 'ROUTINE_NOT_FOUND'],
    },
    handler: async (ctx, req, reply) => {
      await replaceRoutines(ctx, routineSet(bodyObject(req)));
      return sendEmpty(reply);
    },
  }),

  defineShim({
    method: 'GET',
    url: '/myfit/routines/workout/:routineId',
    auth: 'access',
    doc: {
      tag: '루틴',
      summary: '내 루틴에 담긴 운동을 받아요',
      description:
        '루틴 안의 순서(`myWorkoutIndex`) 오름차순이에요. `weight`, `rep`, `setCount`는 글자(`"40"`)나 null이에요. 세트별 목표를 정한 운동은 첫 본 세트의 무게와 횟수, 워밍업이 아닌 세트의 수를 보내요. 남의 루틴이나 없는 루틴은 `ROUTINE_NOT_FOUND_EXCEPTION`이에요.',
      params: routineIdParams,
      answers: { 200: { json: z.array(LegacyMyWorkoutSchema).max(ROUTINE_ITEM_LIMIT) } },
      errors: ['ROUTINE_NOT_FOUND'],
    },
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
    doc: {
      tag: '루틴',
      summary: '내 루틴에 운동을 담아요',
      description:
        '무게, 횟수, 세트 수는 셋 다 보냈을 때만 저장하고, 하나라도 빠지면 셋 다 정하지 않은 채로 담아요. 검사 순서는 예전과 같아요: 루틴(`ROUTINE_NOT_FOUND_EXCEPTION`), 이미 담긴 운동(`ALREADY_EXIST_MY_WORKOUT_EXCEPTION`), 7개 초과(`MY_WORKOUT_SIZE_OVER_EXCEPTION`), 없는 운동이나 더는 제공하지 않는 운동(`WORKOUT_NOT_FOUND_EXCEPTION`). 모두 한 번에 담거나 하나도 담지 않아요. 횟수나 세트 수 0은 400이에요. 성공하면 글자 `ok`예요.',
      params: routineIdParams,
      body: LegacyAddWorkoutsSchema,
      answers: { 200: { text: z.literal('ok') } },
      errors: ['ROUTINE_NOT_FOUND', 'ROUTINE_ITEM_EXISTS', 'ROUTINE_ITEM_LIMIT', 'EXERCISE_NOT_FOUND'],
    },
    handler: async (ctx, req, reply) => {
      const routineId = pathId(req, 'routineId');
      const body = bodyObject(req);
      const amounts = legacyAmounts(body);
      // Legacy: amounts are kept only when all three are given.
      const complete = amounts.weight !== null && amounts.rep !== null && amounts.setCount !== null;
      await addExercisesToRoutines(ctx, {
        routineIds: [routineId],
        exerciseIds: parseOrThrow(WorkoutIdsSchema, body.workoutIds),
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
    doc: {
      tag: '루틴',
      summary: '내 루틴에 더 담을 수 있는 운동을 찾아요',
      description:
        '`searchKeyword`에 맞는 운동 가운데 이 루틴에 아직 없는 것을 모두 보내요(쪽 나눔 없음). 빈 검색어는 모든 운동이에요. 더는 제공하지 않는 운동은 빠져요. 검색어를 루틴보다 먼저 검사해요(잘못된 검색어는 누구의 루틴이든 400). 남의 루틴이나 없는 루틴은 `ROUTINE_NOT_FOUND_EXCEPTION`이에요.',
      params: routineIdParams,
      body: z
        .object({ searchKeyword: KeywordSchema.nullish().meta({ description: '검색어, 50자까지. null이나 생략은 빈 검색어' }) })
        .meta({ id: 'LegacyAddableSearch', examples: [{ searchKeyword: '벤치' }] }),
      answers: { 200: { json: z.array(LegacyAddableWorkoutSchema) } },
      errors: ['ROUTINE_NOT_FOUND'],
    },
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
    doc: {
      tag: '루틴',
      summary: '루틴에 담긴 운동의 자리와 무게·횟수·세트 수를 바꿔요',
      description: `${MY_WORKOUT_ID_NOTE} 운동을 \`myWorkoutIndex\` 자리로 옮기고(범위 밖이면 처음이나 끝으로) 무게, 횟수, 세트 수를 보낸 값으로 덮어써요. 빠진 값은 정하지 않음(null)이 돼요. 세트별 목표를 정한 운동에 읽은 값을 그대로 보내면 세트별 목표는 그대로예요. 성공하면 글자 \`[myFitId:<번호>] 수정 완료\`예요. 남의 것이나 없는 번호는 \`MY_WORKOUT_NOT_FOUND_EXCEPTION\`이에요.`,
      params: myWorkoutIdParams,
      body: LegacyUpdateMyWorkoutSchema,
      answers: {
        200: {
          text: z
            .string()
            .regex(/^\[myFitId:[1-9]\d*\] 수정 완료$/)
            .meta({ examples: ['[myFitId:5001] 수정 완료'] }),
        },
      },
      errors: ['ROUTINE_ITEM_NOT_FOUND', 'ROUTINE_NOT_FOUND'],
    },
    handler: async (ctx, req, reply) => {
      const myWorkoutId = pathId(req, 'myWorkoutId');
      const body = bodyObject(req);
      const index = parseOrThrow(LegacyUpdateMyWorkoutSchema.shape.myWorkoutIndex, body.myWorkoutIndex) ?? 0;
      // Legacy: omitted amounts become null, an omitted index 0. Per-set targets (docs/decisions/024-per-set-targets.md)
      // stay only when the triple comes back unchanged: this client knows only the triple.
      await editRoutineItem(ctx, { routineItemId: myWorkoutId, toIndex: index, amounts: legacyAmounts(body) });
      return sendText(reply, `[myFitId:${myWorkoutId}] 수정 완료`);
    },
  }),

  defineShim({
    method: 'GET',
    url: '/myfit/routines/workout/delete/:myWorkoutId',
    auth: 'access',
    doc: {
      tag: '루틴',
      summary: '루틴에 담긴 운동을 빼요',
      description: `${MY_WORKOUT_ID_NOTE} 예전처럼 GET으로 지워요. 뒤의 운동은 한 칸씩 앞으로 와요. 성공하면 글자 \`[myFitId:<번호>] 삭제 완료\`예요. 남의 것이나 없는 번호는 \`MY_WORKOUT_NOT_FOUND_EXCEPTION\`이에요.`,
      params: myWorkoutIdParams,
      answers: {
        200: {
          text: z
            .string()
            .regex(/^\[myFitId:[1-9]\d*\] 삭제 완료$/)
            .meta({ examples: ['[myFitId:5001] 삭제 완료'] }),
        },
      },
      errors: ['ROUTINE_ITEM_NOT_FOUND'],
    },
    handler: async (ctx, req, reply) => {
      const myWorkoutId = pathId(req, 'myWorkoutId');
      await deleteRoutineItem(ctx, { routineItemId: myWorkoutId });
      return sendText(reply, `[myFitId:${myWorkoutId}] 삭제 완료`);
    },
  }),
];
