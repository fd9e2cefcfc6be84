import { get } from '../test/accounts';
import { createTestApp } from '../test/app';
import { remoteOrigins } from './helmet';

describe('security headers', () => {
  it('sends helmet headers, no x-powered-by, and a CSP allowing the remote origins', async () => {
    const t = await createTestApp('pglite', {
      remotes: {
        storefront: 'https://cdn.example.com/storefront/remoteEntry.js',
        manager_portal: '/remotes/manager-portal/remoteEntry.js',
        admin_portal: 'http://localhost:4002/remoteEntry.js',
      },
    });
    try {
      const response = await get(t.app, '/api/health');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com http:\/\/localhost:4002/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com http:\/\/localhost:4002/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
    }
  });

  it('extracts origins only from absolute remote URLs', () => {
    expect(
      remoteOrigins([
        '/remotes/a/remoteEntry.js',
        'https://x.io:8443/a/remoteEntry.js',
        'https://x.io:8443/b.js',
      ]),
    ).toEqual(['https://x.io:8443']);
  });
});
