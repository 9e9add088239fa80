import { ActionIcon, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

const MIN = 1;
const MAX = 9;

/**
 * The balance in words with its step (1–9): '하체 발달 (3)', '고르게 발달 (5)', '상체 발달 (7)'. Below 5 the
 * lower body is the more developed, above 5 the upper (docs/product.md §4); the control and 몸 기록's table
 * both show it, so a number in the table reads as it did when it was picked.
 */
export function balanceLabel(value: number): string {
  const side = value < 5 ? '하체 발달' : value === 5 ? '고르게 발달' : '상체 발달';
  return `${side} (${value})`;
}

/** The scale told once, under 몸 기록's table. */
export const BALANCE_SCALE = '상하체 밸런스는 1~9단계예요. 5는 고르게 발달, 5보다 작으면 하체가, 크면 상체가 더 발달했다는 뜻이에요.';

/** docs/product.md §4 texts for the upper/lower balance. */
export function balanceText(value: number) {
  if (value < 5) return '하체가 상체보다 발달했어요';
  if (value === 5) return '상체와 하체가 고르게 발달했거나 차이가 적어요';
  return '상체가 하체보다 발달했어요';
}

export function BalanceControl({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const upper = value * 10;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon variant="light" size={44} radius="xl" aria-label="하체 쪽으로" disabled={value <= MIN} onClick={() => onChange(value - 1)}>
            <IconMinus size={20} />
          </ActionIcon>
          <Group gap="md" justify="center" wrap="nowrap" aria-live="polite">
            <Text fw={700} fz={17} style={{ whiteSpace: 'nowrap' }}>
              상체{' '}
              <Text span c="var(--ffm-brand-text)" inherit>
                {upper}%
              </Text>
            </Text>
            <Text fw={700} fz={17} style={{ whiteSpace: 'nowrap' }}>
              하체{' '}
              <Text span c="var(--ffm-success-text)" inherit>
                {100 - upper}%
              </Text>
            </Text>
          </Group>
          <ActionIcon variant="light" size={44} radius="xl" aria-label="상체 쪽으로" disabled={value >= MAX} onClick={() => onChange(value + 1)}>
            <IconPlus size={20} />
          </ActionIcon>
        </Group>
        <Progress.Root size={12} radius="xl" aria-hidden>
          <Progress.Section value={upper} color="brand.6" />
          <Progress.Section value={100 - upper} color="teal.5" />
        </Progress.Root>
        <div>
          <Text ta="center" fw={700} fz={15}>
            {balanceLabel(value)}
          </Text>
          <Text ta="center" fz={15} c="var(--ffm-text-soft)">
            {balanceText(value)}
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}
