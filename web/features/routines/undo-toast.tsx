import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './routines.module.css';

/** '을' after a final consonant, '를' after a vowel; '을(를)' when the name does not end in Hangul. */
export function objectParticle(name: string): string {
  const code = name.trim().codePointAt(name.trim().length - 1) ?? 0;
  if (code < 0xac00 || code > 0xd7a3) return '을(를)';
  return (code - 0xac00) % 28 === 0 ? '를' : '을';
}

/** '벤치 프레스를 루틴에서 뺐어요', '벤치 프레스, 스쿼트를 루틴에서 뺐어요'. */
export const removedText = (names: readonly string[]) => `${names.join(', ')}${objectParticle(names.at(-1) ?? '')} 루틴에서 뺐어요`;

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
