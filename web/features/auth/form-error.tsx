import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Red at 4.5:1 or more on the page in light and dark (WCAG 1.4.3): Mantine's red 7 is only 3.8:1 on white. */
const ERROR_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/** A form's message that is not one field's (announced as an alert). */
export function FormError({ children, size = 14 }: { children: ReactNode; size?: number }) {
  return (
    <Text role="alert" c={ERROR_TEXT} fz={size} fw={500}>
      {children}
    </Text>
  );
}
