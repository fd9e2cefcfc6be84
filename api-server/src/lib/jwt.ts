import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Role } from '@grocery/shared-api';
import { ROLES } from '@grocery/shared-api';

export interface AuthContext {
  userId: string;
  role: Role;
  /** The refresh-token family (one per login) this access token was issued for. */
  sessionId: string | null;
}

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'grocery-store';

/**
 * `issuedAt` fixes the token's iat and exp: signing the same session at the same moment gives
 * the same token, which lets a repeated refresh answer the pair it answered first.
 */
export function signAccessToken(
  auth: AuthContext,
  secret: Uint8Array,
  issuedAt: Date = new Date(),
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ role: auth.role, ...(auth.sessionId ? { sid: auth.sessionId } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(auth.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secret);
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function decodeSegment(segment: string): Record<string, unknown> | null {
  if (!SEGMENT.test(segment)) return null;
  const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * The token's claims when it is genuine and unexpired, otherwise null. Checked synchronously
 * with node:crypto: jose's verify goes through WebCrypto, a trip through the thread pool on
 * every authenticated request. Only HS256 is accepted (never "none"), the signature is compared
 * in constant time, and exp is required (every token signAccessToken makes has one).
 */
export function verifyAccessToken(token: string, secret: Uint8Array): AuthContext | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const protectedHeader = decodeSegment(header);
    const payload = decodeSegment(body);
    if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader || !payload) return null;
    const now = Math.floor(Date.now() / 1000);
    const { exp, nbf, iat, iss, sub, sid } = payload;
    if (typeof exp !== 'number' || exp <= now || iss !== ISSUER) return null;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
    if (iat !== undefined && typeof iat !== 'number') return null;
    const role = ROLES.find((r) => r === payload.role);
    if (typeof sub !== 'string' || !sub || !role) return null;
    return { userId: sub, role, sessionId: typeof sid === 'string' ? sid : null };
  } catch {
    return null;
  }
}
