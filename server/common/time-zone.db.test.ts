// Member calendar dates are Korea's (Asia/Seoul), whatever the server's TZ: at 23:30 UTC it is already
// the next morning in Seoul, so a sign-up's first body record, a body-data save without a date, a
// recommendation and the member's age all use the Korean date.
import { afterEach, expect, test, vi } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../tests/helpers/app';
import { api, memberInput, signUpMember, trpcData, trpcMutation, trpcQuery } from '../../tests/helpers/calls';
import { bodyPartIds } from '../../tests/helpers/catalogue-ids';

let t: TestApp | undefined;
const originalTz = process.env.TZ;
afterEach(async () => {
  await t?.close();
  t = undefined;
  process.env.TZ = originalTz;
});

for (const tz of ['UTC', 'America/Los_Angeles']) {
  test(`with TZ=${tz} at 23:30 UTC on 2026-11-21, members get Korea's date, 2026-11-22`, async () => {
    process.env.TZ = tz;
    // The server's own idea of "today" is still the 21st: this is what the old code used.
    expect(new Date(Date.UTC(2026, 10, 21, 23, 30)).getDate()).toBe(21);
    const clock = fakeClock(Date.UTC(2026, 10, 21, 23, 30));
    t = await buildTestApp({ now: clock.now });
    // Born on 2000-11-22: 26 today in Korea, still 25 in UTC.
    const m = await signUpMember(t.app, { birthDate: '2000-11-22' });

    const first = trpcData(await trpcQuery(t.app, 'user.bodyData.recent', undefined, m.accessToken));
    expect(first.date).toBe('2026-11-22');

    const saved = await api(t.app, 'POST', '/bodyData', {
      token: m.accessToken,
      body: { height: 176, weight: 71, bodyFat: 17, muscleMass: 34, upDownBalance: 0.5 },
    });
    expect(saved.status).toBe(200);
    const record = (await api(t.app, 'GET', `/bodyData/${saved.body}`, { token: m.accessToken })).json();
    expect(record.date).toBe('2026-11-22');

    const rec = trpcData(await trpcMutation(t.app, 'recommendation.create', { bodyPartIds: bodyPartIds(t.catalogue, '가슴'), machineIds: [] }, m.accessToken));
    expect(rec.date).toBe('2026-11-22');

    const info = (await api(t.app, 'GET', '/myfit/userInfo', { token: m.accessToken })).json();
    expect(info.userAge).toBe(26);
  });
}

test('a birth date of "today in Korea" is accepted at 23:30 UTC the day before; tomorrow in Korea is not', async () => {
  process.env.TZ = 'UTC';
  // The sign-up form's rule reads the wall clock (it runs in browsers too), so the wall clock is set.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 21, 23, 30));
  try {
    t = await buildTestApp();
    expect((await trpcMutation(t.app, 'user.signUp', memberInput({ birthDate: '2026-11-22' }))).status).toBe(200);
    expect((await trpcMutation(t.app, 'user.signUp', memberInput({ birthDate: '2026-11-23' }))).status).toBe(400);
  } finally {
    vi.useRealTimers();
  }
});
