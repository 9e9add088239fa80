import { z } from 'zod';
import '../../../common/zod-korean';
import { IdSchema } from '../../../common/schemas';
import type { SetKind } from '../common/training.shared';
import type { LoggedSession } from '../history/history.shared';
import type { ImportFileFormat } from './import-formats.shared';

export const ExportFormatSchema = z.enum(['csv', 'hevy', 'json']);
export type ExportFormat = z.output<typeof ExportFormatSchema>;
export const ExportSchema = z.object({ format: ExportFormatSchema });
export const EXPORT_DOWNLOAD_PATH = '/download/training-export';
export type ExportLink = { path: string };

/** Every request body is at most 64 KiB, so the web client sends a file in such chunks. */
export const IMPORT_CHUNK_MAX_CHARS = 60_000;
const CsvChunk = {
  csv: z.string().max(IMPORT_CHUNK_MAX_CHARS),
  firstLine: z.number().int().min(1).max(10_000_000).default(2),
};
export const ImportPreviewSchema = z.object(CsvChunk);
export const ImportCommitSchema = z.object({
  ...CsvChunk,
  mapping: z.record(z.string().max(200), IdSchema.nullable()),
});
export type ImportPreviewInput = z.output<typeof ImportPreviewSchema>;
export type ImportCommitInput = z.output<typeof ImportCommitSchema>;

export type ImportPreview = {
  format: ImportFileFormat;
  sessions: number;
  sets: number;
  warnings: string[];
  names: { name: string; sets: number; exerciseId: number | null; koreanName: string | null; candidates: { exerciseId: number; koreanName: string }[] }[];
};
export type ImportResult = { added: number; skippedDuplicates: number; skippedSets: number };

/** Times are ISO 8601 on Korea's clock. */
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
      exerciseId: number;
      exerciseName: string;
      englishName: string | null;
      restSeconds: number | null;
      skipped: boolean;
      notes: string | null;
      supersetGroup: number | null;
      sets: {
        position: number;
        kind: SetKind;
        weight: number | null;
        reps: number | null;
        seconds: number | null;
        distanceM: number | null;
        level: number | null;
        rpe: number | null;
        note: string | null;
        done: boolean;
      }[];
    }[];
  }[];
};
