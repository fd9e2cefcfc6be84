export * from './identity';
export * from './catalog';
