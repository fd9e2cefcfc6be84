import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { IANAZone } from 'luxon';
import type { RemoteName } from '@grocery/shared-api';
import type { FairShareConfig } from './lib/fair-share';

export interface RateLimitConfig {
  /** Requests per window and client on every route; 0 switches the global limit off. */
  max: number;
  /** Stricter budget for credential-guessing routes (login, register, reset...); 0 = off. */
  authMax: number;
  windowMs: number;
  /** Count in PostgreSQL, shared by the replicas (RATE_LIMIT_STORE=postgres), not in memory. */
  shared: boolean;
}

export interface Config {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * PostgreSQL connections per API process (DATABASE_POOL_MAX, default 10). Replicas share one
   * database: start-cluster divides the 10 between them, as more sessions than cores only
   * lengthen the lines on the rows every order writes.
   */
  databasePoolMax: number;
  jwtSecret: Uint8Array;
  smtpUrl: string | null;
  /**
   * GET /api/dev/outbox lists the kept mails, live reset links included: only when DEV_OUTBOX
   * is true, and never in production whatever it says.
   */
  devOutbox: boolean;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  bodyLimit: number;
  /** Largest picture POST /api/uploads stores (UPLOAD_MAX_BYTES, default 2 MB). */
  uploadMaxBytes: number;
  /** Behind a load balancer: trust X-Forwarded-* (true, or the proxies' addresses). */
  trustProxy: boolean | string[];
  rateLimit: RateLimitConfig;
  fairShare: FairShareConfig;
  /** A request whose headers and body have not all arrived by then gets 408 (REQUEST_TIMEOUT). */
  requestTimeoutMs: number;
  /** Connections the kernel holds for accepting in a burst (LISTEN_BACKLOG). */
  listenBacklog: number;
  /** URL of each remote's remoteEntry.js as sent to the shell by GET /remotes.json. */
  remotes: Record<RemoteName, string>;
  /**
   * Bearer token a portal team's CI uses for the release routes (PORTAL_DEPLOY_TOKEN); it can
   * do nothing else. null: only an admin can publish.
   */
  portalDeployToken: string | null;
  /**
   * Origins (scheme://host:port) a portal release may be served from besides this store
   * (PORTAL_ORIGINS, comma-separated, plus the origins of REMOTE_*_URL).
   */
  portalOrigins: string[];
  /** Repository root holding shell/dist and each remote's dist. */
  webRoot: string;
  imagesDir: string;
  migrationsFolder: string;
  /** Checkout: a flat shipping charge per order, in cents (the spec's store charges 0). */
  shippingFlatCents: number;
  /** Checkout: tax as a percent of the subtotal, decimals allowed (the spec's store: 0). */
  taxRatePercent: number;
  /** Checkout: the extra a card is authorised for on weighed lines (WEIGHT_AUTH_MARGIN_PERCENT,
   * default 10), so a bag picked a little heavier is still covered. */
  weightMarginPercent: number;
  /** IANA zone the delivery schedule is kept in (STORE_TIME_ZONE, default the server's). */
  storeTimeZone: string;
  /** False when DELIVERY_CAPACITY=0: orders still get slots but no slot is ever full (benches). */
  deliveryCapacityLimits: boolean;
  orderLimits: OrderLimits;
}

/** What one account may hold back from other shoppers; 0 switches a limit off. */
export interface OrderLimits {
  /** Units of one product in one order (MAX_LINE_QUANTITY). */
  maxLineQuantity: number;
  /** Orders not yet paid (cash on delivery) and not cancelled or delivered (MAX_OPEN_UNPAID_ORDERS). */
  maxOpenUnpaidOrders: number;
}

type Env = Record<string, string | undefined>;

const REMOTE_DIRS: Record<RemoteName, string> = {
  storefront: 'storefront',
  manager_portal: 'manager-portal',
  admin_portal: 'admin-portal',
};
export const remoteDir = (name: RemoteName) => REMOTE_DIRS[name];

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
}

function percent(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return 0;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 100) {
    throw new Error(`${name} must be a number from 0 to 100`);
  }
  return parsed;
}

function deployToken(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 24) throw new Error('PORTAL_DEPLOY_TOKEN must be at least 24 characters');
  return value;
}

function portalOrigins(value: string | undefined, remoteUrls: string[]): string[] {
  const origins = new Set<string>();
  const listed = (value ?? '').split(',').map((item) => item.trim());
  for (const url of [...listed, ...remoteUrls]) {
    if (!/^https?:\/\//i.test(url)) {
      if (url && !url.startsWith('/'))
        throw new Error(`PORTAL_ORIGINS: "${url}" is no http(s) origin`);
      continue;
    }
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** "60000", "60s", "15m", "1h" -> milliseconds. */
export function parseDuration(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const match = /^(\d+)\s*(ms|s|m|h)?$/.exec(value.trim());
  if (!match) throw new Error(`Cannot read the duration "${value}"`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? 'ms'] ?? 1;
  return Number(match[1]) * unit;
}

function timeZone(value: string | undefined): string {
  const zone = value || Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!IANAZone.isValidZone(zone)) throw new Error(`STORE_TIME_ZONE "${zone}" is not a time zone`);
  return zone;
}

function capacityLimits(value: string | undefined): boolean {
  if (value === undefined || value === '') return true;
  if (value === '0') return false;
  throw new Error('DELIVERY_CAPACITY can only be 0 (no capacity limits on delivery slots)');
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}

/**
 * The signing secret must never be a constant in the code: take it from the environment or
 * generate one on first start and keep it beside the data, readable by the owner only.
 */
export function loadJwtSecret(value: string | undefined, dataDir: string): Uint8Array {
  if (value) {
    if (value.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(value);
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process started at the same moment and wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  chmodSync(file, 0o600);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/**
 * Reads the configuration from the environment. `packageDir` is the api-server folder (the
 * entry point knows where it runs from: src under tsx, dist after the build).
 */
export function loadConfig(env: Env, packageDir: string): Config {
  const port = int(env.PORT, 3000, 'PORT');
  const dataDir = resolve(env.DATA_DIR || './data');
  const remote = (name: RemoteName, key: string) =>
    env[key] || `/remotes/${REMOTE_DIRS[name]}/remoteEntry.js`;
  const remotes = {
    storefront: remote('storefront', 'REMOTE_STOREFRONT_URL'),
    manager_portal: remote('manager_portal', 'REMOTE_MANAGER_PORTAL_URL'),
    admin_portal: remote('admin_portal', 'REMOTE_ADMIN_PORTAL_URL'),
  };
  return {
    env: env.NODE_ENV || 'development',
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databasePoolMax: Math.max(1, int(env.DATABASE_POOL_MAX, 10, 'DATABASE_POOL_MAX')),
    jwtSecret: loadJwtSecret(env.JWT_SECRET, dataDir),
    smtpUrl: env.SMTP_URL || null,
    devOutbox: env.DEV_OUTBOX === 'true' && (env.NODE_ENV || 'development') !== 'production',
    mailFrom: env.MAIL_FROM || 'Grocery Store <no-reply@grocery.local>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: int(env.BODY_LIMIT, 5 * 1024 * 1024, 'BODY_LIMIT'),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 2 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: {
      max: int(env.RATE_LIMIT_MAX, 300, 'RATE_LIMIT_MAX'),
      authMax: int(env.AUTH_RATE_LIMIT_MAX, 20, 'AUTH_RATE_LIMIT_MAX'),
      windowMs: parseDuration(env.RATE_LIMIT_WINDOW, 60_000),
      shared: env.RATE_LIMIT_STORE === 'postgres',
    },
    fairShare: {
      enabled: env.FAIR_SHARE !== '0' && env.FAIR_SHARE !== 'false',
      perClient: Math.max(1, int(env.FAIR_SHARE_PER_CLIENT, 16, 'FAIR_SHARE_PER_CLIENT')),
      // PGlite runs one statement at a time: more running jobs only lengthen the line that
      // health checks and other clients wait in. A PostgreSQL pool runs several.
      total: Math.max(1, int(env.FAIR_SHARE_TOTAL, env.DATABASE_URL ? 8 : 2, 'FAIR_SHARE_TOTAL')),
      queue: int(env.FAIR_SHARE_QUEUE, 64, 'FAIR_SHARE_QUEUE'),
      waitMs: parseDuration(env.FAIR_SHARE_WAIT, 5_000),
    },
    requestTimeoutMs: parseDuration(env.REQUEST_TIMEOUT, 30_000),
    listenBacklog: int(env.LISTEN_BACKLOG, 4096, 'LISTEN_BACKLOG'),
    remotes,
    portalDeployToken: deployToken(env.PORTAL_DEPLOY_TOKEN),
    portalOrigins: portalOrigins(env.PORTAL_ORIGINS, Object.values(remotes)),
    webRoot: resolve(env.WEB_ROOT || dirname(packageDir)),
    imagesDir: join(packageDir, 'public', 'images'),
    migrationsFolder: join(packageDir, 'drizzle'),
    shippingFlatCents: int(env.SHIPPING_FLAT_CENTS, 0, 'SHIPPING_FLAT_CENTS'),
    taxRatePercent: percent(env.TAX_RATE_PERCENT, 'TAX_RATE_PERCENT'),
    weightMarginPercent: percent(
      env.WEIGHT_AUTH_MARGIN_PERCENT ?? '10',
      'WEIGHT_AUTH_MARGIN_PERCENT',
    ),
    orderLimits: {
      maxLineQuantity: int(env.MAX_LINE_QUANTITY, 50, 'MAX_LINE_QUANTITY'),
      maxOpenUnpaidOrders: int(env.MAX_OPEN_UNPAID_ORDERS, 5, 'MAX_OPEN_UNPAID_ORDERS'),
    },
    storeTimeZone: timeZone(env.STORE_TIME_ZONE),
    deliveryCapacityLimits: capacityLimits(env.DELIVERY_CAPACITY),
  };
}
