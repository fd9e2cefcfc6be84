import { LoginBackoff } from './login-backoff';

const LOCKED = 'Too many failed login attempts. Please wait 30 seconds and try again.';

describe('LoginBackoff', () => {
  it('lets five failures through, then makes each attempt wait longer, up to 15 minutes', () => {
    let now = 0;
    const backoff = new LoginBackoff(() => now);
    for (let i = 0; i < 4; i += 1) backoff.failed('a@example.com');
    expect(() => backoff.check('a@example.com')).not.toThrow();
    backoff.failed('a@example.com');
    expect(() => backoff.check('a@example.com')).toThrow(LOCKED);
    now += 30_000;
    expect(() => backoff.check('a@example.com')).not.toThrow();
    backoff.failed('a@example.com');
    expect(() => backoff.check('a@example.com')).toThrow(
      'Too many failed login attempts. Please wait 1 minute and try again.',
    );
    for (let i = 0; i < 10; i += 1) backoff.failed('a@example.com');
    expect(() => backoff.check('a@example.com')).toThrow(
      'Too many failed login attempts. Please wait 15 minutes and try again.',
    );
    backoff.succeeded('a@example.com');
    expect(() => backoff.check('a@example.com')).not.toThrow();
  });
});
