export * from './addresses';
export * from './auth';
export * from './categories';
export * from './health';
export * from './orders';
export * from './payments';
export * from './products';
