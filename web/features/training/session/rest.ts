// The rest timer is worked out from timestamps, never counted down in memory: the last set
// checked off (its doneAt, in the server's clock) plus the exercise's rest. So it is right after a reload,
// on another device, and after the screen was locked. ±15 s and skipping apply to this one rest and are
// kept in localStorage beside the set they follow. In a superset the rest waits for the group's round.
import { restAfterSet } from '../../../../server/features/training/rack/superset-order';
import type { ActiveSession } from '../../../../server/features/training/session/session.shared';

export type Rest = {
  /** The set the rest follows. */
  setClientId: string;
  exerciseName: string;
  /** Server-clock ms when the rest is over. */
  endsAt: number;
  totalSeconds: number;
};

export type RestTweak = { setClientId: string; adjustSeconds: number; skipped: boolean };

/**
 * The rest after the most recently checked set, or null when none is done. Ended rests are still returned.
 * In a superset or circuit (rack/superset-order.ts) the rest starts only once the set's round is complete
 * (normally after the group's last exercise), with that exercise's rest; before that there is none.
 */
export function currentRest(w: ActiveSession, tweak: RestTweak | null): Rest | null {
  let last: { doneAt: number; setClientId: string; exerciseClientId: string } | null = null;
  for (const e of w.exercises) {
    if (e.skipped) continue;
    for (const s of e.sets) {
      if (s.done && s.doneAt !== null && (!last || s.doneAt > last.doneAt))
        last = { doneAt: s.doneAt, setClientId: s.setClientId, exerciseClientId: e.exerciseClientId };
    }
  }
  if (!last) return null;
  const after = restAfterSet(w.exercises, last);
  if (!after?.rests) return null;
  const exerciseName = w.exercises.find((e) => e.exerciseClientId === after.exerciseClientId)?.exerciseName ?? '';
  const own = tweak?.setClientId === last.setClientId ? tweak : null;
  if (own?.skipped) return null;
  const totalSeconds = Math.max(0, after.restSeconds + (own?.adjustSeconds ?? 0));
  return { setClientId: last.setClientId, exerciseName, endsAt: last.doneAt + totalSeconds * 1000, totalSeconds };
}

/** Whole seconds of `rest` left at server-clock `now` (never more than the rest itself: the server stamps a set a few ms after its answer's serverNow). */
export function restSecondsLeft(rest: Rest, now: number): number {
  return Math.max(0, Math.min(rest.totalSeconds, Math.ceil((rest.endsAt - now) / 1000)));
}

/** An end announced this late (the page was frozen, the phone asleep) would only be noise: docs/decisions/019. */
export const LATE_END_MS = 2 * 60_000;

export type RestEndCall = { kind: 'wait'; inMs: number } | { kind: 'ring' } | { kind: 'notify' } | { kind: 'late' };

/**
 * What to do about the end of a rest seen running, at server-clock `now`: wait `inMs` more, ring on the
 * screen (the page is in view), notify (the page is hidden: the phone is locked or another app is in front),
 * or nothing when the end is long past. Only timestamps count, never how many timer ticks ran while the page
 * was hidden (browsers slow a hidden page's timers down or stop them).
 */
export function restEndCall(endsAt: number, now: number, hidden: boolean): RestEndCall {
  if (now < endsAt) return { kind: 'wait', inMs: endsAt - now };
  if (now - endsAt > LATE_END_MS) return { kind: 'late' };
  return hidden ? { kind: 'notify' } : { kind: 'ring' };
}

const TWEAK_KEY = 'ffm.gym.rest';

export function readTweak(): RestTweak | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TWEAK_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' && 'setClientId' in parsed ? (parsed as RestTweak) : null;
  } catch {
    return null;
  }
}

export function writeTweak(tweak: RestTweak | null) {
  try {
    if (tweak) localStorage.setItem(TWEAK_KEY, JSON.stringify(tweak));
    else localStorage.removeItem(TWEAK_KEY);
  } catch {
    // Storage blocked: the tweak lasts until the page is left.
  }
}
