// Bad input → 400 with a Korean message, nothing stored.
import { z } from 'zod';
import '../../../common/zod-korean';
import { hasForbiddenChars, hasVisibleChar, nfc } from '../../../common/text.shared';
import type { RepUnit } from '../../catalogue/catalogue.shared';
import { ROUTINE_MSG } from '../../routines/routines.shared';

export const TRAINING_LIMITS = {
  exercises: 30,
  setsPerExercise: 20,
  weightKg: 500,
  reps: 200,
  seconds: 3600,
  rpeMin: 1,
  rpeMax: 10,
  notes: 500,
  /** An import's durations beyond it are refused (docs/decisions/011-gym-mode.md). */
  sessionSeconds: 24 * 3600,
  restMax: 3600,
  defaultRestSeconds: 90,
  distanceM: 100_000,
  levelMax: 30,
  setNote: 200,
} as const;

/** A warm-up (Strong's `W`) never counts for volume, records or progression (docs/decisions/020-gym-floor-tools.md). */
export const SET_KINDS = ['warmup', 'work', 'drop', 'failure'] as const;
export type SetKind = (typeof SET_KINDS)[number];
export const SET_KIND_LABEL: Record<SetKind, string> = { warmup: '워밍업', work: '일반', drop: '드롭', failure: '실패' };
export const countsAsWork = (kind: SetKind) => kind !== 'warmup';

export const TRAINING_MSG = {
  weight: `무게는 0~${TRAINING_LIMITS.weightKg}kg 사이로 입력해 주세요`,
  weightNeeded: ROUTINE_MSG.weightNeeded,
  reps: `횟수는 0~${TRAINING_LIMITS.reps}회 사이로 입력해 주세요`,
  seconds: `시간은 0~${TRAINING_LIMITS.seconds}초 사이로 입력해 주세요`,
  rest: `휴식 시간은 0~${TRAINING_LIMITS.restMax}초 사이로 입력해 주세요`,
  notes: `메모는 ${TRAINING_LIMITS.notes}자까지 쓸 수 있어요`,
  name: '운동 이름은 1~30자로 입력해 주세요',
  textInvalid: '사용할 수 없는 문자가 들어 있어요',
  clientId: '잘못된 요청이에요',
  kind: '세트 종류를 다시 골라 주세요',
  distance: `거리는 0~${TRAINING_LIMITS.distanceM / 1000}km 사이로 입력해 주세요`,
  level: `레벨은 0~${TRAINING_LIMITS.levelMax} 사이로 입력해 주세요`,
  setNote: `세트 메모는 ${TRAINING_LIMITS.setNote}자까지 쓸 수 있어요`,
  /** Cardio (docs/decisions/025-cardio-and-stretching.md): a done set needs its time; it has no weight or reps. */
  cardioTime: '유산소 운동은 운동한 시간을 입력해야 완료할 수 있어요',
  cardioNoWeight: '유산소 운동은 무게와 횟수 대신 시간, 거리, 레벨을 기록해요',
} as const;

export const ClientIdSchema = z
  .string({ error: TRAINING_MSG.clientId })
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, TRAINING_MSG.clientId)
  .transform((v) => v.toLowerCase());

export const SetWeightSchema = z
  .number({ error: TRAINING_MSG.weight })
  .min(0, TRAINING_MSG.weight)
  .max(TRAINING_LIMITS.weightKg, TRAINING_MSG.weight)
  .refine((v) => Math.round(v * 100) === v * 100, TRAINING_MSG.weight);
export const SetRepsSchema = z
  .number({ error: TRAINING_MSG.reps })
  .int(TRAINING_MSG.reps)
  .min(0, TRAINING_MSG.reps)
  .max(TRAINING_LIMITS.reps, TRAINING_MSG.reps);
export const SetSecondsSchema = z
  .number({ error: TRAINING_MSG.seconds })
  .int(TRAINING_MSG.seconds)
  .min(0, TRAINING_MSG.seconds)
  .max(TRAINING_LIMITS.seconds, TRAINING_MSG.seconds);
export const RestSecondsSchema = z
  .number({ error: TRAINING_MSG.rest })
  .int(TRAINING_MSG.rest)
  .min(0, TRAINING_MSG.rest)
  .max(TRAINING_LIMITS.restMax, TRAINING_MSG.rest);
export const RpeSchema = z.number().min(TRAINING_LIMITS.rpeMin).max(TRAINING_LIMITS.rpeMax).multipleOf(0.5);
export const SetKindSchema = z.enum(SET_KINDS, { error: TRAINING_MSG.kind });
export const DistanceSchema = z
  .number({ error: TRAINING_MSG.distance })
  .int(TRAINING_MSG.distance)
  .min(0, TRAINING_MSG.distance)
  .max(TRAINING_LIMITS.distanceM, TRAINING_MSG.distance);
export const LevelSchema = z
  .number({ error: TRAINING_MSG.level })
  .int(TRAINING_MSG.level)
  .min(0, TRAINING_MSG.level)
  .max(TRAINING_LIMITS.levelMax, TRAINING_MSG.level);

export const NotesSchema = z
  .string()
  .transform(nfc)
  .pipe(
    z
      .string()
      .refine((v) => [...v].length <= TRAINING_LIMITS.notes, TRAINING_MSG.notes)
      .refine((v) => !hasForbiddenChars(v), TRAINING_MSG.textInvalid),
  );

export const SetNoteSchema = z
  .string()
  .transform(nfc)
  .pipe(
    z
      .string()
      .refine((v) => [...v].length <= TRAINING_LIMITS.setNote, TRAINING_MSG.setNote)
      .refine((v) => !hasForbiddenChars(v), TRAINING_MSG.textInvalid),
  );

export const SessionNameSchema = z
  .string({ error: TRAINING_MSG.name })
  .transform(nfc)
  .pipe(
    z
      .string()
      .refine((v) => hasVisibleChar(v) && [...v].length <= 30, TRAINING_MSG.name)
      .refine((v) => !hasForbiddenChars(v), TRAINING_MSG.textInvalid),
  );

export type TrainingSet = {
  setClientId: string;
  position: number;
  plannedWeight: number | null;
  plannedReps: number | null;
  plannedSeconds: number | null;
  weight: number | null;
  reps: number | null;
  seconds: number | null;
  rpe: number | null;
  kind: SetKind;
  distanceM: number | null;
  level: number | null;
  note: string | null;
  done: boolean;
  /** ms since the epoch; the rest timer counts from the last one (so it survives a reload). */
  doneAt: number | null;
};

export type LoggedExercise = {
  exerciseClientId: string;
  position: number;
  exerciseId: number;
  /** As logged (the catalogue's current name may differ). */
  exerciseName: string;
  imgPath: string;
  repUnit: RepUnit;
  bodyweight: boolean;
  weightStep: number | null;
  loadModel: string;
  /** A device-made preview may lack it (Olympic assumed). */
  barKg?: number | null;
  restSeconds: number;
  skipped: boolean;
  notes: string | null;
  supersetGroup: number | null;
  sets: TrainingSet[];
};

export type PersonalRecordKind = 'e1rm' | 'weight' | 'volume' | 'reps';
export type PersonalRecord = {
  exerciseId: number;
  exerciseName: string;
  kind: PersonalRecordKind;
  value: number;
  date: string;
  sessionId: number;
};
