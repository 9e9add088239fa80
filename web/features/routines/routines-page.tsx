import { Button, Container, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconListCheck, IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { Routine } from '../../../server/features/routines/routines.shared';
import { trpc } from '../../lib/trpc';
import { MypageNav } from '../training/mypage-nav';
import { MemberHeader } from './member-header';
import { CreateRoutineDialog, DeleteRoutineDialog, RenameRoutineDialog } from './routine-dialogs';
import { RoutineEditor } from './routine-editor';
import { RoutineTabs } from './routine-tabs';
import classes from './routines.module.css';
import '../../ui/screen-styles';

const route = getRouteApi('/mypage/');

/** docs/product.md §2 my routines: member summary, one tab per routine, the selected routine's exercises. */
export function RoutinesPage() {
  const { routine: wanted } = route.useSearch();
  const navigate = route.useNavigate();
  const { data: info } = useSuspenseQuery(trpc.user.summary.queryOptions());
  const { data: routines } = useSuspenseQuery(trpc.routines.list.queryOptions());
  const [editMode, setEditing] = useState(false);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Routine | null>(null);
  const [deleting, setDeleting] = useState<Routine | null>(null);

  const selected = routines.find((r) => r.routineId === wanted) ?? routines[0];
  const select = (routineId: number | undefined) => void navigate({ search: { routine: routineId }, replace: true });
  // Deleting the last routine ends edit mode: there is nothing left to edit.
  const editing = editMode && routines.length > 0;

  return (
    <Container size="lg" py={{ base: 28, sm: 48 }}>
      <Title order={1} fz={{ base: 28, sm: 34 }} mb={{ base: 20, sm: 28 }} style={{ letterSpacing: '-0.02em' }}>
        나의 루틴
      </Title>
      <MypageNav current="/mypage" />
      <div className={classes.layout}>
        <div className={classes.aside}>
          <MemberHeader info={info} routineCount={routines.length} />
        </div>

        {!selected ? (
          <NoRoutines onCreate={() => setCreating(true)} />
        ) : (
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Title order={2} fz={20}>
                {editing ? '루틴 편집' : '내 루틴'}
              </Title>
              <Button
                variant={editing ? 'filled' : 'subtle'}
                size="compact-md"
                leftSection={editing ? <IconCheck size={16} /> : undefined}
                onClick={() => setEditing((e) => !e)}
              >
                {editing ? '완료' : '편집'}
              </Button>
            </Group>
            {editing ? (
              <>
                <Text fz={14} c="dimmed">
                  손잡이를 끌어 순서를 바꾸고, 이름을 바꾸거나 삭제할 수 있어요.
                </Text>
                <RoutineEditor routines={routines} onRename={setRenaming} onDelete={setDeleting} />
              </>
            ) : (
              <RoutineTabs routines={routines} selected={selected} onSelect={select} onCreate={() => setCreating(true)} />
            )}
          </Stack>
        )}
      </div>

      <CreateRoutineDialog
        opened={creating}
        onClose={() => setCreating(false)}
        routineCount={routines.length}
        onCreated={(r) => {
          setCreating(false);
          select(r.routineId);
        }}
      />
      <RenameRoutineDialog routine={renaming} onClose={() => setRenaming(null)} />
      <DeleteRoutineDialog
        routine={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          setDeleting(null);
          if (id === selected?.routineId) select(undefined);
        }}
      />
    </Container>
  );
}

function NoRoutines({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState
      className={classes.emptyCard}
      py={56}
      variant="light"
      icon={<IconListCheck size={30} />}
      title="아직 추가된 루틴이 없어요"
      description="나만의 운동 루틴을 만들어 보세요"
    >
      <EmptyState.Actions>
        <Button size="md" radius="xl" leftSection={<IconPlus size={18} />} onClick={onCreate}>
          추가하기
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
