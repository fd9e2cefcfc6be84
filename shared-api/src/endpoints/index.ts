export * from './auth';
export * from './categories';
export * from './health';
export * from './products';
