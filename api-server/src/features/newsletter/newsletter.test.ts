import { count, eq, sql } from 'drizzle-orm';
import { newsletterSubscriptions } from '../../db/schema';
import { body, post, uniqueEmail } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

const WELCOME = 'Thanks for subscribing! Weekly deals are on their way.';
const ALREADY = 'You are already subscribed.';

type Answer = { subscription: { email: string; createdAt: string } };

describe.each(drivers)('POST /api/newsletter (%s)', (driver) => {
  const t = useTestApp(driver);
  const subscribe = (payload: unknown) => post(t.app, '/api/newsletter', payload);
  const rowsFor = async (email: string) => {
    const [row] = await t.app.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, email));
    return row!.n;
  };

  it('answers 201 the first time and 200 after, for any spelling of the address', async () => {
    const email = uniqueEmail('deals');
    const first = await subscribe({ email });
    expect(first.statusCode).toBe(201);
    expect(body<Answer>(first)).toMatchObject({
      success: true,
      message: WELCOME,
      data: { subscription: { email } },
    });
    const again = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(again.statusCode).toBe(200);
    expect(body<Answer>(again)).toEqual({
      success: true,
      message: ALREADY,
      data: body<Answer>(first).data,
    });
    expect(await rowsFor(email)).toBe(1);
  });

  it('keeps one row when the same address arrives several times at once', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await rowsFor(email)).toBe(1);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please provide a valid email address'],
    [{ email: 42 }, 'Email is required'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Please provide a valid email address'],
  ])('refuses %j with 400 and the field message', async (payload, message) => {
    const answer = await subscribe(payload);
    expect(answer.statusCode).toBe(400);
    expect(body(answer)).toMatchObject({
      success: false,
      errors: [{ field: 'email', message }],
    });
  });
});

describe.each(drivers)('POST /api/newsletter rate limit (%s)', (driver) => {
  const t = useTestApp(driver, { rateLimit: { authMax: 2, max: 0 } });

  it('answers 429 past the public-write budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await post(t.app, '/api/newsletter', { email: uniqueEmail() })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
