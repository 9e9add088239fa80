// The client mutation id every outbox write carries on tRPC, never on the legacy /api wire
// (docs/decisions/018-outbox-and-conflicts.md; applied once by receipts.service.ts).
import { z } from 'zod';
import { ClientIdSchema } from '../training/common/training.shared';

/** Spread into a write's input schema (`.extend(ClientMutationShape)`). */
export const ClientMutationShape = { clientMutationId: ClientIdSchema.optional() };
/** For an input schema that cannot be extended (a refined object): `.and(ClientMutationSchema)`. */
export const ClientMutationSchema = z.object(ClientMutationShape);
