// The '홈 화면에 추가' hint on phones (docs/decisions/019), mounted once in the root layout. This part and
// its store are in every page's first load, so they stay small; the card is a lazy chunk, loaded only when
// there is a hint to show.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useUserStore } from '../../lib/user-store';
import { hintFor } from './install-rules';
import { installFacts, installSnapshot, subscribeInstall } from './install-store';

const InstallCard = lazy(() => import('./install-card').then((m) => ({ default: m.InstallCard })));

/** Nothing on the server: the hint depends on this phone, its storage and Chrome's event. */
const serverSnapshot = () => null;

/** The hint, if any, for this phone now. Not shown on the workout screen: the root leaves it out there. */
export function InstallHint() {
  const current = useSyncExternalStore(subscribeInstall, installSnapshot, serverSnapshot);
  const loggedIn = useUserStore((s) => s.isLogin);
  if (!current) return null;
  const kind = hintFor({ ...installFacts(), loggedIn });
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard kind={kind} />
    </Suspense>
  );
}
