import { countOf, formatDate, formatDateTime, formatMoney, memberSince } from './format';

describe('formatMoney', () => {
  it('shows dollars with a $ and 2 decimals', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(3)).toBe('$3.00');
    expect(formatMoney(1234.567)).toBe('$1,234.57');
  });

  it('accepts numeric strings and falls back to $0.00 for missing values', () => {
    expect(formatMoney('4.2')).toBe('$4.20');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney('abc')).toBe('$0.00');
  });

  it('reads like Intl.NumberFormat en-US currency for any amount', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [
      0.005, 0.125, 1.005, 2.675, 999.995, 1000, 12345678.9, 1e15, 1e-7, -0, -0.004, -3.5,
      -1234.567,
    ];
    for (const amount of amounts) expect(formatMoney(amount)).toBe(intl.format(amount));
  });
});

describe('dates', () => {
  it('formats dates in US long format', () => {
    expect(formatDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('January 5, 2026');
  });

  it('adds the time for orders', () => {
    expect(formatDateTime('2026-11-22T15:05:00')).toBe('November 22, 2026 at 3:05 PM');
    expect(formatDateTime('2026-03-01T09:30:00')).toBe('March 1, 2026 at 9:30 AM');
    expect(formatDateTime('2026-03-01T00:07:00')).toBe('March 1, 2026 at 12:07 AM');
    expect(formatDateTime('2026-03-01T12:00:00')).toBe('March 1, 2026 at 12:00 PM');
  });

  it('gives the month and year for member since', () => {
    expect(memberSince('2025-07-04T10:00:00')).toBe('July 2025');
  });

  it('renders an em dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
  });
});

describe('countOf', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'product')).toBe('1 product');
    expect(countOf(0, 'product')).toBe('0 products');
    expect(countOf(204, 'item')).toBe('204 items');
  });
});
