import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { body } from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';
import { smallCatalog } from '../../test/catalog';

const LIMITED = 'Too many requests. Please try again later.';
const fairShare = { enabled: true, perClient: 2, total: 2, queue: 8, waitMs: 30_000 };

describe.each(drivers)('fair shares (%s)', (driver) => {
  const t = useTestApp(driver, { fairShare });
  beforeAll(async () => {
    await smallCatalog(t.database.db);
  });

  const search = (words: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: `/api/products?search=${words}`, remoteAddress });

  it('refuses a flooding client past its share while another client is served', async () => {
    const flood = Array.from({ length: 12 }, (_, i) => search(`flood${i}`, '127.0.0.1'));
    const other = [search('apple', '127.0.0.2'), search('milk', '127.0.0.2')];
    const otherAnswers = await Promise.all(other);
    const floodAnswers = await Promise.all(flood);

    expect(otherAnswers.map((r) => r.statusCode)).toEqual([200, 200]);
    const statuses = new Set(floodAnswers.map((r) => r.statusCode));
    expect([...statuses].sort()).toEqual([200, 429]);
    const refused = floodAnswers.find((r) => r.statusCode === 429)!;
    expect(body(refused)).toEqual({ success: false, message: LIMITED });
    expect(refused.headers['retry-after']).toBe('1');
  });

  it('answers cached reads without counting them', async () => {
    await search('bread', '127.0.0.3');
    const again = await Promise.all(Array.from({ length: 6 }, () => search('bread', '127.0.0.3')));
    expect(again.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
  });
});

describe('slow request bodies', () => {
  const t = useTestApp('pglite', { requestTimeoutMs: 1_000 });

  it('are cut off with a 408 envelope instead of holding the connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"em',
    );
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      message: 'Request timed out',
    });
  });
});
