// The rest timer at the rack (docs/decisions/019): time left and the end's announcement come from timestamps
// in the server's clock only, so a phone locked for a minute (its timers slowed down or stopped) shows the
// right time when it is back and announces the end once, by notification when the page is hidden.
import { describe, expect, test } from 'vitest';
import { exercise, session, set } from '../../../../tests/fixtures/web-training';
import { currentRest, LATE_END_MS, type Rest, restEndCall, restSecondsLeft } from './rest';

const DONE_AT = 1_700_000_000_000;
const workout = session([exercise('a', [set('a1', { weight: 20, reps: 10, done: true, doneAt: DONE_AT })], { exerciseName: '덤벨 벤치 프레스' })], {
  source: 'routine',
  routineId: 1,
  startedAt: DONE_AT - 600_000,
  serverNow: DONE_AT,
});
const rest = currentRest(workout, null) as Rest;

describe('time left', () => {
  test('counts down from the set’s timestamp, in whole seconds rounded up', () => {
    expect(rest.endsAt).toBe(DONE_AT + 90_000);
    expect(restSecondsLeft(rest, DONE_AT)).toBe(90);
    expect(restSecondsLeft(rest, DONE_AT + 500)).toBe(90);
    expect(restSecondsLeft(rest, DONE_AT + 1_000)).toBe(89);
    expect(restSecondsLeft(rest, DONE_AT + 89_001)).toBe(1);
    expect(restSecondsLeft(rest, DONE_AT + 90_000)).toBe(0);
    expect(restSecondsLeft(rest, DONE_AT + 600_000)).toBe(0);
  });

  test('never more than the rest itself (the server stamps the set a few ms after its answer’s serverNow)', () => {
    expect(restSecondsLeft(rest, DONE_AT - 40)).toBe(90);
  });

  test('a phone locked for a minute shows the right time on return: no tick ran, the timestamp is all it takes', () => {
    // Seen at 10 s, hidden, no timer fired for 60 s: back at 70 s, 20 s are left (not 80).
    expect(restSecondsLeft(rest, DONE_AT + 10_000)).toBe(80);
    expect(restSecondsLeft(rest, DONE_AT + 70_000)).toBe(20);
  });
});

describe('the end of a rest', () => {
  const end = rest.endsAt;

  test('before the end: wait exactly the time left, whether the page is in view or not', () => {
    expect(restEndCall(end, end - 90_000, false)).toEqual({ kind: 'wait', inMs: 90_000 });
    expect(restEndCall(end, end - 25_000, true)).toEqual({ kind: 'wait', inMs: 25_000 });
  });

  test('at the end: a ring on the screen in view, a notification when the page is hidden', () => {
    expect(restEndCall(end, end, false)).toEqual({ kind: 'ring' });
    expect(restEndCall(end, end, true)).toEqual({ kind: 'notify' });
  });

  test('a hidden page whose timer fired late (throttled) still announces the end, by notification', () => {
    // Hidden 30 s before the end; the browser ran the timer 40 s late.
    const hiddenAt = end - 30_000;
    const call = restEndCall(end, hiddenAt, true);
    expect(call).toEqual({ kind: 'wait', inMs: 30_000 });
    expect(restEndCall(end, hiddenAt + 30_000 + 40_000, true)).toEqual({ kind: 'notify' });
  });

  test('back in view just after the end (the timer never ran while hidden): rings then', () => {
    expect(restEndCall(end, end + 5_000, false)).toEqual({ kind: 'ring' });
  });

  test('an end long past (a frozen page woken minutes later) is not announced at all', () => {
    expect(restEndCall(end, end + LATE_END_MS, true)).toEqual({ kind: 'notify' });
    expect(restEndCall(end, end + LATE_END_MS + 1, true)).toEqual({ kind: 'late' });
    expect(restEndCall(end, end + 10 * 60_000, false)).toEqual({ kind: 'late' });
  });
});
