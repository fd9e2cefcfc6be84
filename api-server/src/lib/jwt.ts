import { SignJWT, jwtVerify } from 'jose';
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

/** The token's claims when it is genuine and unexpired, otherwise null. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
): Promise<AuthContext | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
    const role = ROLES.find((r) => r === payload.role);
    if (!payload.sub || !role) return null;
    return {
      userId: payload.sub,
      role,
      sessionId: typeof payload.sid === 'string' ? payload.sid : null,
    };
  } catch {
    return null;
  }
}
