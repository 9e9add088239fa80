// "validation happens once": the transports parse (tRPC `.input()`, the shims' adapters) with
// the feature's contract schema, and services take the typed result. This test reads every
// server/features/**/*.service.ts with the TypeScript compiler and fails when a service could still be
// handed raw input (an exported function with a parameter, or a parameter's field, typed `unknown` or
// `any`) or parses again (imports zod or parseOrThrow, or calls .parse / .safeParse).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FEATURES = join(ROOT, 'server/features');

function serviceFiles(): string[] {
  return readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.service.ts'))
    .map((f) => join(FEATURES, f))
    .sort();
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  return { ...ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT).options, noEmit: true };
}

const PARSE_CALLS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'safeDecode']);

/** Our own declarations (not node_modules, not the drizzle row types under db/): where raw input could hide. */
function isOurs(decl: ts.Declaration | undefined): boolean {
  const file = decl?.getSourceFile().fileName ?? '';
  return !file.includes('/node_modules/') && !file.includes('/db/');
}

/** Why `type` could carry raw input: `unknown` or `any` itself, in a union, or in one of its fields (a few levels down). */
function looseness(checker: ts.TypeChecker, type: ts.Type, path: string, depth = 0, seen = new Set<ts.Type>()): string[] {
  if (type.flags & ts.TypeFlags.Any) return [`${path} is any`];
  if (type.flags & ts.TypeFlags.Unknown) return [`${path} is unknown`];
  if (seen.has(type) || depth > 3) return [];
  seen.add(type);
  if (type.isUnion() || type.isIntersection()) return type.types.flatMap((t) => looseness(checker, t, path, depth, seen));
  if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0) return [];
  const element = checker.isArrayType(type) ? checker.getTypeArguments(type as ts.TypeReference)[0] : undefined;
  if (element) return looseness(checker, element, `${path}[]`, depth + 1, seen);
  return checker.getPropertiesOfType(type).flatMap((prop) => {
    const decl = prop.valueDeclaration ?? prop.declarations?.[0];
    if (!decl || !isOurs(decl)) return [];
    return looseness(checker, checker.getTypeOfSymbolAtLocation(prop, decl), `${path}.${prop.name}`, depth + 1, seen);
  });
}

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Every rule break in `files`, as "file: what". */
function serviceInputViolations(files: string[], options: ts.CompilerOptions): string[] {
  const program = ts.createProgram(files, options);
  const checker = program.getTypeChecker();
  const out: string[] = [];
  for (const fileName of files) {
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`not compiled: ${fileName}`);
    const where = relative(ROOT, fileName);
    const checkFunction = (name: string, fn: ts.SignatureDeclaration) => {
      for (const param of fn.parameters) {
        const label = `${name}(${param.name.getText(source)})`;
        for (const why of looseness(checker, checker.getTypeAtLocation(param), label)) out.push(`${where}: ${why}`);
      }
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
        const from = (node.moduleSpecifier as ts.StringLiteral).text;
        const values =
          node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings)
            ? node.importClause.namedBindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text)
            : [node.importClause?.name?.text ?? '*'];
        if ((from === 'zod' || from.startsWith('zod/')) && values.length > 0) out.push(`${where}: imports zod (${values.join(', ')})`);
        if (values.includes('parseOrThrow')) out.push(`${where}: imports parseOrThrow`);
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && PARSE_CALLS.has(node.expression.name.text)) {
        out.push(`${where}: calls .${node.expression.name.text}()`);
      }
      if (ts.isFunctionDeclaration(node) && node.name && isExported(node)) checkFunction(node.name.text, node);
      if (ts.isVariableStatement(node) && isExported(node)) {
        for (const decl of node.declarationList.declarations) {
          const init = decl.initializer;
          if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) checkFunction(decl.name.getText(source), init);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

// Both tests run the TypeScript checker: tens of seconds on two busy cores.
const TYPE_CHECK_MS = 120_000;

test(
  'every exported service function takes typed input and no service parses again',
  () => {
    const files = serviceFiles();
    // Listed so a service the scan misses (a new folder, a renamed suffix) fails here instead of going unchecked.
    expect(files.map((f) => relative(FEATURES, f))).toEqual([
      'auth/auth.service.ts',
      'auth/password-reset.service.ts',
      'catalogue/catalogue.service.ts',
      'receipts/receipts.service.ts',
      'recommendation/recommendation.service.ts',
      'routines/routine-items.service.ts',
      'routines/routine-supersets.service.ts',
      'routines/routine-swaps.service.ts',
      'routines/routines.service.ts',
      'routines/saved-recommendation.service.ts',
      'training/history/edit.service.ts',
      'training/history/history.service.ts',
      'training/history/recent-performance.service.ts',
      'training/progress/body-parts.service.ts',
      'training/progress/exercises.service.ts',
      'training/progress/records.service.ts',
      'training/session/active.service.ts',
      'training/session/exercises.service.ts',
      'training/session/finish.service.ts',
      'training/session/save-as-routine.service.ts',
      'training/session/sets.service.ts',
      'training/session/start.service.ts',
      'training/session/supersets.service.ts',
      'training/session/warmups.service.ts',
      'training/transfer/export.service.ts',
      'training/transfer/import.service.ts',
      'user/body-records.service.ts',
      'user/equipment.service.ts',
      'user/preferences.service.ts',
      'user/user.service.ts',
    ]);
    expect(serviceInputViolations(files, compilerOptions())).toEqual([]);
  },
  TYPE_CHECK_MS,
);

test(
  'the check fires on a service that takes raw input or parses it',
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'one-parse-'));
    try {
      const file = join(dir, 'sample.service.ts');
      writeFileSync(
        file,
        [
          "import { z } from 'zod';",
          "import { parseOrThrow } from './validate';",
          'type Entry = { id: number; name: unknown };',
          'export function raw(ctx: { userId: number }, rawInput: unknown) { return rawInput; }',
          'export const loose = (input: any) => input;',
          'export function nested(entries: Entry[]) { return entries; }',
          'export function optional(value?: string | unknown) { return value; }',
          'export function reparse(input: { id: number }) { return z.number().safeParse(input.id); }',
          'export function typed(ctx: { userId: number }, input: { id: number; names: readonly string[] }) { return input.id + ctx.userId; }',
          'function internal(error: unknown) { return error; }',
          'export { internal, parseOrThrow };',
        ].join('\n'),
      );
      expect(serviceInputViolations([file], { ...compilerOptions(), noResolve: true })).toEqual([
        `${relative(ROOT, file)}: imports zod (z)`,
        `${relative(ROOT, file)}: imports parseOrThrow`,
        `${relative(ROOT, file)}: raw(rawInput) is unknown`,
        `${relative(ROOT, file)}: loose(input) is any`,
        `${relative(ROOT, file)}: nested(entries)[].name is unknown`,
        `${relative(ROOT, file)}: optional(value) is unknown`,
        `${relative(ROOT, file)}: calls .safeParse()`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  TYPE_CHECK_MS,
);
