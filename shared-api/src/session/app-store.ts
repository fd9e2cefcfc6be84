import { getDefaultStore } from 'jotai';

/**
 * The one jotai store of the whole app. It is jotai's default store, and both jotai and
 * shared-api are Module Federation singletons, so the shell and every remote read and write the
 * same session, cart and wishlist. No <Provider> is needed; a Provider must pass
 * `store={appStore}`, and this package's hooks use `appStore` explicitly either way.
 */
export const appStore = getDefaultStore();
export type AppStore = typeof appStore;
