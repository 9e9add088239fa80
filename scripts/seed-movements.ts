// The movement illustrations of the catalogue, by exercise key (docs/decisions/033-movement-illustrations.md).
// Each exercise's pose data and how-to live beside its entry in seed/catalogue/exercises/*.ts.
import { EXERCISES } from '../seed/catalogue/exercises';
import type { ExerciseSeed } from '../server/features/catalogue/catalogue-data';
import type { Tint } from '../server/features/catalogue/movements/model';
import { type MovementPicture, renderMovement } from '../server/features/catalogue/movements/render';

const BY_KEY = new Map<string, ExerciseSeed>(EXERCISES.map((e) => [e.key, e]));

/** The seed entry of an exercise key (the catalogue's own data, with its movement and how-to). */
export const exerciseSeedOf = (key: string): ExerciseSeed | undefined => BY_KEY.get(key);

/** The muscle tint of an exercise, from the same body parts as its muscle map. */
function tintOf(exercise: Pick<ExerciseSeed, 'bodyParts' | 'primaryCount'>): Tint {
  return { primary: exercise.bodyParts.slice(0, exercise.primaryCount), secondary: exercise.bodyParts.slice(exercise.primaryCount) };
}

/** One picture of an exercise's movement, or null when it has none. */
export function movementSvg(key: string, picture: MovementPicture): string | null {
  const exercise = BY_KEY.get(key);
  if (!exercise?.movement) return null;
  return renderMovement(exercise.movement, tintOf(exercise), exercise.koreanName, picture);
}
