import { createFileRoute } from '@tanstack/react-router';
import { EquipmentPage } from '../../features/user/equipment/equipment-page';
import { equipmentQuery } from '../../features/user/equipment/use-equipment';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/mypage/equipment')({
  head: () => pageTitle('내 장비'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(equipmentQuery()),
  component: EquipmentPage,
});
