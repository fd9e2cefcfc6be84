export * from './types';
export * from './validation';
export * from './client';
export * from './endpoints';
export * from './stores';
export * from './lib';
