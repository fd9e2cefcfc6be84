import { z } from 'zod';
import { isCalendarDate, strictNumber, stripInvisible, visibleText } from './fields';

describe('strictNumber', () => {
  const price = strictNumber(z.number({ error: 'Price is required' }));

  it('reads numbers and plain decimal text', () => {
    expect(price.parse(3)).toBe(3);
    expect(price.parse('12.50')).toBe(12.5);
    expect(price.parse(' -4 ')).toBe(-4);
  });

  it('refuses what z.coerce would have turned into a number', () => {
    for (const value of [true, [1], null, '0x10', '1e3', '', ' ', '12,5', Infinity, NaN]) {
      expect(price.safeParse(value).error?.issues[0]?.message).toBe('Price is required');
    }
  });
});

describe('isCalendarDate', () => {
  it('accepts days that exist, leap days included', () => {
    expect(['2026-01-31', '2028-02-29', '2000-02-29', '0001-01-01'].map(isCalendarDate)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('refuses days that do not', () => {
    const days = ['2026-02-30', '2026-13-45', '0000-00-00', '1900-02-29', '2026-04-31', '2026-1-1'];
    expect(days.map(isCalendarDate)).toEqual(days.map(() => false));
  });
});

describe('stripInvisible and visibleText', () => {
  it('removes characters that print as nothing', () => {
    expect(stripInvisible('\u200BMi\u00ADlk\uFEFF\u2060')).toBe('Milk');
    expect(stripInvisible('\u202Eevil')).toBe('evil');
  });

  it('keeps a joiner between two visible characters', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(stripInvisible(family)).toBe(family);
    expect(stripInvisible('\u200DMilk\u200C')).toBe('Milk');
  });

  it('leaves a name made only of invisible characters empty', () => {
    const name = visibleText('Name is required').min(1, 'Name is required');
    expect(name.safeParse(' \u200B\u200D \u3164').error?.issues[0]?.message).toBe(
      'Name is required',
    );
    expect(name.parse(' Oat\u200B milk ')).toBe('Oat milk');
  });
});
