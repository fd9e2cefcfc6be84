import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { gzipSize } from './stats';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 loads the address bar's suggestion popup as a web page (about 400 chrome://
  // files in a renderer of its own) for every new window, which here means every new context:
  // it ran beside each cold load on the same two cores, about 100 ms of a /products load's
  // median. A shopper's window has loaded it long before they open the store.
  '--disable-features=WebUIOmniboxPopup',
];

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
    headless: true,
  });
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Script {
  url: string;
  gzip: number;
}

/** Records every JavaScript response of a page, with its gzip size. */
export function recordScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script | null>[] = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('javascript') && !res.url().endsWith('.js')) return;
    pending.push(
      res.body().then(
        (body) => ({ url: res.url(), gzip: gzipSize(body) }),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter((s): s is Script => s !== null);
}

/** Signs in through the login form with "Remember me", so the session sits in localStorage. */
export async function signedInState(
  browser: Browser,
  base: string,
  email: string,
  password: string,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/login');
  // Required fields' labels end in an aria-hidden " *".
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** In-page time (ms since navigation start) when the login form's submit button is usable. */
export const LOGIN_READY = () => {
  const button = [...document.querySelectorAll('button[type="submit"]')].find((b) =>
    b.textContent?.includes('Sign In'),
  );
  return button &&
    !(button as HTMLButtonElement).disabled &&
    document.querySelector('input[type="email"]')
    ? performance.now()
    : 0;
};

/** Notes the time of the first picture loaded inside <main>, one frame later (painted). */
export const FIRST_IMAGE_PROBE = `
  document.addEventListener('load', (event) => {
    const el = event.target;
    if (window.__firstImage || !(el instanceof HTMLImageElement) || !el.closest('main')) return;
    requestAnimationFrame(() => { window.__firstImage = window.__firstImage || performance.now(); });
  }, true);
`;
