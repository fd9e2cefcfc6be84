import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, parseDuration } from './config';

describe('configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'grocery-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates the JWT secret once, keeps it owner-only in DATA_DIR and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir }, '/srv/app/api-server');
    const file = join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(64);
    const second = loadConfig({ DATA_DIR: dataDir }, '/srv/app/api-server');
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
  });

  it('prefers JWT_SECRET from the environment and refuses a short one', () => {
    const secret = 'a'.repeat(40);
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }, '/srv/app/api-server');
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(secret);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' }, '/srv/app/api-server'),
    ).toThrow('JWT_SECRET must be at least 32 characters');
  });

  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir }, '/srv/app/api-server');
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      smtpUrl: null,
      publicUrl: 'http://localhost:3000',
      webRoot: '/srv/app',
      imagesDir: '/srv/app/api-server/public/images',
      migrationsFolder: '/srv/app/api-server/drizzle',
      rateLimit: { max: 300, authMax: 20, windowMs: 60_000 },
      orderLimits: { maxLineQuantity: 50, maxOpenUnpaidOrders: 5 },
      remotes: {
        storefront: '/remotes/storefront/remoteEntry.js',
        manager_portal: '/remotes/manager-portal/remoteEntry.js',
        admin_portal: '/remotes/admin-portal/remoteEntry.js',
      },
    });
  });

  it('reads overrides from the environment', () => {
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        PORT: '8080',
        DATABASE_POOL_MAX: '4',
        PUBLIC_URL: 'https://shop.example.com/',
        RATE_LIMIT_MAX: '0',
        AUTH_RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW: '15m',
        RATE_LIMIT_STORE: 'postgres',
        REMOTE_STOREFRONT_URL: 'https://cdn.example.com/storefront/remoteEntry.js',
        TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      },
      '/srv/app/api-server',
    );
    expect(config.port).toBe(8080);
    expect(config.databasePoolMax).toBe(4);
    expect(loadConfig({ DATA_DIR: dataDir }, '/x').databasePoolMax).toBe(10);
    expect(config.publicUrl).toBe('https://shop.example.com');
    expect(config.rateLimit).toEqual({ max: 0, authMax: 5, windowMs: 900_000, shared: true });
    expect(config.remotes.storefront).toBe('https://cdn.example.com/storefront/remoteEntry.js');
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' }, '/x')).toThrow(
      'PORT must be a whole number',
    );
  });

  it('parses durations', () => {
    expect(parseDuration('250', 1)).toBe(250);
    expect(parseDuration('30s', 1)).toBe(30_000);
    expect(parseDuration('2h', 1)).toBe(7_200_000);
    expect(parseDuration(undefined, 42)).toBe(42);
    expect(() => parseDuration('soon', 1)).toThrow();
  });
});
