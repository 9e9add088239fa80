// `npm run openapi`: writes the OpenAPI document of the legacy /api surface (server/rest/openapi.ts, built from
// LEGACY_ROUTES) to docs/openapi.json, the committed copy clients and reviewers read. The text is
// JSON.stringify's (2 spaces, final newline) laid out by Biome, so `npm run lint:code` accepts the file as written.
// `npm run openapi -- --check` writes nothing: it exits 1 and names the paths, operations and schemas that
// differ when the committed file is not what the routes generate (server/rest/openapi-document.test.ts runs it).
// An optional file argument replaces docs/openapi.json (the test points it at a copy). No database is opened:
// the document is made from the route declarations alone.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { LEGACY_ROUTES } from '../server/http/legacy-api';
import { openApiDocument } from '../server/rest/openapi';

const DEFAULT_FILE = 'docs/openapi.json';
const BIOME = 'node_modules/.bin/biome';

type Doc = Record<string, unknown>;
type Paths = Record<string, Record<string, unknown>>;

/** The generated document as committed: JSON.stringify with 2 spaces, then Biome's layout (short arrays on one line). */
function formatted(document: Doc): string {
  const raw = `${JSON.stringify(document, null, 2)}\n`;
  const biome = spawnSync(BIOME, ['format', `--stdin-file-path=${DEFAULT_FILE}`], { input: raw, encoding: 'utf8' });
  if (biome.status !== 0) throw new Error(`biome format failed (exit ${biome.status}): ${biome.stderr}`);
  return biome.stdout;
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** One line per difference: operations (METHOD /path), component schemas and the other top-level parts. */
function differences(generated: Doc, committed: Doc): string[] {
  const lines: string[] = [];
  const compare = (label: (key: string) => string, ours: Record<string, unknown>, theirs: Record<string, unknown>) => {
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
      if (!(key in theirs)) lines.push(`  missing from the file: ${label(key)}`);
      else if (!(key in ours)) lines.push(`  no longer generated:   ${label(key)}`);
      else if (!isDeepStrictEqual(ours[key], theirs[key])) lines.push(`  changed:               ${label(key)}`);
    }
  };
  const operations = (paths: Paths) => {
    const out: Record<string, unknown> = {};
    for (const [path, item] of Object.entries(record(paths))) {
      for (const [method, operation] of Object.entries(record(item))) out[`${method.toUpperCase()} ${path}`] = operation;
    }
    return out;
  };
  compare((key) => key, operations(generated.paths as Paths), operations(committed.paths as Paths));
  const components = (doc: Doc) => record(doc.components);
  compare((key) => `components.schemas.${key}`, record(components(generated).schemas), record(components(committed).schemas));
  const { schemas: _ours, ...ourComponents } = components(generated);
  const { schemas: _theirs, ...theirComponents } = components(committed);
  compare((key) => `components.${key}`, ourComponents, theirComponents);
  const { paths: _p1, components: _c1, ...ourTop } = generated;
  const { paths: _p2, components: _c2, ...theirTop } = committed;
  compare((key) => key, ourTop, theirTop);
  return lines;
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const file = args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_FILE;
const document = openApiDocument(LEGACY_ROUTES);
const text = formatted(document);

if (!check) {
  writeFileSync(file, text);
  const operations = Object.values(document.paths as Paths).reduce((n, item) => n + Object.keys(item).length, 0);
  console.log(`Wrote ${file}: ${operations} operations`);
} else {
  let committed: string | null = null;
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    committed = null;
  }
  if (committed === text) {
    console.log(`${file} is up to date`);
  } else {
    const header = `${file} differs from the document the routes generate; run \`npm run openapi\` and review the diff.`;
    let detail: string[];
    if (committed === null) detail = ['  the file is missing'];
    else {
      try {
        const lines = differences(document, JSON.parse(committed) as Doc);
        detail = lines.length > 0 ? lines : ['  same content, different layout'];
      } catch {
        detail = ['  the file is not valid JSON'];
      }
    }
    console.error([header, ...detail].join('\n'));
    process.exitCode = 1;
  }
}
