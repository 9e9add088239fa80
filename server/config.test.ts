import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dbIn = (dir: string) => join(dir, 'app.db');

test('defaults are the documented ones', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
  const c = loadConfig({ DATABASE_PATH: dbIn(dir) });
  expect(c).toMatchObject({
    port: 3000,
    host: '127.0.0.1',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 2592000,
    logLevel: 'info',
    argon2Profile: 'production',
  });
  expect(loadConfig({}).databasePath).toBe('./data/fitforme.db');
});

test('an unset AUTH_SECRET is generated once, kept beside the database with 0600, and reused', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
  const first = loadConfig({ DATABASE_PATH: dbIn(dir) }).authSecret;
  const file = join(dir, 'auth-secret');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(readFileSync(file, 'utf8').trim()).toBe(first);
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(loadConfig({ DATABASE_PATH: dbIn(dir) }).authSecret).toBe(first);
});

test.each([
  [{ PORT: 'abc' }, 'PORT'],
  [{ PORT: '70000' }, 'PORT'],
  [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
  [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, 'ACCESS_TOKEN_TTL_SECONDS'],
  [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  [{ HEADERS_TIMEOUT_MS: '0' }, 'HEADERS_TIMEOUT_MS'],
  [{ REQUEST_TIMEOUT_MS: '10s' }, 'REQUEST_TIMEOUT_MS'],
  [{ KEEP_ALIVE_TIMEOUT_MS: '-1' }, 'KEEP_ALIVE_TIMEOUT_MS'],
  [{ IDLE_TIMEOUT_MS: '1.5' }, 'IDLE_TIMEOUT_MS'],
  [{ CONNECTIONS_CHECK_INTERVAL_MS: '0' }, 'CONNECTIONS_CHECK_INTERVAL_MS'],
  [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS'],
  [{ MAX_CONNECTIONS: 'many' }, 'MAX_CONNECTIONS'],
  [{ MAX_CONNECTIONS_PER_ADDRESS: '0' }, 'MAX_CONNECTIONS_PER_ADDRESS'],
  [{ MAX_CONNECTIONS_PER_ADDRESS: '2.5' }, 'MAX_CONNECTIONS_PER_ADDRESS'],
])('a bad value %j stops start-up naming the variable', (env, name) => {
  expect(() => loadConfig({ DATABASE_PATH: ':memory:', ...env })).toThrow(ConfigError);
  expect(() => loadConfig({ DATABASE_PATH: ':memory:', ...env })).toThrow(name);
});

test('the cheap password profile is refused outside tests', () => {
  expect(() => loadConfig({ DATABASE_PATH: ':memory:', ARGON2_PROFILE: 'fast', NODE_ENV: 'production' })).toThrow(/ARGON2_PROFILE/);
  expect(loadConfig({ DATABASE_PATH: ':memory:', ARGON2_PROFILE: 'fast', NODE_ENV: 'test' }).argon2Profile).toBe('fast');
});

test('connection limits default to the documented production values', () => {
  expect(loadConfig({ DATABASE_PATH: ':memory:' })).toMatchObject({
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    keepAliveTimeoutMs: 5_000,
    idleTimeoutMs: 30_000,
    connectionsCheckIntervalMs: 1_000,
    maxConnections: 4096,
    maxConnectionsPerAddress: 256,
  });
});

test('connection limits are read from the environment', () => {
  const c = loadConfig({
    DATABASE_PATH: ':memory:',
    HEADERS_TIMEOUT_MS: '2000',
    REQUEST_TIMEOUT_MS: '4000',
    KEEP_ALIVE_TIMEOUT_MS: '65000',
    IDLE_TIMEOUT_MS: '9000',
    CONNECTIONS_CHECK_INTERVAL_MS: '250',
    MAX_CONNECTIONS: '20',
    MAX_CONNECTIONS_PER_ADDRESS: '5',
  });
  expect(c).toMatchObject({
    headersTimeoutMs: 2000,
    requestTimeoutMs: 4000,
    keepAliveTimeoutMs: 65000,
    idleTimeoutMs: 9000,
    connectionsCheckIntervalMs: 250,
    maxConnections: 20,
    maxConnectionsPerAddress: 5,
  });
});

test('a headers timeout longer than the request timeout stops start-up naming both', () => {
  const load = () => loadConfig({ DATABASE_PATH: ':memory:', HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' });
  expect(load).toThrow(ConfigError);
  expect(load).toThrow(/HEADERS_TIMEOUT_MS.*REQUEST_TIMEOUT_MS/);
  expect(loadConfig({ DATABASE_PATH: ':memory:', HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '30000' }).headersTimeoutMs).toBe(30000);
});
