import { BarChart, LineChart } from '@mantine/charts';
import { Button, Container, EmptyState, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartLine, IconTrophy } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PersonalRecord } from '../../../../server/features/training/common/training.shared';
import type { BodyPartWeek, ExercisePoint, ExerciseProgress } from '../../../../server/features/training/progress/progress.shared';
import { trpc } from '../../../lib/trpc';
import { cardioTime, dayLabel, formatCardio, formatSet, kg, km, RECORD_KIND_LABEL, recordValue, shortDay } from '../format';
import { MypageNav } from '../mypage-nav';
import { ChartBlock } from './chart-block';
import classes from './progress.module.css';
import '../../../ui/screen-styles';

const route = getRouteApi('/mypage/progress');

const PART_COLORS = ['brand.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'lime.7', 'pink.6', 'indigo.6', 'yellow.7'];
const kgFormat = (v: number) => kg(Math.round(v * 10) / 10);

/** 성장: one exercise over time, body parts week by week, personal records. */
export function ProgressPage() {
  const { exercise } = route.useSearch();
  const navigate = route.useNavigate();
  const { data: trained } = useSuspenseQuery(trpc.training.progress.exercises.queryOptions());
  const selected = trained.find((t) => t.exerciseId === exercise) ?? trained[0];
  return (
    <Container size="sm" py={{ base: 28, sm: 48 }}>
      <Title order={1} fz={{ base: 28, sm: 34 }} mb={{ base: 20, sm: 28 }} style={{ letterSpacing: '-0.02em' }}>
        성장
      </Title>
      <MypageNav current="/mypage/progress" />
      {!selected ? (
        <EmptyState
          variant="light"
          icon={<IconChartLine size={30} />}
          title="아직 기록이 없어요"
          description="운동을 끝내면 운동별 기록과 부위별 운동량이 여기에 쌓여요."
        >
          <EmptyState.Actions>
            <Button component={Link} to="/mypage/history" radius="xl">
              운동 기록으로
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
          <NativeSelect
            label="운동"
            size="md"
            value={String(selected.exerciseId)}
            data={trained.map((t) => ({ value: String(t.exerciseId), label: `${t.exerciseName} (${t.sessions}회)` }))}
            onChange={(e) => void navigate({ search: { exercise: Number(e.currentTarget.value) }, replace: true })}
          />
          <ExerciseCharts exerciseId={selected.exerciseId} />
          <BodyParts />
          <Records />
        </>
      )}
    </Container>
  );
}

function ExerciseCharts({ exerciseId }: { exerciseId: number }) {
  const { data } = useQuery(trpc.training.progress.exercise.queryOptions({ exerciseId }));
  if (!data) return <Paper withBorder radius="lg" h={320} mt="lg" />;
  if (data.measure === 'cardio') return <CardioCharts data={data} />;
  const points = data.points.map((p) => ({ ...p, day: shortDay(p.date), best: p.bestSet.weight }));
  const last = data.points.at(-1);
  const timed = points.every((p) => p.e1rm === null && p.bestSet.seconds !== null);
  const columns = [
    { header: '날짜', cell: (p: ExercisePoint) => dayLabel(p.date) },
    { header: '추정 1RM', cell: (p: ExercisePoint) => (p.e1rm === null ? '—' : kgFormat(p.e1rm)) },
    { header: '최고 세트', cell: (p: ExercisePoint) => formatSet(p.bestSet, timed ? '초' : '회') },
    { header: '볼륨', cell: (p: ExercisePoint) => kg(p.volume) },
  ];
  return (
    <>
      <ChartBlock
        title={`${data.exerciseName} 기록`}
        summary={
          last
            ? `${data.points.length}번 기록했어요. 마지막 ${dayLabel(last.date)}: 최고 세트 ${formatSet(last.bestSet, timed ? '초' : '회')}${last.e1rm === null ? '' : `, 추정 1RM ${kgFormat(last.e1rm)}`}`
            : '기록이 없어요'
        }
        chart={
          <LineChart
            h={220}
            data={points}
            dataKey="day"
            series={[
              { name: 'e1rm', label: '추정 1RM', color: 'var(--ffm-chart-1)' },
              { name: 'best', label: '최고 무게', color: 'var(--ffm-chart-2)' },
            ]}
            curveType="linear"
            connectNulls
            withLegend
            valueFormatter={kgFormat}
            yAxisProps={{ width: 44 }}
            tickLine="none"
            accessibilityLayer={false}
          />
        }
        caption={`${data.exerciseName} 날짜별 추정 1RM, 최고 세트, 볼륨`}
        columns={columns}
        rows={data.points}
        rowKey={(p) => String(p.sessionId)}
      />
      <section className={classes.block} aria-label={`${data.exerciseName} 볼륨`}>
        <Title order={3} fz={16} mb="xs">
          볼륨 (무게 × 횟수)
        </Title>
        <div aria-hidden>
          <BarChart
            h={180}
            data={points}
            dataKey="day"
            series={[{ name: 'volume', label: '볼륨', color: 'var(--ffm-chart-1)' }]}
            valueFormatter={kgFormat}
            yAxisProps={{ width: 52 }}
            tickLine="none"
            accessibilityLayer={false}
          />
        </div>
        <Text fz={13} c="dimmed">
          날짜별 볼륨은 위의 '표로 보기'에서 숫자로 볼 수 있어요.
        </Text>
      </section>
    </>
  );
}

const minutesOf = (seconds: number) => Math.round(seconds / 6) / 10;
const kmOf = (metres: number) => Math.round(metres / 10) / 100;

/** Cardio (ADR 025): minutes and km per day instead of kg; no 1RM, no volume. */
function CardioCharts({ data }: { data: ExerciseProgress }) {
  const points = data.points.map((p) => ({ ...p, day: shortDay(p.date), minutes: minutesOf(p.seconds), km: kmOf(p.distanceM) }));
  const last = data.points.at(-1);
  const totalSeconds = data.points.reduce((n, p) => n + p.seconds, 0);
  const totalMetres = data.points.reduce((n, p) => n + p.distanceM, 0);
  const day = (p: ExercisePoint) => formatCardio({ seconds: p.seconds, distanceM: p.distanceM });
  return (
    <ChartBlock
      title={`${data.exerciseName} 기록`}
      summary={
        last
          ? `${data.points.length}번 기록했어요. 모두 ${formatCardio({ seconds: totalSeconds, distanceM: totalMetres })}. 마지막 ${dayLabel(last.date)}: ${day(last)}`
          : '기록이 없어요'
      }
      chart={
        <BarChart
          h={220}
          data={points}
          dataKey="day"
          series={[
            { name: 'minutes', label: '시간 (분)', color: 'var(--ffm-chart-1)' },
            { name: 'km', label: '거리 (km)', color: 'var(--ffm-chart-2)' },
          ]}
          withLegend
          yAxisProps={{ width: 44 }}
          tickLine="none"
          accessibilityLayer={false}
        />
      }
      caption={`${data.exerciseName} 날짜별 시간과 거리`}
      columns={[
        { header: '날짜', cell: (p: ExercisePoint) => dayLabel(p.date) },
        { header: '시간', cell: (p: ExercisePoint) => cardioTime(p.seconds) },
        { header: '거리', cell: (p: ExercisePoint) => (p.distanceM > 0 ? km(p.distanceM) : '—') },
      ]}
      rows={data.points}
      rowKey={(p) => String(p.sessionId)}
    />
  );
}

type WeekRow = { week: string; day: string } & Record<string, number | string>;

function pivot(weeks: BodyPartWeek[], metric: 'sets' | 'volume') {
  // Only the parts trained in these weeks (the answer may list every part, with zeros).
  const parts = [...new Set(weeks.filter((w) => w.sets > 0).map((w) => w.bodyPartName))];
  const rows = new Map<string, WeekRow>();
  for (const w of [...weeks].sort((a, b) => a.weekStart.localeCompare(b.weekStart))) {
    const row = rows.get(w.weekStart) ?? ({ week: w.weekStart, day: shortDay(w.weekStart) } as WeekRow);
    if (parts.includes(w.bodyPartName)) row[w.bodyPartName] = w[metric];
    rows.set(w.weekStart, row);
  }
  for (const row of rows.values()) for (const p of parts) row[p] ??= 0;
  return { parts, rows: [...rows.values()] };
}

function BodyParts() {
  const { data: weeks } = useSuspenseQuery(trpc.training.progress.bodyParts.queryOptions());
  const [metric, setMetric] = useState<'sets' | 'volume'>('sets');
  const { parts, rows } = pivot(weeks, metric);
  const unit = (v: number) => (metric === 'sets' ? `${v}세트` : kg(v));
  const totals = parts.map((p) => ({ part: p, total: rows.reduce((n, r) => n + Number(r[p] ?? 0), 0) })).sort((a, b) => b.total - a.total);
  return (
    <ChartBlock
      title="부위별 주간 운동량 (12주)"
      summary={totals.length > 0 ? `12주 동안 ${totals.map((t) => `${t.part} ${unit(t.total)}`).join(', ')}` : '최근 12주 기록이 없어요'}
      actions={
        <div className={classes.toggles}>
          {(['sets', 'volume'] as const).map((m) => (
            <Button
              key={m}
              size="compact-md"
              radius="xl"
              variant={metric === m ? 'filled' : 'default'}
              aria-pressed={metric === m}
              onClick={() => setMetric(m)}
            >
              {m === 'sets' ? '세트 수' : '볼륨'}
            </Button>
          ))}
        </div>
      }
      chart={
        <BarChart
          h={240}
          data={rows}
          dataKey="day"
          type="stacked"
          series={parts.map((p, i) => ({ name: p, color: PART_COLORS[i % PART_COLORS.length]! }))}
          withLegend
          valueFormatter={unit}
          yAxisProps={{ width: 48, allowDecimals: false }}
          tickLine="none"
          accessibilityLayer={false}
        />
      }
      caption={`주별 부위 ${metric === 'sets' ? '세트 수' : '볼륨'} (주 시작일 기준)`}
      columns={[
        { header: '주', cell: (r: WeekRow) => `${shortDay(r.week)} 주` },
        ...parts.map((p) => ({ header: p, cell: (r: WeekRow) => unit(Number(r[p] ?? 0)) })),
      ]}
      rows={rows}
      rowKey={(r) => r.week}
    />
  );
}

function Records() {
  const { data: records } = useSuspenseQuery(trpc.training.progress.records.queryOptions());
  const byExercise = new Map<string, PersonalRecord[]>();
  for (const r of records) byExercise.set(r.exerciseName, [...(byExercise.get(r.exerciseName) ?? []), r]);
  return (
    <section className={classes.block} aria-labelledby="records-title">
      <Title order={2} fz={18} id="records-title" mb="sm">
        개인 기록
      </Title>
      {records.length === 0 ? (
        <Text c="dimmed">아직 개인 기록이 없어요.</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {[...byExercise].map(([name, list]) => (
            <li key={name}>
              <Group gap={6} mb={4}>
                <IconTrophy size={18} color="var(--mantine-color-yellow-8)" aria-hidden />
                <Text fw={700}>{name}</Text>
              </Group>
              <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 2 }}>
                {list.map((r) => (
                  <div key={r.kind} style={{ display: 'contents' }}>
                    <Text component="dt" fz={14} c="dimmed">
                      {RECORD_KIND_LABEL[r.kind]}
                    </Text>
                    <Text component="dd" fz={14} m={0}>
                      <b>{recordValue(r.kind, r.value)}</b> · {dayLabel(r.date)}
                    </Text>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
