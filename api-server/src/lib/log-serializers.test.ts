import { redactUrl } from './log-serializers';

describe('log redaction', () => {
  it('hides tokens in logged URLs and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc-123&x=1')).toBe(
      '/reset-password?token=[redacted]&x=1',
    );
    expect(redactUrl('/a?x=1&refreshToken=zzz')).toBe('/a?x=1&refreshToken=[redacted]');
    expect(redactUrl('/api/products?page=2')).toBe('/api/products?page=2');
  });
});
