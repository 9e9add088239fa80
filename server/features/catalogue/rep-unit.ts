import { RECOMMENDER_CONFIG } from '../recommendation/engine/config';
import type { RepUnit } from './catalogue.contract';

/** Holds (plank, wall sit …) are done for time: their amount is seconds. The recommender's list of them
 * is the one source of that fact, so a recommended '30초' and the routine's label always agree. */
export const repUnitOf = (exerciseKey: string): RepUnit => (RECOMMENDER_CONFIG.bodyweight.timedKeys.includes(exerciseKey) ? '초' : '회');
