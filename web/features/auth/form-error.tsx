import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Red at 4.5:1 or more on the page in light and dark (WCAG 1.4.3; Mantine's red 7 is only 3.8:1 on white): the
 * theme's danger-text role (web/ui/theme.ts, docs/decisions/032-dark-mode.md).
 */
const ERROR_TEXT = 'var(--ffm-danger-text)';

/** A form's message that is not one field's (announced as an alert). */
export function FormError({ children, size = 14 }: { children: ReactNode; size?: number }) {
  return (
    <Text role="alert" c={ERROR_TEXT} fz={size} fw={500}>
      {children}
    </Text>
  );
}
