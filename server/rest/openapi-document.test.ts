// The OpenAPI document of the legacy /api surface (server/rest/openapi.ts, built from LEGACY_ROUTES), without a
// database or an app: the committed copy (docs/openapi.json) is what the routes generate, and `npm run openapi
// -- --check` says so too; the document is OpenAPI 3.1; every schema in it compiles with Ajv (draft 2020-12, strict
// mode, no extra keyword allowed); every example of every schema is valid against that schema; and no route is left
// undocumented (the PENDING_DOC summary, or an answer schema that allows anything). The legacy paths themselves:
// openapi-paths.test.ts; the served copy: server/rest/openapi-served.app.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, test } from 'vitest';
import { LEGACY_ROUTES } from '../http/legacy-api';
import { openApiDocument } from './openapi';

type Schema = Record<string, unknown>;
type Operation = {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    headers: Record<string, { schema: Schema }>;
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  };
};

const COMMITTED = 'docs/openapi.json';
const generated = openApiDocument(LEGACY_ROUTES) as Doc;

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));

/** Every Schema Object the document holds, with where it is: components, parameters, request bodies, answers, headers. */
function schemasOf(doc: Doc): { where: string; schema: Schema }[] {
  const out: { where: string; schema: Schema }[] = [];
  for (const [id, schema] of Object.entries(doc.components.schemas)) out.push({ where: `components.schemas.${id}`, schema });
  for (const [id, header] of Object.entries(doc.components.headers)) out.push({ where: `components.headers.${id}`, schema: header.schema });
  for (const [id, answer] of Object.entries(doc.components.responses ?? {})) {
    for (const [type, media] of Object.entries(answer.content ?? {})) out.push({ where: `components.responses.${id} ${type}`, schema: media.schema });
  }
  for (const { name, op } of operations(doc)) {
    for (const param of op.parameters ?? []) out.push({ where: `${name} parameter ${param.name}`, schema: param.schema });
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) out.push({ where: `${name} request ${type}`, schema: media.schema });
    for (const [status, answer] of Object.entries(op.responses)) {
      for (const [type, media] of Object.entries(answer.content ?? {})) out.push({ where: `${name} ${status} ${type}`, schema: media.schema });
    }
  }
  return out;
}

const REF = '#/components/schemas/';

/** A schema standing alone for Ajv: the document's component schemas as its `$defs`, its refs pointed there. */
function standalone(schema: Schema, doc: Doc): Schema {
  const repoint = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(repoint);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, key === '$ref' && typeof field === 'string' ? field.replace(REF, '#/$defs/') : repoint(field)]),
    );
  };
  return { ...(repoint(schema) as Schema), $defs: repoint(doc.components.schemas) };
}

/** Keywords whose values are data, not schemas: a walk over subschemas does not enter them. */
const DATA_KEYWORDS = new Set(['examples', 'const', 'enum', 'default', 'required', 'description', 'title', 'pattern', 'format', 'type']);

/** Every subschema of `schema` (itself included) with a JSON pointer to it. */
function subschemas(schema: Schema, pointer = ''): { pointer: string; node: Schema }[] {
  const out = [{ pointer: pointer || '/', node: schema }];
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(key) || value === null || typeof value !== 'object') continue;
    if (['properties', 'patternProperties', '$defs'].includes(key)) {
      for (const [name, sub] of Object.entries(value as Record<string, Schema>)) out.push(...subschemas(sub, `${pointer}/${key}/${name}`));
    } else if (Array.isArray(value)) {
      value.forEach((sub, i) => {
        if (sub !== null && typeof sub === 'object') out.push(...subschemas(sub as Schema, `${pointer}/${key}/${i}`));
      });
    } else {
      out.push(...subschemas(value as Schema, `${pointer}/${key}`));
    }
  }
  return out;
}

function strictAjv() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  return ajv;
}

/** Each schema of `doc` that strict Ajv refuses, with its error. */
function compileFailures(doc: Doc): string[] {
  const ajv = strictAjv();
  const failures: string[] = [];
  for (const { where, schema } of schemasOf(doc)) {
    try {
      ajv.compile(standalone(schema, doc));
    } catch (error) {
      failures.push(`${where}: ${(error as Error).message}`);
    }
  }
  return failures;
}

/** Each `examples` entry of each (sub)schema of `doc` that its own schema rejects, and how many were checked. */
function exampleFailures(doc: Doc): { failures: string[]; checked: number } {
  const ajv = strictAjv();
  const failures: string[] = [];
  let checked = 0;
  for (const { where, schema } of schemasOf(doc)) {
    for (const { pointer, node } of subschemas(schema)) {
      if (node.examples === undefined) continue;
      if (!Array.isArray(node.examples)) {
        failures.push(`${where} ${pointer}: examples is not a list`);
        continue;
      }
      const validate = ajv.compile(standalone(node, doc));
      node.examples.forEach((example, i) => {
        checked += 1;
        if (!validate(example)) failures.push(`${where} ${pointer} example ${i}: ${ajv.errorsText(validate.errors)}`);
      });
    }
  }
  return { failures, checked };
}

describe('the committed copy, docs/openapi.json', () => {
  test('is the document the routes generate', () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8')) as unknown;
    expect(committed, `${COMMITTED} is not what the routes generate: run \`npm run openapi\` and review the diff`).toEqual(generated);
  });

  const dir = mkdtempSync(join(tmpdir(), 'fitforme-openapi-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const runCheck = (file: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/openapi.ts', '--check', file], { encoding: 'utf8' });

  test('`npm run openapi -- --check` passes on it, and fails on a stale copy naming what differs', () => {
    const fresh = runCheck(COMMITTED);
    expect(fresh.status, fresh.stderr).toBe(0);
    const stale = JSON.parse(readFileSync(COMMITTED, 'utf8')) as Doc;
    stale.paths['/api/auth/login']!.post!.summary = '예전 요약';
    delete stale.paths['/api/health'];
    const file = join(dir, 'stale.json');
    writeFileSync(file, `${JSON.stringify(stale, null, 2)}\n`);
    const result = runCheck(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('run `npm run openapi`');
    expect(result.stderr).toMatch(/changed: +POST \/api\/auth\/login\n/);
    expect(result.stderr).toMatch(/missing from the file: +GET \/api\/health\n/);
    expect(result.stderr.split('\n').filter((line) => line.startsWith('  '))).toHaveLength(2);
  });
});

describe('the document is valid', () => {
  test('as OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(generated));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  const schemas = schemasOf(generated);

  test('the walk finds the schemas of every answer and of the request bodies (a walk that finds nothing cannot pass)', () => {
    const count = operations(generated).length;
    expect(count).toBe(LEGACY_ROUTES.length);
    // Every operation has at least the shared 400, 500, 503 and 507 envelopes besides its own answers.
    expect(schemas.filter((s) => / \d{3} /.test(s.where)).length).toBeGreaterThanOrEqual(count * 4);
    expect(schemas.filter((s) => s.where.includes(' request ')).length).toBeGreaterThan(0);
    expect(schemas.filter((s) => s.where.startsWith('components.schemas.')).length).toBeGreaterThan(0);
    expect(schemas.map((s) => s.where)).toContain('components.responses.LegacyError application/json');
  });

  test('every schema compiles with Ajv (JSON Schema 2020-12, strict mode: no keyword beyond the standard ones)', () => {
    expect(compileFailures(generated)).toEqual([]);
  });

  test('every example of every schema is valid against that schema', () => {
    const { failures, checked } = exampleFailures(generated);
    expect(failures).toEqual([]);
    // The auth routes' AuthResponse and every error envelope carry examples.
    expect(checked).toBeGreaterThan(100);
  });

  test('the three checks reject a broken copy (an answer without description, an OpenAPI-only keyword, a wrong example)', async () => {
    const broken = structuredClone(generated);
    const login = broken.paths['/api/auth/login']!.post!;
    delete (login.responses['200'] as { description?: string }).description;
    broken.components.schemas.AuthResponse!.example = { accessToken: 'a' };
    (broken.components.schemas.AuthResponse!.examples as Record<string, unknown>[])[0]!.rememberMe = '예';
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
    expect(JSON.stringify(result.errors)).toContain("must have required property 'description'");
    expect(compileFailures(broken).filter((line) => line.includes('unknown keyword: "example"')).length).toBeGreaterThan(0);
    delete broken.components.schemas.AuthResponse!.example;
    expect(exampleFailures(broken).failures).toEqual([expect.stringMatching(/^components\.schemas\.AuthResponse \/ example 0: .*rememberMe must be boolean/)]);
  });
});

/** A schema that says something: a type, a reference, a constant or a list; a union only of such schemas. */
function constrained(node: Schema): boolean {
  if (['type', '$ref', 'const', 'enum'].some((key) => key in node)) return true;
  const branches = [node.anyOf, node.oneOf].filter(Array.isArray) as Schema[][];
  if (branches.length > 0) return branches.every((list) => list.length > 0 && list.every(constrained));
  return Array.isArray(node.allOf) && (node.allOf as Schema[]).some(constrained);
}

/** The places in an answer schema (and the component schemas it refers to) that allow any value. */
function unconstrainedIn(schema: Schema, doc: Doc, seen = new Set<string>()): string[] {
  const out: string[] = [];
  for (const { pointer, node } of subschemas(schema)) {
    if (!constrained(node)) out.push(pointer);
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith(REF) && !seen.has(ref)) {
      seen.add(ref);
      const target = doc.components.schemas[ref.slice(REF.length)];
      if (target === undefined) out.push(`${pointer} (${ref} is missing)`);
      else out.push(...unconstrainedIn(target, doc, seen).map((inner) => `${ref}${inner}`));
    }
  }
  return out;
}

describe('every route is documented', () => {
  test('no operation still carries the placeholder summary of PENDING_DOC', () => {
    const pending = operations(generated)
      .filter(({ op }) => op.summary === '(작성 중)')
      .map(({ name }) => name);
    expect(pending).toEqual([]);
  });

  test('every `{name}` of a path is a documented path parameter of each of its operations, and nothing else is', () => {
    const wrong: string[] = [];
    for (const { name, op } of operations(generated)) {
      const inPath = [...name.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const documented = (op.parameters ?? []).filter((p) => p.in === 'path' && p.required === true).map((p) => p.name);
      if (JSON.stringify(documented) !== JSON.stringify(inPath)) wrong.push(`${name}: documents [${documented.join(', ')}]`);
    }
    expect(wrong).toEqual([]);
  });

  test('no answer schema allows any value (each says a type, a $ref, a const or an enum, all the way down)', () => {
    const loose: string[] = [];
    for (const { name, op } of operations(generated)) {
      for (const [status, answer] of Object.entries(op.responses)) {
        for (const [type, media] of Object.entries(answer.content ?? {})) {
          for (const pointer of unconstrainedIn(media.schema, generated)) loose.push(`${name} ${status} ${type} ${pointer}`);
        }
      }
    }
    expect(loose).toEqual([]);
  });

  test('the check above finds an unconstrained answer where there is one', () => {
    expect(unconstrainedIn({}, generated)).toEqual(['/']);
    expect(unconstrainedIn({ type: 'object', properties: { a: { description: '아무 값' } } }, generated)).toEqual(['/properties/a']);
    expect(unconstrainedIn({ anyOf: [{ type: 'string' }, {}] }, generated)).toEqual(['/', '/anyOf/1']);
    expect(unconstrainedIn({ type: 'array', items: { $ref: `${REF}Nowhere` } }, generated)).toEqual([`/items (${REF}Nowhere is missing)`]);
    expect(unconstrainedIn({ anyOf: [{ type: 'string' }, { const: 'ok' }] }, generated)).toEqual([]);
  });
});
