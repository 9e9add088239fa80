// A workout done with no signal (docs/decisions/018-outbox-and-conflicts.md): started from a kept routine,
// warm-ups added from the kept equipment, a set checked, finished; the summary is worked out on the device and
// marked '동기화 대기 중'. With the signal back the outbox replays it and the server stores the member's moments,
// not the moment of sync, and its summary lasts as long as the workout did. The device's clock is an hour
// behind the server's: the app corrects it by the offset it measured online.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations } from './helpers/axe';
import { MOBILE } from './helpers/browser';
import { exerciseId } from './helpers/gym';
import { memberMutation, memberPage, memberQuery } from './helpers/members';
import { keptData, keptKeys } from './helpers/offline';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const ROUTINE = '가슴 날';
const BARBELL = '바벨 벤치 프레스';
const HOUR = 3600_000;
const TRPC = '**/trpc/**';

/** A summary figure as shown ('운동 시간' → '7초'). */
const stat = (page: Page, label: string) => page.locator(`dt:text-is("${label}")`).locator('xpath=following-sibling::dd[1]').innerText();

/** The moments the device recorded, from the outbox (IndexedDB, or the journal before IndexedDB has them). */
const recorded = async () => {
  type Change = { kind: string; at?: number; input: { startedAt?: number; finishedAt?: number; done?: boolean } };
  const journal: { input: Change }[] = JSON.parse(localStorage.getItem('ffm.outbox.journal') ?? '[]');
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('ffm-outbox');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const stored = await new Promise<{ input: Change }[]>((resolve, reject) => {
    const all = db.transaction('entries').objectStore('entries').getAll();
    all.onsuccess = () => resolve(all.result);
    all.onerror = () => reject(all.error);
  });
  db.close();
  const changes = [...stored, ...journal].map((e) => e.input);
  return {
    startedAt: changes.find((c) => c.kind === 'start')?.input.startedAt,
    doneAt: changes.find((c) => c.kind === 'updateSet' && c.input.done === true)?.at,
    finishedAt: changes.find((c) => c.kind === 'finish')?.input.finishedAt,
  };
};

test("a workout done offline: warm-ups from the kept equipment, finished with the summary on the device; after sync the server has the member's times (390 px, device clock an hour behind)", async () => {
  const page = await memberPage(env, MOBILE);
  const context = page.context();
  const routine = await memberMutation(page, 'routines.create', { name: ROUTINE });
  await memberMutation(page, 'routines.addItem', {
    exerciseId: await exerciseId(page, BARBELL),
    routineIds: [routine.routineId],
    weight: 60,
    rep: 10,
    setCount: 3,
  });

  // The device's clock an hour behind; the app measured the server's once, on the workout screen of an earlier workout.
  await page.clock.install({ time: Date.now() - HOUR });
  const earlier = await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'empty' } });
  await page.goto('/workout');
  await page.getByRole('heading', { level: 1, name: '자유 운동' }).waitFor();
  await memberMutation(page, 'training.session.discard', { sessionClientId: earlier.sessionClientId });
  await page.goto('/mypage');
  await page.getByRole('button', { name: `${ROUTINE} 운동 시작` }).waitFor();
  const keptText = async () => keptKeys((await keptData(page)).member)?.join('\n') ?? '';
  await expect.poll(keptText).toContain('"user","equipment"');
  await expect.poll(keptText).toContain('"routines","items"');

  await context.setOffline(true);
  await context.route(TRPC, (route) => route.abort('internetdisconnected'));
  const tapped = Date.now();
  await page.getByRole('button', { name: `${ROUTINE} 운동 시작` }).click();
  await page.waitForURL('**/workout');
  const card = page.getByRole('region', { name: BARBELL });
  await card.getByRole('button', { name: `${BARBELL} 워밍업 세트 추가` }).click();
  await card.getByLabel('워밍업 1세트 무게 (kg)').waitFor();
  const warmups = await card.getByLabel(/^워밍업 \d+세트 무게 \(kg\)$/).count();
  expect(warmups).toBeGreaterThan(0);
  await card.getByLabel('1세트 무게 (kg)', { exact: true }).fill('60');
  await card.getByLabel('1세트 횟수', { exact: true }).fill('10');
  await card.getByRole('button', { name: '1세트 완료', exact: true }).click();
  await expect.poll(() => card.getByRole('button', { name: '1세트 완료', exact: true }).getAttribute('aria-pressed')).toBe('true');
  await page.getByText('연결 끊김 · 다시 시도 중').waitFor();
  await page.getByRole('button', { name: '완료', exact: true }).click();
  await page.getByRole('dialog', { name: '운동 완료' }).getByRole('button', { name: '운동 끝내기' }).click();

  // Finished at the tap, with no signal: the summary worked out here, waiting to sync.
  await page.waitForURL('**/workout/finished/*');
  await page.getByText('동기화 대기 중').waitFor();
  await page.getByText('인터넷에 연결되면 운동을 저장하고 새 기록을 알려 드릴게요.').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const offlineDuration = await stat(page, '운동 시간');
  expect([await stat(page, '세트'), await stat(page, '운동'), await stat(page, '총 볼륨')]).toEqual(['1세트', '1개', '600kg']);
  const moments = await page.evaluate(recorded);
  expect(moments.startedAt).toBeGreaterThan(0);
  expect(moments.doneAt).toBeGreaterThan(moments.startedAt!);
  expect(moments.finishedAt).toBeGreaterThan(moments.doneAt!);

  // The signal back: the summary becomes the server's.
  await context.unroute(TRPC);
  await context.setOffline(false);
  await page.waitForURL(/\/workout\/done\/\d+$/, { timeout: 60_000 });
  await page.getByRole('heading', { name: '첫 기록' }).waitFor();
  expect(await page.getByText('동기화 대기 중').count()).toBe(0);
  expect(await stat(page, '운동 시간')).toBe(offlineDuration);

  const sessionId = Number(new URL(page.url()).pathname.split('/').pop());
  const logged = await memberQuery(page, 'training.history.get', { id: sessionId });
  const sets = logged.exercises[0]!.sets;
  expect([logged.startedAt, logged.finishedAt]).toEqual([moments.startedAt, moments.finishedAt]);
  expect(sets.filter((s) => s.done).map((s) => [s.kind, s.weight, s.reps, s.doneAt])).toEqual([['work', 60, 10, moments.doneAt]]);
  expect(sets.filter((s) => s.kind === 'warmup').length).toBe(warmups);
  const summary = await memberQuery(page, 'training.session.summary', { id: sessionId });
  expect(summary.durationSeconds).toBe(Math.round((moments.finishedAt! - moments.startedAt!) / 1000));
  // In the server's clock: within a minute of the tap, though the device's clock is an hour off.
  expect(Math.abs(logged.startedAt - tapped)).toBeLessThan(60_000);
  console.info(`offline workout: ${summary.durationSeconds} s stored (${offlineDuration} shown offline), start ${logged.startedAt - tapped} ms from the tap`);
});
