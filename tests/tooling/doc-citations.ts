// Finds citations of docs/ (and, in the documents, of the repository's files) that point at nothing: a file
// that does not exist, a numbered section (`§4.3`), a security decision or test-plan row, a quoted heading, or
// a Markdown link's #anchor that the cited document does not have.
import { posix } from 'node:path';

export type Source = { path: string; text: string };
/** The text of a repository file, or undefined when there is no such file. */
export type Read = (path: string) => string | undefined;

const headings = (markdown: string) => [...markdown.matchAll(/^#{1,6} +(.+)$/gm)].map((m) => m[1]!.trim());

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const hasSection = (markdown: string, number: string) =>
  headings(markdown).some((h) => h === number || h.startsWith(`${number}. `) || h.startsWith(`${number} `));

const REPO_PATH = /`((?:server|web|db|seed|scripts|tests|bench)\/[\w./$-]+\.[a-z]+)`/g;

export function citationProblems(sources: Source[], read: Read, adrs: string[]): string[] {
  const problems: string[] = [];
  for (const { path, text } of sources) {
    const problem = (what: string) => problems.push(`${path}: ${what}`);
    const target = (doc: string) => {
      const markdown = read(doc);
      if (markdown === undefined) problem(`${doc} does not exist`);
      return markdown;
    };

    for (const [, doc] of text.matchAll(/\b(docs\/[\w./-]*\w\.(?:md|json|png))/g)) target(doc!);

    for (const [, doc, number] of text.matchAll(/\b(docs\/[\w./-]+\.md)`? *§ *(\d+(?:\.\d+)*)/g)) {
      const markdown = read(doc!);
      if (markdown !== undefined && !hasSection(markdown, number!)) problem(`${doc} has no section §${number}`);
    }

    for (const [, kind, number] of text.matchAll(/\bdocs\/security\.md`? *(decision|row)s? +(\d+)/g)) {
      const markdown = read('docs/security.md') ?? '';
      const found = kind === 'decision' ? new RegExp(`^${number}\\. \\*\\*`, 'm').test(markdown) : new RegExp(`^\\| *${number} *\\|`, 'm').test(markdown);
      if (!found) problem(`docs/security.md has no ${kind} ${number}`);
    }

    for (const [, doc, quoted] of text.matchAll(/\b(docs\/[\w./-]+\.md)`? +"([^"\n]+)"/g)) {
      const markdown = read(doc!);
      if (markdown !== undefined && !headings(markdown).some((h) => h.replace(/^[\d.]+ /, '').startsWith(quoted!))) {
        problem(`${doc} has no heading "${quoted}"`);
      }
    }

    for (const [, number] of text.matchAll(/\bADRs? (\d{3})\b/g)) {
      if (!adrs.some((adr) => adr.startsWith(`${number}-`))) problem(`ADR ${number} does not exist`);
    }

    if (!path.endsWith('.md')) continue;
    for (const [, link, anchor] of text.matchAll(/\]\(((?:\.\.?\/)?[\w./-]*\.md)?(?:#([\w-]+))?\)/g)) {
      if (link === undefined && anchor === undefined) continue;
      const doc = link === undefined ? path : posix.normalize(posix.join(posix.dirname(path), link));
      const markdown = target(doc);
      if (markdown !== undefined && anchor !== undefined && !headings(markdown).some((h) => slug(h) === anchor)) {
        problem(`${doc} has no heading for #${anchor}`);
      }
    }
    for (const [, file] of text.matchAll(REPO_PATH)) {
      if (read(file!) === undefined) problem(`${file} does not exist`);
    }
  }
  return problems;
}
