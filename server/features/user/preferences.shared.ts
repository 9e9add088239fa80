// What a member tells the recommender once: 목표, 경험 and the machines of their gym (우리 헬스장).
import { z } from 'zod';
import '../../common/zod-korean';
import { IdSchema } from '../../common/schemas';
import { type Experience, ExperienceSchema, type Goal, GoalSchema } from '../recommendation/recommendation.shared';

/** Every field optional: only the fields sent change; null clears one (no goal, no saved gym). */
export const UpdatePreferencesSchema = z.object({
  goal: GoalSchema.nullable().optional(),
  experience: ExperienceSchema.nullable().optional(),
  /** Catalogue machine ids; an unknown id is refused naming it. [] = a gym with no machines (body weight only). */
  gymMachineIds: z.array(IdSchema).max(100).nullable().optional(),
});
export type UpdatePreferencesInput = z.output<typeof UpdatePreferencesSchema>;

export type Preferences = {
  goal: Goal | null;
  experience: Experience | null;
  /** null = not saved yet (the machine step then starts empty, as before). */
  gymMachineIds: number[] | null;
};
