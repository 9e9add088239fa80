// The SVG path pieces the movement pictures are drawn with: points, segments, discs, boxes, a bench's top.
import type { Figure, Pt } from './kinematics';
import type { BodyPoint, PointRef, Prop } from './model';

export const n = (v: number) => +v.toFixed(1);
const pt = ([x, y]: Pt) => `${n(x)} ${n(y)}`;
export const seg = (a: Pt, b: Pt) => `M${pt(a)}L${pt(b)}`;
export const discPath = ([x, y]: Pt, r: number) => `M${n(x - r)} ${n(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
export const mid = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Where a prop's point is in this figure's frame. */
export function resolvePoint(ref: PointRef, figure: Figure): Pt {
  if (typeof ref === 'string') return figure[ref as BodyPoint];
  if (Array.isArray(ref)) return ref as unknown as Pt;
  const { from, dx = 0, dy = 0 } = ref as { from: BodyPoint; dx?: number; dy?: number };
  const p = figure[from];
  return [p[0] + dx, p[1] + dy];
}

/** A rectangle's corners: centred at `c`, `w` × `h`, turned `angle` degrees clockwise. */
export function boxCorners(c: Pt, w: number, h: number, angle = 0): Pt[] {
  const r = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(r), Math.sin(r)];
  return [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x, y]) => [c[0] + x! * cos - y! * sin, c[1] + x! * sin + y! * cos] as Pt);
}
export const polygon = (points: Pt[]) => `M${points.map(pt).join('L')}Z`;

/** A bench's top surface: from its left end `length` long, tilted up by `angle`. */
export function benchTop(prop: Extract<Prop, { kind: 'bench' }>): [Pt, Pt] {
  const a = ((prop.angle ?? 0) * Math.PI) / 180;
  return [prop.at, [prop.at[0] + prop.length * Math.cos(a), prop.at[1] - prop.length * Math.sin(a)]];
}

/** One drawn element: a class, optional width, and its path for a given figure. */
export type Element = { cls: string; width?: number; d: (figure: Figure) => string };

export const shift = (p: Pt, dx: number, dy = 0): Pt => [p[0] + dx, p[1] + dy];
export const barEnds = (c: Pt, half: number): [Pt, Pt] => [shift(c, -half), shift(c, half)];
