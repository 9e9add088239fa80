import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginSchema } from '../../../server/features/auth/auth.shared';
import { readApiError } from '../../lib/errors';
import { useSchemaForm } from '../../lib/form';
import { PasswordInput } from '../../ui/password-input';
import { FormError } from './form-error';
import { useLogin } from './use-login';

// A standalone text link is still a 4.4rem-tall tap target (ADR 006).
const TAP_TARGET = { minHeight: '4.4rem' };

/** `returnTo`: the page that asked for the login (web/features/auth/return-to.ts); home when null. */
export function LoginForm({ returnTo = null }: { returnTo?: string | null }) {
  const form = useSchemaForm(LoginSchema, { loginEmail: '', password: '' });
  const login = useLogin(returnTo);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    login.mutate(
      { ...values, rememberMe: true },
      {
        // docs/product.md §8: the server's message on a non-OK answer; a request that never got one asks to retry.
        onError: (error) => {
          const info = readApiError(error);
          setFormError(info.responded ? info.message : '다시 로그인해 주세요');
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="이메일" type="email" autoComplete="username" placeholder="example@fitforme.kr" {...form.getInputProps('loginEmail')} />
        <PasswordInput label="비밀번호" autoComplete="current-password" placeholder="비밀번호를 입력해 주세요" {...form.getInputProps('password')} />
        {formError && <FormError>{formError}</FormError>}
        <Group justify="flex-end">
          <Anchor component={Link} to="/password-reset" fz={14} c="dimmed" style={TAP_TARGET}>
            비밀번호 찾기
          </Anchor>
        </Group>
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          로그인
        </Button>
        <Button component={Link} to="/signup/profile" variant="default" size="lg" fullWidth>
          회원가입
        </Button>
      </Stack>
    </form>
  );
}
