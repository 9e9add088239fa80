import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import type { HowTo, MovementPictures } from '../../../../server/features/catalogue/catalogue.shared';
import classes from './exercise-how-to.module.css';

// Shared by exercise-detail.tsx and guide-sheet.tsx (docs/decisions/033-movement-illustrations.md).

export function ExercisePicture({ exercise, size }: { exercise: { imgPath: string; koreanName: string }; size: 'page' | 'small' | 'sheet' }) {
  const px = size === 'page' ? 320 : 240;
  return (
    <div className={`${classes.picture} ${classes[size]}`}>
      <img src={exercise.imgPath} alt={`${exercise.koreanName}: 주로 쓰는 근육을 표시한 그림`} width={px} height={px} />
    </div>
  );
}

/** Animated by SMIL in the SVG (no script); reduced motion gets the keyframes side by side. */
export function MovementPicture({ exercise, size }: { exercise: { koreanName: string; movement: MovementPictures }; size: 'page' | 'sheet' }) {
  const { movement } = exercise;
  const px = size === 'page' ? 400 : 280;
  return (
    <figure className={`${classes.movement} ${classes[size]}`}>
      <picture>
        <source media="(prefers-reduced-motion: reduce)" srcSet={movement.frames} />
        <img src={movement.animated} alt={`${exercise.koreanName} 동작 그림: 시작 자세에서 끝 자세까지 움직이는 모습`} width={px} height={px} />
      </picture>
      {movement.caption && <figcaption className={classes.caption}>{movement.caption}</figcaption>}
    </figure>
  );
}

export function ExerciseHowTo({ howTo, order }: { howTo: HowTo; order: 2 | 3 }) {
  return (
    <Stack gap={24}>
      <HowToPart title="준비" order={order}>
        <List spacing={6} fz={16} lh={1.7}>
          {howTo.setup.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </HowToPart>
      <HowToPart title="동작" order={order}>
        <List type="ordered" spacing={6} fz={16} lh={1.7}>
          {howTo.steps.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </HowToPart>
      <HowToPart title="호흡" order={order}>
        <Text fz={16} lh={1.7}>
          {howTo.breathing}
        </Text>
      </HowToPart>
      <HowToPart title="흔한 실수" order={order}>
        <List spacing={6} fz={16} lh={1.7}>
          {howTo.mistakes.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </HowToPart>
    </Stack>
  );
}

function HowToPart({ title, order, children }: { title: string; order: 2 | 3; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" gap={10} aria-labelledby={id}>
      <Title id={id} order={order} fz={order === 2 ? 18 : 17} fw={700}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

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
