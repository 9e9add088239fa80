// When the '홈 화면에 추가' hint may show (docs/decisions/019): on a phone only, never once the app runs
// installed, not again for 30 days after the member closed it, and only once they have used the app a bit
// (a second visit, or logged in), never on the first page of a first visit.

export type Platform = 'android' | 'ios-safari' | 'other';

/** In-app browsers (KakaoTalk, Naver, Instagram, Facebook, Line) and iOS browsers other than Safari cannot add to the home screen the way the hint says. */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|KAKAOTALK|NAVER\(|Instagram|FBAN|FBAV|Line\//;

/** The phone's platform from its user agent; iPadOS reports a Mac with a touch screen. */
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
  /** Running from the home screen already (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** Android: Chrome said the app can be installed (its beforeinstallprompt event is in hand). */
  canPrompt: boolean;
  dismissedAt: number | null;
  now: number;
  /** Visits from this browser, this one included (a visit = a tab's session). */
  visits: number;
  loggedIn: boolean;
};

/** Which hint to show, if any. */
export function hintFor(f: HintFacts): 'android' | 'ios' | null {
  if (f.standalone || dismissedRecently(f.dismissedAt, f.now)) return null;
  if (f.visits < 2 && !f.loggedIn) return null;
  if (f.platform === 'android') return f.canPrompt ? 'android' : null;
  if (f.platform === 'ios-safari') return 'ios';
  return null;
}
