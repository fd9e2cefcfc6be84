import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { body, get, initializeAdmin, post, put, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { approvedManager } from '../../test/requests';
import { join } from 'node:path';
import { shellSharedVersions } from './shell-shared';

const TOKEN = 'ci-deploy-token-0123456789abcdef';
const CDN = 'http://cdn.test:4100';
// What the test app's shell provides: the installed packages.
const shell = shellSharedVersions(join(__dirname, '..', '..', '..'));

interface PortalJson {
  portal: string;
  live: { version: string; entry: string; publishedBy: string } | null;
  canary: { release: { version: string }; percent: number } | null;
  history: { version: string; promotions: { percent: number }[] }[];
  reports: { version: string; reason: string }[];
}

const release = (version: string, overrides: Record<string, unknown> = {}) => ({
  portal: 'admin-portal',
  version,
  entry: `${CDN}/admin-portal/${version}/remoteEntry.js`,
  integrity: `sha384-${'A'.repeat(64)}`,
  shared: shell,
  ...overrides,
});

describe.each(drivers)('portal releases (%s)', (driver) => {
  const t = useTestApp(driver, { portalDeployToken: TOKEN, portalOrigins: [CDN] });
  let admin: string;
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
  });
  const portals = async () =>
    body<{ portals: PortalJson[] }>(await get(t.app, '/api/portal-releases', TOKEN)).data.portals;
  const adminPortal = async () => (await portals()).find((p) => p.portal === 'admin-portal')!;
  const remotes = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} });
  const auditActions = async () =>
    (
      await t.app.db
        .select({ action: auditLog.action, actorName: auditLog.actorName })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'portal')))
    ).map((row) => `${row.action} by ${row.actorName}`);

  it('registers what npm start built as each portal’s first, live release', async () => {
    const list = await portals();
    expect(
      list.map((p) => [p.portal, p.live?.version, p.live?.entry, p.live?.publishedBy]),
    ).toEqual([
      ['storefront', '1.0.0', '/remotes/storefront/remoteEntry.js', 'Store setup'],
      ['manager-portal', '1.0.0', '/remotes/manager-portal/remoteEntry.js', 'Store setup'],
      ['admin-portal', '1.0.0', '/remotes/admin-portal/remoteEntry.js', 'Store setup'],
    ]);
    expect((await remotes()).json()).toMatchObject({
      admin_portal: '/remotes/admin-portal/remoteEntry.js',
      releases: { admin_portal: { version: '1.0.0' } },
    });
  });

  it('publishes a release (201), takes the same one again (200), refuses other content (409)', async () => {
    const first = await post(t.app, '/api/portal-releases', release('1.1.0'), TOKEN);
    expect(first.statusCode).toBe(201);
    expect(
      body<{ release: { version: string; publishedBy: string } }>(first).data.release,
    ).toMatchObject({
      version: '1.1.0',
      publishedBy: 'Deploy token',
    });
    expect((await post(t.app, '/api/portal-releases', release('1.1.0'), TOKEN)).statusCode).toBe(
      200,
    );
    const other = await post(
      t.app,
      '/api/portal-releases',
      release('1.1.0', { entry: `${CDN}/elsewhere/remoteEntry.js` }),
      TOKEN,
    );
    expect(other.statusCode).toBe(409);
    expect(body(other).message).toBe(
      'admin-portal 1.1.0 is already published with other content: publish it under a new version',
    );
  });

  it('refuses an origin PORTAL_ORIGINS does not list', async () => {
    const answer = await post(
      t.app,
      '/api/portal-releases',
      release('1.1.1', { entry: 'https://evil.example/remoteEntry.js' }),
      admin,
    );
    expect(answer.statusCode).toBe(400);
    expect(body(answer).message).toBe(
      'https://evil.example is not an allowed portal origin (PORTAL_ORIGINS lists the allowed ones)',
    );
  });

  it.each([
    ['react', '18.3.1'],
    ['react-router-dom', '6.30.0'],
    ['@grocery/shared-api', '1.1.0'],
    ['@grocery/shared-ui', '2.0.0'],
  ])('refuses a release built against %s %s, naming both versions', async (name, version) => {
    const shared = { ...shell, [name]: version };
    const answer = await post(t.app, '/api/portal-releases', release('1.2.0', { shared }), TOKEN);
    expect(answer.statusCode).toBe(400);
    expect(body(answer).message).toBe(
      `This release cannot run in the store: ${name} ${version} is not compatible with the shell's ${name} ${shell[name as keyof typeof shell]}`,
    );
  });

  it('accepts an older minor of the shared contracts and another minor of React', async () => {
    const [major] = shell.react.split('.');
    const shared = { ...shell, react: `${major}.0.0`, '@grocery/shared-api': '1.0.0' };
    const answer = await post(t.app, '/api/portal-releases', release('1.1.5', { shared }), TOKEN);
    expect(answer.statusCode).toBe(201);
  });

  it('refuses bad input with 400: an unknown portal, a percent out of range, an unknown version', async () => {
    expect(
      (await post(t.app, '/api/portal-releases', release('1.3.0', { portal: 'shell' }), TOKEN))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(t.app, '/api/portal-releases', release('not-semver'), TOKEN)).statusCode,
    ).toBe(400);
    const percent = await put(
      t.app,
      '/api/portal-releases/admin-portal/live',
      { version: '1.1.0', percent: 0 },
      TOKEN,
    );
    expect(percent.statusCode).toBe(400);
    const unknown = await put(
      t.app,
      '/api/portal-releases/admin-portal/live',
      { version: '9.9.9' },
      TOKEN,
    );
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe('admin-portal has no release 9.9.9');
  });

  it('promotes a release: the next /remotes.json serves it, with the previous one as fallback', async () => {
    const answer = await put(
      t.app,
      '/api/portal-releases/admin-portal/live',
      { version: '1.1.0' },
      admin,
    );
    expect(answer.statusCode).toBe(200);
    expect(body(answer).data).toEqual({
      portal: { live: '1.1.0', canary: null, previous: '1.0.0' },
    });
    const served = await remotes();
    expect(served.json()).toMatchObject({
      admin_portal: `${CDN}/admin-portal/1.1.0/remoteEntry.js`,
      releases: {
        admin_portal: {
          version: '1.1.0',
          integrity: `sha384-${'A'.repeat(64)}`,
          shared: shell,
          fallback: {
            version: '1.0.0',
            entry: '/remotes/admin-portal/remoteEntry.js',
            shared: shell,
          },
        },
      },
    });
    expect(String(served.headers['content-security-policy'])).toContain(`script-src 'self' ${CDN}`);
    expect((await adminPortal()).live?.version).toBe('1.1.0');
  });

  it('runs a canary sticky per browser, splitting 1,000 browsers within 5 points', async () => {
    const canary = await put(
      t.app,
      '/api/portal-releases/admin-portal/live',
      { version: '1.1.5', percent: 30 },
      TOKEN,
    );
    expect(body(canary).data).toEqual({
      portal: { live: '1.1.0', canary: { version: '1.1.5', percent: 30 }, previous: '1.0.0' },
    });
    let onCanary = 0;
    for (let browser = 0; browser < 1000; browser += 1) {
      const first = await remotes();
      const cookie = String(first.headers['set-cookie']).split(';')[0]!;
      expect(cookie).toMatch(/^grocery_cohort=\d{1,2}$/);
      const entry = first.json<{ admin_portal: string }>().admin_portal;
      if (entry.includes('/1.1.5/')) onCanary += 1;
      if (browser % 50 === 0) {
        const again = await remotes(cookie);
        expect(again.json<{ admin_portal: string }>().admin_portal).toBe(entry);
        expect(again.headers['set-cookie']).toBeUndefined();
      }
    }
    expect(onCanary).toBeGreaterThanOrEqual(250);
    expect(onCanary).toBeLessThanOrEqual(350);
    expect((await remotes('grocery_cohort=29')).json()).toMatchObject({
      releases: { admin_portal: { version: '1.1.5', fallback: { version: '1.1.0' } } },
    });
    expect((await remotes('grocery_cohort=30')).json()).toMatchObject({
      releases: { admin_portal: { version: '1.1.0' } },
    });
  });

  it('rolls back: first the canary stops, then the release live before is live again', async () => {
    const stop = await post(t.app, '/api/portal-releases/admin-portal/rollback', {}, TOKEN);
    expect(body(stop).data).toEqual({ portal: { live: '1.1.0', canary: null, previous: '1.0.0' } });
    expect(
      (await remotes('grocery_cohort=0')).json<{ admin_portal: string }>().admin_portal,
    ).toContain('/1.1.0/');
    const back = await post(t.app, '/api/portal-releases/admin-portal/rollback', {}, admin);
    expect(body(back).data).toEqual({ portal: { live: '1.0.0', canary: null, previous: null } });
    expect((await remotes()).json<{ admin_portal: string }>().admin_portal).toBe(
      '/remotes/admin-portal/remoteEntry.js',
    );
    const none = await post(t.app, '/api/portal-releases/admin-portal/rollback', {}, admin);
    expect(none.statusCode).toBe(409);
    expect(body(none).message).toBe('admin-portal has no earlier release to roll back to');
  });

  it('writes every change to the audit log, naming the admin or the deploy token', async () => {
    const actions = await auditActions();
    expect(actions).toEqual(
      expect.arrayContaining([
        'portal.publish by Deploy token',
        'portal.promote by Ada Admin',
        'portal.canary by Deploy token',
        'portal.rollback by Deploy token',
        'portal.rollback by Ada Admin',
      ]),
    );
  });

  it('lets the deploy token do nothing else, and refuses customers and managers (403)', async () => {
    expect((await get(t.app, '/api/auth/profile', TOKEN)).statusCode).toBe(401);
    expect((await get(t.app, '/api/audit', TOKEN)).statusCode).toBe(401);
    expect((await get(t.app, '/api/orders', TOKEN)).statusCode).toBe(401);
    expect((await post(t.app, '/api/products', { name: 'Token Tea' }, TOKEN)).statusCode).toBe(401);
    expect((await get(t.app, '/api/portal-releases', 'wrong-token')).statusCode).toBe(401);
    const customer = (await registerCustomer(t.app)).token;
    const manager = (await approvedManager(t.app, admin)).token;
    for (const token of [customer, manager]) {
      expect((await get(t.app, '/api/portal-releases', token)).statusCode).toBe(403);
      expect((await post(t.app, '/api/portal-releases', release('1.4.0'), token)).statusCode).toBe(
        403,
      );
      const promote = await put(
        t.app,
        '/api/portal-releases/admin-portal/live',
        { version: '1.1.0' },
        token,
      );
      expect(promote.statusCode).toBe(403);
      expect(
        (await post(t.app, '/api/portal-releases/admin-portal/rollback', {}, token)).statusCode,
      ).toBe(403);
    }
  });

  it('keeps the reports browsers send about a release they could not run', async () => {
    const report = { portal: 'admin-portal', version: '1.1.0', reason: 'integrity mismatch' };
    expect((await post(t.app, '/api/portal-releases/reports', report)).statusCode).toBe(202);
    expect((await adminPortal()).reports).toEqual([
      expect.objectContaining({ version: '1.1.0', reason: 'integrity mismatch' }),
    ]);
  });
});
