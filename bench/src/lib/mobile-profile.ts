import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { gzipSize } from './stats';

/** Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower. */
export const MOBILE = {
  latencyMs: 150,
  downBytesPerSec: (1.6 * 1024 * 1024) / 8,
  upBytesPerSec: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** A mid-range phone's screen (Lighthouse's Moto G Power). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

export function phoneContext(
  browser: Browser,
  base: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, baseURL: base, storageState });
}

/** Paint and layout figures the page notes for itself from its first byte of script. */
export const VITALS_PROBE = `
  window.__lcp = 0; window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('load', (event) => {
    const el = event.target;
    if (window.__firstImage || !(el instanceof HTMLImageElement) || !el.closest('main')) return;
    window.__firstImageUrl = el.currentSrc || el.src;
    requestAnimationFrame(() => { window.__firstImage = window.__firstImage || performance.now(); });
  }, true);
`;

export interface Request {
  id: string;
  url: string;
  /** seconds, CDP's monotonic clock */
  sent: number;
  done?: number;
  fromCache: boolean;
  type?: string;
  body?: Promise<Buffer | null>;
}

/** Network timings of one page through its CDP session, with the mobile profile applied. */
export async function throttled(page: Page): Promise<{ cdp: CDPSession; requests: Request[] }> {
  const cdp = await page.context().newCDPSession(page);
  const requests: Request[] = [];
  const byId = new Map<string, Request>();
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the id: the hop before it counts as its own request.
    const r: Request = {
      id: e.requestId,
      url: e.request.url,
      sent: e.timestamp,
      fromCache: false,
      type: e.type,
    };
    byId.set(e.requestId, r);
    requests.push(r);
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = byId.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = byId.get(e.requestId);
    if (r && (e.response.fromDiskCache || e.response.fromPrefetchCache)) r.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.done = e.timestamp;
    if (r.type === 'Script')
      r.body = cdp
        .send('Network.getResponseBody', { requestId: e.requestId })
        .then((b) => Buffer.from(b.body, b.base64Encoded ? 'base64' : 'utf8'))
        .catch(() => null);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downBytesPerSec,
    uploadThroughput: MOBILE.upBytesPerSec,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  return { cdp, requests };
}

/** Total gzip size of the page's scripts (from the network or the cache: what the phone runs). */
export async function scriptGzip(requests: Request[]): Promise<number> {
  const bodies = await Promise.all(requests.filter((r) => r.body).map((r) => r.body!));
  return bodies.reduce((sum, b) => sum + (b ? gzipSize(b) : 0), 0);
}

/**
 * The requests the first product picture waited on, in order, ending with the picture's own.
 * Each request's predecessor is the one that finished last before it was sent (what it could
 * have been waiting for), walked back to the page itself: the round trips made in sequence.
 * Answers from the HTTP cache cost no round trip and are left out.
 */
export function chainTo(requests: Request[], url: string): Request[] {
  const network = requests.filter((r) => !r.fromCache && r.done !== undefined);
  // A picture from the cache still waited on the requests that led to its <img>.
  let current = requests.find((r) => r.url === url);
  const chain: Request[] = [];
  while (current) {
    chain.unshift(current);
    const sent = current.sent;
    current = network
      .filter((r) => r.done! <= sent)
      .reduce<
        Request | undefined
      >((last, r) => (!last || r.done! > last.done! ? r : last), undefined);
  }
  return chain;
}
