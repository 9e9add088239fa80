import { createFileRoute } from '@tanstack/react-router';
import { DataPage } from '../../features/training/transfer/data-page';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/mypage/data')({
  head: () => pageTitle('기록 가져오기·내보내기'),
  component: DataPage,
});
