import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initializeAdmin } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

/** Posts like Node's http client (and a browser): the whole body is written, then read. */
function postBody(port: number, token: string, payload: Buffer, boundary: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/uploads',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': payload.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('an over-limit picture from a real client', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('reads the 413 envelope instead of a reset', async () => {
    t = await createTestApp('pglite');
    const admin = (await initializeAdmin(t.app)).token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = '----real-client';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      Buffer.alloc(5 * 1024 * 1024, 0x89),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await postBody(port, admin, payload, boundary);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'Image must be 2 MB or smaller',
    });
  });
});
