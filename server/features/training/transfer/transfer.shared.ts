// Export and import of the member's sessions (tRPC `training.transfer.*`): what each procedure takes and
// answers. The folders of training are described in ../README.md.
import { z } from 'zod';
import '../../../common/zod-korean';
import { IdSchema } from '../../../common/schemas';
import type { SetKind } from '../common/training.shared';
import type { LoggedSession } from '../history/history.shared';
import type { ImportFileFormat } from './import-formats.shared';

/** csv: Strong's columns; hevy: Hevy's columns (CSV); json: TrainingExport. */
export const ExportFormatSchema = z.enum(['csv', 'hevy', 'json']);
export type ExportFormat = z.output<typeof ExportFormatSchema>;
export const ExportSchema = z.object({ format: ExportFormatSchema });
/** The export is a download (GET, streamed) at this path, with the link's query. */
export const EXPORT_DOWNLOAD_PATH = '/download/training-export';
export type ExportLink = { path: string };

/**
 * Part of a Strong or Hevy CSV export, as text: its header line, then whole sessions; or our JSON export with
 * some of its sessions (every request body is at most 64 KiB, so the web client sends a file in such chunks
 * and shows the progress). `firstLine` is the file's line number of the chunk's first data line (our JSON:
 * the number of its first session), so an error names the line (session) of the file.
 */
export const IMPORT_CHUNK_MAX_CHARS = 60_000;
const CsvChunk = {
  csv: z.string().max(IMPORT_CHUNK_MAX_CHARS),
  firstLine: z.number().int().min(1).max(10_000_000).default(2),
};
export const ImportPreviewSchema = z.object(CsvChunk);
export const ImportCommitSchema = z.object({
  ...CsvChunk,
  /** Exercise names of the file → a catalogue id, or null to skip that exercise's sets. */
  mapping: z.record(z.string().max(200), IdSchema.nullable()),
});
export type ImportPreviewInput = z.output<typeof ImportPreviewSchema>;
export type ImportCommitInput = z.output<typeof ImportCommitSchema>;

export type ImportPreview = {
  format: ImportFileFormat;
  sessions: number;
  sets: number;
  /** Sessions over the training limits, imported cut: '2024-03-04 19:05 Push Day: 가져온 파일의 운동이 30개를 넘어 …'. */
  warnings: string[];
  /** Every exercise name in the file, with the catalogue exercise the search engine maps it to (null: none). */
  names: { name: string; sets: number; exerciseId: number | null; koreanName: string | null; candidates: { exerciseId: number; koreanName: string }[] }[];
};
export type ImportResult = { added: number; skippedDuplicates: number; skippedSets: number };

/**
 * The export with format 'json' (our own shape; CSV follows Strong's columns
 * instead): every finished session of the member, oldest first, with its exercises and their sets in order
 * (sets not done included, `done` false). Times are ISO 8601 on Korea's clock ('2024-03-05T18:30:00+09:00'),
 * `date` the Korean calendar day it started; weights kg; null where nothing was logged.
 */
export type TrainingExport = {
  format: 'fitforme-training';
  version: 1;
  exportedAt: string;
  timeZone: 'Asia/Seoul';
  sessions: {
    name: string;
    source: LoggedSession['source'];
    date: string;
    startedAt: string;
    finishedAt: string;
    durationSeconds: number;
    notes: string | null;
    exercises: {
      position: number;
      /** Our catalogue's id, and the exercise's names: Korean as logged, English as the catalogue has it now. */
      exerciseId: number;
      exerciseName: string;
      englishName: string | null;
      restSeconds: number | null;
      skipped: boolean;
      notes: string | null;
      /** Exercises of the session sharing a number are one superset; null on its own. */
      supersetGroup: number | null;
      sets: {
        position: number;
        kind: SetKind;
        weight: number | null;
        reps: number | null;
        seconds: number | null;
        /** Cardio: metres, and the machine's level. */
        distanceM: number | null;
        level: number | null;
        rpe: number | null;
        note: string | null;
        done: boolean;
      }[];
    }[];
  }[];
};
