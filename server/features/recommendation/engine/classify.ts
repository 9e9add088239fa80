// Body-figure classes for prescription (docs/training-science.md §6.3): first matching rule wins.
// PBF, FFMI and BMI are compared after rounding to one decimal, the values the explanation shows, so a member
// told "체지방률 20.0%" is never classed as if it were 19.96 % (and §8.1's boundary cases are exact).
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { type RawMetrics, round1 } from './metrics';
import type { Figure } from './types';

export function classify(sex: 0 | 1, raw: RawMetrics, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Figure {
  const c = cfg.classify;
  const pbf = round1(raw.pbf);
  const ffmi = round1(raw.ffmi);
  const bmi = round1(raw.bmi);
  if (pbf >= c.fatPbf[sex]) return 'fat';
  if (pbf >= c.chubbyPbf[sex]) return 'chubby';
  if (ffmi >= c.muscularFfmi[sex]) return 'muscular';
  if (bmi < c.thinBmi || ffmi < c.thinFfmi[sex]) return 'thin';
  return 'normal';
}
