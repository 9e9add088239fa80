// Supersets and circuits at the rack (docs/decisions/023-supersets.md): the order the sets of a grouped
// block are done in, when the rest timer starts, and how groups stay whole when exercises are grouped,
// ungrouped, moved or removed. Pure: the server's services and the workout screen (with no signal) run the
// same rules. Works for a session's exercises and a routine's items alike (`supersetGroup` + order).

/** What the order needs of a set; `kind` 'warmup' marks a warm-up (docs/decisions/021-set-kinds-and-warm-ups.md). */
type OrderSet = { setClientId: string; done: boolean; kind?: string };
/** What the order needs of a session's exercise (a TrainingExercise fits). */
export type OrderExercise = {
  exerciseClientId: string;
  position: number;
  supersetGroup: number | null;
  skipped: boolean;
  restSeconds: number;
  sets: readonly OrderSet[];
};
/** One set in the session's order. */
export type SetPlace = { exerciseClientId: string; setClientId: string };

/** 2 grouped exercises are a superset (슈퍼세트); 3 or more a circuit (서킷). */
const SUPERSET_LABEL = { pair: '슈퍼세트', circuit: '서킷' } as const;
export const supersetLabel = (size: number) => (size >= 3 ? SUPERSET_LABEL.circuit : SUPERSET_LABEL.pair);

const byPosition = <T extends { position: number }>(list: readonly T[]) => [...list].sort((x, y) => x.position - y.position);

/**
 * The exercises in order, cut into blocks: a run of adjacent exercises sharing a group number is one block,
 * every other exercise a block of its own.
 */
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
/** An exercise's work sets (all but warm-ups), in order: the rounds of a group count these. */
const workSets = (e: OrderExercise) => e.sets.filter((s) => !isWarmup(s));

/**
 * Every set of the session in the order it is meant to be done: block by block; within a block first each
 * exercise's warm-ups (A's, then B's: a ramp is done on its own, not alternated), then the work sets round by
 * round (A1, B1, A2, B2 …), an exercise with fewer sets dropping out of the later rounds. Skipped exercises
 * have no place in it.
 */
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

/**
 * The set to go to after `checked` was checked off: the next set not done after it in its block's order,
 * else the first not done earlier in its block (one done out of order), else the first not done of the
 * blocks after it, else of the blocks before it; null when every set is done (or `checked` is unknown or
 * its exercise skipped).
 */
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
  /** Whether the rest timer starts after this set. */
  rests: boolean;
  /** The rest it starts with (the block's last exercise's). */
  restSeconds: number;
  /** The exercise whose rest that is. */
  exerciseClientId: string;
};

/**
 * Whether the rest starts after `checked` (as the session stands, `checked` done): after every set of an
 * exercise on its own; in a group only once the set's round of work sets is complete (every member with a
 * work set in that round has it done: normally after the group's last exercise, also when the round was done
 * out of order). The rest is the block's last exercise's (not skipped). A warm-up, done on its own, rests on its
 * exercise's rest, as does a skipped exercise's set. null when the set is unknown.
 */
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

// --- Keeping groups whole -------------------------------------------------------------------------------

/** What the grouping rules need of a row: an id, its group; the list is given in order. */
export type GroupRow<K> = { key: K; supersetGroup: number | null };

/**
 * Groups made whole again after a change of order or membership (a move, a removal, a grouping): a group is
 * a run of adjacent rows; a run of one dissolves (null), so a grouped row moved away from its block leaves
 * the group and a group left with one dissolves; when one number lies in several runs (a row moved into the
 * middle of a block splits it), the first run of two or more keeps it and the others get new numbers.
 * Answers the new group of each row, in order.
 */
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

/** A new order and groups for the rows. */
export type GroupPlan<K> = { order: K[]; groups: (number | null)[] };

const settle = <K>(rows: GroupRow<K>[]): GroupPlan<K> => ({ order: rows.map((r) => r.key), groups: settledGroups(rows) });

/**
 * Grouping `keys` (≥ 2, every one in `ordered`, none twice): they become one new group, adjacent in the given
 * order, in the place of the first one (the rows before it stay before). Members leave the groups they were
 * in (a group left with one dissolves). null when nothing would change (a retry).
 */
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

/**
 * Taking `key` out of its group: it moves to just after its block (so the others stay adjacent) and is on its
 * own; a group left with one dissolves. null when it is in no group (a retry).
 */
export function ungroupPlan<K>(ordered: readonly GroupRow<K>[], key: K): GroupPlan<K> | null {
  const at = ordered.findIndex((r) => r.key === key);
  const row = ordered[at];
  if (!row || row.supersetGroup === null) return null;
  let end = at + 1;
  while (end < ordered.length && ordered[end]!.supersetGroup === row.supersetGroup) end++;
  const rest = ordered.filter((r) => r.key !== key);
  return settle([...rest.slice(0, end - 1), { key, supersetGroup: null }, ...rest.slice(end - 1)]);
}
