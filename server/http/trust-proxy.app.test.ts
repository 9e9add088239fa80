// TRUST_PROXY: per-IP limits see the real client behind a proxy only when the proxy is trusted; an
// untrusted peer cannot pick its own address with X-Forwarded-For (docs/security.md throttling rows).
import { afterEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import { memberInput, trpcAs } from '../../tests/helpers/calls';
import type { Config } from '../config';
import { loadConfig } from '../config';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const signUp = (app: TestApp['app'], headers: Record<string, string>) => trpcAs(app, undefined, { headers }).mutation('user.signUp', memberInput());

async function statuses(app: TestApp['app'], forwardedFor: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const ip of forwardedFor) out.push((await signUp(app, { 'x-forwarded-for': ip })).status);
  return out;
}

describe('sign-up limit (2 per hour here) behind a proxy', () => {
  const limited = (trustProxy: Config['trustProxy']) => buildTestApp({ config: { signUpLimitPerHour: 2, trustProxy } });

  test('TRUST_PROXY off: X-Forwarded-For is ignored, every request counts against the peer (the proxy) itself', async () => {
    t = await limited(false);
    expect(await statuses(t.app, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 429]);
  });

  test('TRUST_PROXY naming the proxy: each client behind it has its own budget', async () => {
    t = await limited(['127.0.0.1']);
    expect(await statuses(t.app, ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2'])).toEqual([200, 200, 429, 200]);
  });

  test('TRUST_PROXY as a CIDR range covering the proxy works the same', async () => {
    t = await limited(['127.0.0.0/8']);
    expect(await statuses(t.app, ['198.51.100.9', '198.51.100.9', '198.51.100.9', '198.51.100.10'])).toEqual([200, 200, 429, 200]);
  });

  test('TRUST_PROXY naming some other address: this peer is not trusted, so its header is ignored', async () => {
    t = await limited(['10.9.9.9']);
    expect(await statuses(t.app, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 429]);
  });

  test('TRUST_PROXY=1 (one hop): the address the proxy saw is the client; what the client wrote before it is not trusted', async () => {
    t = await limited(1);
    // The client forged "1.1.1.1" in front; our proxy appended the real address.
    expect(await statuses(t.app, ['1.1.1.1, 203.0.113.5', '2.2.2.2, 203.0.113.5', '3.3.3.3, 203.0.113.5', '1.1.1.1, 203.0.113.6'])).toEqual([
      200, 200, 429, 200,
    ]);
  });
});

test('the login throttle per IP uses the same address', async () => {
  t = await buildTestApp({
    config: { trustProxy: ['127.0.0.1'] },
    loginLimits: { perAccount: { capacity: 100, refillPerMinute: 1 }, perIp: { capacity: 2, refillPerMinute: 1 } },
  });
  const login = (ip: string) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      payload: JSON.stringify({ loginEmail: 'x@fitforme.kr', password: 'abcd1234' }),
    });
  expect([(await login('203.0.113.1')).statusCode, (await login('203.0.113.1')).statusCode, (await login('203.0.113.1')).statusCode]).toEqual([403, 403, 429]);
  expect((await login('203.0.113.2')).statusCode).toBe(403);
});

describe('TRUST_PROXY and PUBLIC_URL settings', () => {
  const env = (extra: Record<string, string>) => loadConfig({ DATABASE_PATH: ':memory:', ...extra });

  test('parse to off, a hop count or a list of addresses and ranges', () => {
    expect(env({}).trustProxy).toBe(false);
    expect(env({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(env({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(env({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(env({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(env({ PUBLIC_URL: 'https://fitforme.kr/' }).publicUrl).toBe('https://fitforme.kr');
    expect(env({}).publicUrl).toBeNull();
  });

  test.each([
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '99' }, 'TRUST_PROXY'],
    [{ PUBLIC_URL: 'fitforme.kr' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://fitforme.kr' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://fitforme.kr/?a=1' }, 'PUBLIC_URL'],
  ])('a bad value %j stops start-up naming the variable', (extra, name) => {
    expect(() => env(extra)).toThrow(name);
  });
});
