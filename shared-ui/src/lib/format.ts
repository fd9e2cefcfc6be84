/**
 * The spec shows money with $ and 2 decimals: 12.5 -> '$12.50', 1234 -> '$1,234.00'. Spelled
 * out rather than asked of Intl.NumberFormat (whose en-US currency format this matches, sign and
 * rounding included): a page's first Intl formatter starts ICU, 30-60 ms of main thread on
 * these machines, inside the first render of every price.
 */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const n = value !== null && value !== undefined && Number.isFinite(value) ? value : 0;
  const cents = roundCents(Math.abs(n));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = String(cents % 100).padStart(2, '0');
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}$${whole}.${rest}`;
}

/**
 * Like ICU, rounds the shortest decimal that reads back as the amount (1.005 -> 1.01), half away
 * from zero, not the binary double's exact value (1.00499...): the rounding is done on that
 * decimal's digits.
 */
function roundCents(abs: number): number {
  const text = String(abs);
  // Exponent notation: below 1e-6, no whole cent.
  if (text.includes('e')) return Math.round(abs * 100);
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole + fraction.slice(0, 2).padEnd(2, '0'));
  return (fraction[2] ?? '0') >= '5' ? cents + 1 : cents;
}

type DateInput = Date | string | number | null | undefined;

const EMPTY_DATE = '—';

// Spelled out rather than asked of Intl: ICU versions differ in the spaces and words they put
// between date and time, and these labels must read the same in every browser.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// An ISO date without a time is a calendar day: midnight local time (`new Date` would read it
// as midnight UTC, the previous day west of Greenwich).
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function parseIsoString(input: string): Date | null {
  const day = ISO_DAY.exec(input);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return ISO_DATE_TIME.test(input) ? new Date(input) : null;
}

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = typeof input === 'string' ? parseIsoString(input) : new Date(input);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

const monthYear = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
const longDate = (date: Date) =>
  `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

function clockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** US long date: 'November 22, 2026'. Missing or invalid dates render as an em dash. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  return date ? longDate(date) : EMPTY_DATE;
}

/** US long date with time, for orders: 'November 22, 2026 at 3:05 PM'. */
export function formatDateTime(input: DateInput): string {
  const date = toDate(input);
  return date ? `${longDate(date)} at ${clockTime(date)}` : EMPTY_DATE;
}

/** Month and year an account was created, for "Member since November 2026". */
export function memberSince(input: DateInput): string {
  const date = toDate(input);
  return date ? monthYear(date) : EMPTY_DATE;
}

/** A count with its noun: countOf(1, 'product') is '1 product', countOf(204, 'product') '204 products'. */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
