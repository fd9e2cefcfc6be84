import { configureApi, resetApiConfig } from '../../client/config';
import { sendJson, startServer, type TestServer } from '../../test/http-server';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES, uploadImage } from '.';

let server: TestServer;
let status = 201;

beforeAll(async () => {
  server = await startServer((_, response) =>
    status === 201
      ? sendJson(response, 201, {
          success: true,
          data: { upload: { id: 'u-1', url: '/api/uploads/u-1' } },
        })
      : sendJson(response, status, { success: false, message: IMAGE_TOO_LARGE_MESSAGE }),
  );
  configureApi({ baseUrl: server.apiUrl });
});

afterAll(async () => {
  resetApiConfig();
  await server.close();
});

const png = (size: number) => new File([new Uint8Array(size)], 'apple.png', { type: 'image/png' });

test('a picture is sent as the multipart field "file" and comes back as its served URL', async () => {
  expect(await uploadImage(png(64))).toEqual({ id: 'u-1', url: '/api/uploads/u-1' });
  const seen = server.seen[server.seen.length - 1];
  expect(seen).toMatchObject({ method: 'POST', path: '/uploads' });
  expect(String(seen?.body)).toMatch(/name="file"; filename="apple.png"/);
});

test('a file over 2 MB or of another type is refused before anything is sent', async () => {
  const before = server.seen.length;
  await expect(uploadImage(png(MAX_IMAGE_BYTES + 1))).rejects.toThrow(IMAGE_TOO_LARGE_MESSAGE);
  const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
  await expect(uploadImage(pdf)).rejects.toThrow(IMAGE_TYPE_MESSAGE);
  expect(server.seen.length).toBe(before);
  await expect(uploadImage(png(MAX_IMAGE_BYTES))).resolves.toMatchObject({ id: 'u-1' });
});

test("the server's 413 message reaches the caller", async () => {
  status = 413;
  await expect(uploadImage(png(10))).rejects.toMatchObject({
    status: 413,
    message: IMAGE_TOO_LARGE_MESSAGE,
  });
});
