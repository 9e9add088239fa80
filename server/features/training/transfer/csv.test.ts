// The gym import's CSV reader (RFC 4180) and the web's chunking of a whole file.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { generateStrongFile } from '../../../../tests/helpers/strong-file';
import { csvField, readCsv } from './csv.shared';
import { splitCsvForImport } from './import-chunks.shared';
import { detectImportFormat, HEVY_COLUMNS, STRONG_COLUMNS } from './import-formats.shared';
import { readImportChunk } from './import-readers';
import { IMPORT_CHUNK_MAX_CHARS } from './transfer.shared';

/** Files of this test were exported before it. */
const NOW = Date.UTC(2026, 10, 28);

const fieldsOf = (text: string, delimiter = ',') => readCsv(text, delimiter).records.map((r) => r.fields);
const linesOf = (text: string) => readCsv(text).records.map((r) => r.line);

/** The request body a chunk travels in: what the 64 KiB body limit counts. */
const bodyBytes = (chunk: object) => Buffer.byteLength(JSON.stringify({ ...chunk, mapping: {} }));

describe('readCsv', () => {
  test('plain fields, empty fields, a trailing delimiter', () => {
    expect(fieldsOf('a,b,c\n1,,3\n4,5,\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['4', '5', ''],
    ]);
  });

  test('quoted fields hold delimiters, doubled quotes and line breaks (LF and CRLF)', () => {
    const text = 'name,notes\r\n"Bench, flat","He said ""go""\r\nthen\nrested"\r\nx,""\r\n';
    expect(fieldsOf(text)).toEqual([
      ['name', 'notes'],
      ['Bench, flat', 'He said "go"\r\nthen\nrested'],
      ['x', ''],
    ]);
  });

  test('a byte-order mark is skipped; CRLF, LF and lone CR all end records; no record after the last line break', () => {
    expect(fieldsOf('\uFEFFDate,Reps\r\n1,2\r\n')).toEqual([
      ['Date', 'Reps'],
      ['1', '2'],
    ]);
    expect(fieldsOf('a\rb\nc\r\nd')).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  test('each record knows the line it starts on: quoted line breaks and blank lines counted', () => {
    const text = 'h1,h2\n1,"two\nlines"\n\n3,"three\r\nlines\r\nhere"\r\n,,\n4,x\n';
    expect(linesOf(text)).toEqual([1, 2, 5, 9]);
    expect(fieldsOf(text).at(-1)).toEqual(['4', 'x']);
  });

  test('blank lines and lines of bare delimiters are no records', () => {
    expect(fieldsOf('a,b\n\n   \n,\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  test('the semicolon variant', () => {
    expect(fieldsOf('"Date";"Weight"\n"2024-01-01 10:00:00";"62,5"\n', ';')).toEqual([
      ['Date', 'Weight'],
      ['2024-01-01 10:00:00', '62,5'],
    ]);
  });

  test.each([
    ['an unclosed quote, at the line its record starts', 'a,b\n1,2\n3,"open\n\nstill open\n', 3, '닫히지'],
    ['text after a closing quote', 'a,b\n1,"x"y\n', 2, '뒤에'],
    ['a quote inside an unquoted field', 'a,b\n1,2\n\n3,4"5\n', 4, '따옴표'],
  ])('%s is an error naming its line; the records before it are read', (_, text, line, words) => {
    const { records, error } = readCsv(text);
    expect(error?.line).toBe(line);
    expect(error?.message).toContain(words);
    expect(records.length).toBeGreaterThanOrEqual(1);
  });

  test('what csvField writes, readCsv reads back (any text, either delimiter, either line break)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '가', ',', ';', '"', '\n', '\r', ' ', '1') });
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(',', ';'),
        fc.constantFrom('\n', '\r\n'),
        (rows, delimiter, eol) => {
          const kept = rows.filter((r) => r.some((f) => f !== ''));
          const csv = kept.map((r) => r.map((f) => csvField(f, delimiter)).join(delimiter)).join(eol);
          expect(fieldsOf(csv, delimiter)).toEqual(kept);
        },
      ),
    );
  });
});

describe('detectImportFormat', () => {
  test("Strong's and Hevy's headers; columns found by name whatever their order or case; anything else is unknown", () => {
    expect(detectImportFormat([...STRONG_COLUMNS])?.format).toBe('strong');
    expect(detectImportFormat([...HEVY_COLUMNS])?.format).toBe('hevy');
    const reordered = detectImportFormat(['workout #', 'DATE', 'Workout Name', 'Exercise Name', 'Set Order', 'Weight', 'Weight Unit', 'Reps']);
    expect(reordered?.format).toBe('strong');
    expect(reordered?.column('Date')).toBe(1);
    expect(reordered?.column('RPE')).toBe(-1);
    expect(detectImportFormat(['Date', 'Exercise', 'Weight'])).toBeNull();
  });
});

describe('splitCsvForImport', () => {
  // The header our exports wrote before they numbered their workouts (Strong's older one).
  const header = STRONG_COLUMNS.filter((c) => c !== 'Workout #').join(',');

  test('a blank file gives no chunk; a header alone gives one', () => {
    expect(splitCsvForImport('')).toEqual([]);
    expect(splitCsvForImport('\uFEFF \r\n')).toEqual([]);
    expect(splitCsvForImport(`${header}\r\n`)).toEqual([{ csv: `${header}\n`, firstLine: 2 }]);
  });

  test('a small file is one chunk: its header, then its rows, firstLine 2', () => {
    const file = generateStrongFile({ rows: 120 });
    const chunks = splitCsvForImport(file.csv);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toEqual({ csv: file.csv, firstLine: 2 });
  });

  test('a 5-year, 50,000-row file: chunks within the limits, each a header and whole workouts, together the whole file in order', () => {
    const file = generateStrongFile({ rows: 50_000 });
    const chunks = splitCsvForImport(file.csv);
    expect(chunks.length).toBeGreaterThan(50);
    const fileRecords = readCsv(file.csv).records;
    const seen = new Set<string>();
    let next = 1;
    for (const chunk of chunks) {
      expect(chunk.csv.length).toBeLessThanOrEqual(IMPORT_CHUNK_MAX_CHARS);
      expect(bodyBytes(chunk)).toBeLessThanOrEqual(48 * 1024);
      expect(chunk.csv.startsWith(`${header}\n`)).toBe(true);
      const records = readCsv(chunk.csv).records.slice(1);
      // The chunk's rows are the file's next rows, and its first row is on line firstLine of the file.
      expect(fileRecords[next]!.line).toBe(chunk.firstLine);
      for (const r of records) expect(r.fields).toEqual(fileRecords[next++]!.fields);
      // A workout (date + name) never continues into another chunk.
      const workouts = new Set(records.map((r) => `${r.fields[0]}|${r.fields[1]}`));
      for (const w of workouts) {
        expect(seen.has(w)).toBe(false);
        seen.add(w);
      }
    }
    expect(next).toBe(fileRecords.length);
    expect(seen.size).toBe(file.sessions);
  });

  test('BOM, CRLF and Korean text: chunks are cut by request bytes (a Korean character is 3), lines still line up', () => {
    const notes = '"가슴, 삼두 ""집중""\r\n다음엔 증량"';
    const rows: string[] = [];
    for (let w = 0; w < 300; w += 1) {
      for (let s = 1; s <= 6; s += 1)
        rows.push(
          `2024-01-${String((w % 28) + 1).padStart(2, '0')} ${String(w % 24).padStart(2, '0')}:00:00,운동 ${w},1h,벤치 프레스,${s},60,8,0,0,,${notes},`,
        );
    }
    const file = `\uFEFF${header}\r\n${rows.join('\r\n')}\r\n`;
    const chunks = splitCsvForImport(file);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(bodyBytes(chunk)).toBeLessThanOrEqual(48 * 1024);
      // Each workout is 6 rows of 2 lines: a chunk starts on a workout's first line.
      expect((chunk.firstLine - 2) % 12).toBe(0);
      const read = readImportChunk(chunk.csv, chunk.firstLine, NOW);
      for (const w of read.sessions) expect(w.exercises[0]!.sets).toHaveLength(6);
    }
    expect(chunks.reduce((n, c) => n + readImportChunk(c.csv, c.firstLine, NOW).sessions.length, 0)).toBe(300);
  });

  test("an error in a late chunk names the file's line", () => {
    const file = generateStrongFile({ rows: 5000 });
    const lines = file.csv.split('\n');
    // The 4,000th data row's weight (a Strong line with no quoted line break of its own).
    const target = lines.findIndex((l, i) => i > 4000 && !l.includes('"') && l.includes('Bench Press'));
    lines[target] = lines[target]!.replace(/,Bench Press \(Barbell\),(\d+),[\d.]+,/, ',Bench Press (Barbell),$1,abc,');
    const chunks = splitCsvForImport(lines.join('\n'));
    const errors = chunks.flatMap((c) => {
      try {
        readImportChunk(c.csv, c.firstLine, NOW);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    // Lines of quoted notes span two lines of the file: the index is not the line number, the reader counts.
    const fileLine = readCsv(lines.join('\n')).records.find((r) => r.fields[5] === 'abc')!.line;
    expect(errors).toEqual([`${fileLine}번째 줄: Weight 값 'abc'를 숫자로 읽을 수 없어요`]);
  });

  test('a file with a broken quote is still cut; the chunk from the broken row on is refused naming its line', () => {
    const file = generateStrongFile({ rows: 2000 });
    const broken = `${file.csv}2024-12-31 10:00:00,Push,1h,Plank,1,0,0,0,60,"never closed,,\n`;
    const chunks = splitCsvForImport(broken);
    const last = chunks.at(-1)!;
    const line = broken.split('\n').length - 1;
    expect(last.firstLine).toBe(line);
    expect(() => readImportChunk(last.csv, last.firstLine, NOW)).toThrow(`${line}번째 줄: 따옴표로 시작한 값의 따옴표가 닫히지 않았어요`);
  });

  test('an unknown header is cut at rows and refused on line 1', () => {
    const chunks = splitCsvForImport('when,what\n1,2\n3,4\n');
    expect(chunks).toEqual([{ csv: 'when,what\n1,2\n3,4\n', firstLine: 2 }]);
    expect(() => readImportChunk(chunks[0]!.csv, 2, NOW)).toThrow('1번째 줄: Strong이나 Hevy에서 내보낸 CSV 파일이 아니에요');
  });

  test('one workout too large for a request is refused, naming its first line', () => {
    const note = `"${'가'.repeat(490)}"`;
    const rows = Array.from({ length: 40 }, (_, i) => `2024-01-01 10:00:00,Big,1h,Bench Press (Barbell),${i + 1},60,8,0,0,${note},${note},`);
    expect(() => splitCsvForImport(`${header}\n2023-12-31 10:00:00,Small,1h,Plank,1,0,0,0,60,,,\n${rows.join('\n')}\n`)).toThrow(
      '3번째 줄부터 시작하는 운동 하나가 너무 커서',
    );
  });
});
