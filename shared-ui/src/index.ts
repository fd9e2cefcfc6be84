// Public API of @grocery/shared-ui. Styles: import '@grocery/shared-ui/styles.css' once (shell).
// The style showcase is `@grocery/shared-ui/showcase`: this entry is a federated singleton that
// every page loads whole, and only /style-test needs the showcase.
export * from './components/alert';
export * from './components/badge';
export * from './components/button';
export * from './components/card';
export * from './components/checkbox';
export * from './components/confirm-dialog';
export * from './components/dialog';
export * from './components/form-dialog';
export * from './components/empty-state';
export { Field, FieldError, useFieldA11y, type FieldBaseProps } from './components/field';
export * from './components/icons';
export * from './components/input';
export * from './components/layout';
export * from './components/load-error';
export * from './components/coming-soon';
export * from './components/logo';
export * from './components/page-heading';
export * from './components/pager';
export * from './components/password-input';
export * from './components/section-nav';
export * from './components/select';
export * from './components/skeleton';
export * from './components/spinner';
export * from './components/status-badges';
export * from './components/tabs';
export * from './components/textarea';
export * from './components/use-focus-trap';
export * from './components/visually-hidden';
export * from './lib/breakpoints';
export * from './lib/cn';
export * from './lib/form-errors';
export * from './lib/format';
export * from './lib/lazy-remote-page';
export * from './lib/stock';
export * from './lib/use-async';
export * from './commerce';
