import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router';

export type { AppRouter };

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type Me = RouterOutputs['user']['me'];
