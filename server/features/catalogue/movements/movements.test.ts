// Every exercise of the catalogue has a movement picture a body could do, a how-to in four parts, and a
// picture of its own (docs/decisions/033-movement-illustrations.md).
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { movementSvg } from '../../../../scripts/seed-movements';
import { EXERCISES } from '../../../../seed/catalogue/exercises';
import { movementProblems } from './checks';

describe.each(EXERCISES.map((e) => [e.key, e] as const))('%s', (_key, exercise) => {
  test('has a movement whose every frame a body can take', () => {
    expect(exercise.movement, 'movement').toBeDefined();
    expect(movementProblems(exercise, exercise.movement!)).toEqual([]);
  });

  test('has a how-to in four parts, in Korean sentences', () => {
    const howTo = exercise.howTo;
    expect(howTo, 'howTo').toBeDefined();
    const lines = [...howTo!.setup, ...howTo!.steps, howTo!.breathing, ...howTo!.mistakes];
    expect(howTo!.setup.length).toBeGreaterThanOrEqual(1);
    expect(howTo!.steps.length).toBeGreaterThanOrEqual(2);
    expect(howTo!.mistakes.length).toBeGreaterThanOrEqual(1);
    for (const line of lines) {
      expect(line, line).toMatch(/[가-힣]/);
      expect(line.trim(), line).toBe(line);
      expect(line, line).toMatch(/[.?!]$/);
      expect(line.length, line).toBeLessThanOrEqual(120);
    }
  });
});

test('every picture is its own, except variants that say they move the same way', () => {
  const drawing = (key: string) =>
    createHash('sha256')
      .update(movementSvg(key, 'animated')!.replace(/<title>[^<]*<\/title>/, ''))
      .digest('hex');
  const byHash = new Map<string, string[]>();
  for (const e of EXERCISES.filter((x) => x.movement)) byHash.set(drawing(e.key), [...(byHash.get(drawing(e.key)) ?? []), e.key]);
  const shared = [...byHash.values()].filter((keys) => keys.length > 1);
  for (const keys of shared) {
    const declared = keys.every((k) => {
      const e = EXERCISES.find((x) => x.key === k)!;
      return keys.includes(e.movement!.sameMovementAs ?? '') || keys.some((other) => EXERCISES.find((x) => x.key === other)!.movement!.sameMovementAs === k);
    });
    expect(declared, `${keys.join(', ')} share one picture without saying they move the same way`).toBe(true);
  }
  for (const e of EXERCISES.filter((x) => x.movement?.sameMovementAs)) {
    expect(e.movement!.caption, `${e.key}: a same-movement variant says what differs`).toMatch(/[가-힣]/);
  }
});
