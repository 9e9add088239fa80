import { lazy, Suspense, useState } from 'react';
import type { AlternativesProps } from './alternatives-dialog';

// Loaded when first opened: most visits never swap an exercise.
const AlternativesDialog = lazy(() => import('./alternatives-dialog').then((m) => ({ default: m.AlternativesDialog })));

/**
 * '다른 운동으로 바꾸기' (ADR 012): up to four exercises for the same body part and movement, each with its
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
