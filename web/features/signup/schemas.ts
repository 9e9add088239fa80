import { z } from 'zod';
import {
  BodyInfoSchema,
  MSG,
  ProfileSchema,
  SignUpSchema,
} from '../../../server/features/auth/auth.contract';

// Form values are strings (what inputs hold); these schemas convert them and then apply the
// server's own schemas, so a rule lives only in auth.contract.ts.

const numberFromText = (value: unknown) => (typeof value === 'string' && value !== '' ? Number(value) : undefined);

export const ProfileFormSchema = ProfileSchema.extend({ passwordCheck: z.string() }).refine(
  (v) => v.password === v.passwordCheck,
  { message: MSG.passwordMismatch, path: ['passwordCheck'] },
);
export type ProfileFormValues = { userName: string; birthDate: string; loginEmail: string; password: string; passwordCheck: string };

export const BodyInfoFormSchema = z.preprocess(
  (v: Record<string, unknown>) => ({ ...v, sex: Number(v.sex), height: numberFromText(v.height), weight: numberFromText(v.weight) }),
  BodyInfoSchema,
);
export type BodyInfoFormValues = { sex: '0' | '1'; height: string; weight: string };

/** Step 3 validates the whole sign-up, so the cross-field rule (fat + muscle under the weight) applies. */
export const bodyFigureFormSchema = (draft: Record<string, unknown>) =>
  z.preprocess(
    (v: Record<string, unknown>) => ({ ...draft, ...v, bodyFat: numberFromText(v.bodyFat), muscleMass: numberFromText(v.muscleMass) }),
    SignUpSchema,
  );
export type BodyFigureFormValues = { upDownBalance: number; bodyFat: string; muscleMass: string };
