import { Alert, Button, Container, FileButton, Group, Modal, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExerciseSummary } from '../../../../server/features/catalogue/catalogue.shared';
import { type ImportChunk, splitFileForImport } from '../../../../server/features/training/transfer/import-chunks.shared';
import type { ImportPreview } from '../../../../server/features/training/transfer/transfer.shared';
import { readApiError } from '../../../lib/errors';
import { trpcClient } from '../../../lib/trpc';
import { ExercisePicker } from '../exercise-picker';
import { MypageNav } from '../mypage-nav';
import { DataSection } from './data-section';
import { ExportSection } from './export-section';
import '../../../ui/screen-styles';

type Name = ImportPreview['names'][number];
/** What each name of the file becomes: a catalogue id, or null (its sets are skipped). */
type Mapping = Record<string, number | null>;
type Picked = Record<string, { exerciseId: number; koreanName: string }>;

type Loaded = {
  fileName: string;
  chunks: ImportChunk[];
  format: ImportPreview['format'];
  sessions: number;
  sets: number;
  names: Name[];
  warnings: string[];
};
type Result = { added: number; skippedDuplicates: number; skippedSets: number };

const SKIP = 'skip';
const FORMAT_LABEL: Record<ImportPreview['format'], string> = { strong: 'Strong', hevy: 'Hevy', fitforme: '핏포미' };

/** The message the server gave (a malformed line names its line), else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  const info = readApiError(error);
  if (info.responded && info.message) return info.message;
  return error instanceof Error && !('data' in error) && error.message ? error.message : fallback;
}

/** The previews of every chunk as one: counts summed, names merged by name (first suggestion kept). */
function mergePreviews(previews: ImportPreview[]): Omit<Loaded, 'fileName' | 'chunks'> {
  const names = new Map<string, Name>();
  for (const p of previews) {
    for (const n of p.names) {
      const seen = names.get(n.name);
      names.set(n.name, seen ? { ...seen, sets: seen.sets + n.sets } : n);
    }
  }
  return {
    format: previews[0]?.format ?? 'strong',
    sessions: previews.reduce((sum, p) => sum + p.sessions, 0),
    sets: previews.reduce((sum, p) => sum + p.sets, 0),
    names: [...names.values()],
    warnings: previews.flatMap((p) => p.warnings),
  };
}

/** 데이터: every finished workout out as CSV (Strong's or Hevy's columns) or JSON; a Strong or Hevy export, or our JSON, in. */
export function DataPage() {
  return (
    <Container size="sm" py={{ base: 28, sm: 48 }}>
      <Title order={1} fz={{ base: 28, sm: 34 }} mb={{ base: 20, sm: 28 }} style={{ letterSpacing: '-0.02em' }}>
        기록 가져오기·내보내기
      </Title>
      <MypageNav current="/mypage/history" />
      <Stack gap="xl">
        <ExportSection />
        <ImportSection />
      </Stack>
    </Container>
  );
}

function ImportSection() {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [picked, setPicked] = useState<Picked>({});
  const [picking, setPicking] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setLoaded(null);
    setMapping({});
    setPicked({});
    setResult(null);
    setError(null);
    setProgress(null);
  };

  const read = async (file: File | null) => {
    if (!file) return;
    reset();
    try {
      const chunks = splitFileForImport(await file.text());
      if (chunks.length === 0) throw new Error('빈 파일이에요');
      setProgress({ done: 0, total: chunks.length });
      const previews: ImportPreview[] = [];
      for (const [i, chunk] of chunks.entries()) {
        previews.push(await trpcClient.training.transfer.importPreview.mutate(chunk));
        setProgress({ done: i + 1, total: chunks.length });
      }
      const merged = mergePreviews(previews);
      setLoaded({ fileName: file.name, chunks, ...merged });
      setMapping(Object.fromEntries(merged.names.map((n) => [n.name, n.exerciseId])));
    } catch (e) {
      setError(messageOf(e, '파일을 읽지 못했어요'));
    } finally {
      setProgress(null);
    }
  };

  const commit = async () => {
    if (!loaded) return;
    setError(null);
    const total = { added: 0, skippedDuplicates: 0, skippedSets: 0 };
    try {
      setProgress({ done: 0, total: loaded.chunks.length });
      for (const [i, chunk] of loaded.chunks.entries()) {
        const r = await trpcClient.training.transfer.importCommit.mutate({ ...chunk, mapping });
        total.added += r.added;
        total.skippedDuplicates += r.skippedDuplicates;
        total.skippedSets += r.skippedSets;
        setProgress({ done: i + 1, total: loaded.chunks.length });
      }
      setResult(total);
      setLoaded(null);
      await queryClient.invalidateQueries({ queryKey: [['training']] });
    } catch (e) {
      // Chunks already stored stay (importing the file again skips them).
      if (total.added > 0) setResult(total);
      setError(messageOf(e, '기록을 가져오지 못했어요'));
    } finally {
      setProgress(null);
    }
  };

  const choose = (name: string, value: string) => {
    if (value === SKIP) setMapping((m) => ({ ...m, [name]: null }));
    else if (value === 'search') setPicking(name);
    else setMapping((m) => ({ ...m, [name]: Number(value) }));
  };
  const pick = (w: ExerciseSummary) => {
    if (picking === null) return;
    setPicked((p) => ({ ...p, [picking]: { exerciseId: w.id, koreanName: w.koreanName } }));
    setMapping((m) => ({ ...m, [picking]: w.id }));
    setPicking(null);
  };

  return (
    <DataSection
      id="import-title"
      title="가져오기"
      intro="Strong이나 Hevy에서 내보낸 CSV 파일, 또는 핏포미에서 내보낸 파일을 골라 주세요. 같은 파일이나 이미 있는 운동을 다시 가져와도 기록이 두 번 생기지 않아요."
    >
      <Stack gap="md">
        <FileButton onChange={(f) => void read(f)} accept=".csv,text/csv,.json,application/json" inputProps={{ 'aria-label': '가져올 파일 (CSV 또는 JSON)' }}>
          {(props) => (
            <Button {...props} size="md" variant="default" leftSection={<IconFileImport size={18} />} disabled={progress !== null}>
              파일 고르기
            </Button>
          )}
        </FileButton>

        {progress ? (
          <div>
            <Text fz={14} mb={6} aria-live="polite">
              {loaded ? '가져오는 중' : '파일을 읽는 중'} ({progress.done}/{progress.total})
            </Text>
            <Progress value={(progress.done / Math.max(1, progress.total)) * 100} aria-label="진행률" size="lg" />
          </div>
        ) : null}

        {error ? (
          <Alert color="red" role="alert" title="가져올 수 없어요">
            {error}
          </Alert>
        ) : null}

        {loaded ? (
          <Stack gap="sm">
            <Text fz={15}>
              {loaded.fileName} ({FORMAT_LABEL[loaded.format]}): 운동 {loaded.sessions}개, 세트 {loaded.sets}개
            </Text>
            {loaded.warnings.length > 0 ? (
              <Alert color="brand" title="한도를 넘는 운동은 잘라서 가져와요">
                <ul aria-label="잘라서 가져오는 운동" style={{ margin: 0, paddingLeft: 18 }}>
                  {loaded.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            <Text fz={14} c="dimmed">
              운동 이름마다 핏포미의 운동을 골라 주세요. 찾지 못한 이름은 다른 운동을 고르거나 건너뛸 수 있어요.
            </Text>
            <ul aria-label="파일의 운동 이름" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
              {loaded.names.map((n) => {
                const chosen = picked[n.name];
                const options = [
                  ...n.candidates.map((c) => ({ value: String(c.exerciseId), label: c.koreanName })),
                  ...(chosen && !n.candidates.some((c) => c.exerciseId === chosen.exerciseId)
                    ? [{ value: String(chosen.exerciseId), label: chosen.koreanName }]
                    : []),
                  { value: SKIP, label: '건너뛰기' },
                  { value: 'search', label: '다른 운동 찾기…' },
                ];
                const value = mapping[n.name] == null ? SKIP : String(mapping[n.name]);
                return (
                  <li key={n.name}>
                    <NativeSelect
                      size="md"
                      label={`${n.name} (세트 ${n.sets}개)`}
                      description={n.exerciseId === null ? '맞는 운동을 찾지 못했어요' : undefined}
                      data={options}
                      value={value}
                      onChange={(e) => choose(n.name, e.currentTarget.value)}
                    />
                  </li>
                );
              })}
            </ul>
            <Group gap="sm">
              <Button size="md" onClick={() => void commit()} disabled={progress !== null}>
                가져오기
              </Button>
              <Button size="md" variant="default" onClick={reset} disabled={progress !== null}>
                취소
              </Button>
            </Group>
          </Stack>
        ) : null}

        {result ? (
          <Alert role="status" color="brand" title="가져오기 결과">
            운동 {result.added}개를 추가했어요. 이미 있던 운동 {result.skippedDuplicates}개는 건너뛰었어요.
            {result.skippedSets > 0 ? ` 고르지 않은 운동의 세트 ${result.skippedSets}개는 가져오지 않았어요.` : ''}
          </Alert>
        ) : null}
      </Stack>

      <Modal opened={picking !== null} onClose={() => setPicking(null)} title={picking ? `'${picking}' 대신 할 운동` : ''} fullScreen>
        {picking !== null ? <ExercisePicker action="선택" onPick={pick} /> : null}
      </Modal>
    </DataSection>
  );
}
