import type { ExerciseSummary } from '../../../../server/features/catalogue/catalogue.shared';
import { ExerciseCard, ExerciseCardSkeleton } from './exercise-card';
import classes from './exercise-grid.module.css';

/** Cards in the first screenful on a phone or a tablet: their pictures are not lazy. */
const FIRST_SCREEN_CARDS = 4;

export function ExerciseGrid({ exercises, dimmed = false }: { exercises: ExerciseSummary[]; dimmed?: boolean }) {
  return (
    <ul className={classes.grid} aria-label="운동 목록" data-dimmed={dimmed || undefined} aria-busy={dimmed || undefined}>
      {exercises.map((w, i) => (
        <li key={w.id}>
          <ExerciseCard exercise={w} eager={i < FIRST_SCREEN_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/** docs/product.md §9: twelve placeholder cards while a page loads. */
export function ExerciseGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <ul className={classes.grid} aria-label="운동 목록을 불러오는 중">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <li key={i}>
          <ExerciseCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
