import type { SignUpInput } from '../../../server/features/auth/auth.contract';

// The draft lives in memory only (SPEC §4): a reload starts the sign-up over, and the password
// never touches storage.
type Profile = Pick<SignUpInput, 'userName' | 'birthDate' | 'loginEmail' | 'password'>;
type BodyInfo = Pick<SignUpInput, 'sex' | 'height' | 'weight'>;

type Draft = { profile?: Profile; bodyInfo?: BodyInfo };

let draft: Draft = {};

export const signupDraft = {
  get: (): Readonly<Draft> => draft,
  saveProfile(profile: Profile) {
    draft = { ...draft, profile };
  },
  saveBodyInfo(bodyInfo: BodyInfo) {
    draft = { ...draft, bodyInfo };
  },
  clear() {
    draft = {};
  },
};
