import { Button, Center, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { RoutineModal } from '../../routines/routine-modal';
import { ExerciseCaution, ExerciseHowTo, ExercisePicture, MovementPicture } from './exercise-how-to';
import classes from './guide-sheet.module.css';

type Target = { exerciseId: number; exerciseName: string };

/**
 * An exercise's name on the workout screen as a button that opens its guide (ADR 022): the heading keeps
 * naming the exercise's card (`headingId` is on the name itself), the button says what it does.
 */
export function ExerciseGuideTitle({ exercise, headingId, className }: { exercise: Target; headingId: string; className?: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <h2 className={className}>
        <UnstyledButton className={classes.title} aria-label={`${exercise.exerciseName} 운동 방법 보기`} aria-haspopup="dialog" onClick={() => setOpened(true)}>
          <span id={headingId}>{exercise.exerciseName}</span>
        </UnstyledButton>
      </h2>
      <GuideSheet exercise={exercise} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/**
 * The exercise's movement illustration (else its muscle map), how-to and caution in a sheet over the workout (closing it leaves the workout where
 * it was), and a link to the full page. From `catalogue.exercise`, which the catalogue copy answers offline.
 */
function GuideSheet({ exercise, opened, onClose }: { exercise: Target; opened: boolean; onClose: () => void }) {
  return (
    <RoutineModal opened={opened} onClose={onClose} title={exercise.exerciseName}>
      {opened && <Guide exercise={exercise} />}
    </RoutineModal>
  );
}

function Guide({ exercise }: { exercise: Target }) {
  // Its failure is shown in the sheet, never thrown to the workout screen's error boundary.
  const { data: w, isError } = useQuery({ ...trpc.catalogue.exercise.queryOptions({ id: exercise.exerciseId }), throwOnError: false });
  const howTo = useId();
  if (isError)
    return (
      <Text c="dimmed" py="md">
        운동 정보를 불러오지 못했어요
      </Text>
    );
  if (!w)
    return (
      <Center py="xl">
        <Loader aria-label="운동 정보를 불러오는 중" />
      </Center>
    );
  return (
    <Stack gap="md">
      {w.movement ? (
        <MovementPicture exercise={{ koreanName: w.koreanName, movement: w.movement }} size="sheet" />
      ) : (
        <ExercisePicture exercise={w} size="sheet" />
      )}
      {w.howTo && <ExerciseHowTo howTo={w.howTo} order={3} />}
      <section aria-labelledby={howTo}>
        <Title id={howTo} order={3} fz={17} fw={700} mb={6}>
          운동 방법
        </Title>
        <Text fz={15} lh={1.7}>
          {w.description}
        </Text>
      </section>
      <ExerciseCaution caution={w.caution} />
      <Button
        renderRoot={(props) => <Link {...props} to="/workoutdetail/$workoutId" params={{ workoutId: w.id }} />}
        variant="light"
        size="md"
        rightSection={<IconArrowRight size={18} />}
      >
        자세히 보기
      </Button>
    </Stack>
  );
}
