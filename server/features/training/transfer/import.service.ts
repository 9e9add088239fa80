// A session the member already has (import-identity.ts) is skipped, so importing twice adds nothing.
import { storageFaultOf } from '../../../../db/faults';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import type { Catalogue } from '../../catalogue/catalogue.service';
import { type ExerciseMatch, matchExerciseName } from './exercise-matcher';
import { contentKey } from './import-identity';
import { type ImportedChunk, readImportChunk, truncationWarnings } from './import-readers';
import { type Prepared, storeSessions } from './import-store';
import type { ImportCommitInput, ImportPreview, ImportPreviewInput, ImportResult } from './transfer.shared';

function suggestions(catalogue: Catalogue, chunk: ImportedChunk): (name: string) => ExerciseMatch {
  const hints = new Map<string, number>();
  for (const s of chunk.sessions) for (const e of s.exercises) if (e.exerciseId !== null && !hints.has(e.name)) hints.set(e.name, e.exerciseId);
  return (name) => {
    const match = matchExerciseName(catalogue, name);
    const hinted = catalogue.byId.get(hints.get(name) ?? -1);
    if (!hinted || hinted.retired) return match;
    const first = { exerciseId: hinted.id, koreanName: hinted.koreanName };
    return {
      exerciseId: hinted.id,
      koreanName: hinted.koreanName,
      candidates: [first, ...match.candidates.filter((c) => c.exerciseId !== hinted.id)].slice(0, 4),
    };
  };
}

export async function importPreview(ctx: AuthedCtx, input: ImportPreviewInput): Promise<ImportPreview> {
  const chunk = readImportChunk(input.csv, input.firstLine, ctx.now());
  const catalogue = ctx.catalogue.current;
  const suggest = suggestions(catalogue, chunk);
  const setsByName = new Map<string, number>();
  let sets = 0;
  for (const w of chunk.sessions) {
    for (const e of w.exercises) {
      setsByName.set(e.name, (setsByName.get(e.name) ?? 0) + e.sets.length);
      sets += e.sets.length;
    }
  }
  return {
    format: chunk.format,
    sessions: chunk.sessions.length,
    sets,
    names: [...setsByName].map(([name, count]) => ({ name, sets: count, ...suggest(name) })),
    warnings: truncationWarnings(chunk.sessions),
  };
}

export async function importCommit(ctx: AuthedCtx, input: ImportCommitInput): Promise<ImportResult> {
  const chunk = readImportChunk(input.csv, input.firstLine, ctx.now());
  const catalogue = ctx.catalogue.current;
  const suggest = suggestions(catalogue, chunk);
  const chosen = new Map<string, number | null>();
  const target = (name: string) => {
    if (!chosen.has(name)) {
      const id = Object.hasOwn(input.mapping, name) ? (input.mapping[name] ?? null) : suggest(name).exerciseId;
      if (id !== null && !catalogue.byId.has(id)) throw new AppError('EXERCISE_NOT_FOUND');
      chosen.set(name, id);
    }
    return chosen.get(name)!;
  };
  let unstoredSets = 0;
  const prepared: Prepared[] = [];
  for (const session of chunk.sessions) {
    const exercises: Prepared['exercises'] = [];
    let skippedSets = 0;
    for (const e of session.exercises) {
      const id = target(e.name);
      if (id === null) {
        skippedSets += e.sets.length;
        continue;
      }
      const entry = catalogue.byId.get(id)!;
      exercises.push({ exerciseId: id, exerciseName: entry.koreanName, bodyweight: entry.loadModel === 'bodyweight', source: e });
    }
    const key = contentKey(
      session.startedAt,
      session.name,
      exercises.map((e) => ({ exerciseId: e.exerciseId, bodyweight: e.bodyweight, sets: e.source.sets })),
    );
    if (exercises.length > 0) prepared.push({ session, exercises, skippedSets, contentKey: key });
    else unstoredSets += skippedSets;
  }
  if (prepared.length === 0) return { added: 0, skippedDuplicates: 0, skippedSets: unstoredSets };

  const store = () => ctx.db.transaction((tx) => storeSessions(tx, ctx, prepared), { lockMember: ctx.user.userId });
  let duplicates: Set<number>;
  try {
    duplicates = await store();
  } catch (error) {
    // Another request stored one of these sessions between our check and insert: once more, it is skipped.
    if (storageFaultOf(error) !== 'unique') throw error;
    duplicates = await store();
  }
  // A session already imported is skipped whole: its unmapped sets are not counted again.
  const added = prepared.filter((_, i) => !duplicates.has(i));
  return {
    added: added.length,
    skippedDuplicates: prepared.length - added.length,
    skippedSets: unstoredSets + added.reduce((n, p) => n + p.skippedSets, 0),
  };
}
