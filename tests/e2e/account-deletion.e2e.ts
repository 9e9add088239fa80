import { expect, test } from 'vitest';
import { MOBILE, NARROW, storage, submitLogin } from './helpers/browser';
import { memberAndPage, memberQuery } from './helpers/members';
import { screenProblems } from './helpers/phone-check';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

for (const viewport of [MOBILE, NARROW]) {
  test(`${viewport.width} px: 회원 탈퇴 asks for the password, refuses a wrong one, and deletes the account with the right one`, async () => {
    const { page, member } = await memberAndPage(env, viewport);
    await page.goto('/mypage/profile');
    await page.getByRole('heading', { name: '회원 탈퇴' }).waitFor();
    await page.getByRole('button', { name: '회원 탈퇴' }).click();

    const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    await dialog.waitFor();
    for (const line of [
      '몸 기록 전체',
      '루틴(마이핏)과 루틴의 운동',
      '운동 기록 전체 (세트, 메모 포함)',
      '추천 기록과 추천에 남긴 평가',
      '목표·경험, 우리 헬스장, 내 장비 설정',
    ]) {
      await dialog.getByText(line, { exact: true }).waitFor();
    }
    await dialog.getByText('탈퇴하면 아래 정보가 모두 바로 삭제되고, 다시 되돌릴 수 없어요.').waitFor();
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await screenProblems(page)).toEqual([]);

    // No password: the form says so and sends nothing.
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await dialog.getByText('비밀번호를 입력해 주세요').waitFor();

    await dialog.getByLabel('현재 비밀번호').fill('wrong-pass-1');
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await dialog.getByText('현재 비밀번호가 일치하지 않아요').waitFor();
    expect(await screenProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Nothing was deleted: still logged in, the account answers.
    expect((await memberQuery(page, 'user.me')).loginEmail).toBe(member.loginEmail);

    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await dialog.getByLabel('현재 비밀번호').fill(member.password);
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await page.getByText('회원 탈퇴가 완료되었어요. 그동안 핏포미를 이용해 주셔서 감사해요').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: '로그인' }).first().waitFor();
    expect(await storage(page, 'accessToken')).toBeNull();
    expect(await storage(page, 'refreshToken')).toBeNull();

    await page.goto('/login');
    await submitLogin(page, member.loginEmail, member.password);
    await page.getByText('로그인 정보가 일치하지 않습니다.').waitFor();
    expect(await storage(page, 'accessToken')).toBeNull();
    await page.context().close();
  });
}
