import { LineChart } from '@mantine/charts';
import { ActionIcon, Button, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { koreaDate } from '../../../../server/common/korea-time.shared';
import { BodyRecordInputSchema } from '../../../../server/features/auth/auth.shared';
import { useSchemaForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { trpc, trpcClient } from '../../../lib/trpc';
import { viaOutbox } from '../../../offline/outbox/member-writes';
import { dayLabel, shortDay } from '../../training/format';
import { MypageNav } from '../../training/mypage-nav';
import { ChartBlock } from '../../training/progress/chart-block';
import { ConfirmDialog } from '../../training/session/session-dialogs';
import { BALANCE_SCALE, BalanceControl, balanceLabel } from '../signup/balance-control';
import { UnitInput } from '../signup/unit-input';
import '../../../ui/screen-styles';

type BodyRecord = Awaited<ReturnType<typeof trpcClient.user.bodyData.list.query>>[number];

/** Pages of 12, newest first; the trend reads up to 10 of them (120 measurements), oldest first. */
export const bodyTrendQuery = {
  queryKey: [['user', 'bodyDataTrend']],
  queryFn: async (): Promise<BodyRecord[]> => {
    const all: BodyRecord[] = [];
    for (let page = 1; page <= 10; page++) {
      const rows = await trpcClient.user.bodyData.list.query({ page });
      all.push(...rows);
      if (rows.length < 12) break;
    }
    return all.reverse();
  },
};

const numberFromText = (value: unknown) => (typeof value === 'string' && value !== '' ? Number(value) : undefined);
const FormSchema = z.preprocess(
  (v: Record<string, unknown>) => ({
    ...v,
    height: numberFromText(v.height),
    weight: numberFromText(v.weight),
    bodyFat: numberFromText(v.bodyFat),
    muscleMass: numberFromText(v.muscleMass),
  }),
  BodyRecordInputSchema,
);
type FormValues = { date: string; height: string; weight: string; bodyFat: string; muscleMass: string; upDownBalance: number };

/** 몸 기록: measurements over time (the sign-up's are the first), and a new one. */
export function BodyPage() {
  const { data: records } = useSuspenseQuery(bodyTrendQuery);
  const last = records.at(-1);
  return (
    <Container size="sm" py={{ base: 28, sm: 48 }}>
      <Title order={1} fz={{ base: 28, sm: 34 }} mb={{ base: 20, sm: 28 }} style={{ letterSpacing: '-0.02em' }}>
        몸 기록
      </Title>
      <MypageNav current="/mypage/body" />
      <ChartBlock
        title="몸 변화"
        summary={
          last
            ? `${records.length}번 기록했어요. 최근 ${dayLabel(last.date)}: 몸무게 ${last.weight}kg, 골격근량 ${last.muscleMass}kg, 체지방량 ${last.bodyFat}kg`
            : '기록이 없어요'
        }
        chart={
          <LineChart
            h={240}
            data={records.map((r) => ({ ...r, day: shortDay(r.date) }))}
            dataKey="day"
            series={[
              { name: 'weight', label: '몸무게', color: 'var(--ffm-chart-1)' },
              { name: 'muscleMass', label: '골격근량', color: 'var(--ffm-chart-2)' },
              { name: 'bodyFat', label: '체지방량', color: 'var(--ffm-chart-3)' },
            ]}
            withLegend
            unit="kg"
            yAxisProps={{ width: 48 }}
            tickLine="none"
            accessibilityLayer={false}
          />
        }
        caption={`날짜별 몸무게, 골격근량, 체지방량, 상하체 밸런스 (${BALANCE_SCALE})`}
        columns={[
          { header: '날짜', cell: (r: BodyRecord) => dayLabel(r.date, true) },
          { header: '몸무게', cell: (r: BodyRecord) => `${r.weight}kg` },
          { header: '골격근량', cell: (r: BodyRecord) => `${r.muscleMass}kg` },
          { header: '체지방량', cell: (r: BodyRecord) => `${r.bodyFat}kg` },
          { header: '상하체 밸런스', cell: (r: BodyRecord) => balanceLabel(r.upDownBalance) },
        ]}
        rows={[...records].reverse()}
        rowKey={(r) => String(r.bodyDataId)}
      />
      <BodyForm last={last} />
      <RecordList records={records} />
    </Container>
  );
}

function BodyForm({ last }: { last: BodyRecord | undefined }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<FormValues>(FormSchema, {
    date: koreaDate(Date.now()),
    height: last ? String(last.height) : '',
    weight: last ? String(last.weight) : '',
    bodyFat: last ? String(last.bodyFat) : '',
    muscleMass: last ? String(last.muscleMass) : '',
    upDownBalance: last?.upDownBalance ?? 5,
  });
  const save = useMutation(
    viaOutbox(
      'user.bodyData.save',
      trpc.user.bodyData.save.mutationOptions({
        onSuccess: async () => {
          toast.success('몸 기록을 저장했어요');
          await Promise.all([queryClient.invalidateQueries({ queryKey: [['user']] }), queryClient.invalidateQueries(trpc.user.summary.queryFilter())]);
        },
        onError: (error) => toast.apiError(error, '몸 기록을 저장하지 못했어요'),
      }),
    ),
  );
  const submit = form.onSubmit((v) =>
    save.mutate({
      date: v.date,
      height: Number(v.height),
      weight: Number(v.weight),
      bodyFat: Number(v.bodyFat),
      muscleMass: Number(v.muscleMass),
      upDownBalance: v.upDownBalance,
    }),
  );
  const field = (path: 'height' | 'weight' | 'bodyFat' | 'muscleMass') => {
    const { onChange: _ignored, ...props } = form.getInputProps(path);
    return { ...props, value: form.values[path], onChange: (v: string) => form.setFieldValue(path, v) };
  };
  return (
    <Paper withBorder radius="lg" p="md" mt="xl" component="section" aria-labelledby="body-form-title">
      <Title order={2} fz={18} id="body-form-title" mb={4}>
        새 기록 추가
      </Title>
      <Text fz={14} c="dimmed" mb="md">
        같은 날짜에 다시 저장하면 그날 기록을 바꿔요.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput type="date" label="날짜" max={koreaDate(Date.now())} {...form.getInputProps('date')} />
          <SimpleGrid cols={2} spacing="sm">
            <UnitInput label="몸무게" unit="kg" maxDigits={3} decimals={1} {...field('weight')} />
            <UnitInput label="키" unit="cm" maxDigits={3} decimals={1} {...field('height')} />
            <UnitInput label="골격근량" unit="kg" maxDigits={2} decimals={1} {...field('muscleMass')} />
            <UnitInput label="체지방량" unit="kg" maxDigits={2} decimals={1} {...field('bodyFat')} />
          </SimpleGrid>
          <div>
            <Text fw={700} fz={15} mb={6}>
              상하체 밸런스
            </Text>
            <BalanceControl value={form.values.upDownBalance} onChange={(v) => form.setFieldValue('upDownBalance', v)} />
          </div>
          <Button type="submit" size="md" loading={save.isPending} disabled={!form.isValid()}>
            저장
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

const PAGE = 12;

/** The records newest first, each with its delete (asked first); 12 at a time. */
function RecordList({ records }: { records: BodyRecord[] }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(PAGE);
  const [deleting, setDeleting] = useState<BodyRecord | null>(null);
  const newestFirst = [...records].reverse();
  const remove = useMutation(
    viaOutbox(
      'user.bodyData.delete',
      trpc.user.bodyData.delete.mutationOptions({
        onSuccess: async () => {
          setDeleting(null);
          toast.success('몸 기록을 삭제했어요');
          await Promise.all([queryClient.invalidateQueries({ queryKey: [['user']] }), queryClient.invalidateQueries(trpc.user.summary.queryFilter())]);
        },
        onError: (error) => {
          setDeleting(null);
          toast.apiError(error, '몸 기록을 삭제하지 못했어요');
        },
      }),
    ),
  );
  if (records.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" mt="xl" component="section" aria-labelledby="body-list-title">
      <Title order={2} fz={18} id="body-list-title" mb={4}>
        기록 목록
      </Title>
      <Text fz={14} c="dimmed" mb="sm">
        {BALANCE_SCALE}
      </Text>
      <Stack component="ul" gap={0} aria-labelledby="body-list-title" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {newestFirst.slice(0, shown).map((r) => (
          <Group
            component="li"
            key={r.bodyDataId}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            py={8}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <div style={{ minWidth: 0 }}>
              <Text fw={700} fz={15}>
                {dayLabel(r.date, true)}
              </Text>
              <Text fz={14}>
                몸무게 {r.weight}kg · 키 {r.height}cm
              </Text>
              <Text fz={14}>
                골격근량 {r.muscleMass}kg · 체지방량 {r.bodyFat}kg
              </Text>
              <Text fz={14}>상하체 밸런스 {balanceLabel(r.upDownBalance)}</Text>
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              c="var(--ffm-danger-text)"
              size={44}
              radius="xl"
              aria-label={`${dayLabel(r.date, true)} 기록 삭제`}
              onClick={() => setDeleting(r)}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      {newestFirst.length > shown && (
        <Button variant="default" size="md" fullWidth mt="sm" onClick={() => setShown((n) => n + PAGE)}>
          더 보기
        </Button>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="몸 기록 삭제"
        message={`${deleting ? dayLabel(deleting.date, true) : ''} 몸 기록을 삭제할까요?${records.length === 1 ? ' 마지막 기록이라, 새 기록을 추가할 때까지 운동 추천을 받을 수 없어요.' : ''}`}
        confirmLabel="삭제"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.bodyDataId })}
      />
    </Paper>
  );
}
