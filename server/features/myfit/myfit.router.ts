import { authedProcedure, router } from '../../trpc/init';
import { memberSummary } from '../user/body-data.service';

export const myfitRouter = router({
  userInfo: authedProcedure.query(({ ctx }) => memberSummary(ctx)),
});
