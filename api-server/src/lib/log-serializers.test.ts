import { redactTokens } from './log-serializers';

describe('log redaction', () => {
  it('hides tokens in logged URLs and keeps the rest', () => {
    expect(redactTokens('/reset-password?token=abc-123&x=1')).toBe(
      '/reset-password?token=[redacted]&x=1',
    );
    expect(redactTokens('/a?x=1&refreshToken=zzz')).toBe('/a?x=1&refreshToken=[redacted]');
    expect(redactTokens('/api/products?page=2')).toBe('/api/products?page=2');
    expect(redactTokens('Open http://a.test/reset-password?token=abc\nThanks')).toBe(
      'Open http://a.test/reset-password?token=[redacted]\nThanks',
    );
  });
});
