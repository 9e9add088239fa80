import { Box } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PreferencesForm } from '../../features/user/preferences/preferences-form';
import { preferencesQuery } from '../../features/user/preferences/use-preferences';
import { DeleteAccountSection } from '../../features/user/profile/delete-account';
import { ProfileForm } from '../../features/user/profile/profile-form';
import { pageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';
import { FormPage } from '../../ui/layout/form-page';

export const Route = createFileRoute('/mypage/profile')({
  head: () => pageTitle('회원 정보 수정'),
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(trpc.user.me.queryOptions()), queryClient.ensureQueryData(preferencesQuery())]),
  component: ProfilePage,
});

function ProfilePage() {
  const { data: me } = useSuspenseQuery(trpc.user.me.queryOptions());
  const { data: preferences } = useSuspenseQuery(preferencesQuery());
  return (
    <FormPage title={`${me.userName}님의 회원 정보`}>
      <ProfileForm me={me} />
      <Box mt={48} pt={32} style={{ borderTop: '1px solid var(--ffm-border)' }}>
        <PreferencesForm preferences={preferences} />
      </Box>
      <Box mt={48} pt={32} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <DeleteAccountSection />
      </Box>
    </FormPage>
  );
}
