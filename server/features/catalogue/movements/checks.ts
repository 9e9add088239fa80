// docs/decisions/033-movement-illustrations.md. Every frame of the animation is checked, the in-between ones too.
import type { ExerciseSeed } from '../catalogue-data';
import { animationFigures, type Figure, figureOf, norm, type Pt } from './kinematics';
import { BODY_POINTS, type BodyPoint, FRAME, type Movement, type Prop, SEGMENTS, type Segment } from './model';
import { benchTop, boxCorners, resolvePoint } from './svg-paths';

const JOINT_LIMITS = {
  knee: [-5, 165],
  hip: [-40, 165],
  shoulder: [-75, 180],
  elbow: [-8, 160],
  ankle: [35, 135],
  neck: [-50, 50],
} as const;

const RADIUS: Partial<Record<BodyPoint, number>> = {
  head: 9,
  pelvis: 8,
  hip: 8,
  hip2: 8,
  shoulder: 6,
  shoulder2: 6,
  knee: 6,
  knee2: 6,
  elbow: 4,
  elbow2: 4,
  hand: 4,
  hand2: 4,
  ankle: 4,
  ankle2: 4,
};
const TOLERANCE = 3.5;

const within = (v: number, [lo, hi]: readonly [number, number]) => v >= lo - 1e-6 && v <= hi + 1e-6;

const SEGMENTS_OF: Record<string, Segment[]> = {
  hip: ['thigh'],
  hip2: ['thigh2'],
  knee: ['thigh', 'shin'],
  knee2: ['thigh2', 'shin2'],
  ankle: ['shin'],
  ankle2: ['shin2'],
  shoulder: ['upperArm'],
  shoulder2: ['upperArm2'],
  elbow: ['upperArm', 'forearm'],
  elbow2: ['upperArm2', 'forearm2'],
  neck: [],
};

function jointProblems(f: Figure): string[] {
  const p = f.pose;
  const scale = p.scale as Record<Segment, number>;
  const out: string[] = [];
  if (p.shrug < 0 || p.shrug > 8) out.push(`shrug ${p.shrug} is outside 0…8`);
  for (const segment of SEGMENTS) if (scale[segment] < 0.2 || scale[segment] > 1) out.push(`${segment} scale ${scale[segment]} is outside 0.2…1`);
  const inPlane = (joint: string) => SEGMENTS_OF[joint]!.every((x) => scale[x] >= 0.9);
  const limit = (value: number, [lo, hi]: readonly [number, number], joint: string, what = '') => {
    if (inPlane(joint) && !within(value, [lo, hi])) out.push(`${joint}${what} ${Math.round(value)}° is outside ${lo}…${hi}°`);
  };
  const legs = [
    [p.leg, ''],
    [p.leg2, '2'],
  ] as const;
  const arms = [
    [p.arm, ''],
    [p.arm2, '2'],
  ] as const;
  limit(norm(p.head - p.trunk), JOINT_LIMITS.neck, 'neck');
  if (f.view === 'side') {
    for (const [leg, s] of legs) {
      limit(norm(leg[0] - p.trunk + 180), JOINT_LIMITS.hip, `hip${s}`);
      limit(norm(leg[0] - leg[1]), JOINT_LIMITS.knee, `knee${s}`);
      limit(norm(leg[2] - leg[1]), JOINT_LIMITS.ankle, `ankle${s}`);
    }
    for (const [arm, s] of arms) {
      limit(norm(arm[0] - p.trunk + 180), JOINT_LIMITS.shoulder, `shoulder${s}`);
      limit(norm(arm[1] - arm[0]), JOINT_LIMITS.elbow, `elbow${s}`);
    }
    return out;
  }
  for (const [arm, s] of arms) limit(Math.abs(norm(arm[1] - arm[0])), [0, 160], `elbow${s}`, ' bend');
  for (const [leg, s] of legs) {
    limit(Math.abs(norm(leg[0] - p.trunk + 180)), [0, 75], `hip${s}`, ' out to the side');
    limit(Math.abs(norm(leg[0] - leg[1])), [0, 30], `knee${s}`, ' bent sideways');
  }
  return out;
}

const dist = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);
function distToSegment(p: Pt, a: Pt, b: Pt): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return dist(p, [a[0] + t * dx, a[1] + t * dy]);
}
function distToPolygon(p: Pt, corners: Pt[]): number {
  // Inside (the body point sunk into a pad) counts as touching; the outline decides otherwise.
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [a, b] = [corners[i]!, corners[j]!];
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  if (inside) return 0;
  return Math.min(...corners.map((c, i) => distToSegment(p, c, corners[(i + 1) % corners.length]!)));
}

function gap(point: BodyPoint, surface: string, f: Figure, props: readonly Prop[]): number | string {
  const p = f[point];
  const r = RADIUS[point] ?? 1.5;
  if (surface === 'floor') return Math.abs(FRAME.floor - (p[1] + r));
  const prop = props.find((x) => x.id === surface);
  if (!prop) return `no prop with id '${surface}'`;
  switch (prop.kind) {
    case 'line':
      return Math.max(0, distToSegment(p, resolvePoint(prop.from, f), resolvePoint(prop.to, f)) - (prop.width ?? 3) / 2 - r);
    case 'box':
      return Math.max(0, distToPolygon(p, boxCorners(resolvePoint(prop.at, f), prop.w, prop.h, prop.angle)) - r);
    case 'disc':
      return Math.max(0, dist(p, resolvePoint(prop.at, f)) - prop.r - r);
    case 'bench': {
      const [a, b] = benchTop(prop);
      return Math.max(0, distToSegment(p, a, b) - r);
    }
    case 'cable':
      return Math.max(0, dist(p, resolvePoint(prop.to ?? 'grip', f)) - r);
    case 'barbell': {
      const at = resolvePoint(prop.at ?? 'grip', f);
      if (f.view === 'side') return Math.max(0, dist(p, at) - 2.5 - r);
      return Math.max(0, distToSegment(p, [at[0] - 88, at[1]], [at[0] + 88, at[1]]) - 1.5 - r);
    }
    default:
      return Math.max(0, dist(p, resolvePoint(prop.at ?? 'hand', f)) - 2.5 - r);
  }
}

const DRAWS: Partial<Record<Prop['kind'], string>> = { barbell: 'barbell', dumbbell: 'dumbbell', kettlebell: 'kettlebell', bench: 'bench', cable: 'cable' };
const OVER_FEET = new Set(['squat', 'hinge', 'v_push', 'shrug', 'calf', 'lunge']);

export function movementProblems(exercise: Pick<ExerciseSeed, 'key' | 'machines' | 'load' | 'pattern'>, movement: Movement): string[] {
  const out: string[] = [];
  const { keyframes, props, view } = movement;
  if (keyframes.length < 2) out.push('fewer than two keyframes');
  keyframes.forEach((frame, i) => {
    const a = figureOf(frame, view);
    const next = i + 1 < keyframes.length ? i + 1 : movement.loop ? 0 : null;
    if (next !== null) {
      const b = figureOf(keyframes[next]!, view);
      if (Math.max(...BODY_POINTS.map((k) => dist(a[k], b[k]))) < 6) out.push(`keyframes ${i + 1} and ${next + 1} barely differ`);
    }
    if (frame.contacts.length === 0) out.push(`keyframe ${i + 1} rests on nothing`);
    for (const [point, surface] of frame.contacts) {
      const g = gap(point, surface, a, props);
      if (typeof g === 'string') out.push(`keyframe ${i + 1}: ${g}`);
      else if (g > TOLERANCE) out.push(`keyframe ${i + 1}: ${point} is ${g.toFixed(1)} away from ${surface}`);
    }
  });
  const needs = exercise.machines.filter((m) => m !== 'bodyweight');
  for (const machine of needs) {
    if (!props.some((p) => p.machine === machine || DRAWS[p.kind] === machine))
      out.push(`machine '${machine}' is not drawn (no prop with machine: '${machine}')`);
  }
  const room = movement.room ?? 0;
  if (room < 0 || room > 40) out.push(`room ${room} is outside 0…40`);
  const seen = new Set<string>();
  for (const [step, { figure }] of animationFigures(movement).entries()) {
    const where = `frame ${step + 1} of the animation`;
    for (const problem of jointProblems(figure)) seen.add(`${where}: ${problem}`);
    for (const point of BODY_POINTS) {
      const [x, y] = figure[point];
      if (y + (RADIUS[point] ?? 0) > FRAME.floor + TOLERANCE) seen.add(`${where}: ${point} is under the floor`);
      if (x < -room / 2 || x > FRAME.size + room / 2 || y < -room) seen.add(`${where}: ${point} is outside the picture`);
    }
    const bar = props.find((p) => p.kind === 'barbell');
    if (bar && view === 'side' && (exercise.load === 'barbell' || exercise.load === 'plates_smith')) {
      const [bx] = resolvePoint(bar.at ?? 'grip', figure);
      if (OVER_FEET.has(exercise.pattern) && !exercise.machines.includes('bench')) {
        const feet = [figure.heel, figure.toe, figure.heel2, figure.toe2].map(([x]) => x);
        const lo = Math.min(...feet) - 2;
        const hi = Math.max(...feet) + 2;
        if (bx < lo || bx > hi) seen.add(`${where}: the bar (x ${bx.toFixed(0)}) is not over the feet (${lo.toFixed(0)}…${hi.toFixed(0)})`);
      }
      if (exercise.pattern === 'h_push') {
        const lower = figure.pelvis[0] + (figure.neck[0] - figure.pelvis[0]) * 0.5;
        const lo = Math.min(figure.shoulder[0], lower) - 5;
        const hi = Math.max(figure.shoulder[0], lower) + 5;
        if (bx < lo || bx > hi)
          seen.add(`${where}: the bar (x ${bx.toFixed(0)}) is not between the shoulder and the lower chest (${lo.toFixed(0)}…${hi.toFixed(0)})`);
      }
    }
  }
  return [...out, ...seen];
}
