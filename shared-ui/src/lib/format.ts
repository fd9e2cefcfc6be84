import { format, isValid, parseISO } from 'date-fns';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The spec shows money with $ and 2 decimals: 12.5 -> '$12.50', 1234 -> '$1,234.00'. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return money.format(value !== null && value !== undefined && Number.isFinite(value) ? value : 0);
}

type DateInput = Date | string | number | null | undefined;

const EMPTY_DATE = '—';

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = typeof input === 'string' ? parseISO(input) : new Date(input);
  return isValid(date) ? date : null;
}

/** US long date: 'November 22, 2026'. Missing or invalid dates render as an em dash. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  return date ? format(date, 'MMMM d, yyyy') : EMPTY_DATE;
}

/** US long date with time, for orders: 'November 22, 2026 at 3:05 PM'. */
export function formatDateTime(input: DateInput): string {
  const date = toDate(input);
  return date ? format(date, "MMMM d, yyyy 'at' h:mm a") : EMPTY_DATE;
}

/** Month and year an account was created, for "Member since November 2026". */
export function memberSince(input: DateInput): string {
  const date = toDate(input);
  return date ? format(date, 'MMMM yyyy') : EMPTY_DATE;
}
