import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import classes from './exercise-how-to.module.css';

// The parts of an exercise's how-to shown both on its page (exercise-detail.tsx) and in the workout screen's
// guide sheet (guide-sheet.tsx): the picture of the muscles it works and its caution.

/** The exercise's picture with its muscles marked: large on its page, smaller in the guide sheet. */
export function ExercisePicture({ exercise, size }: { exercise: { imgPath: string; koreanName: string }; size: 'page' | 'sheet' }) {
  const px = size === 'page' ? 320 : 240;
  return (
    <div className={`${classes.picture} ${classes[size]}`}>
      <img src={exercise.imgPath} alt={`${exercise.koreanName}: 주로 쓰는 근육을 표시한 그림`} width={px} height={px} />
    </div>
  );
}

/** The exercise's caution ('주의사항'). */
export function ExerciseCaution({ caution }: { caution: string }) {
  return (
    <Alert
      variant="light"
      color="orange"
      radius="lg"
      title="주의사항"
      icon={<IconAlertTriangle />}
      styles={{ title: { fontSize: 16, color: 'var(--ffm-caution-text)' }, message: { fontSize: 15, lineHeight: 1.65 } }}
    >
      {caution}
    </Alert>
  );
}
