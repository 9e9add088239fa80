// The '앞'/'뒤' captions of the muscle maps are at least 12 px on screen at every size the
// picture is shown, or left out (thumbnails). The SVG's media queries pick the caption size from the
// picture's own rendered width; here every width from 1 to 1200 px is checked against them.
import { expect, test } from 'vitest';
import { bodyPartSvg, CAPTION_BANDS, muscleMapSvg } from './muscle-map';

/** The caption size in picture units for a rendered width, read from the SVG's own stylesheet. */
function captionUnits(svg: string, width: number): number | null {
  const style = /<style>(.*?)<\/style>/.exec(svg)![1]!;
  let size: number | null = Number(/^\.cap\{font-size:(\d+)px\}/.exec(style)![1]);
  for (const [, max, rule] of style.matchAll(/@media \(max-width:([\d.]+)px\)\{\.cap\{([^}]*)\}\}/g)) {
    if (width <= Number(max)) size = rule === 'display:none' ? null : Number(/font-size:(\d+)px/.exec(rule!)![1]);
  }
  return size;
}

test('at every width the captions render at 12 px or more, or not at all below 128 px', () => {
  for (const svg of [muscleMapSvg(['chest'], ['triceps']), bodyPartSvg('calves')]) {
    expect(svg).toContain('<g class="cap"');
    for (let width = 1; width <= 1200; width++) {
      const units = captionUnits(svg, width);
      if (width < 128) expect(units, `${width}px`).toBeNull();
      else expect((units! * width) / 320, `${width}px`).toBeGreaterThanOrEqual(12);
    }
  }
});

test('the bands are ordered and the largest caption stays clear of the figures (feet end at y 283, baseline 312)', () => {
  const widths = CAPTION_BANDS.map((b) => b.minWidth);
  expect(widths).toEqual([...widths].sort((a, b) => b - a));
  const largest = Math.max(...CAPTION_BANDS.map((b) => b.fontSize ?? 0));
  // Hangul glyphs rise about 0.8 em above the baseline.
  expect(312 - 0.8 * largest).toBeGreaterThan(283);
  expect(muscleMapSvg(['chest'], [])).toContain('<text x="81" y="312">앞</text><text x="239" y="312">뒤</text>');
});
