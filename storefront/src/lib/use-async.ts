// The hook lives in shared-ui; this path stays only while the checkout feature still imports it.
export { useAsync, type AsyncState } from '@grocery/shared-ui';
