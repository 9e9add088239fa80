import { createFileRoute } from '@tanstack/react-router';
import { PasswordForm } from '../../features/user/profile/password-form';
import { pageTitle } from '../../lib/page-title';
import { FormPage } from '../../ui/layout/form-page';

export const Route = createFileRoute('/mypage/password')({
  head: () => pageTitle('비밀번호 변경'),
  component: () => (
    <FormPage title="비밀번호 변경" description="현재 비밀번호를 확인한 뒤 새 비밀번호로 바꿔요.">
      <PasswordForm />
    </FormPage>
  ),
});
