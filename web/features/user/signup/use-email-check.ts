import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc';

export type EmailVerdict = 'available' | 'taken' | 'unknown';

/**
 * Asks tRPC user.emailAvailable whether an address is still free (reported at step 1, ADR 006). The
 * server limits these checks per IP address; here each address is asked at most once a minute (cached).
 * A check that could not be made (the limit reached, offline) is 'unknown': sign-up goes on, and the
 * final sign-up's own check still refuses a registered address.
 */
export function useEmailCheck() {
  const queryClient = useQueryClient();
  return useCallback(
    async (loginEmail: string): Promise<EmailVerdict> => {
      try {
        const { available } = await queryClient.fetchQuery({ ...trpc.user.emailAvailable.queryOptions({ loginEmail }), staleTime: 60_000, retry: false });
        return available ? 'available' : 'taken';
      } catch {
        return 'unknown';
      }
    },
    [queryClient],
  );
}
