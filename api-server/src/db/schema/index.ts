export * from './identity';
export * from './catalog';
export * from './commerce';
export * from './delivery';
export * from './limits';
export * from './portals';
