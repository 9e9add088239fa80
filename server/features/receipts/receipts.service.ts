// docs/decisions/018-outbox-and-conflicts.md: the receipt is stored in the SAME transaction as the write, so a
// repeat finds it; looked up by (member, id) only. Capped per member (docs/security.md, "Storage one member can grow").
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { clientMutations } from '../../../db/schema/index';
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';

/** How long a receipt is kept: far longer than a device stays offline with writes waiting. */
const RECEIPT_DAYS = 30;
/** Only the member's other devices write between a repeat and its original, so a thousand is far beyond real use. */
export const RECEIPTS_PER_MEMBER = 1000;

function joined(db: Db, tx: DbOrTx): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'transaction') return <T>(fn: (inner: DbOrTx) => Promise<T>) => fn(tx);
      if (key === 'select' || key === 'selectDistinct' || key === 'insert' || key === 'update' || key === 'delete') return tx[key].bind(tx);
      return Reflect.get(target, key, receiver);
    },
  });
}

/** The same id sent to another procedure is a CONFLICT. */
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
