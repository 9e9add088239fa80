// A member's write sent from the outbox, applied at most once (docs/decisions/018-outbox-and-conflicts.md).
// The device names each write with a client mutation id; the first time, the write runs and its answer is
// kept as a receipt (client_mutations) in the SAME transaction, so either both are stored or neither is. A
// repeat (its answer was lost, or the tab closed before the device removed it) finds the receipt and is
// answered with that answer, changing nothing. Receipts are looked up by (member, id) only: another member's
// id is simply a new id for this member and never reaches their receipt. A member keeps at most
// RECEIPTS_PER_MEMBER of them (docs/security.md, "Storage one member can grow").
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { clientMutations } from '../../../db/schema/index';
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';

/** How long a receipt is kept: far longer than a device stays offline with writes waiting. */
const RECEIPT_DAYS = 30;
/**
 * Receipts kept per member, the newest: what one member can make the server store. A repeat comes only from
 * the device that sent the write, which replays one write at a time, so only the member's other devices
 * write in between; a thousand writes while one answer is lost is far beyond a member's use.
 */
export const RECEIPTS_PER_MEMBER = 1000;

/**
 * The database seen from inside `tx`: a service given this context writes in the caller's transaction
 * (its own `transaction` joins it) and reads what it wrote.
 */
function joined(db: Db, tx: DbOrTx): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'transaction') return <T>(fn: (inner: DbOrTx) => Promise<T>) => fn(tx);
      if (key === 'select' || key === 'selectDistinct' || key === 'insert' || key === 'update' || key === 'delete') return tx[key].bind(tx);
      return Reflect.get(target, key, receiver);
    },
  });
}

/**
 * Runs `write` once per (member, clientMutationId): without an id, it simply runs (the online path of an
 * older client). `kind` is the procedure's tRPC path: the same id sent to another procedure is a CONFLICT.
 */
export async function once<T>(ctx: AuthedCtx, kind: string, clientMutationId: string | undefined, write: (ctx: AuthedCtx) => Promise<T>): Promise<T> {
  if (clientMutationId === undefined) return write(ctx);
  const userId = ctx.user.userId;
  return ctx.db.transaction(
    async (tx) => {
      const [receipt] = await tx
        .select()
        .from(clientMutations)
        .where(and(eq(clientMutations.userId, userId), eq(clientMutations.clientMutationId, clientMutationId)));
      if (receipt) {
        if (receipt.kind !== kind) throw new AppError('CONFLICT');
        return receipt.result as T;
      }
      const result = await write({ ...ctx, db: joined(ctx.db, tx) });
      const now = ctx.now();
      // Stored as JSON, as the wire carries it (undefined fields left out): a repeat answers the same.
      await tx.insert(clientMutations).values({ userId, clientMutationId, kind, result: result ?? null, createdAt: now });
      // Ids grow with each insert, and the member's inserts are serialised by the member lock.
      const [oldestKept] = await tx
        .select({ id: clientMutations.id })
        .from(clientMutations)
        .where(eq(clientMutations.userId, userId))
        .orderBy(desc(clientMutations.id))
        .limit(1)
        .offset(RECEIPTS_PER_MEMBER - 1);
      const stale = lt(clientMutations.createdAt, now - RECEIPT_DAYS * 86_400_000);
      await tx.delete(clientMutations).where(and(eq(clientMutations.userId, userId), oldestKept ? or(stale, lt(clientMutations.id, oldestKept.id)) : stale));
      return result;
    },
    { lockMember: userId },
  );
}
