// The member's equipment at the rack (docs/decisions/020-gym-floor-tools.md), kept on the member's preferences
// row (member_preferences.bar_kg / plates / warmup_steps); a field never set reads as the Korean gym's default.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { memberPreferences } from '../../../db/schema/index';
import type { AuthedCtx } from '../../context';
import { DEFAULT_EQUIPMENT } from '../training/rack/defaults';
import type { MemberEquipment, UpdateEquipmentInput } from './equipment.shared';
import { writePreferencesRow } from './preferences.service';

/** The member's equipment, defaults filled in (plates heaviest first). */
export async function equipmentOf(db: DbOrTx, userId: number): Promise<MemberEquipment> {
  const [row] = await db
    .select({ barKg: memberPreferences.barKg, plates: memberPreferences.plates, warmupSteps: memberPreferences.warmupSteps })
    .from(memberPreferences)
    .where(eq(memberPreferences.userId, userId));
  const plates = row?.plates ?? DEFAULT_EQUIPMENT.plates;
  return {
    barKg: row?.barKg ?? DEFAULT_EQUIPMENT.barKg,
    plates: [...plates].sort((a, b) => b.kg - a.kg),
    warmupSteps: row?.warmupSteps ?? DEFAULT_EQUIPMENT.warmupSteps,
    custom: { barKg: row?.barKg != null, plates: row?.plates != null, warmupSteps: row?.warmupSteps != null },
  };
}

export function getEquipment(ctx: AuthedCtx): Promise<MemberEquipment> {
  return equipmentOf(ctx.db, ctx.user.userId);
}

/** Changes only the fields sent; null puts one back to the default. */
export async function updateEquipment(ctx: AuthedCtx, input: UpdateEquipmentInput): Promise<MemberEquipment> {
  await writePreferencesRow(ctx, {
    ...(input.barKg !== undefined && { barKg: input.barKg }),
    ...(input.plates !== undefined && { plates: input.plates }),
    ...(input.warmupSteps !== undefined && { warmupSteps: input.warmupSteps }),
  });
  return getEquipment(ctx);
}
