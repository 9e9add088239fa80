import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RoutinesPage } from '../../features/routines/routines-page';
import { pageTitle } from '../../lib/page-title';

// The selected routine tab lives in the URL; a bad or stale id falls back to the first routine.
const SearchSchema = z.object({
  routine: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
});

export const Route = createFileRoute('/mypage/')({
  head: () => pageTitle('나의 루틴'),
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ routine: search.routine }),
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    const [, routines] = await Promise.all([
      queryClient.ensureQueryData(trpc.myfit.userInfo.queryOptions()),
      queryClient.ensureQueryData(trpc.myfit.routines.queryOptions()),
    ]);
    const selected = routines.find((r) => r.routineId === deps.routine) ?? routines[0];
    if (selected) await queryClient.ensureQueryData(trpc.myfit.routineWorkouts.queryOptions({ routineId: selected.routineId }));
  },
  component: RoutinesPage,
});
