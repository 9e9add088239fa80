// Legacy /api/myfit/routines/* (docs/legacy-api.md §4.2), with the flaws of §7 fixed: every id is scoped to
// the caller, moves are correct and clamped, and adds are atomic.
// Where docs/product.md §7 names these paths differently (update/{routineId}, delete/{routineId}), the legacy
// meaning (a myWorkoutId, our routine item id) is kept, because existing clients send that; see ADR 003.
import { z } from 'zod';
import { IdSchema } from '../../common/schemas';
import { parseOrThrow } from '../../common/validate';
import { AppError } from '../../errors';
import { bodyObject, defineShim, optionalString, PathIdSchema, pathId, sendEmpty, sendText } from '../../rest/shim';
import { SHIM_MESSAGES } from '../../rest/shim-messages';
import { legacyImgPath } from '../catalogue/catalogue.service';
import { KeywordSchema } from '../catalogue/catalogue.shared';
import { addExercisesToRoutines, deleteRoutineItem, editRoutineItem, listRoutineItems } from './routine-items.service';
import { addableExercises, listRoutines, type RoutineSetEntry, replaceRoutines } from './routines.service';
import { type Amounts, AmountsSchema, ROUTINE_ITEM_LIMIT, ROUTINE_LIMIT, RoutineNameSchema } from './routines.shared';

/** The legacy amounts: a number or a numeric string ("40"); null or missing stays null. */
function legacyAmountSchema(field: 'weight' | 'rep' | 'setCount', description: string) {
  const message = SHIM_MESSAGES.notNumber(field);
  return z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\s*\d{1,3}(\.\d{1,2})?\s*$/, message)], { error: message })
    .nullish()
    .transform((value) => (value === undefined || value === null ? null : Number(value)))
    .meta({ description });
}

/**
 * What a legacy client may send as amounts (docs/legacy-api.md §1: strings such as "40"), in the legacy order of
 * checks; the contract's AmountsSchema then applies the rules (weight 0–999.99, rep and setCount 1–99).
 */
const LegacyAmountsSchema = z.object({
  weight: legacyAmountSchema('weight', '무게(kg), 0~999.99, 소수점 두 자리까지. 숫자나 "40" 같은 글자. null이나 생략은 정하지 않음'),
  rep: legacyAmountSchema('rep', '횟수(시간으로 하는 운동은 초, 유산소는 분), 1~99. 숫자나 "12" 같은 글자. null이나 생략은 정하지 않음'),
  setCount: legacyAmountSchema('setCount', '세트 수, 1~99. 숫자나 "4" 같은 글자. null이나 생략은 정하지 않음'),
});

function legacyAmounts(body: Record<string, unknown>): Amounts {
  return parseOrThrow(AmountsSchema, parseOrThrow(LegacyAmountsSchema, body));
}

const asText = (n: number | null) => (n === null ? null : String(n));

/** A whole number as the legacy read it (Number.isInteger: no safe-integer bound, so a huge id is just unknown). */
const wholeNumber = (message: string) => z.number({ error: message }).multipleOf(1, message).refine(Number.isInteger, message);

/** A legacy list entry is any object; an array counts as one without fields (the legacy reads). */
const asEntry = (value: unknown) => (Array.isArray(value) ? {} : value);

const routineSetEntryFields = {
  routineId: z
    .union(
      [
        z.literal(-1, { error: SHIM_MESSAGES.badValue('routineId') }),
        wholeNumber(SHIM_MESSAGES.badValue('routineId')).min(1, SHIM_MESSAGES.badValue('routineId')),
      ],
      {
        error: SHIM_MESSAGES.badValue('routineId'),
      },
    )
    .meta({ description: '내 루틴 번호, 새로 만들 루틴은 -1' }),
  routineIndex: wholeNumber(SHIM_MESSAGES.badValue('routineIndex'))
    .nullish()
    .transform((value) => value ?? 0)
    .meta({ description: '순서. 저장된 순서는 늘 1..n으로 다시 매겨요 (null이나 생략은 0)' }),
};

/** The shape of the legacy set, checked first (400); the names are checked after the count (ROUTINE_LIMIT, 403). */
const LegacyRoutineSetShapeSchema = z.object({
  routines: z.array(
    z.preprocess(asEntry, z.object({ ...routineSetEntryFields, routineName: z.unknown().optional() }, { error: SHIM_MESSAGES.badEntry('routines') })),
    {
      error: SHIM_MESSAGES.notArray('routines'),
    },
  ),
});

/** The legacy routine set as a client sends it (docs/legacy-api.md §4.2): the whole set, -1 = a new routine. */
const LegacyRoutineSetSchema = z
  .object({
    routines: z
      .array(z.object({ ...routineSetEntryFields, routineName: RoutineNameSchema.meta({ description: '루틴 이름, 7자까지' }) }))
      .max(ROUTINE_LIMIT)
      .meta({ description: `원하는 루틴 전체 (${ROUTINE_LIMIT}개까지). 목록에 없는 내 루틴은 담긴 운동과 함께 지워져요` }),
  })
  .meta({
    id: 'LegacyRoutineSet',
    examples: [
      {
        routines: [
          { routineId: 101, routineIndex: 1, routineName: '등' },
          { routineId: -1, routineIndex: 2, routineName: '하체' },
        ],
      },
    ],
  });

/**
 * The legacy routine set, checked in the legacy order: the shape of every entry (400), then the count
 * (ROUTINE_LIMIT, 403), then each name with the contract's RoutineNameSchema (400).
 */
function routineSet(body: Record<string, unknown>): RoutineSetEntry[] {
  const entries = parseOrThrow(LegacyRoutineSetShapeSchema, { routines: body.routines }).routines;
  if (entries.length > ROUTINE_LIMIT) throw new AppError('ROUTINE_LIMIT');
  return entries.map(({ routineName, ...entry }) => ({ ...entry, name: parseOrThrow(RoutineNameSchema, routineName) }));
}

/** 1–7 catalogue exercise ids; every refusal is the one text. */
const WORKOUT_IDS_MESSAGE = SHIM_MESSAGES.notWorkoutIds('workoutIds');
const WorkoutIdsSchema = z
  .array(wholeNumber(WORKOUT_IDS_MESSAGE).min(1, WORKOUT_IDS_MESSAGE), { error: WORKOUT_IDS_MESSAGE })
  .min(1, WORKOUT_IDS_MESSAGE)
  .max(ROUTINE_ITEM_LIMIT, WORKOUT_IDS_MESSAGE)
  .meta({ description: `담을 운동 번호(workoutId) 1~${ROUTINE_ITEM_LIMIT}개` });

const LegacyAddWorkoutsSchema = LegacyAmountsSchema.extend({ workoutIds: WorkoutIdsSchema }).meta({
  id: 'LegacyAddWorkouts',
  examples: [{ workoutIds: [12, 15], weight: '40', rep: '12', setCount: '4' }],
});

const LegacyUpdateMyWorkoutSchema = LegacyAmountsSchema.extend({
  myWorkoutIndex: wholeNumber(SHIM_MESSAGES.badValue('myWorkoutIndex'))
    .nullish()
    .meta({ description: '옮길 자리(1부터). 범위 밖이면 처음이나 끝으로 맞춰요. null이나 생략은 0(맨 앞)' }),
}).meta({ id: 'LegacyUpdateMyWorkout', examples: [{ myWorkoutIndex: 2, weight: '45', rep: '10', setCount: '5' }] });

/** A routine of the caller (GET /myfit/routines/workout). */
const LegacyRoutineSchema = z
  .object({
    routineId: IdSchema,
    routineIndex: z.number().int().min(1).max(ROUTINE_LIMIT).meta({ description: '순서 (1부터, 빈틈 없이)' }),
    routineName: z.string().min(1),
  })
  .meta({ id: 'LegacyRoutine', description: '내 루틴', examples: [{ routineId: 101, routineIndex: 1, routineName: '루틴1' }] });

/** Amounts travel as strings; the stored values are 0–999.99 kg and 0–99 (db/schema routine_items check). */
const amountText = (pattern: RegExp, description: string) => z.string().regex(pattern).nullable().meta({ description });

/** One exercise of a routine as the legacy wire calls it (a "my workout"). */
const LegacyMyWorkoutSchema = z
  .object({
    myWorkoutId: IdSchema.meta({ description: '루틴에 담긴 운동의 번호 (수정과 삭제 주소에 써요)' }),
    myWorkoutIndex: z.number().int().min(1).max(ROUTINE_ITEM_LIMIT).meta({ description: '루틴 안의 순서 (1부터, 빈틈 없이)' }),
    weight: amountText(/^\d{1,3}(\.\d{1,2})?$/, '무게(kg)를 글자로, 정하지 않았으면 null'),
    rep: amountText(/^\d{1,2}$/, '횟수(시간으로 하는 운동은 초, 유산소는 분)를 글자로, 정하지 않았으면 null'),
    setCount: amountText(/^\d{1,2}$/, '세트 수를 글자로, 정하지 않았으면 null'),
    workoutId: IdSchema.meta({ description: '운동 번호' }),
    workoutName: z.string().min(1).meta({ description: '운동 이름' }),
    imgPath: z
      .string()
      .regex(/^https?:\/\//)
      .meta({ description: '운동 그림의 절대 주소' }),
    description: z.string(),
    bodyParts: z.array(z.string().min(1)).meta({ description: '운동 부위 이름' }),
    machines: z.array(z.string().min(1)).meta({ description: '기구 이름' }),
    videoLink: z.string().meta({ description: '유튜브 영상 주소, 모르면 빈 글자' }),
    caution: z.string().nullable().meta({ description: '주의사항, 없으면 null' }),
  })
  .meta({
    id: 'LegacyMyWorkout',
    description: '루틴에 담긴 운동',
    examples: [
      {
        myWorkoutId: 5001,
        myWorkoutIndex: 1,
        weight: '40',
        rep: '12',
        setCount: '4',
        workoutId: 12,
        workoutName: '벤치 프레스',
        imgPath: 'https://fitforme.example/media/movements/12.webp',
        description: '벤치에 누워 바벨을 가슴까지 내렸다가 밀어 올려요.',
        bodyParts: ['가슴', '삼두'],
        machines: ['바벨'],
        videoLink: '',
        caution: '허리를 과하게 띄우지 마세요.',
      },
    ],
  });

const LegacyAddableWorkoutSchema = z
  .object({ workoutId: IdSchema, workoutName: z.string().min(1) })
  .meta({ id: 'LegacyAddableWorkout', description: '루틴에 더할 수 있는 운동', examples: [{ workoutId: 15, workoutName: '인클라인 벤치 프레스' }] });

const routineIdParams = z.object({ routineId: PathIdSchema.meta({ description: '내 루틴 번호 (routineId)' }) });
const myWorkoutIdParams = z.object({
  myWorkoutId: PathIdSchema.meta({ description: '루틴에 담긴 운동의 번호 (myWorkoutId, 루틴 번호가 아니에요)' }),
});

const MY_WORKOUT_ID_NOTE =
  '주소의 번호는 예전 API와 같이 루틴에 담긴 운동의 번호(myWorkoutId)예요. 제품 문서의 `{routineId}`라는 이름과 달리, 지금 쓰는 클라이언트가 보내는 뜻을 그대로 지켜요.';

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
      // Legacy: omitted amounts become null, an omitted index 0 (clamped to the first place).
      // Per-set targets (docs/decisions/024-per-set-targets.md): this client knows only the triple it read (the
      // first work set and the number of non-warm-up sets). Sent back unchanged (a move, a save of what it
      // showed), the targets stay; any other triple replaces them with uniform sets of that triple.
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
