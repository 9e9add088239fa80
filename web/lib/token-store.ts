// The storage keys are fixed by docs/product.md §3/§9 so a page reload (or the legacy client) finds the session.
const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';
const REMEMBER = 'rememberMe';

export type SessionTokens = { accessToken: string; refreshToken: string };

export const tokenStore = {
  access: (): string | null => localStorage.getItem(ACCESS),
  refresh: (): string | null => localStorage.getItem(REFRESH),
  save({ accessToken, refreshToken }: SessionTokens) {
    localStorage.setItem(ACCESS, accessToken);
    localStorage.setItem(REFRESH, refreshToken);
    localStorage.setItem(REMEMBER, 'true');
  },
  saveAccess(accessToken: string) {
    localStorage.setItem(ACCESS, accessToken);
  },
  clear() {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
    localStorage.removeItem(REMEMBER);
  },
};
