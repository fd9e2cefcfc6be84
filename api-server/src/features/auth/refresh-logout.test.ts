import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { body, get, login, post, registerCustomer, uniqueEmail } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

type Tokens = { token: string; refreshToken: string };
const EXPIRED = 'Your session has expired. Please log in again.';

describe.each(drivers)('token refresh and logout (%s)', (driver) => {
  const t = useTestApp(driver);
  const refresh = (refreshToken: unknown) => post(t.app, '/api/auth/refresh', { refreshToken });
  /** Moves a used token's first use back past the grace period two tabs get. */
  const age = (refreshToken: string) =>
    t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));

  it('rotates: each refresh gives new tokens and retires the old refresh token', async () => {
    const session = await registerCustomer(t.app);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = body<Tokens>(first).data;
    expect(Object.keys(next).sort()).toEqual(['refreshToken', 'token']);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await get(t.app, '/api/auth/profile', next.token)).statusCode).toBe(200);
    const second = await refresh(next.refreshToken);
    expect(second.statusCode).toBe(200);
  });

  it('treats reuse of a used refresh token as theft and ends the whole session family', async () => {
    const session = await registerCustomer(t.app);
    const rotated = body<Tokens>(await refresh(session.refreshToken)).data;
    await age(session.refreshToken);
    const reused = await refresh(session.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(body(reused)).toEqual({ success: false, message: EXPIRED });
    // The legitimate newer token died with the family.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('keeps other logins of the same user alive when one family is revoked', async () => {
    const email = uniqueEmail();
    const first = await registerCustomer(t.app, { email });
    const other = body<Tokens>(await login(t.app, email)).data;
    await refresh(first.refreshToken);
    await age(first.refreshToken);
    await refresh(first.refreshToken);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('ends the session of an account that is no longer active', async () => {
    const session = await registerCustomer(t.app);
    await t.database.db
      .update(users)
      .set({ status: 'rejected' })
      .where(eq(users.id, session.user.id));
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(401);
    expect(body(response).message).toBe(EXPIRED);
  });

  it('refuses unknown tokens and a missing token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const missing = await post(t.app, '/api/auth/refresh', {});
    expect(missing.statusCode).toBe(400);
    expect(body(missing).errors).toEqual([
      { field: 'refreshToken', message: 'Refresh token is required' },
    ]);
  });

  it('logout revokes the refresh token and always reports success', async () => {
    const session = await registerCustomer(t.app);
    const response = await post(t.app, '/api/auth/logout', { refreshToken: session.refreshToken });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      success: true,
      message: 'Logged out successfully!',
      data: {},
    });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('logout with only the access token ends that session', async () => {
    const session = await registerCustomer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(body(response).message).toBe('Logged out successfully!');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('logout without anything, or with garbage, still succeeds', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(bare.statusCode).toBe(200);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: 'Bearer nonsense' },
      payload: { refreshToken: 'nonsense' },
    });
    expect(body(garbage)).toMatchObject({ success: true, message: 'Logged out successfully!' });
  });
});
