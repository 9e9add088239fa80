// The export as a download (docs/decisions/035-export-as-a-streamed-download.md): a minute-long link from
// tRPC, a file streamed as it is written, one transfer per member at a time, a bucket of exports per member,
// import chunks never inside a batch. Over a real socket where a download must stay open while it is read.
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../../tests/helpers/app';
import { type Member, signUpMember, trpcData, trpcError, trpcMutation } from '../../../../tests/helpers/calls';
import { rawPost } from '../../../../tests/helpers/security';
import { generateStrongFile } from '../../../../tests/helpers/strong-file';
import { transferCalls } from '../../../../tests/helpers/training-transfer';
import { ERRORS } from '../../../errors';
import { EXPORTS_PER_MEMBER_PER_HOUR } from '../../auth/throttle';
import type { TrainingExport } from './transfer.shared';

let t: TestApp;
afterEach(async () => t.close());
const { importFile } = transferCalls(() => t);

/**
 * A download over a socket that reads nothing past the answer's first bytes until `read()`: the server can
 * write only as far as the kernel's buffers hold (a few MB on loopback), so a larger file stays open.
 */
async function unread(url: string) {
  const { hostname, port, pathname, search } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.pause();
  await once(socket, 'connect');
  socket.write(`GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
  // Its answer has begun, so the member's slot is this download's (not a later request's that came first).
  await once(socket, 'readable');
  const parts: Buffer[] = [(socket.read() as Buffer | null) ?? Buffer.alloc(0)];
  const read = async () => {
    for await (const part of socket) parts.push(part as Buffer);
    const all = Buffer.concat(parts).toString('utf8');
    const [head, ...rest] = all.split('\r\n\r\n');
    const body = rest.join('\r\n\r\n');
    return { head: head!, body: /\r\ntransfer-encoding: chunked\r\n/i.test(`${head}\r\n`) ? dechunk(body) : body };
  };
  return { read, close: () => socket.destroy() };
}

/** The body of a chunked HTTP/1.1 answer. */
function dechunk(raw: string): string {
  let out = '';
  let at = 0;
  const bytes = Buffer.from(raw, 'utf8');
  for (;;) {
    const eol = bytes.indexOf('\r\n', at);
    const size = Number.parseInt(bytes.subarray(at, eol).toString(), 16);
    if (!size) return out;
    out += bytes.subarray(eol + 2, eol + 2 + size).toString('utf8');
    at = eol + 2 + size + 2;
  }
}

const link = async (m: Member, format: 'csv' | 'hevy' | 'json' = 'json') =>
  trpcData(await trpcMutation(t.app, 'training.transfer.exportLink', { format }, m.accessToken)).path;

test('while one of a member’s downloads is open, their next export or import is refused, others’ are not; once it is read or dropped, they may again', async () => {
  t = await buildTestApp();
  const [a, b] = [await signUpMember(t.app), await signUpMember(t.app)];
  // A history whose JSON (about 9 MB) cannot sit in the sockets' buffers: the download stays open until read.
  const history = generateStrongFile({ rows: 40_000 });
  await importFile(a, history.csv);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

  const open = await unread(`${base}${await link(a)}`);
  // The first page is on its way before anything else is asked.
  await expect.poll(async () => (await fetch(`${base}${await link(a)}`)).status, { timeout: 30_000 }).toBe(409);

  const more = await Promise.all(Array.from({ length: 19 }, async () => fetch(`${base}${await link(a)}`)));
  for (const res of more) expect([res.status, (await res.json()).message]).toEqual([409, ERRORS.TRANSFER_BUSY.message]);
  const chunk = await trpcMutation(t.app, 'training.transfer.importPreview', { csv: history.csv.slice(0, 2000).replace(/\n[^\n]*$/, '\n') }, a.accessToken);
  expect([chunk.status, trpcError(chunk).message]).toEqual([409, ERRORS.TRANSFER_BUSY.message]);
  expect((await fetch(`${base}${await link(b)}`)).status).toBe(200);

  const { head, body } = await open.read();
  expect(head).toMatch(/^HTTP\/1\.1 200 /);
  expect(head).toMatch(/\r\ncontent-disposition: attachment; filename="fitforme-training-\d{4}-\d{2}-\d{2}\.json"\r\n/i);
  expect(head).toMatch(/\r\ncache-control: no-store\r\n/i);
  // Streamed: its length is not known when it starts.
  expect(head).not.toMatch(/\r\ncontent-length:/i);
  const doc = JSON.parse(body) as TrainingExport;
  expect(doc.sessions).toHaveLength(history.sessions);
  expect(doc.sessions.flatMap((s) => s.exercises.flatMap((e) => e.sets)).length).toBe(history.sets);
  const again = await fetch(`${base}${await link(a, 'csv')}`);
  expect(again.status).toBe(200);
  expect((await again.text()).split('\n').length).toBe(1 + history.sets + 1);

  // A download dropped midway frees the slot too.
  const dropped = await unread(`${base}${await link(a)}`);
  await expect.poll(async () => (await fetch(`${base}${await link(a)}`)).status, { timeout: 30_000 }).toBe(409);
  dropped.close();
  await expect.poll(async () => (await fetch(`${base}${await link(a)}`)).status, { timeout: 30_000 }).toBe(200);
}, 120_000);

test('an import chunk inside a batch is refused, and runs alone', async () => {
  t = await buildTestApp();
  const a = await signUpMember(t.app);
  const csv = generateStrongFile({ rows: 100 }).csv;
  const paths = 'training.transfer.importPreview,training.transfer.importPreview';
  const batch = await rawPost(t.app, `/trpc/${paths}?batch=1`, JSON.stringify({ 0: { csv }, 1: { csv } }), { authorization: `Bearer ${a.accessToken}` });
  expect(batch.json().map((r: { error: { message: string; data: { httpStatus: number } } }) => [r.error.data.httpStatus, r.error.message])).toEqual([
    [400, ERRORS.TRANSFER_BATCHED.message],
    [400, ERRORS.TRANSFER_BATCHED.message],
  ]);
  expect((await trpcMutation(t.app, 'training.transfer.importPreview', { csv }, a.accessToken)).status).toBe(200);
});

test('a link works for its member, format and minute only, and not after logout', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const a = await signUpMember(t.app);
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const path = await link(a, 'csv');
  const ticket = new URL(path, 'http://x').searchParams.get('ticket')!;
  const [payload, mac] = ticket.split('.') as [string, string];
  const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '999' })).toString('base64url');
  for (const bad of [
    path.replace('format=csv', 'format=json'),
    path.replace(ticket, `${forged}.${mac}`),
    path.replace(ticket, a.accessToken),
    '/download/training-export?format=csv',
  ]) {
    const res = await get(bad);
    expect([res.statusCode, res.json().message], bad).toEqual([401, ERRORS.TICKET_INVALID.message]);
  }
  expect((await get(path)).statusCode).toBe(200);
  // The same link a second time within its minute: fine (a retried download).
  expect((await get(path)).statusCode).toBe(200);
  clock.advance(61_000);
  expect((await get(path)).statusCode).toBe(401);
  const fresh = await link(a, 'csv');
  expect((await trpcMutation(t.app, 'auth.logout', { refreshToken: a.refreshToken }, a.accessToken)).status).toBe(200);
  expect((await get(fresh)).statusCode).toBe(401);
});

test(`${EXPORTS_PER_MEMBER_PER_HOUR} exports an hour per member, then 429 with Retry-After until one refills`, async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const [a, b] = [await signUpMember(t.app), await signUpMember(t.app)];
  const get = async (m: Member) => t.app.inject({ method: 'GET', url: await link(m, 'csv') });
  for (let i = 0; i < EXPORTS_PER_MEMBER_PER_HOUR; i += 1) expect((await get(a)).statusCode).toBe(200);
  const refused = await get(a);
  expect([refused.statusCode, refused.json().message]).toEqual([429, ERRORS.EXPORT_THROTTLED.message]);
  expect(Number(refused.headers['retry-after'])).toBe(180);
  expect((await get(b)).statusCode).toBe(200);
  clock.advance(180_000);
  expect((await get(a)).statusCode).toBe(200);
});
