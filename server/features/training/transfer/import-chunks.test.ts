// Cutting our own JSON export into requests (splitFileForImport): whole sessions in order, each chunk a
// document the server reads, small enough for a request body, numbered by its first session; a file that
// starts like JSON but is none is refused in Korean before anything is sent. Strong's rest timer rows never
// cut a session.
import { describe, expect, test } from 'vitest';
import { splitFileForImport } from './import-chunks.shared';
import { readImportChunk } from './import-readers';
import { IMPORT_CHUNK_MAX_CHARS } from './transfer.shared';

/** Files of this test were exported before it. */
const NOW = Date.UTC(2026, 10, 28);

const session = (i: number) => ({
  name: `운동 ${i}`,
  startedAt: `2024-01-01T10:${String(i % 60).padStart(2, '0')}:00+09:00`,
  finishedAt: `2024-01-01T11:${String(i % 60).padStart(2, '0')}:00+09:00`,
  notes: '메모'.repeat(50),
  exercises: [
    {
      exerciseId: 1,
      exerciseName: '벤치프레스',
      notes: null,
      supersetGroup: null,
      sets: Array.from({ length: 10 }, () => ({ kind: 'work', weight: 60, reps: 8, done: true })),
    },
  ],
});

describe('our JSON export in chunks', () => {
  test('whole sessions in order, each chunk within a request, numbered by its first session', () => {
    const file = `\ufeff${JSON.stringify({ format: 'fitforme-training', version: 1, exportedAt: 'x', sessions: Array.from({ length: 300 }, (_, i) => session(i)) }, null, 2)}`;
    const chunks = splitFileForImport(file);
    expect(chunks.length).toBeGreaterThan(3);
    let next = 1;
    for (const chunk of chunks) {
      expect(chunk.firstLine).toBe(next);
      expect(chunk.csv.length).toBeLessThanOrEqual(IMPORT_CHUNK_MAX_CHARS);
      expect(new TextEncoder().encode(JSON.stringify(chunk.csv)).length).toBeLessThanOrEqual(44 * 1024);
      const read = readImportChunk(chunk.csv, chunk.firstLine, NOW);
      expect(read.format).toBe('fitforme');
      expect(read.sessions[0]!.name).toBe(`운동 ${next - 1}`);
      next += read.sessions.length;
    }
    expect(next - 1).toBe(300);
  });

  test('a file that starts like JSON and is none is refused in Korean; an empty list is one empty chunk', () => {
    expect(() => splitFileForImport('{"format": "fitforme-training", ')).toThrow('JSON 파일을 읽을 수 없어요. 핏포미에서 내보낸 그대로의 파일을 골라 주세요');
    const empty = splitFileForImport('{"format":"fitforme-training","version":1,"sessions":[]}');
    expect(empty).toHaveLength(1);
    expect(readImportChunk(empty[0]!.csv, 1, NOW).sessions).toEqual([]);
  });
});

describe("Strong's rest timer rows", () => {
  test('belong to the session around them when the file is cut', () => {
    const header = 'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes';
    const rows: string[] = [];
    for (let w = 1; w <= 400; w += 1) {
      const date = `2024-01-01 ${String(w % 24).padStart(2, '0')}:00:00`;
      rows.push(`${w},${date},"Push",3600,"Bench Press (Barbell)",1,60,8,,,,"note","workout"`);
      rows.push(`${w},${date},"Push",3600,"Bench Press (Barbell)",Rest Timer,,,,,120,,`);
      rows.push(`${w},${date},"Push",3600,"Bench Press (Barbell)",2,60,8,,,,"note","workout"`);
    }
    const chunks = splitFileForImport([header, ...rows].join('\n'));
    expect(chunks.length).toBeGreaterThan(1);
    const sessions = chunks.flatMap((c) => readImportChunk(c.csv, c.firstLine, NOW).sessions);
    expect(sessions).toHaveLength(400);
    for (const s of sessions) expect(s.exercises.map((e) => e.sets.length)).toEqual([2]);
  });
});
