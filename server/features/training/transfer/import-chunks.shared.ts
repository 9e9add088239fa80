// Pure (no server imports): the web client splits the member's file with it.
import { readCsv } from './csv.shared';
import { detectDelimiter, detectImportFormat, SESSION_COLUMNS } from './import-formats.shared';
import { IMPORT_CHUNK_MAX_CHARS } from './transfer.shared';

/** JSON-encoded UTF-8 bytes (a Korean character is 3, a quote 2): the body limit is 64 KiB, the rest is for firstLine and the mapping. */
const CHUNK_MAX_BODY_BYTES = 44 * 1024;

function jsonBytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 92) bytes += 2;
    else if (c < 0x20) bytes += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    else if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 6;
    } else if (c >= 0xd800 && c <= 0xdfff) bytes += 6;
    else bytes += 3;
  }
  return bytes;
}

export type ImportChunk = { csv: string; firstLine: number };

const NOT_JSON = 'JSON 파일을 읽을 수 없어요. 핏포미에서 내보낸 그대로의 파일을 골라 주세요';

export function splitFileForImport(text: string): ImportChunk[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.trimStart().startsWith('{') ? splitJsonForImport(body) : splitCsvForImport(body);
}

function splitJsonForImport(text: string): ImportChunk[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new Error(NOT_JSON);
  }
  const sessions = (document as { sessions?: unknown }).sessions;
  if (typeof document !== 'object' || document === null || !Array.isArray(sessions)) {
    return [{ csv: fitted(text, Math.min(IMPORT_CHUNK_MAX_CHARS, CHUNK_MAX_BODY_BYTES)), firstLine: 1 }];
  }
  const { format, version } = document as { format?: unknown; version?: unknown };
  const wrap = (items: string[]) => `{"format":${JSON.stringify(format ?? null)},"version":${JSON.stringify(version ?? null)},"sessions":[${items.join(',')}]}`;
  const budget = Math.min(IMPORT_CHUNK_MAX_CHARS, CHUNK_MAX_BODY_BYTES) - jsonBytes(wrap([]));
  const chunks: ImportChunk[] = [];
  let items: string[] = [];
  let bytes = 0;
  let first = 1;
  sessions.forEach((session, i) => {
    const item = JSON.stringify(session);
    const size = jsonBytes(item) + 1;
    if (size > budget) throw new Error(`${i + 1}번째 운동 하나가 너무 커서 나눠 보낼 수 없어요. 메모를 줄이거나 세트를 나눠 주세요`);
    if (items.length > 0 && bytes + size > budget) {
      chunks.push({ csv: wrap(items), firstLine: first });
      items = [];
      bytes = 0;
      first = i + 1;
    }
    items.push(item);
    bytes += size;
  });
  chunks.push({ csv: wrap(items), firstLine: first });
  return chunks;
}

/** Whole sessions per chunk, never one cut in two, so "the same session twice adds nothing" holds per chunk. */
export function splitCsvForImport(text: string): ImportChunk[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return [];
  const { records, error } = readCsv(body, detectDelimiter(body));
  const header = records[0];
  // No header could be read: the start of the file goes as it is, and the server names the broken line.
  if (!header) return [{ csv: fitted(body, CHUNK_MAX_BODY_BYTES), firstLine: 2 }];
  const headerText = body.slice(header.start, header.end);
  const budget = Math.min(IMPORT_CHUNK_MAX_CHARS, CHUNK_MAX_BODY_BYTES) - jsonBytes(headerText) - 1;
  const known = detectImportFormat(header.fields);
  const keyColumns = known ? SESSION_COLUMNS[known.format].map(known.column) : null;
  const keyOf = (fields: string[], i: number) => (keyColumns ? keyColumns.map((c) => fields[c] ?? '').join('\u0000') : String(i));

  type Group = { start: number; line: number };
  const groups: Group[] = [];
  let lastKey: string | null = null;
  const setOrder = known?.format === 'strong' ? known.column('Set Order') : -1;
  for (let i = 1; i < records.length; i += 1) {
    const record = records[i]!;
    // Strong's rest timer rows (skipped by the import) belong to the session around them, whatever their other cells.
    if (setOrder >= 0 && /^rest timer$/i.test((record.fields[setOrder] ?? '').trim())) continue;
    const key = keyOf(record.fields, i);
    if (key !== lastKey) groups.push({ start: record.start, line: record.line });
    lastKey = key;
  }
  let tail: Group | null = null;
  if (error) {
    const last = records[records.length - 1]!;
    let start = last.end;
    if (body.charCodeAt(start) === 13) start += 1;
    if (body.charCodeAt(start) === 10) start += 1;
    tail = { start, line: last.line + lineBreaks(body, last.start, start) };
  }

  const chunks: ImportChunk[] = [];
  let chunkStart = -1;
  let chunkLine = 0;
  let chunkBytes = 0;
  const flush = (end: number) => {
    if (chunkStart >= 0) chunks.push({ csv: `${headerText}\n${body.slice(chunkStart, end)}`, firstLine: chunkLine });
    chunkStart = -1;
    chunkBytes = 0;
  };
  groups.forEach((group, g) => {
    const end = groups[g + 1]?.start ?? tail?.start ?? body.length;
    const bytes = jsonBytes(body.slice(group.start, end));
    if (chunkStart >= 0 && chunkBytes + bytes > budget) flush(group.start);
    if (bytes > budget) {
      throw new Error(`${group.line}번째 줄부터 시작하는 운동 하나가 너무 커서 나눠 보낼 수 없어요. 메모를 줄이거나 세트를 나눠 주세요`);
    }
    if (chunkStart < 0) {
      chunkStart = group.start;
      chunkLine = group.line;
    }
    chunkBytes += bytes;
  });
  flush(tail?.start ?? body.length);
  if (tail) chunks.push({ csv: `${headerText}\n${fitted(body.slice(tail.start), budget)}`, firstLine: tail.line });
  if (chunks.length === 0) chunks.push({ csv: `${headerText}\n`, firstLine: header.line + 1 });
  return chunks;
}

function lineBreaks(text: string, from: number, to: number): number {
  return text.slice(from, to).match(/\r\n|\r|\n/g)?.length ?? 0;
}

function fitted(text: string, budget: number): string {
  let to = Math.min(text.length, budget);
  while (to > 0 && jsonBytes(text.slice(0, to)) > budget) to = Math.floor(to * 0.9);
  return text.slice(0, to);
}
