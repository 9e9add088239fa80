// What a new member trips over in routines and history (docs/decisions/031-routine-edits-a-newcomer-can-undo.md),
// at 390 and 360 px: a deleted routine item comes back with '되돌리기' (targets, position, superset; on the
// server, so after a reload), also two quick deletes; adding from search starts with usable amounts (a
// barbell move at the empty bar, '추가하기' enabled at once); a body-weight move is never '0kg'; a session's
// detail leaves out an exercise with no set done; '가져오기·내보내기' fits a 360 px screen. No axe violations.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './helpers/axe';
import { MOBILE, NARROW } from './helpers/browser';
import { exerciseId } from './helpers/gym';
import { memberMutation, memberQuery, memberPage as openMemberPage } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

// A replaced toast fades out while the next one appears, so the same text can be there twice.
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const rowsOf = (page: Page, routineName: string) => page.getByRole('list', { name: `${routineName} 운동 목록` }).getByRole('heading', { level: 3 });
const dialog = (page: Page) => page.getByRole('dialog');
const deleteFromMenu = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `${name} 수정 메뉴`, exact: true }).click();
  await page.getByRole('menuitem', { name: '삭제' }).click();
};
/** Every routine item as the server has it now, without ids (a restored item gets a new one). */
const serverItems = async (page: Page, routineId: number) =>
  (await memberQuery(page, 'routines.items', { routineId })).map(({ routineItemId: _, ...rest }) => rest);
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [label, viewport] of [
  ['390 px', MOBILE],
  ['360 px', NARROW],
] as const) {
  describe(label, () => {
    test('a deleted item comes back with 되돌리기, targets, place and superset; two quick deletes too', async () => {
      const page = await openMemberPage(env, viewport);
      const { routineId } = await memberMutation(page, 'routines.create', { name: '상체' });
      const [bench, squat, pushUp, curl] = [
        await exerciseId(page, '바벨 벤치 프레스'),
        await exerciseId(page, '바벨 백 스쿼트'),
        await exerciseId(page, '푸시업'),
        await exerciseId(page, '덤벨 컬'),
      ];
      for (const id of [bench, squat, pushUp, curl]) {
        await memberMutation(page, 'routines.addItem', { exerciseId: id, routineIds: [routineId], weight: id === pushUp ? null : 40, rep: 10, setCount: 3 });
      }
      const items = await memberQuery(page, 'routines.items', { routineId });
      const squatItem = items.find((w) => w.exerciseId === squat)!;
      await memberMutation(page, 'routines.updateItem', {
        routineItemId: squatItem.routineItemId,
        setTargets: [
          { kind: 'warmup', weight: 20, reps: 10, seconds: null },
          { kind: 'work', weight: 60, reps: 8, seconds: null },
          { kind: 'work', weight: 70, reps: 6, seconds: null },
        ],
      });
      await memberMutation(page, 'routines.groupItems', { routineId, routineItemIds: [items[2]!.routineItemId, items[3]!.routineItemId] });
      const before = await serverItems(page, routineId);

      await page.goto('/mypage');
      await rowsOf(page, '상체').first().waitFor();
      const names = await rowsOf(page, '상체').allTextContents();
      expect(names).toEqual(['바벨 벤치 프레스', '바벨 백 스쿼트', '푸시업', '덤벨 컬']);

      // One delete: the toast names it, offers 되돌리기 (44 px, focused: the row and its menu are gone).
      const deleted = page.waitForResponse((r) => r.url().includes('routines.deleteItem') && r.ok());
      await deleteFromMenu(page, '바벨 백 스쿼트');
      await toast(page, '바벨 백 스쿼트를 루틴에서 뺐어요');
      await deleted;
      expect(await rowsOf(page, '상체').allTextContents()).toEqual(['바벨 벤치 프레스', '푸시업', '덤벨 컬']);
      const undo = page.getByRole('alert').getByRole('button', { name: '되돌리기' });
      const box = (await undo.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await undo.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      const restored = page.waitForResponse((r) => r.url().includes('routines.restoreItem') && r.ok());
      await page.keyboard.press('Enter');
      await restored;
      await expect.poll(() => rowsOf(page, '상체').allTextContents()).toEqual(names);
      await page.reload();
      await rowsOf(page, '상체').first().waitFor();
      expect(await rowsOf(page, '상체').allTextContents()).toEqual(names);
      await page.getByText('워밍업 1 · 2세트 · 60kg × 8 → 70kg × 6').waitFor();
      expect(await serverItems(page, routineId)).toEqual(before);

      // Two quick deletes (one of a superset): one toast names both, and one tap puts both back as they were.
      await deleteFromMenu(page, '바벨 벤치 프레스');
      await deleteFromMenu(page, '덤벨 컬');
      await toast(page, '바벨 벤치 프레스, 덤벨 컬을 루틴에서 뺐어요');
      await expect.poll(() => rowsOf(page, '상체').allTextContents()).toEqual(['바벨 백 스쿼트', '푸시업']);
      await expect.poll(async () => (await memberQuery(page, 'routines.items', { routineId })).length).toBe(2);
      await page.getByRole('alert').getByRole('button', { name: '되돌리기' }).click();
      await toast(page, '되돌렸어요');
      await expect.poll(() => serverItems(page, routineId)).toEqual(before);
      await page.reload();
      await rowsOf(page, '상체').first().waitFor();
      expect(await rowsOf(page, '상체').allTextContents()).toEqual(names);
      await page.getByText('슈퍼세트').first().waitFor();
      expect(await noHorizontalOverflow(page)).toBe(true);
      await page.close();
    });

    test('adding from search starts with usable amounts; a body-weight move is never 0kg', async () => {
      const page = await openMemberPage(env, viewport);
      const { routineId } = await memberMutation(page, 'routines.create', { name: '전신' });
      const squat = await exerciseId(page, '바벨 백 스쿼트');
      const pushUp = await exerciseId(page, '푸시업');

      // A barbell move: the empty bar, 10 reps, 3 sets, and '추가하기' works at once.
      await page.goto(`/workoutdetail/${squat}`);
      await page.getByRole('button', { name: '루틴에 추가' }).click();
      await dialog(page).getByRole('checkbox', { name: '전신', exact: true }).click();
      await dialog(page).getByRole('button', { name: '다음' }).click();
      await dialog(page).getByLabel('무게').waitFor();
      expect(await dialog(page).getByLabel('무게').inputValue()).toBe('20');
      expect(await dialog(page).getByLabel('횟수').inputValue()).toBe('10');
      expect(await dialog(page).getByLabel('세트').inputValue()).toBe('3');
      const add = dialog(page).getByRole('button', { name: '추가하기' });
      expect(await add.isEnabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // Emptied, it says why it waits (under the field, which the member just changed).
      await dialog(page).getByLabel('무게').fill('');
      expect(await add.isDisabled()).toBe(true);
      await dialog(page).getByText('무게를 입력해 주세요', { exact: true }).waitFor();
      await dialog(page).getByRole('button', { name: '되돌리기' }).click();
      expect(await add.isEnabled()).toBe(true);
      await add.click();
      await toast(page, '운동을 추가했어요');

      // A body-weight move: '맨몸' where the weight was, saved with no weight.
      await page.goto(`/workoutdetail/${pushUp}`);
      await page.getByRole('button', { name: '루틴에 추가' }).click();
      await dialog(page).getByRole('checkbox', { name: '전신', exact: true }).click();
      await dialog(page).getByRole('button', { name: '다음' }).click();
      await dialog(page).getByText('맨몸', { exact: true }).waitFor();
      expect(await dialog(page).getByLabel('무게').count()).toBe(0);
      expect(await dialog(page).getByRole('button', { name: '추가하기' }).isEnabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await dialog(page).getByRole('button', { name: '추가하기' }).click();
      await toast(page, '운동을 추가했어요');

      const saved = await memberQuery(page, 'routines.items', { routineId });
      expect(saved.map((w) => [w.exerciseName, w.weight, w.rep, w.setCount])).toEqual([
        ['바벨 백 스쿼트', 20, 10, 3],
        ['푸시업', null, 10, 3],
      ]);
      await page.goto('/mypage');
      await rowsOf(page, '전신').first().waitFor();
      await page.getByText('20kg · 10회 · 3세트').waitFor();
      await page.getByText('맨몸 · 10회 · 3세트').waitFor();
      expect(await page.getByText(/(^|\D)0kg/).count()).toBe(0);
      // Editing it keeps '맨몸': reps and sets only.
      await page.getByRole('button', { name: '푸시업 수정 메뉴', exact: true }).click();
      await page.getByRole('menuitem', { name: '수량 수정' }).click();
      const form = page.getByRole('form', { name: '푸시업 수량 수정' });
      await form.getByText('맨몸', { exact: true }).waitFor();
      expect(await form.getByLabel('무게').count()).toBe(0);
      await form.getByLabel('횟수').fill('15');
      await form.getByRole('button', { name: '수량 저장' }).click();
      await page.getByText('맨몸 · 15회 · 3세트').waitFor();
      expect((await memberQuery(page, 'routines.items', { routineId }))[1]).toMatchObject({ weight: null, rep: 15 });
      expect(await page.getByText(/(^|\D)0kg/).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });

    test('history: an exercise with no set done is not listed; 가져오기·내보내기 fits the screen', async () => {
      const page = await openMemberPage(env, viewport);
      const started = await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'empty' } });
      const sessionClientId = started.sessionClientId;
      const curl = { exerciseClientId: randomUUID(), setClientId: randomUUID() };
      await memberMutation(page, 'training.session.addExercise', {
        sessionClientId,
        exerciseClientId: curl.exerciseClientId,
        exerciseId: await exerciseId(page, '덤벨 컬'),
        setClientIds: [curl.setClientId],
      });
      await memberMutation(page, 'training.session.addExercise', {
        sessionClientId,
        exerciseClientId: randomUUID(),
        exerciseId: await exerciseId(page, '바벨 백 스쿼트'),
        setClientIds: [randomUUID()],
      });
      await memberMutation(page, 'training.session.updateSet', {
        sessionClientId,
        exerciseClientId: curl.exerciseClientId,
        setClientId: curl.setClientId,
        weight: 12,
        reps: 10,
        done: true,
      });
      await memberMutation(page, 'training.session.finish', { sessionClientId });
      const [logged] = (await memberQuery(page, 'training.history.list', { page: 1 })).items;

      await page.goto('/mypage/history');
      const data = page.getByRole('link', { name: '가져오기·내보내기' });
      await data.waitFor();
      const box = (await data.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.height).toBeGreaterThanOrEqual(44);
      // The label is not clipped: the button's text fits inside it.
      expect(await data.evaluate((el) => [...el.querySelectorAll('span')].every((s) => s.scrollWidth <= s.clientWidth + 1))).toBe(true);
      expect(await noHorizontalOverflow(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/mypage/history/${logged!.sessionId}`);
      await page.getByRole('region', { name: '덤벨 컬' }).waitFor();
      expect(await page.getByRole('region', { name: '바벨 백 스쿼트' }).count()).toBe(0);
      expect(await page.getByText('바벨 백 스쿼트').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      // The stored session keeps it (only the screen leaves it out).
      const stored = await memberQuery(page, 'training.history.get', { id: logged!.sessionId });
      expect(stored.exercises.map((e) => e.exerciseName)).toEqual(['덤벨 컬', '바벨 백 스쿼트']);
      await page.close();
    });
  });
}
