import { createFileRoute, redirect } from '@tanstack/react-router';
import { BodyInfoStep } from '../../features/user/signup/bodyinfo-step';
import { signupDraft } from '../../features/user/signup/signup-draft';
import { StepHeader } from '../../features/user/signup/step-header';
import { pageTitle } from '../../lib/page-title';
import { FormPage } from '../../ui/layout/form-page';

export const Route = createFileRoute('/signup/bodyinfo')({
  head: () => pageTitle('회원가입 · 신체 정보'),
  // Step 1 not submitted (or changed since): back to it. The draft survives a reload (signup-draft.ts).
  beforeLoad: () => {
    if (signupDraft.get().reached < 1) throw redirect({ to: '/signup/profile', replace: true });
  },
  component: () => (
    <FormPage aside={<StepHeader step={2} />} title="신체 정보" description="맞춤 운동 추천에 사용할 기본 신체 정보를 알려 주세요.">
      <BodyInfoStep />
    </FormPage>
  ),
});
