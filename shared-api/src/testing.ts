/** Test fixtures of the API's shapes, for this package's tests and the apps' (via shared-ui/testing). */
export * from './test/fixtures';
