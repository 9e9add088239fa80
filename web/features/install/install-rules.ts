// docs/decisions/019: never on the first page of a first visit.

export type Platform = 'android' | 'ios-safari' | 'other';

/** In-app and non-Safari iOS browsers cannot add to the home screen as the hint says. */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|KAKAOTALK|NAVER\(|Instagram|FBAN|FBAV|Line\//;

/** iPadOS reports a Mac with a touch screen. */
export function platformOf(userAgent: string, maxTouchPoints: number): Platform {
  if (/Android/i.test(userAgent)) return 'android';
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (ios) return NOT_SAFARI.test(userAgent) ? 'other' : 'ios-safari';
  return 'other';
}

const DISMISS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function dismissedRecently(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < DISMISS_DAYS * DAY_MS;
}

export type HintFacts = {
  platform: Platform;
  standalone: boolean;
  /** Android: a beforeinstallprompt event is in hand. */
  canPrompt: boolean;
  dismissedAt: number | null;
  now: number;
  /** A visit = a tab's session. */
  visits: number;
  loggedIn: boolean;
};

export function hintFor(f: HintFacts): 'android' | 'ios' | null {
  if (f.standalone || dismissedRecently(f.dismissedAt, f.now)) return null;
  if (f.visits < 2 && !f.loggedIn) return null;
  if (f.platform === 'android') return f.canPrompt ? 'android' : null;
  if (f.platform === 'ios-safari') return 'ios';
  return null;
}
