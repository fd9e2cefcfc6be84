export { listAuditEntries } from './list-audit-entries';
export type * from './types';
