import { get } from '../test/accounts';
import { createTestApp } from '../test/app';

describe('security headers', () => {
  it('sends pages the document policy, with a CSP allowing the remote origins', async () => {
    const t = await createTestApp('pglite', {
      remotes: {
        storefront: 'https://cdn.example.com/storefront/remoteEntry.js',
        manager_portal: '/remotes/manager-portal/remoteEntry.js',
        admin_portal: 'http://localhost:4002/remoteEntry.js',
      },
    });
    try {
      // Outside /api: the files of the front end, served with the same policy as its pages.
      const response = await get(t.app, '/remotes.json');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com http:\/\/localhost:4002/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com http:\/\/localhost:4002/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
    }
  });

  it("sends JSON answers OWASP's REST set: nothing to run, nothing to frame", async () => {
    const t = await createTestApp('pglite');
    try {
      const response = await get(t.app, '/api/health');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
