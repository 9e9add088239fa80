// What a member tells the recommender once: 목표, 경험 and the machines of their gym (우리 헬스장).
// One row per member, written on the first save; a member who never saved has every field null. The
// recommender reads the goal and experience when a request does not name them; routine swaps and the web's
// machine step read the gym. The API speaks machine ids; the row keeps the machines' Korean names
// (member_preferences.gym_machines), translated here.
import { eq } from 'drizzle-orm';
import { memberPreferences } from '../../../db/schema/index';
import type { AuthedCtx } from '../../context';
import { resolveIds } from '../catalogue/catalogue.service';
import type { Experience, Goal } from '../recommendation/recommendation.shared';
import type { Preferences, UpdatePreferencesInput } from './preferences.shared';

/**
 * The member's saved preferences (all null when none were saved). A saved machine that has left the
 * catalogue since (ADR 005) is left out, so the machine step never offers it.
 */
export async function getPreferences(ctx: AuthedCtx): Promise<Preferences> {
  const [row] = await ctx.db.select().from(memberPreferences).where(eq(memberPreferences.userId, ctx.user.userId));
  if (!row) return { goal: null, experience: null, gymMachineIds: null };
  const active = new Map(ctx.catalogue.current.machines.map((m) => [m.koreanName, m.machineId]));
  return {
    // The table's checks hold the values to GOALS and EXPERIENCES.
    goal: row.goal as Goal | null,
    experience: row.experience as Experience | null,
    gymMachineIds: row.gymMachines?.flatMap((name) => active.get(name) ?? []) ?? null,
  };
}

/**
 * Changes only the fields sent; null clears one. Machine ids are checked against the active catalogue
 * first: an unknown one is refused naming it and nothing is saved.
 */
export async function updatePreferences(ctx: AuthedCtx, input: UpdatePreferencesInput): Promise<Preferences> {
  const machines = ctx.catalogue.current.machines;
  await writePreferencesRow(ctx, {
    ...(input.goal !== undefined && { goal: input.goal }),
    ...(input.experience !== undefined && { experience: input.experience }),
    ...(input.gymMachineIds !== undefined && {
      gymMachines: input.gymMachineIds === null ? null : resolveIds(input.gymMachineIds, machines, (m) => m.machineId, '기구').map((m) => m.koreanName),
    }),
  });
  return getPreferences(ctx);
}

/** Fields of the member's preferences row a write may change (the rest stay as they are). */
type PreferencesChanges = Partial<Omit<typeof memberPreferences.$inferInsert, 'userId' | 'updatedAt'>>;

/**
 * Writes the given fields of the member's preferences row under the member's lock, creating the row (every
 * other field null) on the first write. Shared by the preferences and the equipment (equipment.service.ts).
 */
export async function writePreferencesRow(ctx: AuthedCtx, fields: PreferencesChanges): Promise<void> {
  const changes = { ...fields, updatedAt: ctx.now() };
  const userId = ctx.user.userId;
  await ctx.db.transaction(
    (tx) =>
      tx
        .insert(memberPreferences)
        .values({ userId, goal: null, experience: null, gymMachines: null, ...changes })
        .onConflictDoUpdate({ target: memberPreferences.userId, set: changes }),
    { lockMember: userId },
  );
}
