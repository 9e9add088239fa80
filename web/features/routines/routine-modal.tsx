import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** SPEC §2/§9: dialogs are at least 48rem wide on larger screens and take the whole screen on phones. */
export const PHONE_QUERY = '(max-width: 48em)';

/** `compact`: a short confirmation that stays a centred card on phones too. */
export function RoutineModal({ children, compact = false, ...props }: ModalProps & { compact?: boolean }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) && !compact;
  return (
    <Modal
      size={compact ? 480 : 520}
      radius="lg"
      centered
      fullScreen={phone}
      padding={phone ? 'lg' : 'xl'}
      transitionProps={{ transition: phone ? 'slide-up' : 'pop', duration: 150 }}
      styles={{ title: { fontSize: 20, fontWeight: 700, letterSpacing: '-0.01em' } }}
      {...props}
    >
      {children}
    </Modal>
  );
}
