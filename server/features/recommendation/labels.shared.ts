// The member's answers the recommender plans with (목표, 경험) and the feedback on an item, with their Korean
// labels, in display order. No zod here: the web's recommendation screens
// import this module without pulling the schema library into their chunks.

/** 목표: drives rep range, sets, %1RM and rest (docs/training-science.md §1.1, §1.4, §1.5). */
export const GOALS = ['strength', 'hypertrophy', 'fat_loss', 'health'] as const;
export type Goal = (typeof GOALS)[number];
/** 경험: drives the strength-standard column and the hardest exercises offered. */
export const EXPERIENCES = ['none', 'under_6m', '1_3y', 'over_3y'] as const;
export type Experience = (typeof EXPERIENCES)[number];
/** One-tap feedback on a recommended exercise. */
export const FEEDBACKS = ['heavy', 'right', 'light'] as const;
export type Feedback = (typeof FEEDBACKS)[number];

export const GOAL_LABEL: Record<Goal, string> = { strength: '근력', hypertrophy: '근비대', fat_loss: '체중 감량', health: '건강' };
export const EXPERIENCE_LABEL: Record<Experience, string> = { none: '처음', under_6m: '6개월 미만', '1_3y': '1–3년', over_3y: '3년 이상' };
export const FEEDBACK_LABEL: Record<Feedback, string> = { heavy: '무거웠어요', right: '적당해요', light: '가벼웠어요' };
