// The recommender's Korean: particles (shared with the web), the labels of 목표, 경험 and feedback, dates.

export { josa } from '../../../common/korean.shared';
export { FEEDBACK_LABEL, GOAL_LABEL } from '../labels.shared';

/** '2026-11-20' → '11월 20일'. */
export const monthDay = (date: string): string => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;
