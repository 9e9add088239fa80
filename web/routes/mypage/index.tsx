import { createFileRoute } from '@tanstack/react-router';
import { RoutinesPage } from '../../features/routines/routines-page';
import { equipmentQuery } from '../../features/user/equipment/use-equipment';
import { pageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';
import { optionalId } from '../../lib/url-search';

// The selected routine tab lives in the URL; a bad or stale id falls back to the first routine.
const parseSearch = (search: { routine?: number }): { routine?: number } => ({ routine: optionalId(search.routine) });

export const Route = createFileRoute('/mypage/')({
  head: () => pageTitle('나의 루틴'),
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => ({ routine: search.routine }),
  loader: async ({ context: { queryClient }, deps }) => {
    // Where workouts start: the member's equipment is fetched (and kept) too, so warm-ups work with no signal. Never waited for.
    void queryClient.prefetchQuery(equipmentQuery()).catch(() => undefined);
    const [, routines] = await Promise.all([
      queryClient.ensureQueryData(trpc.user.summary.queryOptions()),
      queryClient.ensureQueryData(trpc.routines.list.queryOptions()),
    ]);
    const selected = routines.find((r) => r.routineId === deps.routine) ?? routines[0];
    if (selected) await queryClient.ensureQueryData(trpc.routines.items.queryOptions({ routineId: selected.routineId }));
  },
  component: RoutinesPage,
});
