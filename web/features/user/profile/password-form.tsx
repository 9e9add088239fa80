import { Button, Stack } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { ChangePasswordSchema, MSG, PasswordSchema, withNewPasswordCheck } from '../../../../server/features/auth/auth.shared';
import { appCodeOf, applyFieldErrors, readApiError } from '../../../lib/errors';
import { useRecheckOnChange, useSchemaForm } from '../../../lib/form';
import { FormActions } from '../../../ui/layout/form-actions';
import { PasswordInput } from '../../../ui/password-input';
import { useChangePassword } from './use-profile-mutations';

// docs/product.md §5: both passwords follow the creation rule, reported as '비밀번호 생성 규칙에 맞지 않습니다'.
const RulePassword = z.string().check((ctx) => {
  const result = PasswordSchema.safeParse(ctx.value);
  if (!result.success) ctx.issues.push({ code: 'custom', input: ctx.value, message: ctx.value === '' ? MSG.passwordRequired : MSG.passwordRule });
});

const PasswordFormSchema = withNewPasswordCheck(
  ChangePasswordSchema.extend({
    oldPassword: RulePassword,
    newPassword: RulePassword,
    newPasswordCheck: z.string(),
  }),
);

export function PasswordForm() {
  const router = useRouter();
  const change = useChangePassword();
  const form = useSchemaForm(PasswordFormSchema, { oldPassword: '', newPassword: '', newPasswordCheck: '' });
  useRecheckOnChange(form, 'newPassword', 'newPasswordCheck');

  const submit = form.onSubmit(({ newPasswordCheck: _dropped, ...values }) => {
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const code = appCodeOf(error);
        // A wrong password, or too many of them (the wait is in the message).
        if (code === 'WRONG_PASSWORD' || code === 'PASSWORD_CHECK_THROTTLED') form.setFieldError('oldPassword', readApiError(error).message);
        else applyFieldErrors(error, form.setFieldError);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput label="현재 비밀번호" autoComplete="current-password" {...form.getInputProps('oldPassword')} />
        <PasswordInput label="새 비밀번호" description="8~25자, 영문과 숫자 조합" autoComplete="new-password" {...form.getInputProps('newPassword')} />
        <PasswordInput label="새 비밀번호 확인" autoComplete="new-password" {...form.getInputProps('newPasswordCheck')} />
        <FormActions
          secondary={
            <Button type="button" variant="default" size="lg" fullWidth onClick={() => router.history.back()}>
              뒤로가기
            </Button>
          }
          primary={
            <Button type="submit" size="lg" fullWidth loading={change.isPending} disabled={!form.isValid()}>
              비밀번호 변경 완료
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
