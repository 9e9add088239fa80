// Password reset by e-mail (docs/decisions/028-password-reset-and-account-deletion.md): what the web form and
// the tRPC procedures validate with.
import { z } from 'zod';
import { LoginEmailSchema, PasswordSchema } from './auth.shared';

/** The one answer to every reset request, registered address or not (it must not tell which). */
export const RESET_REQUESTED_MESSAGE = '입력한 이메일로 가입된 계정이 있다면 비밀번호 재설정 메일을 보냈어요. 메일함을 확인해 주세요';

/** How long a reset link works. */
export const RESET_LINK_TTL_MINUTES = 30;

export const RequestPasswordResetSchema = z.object({ loginEmail: LoginEmailSchema });
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetSchema>;

/** The link's token is "<id>.<secret>"; anything else is refused as an invalid link by the service. */
export const ResetPasswordSchema = z.object({
  token: z.string().max(200),
  newPassword: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** Where a reset link points (the token rides in the fragment, so it never reaches a server log). */
export const RESET_LINK_PATH = '/password-reset/new';
