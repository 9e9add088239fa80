import { createFileRoute, useLocation } from '@tanstack/react-router';
import { PasswordResetForm } from '../../features/auth/password-reset-form';
import { pageTitle } from '../../lib/page-title';
import { FormPage } from '../../ui/layout/form-page';

export const Route = createFileRoute('/password-reset/new')({
  head: () => pageTitle('새 비밀번호 설정'),
  component: NewPasswordPage,
});

/** The link's token rides in the fragment (#token=…), so it never reaches a server or its logs. */
function NewPasswordPage() {
  const hash = useLocation({ select: (l) => l.hash });
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return (
    <FormPage title="새 비밀번호 설정" description="새로 쓸 비밀번호를 입력해 주세요. 바꾸면 모든 기기에서 로그아웃돼요.">
      <PasswordResetForm token={token} />
    </FormPage>
  );
}
