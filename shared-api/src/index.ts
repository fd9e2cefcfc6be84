// The whole package, as the server (and anything outside a browser bundle) sees it: the
// browser entry plus the validation schemas.
export * from './browser';
export * from './validation';
