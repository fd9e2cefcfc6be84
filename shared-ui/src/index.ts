// Public API of @grocery/shared-ui, the light core. Styles: import '@grocery/shared-ui/styles.css'
// once (shell). Each entry point is a federated singleton of its own, and a page loads an entry
// whole (a shared module is not tree-shaken), so what the first screen of most pages does not
// need lives in entries of its own, loaded with the pages that use them:
// - `@grocery/shared-ui/forms`: form fields, FormDialog, AddressFields, applyServerFieldErrors;
// - `@grocery/shared-ui/commerce`: product cards and grid, prices, stepper, cart drawer, shop
//   actions, the management pages;
// - `@grocery/shared-ui/showcase`: the style showcase (/style-test).
// Keep this entry light: lint refuses the heavy libraries here (react-hook-form, zod).
export * from './components/alert';
export * from './components/badge';
export * from './components/button';
export * from './components/card';
export * from './components/confirm-dialog';
export * from './components/dialog';
export * from './components/empty-state';
export * from './components/free-delivery-promise';
export * from './components/icons';
export * from './components/layout';
export * from './components/load-error';
export * from './components/coming-soon';
export * from './components/logo';
export * from './components/page-heading';
export * from './components/pager';
export * from './components/section-nav';
export * from './components/skeleton';
export * from './components/spinner';
export * from './components/status-badges';
export * from './components/tabs';
export * from './components/use-focus-trap';
export * from './components/visually-hidden';
export * from './lib/breakpoints';
export * from './lib/cn';
export * from './lib/format';
export * from './lib/lazy-remote-page';
export * from './lib/stock';
export * from './lib/use-async';
// What every page needs of the commerce code: toasts, the free-delivery texts of the header and
// footer. The rest is its own entry.
export { freeDeliveryPromise, useFreeDeliveryFrom } from './commerce/lib/delivery-rules';
export { notify, notifyOutcome } from './commerce/lib/notify';
export { preloadToasts } from './commerce/lib/toastify';
export { ToastHost } from './commerce/toast-host';
