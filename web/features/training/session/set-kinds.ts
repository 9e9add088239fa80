// Set kinds, RPE and warm-ups as the workout screen shows them (docs/decisions/021-set-kinds-and-warm-ups.md).
import { SET_KIND_LABEL, SET_KINDS, type SetKind, TRAINING_LIMITS, type TrainingSet } from '../../../../server/features/training/common/training.shared';
import type { Equipment } from '../../../../server/features/training/rack/defaults';
import { settableLoads, type WarmupSet, warmupSets } from '../../../../server/features/training/rack/warmups';
import { type TrainingExercise, WARMUP_MSG } from '../../../../server/features/training/session/session.shared';

export const KIND_CHOICES: { value: SetKind; label: string }[] = SET_KINDS.map((value) => ({ value, label: SET_KIND_LABEL[value] }));

/** Strong's W, D, F; a work set shows its number. */
const KIND_MARK: Record<Exclude<SetKind, 'work'>, string> = { warmup: 'W', drop: 'D', failure: 'F' };

/** Warm-ups are counted apart ('워밍업 1세트'), the others in order ('2세트'). */
export function setLabel(sets: readonly TrainingSet[], set: TrainingSet): { name: string; mark: string; kindName: string | null } {
  const warm = set.kind === 'warmup';
  const k = sets.filter((s) => (s.kind === 'warmup') === warm && s.position <= set.position).length;
  const name = warm ? `워밍업 ${k}세트` : `${k}세트`;
  if (set.kind === 'work') return { name, mark: String(k), kindName: null };
  return { name, mark: KIND_MARK[set.kind], kindName: set.kind === 'warmup' ? null : set.kind === 'drop' ? '드롭 세트' : '실패 세트' };
}

export const RPE_CHOICES: number[] = Array.from({ length: 9 }, (_, i) => 6 + i / 2);

/** Reps in reserve = 10 − RPE. */
export function rpeText(rpe: number): string {
  const rir = 10 - rpe;
  if (rir <= 0) return `RPE ${rpe} · 더 못 함`;
  const reserve = Number.isInteger(rir) ? `${rir}` : `${Math.floor(rir)}~${Math.ceil(rir)}`;
  return `RPE ${rpe} · ${reserve}회 남음`;
}

const firstWork = (e: TrainingExercise) => e.sets.find((s) => s.kind !== 'warmup');

/** The server's grid may differ at the light end (dumbbells' 1 kg steps): its answer replaces this preview. */
function screenLoads(e: TrainingExercise, barKg: number): number[] {
  if (e.bodyweight || e.repUnit === '초' || e.weightStep === null) return [];
  const from = e.loadModel === 'barbell' ? barKg : e.weightStep;
  return settableLoads([{ from, to: TRAINING_LIMITS.weightKg, step: e.weightStep }]);
}

export const takesWarmups = (e: TrainingExercise) => !e.bodyweight && e.repUnit !== '초' && e.weightStep !== null;

/** null: the equipment is not known here yet. */
export function previewWarmups(e: TrainingExercise, equipment: Equipment | undefined): WarmupSet[] | null {
  if (!equipment) return null;
  const first = firstWork(e);
  return warmupSets(first ? (first.weight ?? first.plannedWeight) : null, equipment.warmupSteps, screenLoads(e, equipment.barKg));
}

export function warmupBlocker(e: TrainingExercise, equipment: Equipment | undefined): string | null {
  if (e.sets.some((s) => s.kind === 'warmup')) return WARMUP_MSG.already;
  const first = firstWork(e);
  const weight = first ? (first.weight ?? first.plannedWeight) : null;
  if (weight === null || weight <= 0) return WARMUP_MSG.noWeight;
  const ramp = previewWarmups(e, equipment);
  if (ramp && ramp.length === 0) return WARMUP_MSG.tooLight;
  if (e.sets.length + (ramp?.length ?? 1) > TRAINING_LIMITS.setsPerExercise) return `세트는 운동마다 ${TRAINING_LIMITS.setsPerExercise}개까지 기록할 수 있어요`;
  return null;
}
