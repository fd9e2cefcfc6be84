import type { FastifyInstance } from 'fastify';
import { bearer, body, get, initializeAdmin, registerCustomer } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { approvedManager } from '../../test/requests';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a tiny png'),
]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(content: Buffer, fileName = 'picture.png', field = 'file') {
  const boundary = '----grocery-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(app: FastifyInstance, content: Buffer, token?: string, fileName?: string) {
  const { payload, headers } = multipart(content, fileName);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

type Uploaded = { upload: { id: string; url: string; contentType: string; sizeBytes: number } };

describe.each(drivers)('picture uploads (%s)', (driver) => {
  const t = useTestApp(driver, { uploadMaxBytes: 2 * 1024 * 1024 });
  let admin = '';
  let manager = '';
  beforeAll(async () => {
    admin = (await initializeAdmin(t.app)).token;
    manager = (await approvedManager(t.app, admin)).token;
  });

  it('stores a picture and serves its bytes with its type, cached for good', async () => {
    const response = await upload(t.app, PNG, manager);
    expect(response.statusCode).toBe(201);
    const { upload: stored } = body<Uploaded>(response).data;
    expect(stored).toMatchObject({ url: `/api/uploads/${stored.id}`, contentType: 'image/png' });
    expect(stored.sizeBytes).toBe(PNG.length);
    const served = await get(t.app, stored.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const webp = body<Uploaded>(await upload(t.app, WEBP, admin, 'x.webp')).data.upload;
    expect(webp.contentType).toBe('image/webp');
  });

  it('judges the type by the bytes, not the name or the header', async () => {
    const fake = await upload(t.app, Buffer.from('<svg onload="alert(1)"/>'), manager, 'a.png');
    expect(fake.statusCode).toBe(400);
    expect(body(fake).message).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded');
  });

  it('answers 413 in the envelope over 2 MB, and takes exactly 2 MB', async () => {
    const limit = 2 * 1024 * 1024;
    const big = Buffer.concat([PNG, Buffer.alloc(limit - PNG.length + 1)]);
    const refused = await upload(t.app, big, manager);
    expect(refused.statusCode).toBe(413);
    expect(body(refused)).toEqual({ success: false, message: 'Image must be 2 MB or smaller' });
    const huge = await upload(t.app, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), manager);
    expect(huge.statusCode).toBe(413);
    expect(body(huge).message).toBe('Image must be 2 MB or smaller');
    const fits = await upload(t.app, big.subarray(0, limit), manager);
    expect(fits.statusCode).toBe(201);
  });

  it('is for staff; a missing file or field is a 400; an unknown id a 404', async () => {
    expect((await upload(t.app, PNG)).statusCode).toBe(401);
    const customer = (await registerCustomer(t.app)).token;
    expect((await upload(t.app, PNG, customer)).statusCode).toBe(403);
    const wrongField = multipart(PNG, 'a.png', 'picture');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: wrongField.payload,
      headers: { ...wrongField.headers, ...bearer(manager) },
    });
    expect(noFile.statusCode).toBe(400);
    expect(body(noFile).message).toBe('Choose an image to upload');
    const missing = await get(t.app, '/api/uploads/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await get(t.app, '/api/uploads/nope')).statusCode).toBe(400);
  });

  it('answers a body with no boundary, or cut off mid-file, with a 400 in the envelope', async () => {
    const whole = multipart(Buffer.concat([PNG, Buffer.alloc(4096, 7)]));
    const send = (payload: Buffer, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload,
        headers: { 'content-type': contentType, ...bearer(manager) },
      });
    const malformed = {
      success: false,
      message: 'The upload could not be read: send one file as multipart/form-data',
      errors: [
        {
          field: 'file',
          message: 'The upload could not be read: send one file as multipart/form-data',
        },
      ],
    };
    const noBoundary = await send(whole.payload, 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(body(noBoundary)).toEqual(malformed);
    const cut = await send(
      // The file's headers and first bytes arrive; its last bytes and the closing boundary never do.
      whole.payload.subarray(0, whole.payload.length - 64),
      whole.headers['content-type'],
    );
    expect(cut.statusCode).toBe(400);
    expect(body(cut)).toEqual(malformed);
  });
});
