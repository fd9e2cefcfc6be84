// What every app gets for `import ... from 'react-router-dom'` (and 'react-router'): the
// declarative-mode API only. The shell renders a declarative <BrowserRouter>, under which the
// data-router APIs (loaders, actions, fetchers, blockers) and the framework/RSC/server parts
// cannot work, so they are left out. react-router-dom is a federated singleton, and a shared
// module cannot be tree-shaken (a remote might need any export), so the whole package would be
// shipped (~61 KB gzip); this subset is ~15 KB. Importing a name that is not here fails the
// build (exportsPresence: 'error' in create-config.cjs). Types still come from the package.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '@grocery/react-router-impl';
