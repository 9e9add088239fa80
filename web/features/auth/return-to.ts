// Where login goes afterwards (docs/decisions/028-password-reset-and-account-deletion.md): back to the page
// that asked for it, carried as `/login?redirect=<path>`. Only a path of our own origin is followed
// (no open redirect): '/mypage/profile?x=1' yes; '//evil.kr', 'https://evil.kr', '/\evil.kr', 'javascript:' no.

/** The path (with search and hash) to go to after login, or null when `raw` is not one of ours. */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  // A path, not protocol-relative ('//host') and without a backslash or control character that a
  // browser would bend into another host ('/\host').
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || [...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return null;
  const base = 'https://fitforme.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Back to the login page (or the reset pages) would be a loop.
  if (/^\/(login|password-reset)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The search of a link to the login page that comes back to `href` afterwards. */
export function loginSearchFor(href: string): { redirect?: string } {
  const path = safeReturnPath(href);
  return path && path !== '/' ? { redirect: path } : {};
}
