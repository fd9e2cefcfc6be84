import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openSession } from '../lib/browser';
import { repoRoot } from '../lib/paths';
import { startServer, type RunningServer } from '../lib/server';
import { serveStatic, type StaticServer } from '../lib/static-server';
import { createCustomer } from '../lib/store';
import { expectPath, loginThroughUi } from '../lib/ui';

// A second store whose storefront lives on another origin (a plain file server standing in for a
// CDN), found through REMOTE_STOREFRONT_URL at run time: the shell is not rebuilt.
describe('a remote served from a second origin', () => {
  let browser: Browser;
  let cdn: StaticServer;
  let store: RunningServer;

  beforeAll(async () => {
    cdn = await serveStatic(path.join(process.env.WEB_ROOT ?? repoRoot, 'storefront/dist'));
    store = await startServer('cross-origin', {
      REMOTE_STOREFRONT_URL: `${cdn.url}/remoteEntry.js`,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
    await cdn?.stop();
  });

  it('loads the storefront pages from that origin', async () => {
    const remotes = (await (await fetch(`${store.url}/remotes.json`)).json()) as Record<
      string,
      string
    >;
    expect(remotes.storefront).toBe(`${cdn.url}/remoteEntry.js`);

    const customer = await createCustomer('Jordan', store.url);
    const { context, page } = await openSession(browser, { base: store.url });
    const sameOrigin: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(`${store.url}/remotes/storefront/`)) sameOrigin.push(req.url());
    });
    await loginThroughUi(page, customer.email, customer.password);
    await expectPath(page, '/dashboard');
    await page.goto('/wishlist');
    await page
      .getByRole('main')
      .getByRole('heading', { name: /wishlist/i, level: 1 })
      .waitFor();

    expect(cdn.requested).toContain('/remoteEntry.js');
    expect(cdn.requested.length).toBeGreaterThan(1);
    expect(sameOrigin).toEqual([]);
    await context.close();
  });
});
