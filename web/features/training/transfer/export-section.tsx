// 내보내기 on the data page: every finished workout out as Strong's CSV, Hevy's CSV or our JSON, downloaded from
// a minute-long link the server streams (docs/decisions/035-export-as-a-streamed-download.md).
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { HttpError } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { trpcClient } from '../../../lib/trpc';
import '../../../ui/screen-styles';

/** Fetches the member's export from its minute-long link (streamed by the server) and hands it to the browser to save. */
async function downloadExport(format: 'csv' | 'hevy' | 'json'): Promise<void> {
  const { path } = await trpcClient.training.transfer.exportLink.mutate({ format });
  const res = await fetch(path);
  if (!res.ok) {
    const said = (await res.json().catch(() => null)) as { message?: unknown } | null;
    throw new HttpError(res.status, typeof said?.message === 'string' ? said.message : '기록을 내보내지 못했어요');
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `fitforme-training.${format === 'json' ? 'json' : 'csv'}`;
  save(filename, await res.blob());
}

/** Hands the browser a file to save. */
function save(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ExportSection() {
  const [busy, setBusy] = useState<'csv' | 'hevy' | 'json' | null>(null);
  const run = async (format: 'csv' | 'hevy' | 'json') => {
    setBusy(format);
    try {
      await downloadExport(format);
    } catch (error) {
      toast.apiError(error, '기록을 내보내지 못했어요');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="export-title">
      <Title order={2} fz={18} id="export-title" mb={4}>
        내보내기
      </Title>
      <Text fz={14} c="dimmed" mb="md">
        끝낸 운동을 모두 파일로 받아요. CSV는 Strong 앱과 같은 열로, Hevy CSV는 Hevy 앱과 같은 열로 되어 있어요.
      </Text>
      <Group gap="sm">
        <Button size="md" leftSection={<IconDownload size={18} />} loading={busy === 'csv'} disabled={busy !== null} onClick={() => void run('csv')}>
          CSV 내보내기
        </Button>
        <Button
          size="md"
          variant="default"
          leftSection={<IconDownload size={18} />}
          loading={busy === 'json'}
          disabled={busy !== null}
          onClick={() => void run('json')}
        >
          JSON 내보내기
        </Button>
        <Button
          size="md"
          variant="default"
          leftSection={<IconDownload size={18} />}
          loading={busy === 'hevy'}
          disabled={busy !== null}
          onClick={() => void run('hevy')}
        >
          Hevy 형식으로 내보내기
        </Button>
      </Group>
    </Paper>
  );
}
