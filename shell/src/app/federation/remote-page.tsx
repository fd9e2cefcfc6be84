import { Suspense, use, useState } from 'react';
import { ErrorPanel, Spinner } from '@grocery/shared-ui';
import type { RemoteName } from '@grocery/shared-api';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { forgetRemote, loadRemotePage } from './remote-page-loader';

export interface RemotePageProps {
  remote: RemoteName;
  /** A key of the remote's `./pages` record, e.g. 'products'. */
  page: string;
}

function LoadedPage({ remote, page }: RemotePageProps) {
  const Page = use(loadRemotePage(remote, page));
  // eslint-disable-next-line react-hooks/static-components -- one cached load per page: the same component every render
  return <Page />;
}

/**
 * Renders one page of a remote inside the shell's layout. A remote that fails to load (or
 * crashes) shows an error panel in the page body only: the header, the cart and the other
 * portals keep working. Retry fetches that remote again and nothing else.
 */
export function RemotePage({ remote, page }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={`${remote}/${page}/${attempt}`}
      onError={() => forgetRemote(remote)}
      fallback={(retry) => (
        <div className="shell-remote-error">
          <ErrorPanel
            title="This section could not be loaded"
            message="Check your connection and try again. The rest of the store keeps working."
            onRetry={retry}
          />
        </div>
      )}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense
        fallback={
          <div className="shell-remote-loading">
            <Spinner size="lg" label="Loading page..." />
          </div>
        }
      >
        <LoadedPage remote={remote} page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
