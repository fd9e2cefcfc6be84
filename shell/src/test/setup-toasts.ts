import { preloadToasts } from '@grocery/shared-ui';

// The store fetches react-toastify with its first toast. Tests load it up front, so the toast
// container mounts with the first render instead of in a state update outside act().
beforeAll(() => preloadToasts());
