import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { passwordResets, refreshTokens } from '../../db/schema';
import { LIVE_SESSION_MS } from '../../lib/session-revocations';
import { hashToken } from '../../lib/tokens';
import {
  PASSWORD,
  body,
  get,
  login,
  post,
  put,
  registerCustomer,
  uniqueEmail,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

type Tokens = { token: string; refreshToken: string };
const EXPIRED = { success: false, message: 'Your session has expired. Please log in again.' };

describe.each(drivers)('sessions end when they should (%s)', (driver) => {
  const t = useTestApp(driver);
  const refresh = (refreshToken: string) => post(t.app, '/api/auth/refresh', { refreshToken });
  const profile = (token: string) => get(t.app, '/api/auth/profile', token);
  const rename = (token: string) =>
    put(t.app, '/api/auth/profile', { name: 'Carla Renamed' }, token);

  it('logout ends the access token at once, for reads and writes', async () => {
    const session = await registerCustomer(t.app);
    expect((await profile(session.token)).statusCode).toBe(200);
    await post(t.app, '/api/auth/logout', { refreshToken: session.refreshToken });
    const read = await profile(session.token);
    expect(read.statusCode).toBe(401);
    expect(body(read)).toEqual(EXPIRED);
    expect((await rename(session.token)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions at once and keeps the one that made it', async () => {
    const email = uniqueEmail();
    const here = await registerCustomer(t.app, { email });
    const elsewhere = body<Tokens>(await login(t.app, email)).data;
    const changed = await put(
      t.app,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, password: 'Changed123', confirmPassword: 'Changed123' },
      here.token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await profile(here.token)).statusCode).toBe(200);
    expect(body(await profile(elsewhere.token))).toEqual(EXPIRED);
  });

  it('a password reset ends every session at once', async () => {
    const session = await registerCustomer(t.app);
    const token = 'reset-token-for-the-session-test';
    await t.database.db.insert(passwordResets).values({
      userId: session.user.id,
      tokenHash: hashToken(`${token}-${session.user.id}`),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await post(t.app, '/api/auth/reset-password', {
      token: `${token}-${session.user.id}`,
      password: 'Reset1234',
      confirmPassword: 'Reset1234',
    });
    expect(reset.statusCode).toBe(200);
    expect(body(await profile(session.token))).toEqual(EXPIRED);
  });

  it('two tabs refreshing with one token both get the same new pair', async () => {
    const session = await registerCustomer(t.app);
    const [first, second] = await Promise.all([
      refresh(session.refreshToken),
      refresh(session.refreshToken),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const pair = body<Tokens>(first).data;
    expect(body<Tokens>(second).data).toEqual(pair);
    expect((await profile(pair.token)).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('a reuse after the grace period revokes the family and ends its access tokens', async () => {
    const session = await registerCustomer(t.app);
    const next = body<Tokens>(await refresh(session.refreshToken)).data;
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)));
    expect(body(await refresh(session.refreshToken))).toEqual(EXPIRED);
    expect(body(await profile(next.token))).toEqual(EXPIRED);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it('a session revoked by another replica ends here within the live-check interval', async () => {
    const session = await registerCustomer(t.app);
    expect((await profile(session.token)).statusCode).toBe(200);
    await t.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, session.user.id));
    await sleep(LIVE_SESSION_MS + 50);
    expect(body(await profile(session.token))).toEqual(EXPIRED);
  });
});
