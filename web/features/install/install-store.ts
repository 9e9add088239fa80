// In the first load (docs/decisions/019): beforeinstallprompt fires once, early, and is gone if nobody listens.
import { hintFor, platformOf } from './install-rules';

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

const DISMISSED_KEY = 'ffm.install.dismissedAt';
const VISITS_KEY = 'ffm.install.visits';
const VISIT_MARK = 'ffm.install.visit';

type State = { deferred: InstallPromptEvent | null; installed: boolean; dismissedAt: number | null; visits: number };
let state: State = { deferred: null, installed: false, dismissedAt: null, visits: 0 };
const listeners = new Set<() => void>();
const update = (next: Partial<State>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};

const platform = () => platformOf(navigator.userAgent, navigator.maxTouchPoints);
const standalone = () => matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;

function readNumber(storage: Storage, key: string): number | null {
  const n = Number(storage.getItem(key) ?? Number.NaN);
  return Number.isFinite(n) ? n : null;
}

function start() {
  try {
    let visits = readNumber(localStorage, VISITS_KEY) ?? 0;
    if (!sessionStorage.getItem(VISIT_MARK)) {
      sessionStorage.setItem(VISIT_MARK, '1');
      visits += 1;
      localStorage.setItem(VISITS_KEY, String(visits));
    }
    state = { ...state, visits, dismissedAt: readNumber(localStorage, DISMISSED_KEY) };
  } catch {
    // Storage blocked: no visit count, so no hint.
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Elsewhere Chrome's own banner stays.
    if (platform() !== 'android' || hintFor({ ...installFacts(), canPrompt: true, visits: 2, loggedIn: true }) === null) return;
    event.preventDefault();
    update({ deferred: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => update({ deferred: null, installed: true }));
}
if (typeof window !== 'undefined') start();

export function installFacts() {
  return {
    platform: platform(),
    standalone: state.installed || standalone(),
    canPrompt: state.deferred !== null,
    dismissedAt: state.dismissedAt,
    now: Date.now(),
    visits: state.visits,
  };
}

export function dismissInstallHint() {
  const now = Date.now();
  try {
    localStorage.setItem(DISMISSED_KEY, String(now));
  } catch {
    // Storage blocked: closed for this page only.
  }
  update({ dismissedAt: now, deferred: null });
}

export async function promptInstall() {
  const event = state.deferred;
  if (!event) return;
  update({ deferred: null });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') dismissInstallHint();
}

export const subscribeInstall = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const installSnapshot = () => state;
