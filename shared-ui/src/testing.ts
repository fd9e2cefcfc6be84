/** Test helpers for apps that render commerce components: fixtures and a router-aware render. */
export * from './commerce/testing/fixtures';
export * from './commerce/testing/order-fixture';
export * from './commerce/testing/render';
export * from './commerce/testing/session';
