import { z } from 'zod';
import { BodyInfoSchema, MSG, ProfileSchema, SignUpFieldsSchema, withBodyComposition } from '../../../../server/features/auth/auth.shared';

// Form values are strings (what inputs hold); these schemas convert them and then apply the
// server's own schemas, so a rule lives only in auth.shared.ts.

const numberFromText = (value: unknown) => (typeof value === 'string' && value !== '' ? Number(value) : undefined);

export const ProfileFormSchema = ProfileSchema.extend({ passwordCheck: z.string() }).refine((v) => v.password === v.passwordCheck, {
  message: MSG.passwordMismatch,
  path: ['passwordCheck'],
});
export type ProfileFormValues = { userName: string; birthDate: string; loginEmail: string; password: string; passwordCheck: string };

export const BodyInfoFormSchema = z.preprocess(
  (v: Record<string, unknown>) => ({ ...v, sex: Number(v.sex), height: numberFromText(v.height), weight: numberFromText(v.weight) }),
  BodyInfoSchema,
);
export type BodyInfoFormValues = { sex: '0' | '1'; height: string; weight: string };

/**
 * Step 3 validates the whole sign-up, so the cross-field rule (fat + muscle under the weight) applies.
 * `askPassword`: the page was reloaded since step 1, so the password (never stored) is asked for again
 * here, with its confirmation.
 */
export const bodyFigureFormSchema = (draft: Record<string, unknown>, askPassword = false) =>
  z.preprocess(
    (v: Record<string, unknown>) => ({
      ...draft,
      ...(askPassword ? { password: v.password, passwordCheck: v.passwordCheck } : {}),
      upDownBalance: v.upDownBalance,
      bodyFat: numberFromText(v.bodyFat),
      muscleMass: numberFromText(v.muscleMass),
    }),
    withBodyComposition(SignUpFieldsSchema.extend({ passwordCheck: z.string().optional() })).refine((v) => !askPassword || v.password === v.passwordCheck, {
      message: MSG.passwordMismatch,
      path: ['passwordCheck'],
    }),
  );
export type BodyFigureFormValues = { upDownBalance: number; bodyFat: string; muscleMass: string; password: string; passwordCheck: string };
