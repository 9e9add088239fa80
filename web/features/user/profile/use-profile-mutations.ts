import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { userStore } from '../../../lib/user-store';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.user.updateProfile.mutationOptions({
      onSuccess: async (me) => {
        userStore.saveUser(me);
        toast.success('회원 정보를 수정했어요');
        // docs/product.md §4: the profile is reloaded after a successful edit.
        await queryClient.invalidateQueries(trpc.user.me.queryFilter());
      },
      onError: () => toast.error('회원 정보 수정이 완료되지 않았어요'),
    }),
  );
}

export function useChangePassword() {
  return useMutation(
    trpc.user.changePassword.mutationOptions({
      onSuccess: () => toast.success('비밀번호를 변경했어요'),
      onError: () => toast.error('비밀번호 변경이 완료되지 않았어요'),
    }),
  );
}
