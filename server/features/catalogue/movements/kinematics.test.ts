// The figure's geometry: segments keep their length in every frame, a planted anchor stays planted between
// keyframes, and twoLink's angles put the hand where an author asked.
import { expect, test } from 'vitest';
import { between, figureOf, twoLink } from './kinematics';
import { BODY, type Keyframe } from './model';

const len = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);
const stand: Keyframe = { pose: { trunk: 178, arm: [0, 0], leg: [0, 0, 90] }, at: ['ankle', 100, 184], contacts: [['heel', 'floor']] };
const squat: Keyframe = { pose: { trunk: 140, arm: [90, 90], leg: [80, -30, 90] }, at: ['ankle', 100, 184], contacts: [['heel', 'floor']] };

test('in-between frames keep every segment length and the planted ankle', () => {
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    const f = between(stand, squat, t, 'side');
    expect(len(f.hip, f.knee)).toBeCloseTo(BODY.thigh, 6);
    expect(len(f.knee, f.ankle)).toBeCloseTo(BODY.shin, 6);
    expect(len(f.shoulder, f.elbow)).toBeCloseTo(BODY.upperArm, 6);
    expect(len(f.elbow, f.hand)).toBeCloseTo(BODY.forearm, 6);
    expect(f.ankle[0]).toBeCloseTo(100, 6);
    expect(f.ankle[1]).toBeCloseTo(184, 6);
  }
  // The two ends are the keyframes themselves.
  expect(between(stand, squat, 1, 'side').knee).toEqual(figureOf(squat, 'side').knee);
});

test('twoLink puts the hand on the target, bending either way, and refuses what is out of reach', () => {
  for (const bend of [1, -1] as const) {
    const [upper, fore] = twoLink(10, -33, BODY.upperArm, BODY.forearm, bend)!;
    const f = figureOf({ pose: { trunk: -90, arm: [upper, fore], leg: [75, -31, 90] }, at: ['shoulder', 60, 138], contacts: [] }, 'side');
    expect(f.hand[0]).toBeCloseTo(70, 1); // twoLink rounds to 0.1°
    expect(f.hand[1]).toBeCloseTo(105, 1);
  }
  expect(twoLink(0, 61, BODY.upperArm, BODY.forearm, 1)).toBeNull();
});

test('a foreshortened segment is drawn at its share of the length; the others keep theirs', () => {
  const f = figureOf(
    { pose: { trunk: 180, arm: [90, 90], leg: [0, 0, 90], scale: { upperArm: 0.4, thigh2: 0.5 } }, at: ['ankle', 100, 184], contacts: [] },
    'side',
  );
  expect(len(f.shoulder, f.elbow)).toBeCloseTo(BODY.upperArm * 0.4, 6);
  expect(len(f.elbow, f.hand)).toBeCloseTo(BODY.forearm, 6);
  expect(len(f.hip2, f.knee2)).toBeCloseTo(BODY.thigh * 0.5, 6);
  expect(len(f.hip, f.knee)).toBeCloseTo(BODY.thigh, 6);
});
