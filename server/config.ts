import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { dialectOfUrl } from '../db/dialect';

const intFromEnv = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: intFromEnv(0, 65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_PATH: z.string().min(1).default('./data/fitforme.db'),
  // PostgreSQL instead of the SQLite file (docs/operations.md "Running on several machines").
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: intFromEnv(1, 1000).default(10),
  DATABASE_CONNECT_TIMEOUT_SECONDS: intFromEnv(1, 300).default(5),
  CATALOGUE_REFRESH_SECONDS: intFromEnv(1, 24 * 3600).default(30),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: intFromEnv(1, 24 * 3600).default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: intFromEnv(60, 365 * 24 * 3600).default(30 * 24 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ARGON2_PROFILE: z.enum(['production', 'fast']).default('production'),
  WEB_DIST_DIR: z.string().min(1).default('./web/dist'),
  SIGNUP_LIMIT_PER_HOUR: intFromEnv(1, 100_000).default(10),
  EMAIL_CHECK_LIMIT_PER_HOUR: intFromEnv(1, 100_000).default(30),
  PUBLIC_URL: z.string().optional(),
  // Password-reset e-mail (docs/operations.md "Password reset e-mail"): SMTP_URL, or SMTP_HOST with the rest.
  SMTP_URL: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: intFromEnv(1, 65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  MAIL_FROM: z.string().optional(),
  PASSWORD_RESET_LIMIT_PER_HOUR: intFromEnv(1, 100_000).default(10),
  TRUST_PROXY: z.string().optional(),
  HEADERS_TIMEOUT_MS: intFromEnv(100, 10 * 60_000).default(10_000),
  REQUEST_TIMEOUT_MS: intFromEnv(100, 60 * 60_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: intFromEnv(100, 10 * 60_000).default(5_000),
  IDLE_TIMEOUT_MS: intFromEnv(100, 60 * 60_000).default(30_000),
  CONNECTIONS_CHECK_INTERVAL_MS: intFromEnv(10, 60_000).default(1_000),
  MAX_CONNECTIONS: intFromEnv(1, 1_000_000).default(4096),
  // Many phones share one address behind carrier-grade NAT, so this is generous.
  MAX_CONNECTIONS_PER_ADDRESS: intFromEnv(1, 1_000_000).default(256),
});

/** false = the socket's peer is the client; a number = proxy hops; a list = trusted peer addresses/CIDRs. */
type TrustProxy = false | number | string[];

function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === 'off' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError('TRUST_PROXY: a hop count must be between 0 and 10');
    return hops;
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || rest.length > 0) {
      throw new ConfigError(
        `TRUST_PROXY: '${entry}' is not an IP address or CIDR range (give a hop count, or a comma-separated list such as 10.0.0.1,192.168.0.0/16)`,
      );
    }
  }
  return entries;
}

function parsePublicUrl(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL: '${value}' is not an absolute URL (e.g. https://fitforme.example.kr)`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new ConfigError('PUBLIC_URL: use an http(s) URL without credentials, query or fragment');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export type SmtpConfig = { host: string; port: number; secure: boolean; auth: { user: string; pass: string } | null };

type SmtpEnv = Partial<Record<'SMTP_URL' | 'SMTP_HOST' | 'SMTP_USER' | 'SMTP_PASS' | 'SMTP_SECURE', string>> & { SMTP_PORT?: number };

function parseSmtp(e: SmtpEnv): SmtpConfig | null {
  const url = (e.SMTP_URL ?? '').trim();
  const host = (e.SMTP_HOST ?? '').trim();
  if (url !== '' && host !== '') throw new ConfigError('SMTP_URL and SMTP_HOST: give one of them, not both');
  if (url !== '') {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ConfigError('SMTP_URL: not a valid URL (e.g. smtp://user:password@smtp.example.kr:587)');
    }
    if ((parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || parsed.hostname === '') {
      throw new ConfigError('SMTP_URL: use smtp://host:port or smtps://host:port (user and password may come before the host)');
    }
    const secure = parsed.protocol === 'smtps:';
    const user = decodeURIComponent(parsed.username);
    return {
      host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
      secure,
      auth: user ? { user, pass: decodeURIComponent(parsed.password) } : null,
    };
  }
  if (host === '') {
    if (e.SMTP_PORT !== undefined || e.SMTP_USER || e.SMTP_PASS || e.SMTP_SECURE) {
      throw new ConfigError('SMTP_PORT/SMTP_USER/SMTP_PASS/SMTP_SECURE need SMTP_HOST (or give SMTP_URL)');
    }
    return null;
  }
  const secure = e.SMTP_SECURE === 'true';
  if (Boolean(e.SMTP_USER) !== Boolean(e.SMTP_PASS)) throw new ConfigError('SMTP_USER and SMTP_PASS: give both or neither');
  return { host, port: e.SMTP_PORT ?? (secure ? 465 : 587), secure, auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASS ?? '' } : null };
}

function parseMailFrom(raw: string | undefined, publicUrl: string | null): string {
  const value = (raw ?? '').trim();
  if (value === '') return `핏포미 <no-reply@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}>`;
  if (!/@/.test(value) || /[\r\n]/.test(value)) throw new ConfigError(`MAIL_FROM: '${value}' is not an address (e.g. 핏포미 <no-reply@fitforme.example.kr>)`);
  return value;
}

/** A postgres:// URL, or null when unset (SQLite). Anything else is refused rather than ignored. */
function parseDatabaseUrl(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  if (dialectOfUrl(value) !== 'postgres') {
    throw new ConfigError('DATABASE_URL: give a postgres:// or postgresql:// URL (leave it unset for the SQLite file of DATABASE_PATH)');
  }
  try {
    new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL: not a valid URL');
  }
  return value;
}

export function databaseTarget(config: Pick<Config, 'databaseUrl' | 'databasePath'>): string {
  return config.databaseUrl ?? config.databasePath;
}

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databasePath: string;
  databaseUrl: string | null;
  databasePoolMax: number;
  databaseConnectTimeoutSeconds: number;
  catalogueRefreshSeconds: number;
  authSecret: string;
  accessTokenTtlSeconds: number;
  /** Inactivity timeout of a remembered session; the absolute cap is three times this. */
  refreshTokenTtlSeconds: number;
  logLevel: string;
  argon2Profile: 'production' | 'fast';
  webDistDir: string;
  signUpLimitPerHour: number;
  /** E-mail availability checks one IP may make per hour (they tell whether an address is registered). */
  emailCheckLimitPerHour: number;
  passwordResetLimitPerHour: number;
  /** null = none (development and test print the link to the log). */
  smtp: SmtpConfig | null;
  mailFrom: string;
  publicUrl: string | null;
  trustProxy: TrustProxy;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  connectionsCheckIntervalMs: number;
  maxConnections: number;
  /** Open connections from one client address (an IPv6 /64) beyond this many are closed as soon as they are accepted; not applied to trusted proxies. */
  maxConnectionsPerAddress: number;
};

export class ConfigError extends Error {}

/** Kept beside the database (0600) when not given, so restarts keep sessions valid. */
function loadOrCreateSecret(databasePath: string): string {
  if (databasePath === ':memory:') return randomBytes(32).toString('base64url');
  const file = resolve(dirname(databasePath), 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) throw new ConfigError(`${file} holds a secret shorter than 32 characters`);
    return secret;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Node refuses a headers timeout longer than the request timeout; say so in our words.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(`HEADERS_TIMEOUT_MS (${e.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS})`);
  }
  const databaseUrl = parseDatabaseUrl(e.DATABASE_URL);
  // Every node must sign and check the same access tokens; a secret kept beside a SQLite file is one node's.
  if (databaseUrl && !e.AUTH_SECRET) throw new ConfigError('AUTH_SECRET must be set when DATABASE_URL is (every app node needs the same secret)');
  if (e.ARGON2_PROFILE === 'fast' && e.NODE_ENV !== 'test') {
    throw new ConfigError('ARGON2_PROFILE=fast is only allowed with NODE_ENV=test');
  }
  const publicUrl = parsePublicUrl(e.PUBLIC_URL);
  const smtp = parseSmtp(e);
  // A reset link built from a request's Host header could point a victim at an attacker's site.
  if (smtp && !publicUrl && e.NODE_ENV === 'production') {
    throw new ConfigError('PUBLIC_URL must be set when SMTP is configured (the password-reset link is built from it)');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH,
    databaseUrl,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT_SECONDS,
    catalogueRefreshSeconds: e.CATALOGUE_REFRESH_SECONDS,
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecret(e.DATABASE_PATH),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    argon2Profile: e.ARGON2_PROFILE,
    webDistDir: e.WEB_DIST_DIR,
    signUpLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    emailCheckLimitPerHour: e.EMAIL_CHECK_LIMIT_PER_HOUR,
    passwordResetLimitPerHour: e.PASSWORD_RESET_LIMIT_PER_HOUR,
    smtp,
    mailFrom: parseMailFrom(e.MAIL_FROM, publicUrl),
    publicUrl,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    idleTimeoutMs: e.IDLE_TIMEOUT_MS,
    connectionsCheckIntervalMs: e.CONNECTIONS_CHECK_INTERVAL_MS,
    maxConnections: e.MAX_CONNECTIONS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
  };
}
