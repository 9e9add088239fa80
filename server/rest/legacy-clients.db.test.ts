// What the legacy web client does with our /api answers (docs/legacy-api.md §9), run against the real app:
// it calls `videoLink.split("=")[1]` on every workout it shows and puts every `imgPath` into <img src>
// on its own origin. Also the unfiltered legacy list order, and the two §4.6 routes it may still call.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import { api, type Member, type ShimResult, signUpMember, trpcData, trpcMutation, trpcQuery } from '../../tests/helpers/calls';

/** The legacy client's exact expression. */
const clientVideoId = (videoLink: any): unknown => videoLink.split('=')[1];

type Found = { videoLinks: unknown[]; imgPaths: unknown[] };

/** Every `videoLink` and `imgPath` anywhere in a JSON answer. */
function collect(value: unknown, found: Found = { videoLinks: [], imgPaths: [] }): Found {
  if (Array.isArray(value)) for (const v of value) collect(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'videoLink') found.videoLinks.push(field);
      else if (key === 'imgPath') found.imgPaths.push(field);
      else collect(field, found);
    }
  }
  return found;
}

let t: TestApp;
let a: Member;
let responses: { label: string; res: ShimResult }[];

/** Walks every shim the legacy client reads workouts, pictures or videos from, as member `a`. */
async function walkTheLegacyClient(app: TestApp['app'], member: Member) {
  const out: { label: string; res: ShimResult }[] = [];
  const record = async (label: string, res: Promise<ShimResult>) => {
    const r = await res;
    expect(r.status, `${label}: ${r.body.slice(0, 200)}`).toBe(200);
    out.push({ label, res: r });
    return r;
  };
  const all = (await record('search -1', api(app, 'POST', '/workouts/search/list/-1', { body: { searchKeyword: '', bodyPartKoreanName: [] } }))).json();
  for (let page = 1; page <= Math.ceil(all.length / 12); page++) {
    await record(`search page ${page}`, api(app, 'POST', `/workouts/search/list/${page}`, { body: { searchKeyword: '', bodyPartKoreanName: [] } }));
  }
  await record('search keyword', api(app, 'POST', '/workouts/search/list/1', { body: { searchKeyword: '프레스', bodyPartKoreanName: [] } }));
  await record('search part', api(app, 'POST', '/workouts/search/list/1', { body: { searchKeyword: '', bodyPartKoreanName: ['어깨'] } }));
  for (const w of all) await record(`workout ${w.id}`, api(app, 'GET', `/workouts/${w.id}`));
  await record('body parts', api(app, 'GET', '/bodyParts/all'));
  await record('machines', api(app, 'POST', '/machines/list', { token: member.accessToken, body: { bodyPartKoreanName: [] } }));

  const parts = ['가슴', '등', '어깨', '이두', '삼두', '복근', '엉덩이', '허벅지 앞', '허벅지 뒤', '종아리'];
  for (const part of parts) {
    const id = (
      await api(app, 'POST', '/recommendation/workout', { token: member.accessToken, body: { bodyPartKoreanName: [part], machineKoreanName: [] } })
    ).json();
    const history = await record(`history ${part}`, api(app, 'GET', `/recommendation/workout/history/${id}`, { token: member.accessToken }));
    // Add what was recommended, as the client's result page does.
    const routines = (await api(app, 'GET', '/myfit/routines/workout', { token: member.accessToken })).json();
    if (routines.length === 0) {
      await api(app, 'POST', '/myfit/routines/workout', {
        token: member.accessToken,
        body: { routines: [{ routineId: -1, routineIndex: 1, routineName: '전신' }] },
      });
    }
    const [routine] = (await api(app, 'GET', '/myfit/routines/workout', { token: member.accessToken })).json();
    const first = history.json().recommends[0];
    if (part === '가슴' || part === '종아리') {
      await api(app, 'POST', `/myfit/routines/workout/${routine.routineId}`, {
        token: member.accessToken,
        body: { workoutIds: [first.workoutId], weight: first.weight, rep: first.repeat, setCount: first.set },
      });
    }
  }
  await record('history list', api(app, 'GET', '/recommendation/workout/history/list/1', { token: member.accessToken }));
  for (const r of (await api(app, 'GET', '/myfit/routines/workout', { token: member.accessToken })).json()) {
    await record(`my workouts ${r.routineId}`, api(app, 'GET', `/myfit/routines/workout/${r.routineId}`, { token: member.accessToken }));
  }
  return out;
}

beforeAll(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
  responses = await walkTheLegacyClient(t.app, a);
});
afterAll(async () => t.close());

describe('videoLink on every shim answer', () => {
  test("the client's videoLink.split('=')[1] never throws, and yields either no id or a real 11-character id", () => {
    let checked = 0;
    for (const { label, res } of responses) {
      for (const link of collect(res.json()).videoLinks) {
        expect(typeof link, label).toBe('string');
        const id = clientVideoId(link);
        expect(id === undefined || (typeof id === 'string' && /^[\w-]{11}$/.test(id)), `${label}: ${String(link)}`).toBe(true);
        if (link !== '') expect(link).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
        checked++;
      }
    }
    // Every workout (154+), the search pages, ten histories and the routines carried one.
    expect(checked).toBeGreaterThan(300);
    for (const kind of ['workout ', 'search page', 'history ', 'history list', 'my workouts']) {
      expect(
        responses.filter((r) => r.label.startsWith(kind)).some((r) => collect(r.res.json()).videoLinks.length > 0),
        kind,
      ).toBe(true);
    }
  });

  test('tRPC keeps null where no video is known (our own client shows a search link instead)', async () => {
    const w = trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id: 1 }));
    expect(w.videoLink === null || /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(w.videoLink)).toBe(true);
  });
});

describe('imgPath on every shim answer', () => {
  test('is an absolute URL on the origin the client reached, and each one answers 200 with a picture that may be embedded cross-origin', async () => {
    const paths = new Set<string>();
    for (const { label, res } of responses) {
      for (const img of collect(res.json()).imgPaths) {
        expect(typeof img, label).toBe('string');
        expect(img, label).toMatch(/^http:\/\/localhost:80\/media\/(exercises|movements|body-parts|machines)\/[a-z0-9_]+\.svg$/);
        paths.add(img as string);
      }
    }
    expect(paths.size).toBeGreaterThan(150);
    // An exercise with a movement illustration is shown by its animated picture (바벨 벤치 프레스 at least).
    expect([...paths].some((p) => /\/media\/movements\/bench_press\.svg$/.test(p))).toBe(true);
    for (const url of paths) {
      const res = await t.app.inject({
        method: 'GET',
        url: new URL(url).pathname,
        headers: { origin: 'http://legacy-client.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
  });

  test('tRPC keeps the relative /media path for our own same-origin client', async () => {
    const w = trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id: 1 }));
    expect(w.imgPath).toMatch(/^\/media\/exercises\//);
  });
});

describe('the origin in imgPath', () => {
  const firstImg = async (app: TestApp['app'], headers: Record<string, string> = {}) =>
    (await api(app, 'GET', '/workouts/1', { headers })).json().imgPath as string;

  test('PUBLIC_URL wins over the request', async () => {
    const p = await buildTestApp({ config: { publicUrl: 'https://fit.example.kr/app' } });
    try {
      expect(await firstImg(p.app, { host: 'other.example' })).toMatch(/^https:\/\/fit\.example\.kr\/app\/media\/movements\//);
    } finally {
      await p.close();
    }
  });

  test('without TRUST_PROXY, X-Forwarded-Proto and -Host are ignored: the Host header and the socket decide', async () => {
    const img = await firstImg(t.app, { host: 'fitforme.kr:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(img).toMatch(/^http:\/\/fitforme\.kr:8080\/media\//);
  });

  test('with TRUST_PROXY naming the proxy, its forwarded scheme and host are used', async () => {
    const p = await buildTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    try {
      const img = await firstImg(p.app, { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'fitforme.kr' });
      expect(img).toMatch(/^https:\/\/fitforme\.kr\/media\//);
    } finally {
      await p.close();
    }
  });

  test('a forged or garbage Host never reaches the URL', async () => {
    const img = await firstImg(t.app, { host: 'evil.example"><script>' });
    expect(img).toMatch(/^http:\/\/127\.0\.0\.1:0\/media\//);
  });
});

describe('the unfiltered legacy list', () => {
  test('comes back id-descending (newest first), paged by 12', async () => {
    const all = (await api(t.app, 'POST', '/workouts/search/list/-1', { body: { searchKeyword: '', bodyPartKoreanName: [] } })).json();
    const ids = all.map((w: { id: number }) => w.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    const page1 = (await api(t.app, 'POST', '/workouts/search/list/1', { body: { searchKeyword: null, bodyPartKoreanName: null } })).json();
    expect(page1.map((w: { id: number }) => w.id)).toEqual(ids.slice(0, 12));
    const page2 = (await api(t.app, 'POST', '/workouts/search/list/2', { body: {} })).json();
    expect(page2.map((w: { id: number }) => w.id)).toEqual(ids.slice(12, 24));
  });

  test('a body-part list without a keyword is id-descending too, and holds only exercises that train the part', async () => {
    const shoulders = (await api(t.app, 'POST', '/workouts/search/list/-1', { body: { searchKeyword: '', bodyPartKoreanName: ['어깨'] } })).json();
    const ids = shoulders.map((w: { id: number }) => w.id);
    expect(ids.length).toBeGreaterThan(12);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    for (const w of shoulders) expect(w.bodyPartKoreanName).toContain('어깨');
  });
});

describe('POST /api/user/auth/verify/email/{email} (legacy §4.6)', () => {
  const verify = (app: TestApp['app'], email: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/user/auth/verify/email/${encodeURIComponent(email)}`, headers });

  test("answers bare 'ok' for a free address, '아이디 중복' for a registered one (any letter case), and the format text with 400", async () => {
    const free = await verify(t.app, 'nobody-here@fitforme.kr');
    expect([free.statusCode, free.headers['content-type'], free.body]).toEqual([200, 'text/plain; charset=utf-8', 'ok']);
    const taken = await verify(t.app, a.loginEmail.toUpperCase());
    expect([taken.statusCode, taken.body]).toEqual([200, '아이디 중복']);
    for (const bad of ['no-at-sign', 'a b@c', '@', `${'x'.repeat(300)}@b.kr`]) {
      const res = await verify(t.app, bad);
      expect([res.statusCode, res.body], bad).toEqual([400, '형식에 맞지 않는 이메일 주소']);
    }
  });

  test('a stale token does not get in the way (it is a pre-sign-up call)', async () => {
    const res = await verify(t.app, 'free-again@fitforme.kr', { authorization: 'Bearer garbage' });
    expect([res.statusCode, res.body]).toEqual([200, 'ok']);
  });

  test('is limited per IP like sign-up: 429 envelope with Retry-After; bad input does not count; another IP is not affected', async () => {
    const p = await buildTestApp({ config: { emailCheckLimitPerHour: 3, trustProxy: ['127.0.0.1'] } });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 0; i < 3; i++) expect((await verify(p.app, `free${i}@fitforme.kr`, from('203.0.113.7'))).statusCode).toBe(200);
      expect((await verify(p.app, 'not-an-email', from('203.0.113.7'))).statusCode).toBe(400);
      const limited = await verify(p.app, 'free9@fitforme.kr', from('203.0.113.7'));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ status: 'TOO_MANY_REQUESTS', statusMessage: '이메일 확인 요청이 너무 많아요. 잠시 후 다시 시도해 주세요' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // tRPC shares the same budget.
      const viaTrpc = await p.app.inject({
        method: 'GET',
        url: `/trpc/user.emailAvailable?input=${encodeURIComponent(JSON.stringify({ loginEmail: 'x@fitforme.kr' }))}`,
        headers: from('203.0.113.7'),
      });
      expect(viaTrpc.statusCode).toBe(429);
      expect((await verify(p.app, 'free9@fitforme.kr', from('198.51.100.1'))).statusCode).toBe(200);
    } finally {
      await p.close();
    }
  });

  test('tRPC user.emailAvailable answers { available } and refuses a malformed address in Korean', async () => {
    const q = (loginEmail: string) => trpcQuery(t.app, 'user.emailAvailable', { loginEmail });
    expect(trpcData(await q('new-one@fitforme.kr'))).toEqual({ available: true });
    expect(trpcData(await q(a.loginEmail))).toEqual({ available: false });
    const bad = await q('no-at-sign');
    expect(bad.status).toBe(400);
    expect(bad.error().message).toMatch(/[가-힣]/);
  });
});

describe('POST /api/myfit/routines/workout/search/{routineId} (legacy §4.6)', () => {
  test("lists matching exercises not yet in the caller's routine, best match first; only the owner may ask", async () => {
    const b = await signUpMember(t.app);
    const routineId = trpcData(await trpcMutation(t.app, 'routines.create', { name: '가슴날' }, b.accessToken)).routineId;
    const search = (member: Member, keyword: unknown, id = routineId) =>
      api(t.app, 'POST', `/myfit/routines/workout/search/${id}`, { token: member.accessToken, body: { searchKeyword: keyword } });

    const before = (await search(b, '벤치')).json();
    expect(before[0]).toEqual({ workoutId: expect.any(Number), workoutName: expect.stringContaining('벤치') });
    expect(before.every((w: { workoutName: string }) => typeof w.workoutName === 'string')).toBe(true);
    const bench = before.find((w: { workoutName: string }) => w.workoutName === '바벨 벤치 프레스');
    expect(bench).toBeDefined();
    await trpcMutation(t.app, 'routines.addItem', { routineIds: [routineId], exerciseId: bench.workoutId }, b.accessToken);
    const after = (await search(b, '벤치')).json();
    expect(after.map((w: { workoutId: number }) => w.workoutId)).toEqual(
      before.map((w: { workoutId: number }) => w.workoutId).filter((id: number) => id !== bench.workoutId),
    );

    const everything = (await search(b, '')).json();
    const all = (await api(t.app, 'POST', '/workouts/search/list/-1', { body: {} })).json();
    expect(everything.length).toBe(all.length - 1);

    const notOwner = await search(a, '벤치');
    expect([notOwner.status, notOwner.json().status]).toEqual([403, 'ROUTINE_NOT_FOUND_EXCEPTION']);
    expect((await api(t.app, 'POST', `/myfit/routines/workout/search/${routineId}`, { body: { searchKeyword: '벤치' } })).status).toBe(401);
    const wrongType = await search(b, 5);
    expect([wrongType.status, wrongType.json().status]).toEqual([400, 'BAD_REQUEST']);
    const badId = await api(t.app, 'POST', '/myfit/routines/workout/search/abc', { token: b.accessToken, body: {} });
    expect([badId.status, badId.json().status]).toEqual([400, 'BAD_REQUEST']);
  });
});
