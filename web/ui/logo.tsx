import { Group, Text } from '@mantine/core';

function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="var(--mantine-color-brand-6)" />
      <g fill="var(--mantine-color-white)">
        <rect x="10" y="24" width="8" height="16" rx="2" />
        <rect x="46" y="24" width="8" height="16" rx="2" />
        <rect x="18" y="20" width="6" height="24" rx="2" />
        <rect x="40" y="20" width="6" height="24" rx="2" />
        <rect x="24" y="29" width="16" height="6" rx="1" />
      </g>
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark />
      <Text component="span" fw={800} fz={20} lh={1} c={inverted ? 'white' : 'var(--mantine-color-text)'} style={{ letterSpacing: '-0.02em' }}>
        핏포미
      </Text>{' '}
      <Text component="span" fw={600} fz={13} lh={1} c={inverted ? 'gray.4' : 'var(--ffm-brand-text)'}>
        FitForMe
      </Text>
    </Group>
  );
}
