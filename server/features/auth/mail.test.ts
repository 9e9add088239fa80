// The password-reset mail settings (docs/operations.md "Password reset e-mail"): parsed once at start-up, a bad value
// stops start-up naming the variable.
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const base = { DATABASE_PATH: ':memory:', AUTH_SECRET: 'x'.repeat(32), NODE_ENV: 'test' } as const;

test('no SMTP variables: no SMTP, a default sender, 10 reset requests per IP per hour', () => {
  const config = loadConfig(base);
  expect(config.smtp).toBeNull();
  expect(config.mailFrom).toBe('핏포미 <no-reply@localhost>');
  expect(config.passwordResetLimitPerHour).toBe(10);
});

test('SMTP_URL: smtp:// (587, STARTTLS when offered) and smtps:// (465, TLS), with URL-encoded credentials', () => {
  expect(loadConfig({ ...base, SMTP_URL: 'smtp://mailer:p%40ss%3Aword@smtp.example.kr' }).smtp).toEqual({
    host: 'smtp.example.kr',
    port: 587,
    secure: false,
    auth: { user: 'mailer', pass: 'p@ss:word' },
  });
  expect(loadConfig({ ...base, SMTP_URL: 'smtps://smtp.example.kr' }).smtp).toEqual({ host: 'smtp.example.kr', port: 465, secure: true, auth: null });
  expect(loadConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:2525' }).smtp?.port).toBe(2525);
});

test('SMTP_HOST with its companions', () => {
  const config = loadConfig({
    ...base,
    SMTP_HOST: 'smtp.example.kr',
    SMTP_PORT: '465',
    SMTP_SECURE: 'true',
    SMTP_USER: 'u',
    SMTP_PASS: 'p',
    MAIL_FROM: '핏포미 <a@b.kr>',
  });
  expect(config.smtp).toEqual({ host: 'smtp.example.kr', port: 465, secure: true, auth: { user: 'u', pass: 'p' } });
  expect(config.mailFrom).toBe('핏포미 <a@b.kr>');
  expect(loadConfig({ ...base, PUBLIC_URL: 'https://fitforme.kr' }).mailFrom).toBe('핏포미 <no-reply@fitforme.kr>');
});

test.each([
  [{ SMTP_URL: 'http://smtp.example.kr' }, /SMTP_URL/],
  [{ SMTP_URL: 'not a url' }, /SMTP_URL/],
  [{ SMTP_URL: 'smtp://a.kr', SMTP_HOST: 'b.kr' }, /not both/],
  [{ SMTP_USER: 'u', SMTP_PASS: 'p' }, /need SMTP_HOST/],
  [{ SMTP_HOST: 'a.kr', SMTP_USER: 'u' }, /SMTP_USER and SMTP_PASS/],
  [{ MAIL_FROM: 'no address here' }, /MAIL_FROM/],
  // In production a link built from a request's Host could point anywhere: PUBLIC_URL is required with SMTP.
  [{ NODE_ENV: 'production', SMTP_URL: 'smtp://a.kr' }, /PUBLIC_URL must be set/],
])('refused: %j', (env, message) => {
  expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
  expect(() => loadConfig({ ...base, ...env })).toThrow(message);
});

test('invalid numbers are refused by the schema', () => {
  expect(() => loadConfig({ ...base, SMTP_HOST: 'a.kr', SMTP_PORT: '70000' })).toThrow(/SMTP_PORT/);
  expect(() => loadConfig({ ...base, PASSWORD_RESET_LIMIT_PER_HOUR: '0' })).toThrow(/PASSWORD_RESET_LIMIT_PER_HOUR/);
});
