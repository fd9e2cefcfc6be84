import { createVerifier } from 'fast-jwt';
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

/** One verifier per secret: fast-jwt prepares the key once. */
const verifiers = new WeakMap<Uint8Array, (token: string) => Record<string, unknown>>();

function verifierFor(secret: Uint8Array) {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({
      key: Buffer.from(secret),
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      requiredClaims: ['exp', 'sub'],
    }) as (token: string) => Record<string, unknown>;
    verifiers.set(secret, verify);
  }
  return verify;
}

/**
 * The token's claims when it is genuine and unexpired, otherwise null. fast-jwt verifies
 * synchronously: jose's verify goes through WebCrypto, a trip through the thread pool on every
 * authenticated request. Only HS256 is accepted (never "none"), and exp is required (every token
 * signAccessToken makes has one).
 */
export function verifyAccessToken(token: string, secret: Uint8Array): AuthContext | null {
  try {
    const payload = verifierFor(secret)(token);
    const { sub, sid } = payload;
    const role = ROLES.find((r) => r === payload.role);
    if (typeof sub !== 'string' || !sub || !role) return null;
    return { userId: sub, role, sessionId: typeof sid === 'string' ? sid : null };
  } catch {
    return null;
  }
}
