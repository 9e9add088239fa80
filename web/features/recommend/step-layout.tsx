import { ActionIcon, Container, Group, Progress, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './step-layout.module.css';

// docs/product.md §9 fixes the progress at 1/4 and 2/4 for the two choice steps.
const TOTAL = 4;

type Props = {
  step: 1 | 2;
  title: string;
  description: string;
  bar: ReactNode;
  /** Where the back arrow goes when the page was opened directly and there is no page of ours to return to. */
  onBackFallback: () => void;
  children: ReactNode;
};

export function StepLayout({ step, title, description, bar, onBackFallback, children }: Props) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const back = () => (canGoBack ? router.history.back() : onBackFallback());
  return (
    <div className={classes.page}>
      <Container size="md" className={classes.body}>
        <Group gap="sm" wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" c="var(--ffm-text-soft)" size={44} radius="xl" aria-label="이전" onClick={back}>
            <IconArrowLeft size={22} />
          </ActionIcon>
          <Progress value={(step / TOTAL) * 100} size="sm" radius="xl" style={{ flex: 1 }} aria-label={`추천 ${step}단계 / ${TOTAL}단계`} />
          <Text fz={14} fw={700} c="var(--ffm-brand-text)" aria-hidden>
            {step}/{TOTAL}
          </Text>
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }} mt={{ base: 20, sm: 28 }} style={{ letterSpacing: '-0.02em' }}>
          {title}
        </Title>
        <Text c="dimmed" fz={15} mt={6}>
          {description}
        </Text>
        <div className={classes.content}>{children}</div>
      </Container>
      <div className={classes.bar}>
        <Container size="md">{bar}</Container>
      </div>
    </div>
  );
}

/** The sticky bottom bar's content: how many are chosen, and the step's action. */
export function StepBar({ count, action }: { count: string; action: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fz={15} fw={600} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
        {count}
      </Text>
      <div className={classes.action}>{action}</div>
    </Group>
  );
}
