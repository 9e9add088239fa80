// Phone forms, at 390 × 844: the add-to-routine rules (a full routine cannot be ticked; amounts never 0/0/0,
// reps and sets at least 1), the sign-up's step-1 e-mail check and its reload-safe draft (never the
// password), and decimal body composition.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { MOBILE, openPage } from './helpers/browser';
import { fillSignUpProfile, memberMutation, memberQuery, newMember, memberPage as openMemberPage, signUpViaApi } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const memberPage = (viewport = MOBILE) => openMemberPage(env, viewport);

const dialog = (page: Page) => page.getByRole('dialog');

test('a routine holding 7 exercises shows as full (7/7) and cannot be ticked; the others can', async () => {
  const page = await memberPage();
  const full = await memberMutation(page, 'routines.create', { name: '가득' });
  await memberMutation(page, 'routines.create', { name: '여유' });
  for (const exerciseId of [2, 3, 4, 5, 6, 7, 8])
    await memberMutation(page, 'routines.addItem', { exerciseId, routineIds: [full.routineId], weight: 10, rep: 10, setCount: 3 });

  await page.goto('/workoutdetail/1');
  await page.getByRole('button', { name: '루틴에 추가' }).click();
  const fullBox = dialog(page).getByRole('checkbox', { name: '가득 (가득 참)' });
  await fullBox.waitFor();
  expect(await fullBox.isDisabled()).toBe(true);
  expect(await fullBox.getAttribute('aria-checked')).toBe('false');
  await fullBox.getByText('운동 7/7개').waitFor();
  await fullBox.getByText('가득 참', { exact: true }).waitFor();
  await fullBox.click({ force: true });
  expect(await fullBox.getAttribute('aria-checked')).toBe('false');
  const next = dialog(page).getByRole('button', { name: '다음', exact: true });
  expect(await next.isDisabled()).toBe(true);

  const open = dialog(page).getByRole('checkbox', { name: '여유', exact: true });
  await open.getByText('운동 0/7개').waitFor();
  await open.click();
  expect(await open.getAttribute('aria-checked')).toBe('true');
  expect(await next.isDisabled()).toBe(false);
});

test('amounts never start at 0/0/0 and reps and sets stay at least 1, in the add flow and in the row editor', async () => {
  const page = await memberPage();
  const routine = await memberMutation(page, 'routines.create', { name: '상체' });
  const d = dialog(page);

  // An exercise with equipment: a light load for its implement (the empty bar), 10 reps and 3 sets to start
  // with, so '추가하기' works at once (docs/decisions/031-routine-edits-a-newcomer-can-undo.md).
  await page.goto(`/searchworkout?keyword=${encodeURIComponent('바벨 벤치 프레스')}`);
  await page.getByRole('button', { name: '바벨 벤치 프레스 루틴에 추가', exact: true }).click();
  await d.getByRole('checkbox', { name: '상체', exact: true }).click();
  await d.getByRole('button', { name: '다음', exact: true }).click();
  await d.getByRole('heading', { name: '운동 정보 입력' }).waitFor();
  const add = d.getByRole('button', { name: '추가하기', exact: true });
  await expect.poll(() => d.getByLabel('무게').inputValue()).toBe('20');
  expect([await d.getByLabel('횟수').inputValue(), await d.getByLabel('세트').inputValue()]).toEqual(['10', '3']);
  expect(await add.isEnabled()).toBe(true);
  await d.getByLabel('무게').fill('0');
  await d.getByText('0kg은 맨몸 운동만 가능해요').waitFor();
  expect(await add.isDisabled()).toBe(true);
  await d.getByLabel('무게').fill('40');
  await d.getByLabel('횟수').fill('0');
  await d.getByText('1~99회로 입력해 주세요').waitFor();
  expect(await d.getByLabel('횟수').getAttribute('aria-invalid')).toBe('true');
  expect(await add.isDisabled()).toBe(true);
  await d.getByLabel('횟수').fill('8');
  await d.getByLabel('세트').fill('0');
  await d.getByText('1~99세트로 입력해 주세요').waitFor();
  expect(await add.isDisabled()).toBe(true);
  await d.getByLabel('세트').fill('1');
  await d.getByText('1~99세트로 입력해 주세요').waitFor({ state: 'detached' });
  await add.click();
  await page.getByText('운동을 추가했어요').first().waitFor();
  await d.waitFor({ state: 'detached' });

  // A body-weight move has no weight field ('맨몸'): saved with no weight, never 0 kg.
  await page.goto(`/searchworkout?keyword=${encodeURIComponent('푸시업')}`);
  await page.getByRole('button', { name: '푸시업 루틴에 추가', exact: true }).click();
  await d.getByRole('checkbox', { name: '상체', exact: true }).click();
  await d.getByRole('button', { name: '다음', exact: true }).click();
  await d.getByRole('heading', { name: '운동 정보 입력' }).waitFor();
  expect(await d.getByLabel('무게').count()).toBe(0);
  await d.getByText('맨몸', { exact: true }).waitFor();
  expect([await d.getByLabel('횟수').inputValue(), await d.getByLabel('세트').inputValue()]).toEqual(['10', '3']);
  await add.click();
  await d.waitFor({ state: 'detached' });

  // A line saved without amounts (an older client) opens in the editor at the starting values, not 0s.
  await memberMutation(page, 'routines.addItem', { exerciseId: await idOf(page, '랫풀다운'), routineIds: [routine.routineId] });
  await page.goto('/mypage');
  await page.getByText('40kg · 8회 · 1세트').waitFor();
  // The push-up: 맨몸, never 0kg (docs/decisions/031).
  await page.getByText('맨몸 · 10회 · 3세트').waitFor();
  await page.getByRole('button', { name: '랫풀다운 수정 메뉴' }).click();
  await page.getByRole('menuitem', { name: '수량 수정' }).click();
  const form = page.getByRole('form', { name: '랫풀다운 수량 수정' });
  expect([await form.getByLabel('무게').inputValue(), await form.getByLabel('횟수').inputValue(), await form.getByLabel('세트').inputValue()]).toEqual([
    '10',
    '10',
    '3',
  ]);
  const save = form.getByRole('button', { name: '수량 저장' });
  expect(await save.isEnabled()).toBe(true);
  await form.getByLabel('무게').fill('');
  expect(await save.isDisabled()).toBe(true);
  await form.getByLabel('무게').fill('35');
  await form.getByLabel('세트').fill('0');
  await form.getByText('1~99세트로 입력해 주세요').waitFor();
  expect(await save.isDisabled()).toBe(true);
  await form.getByLabel('세트').fill('4');
  await save.click();
  await page.getByText('35kg · 10회 · 4세트').waitFor();
  const rows = await memberQuery(page, 'routines.items', { routineId: routine.routineId });
  expect(rows.map((r) => [r.exerciseName, r.weight, r.rep, r.setCount])).toEqual([
    ['바벨 벤치 프레스', 40, 8, 1],
    ['푸시업', null, 10, 3],
    ['랫풀다운', 35, 10, 4],
  ]);
});

/** An exercise's id, by its exact name. */
async function idOf(page: Page, name: string): Promise<number> {
  const found = await memberQuery(page, 'catalogue.search', { keyword: name });
  return found.items.find((w) => w.koreanName === name)!.id;
}

test('sign-up step 1 reports a registered e-mail under the field (on leaving it and on 다음)', async () => {
  const taken = newMember();
  await signUpViaApi(env.server.baseUrl, taken);
  const page = await openPage(env.browser, env.server.baseUrl, MOBILE);
  await page.goto('/signup/profile');
  await page.getByLabel('이름').fill('박핏포미');
  await page.getByLabel('생년월일').pressSequentially('19990101');
  await page.getByLabel('이메일').fill(taken.loginEmail);
  await page.getByLabel('비밀번호', { exact: true }).click();
  const message = page.getByText('이미 가입된 이메일이에요');
  await message.waitFor();
  expect(await page.getByLabel('이메일').getAttribute('aria-invalid')).toBe('true');
  await page.getByLabel('비밀번호', { exact: true }).fill('fitness123');
  await page.getByLabel('비밀번호 확인').fill('fitness123');
  expect(await page.getByRole('button', { name: '다음' }).isDisabled()).toBe(true);

  // Another address clears it; typed back and submitted with Enter, the check runs on submit too.
  await page.getByLabel('이메일').fill(newMember().loginEmail);
  await message.waitFor({ state: 'detached' });
  await page.getByLabel('이메일').fill(taken.loginEmail);
  await page.getByLabel('이메일').press('Enter');
  await message.waitFor();
  expect(new URL(page.url()).pathname).toBe('/signup/profile');

  await page.getByLabel('이메일').fill(newMember().loginEmail);
  await page.getByRole('button', { name: '다음' }).click();
  await page.waitForURL('**/signup/bodyinfo');
});

test('the sign-up draft survives a reload of every step, never with the password; decimals of body composition', async () => {
  const member = newMember({ userName: '최핏포미' });
  const page = await openPage(env.browser, env.server.baseUrl, MOBILE);
  const stored = () => page.evaluate(() => sessionStorage.getItem('signupDraft') ?? '');

  await page.goto('/signup/profile');
  await fillSignUpProfile(page, member);
  // Step 1 reloaded before 다음: the fields are back, the passwords are not.
  await page.reload();
  await page.getByLabel('이름').waitFor();
  expect(await page.getByLabel('이름').inputValue()).toBe(member.userName);
  expect(await page.getByLabel('생년월일').inputValue()).toBe('1995-03-15');
  expect(await page.getByLabel('이메일').inputValue()).toBe(member.loginEmail);
  expect(await page.getByLabel('비밀번호', { exact: true }).inputValue()).toBe('');
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByLabel('비밀번호 확인').fill(member.password);
  await page.getByRole('button', { name: '다음' }).click();

  await page.waitForURL('**/signup/bodyinfo');
  await page.getByRole('radio', { name: '여성' }).check();
  await page.getByLabel('키').fill('168');
  await page.getByLabel('몸무게').fill('60');
  await page.reload();
  await page.getByLabel('키').waitFor();
  expect(new URL(page.url()).pathname).toBe('/signup/bodyinfo');
  expect(await page.getByRole('radio', { name: '여성' }).isChecked()).toBe(true);
  expect(await page.getByLabel('키').inputValue()).toBe('168');
  expect(await page.getByLabel('몸무게').inputValue()).toBe('60');
  await page.getByRole('button', { name: '다음' }).click();

  await page.waitForURL('**/signup/bodyfigure');
  await page.getByRole('tab', { name: '직접 입력' }).click();
  // A lean member, 7.5 kg of fat at 60 kg, with one decimal; a second decimal cannot be typed.
  await page.getByLabel('체지방량').pressSequentially('7.55');
  expect(await page.getByLabel('체지방량').inputValue()).toBe('7.5');
  await page.getByLabel('골격근량').fill('24.3');
  await page.getByRole('button', { name: '하체 쪽으로' }).click();
  await page.reload();
  await page.getByLabel('체지방량').waitFor();
  expect(new URL(page.url()).pathname).toBe('/signup/bodyfigure');
  expect(await page.getByLabel('체지방량').inputValue()).toBe('7.5');
  expect(await page.getByLabel('골격근량').inputValue()).toBe('24.3');
  await page.getByText('상체 40%').waitFor();
  expect(await stored()).not.toContain(member.password);
  expect(JSON.parse(await stored())).not.toHaveProperty('password');

  // The password was not kept: this step asks for it again before 완료.
  await page.getByText('비밀번호를 다시 입력해 주세요').waitFor();
  const done = page.getByRole('button', { name: '완료' });
  expect(await done.isDisabled()).toBe(true);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByLabel('비밀번호 확인').fill(member.password);
  await done.click();
  await page.waitForURL('**/signup/complete');
  expect(await stored()).toBe('');

  const recent = await memberQuery(page, 'user.bodyData.recent');
  expect(recent).toMatchObject({ weight: 60, bodyFat: 7.5, muscleMass: 24.3, upDownBalance: 4 });
  const me = await memberQuery(page, 'user.me');
  expect(me).toMatchObject({ loginEmail: member.loginEmail, userName: member.userName });
});
