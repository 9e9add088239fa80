import { Stack, Text } from '@mantine/core';
import { useRecheckOnChange, useSchemaForm } from '../../lib/form';
import { BalanceControl } from './balance-control';
import { BodyTypePicker } from './body-type-picker';
import { bodyFigureFormSchema, type BodyFigureFormValues } from './schemas';
import { signupDraft } from './signup-draft';
import { StepButtons } from './step-buttons';
import { useSignUp } from './use-sign-up';

export function BodyFigureStep() {
  const { profile, bodyInfo } = signupDraft.get();
  const signUp = useSignUp();
  const form = useSchemaForm<BodyFigureFormValues>(bodyFigureFormSchema({ ...profile, ...bodyInfo }), {
    upDownBalance: 5,
    bodyFat: '',
    muscleMass: '',
  });
  useRecheckOnChange(form, 'muscleMass', 'bodyFat');

  const submit = form.onSubmit((values) => {
    if (!profile || !bodyInfo) return;
    signUp.mutate({
      ...profile,
      ...bodyInfo,
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
    form.validate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
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
