// CSV as RFC 4180 writes it, for the import of Strong and Hevy exports and our export: fields separated
// by a delimiter, records by CRLF or LF (a lone CR too), a field in double quotes may hold delimiters, line
// breaks and quotes (doubled). A leading byte-order mark is skipped. Every record knows the line of the
// text it starts on, so an error can name it. Pure (no server imports): the web's chunking uses it too.

export type CsvRecord = {
  fields: string[];
  /** 1-based line of the text where the record starts. */
  line: number;
  /** Offsets in the text: the record's first character, and just after its last (before the line break). */
  start: number;
  end: number;
};

/** The text is not CSV from `line` on. */
export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

const CSV_MSG = {
  unclosedQuote: '따옴표로 시작한 값의 따옴표가 닫히지 않았어요',
  afterQuote: '따옴표로 감싼 값 뒤에 다른 글자가 있어요',
  strayQuote: '따옴표로 감싸지 않은 값에 따옴표가 있어요',
} as const;

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** Line breaks (CRLF, LF or a lone CR) in text[from, to). */
function breaksIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i += 1) {
    const c = text.charCodeAt(i);
    if (c === LF) count += 1;
    else if (c === CR && text.charCodeAt(i + 1) !== LF) count += 1;
  }
  return count;
}

/**
 * The records of `text`, blank lines (and lines of bare delimiters) skipped. Stops at the first syntax error and answers the records
 * before it with the error (the import refuses the file; the chunking still splits what it could read).
 */
export function readCsv(text: string, delimiter = ','): { records: CsvRecord[]; error: CsvSyntaxError | null } {
  const records: CsvRecord[] = [];
  const delim = delimiter.charCodeAt(0);
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < n) {
    const start = i;
    const startLine = line;
    const fields: string[] = [];
    let quotedAny = false;
    for (;;) {
      if (text.charCodeAt(i) === QUOTE) {
        quotedAny = true;
        let value = '';
        let from = i + 1;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q < 0) return { records, error: new CsvSyntaxError(startLine, CSV_MSG.unclosedQuote) };
          line += breaksIn(text, from, q);
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += text.slice(from, q + 1);
            from = q + 2;
            continue;
          }
          value += text.slice(from, q);
          i = q + 1;
          break;
        }
        fields.push(value);
        const c = text.charCodeAt(i);
        if (c === delim) {
          i += 1;
          continue;
        }
        if (i < n && c !== LF && c !== CR) return { records, error: new CsvSyntaxError(line, CSV_MSG.afterQuote) };
        break;
      }
      let j = i;
      for (; j < n; j += 1) {
        const c = text.charCodeAt(j);
        if (c === delim || c === LF || c === CR) break;
        if (c === QUOTE) return { records, error: new CsvSyntaxError(line, CSV_MSG.strayQuote) };
      }
      fields.push(text.slice(i, j));
      i = j;
      if (i < n && text.charCodeAt(i) === delim) {
        i += 1;
        continue;
      }
      break;
    }
    const end = i;
    if (text.charCodeAt(i) === CR) i += 1;
    if (text.charCodeAt(i) === LF) i += 1;
    if (i > end) line += 1;
    // A blank line, or one of delimiters only (spreadsheets leave them): no record.
    const blank = !quotedAny && fields.every((f) => f.trim() === '');
    if (!blank) records.push({ fields, line: startLine, start, end });
  }
  return { records, error: null };
}

/** One field as RFC 4180 writes it: quoted when it holds the delimiter, a quote, a line break or edge spaces. */
export function csvField(value: string, delimiter = ','): string {
  const needsQuotes = value.includes(delimiter) || /["\r\n]/.test(value) || value !== value.trim();
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

// ---- formulas (OWASP, CSV injection) ------------------------------------------------------------------
// A spreadsheet opening a CSV runs a cell that starts with = + - @ (and, in some, one starting with a tab
// or a carriage return) as a formula: a session named '=HYPERLINK(…)' or noted '+cmd|…' would run on the
// member's computer. Such a text cell is written with a single quote first, which every spreadsheet shows
// as text, and always in double quotes. Only text cells: the numbers an exporter writes itself are digits.
//
// The import takes that quote off again (restoreFormulaText), so our own export comes back as it was. To
// make that exact, a text that already starts with quotes before such a character ("'=1+1", typed so by a
// member) gets one more on export, and the import takes exactly one off: export adds a quote to every text
// matching ^'*[=+\-@\t\r], the import removes one from every cell matching ^'+[=+\-@\t\r].

/** A text that starts, after any quotes, with what a spreadsheet reads as a formula. */
const FORMULA_TEXT = /^'*[=+\-@\t\r]/;
/** A cell our export neutralised: at least one quote, then such a character. */
const NEUTRALISED_CELL = /^'+[=+\-@\t\r]/;

/** A text cell for a file a spreadsheet may open: csvField, or "'…" (quoted) when it would be a formula. */
export function csvTextField(value: string, delimiter = ','): string {
  if (!FORMULA_TEXT.test(value)) return csvField(value, delimiter);
  return `"'${value.replaceAll('"', '""')}"`;
}

/** A text cell as it was before csvTextField neutralised it (any other cell as it is). */
export function restoreFormulaText(cell: string): string {
  return NEUTRALISED_CELL.test(cell) ? cell.slice(1) : cell;
}
