import { z } from 'zod';

/** Shared field rules (spec section 5). Each message is the spec's text, verbatim. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;
const PHONE_PATTERN = /^\+?[1-9]\d{6,14}$/;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please provide a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordRule:
    'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  roleRequired: 'Please select an account type',
  roleInvalid: 'Role must be one of: admin, store_manager, customer',
  firstNameRequired: 'First name is required',
  firstNameLength: 'First name must be between 2 and 100 characters',
  lastNameLength: 'Last name must be less than 100 characters',
  nameRequired: 'Name is required',
  nameLength: 'Name must be between 2 and 100 characters',
  phoneInvalid: 'Please provide a valid phone number',
  addressMax: 'Address must be less than 500 characters',
  storeNameRequired: 'Store name is required',
  storeNameLength: 'Store name must be between 2 and 100 characters',
  storeAddressRequired: 'Store address is required',
  storeAddressLength: 'Store address must be between 10 and 500 characters',
  reasonRequired: 'Reason is required',
  reasonMin: 'Reason must be at least 10 characters',
  fixErrors: 'Please fix the validation errors before submitting',
} as const;

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .max(254, MESSAGES.emailInvalid)
  .toLowerCase();

/** Strength rule for new passwords (registration, initialization, reset, change). */
export const newPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(6, MESSAGES.passwordMin)
  .max(128, 'Password must be less than 128 characters')
  .regex(PASSWORD_PATTERN, MESSAGES.passwordRule);

export const confirmPasswordField = z
  .string({ error: MESSAGES.confirmRequired })
  .min(1, MESSAGES.confirmRequired);

export function normalizePhone(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

/** Optional: blank means "not given"; otherwise 7-15 digits, optional +, no leading 0. */
export const phoneField = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || PHONE_PATTERN.test(normalizePhone(v)), MESSAGES.phoneInvalid);

export const addressField = z
  .string()
  .trim()
  .max(500, MESSAGES.addressMax)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** The largest value of a PostgreSQL integer column (stock counts). */
export const INT_MAX = 2_147_483_647;

/**
 * A page or page size from a query string or code: blank is `fallback`, out of range is clamped,
 * text that is not a whole number is a 400 naming `label`.
 */
export function wholeNumberParam(label: string, fallback: number, min: number, max: number) {
  const message = `${label} must be a whole number`;
  return z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed =
        typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
      if (!Number.isSafeInteger(parsed)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Math.min(max, Math.max(min, parsed));
    });
}

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * Numbers are numbers: a plain decimal string (what a form input holds) is read as one and a
 * blank one as absent, but booleans, arrays, null, hex or exponent strings stay what they are
 * and fail `schema` with its message (z.coerce would turn true into 1 and [5] into 5).
 */
export function strictNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (!value.trim()) return undefined;
    return DECIMAL.test(value) ? Number(value) : value;
  }, schema);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "2026-02-30" has the shape of a date but names no day; PostgreSQL would refuse it. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

// Format characters (zero-width space, joiners, BOM, soft hyphen, bidi controls) and the
// Hangul and Braille blanks: they print as nothing.
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u2800\u3164\uFFA0]/gu;
const JOINERS = new Set(['\u200C', '\u200D']);
const VISIBLE = /[^\s\p{Cf}]/u;

/**
 * Removes characters that print as nothing, so a name made only of them is empty (and
 * refused) and "Milk\u200B" is the same name as "Milk" for duplicate checks. A joiner between
 * two visible characters stays: it shapes emoji sequences and some scripts' words.
 */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, (char, offset: number, whole: string) => {
    if (!JOINERS.has(char)) return '';
    const before = whole[offset - 1];
    const after = whole[offset + 1];
    return before && after && VISIBLE.test(before) && VISIBLE.test(after) ? char : '';
  });
}

/** A name as people see it: invisible characters removed, then trimmed. */
export const visibleText = (message?: string) =>
  z
    .string(message === undefined ? undefined : { error: message })
    .overwrite(stripInvisible)
    .trim();
