// Mantine's styles are imported per component (web/ui/mantine-shell.css for the first load,
// web/ui/mantine-screens.css with every other screen), so a component used without its stylesheet would
// render unstyled. This reads the web client's sources and checks that never happens.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const WEB = resolve(import.meta.dirname, '..');
const STYLES = resolve(import.meta.dirname, '../../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'dist' || entry === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mts)$/.test(entry) && !entry.endsWith('.gen.ts') ? [path] : [];
  });
}

const cssFilesIn = (file: string) =>
  new Set([...readFileSync(join(WEB, 'ui', file), 'utf8').matchAll(/@import '@mantine\/core\/styles\/([A-Za-z-]+)\.layer\.css'/g)].map((m) => m[1]!));

/** Mantine components built on others whose styles they need (Mantine's "components dependencies"). */
const NEEDS: Record<string, string[]> = {
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  CloseButton: ['UnstyledButton'],
  TextInput: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Radio: ['InlineInput'],
  Modal: ['ModalBase', 'Overlay', 'Paper', 'CloseButton', 'ScrollArea'],
  Drawer: ['ModalBase', 'Overlay', 'Paper', 'CloseButton', 'ScrollArea'],
  Menu: ['Popover', 'UnstyledButton'],
  Tooltip: ['Popover'],
  Accordion: ['UnstyledButton'],
  Pagination: ['UnstyledButton', 'Group'],
  Tabs: ['UnstyledButton'],
  Alert: ['CloseButton'],
  Spoiler: ['Anchor'],
  Anchor: ['Text'],
  Title: [],
};

function mantineComponentsOf(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '');
      if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

/** Every stylesheet a component needs, itself included, where Mantine ships one. */
function stylesheetsFor(component: string): string[] {
  const out = new Set<string>();
  const visit = (name: string) => {
    if (out.has(name)) return;
    try {
      statSync(join(STYLES, `${name}.layer.css`));
      out.add(name);
    } catch {
      // No stylesheet of its own (MantineProvider, Transition, Portal …).
    }
    for (const dep of NEEDS[name] ?? []) visit(dep);
  };
  visit(component);
  return [...out];
}

/** Files reached by static imports from the shell and the home route: the first load. */
function firstLoadFiles(): Set<string> {
  const seen = new Set<string>();
  // The route tree names every route file, but the router's code splitting keeps their screens out of the
  // first load: only the shell's and the home page's own route files are followed.
  const firstLoadRoute = (file: string) => !file.includes('/routes/') || /routes\/(index|__root)\.tsx$|routes\/-components\//.test(file);
  const visit = (file: string) => {
    if (seen.has(file) || file.endsWith('routeTree.gen.ts') || !firstLoadRoute(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // Static imports only: `lazy(() => import(...))` and the router's split components load later.
    for (const m of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
      const base = resolve(dirname(file), m[1]!);
      const candidate = ['.tsx', '.ts', '/index.tsx', '/index.ts']
        .map((ext) => base + ext)
        .find((p) => {
          try {
            return statSync(p).isFile();
          } catch {
            return false;
          }
        });
      if (candidate) visit(candidate);
    }
  };
  for (const entry of ['main.tsx', 'routes/__root.tsx', 'routes/index.tsx']) visit(join(WEB, entry));
  return seen;
}

test('every Mantine component the web client uses has its stylesheet, and the first load has all it needs', () => {
  const shell = cssFilesIn('mantine-shell.css');
  const screens = cssFilesIn('mantine-screens.css');
  const firstLoad = firstLoadFiles();
  expect(firstLoad.size).toBeGreaterThan(5);
  const problems: string[] = [];
  for (const file of sourceFiles(WEB)) {
    const inFirstLoad = firstLoad.has(file);
    for (const component of mantineComponentsOf(readFileSync(file, 'utf8'))) {
      for (const sheet of stylesheetsFor(component)) {
        const where = relative(WEB, file);
        if (inFirstLoad && !shell.has(sheet)) problems.push(`${where}: ${component} needs ${sheet} in mantine-shell.css (first load)`);
        if (!inFirstLoad && !shell.has(sheet) && !screens.has(sheet)) problems.push(`${where}: ${component} needs ${sheet} in mantine-screens.css`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('a screen that uses Mantine components beyond the shell loads web/ui/screen-styles.ts on the way', () => {
  const shell = cssFilesIn('mantine-shell.css');
  // Each routed screen's component module (or a layout it renders) imports screen-styles.
  const screenEntries = [
    'features/catalogue/search/search-page.tsx',
    'ui/layout/form-page.tsx',
    'features/user/signup/signup-complete.tsx',
    'features/routines/routines-page.tsx',
    'features/recommendation/machine-step.tsx',
    'features/recommendation/body-part-step.tsx',
    'features/recommendation/result-page.tsx',
    'features/user/preferences/gym-page.tsx',
    'features/catalogue/exercise/exercise-detail.tsx',
    'ui/nav/user-menu.tsx',
    'ui/shell/notifications-container.tsx',
  ];
  for (const entry of screenEntries) expect(readFileSync(join(WEB, entry), 'utf8'), entry).toMatch(/import '(\.\.?\/)+(ui\/)?screen-styles';/);
  // And the first load does not: its components are all in the shell stylesheet.
  for (const file of firstLoadFiles()) expect(readFileSync(file, 'utf8'), relative(WEB, file)).not.toMatch(/screen-styles/);
  expect(shell.has('Button')).toBe(true);
});
