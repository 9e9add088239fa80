import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useRecheckOnChange, useSchemaForm } from '../../lib/form';
import { NameBirthFields } from '../profile/name-birth-fields';
import { ProfileFormSchema, type ProfileFormValues } from './schemas';
import { signupDraft } from './signup-draft';

export function ProfileStep() {
  const navigate = useNavigate();
  const saved = signupDraft.get().profile;
  const form = useSchemaForm<ProfileFormValues>(ProfileFormSchema, {
    userName: saved?.userName ?? '',
    birthDate: saved?.birthDate ?? '',
    loginEmail: saved?.loginEmail ?? '',
    password: saved?.password ?? '',
    passwordCheck: saved?.password ?? '',
  });
  useRecheckOnChange(form, 'password', 'passwordCheck');

  const submit = form.onSubmit(({ passwordCheck: _dropped, ...profile }) => {
    signupDraft.saveProfile(profile);
    void navigate({ to: '/signup/bodyinfo' });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NameBirthFields form={form} />
        <TextInput label="이메일" type="email" placeholder="example@fitforme.kr" autoComplete="email" {...form.getInputProps('loginEmail')} />
        <PasswordInput
          label="비밀번호"
          description="8~25자, 영문과 숫자 조합"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput label="비밀번호 확인" autoComplete="new-password" {...form.getInputProps('passwordCheck')} />
        <Button type="submit" size="lg" fullWidth mt="sm" disabled={!form.isValid()}>
          다음
        </Button>
      </Stack>
    </form>
  );
}
