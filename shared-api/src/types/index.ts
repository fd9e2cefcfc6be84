export * from './user';
export * from './envelope';
export * from './catalog';
export * from './request';
export * from './remote';
export * from './order';
export * from './delivery';
export * from './picking';
