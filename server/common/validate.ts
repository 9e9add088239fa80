import type { z } from 'zod';
import './zod-korean';
import { AppError } from '../errors';

/** Field → messages, the shape the web forms put back under their inputs. */
export type IssueLike = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

export function fieldErrorsOf(error: { issues: ReadonlyArray<IssueLike> }): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p));
    const key = path.length ? path.join('.') : '_';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/** Parses with a contract schema; failure is a VALIDATION AppError whose message is the first issue. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new AppError('VALIDATION', {
    message: first?.message,
    fieldErrors: fieldErrorsOf(result.error),
  });
}
