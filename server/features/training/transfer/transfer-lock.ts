// One transfer (an export, or an import chunk) per member at a time on a node: each reads or writes a large
// part of the member's history, so a second one is refused at once instead of queueing behind it.
import type { AppDeps } from '../../../context';
import { AppError } from '../../../errors';

/** The members with a transfer running on this node (AppDeps.transfers). */
export type TransferLocks = Set<number>;

/** Takes the member's transfer slot; the answer releases it (once, whatever calls it again). */
export function holdTransfer(deps: Pick<AppDeps, 'transfers'>, userId: number): () => void {
  if (deps.transfers.has(userId)) throw new AppError('TRANSFER_BUSY');
  deps.transfers.add(userId);
  let held = true;
  return () => {
    if (held) deps.transfers.delete(userId);
    held = false;
  };
}

export async function withTransfer<T>(deps: Pick<AppDeps, 'transfers'>, userId: number, work: () => Promise<T>): Promise<T> {
  const release = holdTransfer(deps, userId);
  try {
    return await work();
  } finally {
    release();
  }
}
