import { createFileRoute } from '@tanstack/react-router';
import { WaitingSummaryPage } from '../../../features/training/summary-page';
import { pageTitle } from '../../../lib/page-title';

// A workout finished on this device, named by its client id until the server has it (docs/decisions/018-outbox-and-conflicts.md).
export const Route = createFileRoute('/workout/finished/$sessionClientId')({
  head: () => pageTitle('운동 완료'),
  component: function WaitingSummaryRoute() {
    return <WaitingSummaryPage sessionClientId={Route.useParams().sessionClientId} />;
  },
});
