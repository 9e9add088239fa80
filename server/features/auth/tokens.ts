// Token primitives (docs/security.md decisions 2–4).
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256, sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeBase64urlIgnorePadding, encodeBase32LowerCaseNoPadding, encodeBase64urlNoPadding } from '@oslojs/encoding';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return bytes;
}

export function generateSessionId(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(15)); // 120 bits
}

export function generateSessionSecret(): { secret: string; secretHash: Uint8Array } {
  const secretBytes = randomBytes(32);
  const secret = encodeBase64urlNoPadding(secretBytes);
  return { secret, secretHash: hashSessionSecret(secret) };
}

export function hashSessionSecret(secret: string): Uint8Array {
  return sha256(encoder.encode(secret));
}

export function sessionSecretMatches(secret: string, storedHash: Uint8Array): boolean {
  const candidate = hashSessionSecret(secret);
  return candidate.length === storedHash.length && constantTimeEqual(candidate, storedHash);
}

export function formatRefreshToken(sessionId: string, secret: string): string {
  return `${sessionId}.${secret}`;
}

export function parseRefreshToken(token: string): { sessionId: string; secret: string } | null {
  const match = /^([a-z2-7]{24})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { sessionId: match[1]!, secret: match[2]! } : null;
}

export type AccessClaims = { sub: string; sid: string; iat: number; exp: number; typ: 'access'; iss: 'fitforme' };

export function signAccessToken(key: Uint8Array, claims: Omit<AccessClaims, 'typ' | 'iss'>): string {
  const header = encodeBase64urlNoPadding(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const payload = encodeBase64urlNoPadding(encoder.encode(JSON.stringify({ ...claims, typ: 'access', iss: 'fitforme' } satisfies AccessClaims)));
  const signature = hmac(SHA256, key, encoder.encode(`${header}.${payload}`));
  return `${header}.${payload}.${encodeBase64urlNoPadding(signature)}`;
}

export type AccessTokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'malformed' | 'expired' };

function decodeJsonSegment(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) throw new Error('not base64url');
  return JSON.parse(decoder.decode(decodeBase64urlIgnorePadding(segment)));
}

/**
 * Verifies the MAC before reading anything else; only a genuine token whose `exp` passed is "expired"
 * (a forged token with a past exp stays "malformed"). The algorithm is pinned to HS256.
 */
export function verifyAccessToken(key: Uint8Array, token: string, nowSeconds: number): AccessTokenCheck {
  const malformed = { ok: false, reason: 'malformed' } as const;
  if (token.length > 2048) return malformed;
  const parts = token.split('.');
  if (parts.length !== 3) return malformed;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  try {
    const header = decodeJsonSegment(headerPart) as Record<string, unknown>;
    if (typeof header !== 'object' || header === null || header.alg !== 'HS256') return malformed;
    if ('jwk' in header || 'jku' in header || 'x5u' in header || 'kid' in header || 'crit' in header) return malformed;
    if (!/^[A-Za-z0-9_-]+$/.test(signaturePart)) return malformed;
    const signature = decodeBase64urlIgnorePadding(signaturePart);
    const expected = hmac(SHA256, key, encoder.encode(`${headerPart}.${payloadPart}`));
    if (signature.length !== expected.length || !constantTimeEqual(signature, expected)) return malformed;
    const claims = decodeJsonSegment(payloadPart) as Partial<AccessClaims>;
    if (
      typeof claims !== 'object' ||
      claims === null ||
      claims.typ !== 'access' ||
      claims.iss !== 'fitforme' ||
      typeof claims.sub !== 'string' ||
      typeof claims.sid !== 'string' ||
      typeof claims.exp !== 'number' ||
      typeof claims.iat !== 'number'
    ) {
      return malformed;
    }
    if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
    return { ok: true, claims: claims as AccessClaims };
  } catch {
    return malformed;
  }
}

/** Its MAC covers 'ticket.' + payload, so it can never pass as an access token nor one as it. */
export type TicketClaims = { sub: string; sid: string; file: string; exp: number };

export function signTicket(key: Uint8Array, claims: TicketClaims): string {
  const payload = encodeBase64urlNoPadding(encoder.encode(JSON.stringify(claims)));
  return `${payload}.${encodeBase64urlNoPadding(hmac(SHA256, key, encoder.encode(`ticket.${payload}`)))}`;
}

export function verifyTicket(key: Uint8Array, ticket: string, nowSeconds: number): TicketClaims | null {
  const [payload, signature, extra] = ticket.split('.');
  if (extra !== undefined || !payload || !signature || ticket.length > 1024 || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  try {
    const given = decodeBase64urlIgnorePadding(signature);
    const expected = hmac(SHA256, key, encoder.encode(`ticket.${payload}`));
    if (given.length !== expected.length || !constantTimeEqual(given, expected)) return null;
    const claims = decodeJsonSegment(payload) as Partial<TicketClaims>;
    const valid = typeof claims.sub === 'string' && typeof claims.sid === 'string' && typeof claims.file === 'string' && typeof claims.exp === 'number';
    return valid && claims.exp! > nowSeconds ? (claims as TicketClaims) : null;
  } catch {
    return null;
  }
}
