import { ActionIcon, Badge, Group, Skeleton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ExerciseSummary } from '../../../../server/features/catalogue/catalogue.shared';
import { useAddToRoutine } from '../../routines/add-to-routine/add-to-routine-provider';
import classes from './exercise-card.module.css';

/** `eager`: the card is in the first screenful, so its picture loads at once (the page's largest paint). */
export function ExerciseCard({ exercise, eager = false }: { exercise: ExerciseSummary; eager?: boolean }) {
  const addToRoutine = useAddToRoutine();
  return (
    <div className={classes.wrap}>
      <Link to="/workoutdetail/$workoutId" params={{ workoutId: exercise.id }} className={classes.card}>
        <div className={classes.media} data-movement={exercise.stillPath ? '' : undefined}>
          {/* The name follows right below, so the picture itself is decorative here: the movement's still
              start frame, else the muscle map. */}
          <img
            src={exercise.stillPath ?? exercise.imgPath}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            width={320}
            height={320}
          />
        </div>
        <div className={classes.body}>
          <h3 className={classes.name}>{exercise.koreanName}</h3>
          <Group gap={4}>
            {exercise.bodyPartNames.map((part) => (
              <Badge key={part} variant="light" radius="sm" size="md" fw={600}>
                {part}
              </Badge>
            ))}
          </Group>
        </div>
      </Link>
      {/* A sibling of the link, not inside it, so it never opens the detail page. It sits beside the name,
          not on the picture, where it covered the back figure's head. */}
      <ActionIcon
        className={classes.add}
        size={44}
        radius="xl"
        variant="light"
        aria-label={`${exercise.koreanName} 루틴에 추가`}
        onClick={() => addToRoutine({ exerciseId: exercise.id, koreanName: exercise.koreanName, repUnit: exercise.repUnit, bodyweight: exercise.bodyweight })}
      >
        <IconPlus size={20} />
      </ActionIcon>
    </div>
  );
}

export function ExerciseCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden="true">
      <Skeleton className={classes.media} radius={0} />
      <div className={classes.body}>
        <Skeleton height={18} width="80%" radius="sm" />
        <Group gap={4}>
          <Skeleton height={20} width={44} radius="sm" />
          <Skeleton height={20} width={44} radius="sm" />
        </Group>
      </div>
    </div>
  );
}
