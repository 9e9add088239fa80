// The legacy web client's situation, in a real browser: its page lives on ANOTHER origin whose host
// forwards only /api to us (docs/legacy-api.md §9). Through that proxy the page reads workouts, recommendation
// history and routines, runs the client's exact `videoLink.split("=")[1]` on each, and puts every
// `imgPath` into <img src>. Every picture must load cross-site (absolute URL on our origin, CORP
// cross-origin) and nothing may throw.
import { randomUUID } from 'node:crypto';
import { createServer, request } from 'node:http';
import { test as base, expect } from '../fixtures';
import { freePort } from '../helpers/server';

const PAGE = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>legacy client</title></head>
<body><main id="out"></main><script>
async function call(method, url, body, token) {
  const res = await fetch(url, { method, headers: Object.assign({ 'content-type': 'application/json' }, token ? { authorization: 'Bearer ' + token } : {}), body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  try { return JSON.parse(text); } catch { return text; }
}
function show(label, items) {
  for (const item of items) {
    const id = item.videoLink.split("=")[1]; // the legacy client's exact expression
    const img = document.createElement('img');
    img.src = item.imgPath;
    img.alt = label + ' ' + (item.koreanName || item.workoutName || '');
    img.dataset.videoId = String(id);
    document.getElementById('out').append(img);
  }
}
window.run = async (email) => {
  const auth = await call('POST', '/api/user/auth', { userName: '홍길동', loginEmail: email, password: 'abcd1234', sex: '남성', birthDate: '1999-01-31', height: 175, weight: 70, bodyFat: 18, muscleMass: 35, upDownBalance: 0.5 });
  const token = auth.accessToken;
  show('search', await call('POST', '/api/workouts/search/list/1', { searchKeyword: '', bodyPartKoreanName: [] }));
  show('detail', [await call('GET', '/api/workouts/1')]);
  const recId = await call('POST', '/api/recommendation/workout', { bodyPartKoreanName: ['가슴'], machineKoreanName: ['바벨', '벤치', '덤벨'] }, token);
  const history = await call('GET', '/api/recommendation/workout/history/' + recId, null, token);
  show('history', history.recommends);
  await call('POST', '/api/myfit/routines/workout', { routines: [{ routineId: -1, routineIndex: 1, routineName: '가슴' }] }, token);
  const [routine] = await call('GET', '/api/myfit/routines/workout', null, token);
  const first = history.recommends[0];
  await call('POST', '/api/myfit/routines/workout/' + routine.routineId, { workoutIds: [first.workoutId], weight: first.weight, rep: first.repeat, setCount: first.set }, token);
  show('routine', await call('GET', '/api/myfit/routines/workout/' + routine.routineId, null, token));
  const parts = await call('GET', '/api/bodyParts/all');
  show('part', parts.map((p) => Object.assign({ videoLink: '' }, p)));
  return document.images.length;
};
</script></body></html>`;

/** The legacy client's host: serves its page and forwards /api (only) to the worker's server, setting Host to ours. */
const test = base.extend<{ legacyOrigin: string }>({
  legacyOrigin: async ({ server }, use) => {
    const target = new URL(server.baseUrl);
    const legacyHost = createServer((req, res) => {
      if (req.url?.startsWith('/api/')) {
        const upstream = request(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        req.pipe(upstream);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
    const port = await freePort();
    await new Promise<void>((ok) => legacyHost.listen(port, '127.0.0.1', ok));
    // 'localhost' vs our '127.0.0.1': another origin and another site.
    await use(`http://localhost:${port}`);
    await new Promise((ok) => legacyHost.close(ok));
  },
});

test('on another origin, every picture the legacy client shows loads and no videoLink throws', async ({ legacyOrigin, newPage, server }) => {
  const page = await newPage({ baseURL: legacyOrigin });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  const count = await page.evaluate((email) => (window as unknown as { run: (e: string) => Promise<number> }).run(email), `legacy-${randomUUID()}@fitforme.kr`);
  expect(count).toBeGreaterThan(20);
  // Wait until the browser has finished with every image, then read what it got.
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true);
  const images = await page.evaluate(() => [...document.images].map((img) => ({ src: img.src, width: img.naturalWidth, videoId: img.dataset.videoId })));
  for (const img of images) {
    expect(img.src.startsWith(`${server.baseUrl}/media/`), img.src).toBe(true);
    expect(img.width, `${img.src} did not load cross-site`).toBeGreaterThan(0);
    expect(img.videoId === 'undefined' || /^[\w-]{11}$/.test(img.videoId ?? ''), img.videoId).toBe(true);
  }
  expect(errors).toEqual([]);
});
