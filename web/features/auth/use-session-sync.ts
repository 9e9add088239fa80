import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readApiError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { userStore, useUserStore } from '../../lib/user-store';

/** docs/product.md §4: the user-info query saves the user when data arrives, otherwise logs out. */
function useSessionSync() {
  const isLogin = useUserStore((s) => s.isLogin);
  const me = useQuery({ ...trpc.user.me.queryOptions(), enabled: isLogin, throwOnError: false });

  useEffect(() => {
    if (me.data) userStore.saveUser(me.data);
  }, [me.data]);

  // Only the server's refusal logs out: without a connection the member stays logged in and sees the data
  // kept on the device (docs/decisions/017-offline-data.md).
  useEffect(() => {
    if (me.isError && readApiError(me.error).responded) userStore.logout();
  }, [me.isError, me.error]);
}

/** The hook as a component, so the shell can load it (and the tRPC client) only for a logged-in member. */
export function SessionSync() {
  useSessionSync();
  return null;
}
