import { connect } from 'node:net';
import { createTestApp, type TestApp } from '../../test/app';
import { listenLocally, send } from '../../test/http-client';

/** A request line Node's URL handling never sees: written to the socket as is. */
function raw(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

const envelope = (message: string) => JSON.stringify({ success: false, message });

describe('every /api answer is an envelope, even before a route runs', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { bodyLimit: 1024 * 1024 });
    port = await listenLocally(t.app);
  });
  afterAll(() => t.close());

  it('answers a URL that does not decode with 400', async () => {
    const answer = await send(port, '/api/products/%E0%A4%A');
    expect(answer).toEqual({ status: 400, body: envelope('Malformed URL') });
  });

  it('answers an over-long path id with 404, echoing only the first 200 characters', async () => {
    const id = 'a'.repeat(5000);
    const answer = await send(port, `/api/products/${id}`);
    expect(answer).toEqual({
      status: 404,
      body: envelope(`Route GET ${`/api/products/${id}`.slice(0, 200)}... not found`),
    });
  });

  it('answers oversized headers with 431', async () => {
    const text = await raw(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(text.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(text.endsWith(envelope('Request headers are too large'))).toBe(true);
  });

  it('lets a client still posting an over-limit body read the 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, 'a');
    const declared = await send(port, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(declared).toEqual({ status: 413, body: envelope('Request body is too large') });
    const chunked = await send(port, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: big,
    });
    expect(chunked).toEqual({ status: 413, body: envelope('Request body is too large') });
    expect((await send(port, '/api/health')).status).toBe(200);
  });
});
