import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../lib/trpc';
import { userStore, useUserStore } from '../../lib/user-store';

/** docs/product.md §4: the user-info query saves the user when data arrives, otherwise logs out. */
function useSessionSync() {
  const isLogin = useUserStore((s) => s.isLogin);
  const me = useQuery({ ...trpc.user.me.queryOptions(), enabled: isLogin, throwOnError: false });

  useEffect(() => {
    if (me.data) userStore.saveUser(me.data);
  }, [me.data]);

  useEffect(() => {
    if (me.isError) userStore.logout();
  }, [me.isError]);
}

/** The hook as a component, so the shell can load it (and the tRPC client) only for a logged-in member. */
export function SessionSync() {
  useSessionSync();
  return null;
}
