import { authRouter } from '../features/auth/auth.router';
import { searchRouter, workoutsRouter } from '../features/catalogue/catalogue.router';
import { recommendationRouter } from '../features/recommendation/recommendation.router';
import { myfitRouter } from '../features/routines/routines.router';
import { gymRouter } from '../features/training/training.router';
import { userRouter } from '../features/user/user.router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  myfit: myfitRouter,
  workouts: workoutsRouter,
  search: searchRouter,
  recommendation: recommendationRouter,
  gym: gymRouter,
});

export type AppRouter = typeof appRouter;
