import { authRouter } from '../features/auth/auth.router';
import { myfitRouter } from '../features/myfit/myfit.router';
import { userRouter } from '../features/user/user.router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  myfit: myfitRouter,
});

export type AppRouter = typeof appRouter;
