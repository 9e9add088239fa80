// Gym mode's contract: every limit at its edge, with the Korean message the member sees, and the
// client ids' form. The HTTP tests (server/features/training/session/limits.db.test.ts) show the same refusals store nothing.
import { expect, test } from 'vitest';
import { AddExerciseSchema } from '../session/session.shared';
import { IMPORT_CHUNK_MAX_CHARS, ImportPreviewSchema } from '../transfer/transfer.shared';
import {
  ClientIdSchema,
  NotesSchema,
  RestSecondsSchema,
  RpeSchema,
  SessionNameSchema,
  SetRepsSchema,
  SetSecondsSchema,
  SetWeightSchema,
  TRAINING_LIMITS,
  TRAINING_MSG,
} from './training.shared';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

test('weights: 0–500 kg in 0.01 kg steps', () => {
  for (const ok of [0, 0.5, 2.25, 62.5, 500]) expect(SetWeightSchema.safeParse(ok).success, String(ok)).toBe(true);
  for (const bad of [-0.01, 500.01, 1.005, Number.NaN, '60']) expect(messageOf(SetWeightSchema.safeParse(bad)), String(bad)).toBe(TRAINING_MSG.weight);
});

test('reps 0–200, seconds 0–3600, rest 0–3600, whole numbers; RPE 1–10 in halves', () => {
  expect(SetRepsSchema.safeParse(200).success).toBe(true);
  for (const bad of [201, -1, 2.5]) expect(messageOf(SetRepsSchema.safeParse(bad))).toBe(TRAINING_MSG.reps);
  expect(SetSecondsSchema.safeParse(3600).success).toBe(true);
  for (const bad of [3601, -1, 1.5]) expect(messageOf(SetSecondsSchema.safeParse(bad))).toBe(TRAINING_MSG.seconds);
  expect(RestSecondsSchema.safeParse(TRAINING_LIMITS.restMax).success).toBe(true);
  expect(messageOf(RestSecondsSchema.safeParse(TRAINING_LIMITS.restMax + 1))).toBe(TRAINING_MSG.rest);
  for (const ok of [1, 7.5, 10]) expect(RpeSchema.safeParse(ok).success).toBe(true);
  for (const bad of [0.5, 10.5, 7.3]) expect(RpeSchema.safeParse(bad).success).toBe(false);
});

test('notes ≤ 500 characters (NFC, counted as characters), names 1–30, no control characters', () => {
  expect(NotesSchema.safeParse('가'.repeat(500)).success).toBe(true);
  expect(NotesSchema.parse('가'.normalize('NFD').repeat(500))).toBe('가'.repeat(500));
  expect(messageOf(NotesSchema.safeParse('a'.repeat(501)))).toBe(TRAINING_MSG.notes);
  expect(messageOf(NotesSchema.safeParse('a\u0000b'))).toBe(TRAINING_MSG.textInvalid);
  expect(SessionNameSchema.parse('하체 데이')).toBe('하체 데이');
  for (const bad of ['', '   ', '가'.repeat(31)]) expect(messageOf(SessionNameSchema.safeParse(bad))).toBe(TRAINING_MSG.name);
});

test('client ids are UUIDs, kept lower case; at most 20 set ids per added exercise', () => {
  expect(ClientIdSchema.parse('0A1B2C3D-4E5F-4071-8293-A4B5C6D7E8F9')).toBe('0a1b2c3d-4e5f-4071-8293-a4b5c6d7e8f9');
  for (const bad of ['', 'not-a-uuid', '0a1b2c3d4e5f40718293a4b5c6d7e8f9', 42]) expect(messageOf(ClientIdSchema.safeParse(bad))).toBe(TRAINING_MSG.clientId);
  const id = '0a1b2c3d-4e5f-4071-8293-a4b5c6d7e8f9';
  const add = (n: number) => AddExerciseSchema.safeParse({ sessionClientId: id, exerciseClientId: id, exerciseId: 1, setClientIds: Array(n).fill(id) });
  expect(add(TRAINING_LIMITS.setsPerExercise).success).toBe(true);
  expect(add(TRAINING_LIMITS.setsPerExercise + 1).success).toBe(false);
});

test('an import chunk is at most IMPORT_CHUNK_MAX_CHARS characters', () => {
  expect(ImportPreviewSchema.safeParse({ csv: 'x'.repeat(IMPORT_CHUNK_MAX_CHARS) }).success).toBe(true);
  expect(ImportPreviewSchema.safeParse({ csv: 'x'.repeat(IMPORT_CHUNK_MAX_CHARS + 1) }).success).toBe(false);
});
