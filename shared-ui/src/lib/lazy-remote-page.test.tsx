import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyRemotePage } from './lazy-remote-page';

const Dashboard = () => <h1>Dashboard</h1>;

describe('lazyRemotePage', () => {
  it('renders a preloaded page at once, without a loading fallback', async () => {
    const Page = lazyRemotePage(() => Promise.resolve(Dashboard));
    await Page.preload?.();
    render(
      <Suspense fallback={<p>Loading page...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('suspends when rendered before its code is in, then shows the page', async () => {
    const Page = lazyRemotePage(() => Promise.resolve(Dashboard));
    render(
      <Suspense fallback={<p>Loading page...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('loads once, and again after a failed load', async () => {
    const load = jest
      .fn<Promise<typeof Dashboard>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Dashboard);
    const Page = lazyRemotePage(load);
    await expect(Page.preload?.()).rejects.toThrow('offline');
    await Page.preload?.();
    await Page.preload?.();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
