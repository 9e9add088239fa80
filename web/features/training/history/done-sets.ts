import type { LoggedSession } from '../../../../server/features/training/history/history.shared';

/**
 * The exercises that have a set done: one added on the workout screen and left without a set is not shown
 * (docs/decisions/031-routine-edits-a-newcomer-can-undo.md). Only the screen leaves it out: the stored session,
 * its export and the edit API keep it.
 */
export const withDoneSets = (exercises: LoggedSession['exercises']) => exercises.filter((e) => e.sets.some((s) => s.done));
