import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of the data page (가져오기, 내보내기), named by its heading for screen readers. */
export function DataSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz={18} id={id} mb={4}>
        {title}
      </Title>
      <Text fz={14} c="dimmed" mb="md">
        {intro}
      </Text>
      {children}
    </Paper>
  );
}
