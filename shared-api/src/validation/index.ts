export * from './fields';
export * from './auth';
export * from './catalog';
export * from './product';
