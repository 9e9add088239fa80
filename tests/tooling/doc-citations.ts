// Finds citations of docs/ (and, in the documents, of the repository's files) that point at nothing: a file
// that does not exist; a numbered or named section after a document's name, alone or in a list; a section
// cited alone that no document the file cites has; a security decision or test-plan row (`rows 16 and 18`,
// `decisions 2–4`); a quoted heading, or a chain of them joined by →; an ADR number; a Markdown link's
// #anchor that the cited document does not have. The test gives an example of each.
import { posix } from 'node:path';

export type Source = { path: string; text: string };
/** The text of a repository file, or undefined when there is no such file. */
export type Read = (path: string) => string | undefined;
export type Found = { problems: string[]; checked: number };

const headings = (markdown: string) => [...markdown.matchAll(/^#{1,6} +(.+)$/gm)].map((m) => m[1]!.trim());
/** Bold run-in labels (`- **Database outages:** …`) name parts of a section too. */
const labels = (markdown: string) => [...markdown.matchAll(/\*\*([^*\n]+?)[:.]?\*\*/g)].map((m) => m[1]!.trim());

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const numbered = (h: string, section: string) => h === section || h.startsWith(`${section}. `) || h.startsWith(`${section} `);

/** A section number is a heading so numbered, or item k of the numbered list under heading N for N.k; a name starts a heading. */
function hasSection(markdown: string, section: string): boolean {
  if (!/^\d/.test(section)) return headings(markdown).some((h) => h.replace(/^[\d.]+ /, '').startsWith(section));
  if (headings(markdown).some((h) => numbered(h, section))) return true;
  const [, parent, item] = /^(.+)\.(\d+)$/.exec(section) ?? [];
  if (parent === undefined) return false;
  const at = [...markdown.matchAll(/^(#{1,6}) +(.+)$/gm)].find((m) => numbered(m[2]!.trim(), parent));
  if (at === undefined) return false;
  const rest = markdown.slice(at.index + at[0].length);
  const end = rest.search(new RegExp(`^#{1,${at[1]!.length}} `, 'm'));
  return new RegExp(`^${item}\\. `, 'm').test(end < 0 ? rest : rest.slice(0, end));
}

const hasHeading = (markdown: string, name: string) => [...headings(markdown), ...labels(markdown)].some((h) => h.replace(/^[\d.]+ /, '').startsWith(name));

/** `16 and 18`, `1–2`, `22, 24, 25 and 28` → each number. */
const numbers = (list: string) =>
  [...list.matchAll(/(\d+)(?:\s*[–-]\s*(\d+))?/g)].flatMap(([, from, to]) => {
    const a = Number(from);
    const b = to === undefined ? a : Number(to);
    return Array.from({ length: Math.max(0, b - a) + 1 }, (_, i) => String(a + i));
  });

/** A comment's lines read as one line, so a citation wrapped after its file name is still read whole. */
const joinLines = (text: string) => text.replace(/[ \t]*\n[ \t]*(?:\/\/+|\/\*\*?|\*(?=[ \t])|>)?[ \t]*/g, ' ');

const REPO_PATH = /`((?:server|web|db|seed|scripts|tests|bench)\/[\w./$-]+\.[a-z]+)`/g;
const BUILT = /^(?:web\/dist|dist)\//;
const SECTION = /§ *(\d+(?:\.\d+)*|[A-Z][\w-]*(?: [A-Z][\w-]*)*)/g;

export function citationProblems(sources: Source[], read: Read, adrs: string[]): Found {
  const problems: string[] = [];
  let checked = 0;
  for (const { path, text: raw } of sources) {
    const text = joinLines(raw);
    const problem = (what: string) => problems.push(`${path}: ${what}`);
    const target = (doc: string) => {
      checked++;
      const markdown = read(doc);
      if (markdown === undefined) problem(`${doc} does not exist`);
      return markdown;
    };

    // Every docs/ file named, then what follows its name: sections, rows and decisions, a quoted heading.
    const cited: { at: number; doc: string; markdown: string | undefined }[] = path.endsWith('.md') ? [{ at: -1, doc: path, markdown: raw }] : [];
    const claimed = new Set<number>();
    for (const m of text.matchAll(/\b(docs\/[\w./-]*\w\.(?:md|json|png))/g)) {
      const doc = m[1]!;
      const markdown = target(doc);
      if (!doc.endsWith('.md')) continue;
      cited.push({ at: m.index, doc, markdown });
      const after = text.slice(m.index + doc.length);
      const clause = after.slice(0, after.search(/[);:"]|\. |\bdocs\/|$/)).slice(0, 80);
      const start = m.index + doc.length;
      for (const s of clause.matchAll(SECTION)) {
        claimed.add(start + s.index);
        if (markdown === undefined) continue;
        checked++;
        if (!hasSection(markdown, s[1]!)) problem(`${doc} has no section §${s[1]}`);
      }
      const rows = /^`?,? *\(?(decision|row)s? +((?:\d+(?:\s*(?:,|and|or|–|-)\s*)?)+)/.exec(after);
      if (rows !== null && markdown !== undefined) {
        const [, kind, list] = rows;
        for (const n of numbers(list!)) {
          checked++;
          const found = kind === 'decision' ? new RegExp(`^${n}\\. \\*\\*`, 'm').test(markdown) : new RegExp(`^\\| *${n} *\\|`, 'm').test(markdown);
          if (!found) problem(`${doc} has no ${kind} ${n}`);
        }
      }
      const quoted = /^`?('s)?,? *\(?"([^"\n]+)"((?: *→ *"[^"\n]+")*)/.exec(after);
      if (quoted !== null && markdown !== undefined) {
        for (const name of [quoted[2]!, ...[...quoted[3]!.matchAll(/"([^"]+)"/g)].map((q) => q[1]!)]) {
          checked++;
          if (!hasHeading(markdown, name)) problem(`${doc} has no heading "${name}"`);
        }
      }
    }

    // A section cited alone belongs to the document cited nearest before it (or else first after it); it
    // passes if any document the file cites has it, and fails if the file cites none.
    for (const s of text.matchAll(SECTION)) {
      if (claimed.has(s.index) || !/^\d/.test(s[1]!)) continue;
      const docs = cited.filter((c) => c.markdown !== undefined);
      checked++;
      if (docs.length === 0) problem(`§${s[1]} names no document`);
      else if (!docs.some((c) => hasSection(c.markdown!, s[1]!))) {
        const near = [...docs].reverse().find((c) => c.at < s.index) ?? docs[0]!;
        if (near.doc !== path) problem(`${near.doc} has no section §${s[1]}`);
        else problem(`has no section §${s[1]}`);
      }
    }

    for (const [, number] of text.matchAll(/\bADRs? (\d{3})\b/g)) {
      checked++;
      if (!adrs.some((adr) => adr.startsWith(`${number}-`))) problem(`ADR ${number} does not exist`);
    }

    if (!path.endsWith('.md')) continue;
    for (const [, link, anchor] of text.matchAll(/\]\(((?:\.\.?\/)?[\w./-]*\.md)?(?:#([\w-]+))?\)/g)) {
      if (link === undefined && anchor === undefined) continue;
      const doc = link === undefined ? path : posix.normalize(posix.join(posix.dirname(path), link));
      const markdown = target(doc);
      if (markdown !== undefined && anchor !== undefined) {
        checked++;
        if (!headings(markdown).some((h) => slug(h) === anchor)) problem(`${doc} has no heading for #${anchor}`);
      }
    }
    for (const [, file] of text.matchAll(REPO_PATH)) {
      if (BUILT.test(file!)) continue;
      checked++;
      if (read(file!) === undefined) problem(`${file} does not exist`);
    }
  }
  return { problems, checked };
}
