// docs/decisions/028-password-reset-and-account-deletion.md. Only our own origin's paths: no open redirect.

export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  // A browser bends '//host', '/\host' and control characters into another host.
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
  // A loop.
  if (/^\/(login|password-reset)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loginSearchFor(href: string): { redirect?: string } {
  const path = safeReturnPath(href);
  return path && path !== '/' ? { redirect: path } : {};
}
