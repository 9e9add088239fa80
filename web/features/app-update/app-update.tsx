import { lazy, Suspense, useSyncExternalStore } from 'react';
import { serviceWorker } from '../../offline/app-offline';

const { appUpdate } = serviceWorker;

// The prompt's code loads only when a new version is waiting (docs/decisions/016-offline-app-shell.md).
const UpdateBanner = lazy(() => import('./update-banner').then((m) => ({ default: m.UpdateBanner })));

/** '새 버전이 있어요 · 새로고침' while a new version of the app waits for the member. */
export function AppUpdate() {
  const available = useSyncExternalStore(appUpdate.subscribe, appUpdate.available, () => false);
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner onReload={appUpdate.apply} />
    </Suspense>
  );
}
