import type { StrengthRatios } from '../../../server/features/catalogue/catalogue-data';

type Triple = [beginner: number, novice: number, intermediate: number];

/** Ratios copied from docs/training-science.md §2.3 rows marked [src]. */
export const src = (male: Triple, female: Triple): StrengthRatios => ({ male, female, basis: 'src' });

/** Our own estimate ([H]): either a §2.3 [H] row or derived from a related lift (see the comment at each use). */
export const est = (male: Triple, female: Triple): StrengthRatios => ({ male, female, basis: 'H' });
