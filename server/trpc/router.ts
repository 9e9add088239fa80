// The tRPC API: one router per feature, keyed by the feature's folder name.
import { authRouter } from '../features/auth/auth.router';
import { catalogueRouter } from '../features/catalogue/catalogue.router';
import { recommendationRouter } from '../features/recommendation/recommendation.router';
import { routinesRouter } from '../features/routines/routines.router';
import { trainingRouter } from '../features/training/training.router';
import { userRouter } from '../features/user/user.router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  catalogue: catalogueRouter,
  routines: routinesRouter,
  recommendation: recommendationRouter,
  training: trainingRouter,
});

export type AppRouter = typeof appRouter;
