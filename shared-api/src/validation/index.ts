export * from './fields';
export * from './auth';
