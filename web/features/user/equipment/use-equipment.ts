// The member's equipment (bar, plates, warm-up ramp; ADR 020 and 022) on the web: read by the plate view on the
// workout screen and edited on /mypage/equipment. Kept for offline use (web/offline/persisted-queries.ts),
// so the plates are worked out at the rack with no signal.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_EQUIPMENT } from '../../../../server/features/training/rack/defaults';
import type { MemberEquipment } from '../../../../server/features/user/equipment.shared';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/**
 * Never thrown to the page's error boundary: with no answer (no signal and nothing kept yet) the screens use the
 * defaults, and the workout screen must stay up whatever happens to this helper read.
 */
export const equipmentQuery = () => ({ ...trpc.user.equipment.queryOptions(), throwOnError: false });

const DEFAULTS: MemberEquipment = { ...DEFAULT_EQUIPMENT, custom: { barKg: false, plates: false, warmupSteps: false } };

/** The member's equipment, the Korean gym's defaults until (or unless) the answer is there. */
export function useEquipment(): MemberEquipment {
  return useQuery(equipmentQuery()).data ?? DEFAULTS;
}

/** Saves the member's equipment; the answer (defaults filled in) replaces the cached one. */
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
