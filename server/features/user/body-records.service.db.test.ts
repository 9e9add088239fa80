// Body measurements and the member's profile, called directly: one row per date (upsert), the latest by
// date and by insertion, pages of 12, deletion, and ownership of every row.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { codeOf, rows, type ServiceWorld, serviceWorld, signedUp, type TestMember } from '../../../tests/helpers/services';
import type { BodyRecordInput } from '../auth/auth.shared';
import {
  BODY_DATA_PAGE_SIZE,
  deleteBodyRecord,
  getBodyRecord,
  listBodyRecords,
  memberSummary,
  recentBodyRecords,
  saveBodyRecord,
} from './body-records.service';
import { getMe, updateProfile } from './user.service';

let w: ServiceWorld;
let a: TestMember;
let b: TestMember;
beforeEach(async () => {
  w = await serviceWorld();
  a = await signedUp(w.deps, { birthDate: '1990-11-22' });
  b = await signedUp(w.deps);
});
afterEach(() => w.close());

const measurements = (overrides: Partial<BodyRecordInput> = {}): BodyRecordInput => ({
  height: 180,
  weight: 80,
  bodyFat: 20,
  muscleMass: 38.5,
  upDownBalance: 4,
  ...overrides,
});
const ownRows = async (m: TestMember) =>
  (JSON.parse(await rows(w.db, 'body_data')) as { user_id: number; date: string }[]).filter((r) => r.user_id === m.ctx.user.userId);

test('a second save on the same date overwrites that day; another date adds a row', async () => {
  const signUpRow = await recentBodyRecords(a.ctx);
  const earlier = await saveBodyRecord(a.ctx, measurements({ date: '2026-11-20' }));
  expect(earlier).toEqual({
    bodyDataId: earlier.bodyDataId,
    date: '2026-11-20',
    height: 180,
    weight: 80,
    bodyFat: 20,
    muscleMass: 38.5,
    upDownBalance: 4,
    bodyFigure: 'chubby', // 20 kg of fat: the top of the 통통 band of docs/product.md §4
    bodyFigureLabel: '통통',
  });
  const again = await saveBodyRecord(a.ctx, measurements({ date: '2026-11-20', weight: 78, bodyFat: 12 }));
  expect([again.bodyDataId, again.weight, again.bodyFat, again.bodyFigure]).toEqual([earlier.bodyDataId, 78, 12, 'muscular']);
  // No date: today in Korea, which is the sign-up's row (2026-11-21 at noon in Seoul).
  expect((await saveBodyRecord(a.ctx, measurements())).bodyDataId).toBe(signUpRow.bodyDataId);
  expect((await ownRows(a)).map((r) => r.date)).toEqual(['2026-11-21', '2026-11-20']);
});

test('a save without a date takes Korea’s date, not the server’s', async () => {
  w.clock.advance(13 * 3600 * 1000); // 16:00 UTC on the 21st is 01:00 on the 22nd in Seoul
  expect((await saveBodyRecord(a.ctx, measurements())).date).toBe('2026-11-22');
});

test('the latest record is the latest date; the member summary keeps the legacy "latest saved" and the age in Korea', async () => {
  await saveBodyRecord(a.ctx, measurements({ date: '2026-12-01', weight: 90 }));
  await saveBodyRecord(a.ctx, measurements({ date: '2026-10-01', weight: 60, bodyFat: 10, muscleMass: 30 }));
  expect(await recentBodyRecords(a.ctx)).toMatchObject({ date: '2026-12-01', weight: 90 });
  expect(await memberSummary(a.ctx)).toEqual({
    userName: '홍길동',
    userAge: 35, // born 1990-11-22; on 2026-11-21 the birthday is a day away
    height: 180,
    weight: 60,
    bodyFat: 10,
    muscleMass: 30,
    upDownBalance: 4,
    bodyFigure: 'thin',
    bodyFigureLabel: '마른형',
  });
});

test('pages hold 12 records, newest date first; a page past the end is empty', async () => {
  for (let day = 1; day <= 14; day++) await saveBodyRecord(a.ctx, measurements({ date: `2026-10-${String(day).padStart(2, '0')}` }));
  const dates = async (page: number) => (await listBodyRecords(a.ctx, page)).map((r) => r.date);
  expect(BODY_DATA_PAGE_SIZE).toBe(12);
  expect(await dates(1)).toEqual(['2026-11-21', ...Array.from({ length: 11 }, (_, i) => `2026-10-${String(14 - i).padStart(2, '0')}`)]);
  expect(await dates(2)).toEqual(['2026-10-03', '2026-10-02', '2026-10-01']);
  expect(await dates(3)).toEqual([]);
  expect((await listBodyRecords(b.ctx, 1)).map((r) => r.date)).toEqual(['2026-11-21']);
});

test('another member’s record is unknown: get and delete answer BODY_DATA_NOT_FOUND and change nothing', async () => {
  const theirs = await saveBodyRecord(b.ctx, measurements({ date: '2026-11-01' }));
  const before = await rows(w.db, 'body_data');
  expect(await codeOf(() => getBodyRecord(a.ctx, theirs.bodyDataId))).toBe('BODY_DATA_NOT_FOUND');
  expect(await codeOf(() => deleteBodyRecord(a.ctx, theirs.bodyDataId))).toBe('BODY_DATA_NOT_FOUND');
  expect(await codeOf(() => getBodyRecord(a.ctx, 99_999))).toBe('BODY_DATA_NOT_FOUND');
  expect(await rows(w.db, 'body_data')).toBe(before);
  expect(await getBodyRecord(b.ctx, theirs.bodyDataId)).toEqual(theirs);
});

test('deleting every record leaves no latest record and an empty summary', async () => {
  const mine = await recentBodyRecords(a.ctx);
  await deleteBodyRecord(a.ctx, mine.bodyDataId);
  expect(await ownRows(a)).toEqual([]);
  expect(await ownRows(b)).toHaveLength(1);
  expect(await codeOf(() => recentBodyRecords(a.ctx))).toBe('BODY_DATA_NOT_FOUND');
  expect(await memberSummary(a.ctx)).toMatchObject({ userName: '홍길동', userAge: 35, weight: null, bodyFigure: null, bodyFigureLabel: null });
  expect(await codeOf(() => deleteBodyRecord(a.ctx, mine.bodyDataId))).toBe('BODY_DATA_NOT_FOUND');
});

test('the profile update changes only the caller: name and birth date, which legacy clients may clear', async () => {
  expect(await updateProfile(a.ctx, { userName: '이영희', birthDate: null })).toEqual({
    userId: a.ctx.user.userId,
    userName: '이영희',
    loginEmail: a.input.loginEmail,
    sex: 0,
    birthDate: null,
  });
  expect((await memberSummary(a.ctx)).userAge).toBeNull();
  expect(await getMe(b.ctx)).toMatchObject({ userName: '홍길동', birthDate: '1990-05-05' });
});
