import { initializeAdmin } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { listenLocally, send } from '../../test/http-client';

describe('an over-limit picture from a real client', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('reads the 413 envelope instead of a reset', async () => {
    t = await createTestApp('pglite');
    const admin = (await initializeAdmin(t.app)).token;
    const port = await listenLocally(t.app);
    const boundary = '----real-client';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      Buffer.alloc(5 * 1024 * 1024, 0x89),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await send(port, '/api/uploads', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(payload.length),
      },
      body: payload,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'Image must be 2 MB or smaller',
    });
  });
});
