// ADR 020 and 022. Kept offline (web/offline/persisted-queries.ts) for plates at the rack with no signal.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_EQUIPMENT } from '../../../../server/features/training/rack/defaults';
import type { MemberEquipment } from '../../../../server/features/user/equipment.shared';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/** Never thrown: with no answer the defaults serve, and the workout screen must stay up. */
export const equipmentQuery = () => ({ ...trpc.user.equipment.queryOptions(), throwOnError: false });

const DEFAULTS: MemberEquipment = { ...DEFAULT_EQUIPMENT, custom: { barKg: false, plates: false, warmupSteps: false } };

export function useEquipment(): MemberEquipment {
  return useQuery(equipmentQuery()).data ?? DEFAULTS;
}

export function useUpdateEquipment() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.user.updateEquipment.mutationOptions({
      onSuccess: (equipment) => {
        queryClient.setQueryData(trpc.user.equipment.queryKey(), equipment);
      },
      onError: (error) => toast.apiError(error, '장비를 저장하지 못했어요'),
    }),
  );
}
