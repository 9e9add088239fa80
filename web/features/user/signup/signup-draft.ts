// The sign-up draft between the steps (docs/product.md §4). It survives a reload of any step. What each step's
// form holds is kept in sessionStorage (this tab only, gone when it closes), as it is typed; the password
// never is: it stays in memory, so after a reload the last step asks for it again.
// Loaded with the route guards (the first load), so it stays free of zod and of the forms.

export type ProfileTexts = { userName: string; birthDate: string; loginEmail: string };
export type BodyInfoTexts = { sex: '0' | '1'; height: string; weight: string };
export type BodyFigureTexts = { upDownBalance: number; bodyFat: string; muscleMass: string };

/** `reached`: the last step submitted (1 or 2), which opens the next one; 0 = none. */
type Draft = { reached: 0 | 1 | 2; profile?: ProfileTexts; bodyInfo?: BodyInfoTexts; bodyFigure?: BodyFigureTexts };

const KEY = 'signupDraft';
const EMPTY: Draft = { reached: 0 };

let password: string | null = null;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 300;

/** What is stored, or nothing; anything malformed (an old or edited entry) is dropped field by field. */
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
    // Storage full or disabled: the draft then lives as long as the page, as before.
  }
  memory = next;
}

let memory: Draft | null = null;
const current = () => (memory ??= read());

export const signupDraft = {
  get: (): Readonly<Draft> => current(),
  /** The password of step 1, while the page has not been reloaded. */
  password: () => password,
  setPassword(value: string) {
    password = value;
  },
  /** A step's form changed: keep what it holds, and close the steps after it until it is submitted again. */
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
  /** Step 1 submitted (valid, e-mail not taken): step 2 opens. */
  completeProfile(profile: ProfileTexts, pass: string) {
    password = pass;
    const d = current();
    write({ ...d, profile, reached: d.reached === 2 ? 2 : 1 });
  },
  /** Step 2 submitted: step 3 opens. */
  completeBodyInfo(bodyInfo: BodyInfoTexts) {
    write({ ...current(), bodyInfo, reached: 2 });
  },
  clear() {
    password = null;
    memory = EMPTY;
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // nothing stored
    }
  },
};
