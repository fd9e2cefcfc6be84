export * from './identity';
export * from './catalog';
export * from './commerce';
export * from './portals';
