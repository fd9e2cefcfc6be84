import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '@grocery/shared-ui';
import { SiteLayout } from '../../components/layout/site-layout';
import {
  ForgotPasswordPage,
  InitializePage,
  LandingPage,
  LoginPage,
  ProfilePage,
  RegisterPage,
  ResetPasswordPage,
  StyleTestPage,
} from './lazy-pages';
import { RemotePage } from '../federation/remote-page';
import { REMOTE_ROUTES, type RemoteRoute } from '../federation/remote-routes';
import { DashboardPage } from './dashboard-page';
import { PublicOnly, RequireAuth, RequireRole, SessionGate, UnknownPath } from './guards';
import { INITIALIZE_PATH, InitializationGate } from './initialization-gate';

function remoteRoute({ path, remote, page }: RemoteRoute) {
  return <Route key={path} path={path} element={<RemotePage remote={remote} page={page} />} />;
}

/** The store's one route table (spec section 2); the remotes only supply page components. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<InitializationGate />}>
        <Route
          path={INITIALIZE_PATH}
          element={
            <Suspense fallback={<FullPageSpinner />}>
              <InitializePage />
            </Suspense>
          }
        />
        <Route element={<SessionGate />}>
          <Route element={<SiteLayout />}>
            <Route path="/style-test" element={<StyleTestPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />

            <Route element={<PublicOnly />}>
              <Route index element={<LandingPage />} />
              <Route path="/login" element={<LoginPage />} />
              <Route path="/register" element={<RegisterPage />} />
              <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            </Route>

            <Route element={<RequireAuth />}>
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/profile" element={<ProfilePage />} />
              {REMOTE_ROUTES.signedIn.map(remoteRoute)}

              <Route element={<RequireRole roles={['customer']} />}>
                {REMOTE_ROUTES.customer.map(remoteRoute)}
              </Route>

              <Route path="/admin" element={<RequireRole roles={['admin']} />}>
                <Route index element={<UnknownPath />} />
                {REMOTE_ROUTES.admin.map(remoteRoute)}
              </Route>

              <Route path="/manager" element={<RequireRole roles={['store_manager']} />}>
                <Route index element={<UnknownPath />} />
                {REMOTE_ROUTES.store_manager.map(remoteRoute)}
              </Route>
            </Route>

            <Route path="*" element={<UnknownPath />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
