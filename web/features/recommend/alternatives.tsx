import type { QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { RecommendedExercise } from '../../../server/features/recommendation/engine/types';

// Loaded when first opened: most visits never swap an exercise.
const AlternativesDialog = lazy(() => import('./alternatives-dialog').then((m) => ({ default: m.AlternativesDialog })));

export type AlternativesProps = {
  opened: boolean;
  onClose: () => void;
  /** The exercise being replaced. */
  name: string;
  /** Where the offered exercises are cached, and how they are fetched. */
  queryKey: QueryKey;
  load: () => Promise<RecommendedExercise[]>;
  /** Replaces the exercise with the chosen one (and updates what the page shows). */
  swap: (replacementId: number) => Promise<unknown>;
};

/**
 * '다른 운동으로 바꾸기' (issue 13): up to four exercises for the same body part and movement, each with its
 * amounts and why; choosing one swaps it in. One dialog for the result page and the routine rows.
 */
export function Alternatives(props: AlternativesProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AlternativesDialog {...props} />
    </Suspense>
  );
}
