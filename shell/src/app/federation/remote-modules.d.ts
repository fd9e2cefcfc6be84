// Hand-written types of what each remote exposes (no dts plugin: it only warns offline and
// slows every build). Each `./pages` default export is the contract in shared-api.
declare module 'storefront/pages' {
  import type { RemotePages } from '@grocery/shared-api';
  const pages: RemotePages;
  export default pages;
}

declare module 'manager_portal/pages' {
  import type { RemotePages } from '@grocery/shared-api';
  const pages: RemotePages;
  export default pages;
}

declare module 'admin_portal/pages' {
  import type { RemotePages } from '@grocery/shared-api';
  const pages: RemotePages;
  export default pages;
}
