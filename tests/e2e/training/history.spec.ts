// What a new member trips over in the history (docs/decisions/031-routine-edits-a-newcomer-can-undo.md), at 390
// and 360 px: a session's detail leaves out an exercise with no set done (the stored session keeps it), and
// '가져오기·내보내기' fits the screen. No axe violations.
import { randomUUID } from 'node:crypto';
import { expect } from '../fixtures';
import { axeViolations } from '../helpers/axe';
import { MOBILE, NARROW } from '../helpers/browser';
import { exerciseId } from '../helpers/gym';
import { memberMutation, memberQuery } from '../helpers/members';
import { test } from '../helpers/pictures-warmed';

for (const viewport of [MOBILE, NARROW]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    test('history: an exercise with no set done is not listed; 가져오기·내보내기 fits the screen', async ({ memberPage: page }) => {
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
      await expect(data).toBeVisible();
      const box = (await data.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.height).toBeGreaterThanOrEqual(44);
      // The label is not clipped: the button's text fits inside it.
      expect(await data.evaluate((el) => [...el.querySelectorAll('span')].every((s) => s.scrollWidth <= s.clientWidth + 1))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/mypage/history/${logged!.sessionId}`);
      await expect(page.getByRole('region', { name: '덤벨 컬' })).toBeVisible();
      await expect(page.getByRole('region', { name: '바벨 백 스쿼트' })).toHaveCount(0);
      await expect(page.getByText('바벨 백 스쿼트')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      // The stored session keeps it (only the screen leaves it out).
      const stored = await memberQuery(page, 'training.history.get', { id: logged!.sessionId });
      expect(stored.exercises.map((e) => e.exerciseName)).toEqual(['덤벨 컬', '바벨 백 스쿼트']);
    });
  });
}
