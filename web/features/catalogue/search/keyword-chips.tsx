import { Button, Group, Text } from '@mantine/core';

type Props = { label: string; keywords: readonly string[]; onPick: (keyword: string) => void };

export function KeywordChips({ label, keywords, onPick }: Props) {
  return (
    <Group gap={8} align="center" role="group" aria-label={label}>
      <Text component="span" fz={14} fw={600} c="dimmed" mr={4} aria-hidden>
        {label}
      </Text>
      {keywords.map((k) => (
        <Button key={k} type="button" variant="default" radius="xl" size="compact-md" fw={500} onClick={() => onPick(k)}>
          {k}
        </Button>
      ))}
    </Group>
  );
}
