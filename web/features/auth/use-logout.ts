import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { readApiError } from '../../lib/errors';
import { endSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { tokenStore } from '../../lib/token-store';
import { trpcClient } from '../../lib/trpc';
import { keptAnswers } from '../../offline/app-offline';

export function useLogout() {
  const navigate = useNavigate();
  const done = () => {
    endSession();
    // The member's data kept for offline use leaves the device with them (docs/decisions/017-offline-data.md).
    void keptAnswers.clear();
    void navigate({ to: '/' });
  };
  return useMutation({
    mutationFn: async () => {
      const refreshToken = tokenStore.refresh();
      if (refreshToken) await trpcClient.auth.logout.mutate({ refreshToken });
    },
    onSuccess: done,
    onError: (error) => {
      // A 401 means the session is already gone on the server: nothing is left to log out of.
      if (readApiError(error).httpStatus === 401) return done();
      toast.error('로그아웃이 완료되지 않았어요');
    },
  });
}
