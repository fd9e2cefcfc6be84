export { createCategoryRequest } from './create-category-request';
export { createStoreManagerRequest } from './create-store-manager-request';
export { approveRequest, rejectRequest } from './decide-request';
export { getMyRequests } from './get-my-requests';
export { getRequest } from './get-request';
export { listRequests } from './list-requests';
export type * from './types';
