import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBarbell, IconSparkles } from '@tabler/icons-react';
import classes from './home-banner.module.css';

const SAMPLE = [
  { name: '바벨 백 스쿼트', part: '허벅지 앞', amount: '60kg · 10회 · 4세트' },
  { name: '루마니안 데드리프트', part: '허벅지 뒤', amount: '50kg · 12회 · 3세트' },
  { name: '바벨 힙 쓰러스트', part: '엉덩이', amount: '70kg · 12회 · 3세트' },
];

/**
 * Decorative preview of a recommendation result; desktop only, hidden from assistive tech. The exercises and
 * part names are the catalogue's own (seed/catalogue/body-parts.ts), as the app says them everywhere else.
 */
export function HomeHeroVisual() {
  return (
    <div className={classes.visual} aria-hidden="true">
      <Paper radius="xl" p="xl" shadow="xl" withBorder>
        <Group gap="xs" mb="md">
          <ThemeIcon radius="xl" size={32}>
            <IconSparkles size={18} />
          </ThemeIcon>
          <Text fw={800} fz={17}>
            오늘의 AI 추천 운동
          </Text>
        </Group>
        <Stack gap="sm">
          {SAMPLE.map((w) => (
            <Paper key={w.name} radius="lg" p="md" bg="var(--ffm-surface-muted)">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" radius="md" size={40}>
                    <IconBarbell size={22} />
                  </ThemeIcon>
                  <div>
                    <Text fw={700} fz={15}>
                      {w.name}
                    </Text>
                    <Text fz={13} c="dimmed">
                      {w.amount}
                    </Text>
                  </div>
                </Group>
                <Badge variant="light" radius="sm">
                  {w.part}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Paper>
    </div>
  );
}
