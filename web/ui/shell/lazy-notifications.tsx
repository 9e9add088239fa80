import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastContainer } from '../../lib/toast';

// The toast container (transitions, portal, close buttons) is not part of the first load: it mounts when
// the first toast is raised (web/lib/toast.ts), and stays.
const Notifications = lazy(() => import('./notifications-container').then((m) => ({ default: m.Notifications })));

export function LazyNotifications() {
  const wanted = useSyncExternalStore(toastContainer.subscribe, toastContainer.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" limit={1} autoClose={3000} containerWidth="38.8rem" zIndex={1000} />
    </Suspense>
  );
}
