import { Button, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { EMAIL_TAKEN_MESSAGE, LoginEmailSchema } from '../../../../server/features/auth/auth.shared';
import { useRecheckOnChange, useSchemaForm } from '../../../lib/form';
import { PasswordInput } from '../../../ui/password-input';
import { NameBirthFields } from '../profile/name-birth-fields';
import { ProfileFormSchema, type ProfileFormValues } from './schemas';
import { signupDraft } from './signup-draft';
import { useEmailCheck } from './use-email-check';

/** The server's own words for a registered address (EMAIL_TAKEN), shown under the field. */
const EMAIL_TAKEN = EMAIL_TAKEN_MESSAGE;

export function ProfileStep() {
  const navigate = useNavigate();
  const saved = signupDraft.get().profile;
  const password = signupDraft.password() ?? '';
  const form = useSchemaForm<ProfileFormValues>(
    ProfileFormSchema,
    { userName: saved?.userName ?? '', birthDate: saved?.birthDate ?? '', loginEmail: saved?.loginEmail ?? '', password, passwordCheck: password },
    // What is typed survives a reload (sessionStorage), the password fields excepted.
    { onValuesChange: ({ userName, birthDate, loginEmail }) => signupDraft.keepProfile({ userName, birthDate, loginEmail }) },
  );
  useRecheckOnChange(form, 'password', 'passwordCheck');
  const checkEmail = useEmailCheck();
  const [checking, setChecking] = useState(false);

  // A registered address is reported here, at step 1, not after the body data of step 3.
  const reportIfTaken = async (loginEmail: string) => {
    const verdict = await checkEmail(loginEmail);
    // The field may have changed while the answer was on its way.
    if (verdict === 'taken' && form.getValues().loginEmail === loginEmail) form.setFieldError('loginEmail', EMAIL_TAKEN);
    return verdict;
  };

  const submit = form.onSubmit(async ({ passwordCheck: _dropped, password: pass, ...profile }) => {
    setChecking(true);
    const verdict = await reportIfTaken(profile.loginEmail).finally(() => setChecking(false));
    if (verdict === 'taken') return void document.getElementById(emailId)?.focus();
    signupDraft.completeProfile(profile, pass);
    void navigate({ to: '/signup/bodyinfo' });
  });

  const emailProps = form.getInputProps('loginEmail');
  const emailId = 'signup-login-email';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NameBirthFields form={form} />
        <TextInput
          id={emailId}
          label="이메일"
          type="email"
          placeholder="example@fitforme.kr"
          autoComplete="email"
          {...emailProps}
          onBlur={(e) => {
            emailProps.onBlur?.(e);
            const value = form.getValues().loginEmail;
            // Only a well-formed address is asked about; the answer is cached per address.
            if (LoginEmailSchema.safeParse(value).success) void reportIfTaken(value);
          }}
        />
        <PasswordInput label="비밀번호" description="8~25자, 영문과 숫자 조합" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput label="비밀번호 확인" autoComplete="new-password" {...form.getInputProps('passwordCheck')} />
        <Button type="submit" size="lg" fullWidth mt="sm" disabled={!form.isValid() || form.errors.loginEmail === EMAIL_TAKEN} loading={checking}>
          다음
        </Button>
      </Stack>
    </form>
  );
}
