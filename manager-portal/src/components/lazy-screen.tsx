import './portal.css';
import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@grocery/shared-ui';

/** Shared-ui's staff screens load in chunks of their own; this holds their place meanwhile. */
export function LazyScreen({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="mp-loading">
          <Spinner label="Loading..." showLabel />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
