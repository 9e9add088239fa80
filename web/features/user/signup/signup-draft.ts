// The sign-up draft (docs/product.md §4) survives a reload in sessionStorage; the password stays in memory only.
// Loaded with the route guards (the first load): no zod, no forms.

export type ProfileTexts = { userName: string; birthDate: string; loginEmail: string };
export type BodyInfoTexts = { sex: '0' | '1'; height: string; weight: string };
export type BodyFigureTexts = { upDownBalance: number; bodyFat: string; muscleMass: string };

/** `reached`: the last step submitted; 0 = none. */
type Draft = { reached: 0 | 1 | 2; profile?: ProfileTexts; bodyInfo?: BodyInfoTexts; bodyFigure?: BodyFigureTexts };

const KEY = 'signupDraft';
const EMPTY: Draft = { reached: 0 };

let password: string | null = null;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 300;

/** Anything malformed (an old or edited entry) is dropped field by field. */
function read(): Draft {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return EMPTY;
    const draft: Draft = { reached: raw.reached === 1 || raw.reached === 2 ? raw.reached : 0 };
    const p = raw.profile as Record<string, unknown> | undefined;
    if (p && isText(p.userName) && isText(p.birthDate) && isText(p.loginEmail)) {
      draft.profile = { userName: p.userName, birthDate: p.birthDate, loginEmail: p.loginEmail };
    }
    const b = raw.bodyInfo as Record<string, unknown> | undefined;
    if (b && (b.sex === '0' || b.sex === '1') && isText(b.height) && isText(b.weight)) draft.bodyInfo = { sex: b.sex, height: b.height, weight: b.weight };
    const f = raw.bodyFigure as Record<string, unknown> | undefined;
    if (f && Number.isInteger(f.upDownBalance) && isText(f.bodyFat) && isText(f.muscleMass)) {
      draft.bodyFigure = { upDownBalance: f.upDownBalance as number, bodyFat: f.bodyFat, muscleMass: f.muscleMass };
    }
    if (!draft.profile) draft.reached = 0;
    else if (!draft.bodyInfo && draft.reached === 2) draft.reached = 1;
    return draft;
  } catch {
    return EMPTY;
  }
}

function write(next: Draft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the draft lives as long as the page.
  }
  memory = next;
}

let memory: Draft | null = null;
const current = () => (memory ??= read());

export const signupDraft = {
  get: (): Readonly<Draft> => current(),
  password: () => password,
  setPassword(value: string) {
    password = value;
  },
  /** A change closes the later steps until submitted again. */
  keepProfile(profile: ProfileTexts) {
    write({ ...current(), profile, reached: 0 });
  },
  keepBodyInfo(bodyInfo: BodyInfoTexts) {
    const d = current();
    write({ ...d, bodyInfo, reached: d.reached === 2 ? 1 : d.reached });
  },
  keepBodyFigure(bodyFigure: BodyFigureTexts) {
    write({ ...current(), bodyFigure });
  },
  completeProfile(profile: ProfileTexts, pass: string) {
    password = pass;
    const d = current();
    write({ ...d, profile, reached: d.reached === 2 ? 2 : 1 });
  },
  completeBodyInfo(bodyInfo: BodyInfoTexts) {
    write({ ...current(), bodyInfo, reached: 2 });
  },
  clear() {
    password = null;
    memory = EMPTY;
    try {
      sessionStorage.removeItem(KEY);
    } catch {}
  },
};
