import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { josa } from '../../../server/common/korean.shared';
import classes from './routines.module.css';

/** '벤치 프레스를 루틴에서 뺐어요', '벤치 프레스, 스쿼트를 루틴에서 뺐어요' (the particle by the last name's sound: josa). */
export const removedText = (names: readonly string[]) => `${josa(names.join(', '), '을/를')} 루틴에서 뺐어요`;

/**
 * The toast after a delete (docs/decisions/031-routine-edits-a-newcomer-can-undo.md): what was taken out and a
 * '되돌리기' button (44 px). The toast is an alert, so both are announced; when the delete left the focus
 * nowhere (the row and its menu are gone), the button takes it, so a keyboard is one Enter away from undoing.
 */
export function UndoMessage({ text, onUndo }: { text: string; onUndo: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus({ preventScroll: true });
  }, []);
  return (
    <span className={classes.undo}>
      <span>{text}</span>
      <Button ref={button} variant="light" size="sm" h={44} miw={44} className={classes.undoButton} onClick={onUndo}>
        되돌리기
      </Button>
    </span>
  );
}
