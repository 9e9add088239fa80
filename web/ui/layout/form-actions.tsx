import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A short secondary action beside a primary one that takes the remaining width (fits 360 px). */
export function FormActions({ secondary, primary }: { secondary: ReactNode; primary: ReactNode }) {
  return (
    <Group gap="sm" mt="sm" wrap="nowrap" align="stretch">
      <div style={{ flex: '0 0 auto', minWidth: '9.6rem', display: 'flex' }}>{secondary}</div>
      <div style={{ flex: 1, minWidth: 0, display: 'flex' }}>{primary}</div>
    </Group>
  );
}
