import { createFileRoute } from '@tanstack/react-router';
import { ProfileStep } from '../../features/user/signup/profile-step';
import { StepHeader } from '../../features/user/signup/step-header';
import { pageTitle } from '../../lib/page-title';
import { FormPage } from '../../ui/layout/form-page';

export const Route = createFileRoute('/signup/profile')({
  head: () => pageTitle('회원가입 · 계정 정보'),
  component: () => (
    <FormPage aside={<StepHeader step={1} />} title="회원가입" description="핏포미에서 사용할 계정 정보를 입력해 주세요.">
      <ProfileStep />
    </FormPage>
  ),
});
