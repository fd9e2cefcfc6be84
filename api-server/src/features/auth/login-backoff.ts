import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { LruCache } from '../../lib/lru-cache';

/** Failures allowed before each further attempt has to wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * 60_000;

interface Failures {
  count: number;
  /** Until then an attempt is refused without looking at the password. */
  lockedUntil: number;
}

/**
 * Per-account back-off against password guessing from many addresses (the rate limit counts
 * per address). Keyed by the email as typed, so an unknown address is locked exactly like a
 * known one and the answer says nothing about which exist. Kept in memory per replica, and
 * forgotten a quarter of an hour after the last failure.
 */
export class LoginBackoff {
  private readonly failures = new LruCache<Failures>({
    maxEntries: 100_000,
    ttlMs: MAX_WAIT_MS,
  });

  constructor(private readonly now: () => number = Date.now) {}

  /** Throws 429 while the account is locked. */
  check(email: string): void {
    const entry = this.failures.get(email);
    const wait = entry ? entry.lockedUntil - this.now() : 0;
    if (wait > 0) throw new AppError(429, lockedMessage(wait));
  }

  failed(email: string): void {
    const count = (this.failures.get(email)?.count ?? 0) + 1;
    const wait =
      count < FREE_FAILURES
        ? 0
        : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (count - FREE_FAILURES));
    this.failures.set(email, { count, lockedUntil: this.now() + wait });
  }

  succeeded(email: string): void {
    this.failures.delete(email);
  }
}

export function lockedMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed login attempts. Please wait ${wait} and try again.`;
}

const backoffs = new WeakMap<Db, LoginBackoff>();

/** One per database handle, like the catalogue cache: two apps in one process never share. */
export function loginBackoff(db: Db): LoginBackoff {
  let backoff = backoffs.get(db);
  if (!backoff) {
    backoff = new LoginBackoff();
    backoffs.set(db, backoff);
  }
  return backoff;
}
