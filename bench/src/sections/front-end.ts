import type { Browser } from 'playwright-core';
import type { Accounts } from '../lib/accounts';
import {
  FIRST_IMAGE_PROBE,
  LOGIN_READY,
  recordScripts,
  signedInState,
  type Script,
  type StorageState,
} from '../lib/browser';
import { BUDGETS } from '../lib/budgets';
import type { Row } from '../lib/report';
import { kb, median } from '../lib/stats';

const RUNS = 5;
const sum = (scripts: Script[]) => scripts.reduce((total, s) => total + s.gzip, 0);
const listed = (scripts: Script[]) =>
  scripts.map((s) => `${new URL(s.url).pathname} ${kb(s.gzip)} KB`);
const underRemote = (dir: string) => (s: Script) =>
  new URL(s.url).pathname.startsWith(`/remotes/${dir}/`);
const notRemote = (s: Script) => !new URL(s.url).pathname.startsWith('/remotes/');

async function coldLogin(browser: Browser, base: string) {
  const times: number[] = [];
  let scripts: Script[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const collect = recordScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const handle = await page.waitForFunction(LOGIN_READY, undefined, {
      polling: 'raf',
      timeout: 30_000,
    });
    times.push((await handle.jsonValue()) as number);
    await page.waitForLoadState('networkidle');
    scripts = await collect();
    await context.close();
  }
  return { ms: median(times), scripts };
}

async function firstScreen(browser: Browser, base: string, state: StorageState, path: string) {
  const context = await browser.newContext({ baseURL: base, storageState: state });
  const page = await context.newPage();
  await page.addInitScript(FIRST_IMAGE_PROBE);
  const collect = recordScripts(page);
  await page.goto(path);
  await page.getByRole('main').getByRole('heading').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const imageMs =
    (await page.evaluate(() => (window as unknown as { __firstImage?: number }).__firstImage)) ??
    Number.NaN;
  const scripts = await collect();
  await context.close();
  return { scripts, imageMs };
}

/** Bundle sizes and cold loads in headless chromium, one fresh context (empty cache) per load. */
export async function frontEnd(
  browser: Browser,
  base: string,
  accounts: Accounts,
  withCatalogue: boolean,
): Promise<Row[]> {
  const rows: Row[] = [];
  const login = await coldLogin(browser, base);
  const shellKb = kb(sum(login.scripts.filter(notRemote)));
  rows.push(
    {
      section: 'front-end',
      metric: 'shell initial JS on /login (gzip)',
      value: `${shellKb} KB`,
      budget: `<= ${BUDGETS.shellInitialKb} KB`,
      ok: shellKb <= BUDGETS.shellInitialKb,
      detail: listed(login.scripts),
    },
    {
      section: 'front-end',
      metric: `cold load to interactive login form (median of ${RUNS})`,
      value: `${Math.round(login.ms)} ms`,
      budget: `<= ${BUDGETS.coldLoginMs} ms`,
      ok: login.ms <= BUDGETS.coldLoginMs,
    },
  );

  const roles = [
    { dir: 'storefront', account: accounts.customer },
    { dir: 'manager-portal', account: accounts.manager },
    { dir: 'admin-portal', account: accounts.admin },
  ];
  for (const { dir, account } of roles) {
    const state = await signedInState(browser, base, account.email, account.password);
    const { scripts } = await firstScreen(browser, base, state, '/dashboard');
    const size = kb(sum(scripts.filter(underRemote(dir))));
    rows.push({
      section: 'front-end',
      metric: `${dir} remoteEntry + first screen (/dashboard, gzip)`,
      value: `${size} KB`,
      budget: `<= ${BUDGETS.remoteFirstScreenKb} KB`,
      ok: size <= BUDGETS.remoteFirstScreenKb,
      detail: listed(scripts.filter(underRemote(dir))),
    });
  }

  if (withCatalogue) rows.push(...(await productsPage(browser, base, accounts)));
  return rows;
}

async function productsPage(browser: Browser, base: string, accounts: Accounts): Promise<Row[]> {
  const state = await signedInState(
    browser,
    base,
    accounts.customer.email,
    accounts.customer.password,
  );
  const times: number[] = [];
  let scripts: Script[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const load = await firstScreen(browser, base, state, '/products');
    times.push(load.imageMs);
    scripts = load.scripts;
  }
  const ms = median(times.filter(Number.isFinite));
  const size = kb(sum(scripts));
  return [
    {
      section: 'front-end',
      metric: `cold /products to first product image (median of ${RUNS})`,
      value: Number.isNaN(ms) ? 'no image seen' : `${Math.round(ms)} ms`,
      budget: `<= ${BUDGETS.productsFirstImageMs} ms`,
      ok: ms <= BUDGETS.productsFirstImageMs,
    },
    {
      section: 'front-end',
      metric: '/products initial JS, shell + storefront (gzip)',
      value: `${size} KB`,
      budget: `<= ${BUDGETS.productsInitialKb} KB`,
      ok: size <= BUDGETS.productsInitialKb,
      detail: listed(scripts),
    },
  ];
}
