import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/login-form';
import { safeReturnPath } from '../features/auth/return-to';
import { pageTitle } from '../lib/page-title';
import { FormPage } from '../ui/layout/form-page';

export const Route = createFileRoute('/login')({
  // ?redirect=<path>: the page that asked for the login (only a path of ours is kept).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const path = safeReturnPath(search.redirect);
    return path ? { redirect: path } : {};
  },
  head: () => pageTitle('로그인'),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <FormPage title="로그인" description="핏포미 계정으로 로그인해 주세요.">
      <LoginForm returnTo={redirect ?? null} />
    </FormPage>
  );
}
