import { createFileRoute } from '@tanstack/react-router';
import { SessionScreen } from '../../features/training/session/session-screen';
import { activeSessionQuery } from '../../features/training/session/session-sync';
import { equipmentQuery } from '../../features/user/equipment/use-equipment';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/workout/')({
  head: () => pageTitle('운동 중'),
  loader: ({ context: { queryClient } }) => {
    // The plate view's equipment, fetched (and kept for offline) while the workout is online; never waited for.
    void queryClient.prefetchQuery(equipmentQuery()).catch(() => undefined);
    return queryClient.ensureQueryData(activeSessionQuery());
  },
  component: SessionScreen,
});
