import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ROUTINE_LIMIT, type Routine } from '../../../server/features/routines/routines.shared';
import { ROUTINE_LIMIT_TEXT } from './limits';
import { RoutineModal } from './routine-modal';
import { RoutineNameForm } from './routine-name-form';
import { useCreateRoutine, useDeleteRoutine, useRenameRoutine } from './use-routine-mutations';

type CreateProps = { opened: boolean; onClose: () => void; routineCount: number; onCreated: (routine: Routine) => void };

export function CreateRoutineDialog({ opened, onClose, routineCount, onCreated }: CreateProps) {
  const create = useCreateRoutine();
  return (
    <RoutineModal opened={opened} onClose={onClose} title="새 루틴 만들기">
      <RoutineNameForm
        submitLabel="만들기"
        pending={create.isPending}
        blockedReason={routineCount >= ROUTINE_LIMIT ? ROUTINE_LIMIT_TEXT : undefined}
        onSubmit={(name) => create.mutate({ name }, { onSuccess: onCreated })}
      />
    </RoutineModal>
  );
}

type RoutineProps = { routine: Routine | null; onClose: () => void };

/** The routine a closing dialog still shows while it fades out. */
function useLastRoutine(routine: Routine | null) {
  const [last, setLast] = useState(routine);
  if (routine !== null && routine !== last) setLast(routine);
  return routine ?? last;
}

export function RenameRoutineDialog({ routine: current, onClose }: RoutineProps) {
  const rename = useRenameRoutine();
  const routine = useLastRoutine(current);
  return (
    <RoutineModal opened={current !== null} onClose={onClose} title="루틴 이름 바꾸기">
      {routine && (
        <RoutineNameForm
          key={routine.routineId}
          initialName={routine.routineName}
          submitLabel="저장"
          pending={rename.isPending}
          onSubmit={(name) => rename.mutate({ routineId: routine.routineId, name }, { onSuccess: onClose })}
        />
      )}
    </RoutineModal>
  );
}

export function DeleteRoutineDialog({ routine: current, onClose, onDeleted }: RoutineProps & { onDeleted: (routineId: number) => void }) {
  const remove = useDeleteRoutine();
  const routine = useLastRoutine(current);
  return (
    <RoutineModal opened={current !== null} onClose={onClose} title="루틴 삭제" compact>
      {routine && (
        <Stack gap="lg">
          <Text fz={16}>
            <b>{routine.routineName}</b> 루틴을 삭제할까요?
            {routine.itemCount > 0 && ` 담긴 운동 ${routine.itemCount}개도 함께 지워져요.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onClose} data-autofocus>
              취소
            </Button>
            <Button
              color="red"
              size="md"
              loading={remove.isPending}
              onClick={() => remove.mutate({ routineId: routine.routineId }, { onSuccess: () => onDeleted(routine.routineId) })}
            >
              삭제
            </Button>
          </Group>
        </Stack>
      )}
    </RoutineModal>
  );
}
