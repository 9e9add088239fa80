import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RequestPasswordResetSchema } from '../../../server/features/auth/password-reset.shared';
import { applyFieldErrors, readApiError } from '../../lib/errors';
import { useSchemaForm } from '../../lib/form';
import { trpc } from '../../lib/trpc';
import { FormError } from './form-error';

const TAP_TARGET = { minHeight: '4.4rem', display: 'inline-flex', alignItems: 'center' };

/**
 * '/password-reset': the address to send the link to. The answer is the server's one sentence, the same
 * whether or not the address is registered.
 */
export function PasswordResetRequestForm() {
  const form = useSchemaForm(RequestPasswordResetSchema, { loginEmail: '' });
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    request.mutate(values, {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => {
        const info = readApiError(error);
        if (info.fieldErrors) applyFieldErrors(error, form.setFieldError);
        else setFormError(info.responded ? info.message : '요청을 보내지 못했어요. 연결을 확인하고 다시 시도해 주세요');
      },
    });
  });

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="brand" variant="light" role="status" title="메일을 확인해 주세요">
          <Text fz={15}>{sent}</Text>
          <Text fz={14} mt={6}>
            메일이 오지 않았다면 스팸함을 확인하거나 잠시 후 다시 요청해 주세요.
          </Text>
        </Alert>
        <Button component={Link} to="/login" size="lg" fullWidth>
          로그인하러 가기
        </Button>
        <Button type="button" variant="default" size="lg" fullWidth onClick={() => setSent(null)}>
          다시 요청하기
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="이메일" type="email" autoComplete="username" placeholder="example@fitforme.kr" {...form.getInputProps('loginEmail')} />
        {formError && <FormError>{formError}</FormError>}
        <Button type="submit" size="lg" fullWidth loading={request.isPending}>
          재설정 메일 받기
        </Button>
        <Anchor component={Link} to="/login" fz={14} c="dimmed" ta="center" style={TAP_TARGET}>
          로그인으로 돌아가기
        </Anchor>
      </Stack>
    </form>
  );
}
