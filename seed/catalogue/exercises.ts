import type { ExerciseSeed } from '../../server/features/catalogue/catalogue-data';
import { ABS } from './exercises/abs';
import { ADDITIONS, LATER_ADDITIONS } from './exercises/additions';
import { BICEPS, TRICEPS } from './exercises/arms';
import { BACK } from './exercises/back';
import { CALVES } from './exercises/calves';
import { CARDIO } from './exercises/cardio';
import { CHEST } from './exercises/chest';
import { GLUTES } from './exercises/glutes';
import { HAMSTRINGS } from './exercises/hamstrings';
import { QUADS } from './exercises/quads';
import { SHOULDERS } from './exercises/shoulders';
import { STRETCHES } from './exercises/stretches';

// A fresh database numbers exercises in this order; after that ids follow keys (server/features/catalogue/sync/sync.ts), so the
// order here only matters for new databases.
export const EXERCISES: ExerciseSeed[] = [
  ...CHEST,
  ...BACK,
  ...SHOULDERS,
  ...BICEPS,
  ...TRICEPS,
  ...ABS,
  ...GLUTES,
  ...QUADS,
  ...HAMSTRINGS,
  ...CALVES,
  ...ADDITIONS,
  ...CARDIO,
  ...STRETCHES,
  ...LATER_ADDITIONS,
];
