// Worked out from timestamps, never counted down in memory, so it is right after a reload, on another device,
// and after the screen was locked.
import { restAfterSet } from '../../../../server/features/training/rack/superset-order';
import type { ActiveSession } from '../../../../server/features/training/session/session.shared';

export type Rest = {
  setClientId: string;
  exerciseName: string;
  /** Server-clock ms. */
  endsAt: number;
  totalSeconds: number;
};

export type RestTweak = { setClientId: string; adjustSeconds: number; skipped: boolean };

/** Ended rests are still returned. In a superset the rest starts only once the set's round is complete. */
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

/** Capped at the rest itself: the server stamps a set a few ms after its answer's serverNow. */
export function restSecondsLeft(rest: Rest, now: number): number {
  return Math.max(0, Math.min(rest.totalSeconds, Math.ceil((rest.endsAt - now) / 1000)));
}

/** An end announced this late would only be noise: docs/decisions/019. */
export const LATE_END_MS = 2 * 60_000;

export type RestEndCall = { kind: 'wait'; inMs: number } | { kind: 'ring' } | { kind: 'notify' } | { kind: 'late' };

/** Only timestamps count: browsers slow a hidden page's timers down or stop them. */
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
