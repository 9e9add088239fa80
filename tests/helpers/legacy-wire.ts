// Records the legacy /api wire as it is and compares a later run with that record, byte for byte
// (server/rest/legacy-wire-corpus.db.test.ts). Only what is random by nature is replaced: every token the app
// hands out becomes `<token-N>` (numbered by first appearance, the same placeholder wherever the token
// comes back), and the catalogue's seed date (the day the test database was built) becomes
// `<catalogue-date>` where it stands as a `createdAt`. Everything else is kept exactly.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export type WireVars = Record<string, string | number>;

/** One request of the corpus. `{name}` in `path` is a value captured by an earlier step. */
export type WireStep = {
  name: string;
  method: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A captured token to send as `Authorization: Bearer …`. */
  auth?: string;
  /** Request headers sent as given (a raw Authorization header, Accept-Encoding…). */
  headers?: Record<string, string>;
  /**
   * Sent as JSON (`application/json`); a string is sent as is, under `contentType` if given. A function
   * builds the body from captured values.
   */
  body?: unknown;
  contentType?: string;
  /** Moves the fake clock forward before the request. */
  advanceMs?: number;
  /** A large answer is recorded by its length and SHA-256 instead of spelled out (still byte-exact). */
  digestBody?: true;
  /** Values later steps refer to, read from this answer's JSON. */
  capture?: (json: any) => WireVars;
};

/** Sent with every request (the legacy web client's Accept and a fixed Host, so absolute URLs are stable). */
const BASE_REQUEST_HEADERS = { host: 'fit.example.kr', accept: 'application/json, text/plain, */*' } as const;

/** Answer headers that vary by nature: the clock of the wire and the per-request id. */
const VARYING_RESPONSE_HEADERS = new Set(['date', 'x-request-id']);

/** A request or answer body: parsed JSON when it re-serialises to the very same bytes, else the text. */
type WireBody = { json: unknown } | { text: string } | { bytes: number; sha256: string } | null;

export type WireExchange = {
  n: number;
  name: string;
  method: string;
  path: string;
  requestHeaders: Record<string, string>;
  requestBody: WireBody;
  status: number;
  headers: Record<string, string | string[]>;
  body: WireBody;
};

type FixtureHead = { about: string; requestHeaders: Record<string, string>; commonHeaders: Record<string, string | string[]> };

function wireBody(text: string | undefined): WireBody {
  if (text === undefined || text === '') return null;
  try {
    const json = JSON.parse(text);
    if (JSON.stringify(json) === text) return { json };
  } catch {
    // not JSON: kept as text
  }
  return { text };
}

const digest = (text: string): WireBody => ({ bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') });

const sortedKeys = <T>(o: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Runs the steps in order and answers the exchanges, normalised. */
export class WireRecorder {
  private readonly vars: WireVars = {};
  private readonly tokens = new Map<string, string>();
  readonly exchanges: WireExchange[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly clock: { advance: (ms: number) => void },
    private readonly catalogueDate: string,
  ) {}

  /** A captured value, for steps built from earlier answers. */
  value(name: string): string | number {
    const v = this.vars[name];
    if (v === undefined) throw new Error(`no captured value "${name}"`);
    return v;
  }

  private fill(text: string): string {
    return text.replace(/\{([\w.-]+)\}/g, (_, name: string) => String(this.value(name)));
  }

  /** Every `accessToken` / `refreshToken` anywhere in an answer is random: it gets a placeholder. */
  private registerTokens(value: unknown): void {
    if (Array.isArray(value)) for (const v of value) this.registerTokens(v);
    else if (value !== null && typeof value === 'object') {
      for (const [key, field] of Object.entries(value)) {
        if ((key === 'accessToken' || key === 'refreshToken') && typeof field === 'string' && !this.tokens.has(field)) {
          this.tokens.set(field, `<token-${this.tokens.size + 1}>`);
        } else this.registerTokens(field);
      }
    }
  }

  private normalise(text: string): string {
    let out = text;
    for (const [token, placeholder] of this.tokens) out = out.split(token).join(placeholder);
    return out.split(`"createdAt":"${this.catalogueDate}"`).join('"createdAt":"<catalogue-date>"');
  }

  async run(step: WireStep): Promise<WireExchange> {
    if (step.advanceMs) this.clock.advance(step.advanceMs);
    const requestHeaders: Record<string, string> = { ...step.headers };
    if (step.auth) requestHeaders.authorization = `Bearer ${this.value(step.auth)}`;
    let payload: string | undefined;
    const body = typeof step.body === 'function' ? step.body((name: string) => this.value(name)) : step.body;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      requestHeaders['content-type'] = step.contentType ?? 'application/json';
    }
    const path = this.fill(step.path);
    const res = await this.app.inject({ method: step.method, url: path, headers: { ...BASE_REQUEST_HEADERS, ...requestHeaders }, payload });

    const encoding = String(res.headers['content-encoding'] ?? '');
    const raw = encoding === 'gzip' ? gunzipSync(res.rawPayload) : encoding === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
    const text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    this.registerTokens(json);
    if (step.capture) {
      try {
        const captured = step.capture(json);
        if (Object.values(captured).some((v) => v === undefined || v === null)) throw new Error(`captured ${JSON.stringify(captured)}`);
        Object.assign(this.vars, captured);
      } catch (error) {
        throw new Error(`step "${step.name}" answered ${res.statusCode} ${text.slice(0, 300)}: nothing to capture`, { cause: error });
      }
    }

    const headers: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(res.headers)) {
      if (VARYING_RESPONSE_HEADERS.has(key) || value === undefined) continue;
      // A compressed length depends on the compressor's version, not on us: the decompressed bytes are compared.
      if (key === 'content-length' && encoding) continue;
      headers[key] = Array.isArray(value) ? value.map((v) => this.normalise(v)) : this.normalise(String(value));
    }
    const exchange: WireExchange = {
      n: this.exchanges.length + 1,
      name: step.name,
      method: step.method,
      path: this.normalise(path),
      requestHeaders: sortedKeys(Object.fromEntries(Object.entries(requestHeaders).map(([k, v]) => [k, this.normalise(v)]))),
      // An oversized request (the body-limit step) is recorded by its size and digest, not spelled out.
      requestBody: payload !== undefined && payload.length > 4096 ? digest(payload) : wireBody(payload === undefined ? undefined : this.normalise(payload)),
      status: res.statusCode,
      headers: sortedKeys(headers),
      body: step.digestBody ? digest(this.normalise(text)) : wireBody(this.normalise(text)),
    };
    this.exchanges.push(exchange);
    return exchange;
  }
}

/** The fixture as JSON Lines: a header line, then one exchange per line (headers shared by every answer are kept once). */
export function writeWireFixture(file: string, about: string, exchanges: WireExchange[]): void {
  const first = exchanges[0]?.headers ?? {};
  const common = Object.fromEntries(
    Object.entries(first).filter(([key, value]) => exchanges.every((e) => JSON.stringify(e.headers[key]) === JSON.stringify(value))),
  );
  const own = exchanges.map((e) => ({ ...e, headers: Object.fromEntries(Object.entries(e.headers).filter(([key]) => !(key in common))) }));
  const head: FixtureHead = { about, requestHeaders: BASE_REQUEST_HEADERS, commonHeaders: common };
  // Written aside and renamed, so a run reading the record meanwhile (the PostgreSQL project) never sees half of it.
  writeFileSync(`${file}.tmp`, `${[head, ...own].map((line) => JSON.stringify(line)).join('\n')}\n`);
  renameSync(`${file}.tmp`, file);
}

/** The recorded exchanges with their full answer headers, or null when the fixture is missing. */
export function readWireFixture(file: string): WireExchange[] | null {
  if (!existsSync(file)) return null;
  const [head, ...lines] = readFileSync(file, 'utf8').trimEnd().split('\n');
  const fixture = JSON.parse(head!) as FixtureHead;
  return lines.map((line) => {
    const e = JSON.parse(line) as WireExchange;
    return { ...e, headers: sortedKeys({ ...fixture.commonHeaders, ...e.headers }) };
  });
}

// Step builders: paths are written as clients send them after `/api`.
export type More = Partial<Omit<WireStep, 'name' | 'method' | 'path'>>;
export const get = (name: string, path: string, more: More = {}): WireStep => ({ name, method: 'GET', path: `/api${path}`, ...more });
export const post = (name: string, path: string, body: unknown, more: More = {}): WireStep => ({ name, method: 'POST', path: `/api${path}`, body, ...more });
export const del = (name: string, path: string, more: More = {}): WireStep => ({ name, method: 'DELETE', path: `/api${path}`, ...more });
export const as = (member: string, more: More = {}): More => ({ auth: `${member}.access`, ...more });
export const raw = (authorization: string, more: More = {}): More => ({ headers: { authorization }, ...more });
export const tokens =
  (member: string) =>
  (json: any): WireVars => ({ [`${member}.access`]: json.accessToken, [`${member}.refresh`]: json.refreshToken });
/** `prefix1`, `prefix2`, … = `field` of each entry of a list answer, in answer order. */
export const each =
  (prefix: string, field: string) =>
  (json: any[]): WireVars =>
    Object.fromEntries(json.map((entry, i) => [`${prefix}${i + 1}`, entry[field]]));
export const id = (name: string) => (json: number) => ({ [name]: json });
