import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import classes from './routine-modal.module.css';

/** docs/product.md §2/§9: dialogs are at least 48rem wide on larger screens; on phones they open as bottom sheets. */
const PHONE_QUERY = '(max-width: 48em)';

/**
 * On a phone (ADR 006) a dialog rises from the bottom as a sheet as tall as its content (at most the
 * screen minus a strip of the page), instead of a full-screen page whose lower half stayed blank.
 * `compact`: a short confirmation that stays a centred card on phones too.
 */
export function RoutineModal({ children, compact = false, ...props }: ModalProps & { compact?: boolean }) {
  const sheet = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) && !compact;
  return (
    <Modal
      size={compact ? 480 : 520}
      radius={sheet ? 0 : 'lg'}
      centered={!sheet}
      padding={sheet ? 'lg' : 'xl'}
      classNames={sheet ? { inner: classes.sheetInner, content: classes.sheet } : undefined}
      transitionProps={{ transition: sheet ? 'slide-up' : 'pop', duration: 150 }}
      styles={{ title: { fontSize: 20, fontWeight: 700, letterSpacing: '-0.01em' } }}
      {...props}
    >
      {children}
    </Modal>
  );
}
