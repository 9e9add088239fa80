// Legacy bodies (docs/legacy-api.md §4.2): the legacy checks in the legacy order and texts, then the shared schemas.
import { z } from 'zod';
import { IdSchema } from '../../common/schemas';
import { parseOrThrow } from '../../common/validate';
import { AppError } from '../../errors';
import { PathIdSchema } from '../../rest/shim';
import { SHIM_MESSAGES } from '../../rest/shim-messages';
import type { RoutineSetEntry } from './routines.service';
import { type Amounts, AmountsSchema, ROUTINE_ITEM_LIMIT, ROUTINE_LIMIT, RoutineNameSchema } from './routines.shared';

function legacyAmountSchema(field: 'weight' | 'rep' | 'setCount', description: string) {
  const message = SHIM_MESSAGES.notNumber(field);
  return z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\s*\d{1,3}(\.\d{1,2})?\s*$/, message)], { error: message })
    .nullish()
    .transform((value) => (value === undefined || value === null ? null : Number(value)))
    .meta({ description });
}

/** What a legacy client may send as amounts (docs/legacy-api.md §1: strings such as "40"), in the legacy order of checks. */
const LegacyAmountsSchema = z.object({
  weight: legacyAmountSchema('weight', '무게(kg), 0~999.99, 소수점 두 자리까지. 숫자나 "40" 같은 글자. null이나 생략은 정하지 않음'),
  rep: legacyAmountSchema('rep', '횟수(시간으로 하는 운동은 초, 유산소는 분), 1~99. 숫자나 "12" 같은 글자. null이나 생략은 정하지 않음'),
  setCount: legacyAmountSchema('setCount', '세트 수, 1~99. 숫자나 "4" 같은 글자. null이나 생략은 정하지 않음'),
});

export function legacyAmounts(body: Record<string, unknown>): Amounts {
  return parseOrThrow(AmountsSchema, parseOrThrow(LegacyAmountsSchema, body));
}

export const asText = (n: number | null) => (n === null ? null : String(n));

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

const LegacyRoutineSetShapeSchema = z.object({
  routines: z.array(
    z.preprocess(asEntry, z.object({ ...routineSetEntryFields, routineName: z.unknown().optional() }, { error: SHIM_MESSAGES.badEntry('routines') })),
    {
      error: SHIM_MESSAGES.notArray('routines'),
    },
  ),
});

/** The legacy routine set as a client sends it (docs/legacy-api.md §4.2): the whole set, -1 = a new routine. */
export const LegacyRoutineSetSchema = z
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
export function routineSet(body: Record<string, unknown>): RoutineSetEntry[] {
  const entries = parseOrThrow(LegacyRoutineSetShapeSchema, { routines: body.routines }).routines;
  if (entries.length > ROUTINE_LIMIT) throw new AppError('ROUTINE_LIMIT');
  return entries.map(({ routineName, ...entry }) => ({ ...entry, name: parseOrThrow(RoutineNameSchema, routineName) }));
}

const WORKOUT_IDS_MESSAGE = SHIM_MESSAGES.notWorkoutIds('workoutIds');
export const WorkoutIdsSchema = z
  .array(wholeNumber(WORKOUT_IDS_MESSAGE).min(1, WORKOUT_IDS_MESSAGE), { error: WORKOUT_IDS_MESSAGE })
  .min(1, WORKOUT_IDS_MESSAGE)
  .max(ROUTINE_ITEM_LIMIT, WORKOUT_IDS_MESSAGE)
  .meta({ description: `담을 운동 번호(workoutId) 1~${ROUTINE_ITEM_LIMIT}개` });

export const LegacyAddWorkoutsSchema = LegacyAmountsSchema.extend({ workoutIds: WorkoutIdsSchema }).meta({
  id: 'LegacyAddWorkouts',
  examples: [{ workoutIds: [12, 15], weight: '40', rep: '12', setCount: '4' }],
});

export const LegacyUpdateMyWorkoutSchema = LegacyAmountsSchema.extend({
  myWorkoutIndex: wholeNumber(SHIM_MESSAGES.badValue('myWorkoutIndex'))
    .nullish()
    .meta({ description: '옮길 자리(1부터). 범위 밖이면 처음이나 끝으로 맞춰요. null이나 생략은 0(맨 앞)' }),
}).meta({ id: 'LegacyUpdateMyWorkout', examples: [{ myWorkoutIndex: 2, weight: '45', rep: '10', setCount: '5' }] });

export const LegacyRoutineSchema = z
  .object({
    routineId: IdSchema,
    routineIndex: z.number().int().min(1).max(ROUTINE_LIMIT).meta({ description: '순서 (1부터, 빈틈 없이)' }),
    routineName: z.string().min(1),
  })
  .meta({ id: 'LegacyRoutine', description: '내 루틴', examples: [{ routineId: 101, routineIndex: 1, routineName: '루틴1' }] });

const amountText = (pattern: RegExp, description: string) => z.string().regex(pattern).nullable().meta({ description });

export const LegacyMyWorkoutSchema = z
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

export const LegacyAddableWorkoutSchema = z
  .object({ workoutId: IdSchema, workoutName: z.string().min(1) })
  .meta({ id: 'LegacyAddableWorkout', description: '루틴에 더할 수 있는 운동', examples: [{ workoutId: 15, workoutName: '인클라인 벤치 프레스' }] });

export const routineIdParams = z.object({ routineId: PathIdSchema.meta({ description: '내 루틴 번호 (routineId)' }) });
export const myWorkoutIdParams = z.object({
  myWorkoutId: PathIdSchema.meta({ description: '루틴에 담긴 운동의 번호 (myWorkoutId, 루틴 번호가 아니에요)' }),
});

export const MY_WORKOUT_ID_NOTE =
  '주소의 번호는 예전 API와 같이 루틴에 담긴 운동의 번호(myWorkoutId)예요. 제품 문서의 `{routineId}`라는 이름과 달리, 지금 쓰는 클라이언트가 보내는 뜻을 그대로 지켜요.';
