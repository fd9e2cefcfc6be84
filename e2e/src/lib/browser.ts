import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath } from './paths';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Else every new context loads the address bar's popup, ~400 chrome:// files, beside the test.
  '--disable-features=WebUIOmniboxPopup',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run the suite through jest (global setup starts the store)',
    );
  return url;
}

export interface Session {
  context: BrowserContext;
  page: Page;
}

/** A fresh context (own storage, own cookies) with one page, so tests do not share a session. */
export async function openSession(
  browser: Browser,
  options: { width?: number; base?: string } = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: options.base ?? baseUrl(),
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}
