// The member's equipment at the rack (docs/decisions/020-gym-floor-tools.md): the barbell, the plates they can
// load and their warm-up ramp. Read by the plate calculator and the warm-up ramp (server/features/training/rack/).
import { z } from 'zod';
import '../../common/zod-korean';
import type { Equipment } from '../training/rack/defaults';

export const EQUIPMENT_LIMITS = { barMaxKg: 50, plateMaxKg: 50, plateKinds: 12, pairsMax: 20, warmupSteps: 6, warmupRepsMax: 30 } as const;

export const EQUIPMENT_MSG = {
  bar: `봉 무게는 0~${EQUIPMENT_LIMITS.barMaxKg}kg 사이로 입력해 주세요`,
  plate: `원판 무게는 0.25~${EQUIPMENT_LIMITS.plateMaxKg}kg 사이로 입력해 주세요`,
  pairs: `원판 개수는 0~${EQUIPMENT_LIMITS.pairsMax}쌍 사이로 입력해 주세요`,
  plateKinds: `원판은 ${EQUIPMENT_LIMITS.plateKinds}종류까지 등록할 수 있어요`,
  plateTwice: '같은 무게의 원판이 두 번 들어 있어요',
  warmupPercent: '워밍업 무게는 첫 세트의 0~95% 사이로 입력해 주세요',
  warmupReps: `워밍업 횟수는 1~${EQUIPMENT_LIMITS.warmupRepsMax}회 사이로 입력해 주세요`,
  warmupSteps: `워밍업은 ${EQUIPMENT_LIMITS.warmupSteps}세트까지 정할 수 있어요`,
} as const;

const hundredths = (v: number) => Math.round(v * 100) === v * 100;

const PlateStockSchema = z.object({
  kg: z
    .number({ error: EQUIPMENT_MSG.plate })
    .min(0.25, EQUIPMENT_MSG.plate)
    .max(EQUIPMENT_LIMITS.plateMaxKg, EQUIPMENT_MSG.plate)
    .refine(hundredths, EQUIPMENT_MSG.plate),
  pairs: z
    .number({ error: EQUIPMENT_MSG.pairs })
    .int(EQUIPMENT_MSG.pairs)
    .min(0, EQUIPMENT_MSG.pairs)
    .max(EQUIPMENT_LIMITS.pairsMax, EQUIPMENT_MSG.pairs)
    .nullable(),
});
const WarmupStepSchema = z.object({
  percent: z
    .number({ error: EQUIPMENT_MSG.warmupPercent })
    .int(EQUIPMENT_MSG.warmupPercent)
    .min(0, EQUIPMENT_MSG.warmupPercent)
    .max(95, EQUIPMENT_MSG.warmupPercent),
  reps: z
    .number({ error: EQUIPMENT_MSG.warmupReps })
    .int(EQUIPMENT_MSG.warmupReps)
    .min(1, EQUIPMENT_MSG.warmupReps)
    .max(EQUIPMENT_LIMITS.warmupRepsMax, EQUIPMENT_MSG.warmupReps),
});

/** Only the fields sent change; null puts a field back to the default. */
export const UpdateEquipmentSchema = z.object({
  barKg: z
    .number({ error: EQUIPMENT_MSG.bar })
    .min(0, EQUIPMENT_MSG.bar)
    .max(EQUIPMENT_LIMITS.barMaxKg, EQUIPMENT_MSG.bar)
    .refine(hundredths, EQUIPMENT_MSG.bar)
    .nullable()
    .optional(),
  plates: z
    .array(PlateStockSchema)
    .max(EQUIPMENT_LIMITS.plateKinds, EQUIPMENT_MSG.plateKinds)
    .refine((list) => new Set(list.map((p) => p.kg)).size === list.length, EQUIPMENT_MSG.plateTwice)
    .nullable()
    .optional(),
  warmupSteps: z.array(WarmupStepSchema).max(EQUIPMENT_LIMITS.warmupSteps, EQUIPMENT_MSG.warmupSteps).nullable().optional(),
});
export type UpdateEquipmentInput = z.output<typeof UpdateEquipmentSchema>;

/** What the member uses, the defaults filled in; `custom` names the fields the member set. */
export type MemberEquipment = Equipment & { custom: { barKg: boolean; plates: boolean; warmupSteps: boolean } };
