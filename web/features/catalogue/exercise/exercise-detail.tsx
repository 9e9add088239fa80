import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { trpc } from '../../../lib/trpc';
import { AddToRoutineButton } from './add-to-routine-button';
import { ExerciseCaution, ExerciseHowTo, ExercisePicture, MovementPicture } from './exercise-how-to';
import { ExerciseVideo } from './exercise-video';
import { RetiredBadge } from './retired-badge';
import '../../../ui/screen-styles';

export function ExerciseDetail({ id }: { id: number }) {
  const { data: w } = useSuspenseQuery(trpc.catalogue.exercise.queryOptions({ id }));
  const primary = w.bodyParts.filter((p) => p.primary);
  const secondary = w.bodyParts.filter((p) => !p.primary);

  return (
    <Container size="lg" py={{ base: 20, sm: 40 }}>
      <BackButton />
      <Group justify="space-between" align="flex-end" gap="md" mt="md" mb={{ base: 24, sm: 32 }}>
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.02em' }}>
            {w.koreanName}
          </Title>
          <Text c="dimmed" fz={{ base: 14, sm: 16 }} mt={4} lang="en">
            {w.englishName}
          </Text>
        </div>
        {w.retired ? (
          // No longer offered (ADR 005): readable here, but it cannot be added to a routine any more.
          <Stack gap={6} align="flex-start">
            <RetiredBadge size="lg" />
            <Text fz={14} c="dimmed">
              새로 루틴에 추가할 수 없어요
            </Text>
          </Stack>
        ) : (
          <AddToRoutineButton exerciseId={w.id} koreanName={w.koreanName} repUnit={w.repUnit} bodyweight={w.loadModel === 'bodyweight'} />
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 24, md: 40 }}>
        {w.movement ? (
          // The movement large and moving; the muscle map beside it, smaller.
          <Stack gap={24}>
            <MovementPicture exercise={{ koreanName: w.koreanName, movement: w.movement }} size="page" />
            <ExercisePicture exercise={w} size="small" />
          </Stack>
        ) : (
          <ExercisePicture exercise={w} size="page" />
        )}
        <Stack gap={24}>
          <Section title="운동 부위">
            <Stack gap={8}>
              <TagRow label="주요 부위">
                {primary.map((p) => (
                  <Badge key={p.bodyPartId} size="lg" radius="sm" variant="filled">
                    {p.koreanName}
                  </Badge>
                ))}
              </TagRow>
              {secondary.length > 0 && (
                <TagRow label="보조 부위">
                  {secondary.map((p) => (
                    <Badge key={p.bodyPartId} size="lg" radius="sm" variant="light">
                      {p.koreanName}
                    </Badge>
                  ))}
                </TagRow>
              )}
            </Stack>
          </Section>
          <Section title="사용 기구">
            <Group gap={6}>
              {(w.machines.length ? w.machines.map((m) => m.koreanName) : ['맨몸']).map((name) => (
                <Badge key={name} size="lg" radius="sm" variant="outline" color="gray">
                  {name}
                </Badge>
              ))}
            </Group>
          </Section>
          {w.howTo && <ExerciseHowTo howTo={w.howTo} order={2} />}
          <Section title="운동 방법">
            <Text fz={16} lh={1.75}>
              {w.description}
            </Text>
          </Section>
          <ExerciseCaution caution={w.caution} />
        </Stack>
      </SimpleGrid>

      <Section title="운동 영상" mt={40}>
        <ExerciseVideo name={w.koreanName} videoLink={w.videoLink} />
      </Section>
    </Container>
  );
}

function BackButton() {
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  // Opened from a shared link there is no page of ours to return to: go to the search instead.
  const back = () => (canGoBack ? router.history.back() : void navigate({ to: '/searchworkout' }));
  return (
    <Button variant="subtle" color="gray" c="var(--ffm-text-soft)" leftSection={<IconArrowLeft size={18} />} onClick={back} px={8}>
      이전
    </Button>
  );
}

function Section({ title, children, mt }: { title: string; children: ReactNode; mt?: number }) {
  const id = useId();
  return (
    <Stack component="section" gap={10} mt={mt} aria-labelledby={id}>
      <Title id={id} order={2} fz={18} fw={700}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function TagRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text component="span" fz={14} c="dimmed" w={64}>
        {label}
      </Text>
      {children}
    </Group>
  );
}
