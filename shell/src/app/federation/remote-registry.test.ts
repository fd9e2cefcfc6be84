import type { RemotePages, RemotesDocument, SharedVersions } from '@grocery/shared-api';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./remotes-config', () => ({ fetchRemotesConfig: jest.fn() }));

// What the shell's webpack build defines: the singletons it provides.
const SHELL: SharedVersions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  jotai: '3.0.1',
  'react-toastify': '11.2.0',
  '@grocery/shared-ui': '1.0.0',
  '@grocery/shared-api': '1.0.0',
};
process.env.SHELL_SHARED_VERSIONS = JSON.stringify(SHELL);

beforeEach(() => {
  jest.resetModules();
  jest.clearAllMocks();
});

/** A fresh shell page: the registry's module state (config, fallbacks) starts empty. */
async function freshPage() {
  // Re-importing shared-api makes jotai warn of a second instance: this test renders nothing.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const runtime = await import('@module-federation/enhanced/runtime');
  const config = await import('./remotes-config');
  const registry = await import('./remote-registry');
  const fallback = await import('./release-fallback');
  const beacon = jest.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  return { ...runtime, ...config, ...registry, ...fallback, beacon };
}

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
  const { fetchRemotesConfig, loadRemote, registerRemotes, loadRemotePages, integrityOf, beacon } =
    await freshPage();
  jest.mocked(fetchRemotesConfig).mockResolvedValue(remotes);
  jest
    .mocked(loadRemote)
    .mockRejectedValueOnce(new Error('Failed to find a valid digest in the integrity attribute'))
    .mockResolvedValueOnce({ default: pages });

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

it('never loads a release built against a React major the shell lacks: the previous one instead', async () => {
  const { fetchRemotesConfig, loadRemote, registerRemotes, loadRemotePages, beacon } =
    await freshPage();
  const newer = { ...SHELL, react: '20.0.0', 'react-dom': '20.0.0' };
  jest.mocked(fetchRemotesConfig).mockResolvedValue({
    ...remotes,
    releases: {
      admin_portal: {
        ...remotes.releases!.admin_portal!,
        shared: newer,
        fallback: { ...remotes.releases!.admin_portal!.fallback!, shared: SHELL },
      },
    },
  });
  jest.mocked(loadRemote).mockResolvedValue({ default: pages });

  await expect(loadRemotePages('admin_portal')).resolves.toBe(pages);

  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'storefront', entry: '/remotes/storefront/remoteEntry.js' },
    { name: 'manager_portal', entry: '/remotes/manager-portal/remoteEntry.js' },
    { name: 'admin_portal', entry: `${CDN}/1.0.0/remoteEntry.js` },
  ]);
  const report = JSON.parse(await beacon.mock.calls[0]![1].text()) as unknown;
  expect(report).toEqual({
    portal: 'admin-portal',
    version: '1.1.0',
    reason: "react 20.0.0 is not compatible with the shell's react 19.3.1",
  });
});

it('loads a compatible release as it is, without a report', async () => {
  const { fetchRemotesConfig, loadRemote, registerRemotes, loadRemotePages, beacon } =
    await freshPage();
  const release = remotes.releases!.admin_portal!;
  jest.mocked(fetchRemotesConfig).mockResolvedValue({
    ...remotes,
    releases: { admin_portal: { ...release, shared: { ...SHELL, react: '19.0.0' } } },
  });
  jest.mocked(loadRemote).mockResolvedValue({ default: pages });

  await expect(loadRemotePages('admin_portal')).resolves.toBe(pages);

  expect(jest.mocked(registerRemotes).mock.calls[0]![0]).toContainEqual({
    name: 'admin_portal',
    entry: `${CDN}/1.1.0/remoteEntry.js`,
  });
  expect(beacon).not.toHaveBeenCalled();
});

it("reports the runtime's failure without its arguments and docs link", async () => {
  const { fetchRemotesConfig, loadRemote, loadRemotePages, beacon } = await freshPage();
  jest.mocked(fetchRemotesConfig).mockResolvedValue(remotes);
  const entry = `${CDN}/1.1.0/remoteEntry.js`;
  const runtime = new Error(
    `[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 args: {"remoteName":"admin_portal","resourceUrl":"${entry}"} View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008 Original Error Message: ScriptNetworkError: Failed to load script "${entry}"`,
  );
  jest
    .mocked(loadRemote)
    .mockRejectedValueOnce(
      new Error('The admin_portal section could not be loaded', { cause: runtime }),
    )
    .mockResolvedValueOnce({ default: pages });

  await loadRemotePages('admin_portal');

  const report = JSON.parse(await beacon.mock.calls[0]![1].text()) as { reason: string };
  expect(report.reason).toBe(
    `The admin_portal section could not be loaded: Failed to load script resources. #RUNTIME-008 ScriptNetworkError: Failed to load script "${entry}"`,
  );
});
