import { createFileRoute } from '@tanstack/react-router';
import { SignupComplete } from '../../features/signup/signup-complete';

export const Route = createFileRoute('/signup/complete')({
  component: SignupComplete,
});
