// What the browser apps get for `@grocery/shared-api` (the "browser" export condition). The
// apps share this package as one federated singleton, and a shared module is never
// tree-shaken, so the zod validation schemas are not in it: the forms import them from
// `@grocery/shared-api/validation`, a singleton of its own that loads with the form pages only.
export * from './types';
export * from './client';
export * from './endpoints';
export * from './stores';
export * from './lib';
