// The data page at 390 px (docs/decisions/026): a Strong file with a workout over the limits shows what will
// be cut before anything is stored, imports with the rest of the file, and our own JSON export of it comes
// back adding nothing. No WCAG 2.1 AA violations, tap targets of 44 px, nothing wider than the phone.
import { readFileSync } from 'node:fs';
import { STRONG_COLUMNS } from '../../../server/features/training/transfer/import-formats.shared';
import { expect, test } from '../fixtures';
import { MOBILE } from '../helpers/browser';
import { shot } from '../helpers/gym';
import { memberQuery } from '../helpers/members';
import { phoneChecker } from '../helpers/phone-check';

test.use({ viewport: MOBILE });

test('an oversize workout: the preview says what is cut, it imports with the rest; our JSON export back adds nothing', async ({ memberPage: page }) => {
  const { check, problems } = phoneChecker(page, (name) => shot(page, `data-${name}`));
  const lines = [STRONG_COLUMNS.slice(1).join(',')];
  for (let s = 1; s <= 22; s += 1) lines.push(`2024-04-07 09:00:00,Marathon,2h,Bench Press (Barbell),${s},${40 + s},5,,,,,`);
  lines.push('2024-04-08 09:00:00,Legs,1h,Squat (Barbell),W,20,10,,,,,', '2024-04-08 09:00:00,Legs,1h,Squat (Barbell),1,80,5,,,,,');
  await page.goto('/mypage/data');
  await expect(page.getByRole('heading', { level: 2, name: '가져오기' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'strong.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await expect(page.getByRole('list', { name: '잘라서 가져오는 운동' }).getByRole('listitem')).toHaveText([
    '2024-04-07 09:00 Marathon: 가져온 파일의 세트가 20개를 넘는 운동은 처음 20세트만 가져왔어요',
  ]);
  await check('import preview with a cut workout');
  await page.getByRole('button', { name: '가져오기', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '가져오기 결과' })).toContainText('운동 2개를 추가했어요. 이미 있던 운동 0개는 건너뛰었어요.');
  const { items } = await memberQuery(page, 'training.history.list', { page: 1 });
  expect(items).toHaveLength(2);

  // Our JSON export of it, back in: nothing added.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'JSON 내보내기' }).click();
  const json = readFileSync((await (await downloading).path())!, 'utf8');
  await page.locator('input[type="file"]').setInputFiles({ name: 'fitforme.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await expect(page.getByText('fitforme.json (핏포미): 운동 2개, 세트 22개')).toBeVisible();
  await check('import preview of our JSON');
  await page.getByRole('button', { name: '가져오기', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '운동 0개를 추가했어요. 이미 있던 운동 2개는 건너뛰었어요.' })).toBeVisible();
  expect(problems).toEqual({});
});
