import { MACHINES } from '../../../../seed/catalogue/machines';
import { MAP_COLORS } from './muscle-map';

const S = MAP_COLORS.primary;
const F = MAP_COLORS.secondary;

const line = (x1: number, y1: number, x2: number, y2: number) => `<path d="M${x1} ${y1}L${x2} ${y2}"/>`;
const path = (d: string) => `<path d="${d}"/>`;
const solid = (x: number, y: number, w: number, h: number, rx = 1.5) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${S}"/>`;
const pad = (x: number, y: number, w: number, h: number, rx = 2.5) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${F}"/>`;
const circle = (cx: number, cy: number, r: number, fill = 'none') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const stack = (x: number, y: number, w: number, h: number) => {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="1.5"/>`;
  for (let yy = y + 4; yy < y + h - 1; yy += 4) out += line(x + 2, yy, x + w - 2, yy);
  return out;
};
const barWithPlates = (x1: number, x2: number, y: number, big = 11, small = 8) =>
  line(x1, y, x2, y) +
  solid(x1 + 4, y - big, 4, big * 2) + solid(x1 + 8.5, y - small, 3, small * 2) +
  solid(x2 - 8, y - big, 4, big * 2) + solid(x2 - 11.5, y - small, 3, small * 2);

const ICONS: Record<string, string> = {
  barbell: barWithPlates(6, 58, 32),
  ez_bar:
    path('M6 32H20Q24 25 28 32T36 32Q40 25 44 32H58') +
    solid(10, 24, 4, 16) + solid(14.5, 26, 3, 12) + solid(50, 24, 4, 16) + solid(46.5, 26, 3, 12),
  dumbbell: line(22, 32, 42, 32) + solid(13, 22, 8, 20, 2) + solid(9, 25, 4, 14) + solid(43, 22, 8, 20, 2) + solid(51, 25, 4, 14),
  kettlebell: path('M23 30Q20 13 32 13T41 30') + `<circle cx="32" cy="39" r="13" fill="${F}"/>` + line(26, 41, 38, 41),
  bench: pad(8, 25, 48, 7) + line(16, 32, 16, 50) + line(48, 32, 48, 50) + line(10, 50, 22, 50) + line(42, 50, 54, 50),
  squat_rack:
    line(16, 8, 16, 56) + line(48, 8, 48, 56) + line(10, 56, 54, 56) + line(12, 38, 20, 38) + line(44, 38, 52, 38) +
    line(6, 22, 58, 22) + solid(7, 14, 4, 16) + solid(53, 14, 4, 16),
  smith_machine:
    line(12, 8, 52, 8) + line(12, 8, 12, 56) + line(52, 8, 52, 56) + line(6, 56, 58, 56) +
    line(20, 8, 20, 56) + line(44, 8, 44, 56) + line(10, 30, 54, 30) + solid(5, 23, 4, 14) + solid(55, 23, 4, 14),
  cable:
    path('M18 56V8H46V56') + line(12, 56, 52, 56) + circle(32, 13, 3) + stack(24, 34, 16, 18) +
    path('M29 13L10 30') + path('M6 32l4-2 2 4'),
  lat_pulldown:
    path('M44 56V8H14') + line(38, 56, 54, 56) + circle(16, 11, 2.5) + line(16, 14, 16, 22) +
    path('M6 26Q8 22 16 22T26 26') + pad(10, 44, 18, 5) + line(19, 49, 19, 56) + circle(18, 38, 3, F) + stack(47, 30, 8, 24),
  seated_row:
    pad(6, 42, 18, 5) + line(15, 47, 15, 56) + line(4, 56, 60, 56) + line(36, 36, 36, 52) + pad(34, 36, 5, 16, 2) +
    path('M52 56V26') + circle(52, 40, 2.5) + line(49, 40, 30, 40) + path('M30 36v8'),
  chest_press_machine:
    pad(12, 16, 6, 28) + pad(10, 44, 20, 5) + line(20, 49, 20, 56) + line(8, 56, 56, 56) +
    path('M18 26H42M18 34H42') + path('M42 22V38') + stack(48, 22, 8, 32),
  pec_deck:
    pad(28, 16, 8, 28) + pad(24, 44, 16, 5) + line(32, 49, 32, 56) + line(20, 56, 44, 56) +
    path('M32 12L14 18M32 12L50 18') + pad(9, 18, 6, 18, 2) + pad(49, 18, 6, 18, 2),
  shoulder_press_machine:
    pad(28, 20, 8, 26) + pad(22, 46, 20, 5) + line(32, 51, 32, 56) + line(18, 56, 46, 56) +
    path('M16 30H48M16 30V12M48 30V12') + path('M12 12H20M44 12H52'),
  leg_press:
    line(6, 56, 58, 56) + line(16, 52, 52, 16) + pad(6, 38, 6, 14, 2) + pad(8, 50, 14, 5) +
    path('M34 24L44 34') + path('M38 22l4-4M46 30l4-4') + circle(49, 18, 5, S),
  hack_squat:
    line(6, 56, 58, 56) + line(22, 56, 44, 10) + pad(25, 18, 8, 30, 2) + path('M24 20l6 4M30 14l6 4') +
    path('M14 48L28 52') + circle(44, 12, 4, S),
  leg_extension:
    pad(10, 18, 6, 24) + pad(10, 40, 22, 5) + line(20, 45, 20, 56) + line(6, 56, 58, 56) +
    path('M32 44L44 50') + circle(46, 51, 4, F) + stack(50, 20, 8, 28),
  leg_curl:
    pad(6, 28, 38, 6) + line(14, 34, 14, 56) + line(38, 34, 38, 56) + line(6, 56, 58, 56) +
    path('M44 31L52 22') + circle(53, 20, 4, F) + circle(44, 31, 2, S),
  hip_abduction:
    pad(26, 12, 12, 24) + pad(22, 36, 20, 5) + line(32, 41, 32, 56) + line(18, 56, 46, 56) +
    `<rect x="10" y="38" width="6" height="16" rx="2" fill="${F}" transform="rotate(20 13 46)"/>` +
    `<rect x="48" y="38" width="6" height="16" rx="2" fill="${F}" transform="rotate(-20 51 46)"/>` +
    path('M10 30l-4 4 4 4M54 30l4 4-4 4'),
  calf_raise_machine:
    line(52, 8, 52, 56) + line(6, 56, 58, 56) + line(52, 14, 18, 14) + pad(20, 14, 10, 6, 2) + pad(34, 14, 10, 6, 2) +
    solid(18, 48, 28, 6, 1) + path('M32 42V28M27 33l5-5 5 5'),
  seated_calf_raise:
    pad(6, 36, 18, 5) + line(14, 41, 14, 56) + line(4, 56, 60, 56) + pad(22, 24, 18, 6, 2) +
    path('M40 27L52 20M52 20V56') + solid(28, 46, 14, 4, 1) + circle(52, 16, 4, S),
  pullup_bar:
    line(8, 16, 56, 16) + line(14, 16, 14, 56) + line(50, 16, 50, 56) + line(8, 56, 20, 56) + line(44, 56, 56, 56) +
    path('M24 16v6M40 16v6'),
  dip_bar:
    line(8, 24, 28, 24) + line(36, 24, 56, 24) + line(14, 24, 14, 56) + line(24, 24, 24, 56) +
    line(40, 24, 40, 56) + line(50, 24, 50, 56) + line(8, 56, 56, 56) + solid(8, 22, 8, 4, 2) + solid(48, 22, 8, 4, 2),
  assisted_pullup:
    path('M12 56V8H52V56') + line(6, 56, 58, 56) + line(8, 12, 56, 12) + path('M12 26H20M52 26H44') +
    pad(22, 34, 20, 5) + line(32, 39, 32, 48) + stack(24, 46, 16, 10),
  preacher_bench:
    pad(8, 44, 16, 5) + line(16, 49, 16, 56) + line(6, 56, 46, 56) +
    `<rect x="22" y="26" width="26" height="7" rx="2.5" fill="${F}" transform="rotate(-35 35 29)"/>` +
    line(34, 40, 34, 56) + path('M34 10Q38 6 42 10T50 10') + solid(30, 6, 3, 8) + solid(51, 6, 3, 8),
  t_bar_row:
    line(6, 56, 58, 56) + circle(10, 54, 2, S) + line(10, 54, 46, 24) + circle(47, 23, 9, F) + circle(47, 23, 3, S) +
    path('M34 34L42 44M30 38L38 48') + solid(20, 52, 16, 4, 1),
  lateral_raise_machine:
    pad(28, 18, 8, 28) + pad(22, 46, 20, 5) + line(32, 51, 32, 56) + line(18, 56, 46, 56) +
    path('M28 20H10M36 20H54') + pad(8, 17, 8, 6, 2) + pad(48, 17, 8, 6, 2) + path('M12 12l-3-3-3 3M52 12l3-3 3 3'),
  roman_chair:
    line(6, 56, 58, 56) + line(14, 56, 42, 24) + line(48, 56, 42, 24) +
    `<rect x="32" y="14" width="20" height="8" rx="3" fill="${F}" transform="rotate(-40 42 18)"/>` +
    circle(22, 46, 3.5, F) + circle(27, 42, 3.5, F),
  ab_roller: line(6, 36, 58, 36) + `<circle cx="32" cy="36" r="13" fill="${F}"/>` + circle(32, 36, 3, S) +
    solid(6, 33, 10, 6, 3) + solid(48, 33, 10, 6, 3),
  bodyweight:
    circle(32, 13, 5) + line(32, 19, 32, 38) + path('M18 22L32 27L46 22') + path('M22 55L32 38L42 55'),
  // The cardio zone (ADR 025).
  treadmill:
    path('M6 50L52 44') + path('M8 56L54 50') + circle(52, 47, 3) + line(44, 45, 46, 16) + pad(38, 10, 16, 8, 2) +
    path('M30 24H46'),
  stationary_bike:
    circle(44, 48, 8) + line(6, 56, 58, 56) + line(20, 56, 26, 22) + pad(18, 18, 14, 5, 2) + path('M26 30L44 48') +
    path('M44 48L48 20') + path('M44 20H54'),
  recumbent_bike:
    line(6, 56, 58, 56) + pad(8, 20, 6, 22, 2) + pad(8, 40, 20, 5) + line(18, 45, 18, 56) + path('M28 44L46 44') +
    circle(48, 42, 7) + path('M46 44V28H52'),
  rowing_machine:
    line(4, 50, 60, 50) + line(8, 50, 8, 56) + line(56, 50, 56, 56) + pad(24, 42, 12, 5) + circle(12, 40, 7) +
    path('M48 50L52 38') + path('M19 38L40 30M40 26v8'),
  stair_climber:
    path('M8 56V46H20V36H32V26H44V16H56V56Z') + path('M14 10V56M14 10H24'),
  elliptical:
    `<ellipse cx="30" cy="46" rx="18" ry="7" fill="${F}"/>` + line(6, 56, 58, 56) + path('M16 46L40 12M44 46L22 12') +
    line(48, 56, 50, 16) + pad(44, 10, 12, 6, 2),
};

// Unknown keys: a weight plate.
const FALLBACK = `<circle cx="32" cy="32" r="20" fill="${F}"/>` + circle(32, 32, 12) + circle(32, 32, 4, S);

const NAME = new Map(MACHINES.map((m) => [m.key, m.koreanName]));

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function machineIconSvg(key: string): string {
  const body = ICONS[key] ?? FALLBACK;
  const title = NAME.get(key) ?? '운동 기구';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">',
    `<title>${esc(title)}</title>`,
    '<rect width="64" height="64" rx="14" fill="#edf2ff"/>',
    `<g fill="none" stroke="${S}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${body}</g>`,
    '</svg>',
  ].join('');
}

const MACHINE_ICON_KEYS = Object.keys(ICONS);
