import './portals.css';
import { useState } from 'react';
import {
  getErrorMessage,
  listPortalReleases,
  promotePortalRelease,
  rollbackPortalRelease,
  type PortalReleases,
} from '@grocery/shared-api';
import { LoadError, notify, Skeleton, useAsync } from '@grocery/shared-ui';
import { AdminPage } from '../../components/admin-page';
import { PortalCard } from './portal-card';
import { PortalDialogs, type PendingChange } from './portal-dialogs';

/** /admin/portals: each portal's live release, canary, history, reports; promote and roll back. */
export default function AdminPortalsPage() {
  const list = useAsync((signal) => listPortalReleases({ signal }), []);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (change: PendingChange, percent: number) => {
    setBusy(true);
    try {
      if (change.kind === 'promote') {
        await promotePortalRelease(change.portal, change.version, percent);
        notify.success(
          percent < 100
            ? `${change.portal} ${change.version} is a canary for ${percent}% of browsers`
            : `${change.portal} ${change.version} is live`,
        );
      } else {
        const now = await rollbackPortalRelease(change.portal);
        notify.success(`${change.portal} rolled back: ${now.live ?? 'none'} is live`);
      }
      setPending(null);
    } catch (error) {
      notify.error(getErrorMessage(error, 'The change could not be made'));
    } finally {
      setBusy(false);
      list.reload();
    }
  };

  return (
    <AdminPage
      title="Portals"
      subtitle="Which release of each portal shoppers load. Changes reach the next page load."
    >
      {list.error ? (
        <LoadError
          error={list.error}
          fallback="Failed to fetch portal releases"
          onRetry={list.reload}
        />
      ) : !list.data ? (
        <Skeleton className="ap-portals__loading" />
      ) : (
        <div className="ap-portals">
          {list.data.map((portal: PortalReleases) => (
            <PortalCard key={portal.portal} portal={portal} onChange={setPending} />
          ))}
        </div>
      )}
      <PortalDialogs
        key={pending ? `${pending.kind}-${pending.portal}-${pending.version}` : 'none'}
        pending={pending}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={apply}
      />
    </AdminPage>
  );
}
