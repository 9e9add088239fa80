// The API speaks machine ids; the row keeps the machines' Korean names.
import { eq } from 'drizzle-orm';
import { memberPreferences } from '../../../db/schema/index';
import type { AuthedCtx } from '../../context';
import { resolveIds } from '../catalogue/catalogue.service';
import type { Experience, Goal } from '../recommendation/recommendation.shared';
import type { Preferences, UpdatePreferencesInput } from './preferences.shared';

/** A saved machine retired since (ADR 005) is left out, so the machine step never offers it. */
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

type PreferencesChanges = Partial<Omit<typeof memberPreferences.$inferInsert, 'userId' | 'updatedAt'>>;

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
