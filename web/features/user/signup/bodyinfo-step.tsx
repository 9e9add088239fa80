import { Group, Radio, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSchemaForm } from '../../../lib/form';
import { BodyInfoFormSchema, type BodyInfoFormValues } from './schemas';
import { signupDraft } from './signup-draft';
import { StepButtons } from './step-buttons';
import { UnitInput } from './unit-input';

export function BodyInfoStep() {
  const navigate = useNavigate();
  const saved = signupDraft.get().bodyInfo;
  const form = useSchemaForm<BodyInfoFormValues>(
    BodyInfoFormSchema,
    { sex: saved?.sex ?? '0', height: saved?.height ?? '', weight: saved?.weight ?? '' },
    // What is typed survives a reload (sessionStorage).
    { onValuesChange: (values) => signupDraft.keepBodyInfo(values) },
  );

  const submit = form.onSubmit((values) => {
    signupDraft.completeBodyInfo(values);
    void navigate({ to: '/signup/bodyfigure' });
  });

  const field = (path: 'height' | 'weight') => {
    const { onChange: _ignored, ...props } = form.getInputProps(path);
    return { ...props, onChange: (v: string) => form.setFieldValue(path, v) };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Radio.Group label="성별" size="md" {...form.getInputProps('sex')}>
          <Group mt={8} gap="xl">
            <Radio value="0" label="남성" />
            <Radio value="1" label="여성" />
          </Group>
        </Radio.Group>
        <UnitInput label="키" placeholder="예) 175.5" unit="cm" maxDigits={3} decimals={1} {...field('height')} />
        <UnitInput label="몸무게" placeholder="예) 70.5" unit="kg" maxDigits={3} decimals={1} {...field('weight')} />
        <StepButtons submitLabel="다음" disabled={!form.isValid()} />
      </Stack>
    </form>
  );
}
