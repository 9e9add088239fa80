// Writes besides the session in progress, sent through the outbox (docs/decisions/018-outbox-and-conflicts.md).
// A write whose screen is gone (the tab closed) is answered into the cache, and its refusal is said here.
import { readApiError } from '../../lib/errors';
import { queryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { trpc, trpcClient } from '../../lib/trpc';
import { outbox } from './app-outbox';
import type { OutboxEntry } from './outbox';

/** A delete wins, also one made on another device. */
const ROUTINE_DELETED_MESSAGE = '삭제된 루틴이라 변경 내용을 반영하지 못했어요';

type Client = typeof trpcClient;
type Write = {
  send: (client: Client, input: never) => Promise<unknown>;
  reread: () => Promise<unknown>;
  failed: string;
};

// refetchType 'all': a loader's read under way, started before this write, would otherwise arrive after it
// and show for a minute as fresh.
const reread = (filter: Parameters<typeof queryClient.invalidateQueries>[0]) => queryClient.invalidateQueries({ ...filter, refetchType: 'all' });
const routinesChanged = () => reread(trpc.routines.pathFilter());
const bodyChanged = () => Promise.all([reread({ queryKey: [['user']] }), reread(trpc.user.summary.queryFilter())]);
const recommendationChanged = () => reread(trpc.recommendation.get.queryFilter());

const WRITES = {
  'routines.create': {
    send: (c: Client, i: Parameters<Client['routines']['create']['mutate']>[0]) => c.routines.create.mutate(i),
    reread: routinesChanged,
    failed: '루틴을 만들지 못했어요',
  },
  'routines.saveRecommendation': {
    send: (c: Client, i: Parameters<Client['routines']['saveRecommendation']['mutate']>[0]) => c.routines.saveRecommendation.mutate(i),
    reread: routinesChanged,
    failed: '루틴으로 저장하지 못했어요',
  },
  'routines.rename': {
    send: (c: Client, i: Parameters<Client['routines']['rename']['mutate']>[0]) => c.routines.rename.mutate(i),
    reread: routinesChanged,
    failed: '루틴을 수정하지 못했어요',
  },
  'routines.delete': {
    send: (c: Client, i: Parameters<Client['routines']['delete']['mutate']>[0]) => c.routines.delete.mutate(i),
    reread: routinesChanged,
    failed: '루틴을 삭제하지 못했어요',
  },
  'routines.reorder': {
    send: (c: Client, i: Parameters<Client['routines']['reorder']['mutate']>[0]) => c.routines.reorder.mutate(i),
    reread: routinesChanged,
    failed: '루틴 순서를 바꾸지 못했어요',
  },
  'routines.addItem': {
    send: (c: Client, i: Parameters<Client['routines']['addItem']['mutate']>[0]) => c.routines.addItem.mutate(i),
    reread: routinesChanged,
    failed: '운동을 추가하지 못했어요',
  },
  'routines.updateItem': {
    send: (c: Client, i: Parameters<Client['routines']['updateItem']['mutate']>[0]) => c.routines.updateItem.mutate(i),
    reread: routinesChanged,
    failed: '운동 수량을 저장하지 못했어요',
  },
  'routines.moveItem': {
    send: (c: Client, i: Parameters<Client['routines']['moveItem']['mutate']>[0]) => c.routines.moveItem.mutate(i),
    reread: routinesChanged,
    failed: '운동 순서를 바꾸지 못했어요',
  },
  'routines.deleteItem': {
    send: (c: Client, i: Parameters<Client['routines']['deleteItem']['mutate']>[0]) => c.routines.deleteItem.mutate(i),
    reread: routinesChanged,
    failed: '운동을 삭제하지 못했어요',
  },
  'routines.restoreItem': {
    send: (c: Client, i: Parameters<Client['routines']['restoreItem']['mutate']>[0]) => c.routines.restoreItem.mutate(i),
    reread: routinesChanged,
    failed: '운동을 되돌리지 못했어요',
  },
  'routines.groupItems': {
    send: (c: Client, i: Parameters<Client['routines']['groupItems']['mutate']>[0]) => c.routines.groupItems.mutate(i),
    reread: routinesChanged,
    failed: '슈퍼세트로 묶지 못했어요',
  },
  'routines.ungroupItem': {
    send: (c: Client, i: Parameters<Client['routines']['ungroupItem']['mutate']>[0]) => c.routines.ungroupItem.mutate(i),
    reread: routinesChanged,
    failed: '슈퍼세트를 해제하지 못했어요',
  },
  'routines.swapItem': {
    send: (c: Client, i: Parameters<Client['routines']['swapItem']['mutate']>[0]) => c.routines.swapItem.mutate(i),
    reread: routinesChanged,
    failed: '운동을 바꾸지 못했어요',
  },
  'user.bodyData.save': {
    send: (c: Client, i: Parameters<Client['user']['bodyData']['save']['mutate']>[0]) => c.user.bodyData.save.mutate(i),
    reread: bodyChanged,
    failed: '몸 기록을 저장하지 못했어요',
  },
  'user.bodyData.delete': {
    send: (c: Client, i: Parameters<Client['user']['bodyData']['delete']['mutate']>[0]) => c.user.bodyData.delete.mutate(i),
    reread: bodyChanged,
    failed: '몸 기록을 삭제하지 못했어요',
  },
  'recommendation.feedback': {
    send: (c: Client, i: Parameters<Client['recommendation']['feedback']['mutate']>[0]) => c.recommendation.feedback.mutate(i),
    reread: recommendationChanged,
    failed: '느낌을 저장하지 못했어요',
  },
} satisfies Record<string, Write>;

export type WriteKind = keyof typeof WRITES;

const DELETED = new Set(['ROUTINE_NOT_FOUND', 'ROUTINE_ITEM_NOT_FOUND']);

for (const [kind, write] of Object.entries(WRITES) as [WriteKind, Write][]) {
  outbox.defineKind(kind, {
    send: (entry: OutboxEntry) => write.send(trpcClient, { ...(entry.input as object), clientMutationId: entry.clientMutationId } as never),
    onAnswer: async (_answer, _entry, waited) => {
      if (!waited) await write.reread();
    },
    onRefused: async (error, _entry, waited) => {
      if (waited) return;
      const deleted = kind.startsWith('routines.') && DELETED.has(readApiError(error).appCode ?? '');
      if (deleted) toast.error(ROUTINE_DELETED_MESSAGE);
      else toast.apiError(error, write.failed);
      await write.reread();
    },
  });
}

/** Never paused for the network: the outbox keeps the write while there is none. */
export function viaOutbox<O extends object>(kind: WriteKind, options: O): O {
  return { ...options, networkMode: 'always', mutationFn: (input: unknown) => outbox.enqueueAndWait(kind, input) };
}
