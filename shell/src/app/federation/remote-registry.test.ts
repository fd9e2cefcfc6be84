import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePages, RemotesDocument } from '@grocery/shared-api';
import { integrityOf } from './release-fallback';
import { loadRemotePages } from './remote-registry';
import { fetchRemotesConfig } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./remotes-config', () => ({ fetchRemotesConfig: jest.fn() }));

const CDN = 'https://cdn.example.com/admin-portal';
const remotes: RemotesDocument = {
  storefront: '/remotes/storefront/remoteEntry.js',
  manager_portal: '/remotes/manager-portal/remoteEntry.js',
  admin_portal: `${CDN}/1.1.0/remoteEntry.js`,
  releases: {
    admin_portal: {
      version: '1.1.0',
      integrity: 'sha384-new',
      fallback: { entry: `${CDN}/1.0.0/remoteEntry.js`, version: '1.0.0', integrity: 'sha384-old' },
    },
  },
};
const pages: RemotePages = { dashboard: () => null };

it('loads the previous live release when the new one fails, and reports it with a beacon', async () => {
  jest.mocked(fetchRemotesConfig).mockResolvedValue(remotes);
  jest
    .mocked(loadRemote)
    .mockRejectedValueOnce(new Error('Failed to find a valid digest in the integrity attribute'))
    .mockResolvedValueOnce({ default: pages });
  const beacon = jest.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  expect(integrityOf(`${CDN}/1.1.0/remoteEntry.js`)).toBeUndefined();
  await expect(loadRemotePages('admin_portal')).resolves.toBe(pages);

  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'admin_portal', entry: `${CDN}/1.0.0/remoteEntry.js` }],
    { force: true },
  );
  expect(integrityOf(`${CDN}/1.1.0/remoteEntry.js`)).toBe('sha384-new');
  expect(integrityOf(`${CDN}/1.0.0/remoteEntry.js`)).toBe('sha384-old');
  expect(beacon).toHaveBeenCalledWith('/api/portal-releases/reports', expect.any(Blob));
  const report = JSON.parse(await beacon.mock.calls[0]![1].text()) as unknown;
  expect(report).toEqual({
    portal: 'admin-portal',
    version: '1.1.0',
    reason: 'Failed to find a valid digest in the integrity attribute',
  });
});
