import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Routine, RoutineItem } from '../../../server/features/routines/routines.shared';
import type { ActiveSession, StartSessionInput } from '../../../server/features/training/session/session.shared';
import { newClientId } from '../../lib/client-id';
import { appCodeOf } from '../../lib/errors';
import { queryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { serverClock } from '../../offline/app-offline';
import { outbox } from '../../offline/outbox/app-outbox';
import { previewExercises } from './routine-preview';
import type { StartChange } from './session/changes';
import { acceptSession, saveChange } from './session/session-sync';

/** What start.service.ts will store, with the client ids sent along, so a member with no signal trains at once. */
function previewFromRoutine(
  routineId: number,
  sessionClientId: string,
  now: number,
): { preview: ActiveSession; clientIds: NonNullable<StartSessionInput['clientIds']> } | null {
  const items = queryClient.getQueryData<RoutineItem[]>(trpc.routines.items.queryKey({ routineId }));
  const routine = queryClient.getQueryData<Routine[]>(trpc.routines.list.queryKey())?.find((r) => r.routineId === routineId);
  if (!items || !routine) return null;
  const exercises = previewExercises(items, newClientId);
  return {
    preview: { sessionId: 0, sessionClientId, name: routine.routineName, source: 'routine', routineId, startedAt: now, serverNow: now, exercises },
    clientIds: exercises.map((e) => ({ exerciseId: e.exerciseId, exerciseClientId: e.exerciseClientId, setClientIds: e.sets.map((s) => s.setClientId) })),
  };
}

/** The start waits in the outbox (docs/decisions/018-outbox-and-conflicts.md); a recommendation's needs the server's answer. */
export function useStartSession() {
  const navigate = useNavigate();
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: async (from: StartSessionInput['from']) => {
      const clientId = newClientId();
      // A start that waits for signal is not dated on arrival.
      const now = serverClock.now();
      const built =
        from.kind === 'routine'
          ? previewFromRoutine(from.routineId, clientId, now)
          : from.kind === 'empty'
            ? {
                preview: {
                  sessionId: 0,
                  sessionClientId: clientId,
                  name: '자유 운동',
                  source: 'empty' as const,
                  routineId: null,
                  startedAt: now,
                  serverNow: now,
                  exercises: [],
                },
                clientIds: undefined,
              }
            : null;
      const input: StartSessionInput = { clientId, from, startedAt: now, ...(built?.clientIds && { clientIds: built.clientIds }) };
      if (built) {
        // session-sync.ts reports a refusal.
        saveChange({ kind: 'start', input, preview: built.preview } satisfies StartChange);
        return null;
      }
      return (await outbox.enqueueAndWait('training.session.start', { kind: 'start', input, preview: null } satisfies StartChange)) as ActiveSession;
    },
    onSuccess: async (session) => {
      if (session) acceptSession(session);
      await navigate({ to: '/workout' });
    },
    onError: async (error) => {
      toast.apiError(error, '운동을 시작하지 못했어요');
      if (appCodeOf(error) === 'TRAINING_ACTIVE') await navigate({ to: '/workout' });
    },
  });
  return {
    start: (from: StartSessionInput['from']) => mutation.mutate(from),
    isPending: mutation.isPending,
  };
}
