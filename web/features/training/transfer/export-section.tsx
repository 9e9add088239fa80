// 내보내기 on the data page: every finished workout out as Strong's CSV, Hevy's CSV or our JSON, downloaded from
// a minute-long link the server streams (docs/decisions/035-export-as-a-streamed-download.md).
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { HttpError } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { trpcClient } from '../../../lib/trpc';
import '../../../ui/screen-styles';
import { DataSection } from './data-section';

type Format = 'csv' | 'hevy' | 'json';
const FORMATS: { format: Format; label: string }[] = [
  { format: 'csv', label: 'CSV 내보내기' },
  { format: 'json', label: 'JSON 내보내기' },
  { format: 'hevy', label: 'Hevy 형식으로 내보내기' },
];

/** Fetches the member's export from its minute-long link (streamed by the server) and hands it to the browser to save. */
async function downloadExport(format: Format): Promise<void> {
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
  const [busy, setBusy] = useState<Format | null>(null);
  const run = async (format: Format) => {
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
    <DataSection
      id="export-title"
      title="내보내기"
      intro="끝낸 운동을 모두 파일로 받아요. CSV는 Strong 앱과 같은 열로, Hevy CSV는 Hevy 앱과 같은 열로 되어 있어요."
    >
      <Group gap="sm">
        {FORMATS.map(({ format, label }, i) => (
          <Button
            key={format}
            size="md"
            variant={i === 0 ? 'filled' : 'default'}
            leftSection={<IconDownload size={18} />}
            loading={busy === format}
            disabled={busy !== null}
            onClick={() => void run(format)}
          >
            {label}
          </Button>
        ))}
      </Group>
    </DataSection>
  );
}
