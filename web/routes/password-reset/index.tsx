import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetRequestForm } from '../../features/auth/password-reset-request-form';
import { pageTitle } from '../../lib/page-title';
import { FormPage } from '../../ui/layout/form-page';

export const Route = createFileRoute('/password-reset/')({
  head: () => pageTitle('비밀번호 찾기'),
  component: () => (
    <FormPage title="비밀번호 찾기" description="가입한 이메일을 입력하면 비밀번호를 다시 설정할 수 있는 링크를 보내 드려요.">
      <PasswordResetRequestForm />
    </FormPage>
  ),
});
