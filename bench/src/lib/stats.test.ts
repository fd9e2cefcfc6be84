import { gzipSize, kb, median } from './stats';

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('measures gzip size below the raw size for repetitive text', () => {
    const text = 'const a = 1;\n'.repeat(500);
    expect(gzipSize(text)).toBeLessThan(text.length / 10);
    expect(kb(2048)).toBe(2);
  });
});
