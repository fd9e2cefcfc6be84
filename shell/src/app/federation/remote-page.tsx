import { Suspense, useEffect, useState } from 'react';
import { ErrorPanel, Spinner } from '@grocery/shared-ui';
import type { RemoteName, RemotePage as Page } from '@grocery/shared-api';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { forgetRemote, loadRemotePage, loadedRemotePage } from './remote-page-loader';

export interface RemotePageProps {
  remote: RemoteName;
  /** A key of the remote's `./pages` record, e.g. 'products'. */
  page: string;
}

const loading = (
  <div className="shell-remote-loading">
    <Spinner size="lg" label="Loading page..." />
  </div>
);

/**
 * The page once loaded; a failed load is thrown to the error boundary. Held in state, not read
 * with `use()` under Suspense: React holds back the commit of a suspended tree until 300 ms
 * after the last fallback was shown, which on a cold load delayed the page by 200-300 ms.
 */
function useLoadedPage(remote: RemoteName, page: string): Page | null {
  const [state, setState] = useState<{ Page?: Page; failed?: unknown }>(() => ({
    Page: loadedRemotePage(remote, page),
  }));
  useEffect(() => {
    if (state.Page) return;
    let current = true;
    loadRemotePage(remote, page).then(
      (Page) => current && setState({ Page }),
      (error: unknown) => current && setState({ failed: error ?? new Error('load failed') }),
    );
    return () => {
      current = false;
    };
  }, [remote, page, state.Page]);
  if (state.failed) throw state.failed;
  return state.Page ?? null;
}

function LoadedPage({ remote, page }: RemotePageProps) {
  const Page = useLoadedPage(remote, page);
  // eslint-disable-next-line react-hooks/static-components -- one cached load per page: the same component every render
  return Page ? <Page /> : loading;
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
      {/* A page rendered before its code is in (React.lazy) suspends here. */}
      <Suspense fallback={loading}>
        <LoadedPage remote={remote} page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
