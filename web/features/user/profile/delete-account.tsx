import { Button, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DeleteAccountSchema } from '../../../../server/features/auth/auth.shared';
import { appCodeOf, applyFieldErrors, readApiError } from '../../../lib/errors';
import { useSchemaForm } from '../../../lib/form';
import { endSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { keptAnswers } from '../../../offline/app-offline';
import { PasswordInput } from '../../../ui/password-input';
import { DANGER_FILLED } from '../../../ui/theme';
import { FormError } from '../../auth/form-error';

/**
 * What user.deleteAccount removes: the users row, and with it (ON DELETE CASCADE) every row keyed by the
 * member: body_data, routines (and their items), training_sessions (exercises, sets), recommendations and
 * their feedback, member_preferences, auth_sessions, password_resets and client_mutations.
 */
const DELETED = [
  '회원 정보 (이름, 이메일, 생년월일)',
  '몸 기록 전체',
  '루틴(마이핏)과 루틴의 운동',
  '운동 기록 전체 (세트, 메모 포함)',
  '추천 기록과 추천에 남긴 평가',
  '목표·경험, 우리 헬스장, 내 장비 설정',
  '모든 기기의 로그인',
];

function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useSchemaForm(DeleteAccountSchema, { password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useMutation(trpc.user.deleteAccount.mutationOptions());

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    remove.mutate(values, {
      onSuccess: async () => {
        endSession();
        // The member's data kept for offline use leaves the device with them (docs/decisions/017-offline-data.md).
        void keptAnswers.clear();
        toast.success('회원 탈퇴가 완료되었어요. 그동안 핏포미를 이용해 주셔서 감사해요');
        await navigate({ to: '/', replace: true });
      },
      onError: (error) => {
        const info = readApiError(error);
        if (appCodeOf(error) === 'WRONG_PASSWORD') form.setFieldError('password', info.message);
        else if (info.fieldErrors) applyFieldErrors(error, form.setFieldError);
        else setFormError(info.responded ? info.message : '탈퇴하지 못했어요. 연결을 확인하고 다시 시도해 주세요');
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title="정말 탈퇴하시겠어요?" centered size={480} radius="lg" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz={15}>탈퇴하면 아래 정보가 모두 바로 삭제되고, 다시 되돌릴 수 없어요.</Text>
          <List fz={15} spacing={4}>
            {DELETED.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text fz={15}>같은 이메일로 다시 가입할 수 있지만, 지금까지의 기록은 돌아오지 않아요.</Text>
          <PasswordInput
            label="현재 비밀번호"
            description="본인 확인을 위해 입력해 주세요"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          {formError && <FormError>{formError}</FormError>}
          <Stack gap="sm">
            <Button type="submit" {...DANGER_FILLED} size="lg" fullWidth loading={remove.isPending}>
              탈퇴하기
            </Button>
            <Button type="button" variant="default" size="lg" fullWidth onClick={close} data-autofocus>
              취소
            </Button>
          </Stack>
        </Stack>
      </form>
    </Modal>
  );
}

/** The profile's last section: '회원 탈퇴' and its dialog (docs/decisions/028-password-reset-and-account-deletion.md). */
export function DeleteAccountSection() {
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2} fz={18}>
        회원 탈퇴
      </Title>
      <Text c="dimmed" fz={14}>
        계정과 모든 기록이 삭제돼요.
      </Text>
      <Button variant="outline" color="var(--ffm-danger-text)" size="md" onClick={() => setOpened(true)}>
        회원 탈퇴
      </Button>
      <DeleteAccountDialog opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
