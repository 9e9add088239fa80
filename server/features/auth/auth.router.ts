import { OK, publicProcedure, router } from '../../trpc/init';
import { login, logout, refresh } from './auth.service';
import { LoginSchema, RefreshTokenSchema } from './auth.shared';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { RequestPasswordResetSchema, ResetPasswordSchema } from './password-reset.shared';

export const authRouter = router({
  login: publicProcedure.input(LoginSchema).mutation(({ ctx, input }) => login(ctx, input)),
  refresh: publicProcedure.input(RefreshTokenSchema).mutation(({ ctx, input }) => refresh(ctx, input.refreshToken)),
  logout: publicProcedure.input(RefreshTokenSchema).mutation(async ({ ctx, input }) => {
    await logout(ctx, input.refreshToken);
    return OK;
  }),
  /** Always the same answer, registered address or not (docs/decisions/028-password-reset-and-account-deletion.md). */
  requestPasswordReset: publicProcedure
    .input(RequestPasswordResetSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input, ctx.publicOrigin(), ctx.afterAnswer)),
  resetPassword: publicProcedure.input(ResetPasswordSchema).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx, input);
    return OK;
  }),
});
