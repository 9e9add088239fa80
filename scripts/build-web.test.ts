// The web build's freshness check (scripts/build-web.ts) must notice a change to any file the bundle is
// made from, or `npm start` and the browser tests serve a stale client. This walks the bundle's module
// graph from its entries (the page, the app, the home page pre-render, the build's configuration) the way
// the bundler resolves it, and checks that every file it reaches is one the check compares.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, test } from 'vitest';
import { webBuildIsStale, webBuildSourceFiles } from './build-web';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'web');
const { options } = ts.parseJsonConfigFileContent(ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, ROOT);

/** What a module imports at run time: import/export-from declarations that are not type-only, import(). */
function scriptSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0]))
      found.push(node.arguments[0].text);
    else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'require' &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** CSS: `@import '…'` and CSS-module `composes: x from '…'`. */
function cssSpecifiers(file: string): string[] {
  const css = readFileSync(file, 'utf8');
  return [...css.matchAll(/@import\s+(?:url\()?['"]([^'"]+)['"]/g), ...css.matchAll(/composes:[^;]*?\bfrom\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

/** index.html: the scripts, styles and icons it names (root-relative: web/, then web/public). */
function htmlFiles(file: string): string[] {
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/\b(?:src|href)="\/([^"?#]+)"/g)].map((m) => (existsSync(join(WEB, m[1]!)) ? join(WEB, m[1]!) : join(WEB, 'public', m[1]!)));
}

/** A file of ours (not node_modules) the specifier names, or null for a package. */
function resolveLocal(specifier: string, from: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const direct = resolve(dirname(from), specifier);
    if (existsSync(direct) && statSync(direct).isFile()) return direct; // CSS, images, files named with their extension
  }
  const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule;
  if (resolved && !resolved.isExternalLibraryImport) return resolve(resolved.resolvedFileName);
  if (specifier.startsWith('.')) throw new Error(`${relative(ROOT, from)}: cannot resolve ${specifier}`);
  return null;
}

/** Every file of ours the bundle is built from, starting at `entries`. */
function bundleGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.html')) queue.push(...htmlFiles(file));
    else if (file.endsWith('.css')) queue.push(...cssSpecifiers(file).flatMap((s) => resolveLocal(s, file) ?? []));
    else if (/\.[cm]?[jt]sx?$/.test(file)) queue.push(...scriptSpecifiers(file).flatMap((s) => resolveLocal(s, file) ?? []));
  }
  return seen;
}

const publicFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => (statSync(join(dir, entry)).isDirectory() ? publicFiles(join(dir, entry)) : [join(dir, entry)]));

const BUILD_INPUTS = [
  join(WEB, 'index.html'),
  join(WEB, 'prerender.tsx'), // the home page's pre-render (scripts/build-web.ts)
  join(WEB, 'vite.config.ts'),
  join(WEB, 'postcss.config.cjs'),
  join(ROOT, 'scripts', 'build-web.ts'), // what the build does with the bundle (pre-render, preloads, compression)
  join(ROOT, 'tsconfig.json'), // compiler options the transform reads (jsx)
  join(ROOT, 'package-lock.json'), // every package's version
  ...publicFiles(join(WEB, 'public')),
];

describe('the web build freshness check', () => {
  const graph = bundleGraph(BUILD_INPUTS);
  const compared = new Set(webBuildSourceFiles());
  const inGraph = (dir: string) => [...graph].filter((f) => f.startsWith(`${join(ROOT, dir)}/`));

  test('the walk reaches the app, the shared server modules it compiles and what they import', () => {
    expect(graph).toContain(join(WEB, 'main.tsx'));
    expect(inGraph('web/routes').length).toBeGreaterThan(5);
    expect(inGraph('server/features').some((f) => f.endsWith('.shared.ts'))).toBe(true);
    expect(inGraph('server/common').length).toBeGreaterThan(0);
    expect([...graph].some((f) => f.endsWith('.module.css'))).toBe(true);
  });

  test('compares every file the bundle is built from', () => {
    const missed = [...graph].filter((f) => !compared.has(f)).map((f) => relative(ROOT, f));
    expect(missed).toEqual([]);
  });

  describe('webBuildIsStale', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fitforme-freshness-'));
    const index = join(dir, 'index.html');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const newest = Math.max(...[...compared].map((f) => statSync(f).mtimeMs));

    test('is stale without a build', () => {
      expect(webBuildIsStale(index)).toBe(true);
    });

    test('is fresh when the build is newer than every source file, stale when any one source is newer', () => {
      writeFileSync(index, '<!doctype html>');
      utimesSync(index, new Date(newest + 1_000), new Date(newest + 1_000));
      expect(webBuildIsStale(index)).toBe(false);
      utimesSync(index, new Date(newest - 1), new Date(newest - 1));
      expect(webBuildIsStale(index)).toBe(true);
    });
  });
});
