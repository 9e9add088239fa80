import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { StartSessionInput } from '../../../server/features/training/session/session.contract';
import { appCodeOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { newClientId } from './ids';
import { acceptSession } from './session/session-sync';

/**
 * Starts a workout (from a routine, a recommendation or empty) and opens the workout screen. With a
 * workout already going on, the server refuses (TRAINING_ACTIVE) and the member is taken to that one.
 */
export function useStartSession() {
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.training.session.start.mutationOptions({
      onSuccess: async (session) => {
        acceptSession(session);
        await navigate({ to: '/workout' });
      },
      onError: async (error) => {
        toast.apiError(error, '운동을 시작하지 못했어요');
        if (appCodeOf(error) === 'TRAINING_ACTIVE') await navigate({ to: '/workout' });
      },
    }),
  );
  return {
    start: (from: StartSessionInput['from']) => mutation.mutate({ clientId: newClientId(), from }),
    isPending: mutation.isPending,
  };
}
