import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useRecheckOnChange, useSchemaForm } from '../../../lib/form';
import { PasswordInput } from '../../../ui/password-input';
import { BalanceControl } from './balance-control';
import { BodyTypePicker } from './body-type-picker';
import { type BodyFigureFormValues, bodyFigureFormSchema } from './schemas';
import { signupDraft } from './signup-draft';
import { StepButtons } from './step-buttons';
import { useSignUp } from './use-sign-up';

export function BodyFigureStep() {
  const { profile, bodyInfo, bodyFigure } = signupDraft.get();
  // After a reload the draft is back but the password is not (it is never stored): ask again.
  const [askPassword] = useState(() => signupDraft.password() === null);
  const signUp = useSignUp();
  const draft = {
    ...profile,
    password: signupDraft.password() ?? undefined,
    ...(bodyInfo && { sex: Number(bodyInfo.sex), height: Number(bodyInfo.height), weight: Number(bodyInfo.weight) }),
  };
  const form = useSchemaForm<BodyFigureFormValues>(
    bodyFigureFormSchema(draft, askPassword),
    {
      upDownBalance: bodyFigure?.upDownBalance ?? 5,
      bodyFat: bodyFigure?.bodyFat ?? '',
      muscleMass: bodyFigure?.muscleMass ?? '',
      password: '',
      passwordCheck: '',
    },
    { onValuesChange: ({ upDownBalance, bodyFat, muscleMass }) => signupDraft.keepBodyFigure({ upDownBalance, bodyFat, muscleMass }) },
  );
  useRecheckOnChange(form, 'muscleMass', 'bodyFat');
  useRecheckOnChange(form, 'password', 'passwordCheck');

  const submit = form.onSubmit((values) => {
    const password = askPassword ? values.password : signupDraft.password();
    if (!profile || !bodyInfo || !password) return;
    if (askPassword) signupDraft.setPassword(password);
    signUp.mutate({
      ...profile,
      password,
      sex: bodyInfo.sex === '1' ? 1 : 0,
      height: Number(bodyInfo.height),
      weight: Number(bodyInfo.weight),
      upDownBalance: values.upDownBalance,
      bodyFat: Number(values.bodyFat),
      muscleMass: Number(values.muscleMass),
      rememberMe: true,
    });
  });

  const field = (path: 'bodyFat' | 'muscleMass') => {
    const { onChange: _ignored, ...props } = form.getInputProps(path);
    return { ...props, value: form.values[path], onChange: (v: string) => form.setFieldValue(path, v) };
  };

  const choosePreset = (bodyFat: number, muscleMass: number) => {
    form.setValues({ bodyFat: String(bodyFat), muscleMass: String(muscleMass) });
    form.setDirty({ bodyFat: true, muscleMass: true });
    void form.validate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        {askPassword && (
          <Stack gap="sm">
            <Alert variant="light" radius="md" icon={<IconLock size={20} />} title="비밀번호를 다시 입력해 주세요">
              입력하신 정보는 그대로예요. 비밀번호는 안전을 위해 저장하지 않아서, 새로고침한 뒤에는 다시 입력해야 해요.
            </Alert>
            <PasswordInput label="비밀번호" description="8~25자, 영문과 숫자 조합" autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput label="비밀번호 확인" autoComplete="new-password" {...form.getInputProps('passwordCheck')} />
          </Stack>
        )}
        <Stack gap="sm">
          <Text fw={700} fz={17}>
            상체와 하체 중 어느 쪽이 더 발달했나요?
          </Text>
          <BalanceControl value={form.values.upDownBalance} onChange={(v) => form.setFieldValue('upDownBalance', v)} />
        </Stack>
        <Stack gap="sm">
          <Text fw={700} fz={17}>
            체형을 알려 주세요
          </Text>
          <BodyTypePicker bodyFat={field('bodyFat')} muscleMass={field('muscleMass')} onPreset={choosePreset} />
        </Stack>
        <StepButtons submitLabel="완료" disabled={!form.isValid()} loading={signUp.isPending} />
      </Stack>
    </form>
  );
}
