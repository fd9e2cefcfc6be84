export * from './fields';
export * from './auth';
export * from './catalog';
export * from './product';
export * from './checkout';
export * from './payment';
export * from './requests';
export * from './newsletter';
