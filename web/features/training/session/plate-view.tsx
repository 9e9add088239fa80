import { Button, Group, Text } from '@mantine/core';
import type { TrainingSet } from '../../../../server/features/training/common/training.shared';
import { barFor, type Loading, platesFor, plateWords } from '../../../../server/features/training/rack/plates';
import type { TrainingExercise } from '../../../../server/features/training/session/session.shared';
import { useEquipment } from '../../user/equipment/use-equipment';
import { kg } from '../format';
import type { SessionActions } from './actions';
import classes from './plate-view.module.css';

type Props = { exercise: TrainingExercise; set: TrainingSet; actions: SessionActions };

/**
 * The plates for a barbell set's weight, one side, from the member's bar and plates (ADR 022): '한쪽: 20 + 10 + 2.5'
 * and a drawing of that side. A weight the plates cannot make says so and offers the nearest ones below and
 * above. Worked out on the device (rack/plates.ts), so it answers with no signal.
 */
export function PlateView({ exercise: e, set: s, actions }: Props) {
  const equipment = useEquipment();
  const weight = s.weight ?? s.plannedWeight;
  if (e.loadModel !== 'barbell' || weight === null || weight <= 0) return null;
  const bar = barFor(e.barKg, equipment.barKg);
  const answer = platesFor(weight, bar, equipment.plates);
  const use = (to: Loading) => actions.updateSet(e.exerciseClientId, s.setClientId, { weight: to.total });

  if (answer.loadable)
    return (
      <div className={classes.view} data-testid="plate-view">
        <PlateDrawing perSide={answer.perSide} />
        <div>
          <Text fz={15} fw={600}>
            {answer.perSide.length ? `한쪽: ${plateWords(answer.perSide)}` : '원판 없이 봉만'}
          </Text>
          <Text fz={13} c="dimmed">
            봉 {kg(bar)} 포함
          </Text>
        </div>
      </div>
    );

  const nearest = [answer.lower, answer.higher].filter((l): l is Loading => l !== null);
  return (
    <div className={classes.view} data-testid="plate-view">
      <div>
        <Text fz={15} role="status">
          이 무게는 원판으로 만들 수 없어요 · 가장 가까운 무게: {nearest.map((l) => kg(l.total)).join(' / ')}
        </Text>
        <Group gap={8} mt={6}>
          {nearest.map((l) => (
            <Button key={l.total} variant="light" size="sm" onClick={() => use(l)}>
              {kg(l.total)}로 바꾸기
            </Button>
          ))}
        </Group>
      </div>
    </div>
  );
}

/** One side of the bar from the collar out, heaviest plate innermost; taller and thicker for heavier plates. */
function PlateDrawing({ perSide }: { perSide: readonly number[] }) {
  const HEIGHT = 48;
  // Each plate at its place on the sleeve, from the collar out (the place is also its key).
  const plates: { kg: number; x: number; h: number; w: number }[] = [];
  let x = 14;
  for (const p of perSide) {
    const share = Math.min(p, 25) / 25;
    const w = Math.round(4 + 6 * share);
    plates.push({ kg: p, x, h: Math.round(14 + 34 * Math.sqrt(share)), w });
    x += w + 1;
  }
  const width = x + 10;
  return (
    <svg className={classes.drawing} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden focusable="false">
      <rect x={0} y={HEIGHT / 2 - 3} width={width} height={6} rx={2} className={classes.sleeve} />
      <rect x={8} y={HEIGHT / 2 - 9} width={5} height={18} rx={1} className={classes.collar} />
      {plates.map((p) => (
        <rect key={p.x} x={p.x} y={(HEIGHT - p.h) / 2} width={p.w} height={p.h} rx={1.5} className={classes.plate} data-kg={p.kg} />
      ))}
    </svg>
  );
}
