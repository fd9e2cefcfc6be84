import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './jwt';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!');
const auth = { userId: 'user-1', role: 'customer' as const, sessionId: 'session-1' };
const now = () => Math.floor(Date.now() / 1000);

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A token with any header and claims, signed with HS256 over exactly what is sent. */
function forge(header: object, claims: object, key: Uint8Array = secret): string {
  const signed = `${encode(header)}.${encode(claims)}`;
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
}

const claims = () => ({
  sub: 'user-1',
  role: 'customer',
  sid: 'session-1',
  iss: 'grocery-store',
  iat: now(),
  exp: now() + 60,
});

describe('access tokens', () => {
  it('verifies what signAccessToken signs', async () => {
    expect(verifyAccessToken(await signAccessToken(auth, secret), secret)).toEqual(auth);
    const noSession = await signAccessToken({ ...auth, sessionId: null }, secret);
    expect(verifyAccessToken(noSession, secret)).toEqual({ ...auth, sessionId: null });
  });

  it('refuses a token whose claims or signature were changed', async () => {
    const [header, body, signature] = (await signAccessToken(auth, secret)).split('.');
    const promoted = encode({
      ...JSON.parse(Buffer.from(body!, 'base64url').toString()),
      role: 'admin',
    });
    expect(verifyAccessToken(`${header}.${promoted}.${signature}`, secret)).toBeNull();
    const flipped = (signature![0] === 'A' ? 'B' : 'A') + signature!.slice(1);
    expect(verifyAccessToken(`${header}.${body}.${flipped}`, secret)).toBeNull();
    expect(verifyAccessToken(`${header}.${body}.${signature}x`, secret)).toBeNull();
    expect(verifyAccessToken(`${header}.${body}.`, secret)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = new TextEncoder().encode('another-secret-of-at-least-32-bytes!');
    expect(verifyAccessToken(await signAccessToken(auth, other), secret)).toBeNull();
  });

  it('refuses alg none and any algorithm but HS256', async () => {
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims())}.`;
    expect(verifyAccessToken(unsigned, secret)).toBeNull();
    expect(verifyAccessToken(forge({ alg: 'none' }, claims()), secret)).toBeNull();
    const hs512 = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS512' }).sign(secret);
    expect(verifyAccessToken(hs512, secret)).toBeNull();
    expect(
      verifyAccessToken(forge({ alg: 'HS256', crit: ['x'], x: 1 }, claims()), secret),
    ).toBeNull();
  });

  it('refuses an expired token and one not yet valid', async () => {
    const issued = new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(verifyAccessToken(await signAccessToken(auth, secret, issued), secret)).toBeNull();
    expect(
      verifyAccessToken(forge({ alg: 'HS256' }, { ...claims(), exp: now() }), secret),
    ).toBeNull();
    const noExpiry: Partial<ReturnType<typeof claims>> = claims();
    delete noExpiry.exp;
    expect(verifyAccessToken(forge({ alg: 'HS256' }, noExpiry), secret)).toBeNull();
    expect(
      verifyAccessToken(forge({ alg: 'HS256' }, { ...claims(), nbf: now() + 30 }), secret),
    ).toBeNull();
  });

  it('refuses other issuers, unknown roles and malformed tokens', () => {
    expect(
      verifyAccessToken(forge({ alg: 'HS256' }, { ...claims(), iss: 'x' }), secret),
    ).toBeNull();
    expect(
      verifyAccessToken(forge({ alg: 'HS256' }, { ...claims(), role: 'root' }), secret),
    ).toBeNull();
    expect(verifyAccessToken(forge({ alg: 'HS256' }, { ...claims(), sub: 7 }), secret)).toBeNull();
    expect(verifyAccessToken(forge({ alg: 'HS256' }, []), secret)).toBeNull();
    expect(
      verifyAccessToken(forge({ alg: 'HS256' }, claims()).replace('.', '.='), secret),
    ).toBeNull();
    for (const garbage of ['', 'a', 'a.b', 'a.b.c.d', '\u0000.\u0000.\u0000']) {
      expect(verifyAccessToken(garbage, secret)).toBeNull();
    }
  });
});
