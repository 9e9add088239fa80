// Keeps a 1..n order column without gaps or duplicates under a unique index: every row is first parked
// at a distinct negative value, then given its final position.
export async function renumber(orderedIds: readonly number[], setIndex: (id: number, index: number) => Promise<void>): Promise<void> {
  for (const [i, id] of orderedIds.entries()) await setIndex(id, -(i + 1));
  for (const [i, id] of orderedIds.entries()) await setIndex(id, i + 1);
}

/** Moves `id` to the 1-based position `to` (clamped into 1..n); the others keep their relative order. */
export function moveTo(orderedIds: readonly number[], id: number, to: number): number[] {
  const rest = orderedIds.filter((x) => x !== id);
  const position = Math.min(Math.max(Math.trunc(to), 1), orderedIds.length);
  return [...rest.slice(0, position - 1), id, ...rest.slice(position - 1)];
}
