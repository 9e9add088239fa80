import { ActionIcon, Container, Group, Progress, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './step-layout.module.css';

/**
 * The flow's steps as the member goes through them (ADR 030): the parts (목표·경험 are asked on the same screen),
 * the machines, the result. The progress counts these, so the last screen reads 3/3 (it read 1/4 and 2/4 and
 * never reached the end).
 */
const FLOW_STEPS = ['부위 선택', '기구 선택', '추천 결과'] as const;
type FlowStep = 1 | 2 | 3;

/** '1/3' with its bar; the bar is named for screen readers with the step's name. */
export function StepProgress({ step }: { step: FlowStep }) {
  const total = FLOW_STEPS.length;
  return (
    <>
      <Progress
        value={(step / total) * 100}
        size="sm"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={`추천 ${step}단계 / ${total}단계: ${FLOW_STEPS[step - 1]}`}
      />
      <Text fz={14} fw={700} c="var(--ffm-brand-text)" aria-hidden data-testid="flow-step">
        {step}/{total}
      </Text>
    </>
  );
}

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
          <StepProgress step={step} />
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
