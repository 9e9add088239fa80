import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { UpdateProfileSchema } from '../../../../server/features/auth/auth.shared';
import type { Me } from '../../../lib/api-types';
import { applyFieldErrors } from '../../../lib/errors';
import { useSchemaForm } from '../../../lib/form';
import { FormActions } from '../../../ui/layout/form-actions';
import { NameBirthFields } from './name-birth-fields';
import { useUpdateProfile } from './use-profile-mutations';

export function ProfileForm({ me }: { me: Me }) {
  const update = useUpdateProfile();
  const form = useSchemaForm(UpdateProfileSchema, { userName: me.userName, birthDate: me.birthDate ?? '' });

  const submit = form.onSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => form.resetDirty({ userName: saved.userName, birthDate: saved.birthDate ?? '' }),
      onError: (error) => applyFieldErrors(error, form.setFieldError),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NameBirthFields form={form} />
        <TextInput label="이메일" value={me.loginEmail} disabled readOnly />
        <Group justify="flex-end">
          {/* A standalone text link is still a 4.4rem-tall tap target (ADR 006). */}
          <Anchor component={Link} to="/mypage/password" fz={14} fw={600} style={{ display: 'inline-flex', alignItems: 'center', minHeight: '4.4rem' }}>
            비밀번호 변경
          </Anchor>
        </Group>
        <FormActions
          secondary={
            <Button component={Link} to="/" variant="default" size="lg" fullWidth>
              취소
            </Button>
          }
          primary={
            <Button type="submit" size="lg" fullWidth loading={update.isPending} disabled={!form.isValid()}>
              회원 정보 수정 완료
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
