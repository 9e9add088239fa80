import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { startSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { userStore } from '../../lib/user-store';
import { safeReturnPath } from './return-to';

/**
 * docs/product.md §4: store the tokens, load the user, toast, go home, or back to the page that asked for
 * the login (`returnTo`, already checked to be a path of ours). Errors are shown by the form.
 */
export function useLogin(returnTo: string | null = null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (tokens) => {
        startSession(tokens);
        const me = await queryClient.fetchQuery({ ...trpc.user.me.queryOptions(), staleTime: 0 });
        userStore.saveUser(me);
        toast.success('로그인에 성공했어요');
        const back = safeReturnPath(returnTo);
        await (back ? navigate({ href: back, replace: true }) : navigate({ to: '/' }));
      },
    }),
  );
}
