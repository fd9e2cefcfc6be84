// The component lives in shared-ui; this path stays only while the checkout feature still imports it.
export { LoadError, type LoadErrorProps } from '@grocery/shared-ui';
