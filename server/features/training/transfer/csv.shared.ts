// RFC 4180. Pure (no server imports): the web's chunking uses it too.

export type CsvRecord = {
  fields: string[];
  line: number;
  start: number;
  end: number;
};

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

function breaksIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i += 1) {
    const c = text.charCodeAt(i);
    if (c === LF) count += 1;
    else if (c === CR && text.charCodeAt(i + 1) !== LF) count += 1;
  }
  return count;
}

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

export function csvField(value: string, delimiter = ','): string {
  const needsQuotes = value.includes(delimiter) || /["\r\n]/.test(value) || value !== value.trim();
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

// A spreadsheet runs a cell starting with = + - @ (tab, CR) as a formula (OWASP, CSV injection), so such text cells get
// a leading quote. To round-trip, export adds one to ^'*[=+\-@\t\r] and import removes one from ^'+[=+\-@\t\r].

const FORMULA_TEXT = /^'*[=+\-@\t\r]/;
const NEUTRALISED_CELL = /^'+[=+\-@\t\r]/;

export function csvTextField(value: string, delimiter = ','): string {
  if (!FORMULA_TEXT.test(value)) return csvField(value, delimiter);
  return `"'${value.replaceAll('"', '""')}"`;
}

export function restoreFormulaText(cell: string): string {
  return NEUTRALISED_CELL.test(cell) ? cell.slice(1) : cell;
}
