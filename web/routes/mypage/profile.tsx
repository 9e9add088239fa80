import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileForm } from '../../features/profile/profile-form';
import { pageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';
import { FormPage } from '../../ui/layout/form-page';

export const Route = createFileRoute('/mypage/profile')({
  head: () => pageTitle('회원 정보 수정'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(trpc.user.me.queryOptions()),
  component: ProfilePage,
});

function ProfilePage() {
  const { data: me } = useSuspenseQuery(trpc.user.me.queryOptions());
  return (
    <FormPage title={`${me.userName}님의 회원 정보`}>
      <ProfileForm me={me} />
    </FormPage>
  );
}
