import { Button, Center, Container, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { koreaDate, koreaMonth } from '../../../../server/common/korea-time.shared';
import type { HistoryItem } from '../../../../server/features/training/history/history.shared';
import { trpc } from '../../../lib/trpc';
import { dayLabel, duration, kg } from '../format';
import { MypageNav } from '../mypage-nav';
import { useStartSession } from '../use-start-session';
import { TrainingCalendar } from './calendar';
import classes from './history.module.css';
import '../../../ui/screen-styles';

const route = getRouteApi('/mypage/history/');

/** 기록: the month's calendar, the month's workouts, and the way to start an empty one. */
export function HistoryPage() {
  const navigate = route.useNavigate();
  const { month: wanted } = route.useSearch();
  const today = koreaDate(Date.now());
  const month = wanted ?? koreaMonth(Date.now());
  const [day, setDay] = useState<string | null>(null);
  const { data: calendar } = useSuspenseQuery(trpc.training.history.calendar.queryOptions({ month }));
  const { start, isPending } = useStartSession();

  return (
    <Container size="sm" py={{ base: 28, sm: 48 }}>
      <Title order={1} fz={{ base: 28, sm: 34 }} mb={{ base: 20, sm: 28 }} style={{ letterSpacing: '-0.02em' }}>
        운동 기록
      </Title>
      <MypageNav current="/mypage/history" />
      {/* One column on a phone: side by side, '가져오기·내보내기' was cut off at 390 and 360 px. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mb="lg">
        <Button size="md" radius="xl" leftSection={<IconPlayerPlay size={18} />} loading={isPending} onClick={() => start({ kind: 'empty' })}>
          빈 운동 시작
        </Button>
        <Button component={Link} to="/mypage/data" size="md" radius="xl" variant="default" leftSection={<IconFileImport size={18} />}>
          가져오기·내보내기
        </Button>
      </SimpleGrid>
      <TrainingCalendar
        month={month}
        days={calendar.days}
        today={today}
        selected={day}
        onMonth={(m) => {
          setDay(null);
          void navigate({ search: { month: m }, replace: true });
        }}
        onSelect={setDay}
      />
      <HistoryList key={month} month={month} day={day} onShowAll={() => setDay(null)} />
    </Container>
  );
}

function HistoryList({ month, day, onShowAll }: { month: string; day: string | null; onShowAll: () => void }) {
  const [page, setPage] = useState(1);
  const { data } = useQuery(trpc.training.history.list.queryOptions({ month, page }));
  if (!data) return <Skeleton height={120} radius="lg" mt="lg" />;
  const items = day ? data.items.filter((i) => i.date === day) : data.items;
  const pages = Math.ceil(data.total / data.pageSize);
  return (
    <section aria-labelledby="history-list-title">
      <Group justify="space-between" mt="xl" mb="sm">
        <Title order={2} fz={20} id="history-list-title">
          {day ? `${dayLabel(day)} 운동` : `이달의 운동 ${data.total}회`}
        </Title>
        {day && (
          <Button variant="subtle" size="compact-md" onClick={onShowAll}>
            이달 전체 보기
          </Button>
        )}
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">이 달에는 운동 기록이 없어요.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="운동 기록 목록">
          {items.map((item) => (
            <li key={item.sessionId}>
              <HistoryCard item={item} />
            </li>
          ))}
        </Stack>
      )}
      {!day && pages > 1 && (
        <Center component="nav" aria-label="기록 페이지" mt="md">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            radius="xl"
            getControlProps={(control) => ({ 'aria-label': control === 'previous' ? '이전 페이지' : '다음 페이지' })}
            getItemProps={(p) => ({ 'aria-label': `${p} 페이지` })}
          />
        </Center>
      )}
    </section>
  );
}

function HistoryCard({ item }: { item: HistoryItem }) {
  return (
    <Link to="/mypage/history/$sessionId" params={{ sessionId: item.sessionId }} className={classes.item}>
      <Text fz={13} c="dimmed">
        {dayLabel(item.date)}
      </Text>
      <Text component="h3" fz={17} fw={700} m={0}>
        {item.name}
      </Text>
      <Text fz={14} mt={2}>
        {duration(item.durationSeconds)} · {kg(item.totalVolume)} · {item.sets}세트
      </Text>
      <Text fz={13} c="dimmed" lineClamp={1}>
        {item.exerciseNames.join(', ')}
      </Text>
    </Link>
  );
}
