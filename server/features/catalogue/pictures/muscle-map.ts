// No external references, scripts or ids, so several can be inlined on one page.
import { BODY_PARTS } from '../../../../seed/catalogue/body-parts';
import type { BodyPartKey } from '../catalogue-data';

export const MAP_COLORS = {
  primary: '#3b5bdb',
  secondary: '#a5b4fc',
  neutral: '#d5dae1',
  skin: '#f1f3f5',
  outline: '#adb5bd',
  text: '#495057',
} as const;

type Pt = readonly [number, number];
type Seg = { to: Pt; q?: Pt };

// The figure is drawn in a 150 × 300 box; x = 75 is the axis of symmetry. Left-half shapes are given
// once and mirrored (x → 150 − x) for the right half.
const AXIS = 150;
const mx = ([x, y]: Pt): Pt => [AXIS - x, y];
const fmt = ([x, y]: Pt) => `${+x.toFixed(1)},${+y.toFixed(1)}`;

function pathOf(start: Pt, segs: Seg[], mirror = false): string {
  const m = mirror ? mx : (p: Pt) => p;
  let d = `M${fmt(m(start))}`;
  for (const s of segs) d += s.q ? `Q${fmt(m(s.q))} ${fmt(m(s.to))}` : `L${fmt(m(s.to))}`;
  return `${d}Z`;
}

function symmetricPath(start: Pt, leftHalf: Seg[]): string {
  const pts: Pt[] = [start, ...leftHalf.map((s) => s.to)];
  const back: Seg[] = [];
  for (let i = leftHalf.length - 1; i >= 0; i--) {
    const s = leftHalf[i]!;
    back.push({ to: mx(pts[i]!), q: s.q ? mx(s.q) : undefined });
  }
  return pathOf(start, [...leftHalf, ...back]);
}

const BODY = symmetricPath([75, 44], [
  { to: [66, 45] },
  { to: [63, 51], q: [65, 49] },
  { to: [37, 58], q: [46, 52] },
  { to: [28, 77], q: [28, 63] },
  { to: [25, 102], q: [26, 90] },
  { to: [23, 126], q: [24, 114] },
  { to: [19, 152], q: [21, 140] },
  { to: [17, 172], q: [17, 162] },
  { to: [14, 186], q: [13, 180] },
  { to: [22, 196], q: [15, 195] },
  { to: [28, 178], q: [28, 188] },
  { to: [32, 152], q: [30, 164] },
  { to: [38, 127], q: [35, 140] },
  { to: [42, 100], q: [41, 114] },
  { to: [45, 112], q: [44, 104] },
  { to: [50, 136], q: [49, 124] },
  { to: [45, 162], q: [45, 148] },
  { to: [43, 194], q: [42, 178] },
  { to: [48, 238], q: [44, 218] },
  { to: [47, 262], q: [46, 250] },
  { to: [52, 284], q: [50, 276] },
  { to: [46, 293], q: [45, 290] },
  { to: [66, 294], q: [58, 296] },
  { to: [67, 282], q: [68, 289] },
  { to: [70, 250], q: [70, 266] },
  { to: [71, 236] },
  { to: [73, 200], q: [73, 218] },
  { to: [75, 182], q: [74, 188] },
]);
const NECK = symmetricPath([75, 36], [{ to: [67, 36] }, { to: [66, 46] }, { to: [75, 47], q: [70, 48] }]);
const HEAD = '<ellipse cx="75" cy="20" rx="15" ry="18"/>';

type Shape = { part: BodyPartKey | null; left?: string; whole?: string };
const L = (start: Pt, segs: Seg[]) => pathOf(start, segs);

const DELT: Seg[] = [
  { to: [38, 59], q: [47, 54] }, { to: [29.5, 77], q: [29.5, 65] }, { to: [36, 89], q: [31, 86] },
  { to: [46, 66], q: [38, 73] }, { to: [61, 54], q: [53, 58] },
];

const FOREARM: Shape = { part: null, left: L([25, 131], [
  { to: [37, 133], q: [31, 127] }, { to: [30, 168], q: [35, 152] }, { to: [21, 160], q: [23, 169] },
  { to: [25, 131], q: [20, 142] },
]) };

const FRONT: Shape[] = [
  FOREARM,
  { part: 'shoulders', left: L([61, 53], DELT) },
  { part: 'chest', left: L([73, 60], [
    { to: [73, 93] }, { to: [50, 93], q: [62, 100] }, { to: [47, 83], q: [46, 89] },
    { to: [55, 65], q: [48, 70] }, { to: [73, 60], q: [64, 58] },
  ]) },
  { part: 'biceps', left: L([34, 90], [
    { to: [40.5, 100], q: [40, 92] }, { to: [36.5, 124], q: [41, 114] }, { to: [27.5, 111], q: [28, 121] },
    { to: [34, 90], q: [27, 96] },
  ]) },
  { part: 'abs', whole: `${L([65, 99], [
    { to: [85, 99] }, { to: [86, 156] }, { to: [75, 166], q: [84, 164] }, { to: [64, 156], q: [66, 164] },
  ])}` },
  { part: 'abs', left: L([52, 100], [
    { to: [61, 108], q: [58, 101] }, { to: [61, 150] }, { to: [52, 139], q: [55, 146] }, { to: [52, 100], q: [49, 118] },
  ]) },
  { part: 'quads', left: L([53, 170], [
    { to: [71, 184], q: [66, 172] }, { to: [68, 228], q: [72, 208] }, { to: [56, 233], q: [62, 237] },
    { to: [47, 195], q: [47, 214] }, { to: [53, 170], q: [48, 178] },
  ]) },
  { part: 'calves', left: L([65, 245], [
    { to: [68.5, 261], q: [69.5, 251] }, { to: [65.5, 279], q: [68.5, 273] }, { to: [61, 262], q: [61, 272] },
    { to: [65, 245], q: [61, 250] },
  ]) },
];

const BACK: Shape[] = [
  FOREARM,
  { part: 'back', left: L([75, 42], [
    { to: [75, 104] }, { to: [62, 80], q: [68, 94] }, { to: [44, 60], q: [56, 66] }, { to: [68, 47], q: [58, 52] },
  ]) },
  { part: 'back', left: L([45, 82], [
    { to: [60, 86], q: [52, 82] }, { to: [72, 110], q: [70, 96] }, { to: [71, 140] }, { to: [52, 128], q: [60, 138] },
    { to: [45, 82], q: [46, 104] },
  ]) },
  { part: 'shoulders', left: L([61, 53], DELT) },
  { part: 'triceps', left: L([31, 85], [
    { to: [41, 100], q: [40, 88] }, { to: [37, 124], q: [41, 114] }, { to: [27, 112], q: [28, 122] },
    { to: [31, 85], q: [26, 94] },
  ]) },
  { part: 'glutes', left: L([49, 149], [
    { to: [73.5, 151], q: [62, 144] }, { to: [73.5, 176] }, { to: [53, 180], q: [64, 185] },
    { to: [46, 164], q: [46, 174] }, { to: [49, 149], q: [46, 154] },
  ]) },
  { part: 'hamstrings', left: L([50, 188], [
    { to: [72, 190], q: [62, 185] }, { to: [68, 230], q: [72, 212] }, { to: [56, 234], q: [62, 238] },
    { to: [47, 200], q: [48, 218] }, { to: [50, 188], q: [47, 192] },
  ]) },
  { part: 'calves', left: L([52, 244], [
    { to: [68, 246], q: [61, 239] }, { to: [64, 276], q: [71, 262] }, { to: [57, 276], q: [61, 281] },
    { to: [52, 244], q: [47, 260] },
  ]) },
];

const ABS_LINES = 'M75,100V163M65,117H85M65,133H85M65,148H85';
const SPINE_LINE = 'M75,46V150';

function fillFor(part: BodyPartKey | null, primary: Set<BodyPartKey>, secondary: Set<BodyPartKey>): string {
  if (part === null) return MAP_COLORS.neutral;
  if (primary.has(part)) return MAP_COLORS.primary;
  if (secondary.has(part)) return MAP_COLORS.secondary;
  return MAP_COLORS.neutral;
}

function figure(shapes: Shape[], primary: Set<BodyPartKey>, secondary: Set<BodyPartKey>, lines: string): string {
  const parts = shapes.map((s) => {
    const fill = fillFor(s.part, primary, secondary);
    if (s.whole) return `<path fill="${fill}" d="${s.whole}"/>`;
    const mirrored = s.left!.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_m, x: string, y: string) => fmt(mx([+x, +y])));
    return `<path fill="${fill}" d="${s.left}${mirrored}"/>`;
  });
  return [
    `<g fill="${MAP_COLORS.skin}" stroke="${MAP_COLORS.outline}" stroke-width="1.2" stroke-linejoin="round">`,
    HEAD, `<path d="${NECK}"/>`, `<path d="${BODY}"/>`, '</g>',
    `<g stroke="#ffffff" stroke-width="1" stroke-linejoin="round">${parts.join('')}</g>`,
    `<path d="${lines}" fill="none" stroke="#ffffff" stroke-width="1.1" stroke-linecap="round" opacity="0.8"/>`,
  ].join('');
}

const NAME = new Map(BODY_PARTS.map((b) => [b.key, b.koreanName]));
const names = (keys: BodyPartKey[]) => keys.map((k) => NAME.get(k) ?? k).join(', ');

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Captions stay ≥ 12 px on screen (ADR 006): an SVG image matches media queries against its own size; below 128 px they are dropped. */
export const CAPTION_BANDS: ReadonlyArray<{ minWidth: number; fontSize: number | null }> = [
  { minWidth: 320, fontSize: 12 },
  { minWidth: 256, fontSize: 15 },
  { minWidth: 192, fontSize: 20 },
  { minWidth: 160, fontSize: 24 },
  { minWidth: 128, fontSize: 30 },
  { minWidth: 0, fontSize: null },
];

const CAPTION_STYLE = CAPTION_BANDS.map(({ minWidth, fontSize }, i) => {
  const rule = fontSize === null ? '.cap{display:none}' : `.cap{font-size:${fontSize}px}`;
  const upper = CAPTION_BANDS[i - 1]?.minWidth;
  return upper === undefined ? rule : `@media (max-width:${upper - 0.02}px){${rule}}`;
}).join('');

function svg(title: string, primary: BodyPartKey[], secondary: BodyPartKey[]): string {
  const p = new Set(primary);
  const s = new Set(secondary.filter((k) => !p.has(k)));
  const font = `font-family="Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif"`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320" role="img">',
    `<title>${esc(title)}</title>`,
    `<style>${CAPTION_STYLE}</style>`,
    '<rect width="320" height="320" rx="16" fill="#ffffff"/>',
    `<g transform="translate(11 8) scale(0.93)">${figure(FRONT, p, s, ABS_LINES)}</g>`,
    `<g transform="translate(169 8) scale(0.93)">${figure(BACK, p, s, SPINE_LINE)}</g>`,
    // Baseline 312: clear of the feet (y 283) even at the largest caption size.
    `<g class="cap" ${font} font-size="12" fill="${MAP_COLORS.text}" text-anchor="middle">`,
    '<text x="81" y="312">앞</text><text x="239" y="312">뒤</text></g>',
    '</svg>',
  ].join('');
}

export function muscleMapSvg(primary: BodyPartKey[], secondary: BodyPartKey[]): string {
  const title = secondary.length
    ? `주 근육: ${names(primary)} / 보조 근육: ${names(secondary)}`
    : `주 근육: ${names(primary)}`;
  return svg(title, primary, secondary);
}

export function bodyPartSvg(part: BodyPartKey): string {
  return svg(NAME.get(part) ?? part, [part], []);
}
