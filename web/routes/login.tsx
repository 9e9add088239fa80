import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/login-form';
import { pageTitle } from '../lib/page-title';
import { FormPage } from '../ui/layout/form-page';

export const Route = createFileRoute('/login')({
  head: () => pageTitle('로그인'),
  component: () => (
    <FormPage title="로그인" description="핏포미 계정으로 로그인해 주세요.">
      <LoginForm />
    </FormPage>
  ),
});
