import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { body, get } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

function write(root: string, path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

describe('front-end files', () => {
  let webRoot: string;
  let t: TestApp;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'grocery-web-'));
    write(webRoot, 'shell/dist/index.html', '<!doctype html><title>Grocery Store</title>');
    write(webRoot, 'shell/dist/main.3f9a1c2e7b.js', 'console.log("shell");\n'.repeat(200));
    write(webRoot, 'storefront/dist/remoteEntry.js', 'var storefront;');
    write(webRoot, 'storefront/dist/412.abcdef12.js', 'chunk();');
    write(webRoot, 'storefront/dist/77.0123abcd.js', 'export const big = 1;\n'.repeat(200));
    // Not the file's own text: the answer proves the .br file was sent, not compressed anew.
    writeFileSync(
      join(webRoot, 'storefront/dist/77.0123abcd.js.br'),
      brotliCompressSync('export const fromTheBuild = true;\n'),
    );
    write(webRoot, 'images/fruit/apple.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // manager-portal and admin-portal are deliberately not built.
    t = await createTestApp('pglite', { webRoot, imagesDir: join(webRoot, 'images') });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the shell at / and its index.html for client-side routes, uncached', async () => {
    for (const url of [
      '/',
      '/login',
      '/admin/requests',
      '/products/8c1c0a4e-0d6c-4a54-9f0a-7c2b5f1e2d3a?tab=1',
    ]) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Grocery Store</title>');
    }
  });

  it('compresses JavaScript for a browser that accepts gzip', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/main.3f9a1c2e7b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(4200 / 4);
  });

  it('sends the brotli file the build wrote beside an asset, as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/remotes/storefront/77.0123abcd.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      'export const fromTheBuild = true;\n',
    );
  });

  it('caches content-hashed files for a year', async () => {
    const response = await get(t.app, '/main.3f9a1c2e7b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a remote with an uncached remoteEntry.js, loadable from another origin', async () => {
    const entry = await get(t.app, '/remotes/storefront/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var storefront;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const chunk = await get(t.app, '/remotes/storefront/412.abcdef12.js');
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 (not the shell) for missing files, unbuilt remotes and API paths', async () => {
    for (const url of ['/missing.js', '/remotes/admin-portal/remoteEntry.js', '/images/nope.jpg']) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(404);
      expect(body(response).success).toBe(false);
    }
    expect((await get(t.app, '/api/unknown')).headers['content-type']).toContain(
      'application/json',
    );
  });

  it('tells the shell where each remote is (same origin by default)', async () => {
    const response = await get(t.app, '/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      storefront: '/remotes/storefront/remoteEntry.js',
      manager_portal: '/remotes/manager-portal/remoteEntry.js',
      admin_portal: '/remotes/admin-portal/remoteEntry.js',
    });
  });

  it('serves product pictures under /images/', async () => {
    const response = await get(t.app, '/images/fruit/apple.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('without any front end built', () => {
  it('still starts, serves the API and answers 404 at /', async () => {
    const t = await createTestApp('pglite');
    try {
      expect((await get(t.app, '/api/health')).statusCode).toBe(200);
      expect((await get(t.app, '/')).statusCode).toBe(404);
      expect((await get(t.app, '/login')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
