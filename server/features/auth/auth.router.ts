import { OK, publicProcedure, router } from '../../trpc/init';
import { LoginSchema, RefreshTokenSchema } from './auth.contract';
import { login, logout, refresh } from './auth.service';

export const authRouter = router({
  login: publicProcedure.input(LoginSchema).mutation(({ ctx, input }) => login(ctx, input)),
  refresh: publicProcedure.input(RefreshTokenSchema).mutation(({ ctx, input }) => refresh(ctx, input.refreshToken)),
  logout: publicProcedure.input(RefreshTokenSchema).mutation(async ({ ctx, input }) => {
    await logout(ctx, input.refreshToken);
    return OK;
  }),
});
