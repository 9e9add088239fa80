// tRPC `training`: gym mode, one router per use case, each in the folder its path names (README.md).
import { router } from '../../trpc/init';
import { historyRouter } from './history/history.router';
import { progressRouter } from './progress/progress.router';
import { sessionRouter } from './session/session.router';
import { transferRouter } from './transfer/transfer.router';

export const trainingRouter = router({
  session: sessionRouter,
  history: historyRouter,
  progress: progressRouter,
  transfer: transferRouter,
});
