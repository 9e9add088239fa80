import { createFileRoute, redirect } from '@tanstack/react-router';
import { BodyFigureStep } from '../../features/user/signup/bodyfigure-step';
import { signupDraft } from '../../features/user/signup/signup-draft';
import { StepHeader } from '../../features/user/signup/step-header';
import { pageTitle } from '../../lib/page-title';
import { FormPage } from '../../ui/layout/form-page';

export const Route = createFileRoute('/signup/bodyfigure')({
  head: () => pageTitle('회원가입 · 체형'),
  // The first step not submitted (or changed since) is where the member goes back to.
  beforeLoad: () => {
    const { reached } = signupDraft.get();
    if (reached < 2) throw redirect({ to: reached === 1 ? '/signup/bodyinfo' : '/signup/profile', replace: true });
  },
  component: () => (
    <FormPage aside={<StepHeader step={3} />} title="체형 정보" description="마지막 단계예요. 지금 내 몸에 가장 가까운 값을 골라 주세요.">
      <BodyFigureStep />
    </FormPage>
  ),
});
