// docs/decisions/033-movement-illustrations.md. Colours come from classes with a dark-scheme variant, so a picture
// follows the system's colour scheme also inside an <img>.
import type { BodyPartKey } from '../catalogue-data';
import { animationFigures, dir, type Figure, figureOf, type Pt, STEPS } from './kinematics';
import { BODY, FRAME, type Movement, type Prop, type Tint, type Tone } from './model';
import { barEnds, benchTop, boxCorners, discPath, type Element, mid, n, polygon, resolvePoint, seg, shift } from './svg-paths';

const STYLE =
  'path{fill:none;stroke:currentColor;stroke-linecap:round;stroke-linejoin:round}.f{fill:currentColor}' +
  '.b{color:#5c6c7d}.a{color:#3d4956}.k{color:#a3adb8}.m1{color:#3b5bdb}.m2{color:#91a7ff}.fl{color:#ced4da}' +
  '.metal{color:#495057}.frame{color:#868e96}.pad{color:#adb5bd}.plate{color:#343a40}.plate.f{fill-opacity:.7}.cable{color:#868e96}' +
  '@media (prefers-color-scheme:dark){.b{color:#c3ccd6}.a{color:#e9edf1}.k{color:#6f7c8a}.m1{color:#748ffc}.m2{color:#4263eb}' +
  '.fl{color:#495057}.metal{color:#ced4da}.frame{color:#868e96}.pad{color:#5c636a}.plate{color:#dee2e6}.cable{color:#adb5bd}}';

const TONE_FILLED = (tone: Tone | undefined, fallback: Tone) => `${tone ?? fallback} f`;

function propElements(prop: Prop, view: Figure['view']): Element[] {
  const side = view === 'side';
  switch (prop.kind) {
    case 'line':
      return [{ cls: prop.tone ?? 'frame', width: prop.width ?? 3, d: (f) => seg(resolvePoint(prop.from, f), resolvePoint(prop.to, f)) }];
    case 'box':
      return [{ cls: TONE_FILLED(prop.tone, 'pad'), width: 1.5, d: (f) => polygon(boxCorners(resolvePoint(prop.at, f), prop.w, prop.h, prop.angle)) }];
    case 'disc':
      return [{ cls: TONE_FILLED(prop.tone, 'metal'), width: 1, d: (f) => discPath(resolvePoint(prop.at, f), prop.r) }];
    case 'barbell': {
      const at = prop.at ?? 'grip';
      const plate = prop.plate ?? 'large';
      if (side) {
        const r = plate === 'large' ? 20 : plate === 'small' ? 12 : 0;
        const out: Element[] = [];
        if (r) out.push({ cls: 'plate f', width: 1, d: (f) => discPath(resolvePoint(at, f), r) });
        out.push({ cls: 'metal f', width: 1, d: (f) => discPath(resolvePoint(at, f), 2.5) });
        return out;
      }
      const h = plate === 'large' ? 40 : plate === 'small' ? 24 : 0;
      const out: Element[] = [{ cls: 'metal', width: 3, d: (f) => seg(...barEnds(resolvePoint(at, f), 88)) }];
      if (h) for (const x of [-72, 72]) out.push({ cls: 'plate f', width: 1, d: (f) => polygon(boxCorners(shift(resolvePoint(at, f), x), 8, h)) });
      return out;
    }
    case 'dumbbell': {
      const at = prop.at ?? 'hand';
      return [
        { cls: 'plate f', width: 1, d: (f) => discPath(resolvePoint(at, f), 7) },
        { cls: 'metal f', width: 1, d: (f) => discPath(resolvePoint(at, f), 2) },
      ];
    }
    case 'kettlebell': {
      const at = prop.at ?? 'hand';
      return [
        { cls: 'plate', width: 2.5, d: (f) => seg(resolvePoint(at, f), shift(resolvePoint(at, f), 0, 7)) },
        { cls: 'plate f', width: 1, d: (f) => discPath(shift(resolvePoint(at, f), 0, 12), 8) },
      ];
    }
    case 'bench': {
      const [a, b] = benchTop(prop);
      const r = ((prop.angle ?? 0) * Math.PI) / 180;
      const down: Pt = [Math.sin(r) * 7, Math.cos(r) * 7];
      const leg = (t: number): Pt => shift(mid(a, b, t), 0, 7);
      return [
        { cls: 'frame', width: 3, d: () => seg(leg(0.15), [leg(0.15)[0], FRAME.floor]) },
        { cls: 'frame', width: 3, d: () => seg(leg(0.85), [leg(0.85)[0], FRAME.floor]) },
        { cls: 'pad f', width: 1.5, d: () => polygon([a, b, shift(b, down[0], down[1]), shift(a, down[0], down[1])]) },
      ];
    }
    case 'cable':
      return [
        { cls: 'cable', width: 1.2, d: (f) => seg(prop.at, resolvePoint(prop.to ?? 'grip', f)) },
        { cls: 'metal f', width: 1, d: () => discPath(prop.at, 4) },
      ];
  }
}

function stripe(a: Pt, b: Pt, s0: number, s1: number, normal: number, off: number): string {
  const o = dir(normal);
  return seg(shift(mid(a, b, s0), o[0] * off, o[1] * off), shift(mid(a, b, s1), o[0] * off, o[1] * off));
}

function muscleElements(part: BodyPartKey, cls: string, view: Figure['view']): Element[] {
  const e = (width: number, d: Element['d']): Element => ({ cls, width, d });
  if (view === 'side') {
    const t = (f: Figure) => f.pose.trunk;
    switch (part) {
      case 'chest':
        return [e(6, (f) => stripe(f.pelvis, f.neck, 0.6, 0.88, t(f) - 90, 5))];
      case 'abs':
        return [e(6, (f) => stripe(f.pelvis, f.neck, 0.12, 0.5, t(f) - 90, 5))];
      case 'back':
        return [e(6, (f) => stripe(f.pelvis, f.neck, 0.3, 0.9, t(f) + 90, 5))];
      case 'glutes':
        return [e(8, (f) => stripe(f.pelvis, f.neck, -0.04, 0.12, t(f) + 90, 4))];
      case 'shoulders':
        return [{ cls: `${cls} f`, width: 1, d: (f) => discPath(f.shoulder, 5.5) }];
      case 'biceps':
        return [e(4, (f) => stripe(f.shoulder, f.elbow, 0.25, 0.8, f.pose.arm[0] + 90, 2.5))];
      case 'triceps':
        return [e(4, (f) => stripe(f.shoulder, f.elbow, 0.2, 0.8, f.pose.arm[0] - 90, 2.5))];
      case 'quads':
        return [e(5, (f) => stripe(f.hip, f.knee, 0.18, 0.85, f.pose.leg[0] + 90, 3))];
      case 'hamstrings':
        return [e(5, (f) => stripe(f.hip, f.knee, 0.2, 0.85, f.pose.leg[0] - 90, 3))];
      case 'calves':
        return [e(5, (f) => stripe(f.knee, f.ankle, 0.1, 0.5, f.pose.leg[1] - 90, 2.5))];
    }
  }
  const front = view === 'front';
  const both = (d: (f: Figure, second: boolean) => string, width: number) => [e(width, (f) => d(f, false)), e(width, (f) => d(f, true))];
  const trunkAt = (f: Figure, s: number, across: number): Pt => {
    const base = mid(f.pelvis, f.neck, s);
    const o = dir(f.pose.trunk + 90);
    return shift(base, o[0] * across, o[1] * across);
  };
  switch (part) {
    case 'chest':
      return front ? both((f, r) => seg(trunkAt(f, 0.72, r ? -3 : 3), trunkAt(f, 0.72, r ? -10 : 10)), 7) : [];
    case 'abs':
      return front ? [e(7, (f) => seg(trunkAt(f, 0.15, 0), trunkAt(f, 0.5, 0)))] : [];
    case 'back':
      return front
        ? both((f, r) => seg(trunkAt(f, 0.98, r ? -4 : 4), mid(f.neck, r ? f.shoulder2 : f.shoulder, 0.85)), 4)
        : both((f, r) => seg(trunkAt(f, 0.35, r ? -5 : 5), trunkAt(f, 0.8, r ? -11 : 11)), 6);
    case 'glutes':
      return both((f, r) => discPath(trunkAt(f, 0.02, r ? -6 : 6), 4.5), 3).map((m) => ({ ...m, cls: `${cls} f` }));
    case 'shoulders':
      return both((f, r) => discPath(r ? f.shoulder2 : f.shoulder, 4.5), 3).map((m) => ({ ...m, cls: `${cls} f` }));
    case 'biceps':
      return front
        ? both((f, r) => seg(mid(r ? f.shoulder2 : f.shoulder, r ? f.elbow2 : f.elbow, 0.3), mid(r ? f.shoulder2 : f.shoulder, r ? f.elbow2 : f.elbow, 0.8)), 4)
        : [];
    case 'triceps':
      return front
        ? []
        : both(
            (f, r) => seg(mid(r ? f.shoulder2 : f.shoulder, r ? f.elbow2 : f.elbow, 0.25), mid(r ? f.shoulder2 : f.shoulder, r ? f.elbow2 : f.elbow, 0.8)),
            4,
          );
    case 'quads':
      return front ? both((f, r) => seg(mid(r ? f.hip2 : f.hip, r ? f.knee2 : f.knee, 0.2), mid(r ? f.hip2 : f.hip, r ? f.knee2 : f.knee, 0.85)), 5) : [];
    case 'hamstrings':
      return front ? [] : both((f, r) => seg(mid(r ? f.hip2 : f.hip, r ? f.knee2 : f.knee, 0.2), mid(r ? f.hip2 : f.hip, r ? f.knee2 : f.knee, 0.85)), 5);
    case 'calves':
      return front
        ? []
        : both((f, r) => seg(mid(r ? f.knee2 : f.knee, r ? f.ankle2 : f.ankle, 0.1), mid(r ? f.knee2 : f.knee, r ? f.ankle2 : f.ankle, 0.5)), 4);
  }
}

const W = BODY.width;
const limb = (cls: string, width: number, from: keyof Figure, to: keyof Figure): Element => ({ cls, width, d: (f) => seg(f[from] as Pt, f[to] as Pt) });
const headDisc = (cls: string): Element => ({ cls: `${cls} f`, width: 1, d: (f) => discPath(f.head, BODY.headRadius) });

function elements(movement: Movement, tint: Tint): Element[] {
  const { view } = movement;
  const muscles = (parts: readonly BodyPartKey[], which: readonly BodyPartKey[]) =>
    parts.filter((p) => which.includes(p)).flatMap((p) => muscleElements(p, tint.primary.includes(p) ? 'm1' : 'm2', view));
  const tinted = [...tint.primary, ...tint.secondary];
  const behind = movement.props.filter((p) => !p.front && !isHeld(p));
  const held = movement.props.filter((p) => p.front || isHeld(p));
  const room = movement.room ?? 0;
  const out: Element[] = [
    { cls: 'fl', width: 2, d: () => `M${-room / 2} ${FRAME.floor}H${FRAME.size + room / 2}` },
    ...behind.flatMap((p) => propElements(p, view)),
  ];
  if (view === 'side') {
    out.push(limb('k', W.thigh, 'hip2', 'knee2'), limb('k', W.shin, 'knee2', 'ankle2'), limb('k', W.foot, 'heel2', 'toe2'));
    out.push(limb('k', W.upperArm, 'shoulder2', 'elbow2'), limb('k', W.forearm, 'elbow2', 'hand2'));
    out.push(limb('b', W.trunk, 'pelvis', 'neck'), headDisc('b'));
    out.push(...muscles(tinted, ['chest', 'abs', 'back', 'glutes']));
    out.push(limb('b', W.thigh, 'hip', 'knee'), limb('b', W.shin, 'knee', 'ankle'), limb('b', W.foot, 'heel', 'toe'));
    out.push(...muscles(tinted, ['quads', 'hamstrings', 'calves']));
    out.push(limb('b', W.upperArm, 'shoulder', 'elbow'), limb('b', W.forearm, 'elbow', 'hand'));
    out.push(...muscles(tinted, ['shoulders', 'biceps', 'triceps']));
    // A weight's near plate is outside the near hand, so nearer the viewer than the arm (drawn see-through).
    out.push(...held.flatMap((p) => propElements(p, view)));
    return out;
  }
  for (const s of ['', '2'] as const) {
    out.push(limb('b', W.thigh, `hip${s}`, `knee${s}`), limb('b', W.shin, `knee${s}`, `ankle${s}`), limb('b', W.foot, `heel${s}`, `toe${s}`));
  }
  out.push({ cls: 'b f', width: 6, d: (f) => polygon([f.shoulder, f.shoulder2, f.hip2, f.hip]) });
  out.push(headDisc('b'));
  out.push(...muscles(tinted, ['chest', 'abs', 'back', 'glutes', 'quads', 'hamstrings', 'calves']));
  out.push(...held.flatMap((p) => propElements(p, view)));
  // The arms a shade apart from the trunk, so an arm across the body still shows.
  for (const s of ['', '2'] as const) out.push(limb('a', W.upperArm, `shoulder${s}`, `elbow${s}`), limb('a', W.forearm, `elbow${s}`, `hand${s}`));
  out.push(...muscles(tinted, ['shoulders', 'biceps', 'triceps']));
  return out;
}

const isHeld = (p: Prop) => p.kind === 'barbell' || p.kind === 'dumbbell' || p.kind === 'kettlebell';

const open = (movement: Movement, frames: number, title: string) => {
  const room = movement.room ?? 0;
  const side = FRAME.size + room;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-room / 2} ${-room} ${side * frames} ${side}" width="${FRAME.size * frames}" height="${FRAME.size}"><title>${escapeXml(title)}</title><style>${STYLE}</style>`;
};
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attrs = (e: Element) => `class="${e.cls}"${e.width !== undefined ? ` stroke-width="${e.width}"` : ''}`;

function stillSvg(movement: Movement, tint: Tint, title: string): string {
  const figure = figureOf(movement.keyframes[0]!, movement.view);
  return `${open(movement, 1, title)}${elements(movement, tint)
    .map((e) => `<path ${attrs(e)} d="${e.d(figure)}"/>`)
    .join('')}</svg>`;
}

function framesSvg(movement: Movement, tint: Tint, title: string): string {
  const els = elements(movement, tint);
  const frames = movement.keyframes.map((frame, i) => {
    const figure = figureOf(frame, movement.view);
    const body = els.map((e) => `<path ${attrs(e)} d="${e.d(figure)}"/>`).join('');
    const x = -(movement.room ?? 0) / 2;
    const divider = i > 0 ? `<path class="fl" stroke-width="2" d="M${x} 24V${FRAME.floor - 24}M${x - 5} 95L${x} 100L${x - 5} 105"/>` : '';
    return `<g transform="translate(${i * (FRAME.size + (movement.room ?? 0))} 0)">${divider}${body}</g>`;
  });
  return `${open(movement, movement.keyframes.length, title)}${frames.join('')}</svg>`;
}

const MOVE_S = 1;
const HOLD_S = 0.4;

function animatedSvg(movement: Movement, tint: Tint, title: string): string {
  const figures = animationFigures(movement);
  const times: number[] = [];
  const order: number[] = [];
  let t = 0;
  figures.forEach((entry, i) => {
    if (i > 0) t += MOVE_S / STEPS;
    times.push(t);
    order.push(i);
    const hold = entry.keyframe === null || i === figures.length - 1 ? 0 : HOLD_S * (movement.keyframes[entry.keyframe]!.hold ?? 1);
    if (hold > 0) {
      t += hold;
      times.push(t);
      order.push(i);
    }
  });
  const total = t;
  const keyTimes = times.map((x) => +(x / total).toFixed(4)).join(';');
  const body = elements(movement, tint)
    .map((e) => {
      const ds = figures.map(({ figure }) => e.d(figure));
      const first = ds[0]!;
      if (ds.every((d) => d === first)) return `<path ${attrs(e)} d="${first}"/>`;
      const values = order.map((i) => ds[i]).join(';');
      return `<path ${attrs(e)} d="${first}"><animate attributeName="d" dur="${n(total)}s" repeatCount="indefinite" keyTimes="${keyTimes}" values="${values}"/></path>`;
    })
    .join('');
  return `${open(movement, 1, title)}${body}</svg>`;
}

export type MovementPicture = 'animated' | 'still' | 'frames';

export function renderMovement(movement: Movement, tint: Tint, name: string, picture: MovementPicture): string {
  const title = `${name} 동작`;
  if (picture === 'still') return stillSvg(movement, tint, title);
  if (picture === 'frames') return framesSvg(movement, tint, title);
  return animatedSvg(movement, tint, title);
}
