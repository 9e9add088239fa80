// Every picture the seed serves (body-part maps, exercise muscle maps, machine icons) is a safe, well-formed
// SVG naming what it shows.
import { describe, expect, test } from 'vitest';
import { machineIconSvg } from './machine-icons';
import { bodyPartSvg, MAP_COLORS, muscleMapSvg } from './muscle-map';
import { CATALOGUE, catalogueVersion, validateCatalogue } from '../sync/sync';
import { BODY_PARTS } from '../../../../seed/catalogue/body-parts';
import { EXERCISES } from '../../../../seed/catalogue/exercises';
import { MACHINES } from '../../../../seed/catalogue/machines';
import type { BodyPartKey, ExerciseSeed, LoadModel, MovementPattern } from '../catalogue-data';
import { primaryOf } from '../../../../tests/helpers/catalogue-seed';

/** Tag balance and the safety rules every served SVG must follow. */
function expectSafeSvg(svg: string, label: string) {
  expect(svg.startsWith('<svg'), label).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain('viewBox=');
  expect(svg).toMatch(/<title>[^<]+<\/title>/);
  expect(svg).not.toMatch(/<script|<foreignObject|<image|<use|href|url\(|\son[a-z]+=|javascript:/i);
  const stack: string[] = [];
  for (const [, close, name, , self] of svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g)) {
    if (self) continue;
    if (close) expect(stack.pop(), `${label}: </${name}>`).toBe(name);
    else stack.push(name!);
  }
  expect(stack, label).toEqual([]);
  // Nothing left once the well-formed tags are removed but text.
  expect(svg.replace(/<\/?[a-zA-Z]+(?:\s+[\w:-]+="[^"]*")*\s*\/?>/g, '')).not.toMatch(/[<>]/);
  expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
}

describe('pictures', () => {
  test('every body part has a safe map with that part highlighted', () => {
    for (const b of BODY_PARTS) {
      const svg = bodyPartSvg(b.key);
      expectSafeSvg(svg, b.key);
      expect(svg).toContain(MAP_COLORS.primary);
      expect(svg).toContain(`<title>${b.koreanName}</title>`);
    }
  });

  test('every exercise has a safe muscle map naming its muscles', () => {
    for (const e of EXERCISES) {
      const primary = primaryOf(e);
      const secondary = e.bodyParts.slice(e.primaryCount);
      const svg = muscleMapSvg(primary, secondary);
      expectSafeSvg(svg, e.key);
      expect(svg).toContain(MAP_COLORS.primary);
      if (secondary.length) expect(svg).toContain(MAP_COLORS.secondary);
      const korean = new Map(BODY_PARTS.map((b) => [b.key, b.koreanName]));
      for (const p of e.bodyParts) expect(svg).toContain(korean.get(p)!);
    }
  });

  test('every machine (and an unknown key) has a safe icon', () => {
    for (const m of MACHINES) {
      const svg = machineIconSvg(m.key);
      expectSafeSvg(svg, m.key);
      expect(svg).toContain(`<title>${m.koreanName}</title>`);
    }
    expectSafeSvg(machineIconSvg('no_such_machine'), 'fallback');
  });

  test('machine kinds get distinct drawings', () => {
    const drawings = new Set(MACHINES.map((m) => machineIconSvg(m.key).replace(/<title>.*<\/title>/, '')));
    expect(drawings.size).toBe(MACHINES.length);
  });
});
