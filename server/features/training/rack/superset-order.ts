// docs/decisions/023-supersets.md. Pure: the services and the offline workout screen run the same rules.

type OrderSet = { setClientId: string; done: boolean; kind?: string };
export type OrderExercise = {
  exerciseClientId: string;
  position: number;
  supersetGroup: number | null;
  skipped: boolean;
  restSeconds: number;
  sets: readonly OrderSet[];
};
export type SetPlace = { exerciseClientId: string; setClientId: string };

const SUPERSET_LABEL = { pair: '슈퍼세트', circuit: '서킷' } as const;
export const supersetLabel = (size: number) => (size >= 3 ? SUPERSET_LABEL.circuit : SUPERSET_LABEL.pair);

const byPosition = <T extends { position: number }>(list: readonly T[]) => [...list].sort((x, y) => x.position - y.position);

export function blocksOf<T extends { position: number; supersetGroup: number | null }>(list: readonly T[]): T[][] {
  const blocks: T[][] = [];
  for (const e of byPosition(list)) {
    const last = blocks.at(-1);
    if (last && e.supersetGroup !== null && last[0]!.supersetGroup === e.supersetGroup) last.push(e);
    else blocks.push([e]);
  }
  return blocks;
}

type Step = SetPlace & { block: number };

const isWarmup = (s: OrderSet) => s.kind === 'warmup';
const workSets = (e: OrderExercise) => e.sets.filter((s) => !isWarmup(s));

/** Warm-ups per exercise first (a ramp is not alternated), then work sets round by round (A1, B1, A2, B2 …). */
function stepsOf(list: readonly OrderExercise[]): Step[] {
  const steps: Step[] = [];
  const place = (e: OrderExercise, set: OrderSet, block: number) => steps.push({ exerciseClientId: e.exerciseClientId, setClientId: set.setClientId, block });
  for (const [block, members] of blocksOf(list.filter((e) => !e.skipped)).entries()) {
    for (const e of members) for (const set of e.sets.filter(isWarmup)) place(e, set, block);
    const rounds = Math.max(0, ...members.map((e) => workSets(e).length));
    for (let round = 0; round < rounds; round++)
      for (const e of members) {
        const set = workSets(e)[round];
        if (set) place(e, set, block);
      }
  }
  return steps;
}

const doneOf = (list: readonly OrderExercise[]) => {
  const done = new Set<string>();
  for (const e of list) for (const s of e.sets) if (s.done) done.add(s.setClientId);
  return done;
};

export function nextSetAfter(list: readonly OrderExercise[], checked: SetPlace): SetPlace | null {
  const steps = stepsOf(list);
  const at = steps.findIndex((s) => s.setClientId === checked.setClientId && s.exerciseClientId === checked.exerciseClientId);
  if (at < 0) return null;
  const done = doneOf(list);
  const open = (s: Step) => !done.has(s.setClientId) && s.setClientId !== checked.setClientId;
  const block = steps[at]!.block;
  const inBlock = (s: Step) => s.block === block;
  const found =
    steps.slice(at + 1).find((s) => inBlock(s) && open(s)) ??
    steps.slice(0, at).find((s) => inBlock(s) && open(s)) ??
    steps.find((s) => s.block > block && open(s)) ??
    steps.find((s) => s.block < block && open(s));
  return found ? { exerciseClientId: found.exerciseClientId, setClientId: found.setClientId } : null;
}

export type RestAfter = {
  rests: boolean;
  restSeconds: number;
  exerciseClientId: string;
};

/** In a group, rest only once the set's round is complete; the rest is the block's last exercise's. */
export function restAfterSet(list: readonly OrderExercise[], checked: SetPlace): RestAfter | null {
  const exercise = list.find((e) => e.exerciseClientId === checked.exerciseClientId);
  const set = exercise?.sets.find((s) => s.setClientId === checked.setClientId);
  if (!exercise || !set) return null;
  const own = { rests: true, restSeconds: exercise.restSeconds, exerciseClientId: exercise.exerciseClientId };
  if (exercise.skipped || isWarmup(set)) return own;
  const round = workSets(exercise).indexOf(set);
  const block = blocksOf(list.filter((e) => !e.skipped)).find((b) => b.includes(exercise))!;
  if (block.length < 2) return own;
  const last = block.at(-1)!;
  const done = doneOf(list);
  const rests = block.every((e) => {
    const other = workSets(e)[round];
    return !other || other.setClientId === checked.setClientId || done.has(other.setClientId);
  });
  return { rests, restSeconds: last.restSeconds, exerciseClientId: last.exerciseClientId };
}

export type GroupRow<K> = { key: K; supersetGroup: number | null };

/** A run of one dissolves; when one number lies in several runs, the first run of two or more keeps it. */
export function settledGroups<K>(ordered: readonly GroupRow<K>[]): (number | null)[] {
  let next = Math.max(0, ...ordered.map((r) => r.supersetGroup ?? 0)) + 1;
  const kept = new Set<number>();
  const out: (number | null)[] = [];
  let i = 0;
  while (i < ordered.length) {
    const group = ordered[i]!.supersetGroup;
    let end = i + 1;
    while (group !== null && end < ordered.length && ordered[end]!.supersetGroup === group) end++;
    const size = end - i;
    let number: number | null = null;
    if (group !== null && size >= 2) {
      number = kept.has(group) ? next++ : group;
      kept.add(number);
    }
    for (let k = i; k < end; k++) out.push(number);
    i = end;
  }
  return out;
}

export type GroupPlan<K> = { order: K[]; groups: (number | null)[] };

const settle = <K>(rows: GroupRow<K>[]): GroupPlan<K> => ({ order: rows.map((r) => r.key), groups: settledGroups(rows) });

/** null when nothing would change (a retry). */
export function groupPlan<K>(ordered: readonly GroupRow<K>[], keys: readonly K[]): GroupPlan<K> | null {
  const chosen = new Set(keys);
  const current = ordered.filter((r) => chosen.has(r.key));
  const first = ordered.findIndex((r) => r.key === keys[0]);
  const group = current[0]?.supersetGroup ?? null;
  const block = ordered.slice(first, first + keys.length);
  const already =
    group !== null &&
    block.length === keys.length &&
    block.every((r, i) => r.key === keys[i] && r.supersetGroup === group) &&
    ordered.filter((r) => r.supersetGroup === group).length === keys.length;
  if (already) return null;
  const number = Math.max(0, ...ordered.map((r) => r.supersetGroup ?? 0)) + 1;
  const others = ordered.filter((r) => !chosen.has(r.key));
  const before = ordered.slice(0, first).filter((r) => !chosen.has(r.key)).length;
  const members = keys.map((key) => ({ key, supersetGroup: number }));
  return settle([...others.slice(0, before), ...members, ...others.slice(before)]);
}

/** Moves after its block so the others stay adjacent; null when it is in no group (a retry). */
export function ungroupPlan<K>(ordered: readonly GroupRow<K>[], key: K): GroupPlan<K> | null {
  const at = ordered.findIndex((r) => r.key === key);
  const row = ordered[at];
  if (!row || row.supersetGroup === null) return null;
  let end = at + 1;
  while (end < ordered.length && ordered[end]!.supersetGroup === row.supersetGroup) end++;
  const rest = ordered.filter((r) => r.key !== key);
  return settle([...rest.slice(0, end - 1), { key, supersetGroup: null }, ...rest.slice(end - 1)]);
}
