import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const axeSrc = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const base = 'http://127.0.0.1:3111';
await new Promise(r => setTimeout(r, 4000));
const email = `v${Date.now()}@fitforme.kr`;
await fetch(`${base}/trpc/user.signUp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: '김핏포미', birthDate: '1995-03-15', loginEmail: email, password: 'fitness123', sex: 0, height: 175, weight: 70, bodyFat: 15, muscleMass: 33, upDownBalance: 5, rememberMe: true }) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, locale: 'ko-KR', bypassCSP: true });
const page = await ctx.newPage();
async function audit(name: string) {
  await page.waitForTimeout(1000);
  await page.addScriptTag({ content: axeSrc });
  const res = await page.evaluate(async () => (window as any).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }));
  for (const v of res.violations) for (const n of v.nodes) console.log(name, v.id, n.target.join(' '), JSON.stringify(n.any?.[0]?.data ?? {}).slice(0, 160), n.html.slice(0, 140));
  if (!res.violations.length) console.log(name, 'clean');
}
for (const p of ['/', '/login', '/signup/profile', '/searchworkout', '/searchworkout?keyword=벤치', '/workoutdetail/1']) { await page.goto(p); await audit(p); }
await page.goto('/login');
await page.getByLabel('이메일').fill(email);
await page.getByLabel('비밀번호', { exact: true }).fill('fitness123');
await page.getByRole('button', { name: '로그인', exact: true }).click();
await page.getByText('로그인에 성공했어요').waitFor();
await page.waitForTimeout(3500);
for (const p of ['/mypage', '/mypage/profile', '/mypage/password', '/recommend/bodypart', '/recommend/machine?parts=가슴']) { await page.goto(p); await audit(p); }
await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
await page.waitForURL('**/recommend/result?id=*');
await audit('/recommend/result');
await browser.close();
