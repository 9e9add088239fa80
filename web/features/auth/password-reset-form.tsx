import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { PasswordSchema, withNewPasswordCheck } from '../../../server/features/auth/auth.shared';
import { appCodeOf, applyFieldErrors, readApiError } from '../../lib/errors';
import { useRecheckOnChange, useSchemaForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PasswordInput } from '../../ui/password-input';
import { FormError } from './form-error';

// The sign-up's rule and messages (docs/product.md §5): PasswordSchema, and the confirmation must match.
const ResetFormSchema = withNewPasswordCheck(z.object({ newPassword: PasswordSchema, newPasswordCheck: z.string() }));

/** A link that no longer works: say so and offer a new one. */
function DeadLink({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <FormError size={15}>{message}</FormError>
      <Button component={Link} to="/password-reset" size="lg" fullWidth>
        재설정 메일 다시 받기
      </Button>
    </Stack>
  );
}

const NO_TOKEN_MESSAGE = '비밀번호 재설정 링크가 올바르지 않아요. 메일의 링크를 다시 열거나 새로 요청해 주세요';

/** '/password-reset/new#token=…': the new password, twice; then login with a toast. */
export function PasswordResetForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const form = useSchemaForm(ResetFormSchema, { newPassword: '', newPasswordCheck: '' });
  useRecheckOnChange(form, 'newPassword', 'newPasswordCheck');
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  if (!token) return <DeadLink message={NO_TOKEN_MESSAGE} />;
  if (deadLink) return <DeadLink message={deadLink} />;

  const submit = form.onSubmit(({ newPassword }) => {
    setFormError(null);
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: async () => {
          toast.success('비밀번호를 바꿨어요. 새 비밀번호로 로그인해 주세요');
          await navigate({ to: '/login', replace: true });
        },
        onError: (error) => {
          const info = readApiError(error);
          if (appCodeOf(error) === 'PASSWORD_RESET_LINK_INVALID') setDeadLink(info.message);
          else if (info.fieldErrors) applyFieldErrors(error, form.setFieldError);
          else setFormError(info.responded ? info.message : '비밀번호를 바꾸지 못했어요. 연결을 확인하고 다시 시도해 주세요');
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput label="새 비밀번호" description="8~25자, 영문과 숫자 조합" autoComplete="new-password" {...form.getInputProps('newPassword')} />
        <PasswordInput label="새 비밀번호 확인" autoComplete="new-password" {...form.getInputProps('newPasswordCheck')} />
        {formError && <FormError>{formError}</FormError>}
        <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
          비밀번호 변경하기
        </Button>
      </Stack>
    </form>
  );
}
