import './ui/mantine-shell.css';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './ui/global.css';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';

const router = createAppRouter();
const container = document.getElementById('root')!;
const mount = () => createRoot(container).render(<AppRoot router={router} />);

if (container.hasChildNodes()) {
  // The home page arrives pre-rendered (scripts/build-web.ts), so it is on screen before this code runs.
  // Mount once the route's code is in, so the first render replaces it with the same page: nothing
  // blinks or moves. (Other pages arrive empty and mount at once, showing their pending states.)
  router.load().then(mount, mount);
} else {
  mount();
}
