import { Button, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routinePlan } from '../../../server/features/training/session/routine-plan.shared';
import type { SaveAsRoutineInput } from '../../../server/features/training/session/session.shared';
import { toast } from '../../lib/toast';
import { trpc, trpcClient } from '../../lib/trpc';

type Props = { sessionId: number; routineId: number };

/** A routine exercise whose done sets (warm-ups aside) differ in number from the sets its routine plans. */
type Difference = { exerciseName: string; planned: number; done: number };

/**
 * '이번 기록을 루틴에 저장' (save-as-routine.service.ts): the weight and reps of the sets done become the
 * routine's, and its number of sets stays as planned. When an exercise was done with fewer (or more) sets
 * than planned, the box says so and offers '한 세트 수로 저장' (only the sets done) beside it.
 */
export function SaveToRoutine({ sessionId, routineId }: Props) {
  const queryClient = useQueryClient();
  const items = useQuery(trpc.routines.items.queryOptions({ routineId }));
  const logged = useQuery(trpc.training.history.get.queryOptions({ id: sessionId }));
  const save = useMutation({
    mutationFn: (setCount: NonNullable<SaveAsRoutineInput['setCount']>) => trpcClient.training.session.saveAsRoutine.mutate({ sessionId, setCount }),
    onSuccess: async () => {
      toast.success('루틴에 이번 기록을 저장했어요');
      await queryClient.invalidateQueries(trpc.routines.pathFilter());
    },
    onError: (error) => toast.apiError(error, '루틴에 저장하지 못했어요'),
  });
  const differences: Difference[] = [];
  for (const item of items.data ?? []) {
    const done = (logged.data?.exercises ?? [])
      .filter((e) => e.exerciseId === item.exerciseId)
      .flatMap((e) => e.sets)
      .filter((s) => s.done && s.kind !== 'warmup').length;
    const planned = routinePlan(item).filter((s) => s.kind !== 'warmup').length;
    if (done > 0 && done !== planned) differences.push({ exerciseName: item.exerciseName, planned, done });
  }
  const only = differences.length === 1 ? differences[0] : undefined;
  const saved = save.isSuccess;
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--ffm-tint)">
      {differences.length === 0 ? (
        <Text fz={15} mb="sm">
          이번에 든 무게와 횟수로 루틴의 운동량을 바꿀까요?
        </Text>
      ) : (
        <Stack gap={6} mb="sm">
          <Text fz={15}>
            {only
              ? `무게·횟수를 이번 기록으로 바꾸고, 세트 수는 계획대로 ${only.planned}세트를 유지해요.`
              : '무게·횟수를 이번 기록으로 바꾸고, 세트 수는 계획대로 유지해요.'}
          </Text>
          <Stack component="ul" gap={2} m={0} pl={18} aria-label="계획과 다른 세트 수">
            {differences.map((d) => (
              <Text component="li" key={d.exerciseName} fz={14} c="dimmed">
                {`${d.exerciseName}: 계획 ${d.planned}세트 중 ${d.done}세트 했어요`}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
      <Stack gap="xs">
        <Button fullWidth loading={save.isPending && save.variables === 'planned'} disabled={saved || save.isPending} onClick={() => save.mutate('planned')}>
          {saved ? '루틴에 저장했어요' : '이번 기록을 루틴에 저장'}
        </Button>
        {differences.length > 0 && !saved && (
          <Button
            fullWidth
            variant="default"
            loading={save.isPending && save.variables === 'done'}
            disabled={save.isPending}
            onClick={() => save.mutate('done')}
          >
            한 세트 수로 저장
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
