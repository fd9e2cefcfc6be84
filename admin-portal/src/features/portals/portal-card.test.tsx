import { render, screen, within } from '@testing-library/react';
import type { PortalRelease, PortalReleases } from '@grocery/shared-api';
import { PortalCard } from './portal-card';

const release = (version: string): PortalRelease => ({
  id: `release-${version}`,
  portal: 'admin-portal',
  version,
  entry: `https://cdn.example.com/admin-portal/${version}/remoteEntry.js`,
  integrity: null,
  shared: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-router-dom': '7.18.5',
    jotai: '3.0.1',
    'react-toastify': '11.2.0',
    '@grocery/shared-ui': '1.0.0',
    '@grocery/shared-api': '1.0.0',
  },
  publishedBy: 'Deploy token',
  publishedAt: '2026-11-27T10:00:00.000Z',
});
const failed = 'Failed to load script "https://cdn.example.com/admin-portal/1.2.0/remoteEntry.js"';

it('shows the same failure reported by many page loads once, with how often and when last', () => {
  const portal: PortalReleases = {
    portal: 'admin-portal',
    live: release('1.2.0'),
    canary: null,
    previous: release('1.1.0'),
    history: [
      { ...release('1.2.0'), promotions: [] },
      { ...release('1.1.0'), promotions: [] },
    ],
    reports: [
      { version: '1.2.0', reason: failed, reportedAt: '2026-11-27T12:00:00.000Z' },
      { version: '1.2.0', reason: failed, reportedAt: '2026-11-27T11:00:00.000Z' },
      {
        version: '1.1.0',
        reason: 'admin_portal/pages exposes no pages',
        reportedAt: '2026-11-27T09:00:00.000Z',
      },
      { version: '1.2.0', reason: failed, reportedAt: '2026-11-27T08:00:00.000Z' },
    ],
  };
  render(<PortalCard portal={portal} onChange={() => undefined} />);

  const list = screen.getByRole('heading', { name: 'Reports from browsers' }).nextElementSibling;
  const items = within(list as HTMLElement).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent(/^1\.2\.0 reported 3 times, latest /);
  expect(items[0]).toHaveTextContent(failed);
  expect(items[1]).toHaveTextContent(/^1\.1\.0 reported once, latest /);
  expect(items[1]).toHaveTextContent('admin_portal/pages exposes no pages');
});
