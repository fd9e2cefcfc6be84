import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession, type Session } from '../lib/browser';
import {
  buildRelease,
  countReactCopies,
  portalCli,
  reactCopies,
  tamper,
  type BuiltRelease,
} from '../lib/portal-release';
import { startServer, type RunningServer } from '../lib/server';
import { serveStatic, type StaticServer } from '../lib/static-server';
import { ADMIN, callApi, ensureInitialized } from '../lib/store';
import { expectPath, loginThroughUi } from '../lib/ui';

const TOKEN = 'e2e-portal-deploy-token-0123456789';

// The admin team ships two releases of its portal (each shows its version in the admin
// navigation) to a second origin standing in for a CDN, then promotes, rolls back, canaries
// and meets a tampered copy, all on a store that keeps running.
describe('portal releases shipped at run time', () => {
  let browser: Browser;
  let cdn: StaticServer;
  let store: RunningServer;
  let first: BuiltRelease;
  let second: BuiltRelease;
  let hosted: string;
  const cli = (...args: string[]) => portalCli(store.url, TOKEN, ...args);

  beforeAll(async () => {
    [first, second] = await Promise.all([
      buildRelease('admin-portal', '1.1.0'),
      buildRelease('admin-portal', '1.2.0'),
    ]);
    hosted = fs.mkdtempSync(path.join(os.tmpdir(), 'grocery-e2e-cdn-'));
    for (const release of [first, second]) {
      fs.cpSync(release.dir, path.join(hosted, release.folder), { recursive: true });
    }
    cdn = await serveStatic(hosted);
    store = await startServer('portal-releases', {
      PORTAL_ORIGINS: cdn.url,
      PORTAL_DEPLOY_TOKEN: TOKEN,
    });
    await ensureInitialized(store.url);
    browser = await launchBrowser();
    for (const release of [first, second]) {
      const base = `${cdn.url}/${release.folder}/`;
      await cli('publish', 'admin-portal', '--from', release.dir, '--base-url', base);
    }
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
    await cdn?.stop();
    if (hosted) fs.rmSync(hosted, { recursive: true, force: true });
  });

  /** A fresh browser signed in as the administrator, in the canary cohort given (0-99). */
  async function adminBrowser(cohort?: number): Promise<Session> {
    const session = await openSession(browser, { base: store.url });
    await countReactCopies(session.context);
    if (cohort !== undefined) {
      await session.context.addCookies([
        { name: 'grocery_cohort', value: String(cohort), url: store.url },
      ]);
    }
    await loginThroughUi(session.page, ADMIN.email, ADMIN.password);
    await expectPath(session.page, '/admin/dashboard');
    return session;
  }

  const label = (page: Page, version: string) => page.getByText(`Admin portal ${version}`);

  it('a promotion reaches the next page load, a rollback brings the release before back', async () => {
    expect(await cli('promote', 'admin-portal', '1.1.0')).toBe('admin-portal: live 1.1.0');
    const admin = await adminBrowser();
    await label(admin.page, '1.1.0').waitFor();
    expect(cdn.requested).toContain(`/${first.folder}/remoteEntry.js`);

    expect(await cli('promote', 'admin-portal', '1.2.0')).toBe('admin-portal: live 1.2.0');
    await admin.page.reload();
    await label(admin.page, '1.2.0').waitFor();

    expect(await cli('rollback', 'admin-portal')).toBe('admin-portal: live 1.1.0');
    await admin.page.reload();
    await label(admin.page, '1.1.0').waitFor();
    expect(await reactCopies(admin.page)).toBe(1);
    await admin.context.close();
  });

  it('a canary at 50% shows each browser one version, by its cohort', async () => {
    expect(await cli('promote', 'admin-portal', '1.2.0', '--percent', '50')).toBe(
      'admin-portal: live 1.1.0, canary 1.2.0 for 50%',
    );
    const inCanary = await adminBrowser(10);
    const outside = await adminBrowser(90);
    await label(inCanary.page, '1.2.0').waitFor();
    await label(outside.page, '1.1.0').waitFor();
    await expect(label(inCanary.page, '1.1.0').count()).resolves.toBe(0);
    await expect(label(outside.page, '1.2.0').count()).resolves.toBe(0);
    await inCanary.context.close();
    await outside.context.close();
    expect(await cli('rollback', 'admin-portal')).toBe('admin-portal: live 1.1.0');
  });

  it('a release tampered with after publishing is not run: the one before loads instead', async () => {
    tamper(path.join(hosted, second.folder, 'remoteEntry.js'));
    expect(await cli('promote', 'admin-portal', '1.2.0')).toBe('admin-portal: live 1.2.0');
    const { context, page } = await adminBrowser();
    await label(page, '1.1.0').waitFor();
    expect(await reactCopies(page)).toBe(1);

    // The rest of the store keeps working: another admin screen and the shell's header.
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await expectPath(page, '/admin/orders');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
    await context.close();

    // The browser told the server, for the admin's Portals screen.
    const reports = async () => {
      const { body } = await callApi<{
        portals: { portal: string; reports: { version: string; reason: string }[] }[];
      }>('/portal-releases', { base: store.url, token: TOKEN });
      return body.data.portals.find((p) => p.portal === 'admin-portal')!.reports;
    };
    const deadline = Date.now() + 5_000;
    while ((await reports()).length === 0 && Date.now() < deadline) await sleep(100);
    expect(await reports()).toEqual([
      expect.objectContaining({ version: '1.2.0', reason: expect.any(String) }),
    ]);
  });
});
