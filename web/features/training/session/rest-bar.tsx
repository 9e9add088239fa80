import { Button, Group, Progress, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ActiveSession } from '../../../../server/features/training/session/session.contract';
import { clock } from '../format';
import { ringAlarm } from './alarm';
import { currentRest, type RestTweak, readTweak, writeTweak } from './rest';
import classes from './session.module.css';
import { useServerNow } from './use-now';

const STEP = 15;

/**
 * The rest after the last checked set, docked at the bottom of the screen: time left, −15 s / +15 s and
 * skip. When it runs out the phone vibrates and beeps (where allowed) and the bar goes away.
 */
export function RestBar({ session }: { session: ActiveSession }) {
  const [tweak, setTweak] = useState<RestTweak | null>(readTweak);
  const rest = currentRest(session, tweak);
  const now = useServerNow(250, rest !== null);
  // Never more than the rest itself: the server stamps a set a few ms after the answer's serverNow.
  const left = rest ? Math.min(rest.totalSeconds, Math.ceil((rest.endsAt - now) / 1000)) : 0;
  const running = rest !== null && left > 0;

  // Rings once, when this rest's time runs out while the screen watches it (not for one long over).
  const ringing = useRef<string | null>(null);
  useEffect(() => {
    if (running && rest) ringing.current = rest.setClientId;
    else if (rest && ringing.current === rest.setClientId && left <= 0) {
      ringing.current = null;
      ringAlarm();
    }
  }, [running, rest, left]);

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
