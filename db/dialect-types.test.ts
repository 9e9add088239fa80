// The services' query builder (db/client.ts `SharedQuery`) is typed through Drizzle's SQLite builder and is
// Drizzle's PostgreSQL builder on PostgreSQL. Its five entry points (select, selectDistinct, insert, update,
// delete) are all `SharedQuery` offers, so `db.run()`, `db.all()` or `db.$count()` do not compile; but
// the chain after them is still typed by SQLite's query classes, which have members PostgreSQL's lack:
// `.get()`, `.all()`, `.run()`, `.values()` on a query, `limit` and `orderBy` on an update or a delete.
// This test reads server/ and seed/ with the TypeScript compiler and fails on any use of a member of a
// SQLite query-builder class that its PostgreSQL twin (SQLiteSelectBase → PgSelectBase, …) does not have,
// or of `prepare` (both have one, with different arguments and results).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SQLITE_BUILDERS = '/drizzle-orm/sqlite-core/query-builders/';
const PG_BUILDERS = '/drizzle-orm/pg-core/query-builders/';
/** Members both dialects have under the same name but not with the same arguments or results. */
const DIFFERENT = new Set(['prepare']);

/** The code that runs queries on a SharedQuery: the server and the catalogue sync, not their tests. */
function sourceFiles(): string[] {
  return ['server', 'seed'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => join(ROOT, dir, f)),
  );
}

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  return { ...ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT).options, noEmit: true };
}

/** Member names of each PostgreSQL query-builder class, inherited ones included. */
function pgMembers(program: ts.Program, checker: ts.TypeChecker): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.includes(PG_BUILDERS)) continue;
    for (const node of source.statements) {
      if (!ts.isClassDeclaration(node) || !node.name) continue;
      const instance = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(node.name)!);
      out.set(node.name.text, new Set(checker.getPropertiesOfType(instance).map((p) => p.name)));
    }
  }
  return out;
}

/**
 * Every use, in `files` (outer member first on a line), of a SQLite query-builder member PostgreSQL's
 * builder lacks, as "file:line: Class.member"; and how many query-builder members were looked at.
 */
function sqliteOnlyUses(program: ts.Program, files: string[]): { uses: string[]; checked: number } {
  const checker = program.getTypeChecker();
  const pg = pgMembers(program, checker);
  const out: string[] = [];
  let checked = 0;
  for (const fileName of files) {
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`not compiled: ${fileName}`);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node)) {
        // A member's declarations (an overloaded method has several) are all in one class.
        const owner = checker.getSymbolAtLocation(node.name)?.declarations?.[0]?.parent;
        if (owner && ts.isClassDeclaration(owner) && owner.name && owner.getSourceFile().fileName.includes(SQLITE_BUILDERS)) {
          const sqliteClass = owner.name.text;
          const twin = pg.get(sqliteClass.replace(/^SQLite/, 'Pg'));
          const member = node.name.text;
          if (!twin) throw new Error(`${sqliteClass} has no PostgreSQL twin in drizzle-orm/pg-core`);
          checked++;
          if (!twin.has(member) || DIFFERENT.has(member)) {
            const { line } = source.getLineAndCharacterOfPosition(node.name.getStart(source));
            out.push(`${relative(ROOT, fileName)}:${line + 1}: ${sqliteClass}.${member}`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { uses: out, checked };
}

let dir: string;
let sample: string;
let files: string[];
let program: ts.Program;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'db-dialect-types-'));
  sample = join(dir, 'sample.ts');
  const client = JSON.stringify(join(ROOT, 'db/client'));
  const schema = JSON.stringify(join(ROOT, 'db/schema/index'));
  writeFileSync(
    sample,
    [
      `import type { DbOrTx } from ${client};`,
      `import { routineItems, routines, users } from ${schema};`,
      'import { eq } from "drizzle-orm";',
      'export async function sample(db: DbOrTx) {',
      '  const fine = await db.select().from(users).where(eq(users.id, 1)).limit(1);',
      '  await db.insert(routines).values({ userId: 1, name: "a", createdAt: 0, updatedAt: 0 }).returning({ id: routines.id });',
      '  await db.update(users).set({ userName: "b" }).where(eq(users.id, 1));',
      '  const one = await db.select().from(users).get();',
      '  const all = await db.select().from(users).all();',
      '  await db.delete(routineItems).where(eq(routineItems.routineId, 1)).run();',
      '  await db.update(users).set({ userName: "b" }).orderBy(users.id).limit(1);',
      '  db.select().from(users).prepare();',
      '  return [fine, one, all];',
      '}',
    ].join('\n'),
  );
  files = sourceFiles();
  program = ts.createProgram([...files, sample], compilerOptions());
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the server and the catalogue sync use only the query-builder members both dialects have', () => {
  const { uses, checked } = sqliteOnlyUses(program, files);
  expect(uses).toEqual([]);
  // The builder chains were resolved to Drizzle's classes (a failed resolution would check nothing).
  expect(checked).toBeGreaterThan(200);
}, 120_000);

test('the check fires on SQLite-only executors and clauses, and passes what both dialects have', () => {
  const at = relative(ROOT, sample);
  expect(sqliteOnlyUses(program, [sample])).toEqual({
    checked: 18,
    uses: [
      `${at}:8: SQLiteSelectBase.get`,
      `${at}:9: SQLiteSelectBase.all`,
      `${at}:10: SQLiteDeleteBase.run`,
      `${at}:11: SQLiteUpdateBase.limit`,
      `${at}:11: SQLiteUpdateBase.orderBy`,
      `${at}:12: SQLiteSelectBase.prepare`,
    ],
  });
});

test('SharedQuery offers the five builders and nothing else of the database', () => {
  const checker = program.getTypeChecker();
  const client = program.getSourceFile(join(ROOT, 'db/client.ts'))!;
  const alias = client.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'SharedQuery')!;
  const members = checker.getPropertiesOfType(checker.getTypeAtLocation(alias.name)).map((p) => p.name);
  expect(members.sort()).toEqual(['delete', 'insert', 'select', 'selectDistinct', 'update']);
});
