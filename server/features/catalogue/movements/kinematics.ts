import { type Arm, BODY, type BodyPoint, type Keyframe, type Leg, type Movement, type Pose, SEGMENTS, type Segment, type View } from './model';

export type Pt = readonly [number, number];

export const dir = (a: number): Pt => [Math.sin((a * Math.PI) / 180), Math.cos((a * Math.PI) / 180)];
const add = (p: Pt, q: Pt, k = 1): Pt => [p[0] + q[0] * k, p[1] + q[1] * k];
const along = (p: Pt, a: number, length: number): Pt => add(p, dir(a), length);

export function norm(a: number): number {
  let x = ((a % 360) + 360) % 360;
  if (x > 180) x -= 360;
  return x;
}

export type Figure = Record<BodyPoint, Pt> & { wrist: Pt; wrist2: Pt; pose: Required<Pose>; view: View };

const mirror = (trunk: number, angles: readonly number[]) => angles.map((a) => 2 * trunk - a);

function fullPose(pose: Pose, view: View): Required<Pose> {
  const side = view === 'side';
  return {
    trunk: pose.trunk,
    head: pose.head ?? pose.trunk,
    arm: pose.arm,
    arm2: pose.arm2 ?? (side ? pose.arm : (mirror(pose.trunk, pose.arm) as unknown as Arm)),
    leg: pose.leg,
    leg2: pose.leg2 ?? (side ? pose.leg : (mirror(pose.trunk, pose.leg) as unknown as Leg)),
    shrug: pose.shrug ?? 0,
    scale: Object.fromEntries(SEGMENTS.map((k) => [k, pose.scale?.[k] ?? 1])) as Record<Segment, number>,
  };
}

function posed(pose: Required<Pose>, view: View): Figure {
  const side = view === 'side';
  const pelvis: Pt = [0, 0];
  const up = dir(pose.trunk);
  const front = dir(pose.trunk - 90);
  const across = dir(pose.trunk + 90);
  const neck = along(pelvis, pose.trunk, BODY.trunk);
  const shoulderBase = add(pelvis, up, BODY.trunk - 5 + pose.shrug);
  const shoulder = side ? shoulderBase : add(shoulderBase, across, BODY.shoulderHalf);
  const shoulder2 = side ? shoulderBase : add(shoulderBase, across, -BODY.shoulderHalf);
  const hip = side ? pelvis : add(pelvis, across, BODY.hipHalf);
  const hip2 = side ? pelvis : add(pelvis, across, -BODY.hipHalf);
  const k = pose.scale as Record<Segment, number>;
  const arm = (from: Pt, [upper, fore]: Arm, s: '' | '2') => {
    const elbow = along(from, upper, BODY.upperArm * k[`upperArm${s}`]);
    const hand = along(elbow, fore, BODY.forearm * k[`forearm${s}`]);
    return { elbow, hand, wrist: along(elbow, fore, BODY.forearm * k[`forearm${s}`] - 5) };
  };
  // A front or back view sees the foot end on, so it is drawn short.
  const footScale = side ? 1 : 0.45;
  const leg = (from: Pt, [thigh, shin, foot]: Leg, s: '' | '2') => {
    const knee = along(from, thigh, BODY.thigh * k[`thigh${s}`]);
    const ankle = along(knee, shin, BODY.shin * k[`shin${s}`]);
    const sole = side ? along(ankle, foot - 90, BODY.ankleHeight) : along(ankle, shin, BODY.ankleHeight);
    return { knee, ankle, heel: along(sole, foot, -BODY.heelBack * footScale), toe: along(sole, foot, BODY.toeFront * footScale) };
  };
  const a1 = arm(shoulder, pose.arm, '');
  const a2 = arm(shoulder2, pose.arm2, '2');
  const l1 = leg(hip, pose.leg, '');
  const l2 = leg(hip2, pose.leg2, '2');
  const depth = side ? BODY.trunkHalf : 0;
  const onTrunk = (share: number, normal: number): Pt => add(add(pelvis, up, BODY.trunk * share), front, normal * depth);
  return {
    pose,
    view,
    head: along(neck, pose.head, BODY.neck),
    neck,
    chest: onTrunk(0.72, 1),
    belly: onTrunk(0.3, 1),
    upperBack: onTrunk(0.72, -1),
    lowerBack: onTrunk(0.3, -1),
    pelvis,
    butt: side ? add(add(pelvis, front, -5), up, -6) : add(pelvis, up, -6),
    shoulder,
    elbow: a1.elbow,
    wrist: a1.wrist,
    hand: a1.hand,
    hip,
    knee: l1.knee,
    ankle: l1.ankle,
    heel: l1.heel,
    toe: l1.toe,
    shoulder2,
    elbow2: a2.elbow,
    wrist2: a2.wrist,
    hand2: a2.hand,
    hip2,
    knee2: l2.knee,
    ankle2: l2.ankle,
    heel2: l2.heel,
    toe2: l2.toe,
    grip: [(a1.hand[0] + a2.hand[0]) / 2, (a1.hand[1] + a2.hand[1]) / 2],
  };
}

function shifted(figure: Figure, dx: number, dy: number): Figure {
  const out = { ...figure } as Record<string, unknown>;
  for (const [key, value] of Object.entries(figure)) {
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'number') out[key] = [value[0] + dx, (value[1] as number) + dy];
  }
  return out as Figure;
}

export function figureOf(frame: Keyframe, view: View): Figure {
  const figure = posed(fullPose(frame.pose, view), view);
  const [point, x, y] = frame.at;
  const p = figure[point];
  return shifted(figure, x - p[0], y - p[1]);
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const lerpAngle = (a: number, b: number, t: number) => a + norm(b - a) * t;
const lerpAngles = <T extends readonly number[]>(a: T, b: T, t: number) => a.map((v, i) => lerpAngle(v, b[i]!, t)) as unknown as T;

/** Placed by the anchor both keyframes share (feet planted stay planted), else the pelvis moves in a line. */
export function between(a: Keyframe, b: Keyframe, t: number, view: View): Figure {
  const pa = fullPose(a.pose, view);
  const pb = fullPose(b.pose, view);
  const pose: Required<Pose> = {
    trunk: lerpAngle(pa.trunk, pb.trunk, t),
    head: lerpAngle(pa.head, pb.head, t),
    arm: lerpAngles(pa.arm, pb.arm, t),
    arm2: lerpAngles(pa.arm2, pb.arm2, t),
    leg: lerpAngles(pa.leg, pb.leg, t),
    leg2: lerpAngles(pa.leg2, pb.leg2, t),
    shrug: lerp(pa.shrug, pb.shrug, t),
    scale: Object.fromEntries(SEGMENTS.map((key) => [key, lerp(pa.scale[key] ?? 1, pb.scale[key] ?? 1, t)])),
  };
  const figure = posed(pose, view);
  if (a.at[0] === b.at[0]) {
    const p = figure[a.at[0]];
    return shifted(figure, lerp(a.at[1], b.at[1], t) - p[0], lerp(a.at[2], b.at[2], t) - p[1]);
  }
  const fa = figureOf(a, view).pelvis;
  const fb = figureOf(b, view).pelvis;
  return shifted(figure, lerp(fa[0], fb[0], t), lerp(fa[1], fb[1], t));
}

export const STEPS = 4;

function playOrder(movement: Movement): number[] {
  const n = movement.keyframes.length;
  const forward = [...Array(n).keys()];
  if (movement.loop) return [...forward, 0];
  return [...forward, ...forward.slice(0, -1).reverse()];
}

export function animationFigures(movement: Movement): { figure: Figure; keyframe: number | null }[] {
  const { keyframes, view } = movement;
  const order = playOrder(movement);
  const out: { figure: Figure; keyframe: number | null }[] = [];
  order.forEach((index, i) => {
    const frame = keyframes[index]!;
    out.push({ figure: figureOf(frame, view), keyframe: index });
    const next = order[i + 1];
    if (next === undefined) return;
    for (let s = 1; s < STEPS; s++) out.push({ figure: between(frame, keyframes[next]!, s / STEPS, view), keyframe: null });
  });
  return out;
}

/** For authors: the two angles that put a two-segment limb's end (dx, dy) from its root; null when out of reach. */
export function twoLink(dx: number, dy: number, upper: number, lower: number, bend: 1 | -1): [number, number] | null {
  const d = Math.hypot(dx, dy);
  if (d > upper + lower || d < Math.abs(upper - lower)) return null;
  const toEnd = (Math.atan2(dx, dy) * 180) / Math.PI;
  const atRoot = (Math.acos((upper * upper + d * d - lower * lower) / (2 * upper * d)) * 180) / Math.PI;
  const a1 = toEnd - bend * atRoot;
  const elbow: Pt = [dx - upper * Math.sin((a1 * Math.PI) / 180), dy - upper * Math.cos((a1 * Math.PI) / 180)];
  const a2 = (Math.atan2(elbow[0], elbow[1]) * 180) / Math.PI;
  return [+a1.toFixed(1), +a2.toFixed(1)];
}
