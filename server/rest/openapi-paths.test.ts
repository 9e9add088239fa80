// The legacy paths of docs/legacy-api.md against the OpenAPI document (server/rest/openapi.ts, from LEGACY_ROUTES):
// every route the contract says we serve is an operation of the document, every operation of the document is a
// route the contract names, and the routes it says we do not serve (supplements, mail verification, admin, the
// catalogue writes and the internal routes of §7) are absent. The contract is read where it names routes:
// §3's table and its "Ours" note, the bold `**METHOD /api/…**` of §4 (headings, and the body-data bullets of
// §4.5), the bullets of §4.6, and the "not served" lines of §4.6 and §7. Each reading is held to the count
// made by hand, so a parser that finds less cannot pass.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { LEGACY_ROUTES } from '../http/legacy-api';
import { openApiDocument } from './openapi';

const CONTRACT = readFileSync('docs/legacy-api.md', 'utf8');
const METHOD = '(GET|POST|PUT|DELETE|PATCH)';

/** `{workoutId}`, `{id}` and `{page}` alike: the contract and the routes name parameters differently. */
const normalised = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const op = (method: string, path: string) => `${method} ${normalised(path)}`;

/** The text from the heading matching `start` to the next heading matching `end`. */
function section(text: string, start: RegExp, end: RegExp): string {
  const from = text.search(start);
  if (from < 0) throw new Error(`docs/legacy-api.md: no heading ${start}`);
  const rest = text.slice(from + 1);
  const to = rest.search(end);
  return to < 0 ? rest : rest.slice(0, to);
}

/** A route the contract names as served: one of `methods` (one, except §3's body-data row) at `path`. */
type Named = { source: string; methods: string[]; path: string };

/** §3's table: `| METHOD | /api/… | token | answer |`; a cell may list methods (`POST/GET`) and paths relative to the first. */
function tableRows(text: string): Named[][] {
  const rows: Named[][] = [];
  for (const line of section(text, /^## 3\. /m, /^## 4\. /m).split('\n')) {
    const match = new RegExp(`^\\| (${METHOD}(?:/${METHOD})*) \\| (/api/[^|]*?) \\|`).exec(line);
    if (!match) continue;
    const methods = match[1]!.split('/');
    const [first, ...others] = match[match.length - 1]!.split(', ');
    const paths = [first!, ...others.map((relative) => `${first}${relative}`)];
    rows.push(paths.map((path) => ({ source: '§3 table', methods, path })));
  }
  return rows;
}

/** Backquoted `METHOD /api/…` in §3 outside the table (its "Ours" note). */
function oursNote(text: string): Named[] {
  const prose = section(text, /^## 3\. /m, /^## 4\. /m)
    .split('\n')
    .filter((line) => !line.startsWith('|'))
    .join('\n');
  return [...prose.matchAll(new RegExp(`\`${METHOD} (/api/[^\`\\s]+)\``, 'g'))].map((m) => ({ source: '§3 Ours', methods: [m[1]!], path: m[2]! }));
}

/** Bold `**METHOD /api/…**` anywhere in §4: the route headings, the body-data bullets of §4.5 and the real delete path of §4.1. */
function boldRoutes(text: string): Named[] {
  const body = section(text, /^## 4\. /m, /^## 5\. /m);
  return [...body.matchAll(new RegExp(`\\*\\*${METHOD} (/api/[^*\\s]+)\\*\\*`, 'g'))].map((m) => ({ source: '§4 bold', methods: [m[1]!], path: m[2]! }));
}

/** §4.6's bullets: backquoted `METHOD /api/…`, and `METHOD .../tail` read against the bullet's previous path. */
function otherRoutes(text: string): Named[] {
  const out: Named[] = [];
  for (const bullet of section(text, /^### 4\.6 /m, /^## 5\. /m).split(/\n(?=- )/)) {
    let previous: string | null = null;
    for (const m of bullet.matchAll(new RegExp(`\`${METHOD} ((?:/api|\\.\\.\\.)/[^\`\\s]*)\``, 'g'))) {
      let path = m[2]!;
      if (path.startsWith('...')) {
        const tail = path.slice(3);
        const at = previous?.indexOf(`/${tail.split('/')[1]}/`) ?? -1;
        if (previous === null || at < 0) throw new Error(`§4.6: cannot read ${path} against ${previous}`);
        path = previous.slice(0, at) + tail;
      }
      previous = path;
      out.push({ source: '§4.6', methods: [m[1]!], path });
    }
  }
  return out;
}

/** What the contract says we do not serve: the last bullet of §4.6 and the items of §7 whose "Ours" says so. */
function notServed(text: string): { ops: string[]; prefixes: string[]; paths: string[] } {
  const lines = [...section(text, /^### 4\.6 /m, /^## 5\. /m).split(/\n(?=- )/), ...section(text, /^## 7\. /m, /^## 8\. /m).split(/\n(?=\d+\. )/)].filter(
    (item) => /\*\*Ours:\*\* (not served|no admin routes)/.test(item),
  );
  const out = { ops: [] as string[], prefixes: [] as string[], paths: [] as string[] };
  for (const item of lines) {
    for (const [, code] of item.matchAll(/`([^`]+)`/g)) {
      const withMethod = new RegExp(`^${METHOD} (/\\S+)$`).exec(code!);
      if (withMethod) out.ops.push(op(withMethod[1]!, `/api${withMethod[2]}`));
      else if (code!.endsWith('/**')) out.prefixes.push(`/api${code!.slice(0, -3)}`);
      else if (code!.startsWith('/')) out.paths.push(normalised(`/api${code}`));
    }
  }
  return out;
}

function namedRoutes(text: string) {
  const table = tableRows(text);
  const exact = [
    ...table.filter((row) => row.length === 1 && row[0]!.methods.length === 1).flat(),
    ...oursNote(text),
    ...boldRoutes(text),
    ...otherRoutes(text),
  ];
  const grouped = table.filter((row) => row.length > 1 || row[0]!.methods.length > 1);
  return { table, exact, grouped, ops: new Set(exact.map((n) => op(n.methods[0]!, n.path))) };
}

type Paths = Record<string, Record<string, unknown>>;
const documentOps = (paths: Paths) =>
  Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => ({ method: method.toUpperCase(), path: normalised(path) })));

/** The routes the contract names as served that the document lacks. */
function missingFromDocument(text: string, paths: Paths): string[] {
  const have = new Set(documentOps(paths).map((o) => `${o.method} ${o.path}`));
  const { exact, grouped } = namedRoutes(text);
  const missing = exact.filter((n) => !have.has(op(n.methods[0]!, n.path))).map((n) => `${n.source}: ${n.methods[0]} ${n.path}`);
  for (const n of grouped.flat()) {
    if (!n.methods.some((method) => have.has(op(method, n.path)))) missing.push(`${n.source}: ${n.methods.join('/')} ${n.path}`);
  }
  return [...new Set(missing)];
}

/** The operations of the document the contract does not name. */
function notNamed(text: string, paths: Paths): string[] {
  const { ops, grouped } = namedRoutes(text);
  const loose = grouped.flat();
  return documentOps(paths)
    .filter((o) => !ops.has(`${o.method} ${o.path}`) && !loose.some((n) => n.methods.includes(o.method) && normalised(n.path) === o.path))
    .map((o) => `${o.method} ${o.path}`);
}

/** The operations of the document the contract says are not served. */
function servedAgainstContract(text: string, paths: Paths): string[] {
  const { ops, prefixes, paths: exactPaths } = notServed(text);
  return documentOps(paths)
    .filter(
      (o) =>
        ops.includes(`${o.method} ${o.path}`) || exactPaths.includes(o.path) || prefixes.some((prefix) => o.path === prefix || o.path.startsWith(`${prefix}/`)),
    )
    .map((o) => `${o.method} ${o.path}`);
}

const paths = openApiDocument(LEGACY_ROUTES).paths as Paths;

describe('docs/legacy-api.md is read where it names routes (counts made by hand)', () => {
  test('§3: 23 table rows, 22 of one route and the body-data row (POST/GET, 4 paths); 2 routes in its Ours note', () => {
    const rows = tableRows(CONTRACT);
    expect(rows).toHaveLength(23);
    expect(rows.filter((row) => row.length === 1 && row[0]!.methods.length === 1)).toHaveLength(22);
    expect(rows.filter((row) => row.length > 1)).toEqual([
      ['/api/bodyData', '/api/bodyData/{id}', '/api/bodyData/list/{page}', '/api/bodyData/delete/{id}'].map((path) => ({
        source: '§3 table',
        methods: ['POST', 'GET'],
        path,
      })),
    ]);
    expect(oursNote(CONTRACT).map((n) => `${n.methods[0]} ${n.path}`)).toEqual(['POST /api/user/private/delete', 'GET /api/health']);
  });

  test('§4: 27 bold routes (9 accounts, 7 routines, 4 catalogue, 2 recommendation, 5 body data)', () => {
    const bold = boldRoutes(CONTRACT).map((n) => `${n.methods[0]} ${n.path}`);
    expect(new Set(bold).size).toBe(27);
    expect(bold.filter((route) => route.includes('/api/bodyData'))).toEqual([
      'POST /api/bodyData',
      'GET /api/bodyData/{bodyDataId}',
      'GET /api/bodyData/list/{page}',
      'GET /api/bodyData/recent',
      'POST /api/bodyData/delete/{bodyDataId}',
    ]);
  });

  test('§4.6: 4 routes, the `DELETE .../history/{id}` read against the path before it', () => {
    expect(otherRoutes(CONTRACT).map((n) => `${n.methods[0]} ${n.path}`)).toEqual([
      'GET /api/recommendation/workout/history/list/{page}',
      'DELETE /api/recommendation/workout/history/{id}',
      'POST /api/myfit/routines/workout/search/{routineId}',
      'POST /api/user/auth/verify/email/{email}',
    ]);
  });

  test('all together: 32 distinct routes served, and 11 things not served (§4.6: 5 prefixes; §7: 3 routes, 1 path, 2 prefixes)', () => {
    expect(namedRoutes(CONTRACT).ops.size).toBe(32);
    expect(notServed(CONTRACT)).toEqual({
      ops: ['POST /api/workouts', 'PUT /api/workouts/{}', 'DELETE /api/workouts/{}'],
      prefixes: ['/api/supplements', '/api/myfit/routines/supplement', '/api/register/verify', '/api/password/verify', '/api/admin', '/api/test', '/api/dev'],
      paths: ['/api/user/auth/jwt/admin/register'],
    });
  });
});

describe('the OpenAPI document and docs/legacy-api.md name the same routes', () => {
  test('every route the contract names as served is an operation of the document', () => {
    expect(missingFromDocument(CONTRACT, paths)).toEqual([]);
  });

  test('every operation of the document is a route the contract names (GET /api/health by its §3 Ours note)', () => {
    expect(notNamed(CONTRACT, paths)).toEqual([]);
    expect(documentOps(paths)).toContainEqual({ method: 'GET', path: '/api/health' });
  });

  test('nothing the contract says is not served is in the document', () => {
    expect(servedAgainstContract(CONTRACT, paths)).toEqual([]);
  });

  test('the comparisons fail: a route dropped from the document or from the contract, a route the contract says is not served', () => {
    const fewer = structuredClone(paths);
    delete fewer['/api/bodyData/recent'];
    delete fewer['/api/recommendation/workout/history/{recommendationId}']!.delete;
    expect(missingFromDocument(CONTRACT, fewer)).toEqual([
      '§3 table: GET /api/bodyData/recent',
      '§4 bold: GET /api/bodyData/recent',
      '§4.6: DELETE /api/recommendation/workout/history/{id}',
    ]);
    const contract = CONTRACT.replace('`POST /api/myfit/routines/workout/search/{routineId}`', '`POST /api/myfit/routines/workout/find/{routineId}`');
    expect(notNamed(contract, paths)).toEqual(['POST /api/myfit/routines/workout/search/{}']);
    expect(missingFromDocument(contract, paths)).toEqual(['§4.6: POST /api/myfit/routines/workout/find/{routineId}']);
    const more = {
      ...structuredClone(paths),
      '/api/admin/users': { get: {} },
      '/api/workouts': { post: {} },
      '/api/user/auth/jwt/admin/register': { post: {} },
    };
    expect(servedAgainstContract(CONTRACT, more)).toEqual(['GET /api/admin/users', 'POST /api/workouts', 'POST /api/user/auth/jwt/admin/register']);
  });
});
