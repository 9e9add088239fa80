// Routine rules: docs/product.md §5.
import { z } from 'zod';
import '../../common/zod-korean';
import { IdSchema as Id } from '../../common/schemas';
import { hasForbiddenChars, hasVisibleChar, nfc } from '../../common/text.shared';
import type { RepUnit } from '../catalogue/catalogue.shared';

export const ROUTINE_LIMIT = 5;
export const ROUTINE_ITEM_LIMIT = 7;
export const ROUTINE_NAME_MAX = 7;

export const ROUTINE_MSG = {
  limit: `루틴은 ${ROUTINE_LIMIT}개까지만 만들 수 있어요`,
  itemLimit: `운동은 ${ROUTINE_ITEM_LIMIT}개까지만 추가할 수 있어요`,
  nameRequired: '루틴 이름을 입력해 주세요',
  nameTooLong: `루틴 이름은 ${ROUTINE_NAME_MAX}자까지 입력할 수 있어요`,
  textInvalid: '사용할 수 없는 문자가 들어 있어요',
  weightInvalid: '무게는 0~999 사이로 입력해 주세요',
  /** 0 kg is body weight; an exercise done with equipment needs a load. */
  weightNeeded: '무게를 입력해 주세요. 0kg은 맨몸 운동에만 쓸 수 있어요',
  repInvalid: '횟수는 1~99 사이로 입력해 주세요',
  setInvalid: '세트는 1~99 사이로 입력해 주세요',
  secondsInvalid: '시간은 1~99초 사이로 입력해 주세요',
  targetsCount: '세트별 목표는 1~20세트까지 정할 수 있어요',
  targetsNeedWork: '워밍업이 아닌 세트를 하나 이상 넣어 주세요',
  kindInvalid: '세트 종류를 다시 골라 주세요',
  minutesInvalid: '유산소 시간은 1~60분 사이로 입력해 주세요',
  cardioNoWeight: '유산소 운동에는 무게를 정하지 않아요',
  cardioNoTargets: '유산소 운동은 세트별 목표 없이 시간(분)과 세트 수로 정해요',
} as const;

/** At most one set's time (TRAINING_LIMITS.seconds), so a start from the routine plans the time given. */
export const CARDIO_MINUTES_MAX = 60;
export const CARDIO_START = { minutes: 30, setCount: 1 } as const;
export const cardioWeightFits = (weight: number | null) => weight === null || weight === 0;
export const cardioMinutesFit = (rep: number | null) => rep === null || (rep >= 1 && rep <= CARDIO_MINUTES_MAX);

/** Length is counted in characters as a person sees them (NFC code points), the same in the form. */
export const RoutineNameSchema = z
  .string({ error: ROUTINE_MSG.nameRequired })
  .transform(nfc)
  .pipe(
    z
      .string()
      .refine(hasVisibleChar, ROUTINE_MSG.nameRequired)
      .refine((v) => [...v].length <= ROUTINE_NAME_MAX, ROUTINE_MSG.nameTooLong)
      .refine((v) => !hasForbiddenChars(v), ROUTINE_MSG.textInvalid),
  );

export const WeightSchema = z
  .number({ error: ROUTINE_MSG.weightInvalid })
  .min(0, ROUTINE_MSG.weightInvalid)
  .max(999.99, ROUTINE_MSG.weightInvalid)
  .refine((v) => Math.round(v * 100) === v * 100, ROUTINE_MSG.weightInvalid);
/** At least one rep (or second) and one set; 0 was a meaningless default, refused on every transport. */
export const RepSchema = z.number({ error: ROUTINE_MSG.repInvalid }).int(ROUTINE_MSG.repInvalid).min(1, ROUTINE_MSG.repInvalid).max(99, ROUTINE_MSG.repInvalid);
export const SetCountSchema = z
  .number({ error: ROUTINE_MSG.setInvalid })
  .int(ROUTINE_MSG.setInvalid)
  .min(1, ROUTINE_MSG.setInvalid)
  .max(99, ROUTINE_MSG.setInvalid);

export const weightFits = (weight: number | null, bodyweight: boolean) => weight === null || weight > 0 || bodyweight;

export const AmountsSchema = z.object({
  weight: WeightSchema.nullable().default(null),
  rep: RepSchema.nullable().default(null),
  setCount: SetCountSchema.nullable().default(null),
});
export type Amounts = z.output<typeof AmountsSchema>;

// Recommendation cautions join the exercise's line with the engine's advice, so leave room.
const CautionSchema = z
  .string()
  .max(1000)
  .refine((v) => !hasForbiddenChars(v), ROUTINE_MSG.textInvalid)
  .transform(nfc);

export const CreateRoutineSchema = z.object({ name: RoutineNameSchema });
export type CreateRoutineInput = z.output<typeof CreateRoutineSchema>;
/** '루틴으로 저장': a recommendation's exercises (all, or those chosen, in that order) as a new routine. */
export const SaveRecommendationSchema = z.object({
  recommendationId: Id,
  name: RoutineNameSchema,
  exerciseIds: z.array(Id).min(1, '운동을 하나 이상 골라 주세요').max(ROUTINE_ITEM_LIMIT, ROUTINE_MSG.itemLimit).optional(),
  /** The routine to give up for it when the member already has five. */
  replaceRoutineId: Id.optional(),
});
export type SaveRecommendationInput = z.output<typeof SaveRecommendationSchema>;
export const RenameRoutineSchema = z.object({ routineId: Id, name: RoutineNameSchema });
export type RenameRoutineInput = z.output<typeof RenameRoutineSchema>;
export const RoutineIdSchema = z.object({ routineId: Id });
export type RoutineIdInput = z.output<typeof RoutineIdSchema>;
export const ReorderRoutinesSchema = z.object({ routineIds: z.array(Id).min(1).max(ROUTINE_LIMIT) });
export type ReorderRoutinesInput = z.output<typeof ReorderRoutinesSchema>;

/** Repeated from training.shared's SET_KINDS (it imports this file); routine-set-targets.db.test.ts checks they match. */
export const SET_TARGET_KINDS = ['warmup', 'work', 'drop', 'failure'] as const;
export const SET_TARGETS_MAX = 20;

/** Seconds follow the 1–99 rule because the legacy `rep` carries them; the service checks reps vs seconds. */
const SetTargetSchema = z.object(
  {
    kind: z.enum(SET_TARGET_KINDS, { error: ROUTINE_MSG.kindInvalid }),
    weight: WeightSchema.nullable().default(null),
    reps: RepSchema.nullable().default(null),
    seconds: z
      .number({ error: ROUTINE_MSG.secondsInvalid })
      .int(ROUTINE_MSG.secondsInvalid)
      .min(1, ROUTINE_MSG.secondsInvalid)
      .max(99, ROUTINE_MSG.secondsInvalid)
      .nullable()
      .default(null),
  },
  { error: ROUTINE_MSG.targetsCount },
);
const SetTargetsSchema = z
  .array(SetTargetSchema, { error: ROUTINE_MSG.targetsCount })
  .min(1, ROUTINE_MSG.targetsCount)
  .max(SET_TARGETS_MAX, ROUTINE_MSG.targetsCount)
  .refine((list) => list.length === 0 || list.some((t) => t.kind !== 'warmup'), ROUTINE_MSG.targetsNeedWork);

/** The legacy triple per-set targets stand for (docs/decisions/020-gym-floor-tools.md). */
export function mirrorOf(targets: readonly SetTarget[]): Amounts | null {
  const work = targets.filter((t) => t.kind !== 'warmup');
  const first = work[0];
  if (!first) return null;
  return { weight: first.weight, rep: first.reps ?? first.seconds, setCount: work.length };
}

export const AddItemSchema = AmountsSchema.extend({
  exerciseId: Id,
  routineIds: z.array(Id).min(1, '루틴을 하나 이상 선택해 주세요').max(ROUTINE_LIMIT),
  caution: CautionSchema.nullable().optional(),
  setTargets: SetTargetsSchema.nullable().optional(),
});
export type AddItemInput = z.output<typeof AddItemSchema>;

export const RoutineItemIdSchema = z.object({ routineItemId: Id });
export type RoutineItemIdInput = z.output<typeof RoutineItemIdSchema>;
/** Absent setTargets: kept when the triple is their mirror, else the item becomes uniform (a triple-only client). */
export const UpdateItemSchema = AmountsSchema.extend({
  routineItemId: Id,
  caution: CautionSchema.nullable().optional(),
  setTargets: SetTargetsSchema.nullable().optional(),
});
export type UpdateItemInput = z.output<typeof UpdateItemSchema>;
/** docs/decisions/031-routine-edits-a-newcomer-can-undo.md; `supersetWith` holds exercise ids, stable across put-backs. */
export const RestoreItemSchema = AmountsSchema.extend({
  routineId: Id,
  exerciseId: Id,
  position: z.number().int().min(1).max(ROUTINE_ITEM_LIMIT),
  setTargets: SetTargetsSchema.nullable().default(null),
  caution: CautionSchema.nullable().default(null),
  supersetWith: z
    .array(Id)
    .max(ROUTINE_ITEM_LIMIT - 1)
    .default([]),
});
export type RestoreItemInput = z.output<typeof RestoreItemSchema>;
export const SwapItemSchema = z.object({ routineItemId: Id, replacementId: Id });
export type SwapItemInput = z.output<typeof SwapItemSchema>;
export const MoveItemSchema = z.object({ routineItemId: Id, toIndex: z.number().int().min(-1000).max(1000) });
export type MoveItemInput = z.output<typeof MoveItemSchema>;

/** docs/decisions/023-supersets.md */
export const ROUTINE_SUPERSET_MSG = '슈퍼세트로 묶을 운동을 두 개 이상 골라 주세요';
export const GroupItemsSchema = z.object({
  routineId: Id,
  routineItemIds: z
    .array(Id, { error: ROUTINE_SUPERSET_MSG })
    .min(2, ROUTINE_SUPERSET_MSG)
    .max(ROUTINE_ITEM_LIMIT, ROUTINE_SUPERSET_MSG)
    .refine((ids) => new Set(ids).size === ids.length, ROUTINE_SUPERSET_MSG),
});
export type GroupItemsInput = z.output<typeof GroupItemsSchema>;

export type Routine = { routineId: number; routineName: string; routineIndex: number; itemCount: number; exerciseIds: number[] };

export type SetTarget = { kind: (typeof SET_TARGET_KINDS)[number]; weight: number | null; reps: number | null; seconds: number | null };

export type RoutineItem = {
  routineItemId: number;
  position: number;
  exerciseId: number;
  exerciseName: string;
  imgPath: string;
  stillPath: string | null;
  description: string;
  bodyPartNames: string[];
  machineNames: string[];
  videoLink: string | null;
  caution: string | null;
  weight: number | null;
  rep: number | null;
  repUnit: RepUnit;
  bodyweight: boolean;
  setCount: number | null;
  loadModel: string;
  /** As a workout started from the routine has them, so an offline start shows the same exercise. */
  weightStep: number | null;
  barKg: number | null;
  setTargets: SetTarget[] | null;
  supersetGroup: number | null;
  retired: boolean;
};
