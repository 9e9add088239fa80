import { createFileRoute } from '@tanstack/react-router';
import { SignupComplete } from '../../features/user/signup/signup-complete';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/signup/complete')({
  head: () => pageTitle('회원가입 완료'),
  component: SignupComplete,
});
