import './ui/mantine-shell.css';
import './ui/global.css';
import './ui/font-fallback.css';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { queryClient } from './lib/query-client';
import { keptAnswers, serviceWorker } from './offline/app-offline';
import { createAppRouter } from './router';
import { loadFontsWhenSettled } from './ui/fonts';

await keptAnswers.start({ window, document }); // the member's data kept offline, before the first route loads (docs/decisions/017-offline-data.md)
const router = createAppRouter();
const container = document.getElementById('root')!;
const mount = () => createRoot(container).render(<AppRoot router={router} />);

// Settles when the first route has its code and loader data (or failed).
const firstRoute = new Promise<void>((resolve) => {
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    resolve();
  });
});

if (container.dataset.prerendered === 'home') {
  // The home page arrives pre-rendered (scripts/build-web.ts), so it is on screen before this code runs.
  // Mount once the route's code is in, so the first render replaces it with the same page: nothing
  // blinks or moves. Other pages arrive with the shell only (nav, tabs, footer) and mount at once: the
  // same shell, plus their pending states.
  router.load().then(mount, mount);
} else {
  mount();
}

loadFontsWhenSettled(firstRoute, queryClient);
serviceWorker.register(firstRoute);
