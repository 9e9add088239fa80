import { z } from 'zod';
import { ByIdSchema, PageSchema } from '../../common/schemas';
import { authedProcedure, OK, publicProcedure, router } from '../../trpc/init';
import {
  BodyRecordInputSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  LoginEmailSchema,
  SignUpFieldsSchema,
  UpdateProfileSchema,
  withBodyComposition,
} from '../auth/auth.shared';
import { once } from '../receipts/receipts.service';
import { ClientMutationSchema, ClientMutationShape } from '../receipts/receipts.shared';
import { deleteBodyRecord, getBodyRecord, listBodyRecords, memberSummary, recentBodyRecords, saveBodyRecord } from './body-records.service';
import { getEquipment, updateEquipment } from './equipment.service';
import { UpdateEquipmentSchema } from './equipment.shared';
import { getPreferences, updatePreferences } from './preferences.service';
import { UpdatePreferencesSchema } from './preferences.shared';
import { changePassword, checkEmailAvailable, deleteAccount, getMe, signUp, updateProfile } from './user.service';

const bodyRecordsRouter = router({
  save: authedProcedure
    .input(BodyRecordInputSchema.and(ClientMutationSchema))
    .mutation(({ ctx, input, path }) => once(ctx, path, input.clientMutationId, (c) => saveBodyRecord(c, input))),
  recent: authedProcedure.query(({ ctx }) => recentBodyRecords(ctx)),
  get: authedProcedure.input(ByIdSchema).query(({ ctx, input }) => getBodyRecord(ctx, input.id)),
  list: authedProcedure.input(z.object({ page: PageSchema })).query(({ ctx, input }) => listBodyRecords(ctx, input.page)),
  delete: authedProcedure.input(ByIdSchema.extend(ClientMutationShape)).mutation(({ ctx, input, path }) =>
    once(ctx, path, input.clientMutationId, async (c) => {
      await deleteBodyRecord(c, input.id);
      return OK;
    }),
  ),
});

export const userRouter = router({
  signUp: publicProcedure
    .input(withBodyComposition(SignUpFieldsSchema.extend({ rememberMe: z.boolean().optional() })))
    .mutation(({ ctx, input }) => signUp(ctx, input, input.rememberMe ?? true)),
  emailAvailable: publicProcedure.input(z.object({ loginEmail: LoginEmailSchema })).query(({ ctx, input }) => checkEmailAvailable(ctx, input.loginEmail)),
  me: authedProcedure.query(({ ctx }) => getMe(ctx)),
  /** Name, age and the latest measurements: the header of the routines page (마이핏). */
  summary: authedProcedure.query(({ ctx }) => memberSummary(ctx)),
  updateProfile: authedProcedure.input(UpdateProfileSchema).mutation(({ ctx, input }) => updateProfile(ctx, input)),
  changePassword: authedProcedure.input(ChangePasswordSchema).mutation(async ({ ctx, input }) => {
    await changePassword(ctx, input);
    return OK;
  }),
  deleteAccount: authedProcedure.input(DeleteAccountSchema).mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx, input);
    return OK;
  }),
  bodyData: bodyRecordsRouter,
  /** 목표, 경험 and the saved gym. */
  preferences: authedProcedure.query(({ ctx }) => getPreferences(ctx)),
  updatePreferences: authedProcedure.input(UpdatePreferencesSchema).mutation(({ ctx, input }) => updatePreferences(ctx, input)),
  /** The bar, the plates and the warm-up ramp at the rack (docs/decisions/020-gym-floor-tools.md). */
  equipment: authedProcedure.query(({ ctx }) => getEquipment(ctx)),
  updateEquipment: authedProcedure.input(UpdateEquipmentSchema).mutation(({ ctx, input }) => updateEquipment(ctx, input)),
});
