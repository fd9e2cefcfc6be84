import { lazy } from 'react';

/** In a chunk of its own, like ProductManagement: only staff ever pick orders. */
export const PickingBoard = lazy(() =>
  import('./picking-board').then((m) => ({ default: m.PickingBoard })),
);
