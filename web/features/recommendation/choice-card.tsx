import { UnstyledButton } from '@mantine/core';
import { IconBarbell, IconCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import classes from './choice-card.module.css';

type Props = { label: string; imgPath: string | null | undefined; selected: boolean; onToggle: () => void };

/** A selectable picture card (body part or machine); a missing or broken picture shows a placeholder. */
export function ChoiceCard({ label, imgPath, selected, onToggle }: Props) {
  const [broken, setBroken] = useState(false);
  return (
    <UnstyledButton className={classes.card} aria-pressed={selected} onClick={onToggle}>
      <span className={classes.media}>
        {imgPath && !broken ? (
          // The label names the card; the picture only illustrates it.
          <img src={imgPath} alt="" loading="lazy" width={160} height={160} onError={() => setBroken(true)} />
        ) : (
          <IconBarbell className={classes.placeholder} size={40} stroke={1.5} aria-hidden />
        )}
      </span>
      <span className={classes.label}>{label}</span>
      <span className={classes.check} aria-hidden>
        <IconCheck size={14} stroke={3} />
      </span>
    </UnstyledButton>
  );
}

export function ChoiceGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.grid} role="group" aria-label={label}>
      {children}
    </div>
  );
}
