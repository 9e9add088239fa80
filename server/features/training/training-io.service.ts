// Gym mode (issue 12): export (Strong's CSV columns, JSON) and import of Strong / Hevy CSV exports.
// TO BE IMPLEMENTED (helper: training import/export).
import type { AuthedCtx } from '../../context';
import type { ImportCommitInput, ImportPreview, ImportPreviewInput, ImportResult } from './training.contract';

const todo = (): never => {
  throw new Error('not implemented yet');
};

export async function exportWorkouts(_ctx: AuthedCtx, _format: 'csv' | 'json'): Promise<{ filename: string; contentType: string; body: string }> {
  return todo();
}
export async function importPreview(_ctx: AuthedCtx, _input: ImportPreviewInput): Promise<ImportPreview> {
  return todo();
}
export async function importCommit(_ctx: AuthedCtx, _input: ImportCommitInput): Promise<ImportResult> {
  return todo();
}
