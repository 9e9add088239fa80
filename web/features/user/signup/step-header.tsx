import { Group, Progress, Text } from '@mantine/core';

const TOTAL = 3;

export function StepHeader({ step }: { step: 1 | 2 | 3 }) {
  return (
    <Group gap="sm" wrap="nowrap" mb={4}>
      <Progress value={(step / TOTAL) * 100} size="sm" radius="xl" style={{ flex: 1 }} aria-label={`회원가입 ${step}단계`} />
      <Text fz={14} fw={700} c="var(--ffm-brand-text)" aria-hidden>
        {step} / {TOTAL}
      </Text>
    </Group>
  );
}
