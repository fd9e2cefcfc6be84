import type { Browser, BrowserContext } from 'playwright-core';
import type { Accounts } from '../lib/accounts';
import { signedInState, type StorageState } from '../lib/browser';
import { BUDGETS } from '../lib/budgets';
import {
  VITALS_PROBE,
  chainTo,
  phoneContext,
  scriptGzip,
  throttled,
  type Request,
} from '../lib/mobile-profile';
import type { Row } from '../lib/report';
import { kb, median } from '../lib/stats';

const RUNS = 5;
const SECTION = 'mobile (150 ms RTT, 1.6 Mbit/s, CPU 4x)';

interface Load {
  lcpMs: number;
  imageMs: number;
  cls: number;
  jsGzip: number;
  requests: number;
  /** paths of the requests before the first product picture, in order */
  chain: string[];
}

interface Vitals {
  lcp: number;
  cls: number;
  firstImage?: number;
  firstImageUrl?: string;
}

const pathOf = (r: Request) => {
  const url = new URL(r.url);
  return `${url.pathname}${url.search}`;
};

/** One measured load in a page of `context`, throttled from its first request. */
async function measure(context: BrowserContext, path: string): Promise<Load> {
  const page = await context.newPage();
  const { requests } = await throttled(page);
  await page.goto(path, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  // LCP and layout shifts are reported a frame after they happen.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  const vitals = (await page.evaluate(() => {
    const w = window as unknown as Vitals & {
      __lcp: number;
      __cls: number;
      __firstImage?: number;
      __firstImageUrl?: string;
    };
    return {
      lcp: w.__lcp,
      cls: w.__cls,
      firstImage: w.__firstImage,
      firstImageUrl: w.__firstImageUrl,
    };
  })) as Vitals;
  const chain = vitals.firstImageUrl ? chainTo(requests, vitals.firstImageUrl) : [];
  const load: Load = {
    lcpMs: vitals.lcp,
    imageMs: vitals.firstImage ?? Number.NaN,
    cls: vitals.cls,
    jsGzip: await scriptGzip(requests),
    requests: requests.filter((r) => !r.fromCache).length,
    // The picture itself is not counted: the chain is what came before it.
    chain: chain.slice(0, -1).map(pathOf),
  };
  await page.close();
  return load;
}

interface Scenario {
  name: string;
  path: string;
  state?: StorageState;
  /** the same path opened once before in the same context, so the HTTP cache holds its files */
  warm?: boolean;
  lcpBudgetMs?: number;
  jsBudgetKb?: number;
  jsLabel: string;
}

async function run(browser: Browser, base: string, scenario: Scenario): Promise<Load[]> {
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await phoneContext(browser, base, scenario.state);
    await context.addInitScript(VITALS_PROBE);
    if (scenario.warm) await measure(context, scenario.path);
    loads.push(await measure(context, scenario.path));
    await context.close();
  }
  return loads;
}

function rowsFor(scenario: Scenario, loads: Load[]): Row[] {
  const mid = (pick: (l: Load) => number) => median(loads.map(pick).filter(Number.isFinite));
  const lcp = mid((l) => l.lcpMs);
  const image = mid((l) => l.imageMs);
  const js = kb(mid((l) => l.jsGzip));
  const chains = loads.filter((l) => Number.isFinite(l.imageMs)).map((l) => l.chain.length);
  const chain = median(chains);
  const longest = loads.reduce((a, l) => (l.chain.length > a.length ? l.chain : a), [] as string[]);
  const metric = (what: string) => `${scenario.name}: ${what}`;
  const ms = (v: number) => (Number.isNaN(v) ? 'none seen' : `${Math.round(v)} ms`);
  const rows: Row[] = [
    {
      section: SECTION,
      metric: metric('largest contentful paint'),
      value: ms(lcp),
      budget: scenario.lcpBudgetMs ? `<= ${scenario.lcpBudgetMs} ms` : '-',
      ok: scenario.lcpBudgetMs ? lcp <= scenario.lcpBudgetMs : undefined,
      detail: loads.map((l) => Math.round(l.lcpMs)),
    },
    {
      section: SECTION,
      metric: metric('first product picture'),
      value: ms(image),
      budget: '-',
      detail: loads.map((l) => Math.round(l.imageMs)),
    },
    {
      section: SECTION,
      metric: metric(`${scenario.jsLabel} (gzip)`),
      value: `${js} KB`,
      budget: scenario.jsBudgetKb ? `<= ${scenario.jsBudgetKb} KB` : '-',
      ok: scenario.jsBudgetKb ? js <= scenario.jsBudgetKb : undefined,
    },
    {
      section: SECTION,
      metric: metric('requests to the network'),
      value: String(mid((l) => l.requests)),
      budget: '-',
    },
    {
      section: SECTION,
      metric: metric('longest chain before the first product picture'),
      value: chains.length ? `${chain} requests` : 'no picture',
      budget: chains.length ? `<= ${BUDGETS.mobileChain}` : '-',
      ok: chains.length ? chain <= BUDGETS.mobileChain : undefined,
      detail: longest,
    },
    {
      section: SECTION,
      metric: metric('cumulative layout shift'),
      value: mid((l) => l.cls).toFixed(3),
      budget: `<= ${BUDGETS.mobileCls}`,
      ok: mid((l) => l.cls) <= BUDGETS.mobileCls,
      detail: loads.map((l) => Number(l.cls.toFixed(3))),
    },
  ];
  return rows;
}

/** A phone's loads of the store's first screens, median of RUNS fresh contexts each. */
export async function mobile(browser: Browser, base: string, accounts: Accounts): Promise<Row[]> {
  const customer = await signedInState(
    browser,
    base,
    accounts.customer.email,
    accounts.customer.password,
  );
  const scenarios: Scenario[] = [
    { name: 'guest /', path: '/', lcpBudgetMs: BUDGETS.mobileLcpMs, jsLabel: 'JS' },
    {
      name: 'guest /login',
      path: '/login',
      jsLabel: 'shell JS',
      jsBudgetKb: BUDGETS.mobileLoginShellKb,
    },
    {
      name: 'returning /products, empty cache',
      path: '/products',
      state: customer,
      lcpBudgetMs: BUDGETS.mobileLcpMs,
      jsLabel: 'JS',
      jsBudgetKb: BUDGETS.productsInitialKb,
    },
    {
      name: 'returning /products, warm cache',
      path: '/products',
      state: customer,
      warm: true,
      lcpBudgetMs: BUDGETS.mobileWarmLcpMs,
      jsLabel: 'JS',
    },
  ];
  const rows: Row[] = [];
  for (const scenario of scenarios)
    rows.push(...rowsFor(scenario, await run(browser, base, scenario)));
  return rows;
}
