import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RepUnit } from '../../../../server/features/catalogue/catalogue.shared';
import { AddItemSchema, ROUTINE_ITEM_LIMIT, ROUTINE_LIMIT } from '../../../../server/features/routines/routines.shared';
import { trpc } from '../../../lib/trpc';
import { type AmountTexts, type AmountValues, startingAmounts, toAmountValues } from '../amounts';
import { ROUTINE_LIMIT_TEXT } from '../limits';
import { RoutineModal } from '../routine-modal';
import { RoutineNameForm } from '../routine-name-form';
import { useAddItem } from '../use-item-mutations';
import { useCreateRoutine } from '../use-routine-mutations';
import { PickRoutinesStep } from './pick-routines-step';
import { RoutineInfoStep } from './routine-info-step';
import { RoutineStartStep } from './routine-start-step';

/** `loadModel` sets the starting weight; looked up in the catalogue when not given. */
export type FlowExercise = { exerciseId: number; koreanName: string; caution?: string | null; repUnit?: RepUnit; bodyweight: boolean; loadModel?: string };

type Props = {
  opened: boolean;
  onClose: () => void;
  exercise: FlowExercise | null;
  /** A recommendation's amounts. */
  defaults?: Partial<Record<keyof AmountValues, number | null>> | null;
};

type Step = 'start' | 'pick' | 'create' | 'info';

const TITLES: Record<Step, string> = { start: '루틴 시작하기', pick: '루틴에 추가', create: '새 루틴 만들기', info: '운동 정보 입력' };

// One the server would refuse (too long) is left out: the catalogue's own stays.
const cautionFits = (caution: string | null | undefined): caution is string => !!caution && AddItemSchema.shape.caution.safeParse(caution).success;

/** docs/product.md §4 routine modal flow. Mount with a new `key` per opening so a closed flow forgets its selection. */
export function AddToRoutineFlow({ opened, onClose, exercise, defaults }: Props) {
  const routinesQuery = useQuery({ ...trpc.routines.list.queryOptions(), enabled: opened, throwOnError: false });
  const create = useCreateRoutine();
  const add = useAddItem();
  const [chosenStep, setStep] = useState<Step | null>(null);
  const [createFrom, setCreateFrom] = useState<Step>('pick');
  const [selected, setSelected] = useState<number[]>([]);
  const entry = useQuery({
    ...trpc.catalogue.exercise.queryOptions({ id: exercise?.exerciseId ?? 0 }),
    enabled: opened && !!exercise && !exercise.bodyweight && exercise.loadModel === undefined,
    throwOnError: false,
  });
  const kind = { bodyweight: exercise?.bodyweight ?? false, repUnit: exercise?.repUnit, loadModel: exercise?.loadModel ?? entry.data?.loadModel };
  const [edited, setAmounts] = useState<AmountTexts | null>(null);
  const amounts = edited ?? startingAmounts(kind, defaults);

  const routines = routinesQuery.data ?? [];
  const exerciseId = exercise?.exerciseId ?? 0;
  const step: Step = chosenStep ?? (routines.length > 0 ? 'pick' : 'start');
  const chosen = selected.filter((id) => routines.some((r) => r.routineId === id && !r.exerciseIds.includes(exerciseId) && r.itemCount < ROUTINE_ITEM_LIMIT));

  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const openCreate = () => {
    setCreateFrom(step);
    setStep('create');
  };
  const submit = () => {
    if (!exercise) return;
    add.mutate(
      { exerciseId, routineIds: chosen, ...toAmountValues(amounts, kind), ...(cautionFits(exercise.caution) ? { caution: exercise.caution } : {}) },
      { onSuccess: onClose },
    );
  };

  const body = () => {
    if (routinesQuery.isPending) {
      return (
        <Center py="xl">
          <Loader aria-label="루틴을 불러오는 중" />
        </Center>
      );
    }
    if (routinesQuery.isError) {
      return (
        <Stack align="center" py="lg">
          <Text>루틴을 불러오지 못했어요.</Text>
          <Button variant="default" onClick={() => void routinesQuery.refetch()}>
            다시 시도
          </Button>
        </Stack>
      );
    }
    switch (step) {
      case 'start':
        return <RoutineStartStep onCreate={openCreate} />;
      case 'create':
        return (
          <RoutineNameForm
            submitLabel="만들기"
            pending={create.isPending}
            blockedReason={routines.length >= ROUTINE_LIMIT ? ROUTINE_LIMIT_TEXT : undefined}
            secondary={
              <Button variant="default" size="md" fullWidth onClick={() => setStep(createFrom)}>
                이전
              </Button>
            }
            onSubmit={(name) =>
              create.mutate(
                { name },
                {
                  onSuccess: (routine) => {
                    setSelected((s) => [...s, routine.routineId]);
                    setStep('pick');
                  },
                },
              )
            }
          />
        );
      case 'pick':
        return (
          <PickRoutinesStep
            routines={routines}
            exerciseId={exerciseId}
            selected={chosen}
            onToggle={toggle}
            onCreate={openCreate}
            onNext={() => setStep('info')}
          />
        );
      case 'info':
        return (
          <RoutineInfoStep
            exerciseName={exercise?.koreanName ?? ''}
            repUnit={exercise?.repUnit}
            bodyweight={kind.bodyweight}
            routineNames={routines.filter((r) => chosen.includes(r.routineId)).map((r) => r.routineName)}
            amounts={amounts}
            onAmounts={setAmounts}
            onReset={() => setAmounts(null)}
            onBack={() => setStep('pick')}
            onSubmit={submit}
            pending={add.isPending}
          />
        );
    }
  };

  return (
    <RoutineModal opened={opened} onClose={onClose} title={TITLES[step]}>
      {body()}
    </RoutineModal>
  );
}
