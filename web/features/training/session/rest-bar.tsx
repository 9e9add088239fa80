import { Button, Group, Progress, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ActiveSession } from '../../../../server/features/training/session/session.shared';
import { serverClock } from '../../../offline/app-offline';
import { clock } from '../format';
import { notifyRestEnd, ringAlarm } from './alarm';
import { currentRest, type Rest, type RestTweak, readTweak, restEndCall, restSecondsLeft, writeTweak } from './rest';
import classes from './session.module.css';
import { useServerNow } from './use-now';

const STEP = 15;

/**
 * The rest after the last checked set, docked at the bottom of the screen: time left, −15 s / +15 s and
 * skip. When it runs out the phone vibrates and beeps (where allowed) and the bar goes away; on a hidden page
 * it is also a notification (docs/decisions/019).
 */
export function RestBar({ session }: { session: ActiveSession }) {
  const [tweak, setTweak] = useState<RestTweak | null>(readTweak);
  const rest = currentRest(session, tweak);
  const now = useServerNow(250, rest !== null);
  const left = rest ? restSecondsLeft(rest, now) : 0;
  const running = rest !== null && left > 0;
  useRestEnd(rest, running);

  if (!rest || !running) return null;
  const change = (next: RestTweak) => {
    writeTweak(next);
    setTweak(next);
  };
  const own = tweak?.setClientId === rest.setClientId ? tweak : { setClientId: rest.setClientId, adjustSeconds: 0, skipped: false };
  const adjust = (delta: number) => change({ ...own, adjustSeconds: own.adjustSeconds + delta });

  return (
    <section className={classes.restBar} aria-label="휴식 타이머">
      <div className={classes.restInner}>
        <div className={classes.restClock}>
          <span className={classes.restLabel}>휴식 · {rest.exerciseName}</span>
          <span role="timer" aria-label={`남은 휴식 시간 ${clock(left)}`}>
            {clock(left)}
          </span>
        </div>
        <Group gap={6} wrap="nowrap">
          <Button variant="default" size="sm" px={8} onClick={() => adjust(-STEP)}>
            <span aria-hidden>−15</span>
            <VisuallyHidden>−15초 휴식 줄이기</VisuallyHidden>
          </Button>
          <Button variant="default" size="sm" px={8} onClick={() => adjust(STEP)}>
            <span aria-hidden>+15</span>
            <VisuallyHidden>+15초 휴식 늘리기</VisuallyHidden>
          </Button>
          <Button size="sm" px={10} onClick={() => change({ ...own, skipped: true })}>
            건너뛰기
          </Button>
        </Group>
      </div>
      <Progress value={rest.totalSeconds > 0 ? (left / rest.totalSeconds) * 100 : 0} size={4} mt={8} color="teal.4" aria-hidden maw={640} mx="auto" />
    </section>
  );
}

/**
 * Announces the end of a rest seen running, once: a timer set for its end (by timestamp, in the server's
 * clock), checked again when the bar sees the time run out, and whenever the page is hidden or shown, since a
 * hidden page's timers run late or not at all. A rest already over when the screen opens, or skipped, or
 * ended long ago, is not announced.
 */
function useRestEnd(rest: Rest | null, running: boolean) {
  const id = rest?.setClientId ?? null;
  const endsAt = rest?.endsAt ?? 0;
  const exerciseName = rest?.exerciseName ?? '';
  // The rest seen running and not yet announced (−15 s may end it at once: that still rings).
  const armed = useRef<string | null>(null);
  useEffect(() => {
    if (id === null) {
      armed.current = null;
      return;
    }
    if (running) armed.current = id;
    if (armed.current !== id) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      if (armed.current !== id) return;
      const call = restEndCall(endsAt, serverClock.now(), document.visibilityState === 'hidden');
      if (call.kind === 'wait') {
        timer = setTimeout(check, call.inMs);
        return;
      }
      armed.current = null;
      if (call.kind === 'ring') ringAlarm();
      else if (call.kind === 'notify') notifyRestEnd(exerciseName);
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [id, endsAt, exerciseName, running]);
}
