// '루틴으로 저장' (docs/product.md §11, the recommendation flow): the whole session as a new routine in one tap,
// through the outbox so it also works with no signal. Five routines already: the member picks one to replace.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmarkPlus, IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ROUTINE_MSG, ROUTINE_NAME_MAX } from '../../../server/features/routines/routines.shared';
import { readApiError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { viaOutbox } from '../../offline/outbox/member-writes';

/** The parts joined ('가슴·삼두') when that fits a routine name, else '추천 루틴'. */
function suggestedName(parts: readonly string[]): string {
  const joined = parts.join('·');
  return joined.length > 0 && [...joined].length <= ROUTINE_NAME_MAX ? joined : '추천 루틴';
}

export function SaveAsRoutine({ recommendationId, parts }: { recommendationId: number; parts: readonly string[] }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(() => suggestedName(parts));
  const [full, setFull] = useState(false);
  const [saved, setSaved] = useState(false);
  const [offline, setOffline] = useState(false);
  const routines = useQuery({ ...trpc.routines.list.queryOptions(), enabled: full });
  const save = useMutation(
    viaOutbox(
      'routines.saveRecommendation',
      trpc.routines.saveRecommendation.mutationOptions({
        onSuccess: async () => {
          setFull(false);
          setSaved(true);
          toast.success('루틴으로 저장했어요');
          await queryClient.invalidateQueries(trpc.routines.pathFilter());
        },
        onError: (error) => {
          if (readApiError(error).appCode === 'ROUTINE_LIMIT') setFull(true);
          else toast.apiError(error, '루틴으로 저장하지 못했어요');
        },
      }),
    ),
  );
  const submit = (replaceRoutineId?: number) => {
    setOffline(!navigator.onLine);
    save.mutate({ recommendationId, name: name.trim(), ...(replaceRoutineId === undefined ? {} : { replaceRoutineId }) });
  };

  if (saved) {
    return (
      <Group gap="sm" mt="lg">
        <Text fw={700} c="var(--ffm-brand-text)">
          <IconCheck size={18} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> '{name.trim()}' 루틴으로 저장했어요
        </Text>
        <Button component={Link} to="/mypage" variant="light" radius="xl">
          내 루틴 보기
        </Button>
      </Group>
    );
  }
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group gap="sm" mt="lg" align="flex-end" wrap="nowrap">
          <TextInput
            label="루틴 이름"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={ROUTINE_NAME_MAX}
            required
            style={{ flex: 1, maxWidth: 220 }}
          />
          <Button type="submit" radius="xl" leftSection={<IconBookmarkPlus size={18} />} loading={save.isPending} disabled={name.trim() === ''}>
            루틴으로 저장
          </Button>
        </Group>
        {save.isPending && offline && (
          <Text fz={14} c="dimmed" mt={6} role="status">
            연결되면 루틴으로 저장할게요
          </Text>
        )}
      </form>
      <Modal opened={full} onClose={() => setFull(false)} title={ROUTINE_MSG.limit} centered>
        <Stack gap="sm">
          <Text fz={15}>이 추천으로 바꿀 루틴을 골라 주세요. 고른 루틴의 운동은 지워져요.</Text>
          {routines.data?.map((r) => (
            <Button key={r.routineId} variant="default" radius="md" justify="space-between" loading={save.isPending} onClick={() => submit(r.routineId)}>
              '{r.routineName}' 대신 저장
            </Button>
          ))}
          <Button variant="subtle" onClick={() => setFull(false)}>
            취소
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
