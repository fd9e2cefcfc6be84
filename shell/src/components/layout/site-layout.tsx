import './layout.css';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@grocery/shared-ui';
import { PromoBar } from './promo-bar';
import { SiteHeader } from './site-header';
import { CategoryStrip } from './category-strip';
import { SiteFooter } from './site-footer';
import { ShellCartDrawer } from '../cart/shell-cart-drawer';

/** Header, category strip, page body, footer and the cart drawer around every store page. */
export function SiteLayout() {
  return (
    <div className="shell-page">
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <PromoBar />
      <SiteHeader />
      <CategoryStrip />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="shell-remote-loading">
              <Spinner size="lg" label="Loading page..." />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ShellCartDrawer />
    </div>
  );
}
