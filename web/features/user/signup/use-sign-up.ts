import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { readApiError } from '../../../lib/errors';
import { startSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { userStore } from '../../../lib/user-store';
import { signupDraft } from './signup-draft';

/** docs/product.md §4: on success log in, go to /signup/complete with a toast, then fetch and save the user. */
export function useSignUp() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.user.signUp.mutationOptions({
      onSuccess: async (tokens) => {
        startSession(tokens);
        signupDraft.clear();
        await navigate({ to: '/signup/complete' });
        toast.success('회원가입을 완료했어요');
        const me = await queryClient.fetchQuery({ ...trpc.user.me.queryOptions(), staleTime: 0 });
        userStore.saveUser(me);
      },
      onError: (error) => toast.error(readApiError(error).message || '회원가입이 완료되지 않았어요'),
    }),
  );
}
