import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { NotesSchema, TRAINING_LIMITS } from '../../../../server/features/training/common/training.shared';
import type { ActiveSession } from '../../../../server/features/training/session/session.shared';
import { DANGER_FILLED } from '../../../ui/theme';
import { RoutineModal } from '../../routines/routine-modal';

type FinishProps = { session: ActiveSession | null; busy: boolean; onClose: () => void; onFinish: (notes: string) => void };

/** Finishing: how many sets are not checked (they are not saved), an optional note. */
export function FinishDialog({ session, busy, onClose, onFinish }: FinishProps) {
  const [notes, setNotes] = useState('');
  const sets = session?.exercises.filter((e) => !e.skipped).flatMap((e) => e.sets) ?? [];
  const done = sets.filter((s) => s.done).length;
  const open = sets.length - done;
  const notesError = NotesSchema.safeParse(notes).error?.issues[0]?.message;
  return (
    <RoutineModal opened={session !== null} onClose={onClose} title="운동 완료">
      <Stack gap="md">
        {done === 0 ? (
          <Text fz={16}>완료한 세트가 없어요. 세트를 완료로 표시한 뒤 끝내 주세요.</Text>
        ) : (
          <Text fz={16}>
            {done}세트를 완료했어요.
            {open > 0 && ` 완료하지 않은 ${open}세트는 기록되지 않아요.`}
          </Text>
        )}
        <Textarea
          label="메모 (선택)"
          placeholder="오늘 운동은 어땠나요?"
          autosize
          minRows={2}
          maxLength={TRAINING_LIMITS.notes}
          value={notes}
          error={notesError}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onClose}>
            계속하기
          </Button>
          <Button size="md" loading={busy} disabled={done === 0 || notesError !== undefined} onClick={() => onFinish(notes)}>
            운동 끝내기
          </Button>
        </Group>
      </Stack>
    </RoutineModal>
  );
}

type ConfirmProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** A short question before something that cannot be undone. */
export function ConfirmDialog({ opened, title, message, confirmLabel, busy = false, onClose, onConfirm }: ConfirmProps) {
  return (
    <RoutineModal opened={opened} onClose={onClose} title={title} compact>
      <Stack gap="lg">
        <Text fz={16}>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onClose} data-autofocus>
            취소
          </Button>
          <Button {...DANGER_FILLED} size="md" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </RoutineModal>
  );
}
