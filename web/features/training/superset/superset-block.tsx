import { IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { supersetLabel } from '../../../../server/features/training/rack/superset-order';
import classes from './superset.module.css';

/**
 * Grouped exercises shown as one block: '슈퍼세트' (2) or '서킷' (3+) above them and a bracket down their
 * left. `names` are the members in order (the group is named by them for screen readers).
 */
export function SupersetBlock({ names, children, as = 'div' }: { names: string[]; children: ReactNode; as?: 'div' | 'li' }) {
  const label = supersetLabel(names.length);
  const Tag = as;
  return (
    <Tag className={classes.block} role="group" aria-label={`${label}: ${names.join(', ')}`} data-superset={label}>
      <div className={classes.label} aria-hidden>
        <IconLink size={16} />
        {label}
      </div>
      {children}
    </Tag>
  );
}
