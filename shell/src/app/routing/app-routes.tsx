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
import { DashboardPage } from './dashboard-page';
import { PublicOnly, RequireAuth, RequireRole, SessionGate, UnknownPath } from './guards';
import { INITIALIZE_PATH, InitializationGate } from './initialization-gate';

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
              <Route
                path="/products"
                element={<RemotePage remote="storefront" page="products" />}
              />
              <Route
                path="/products/:id"
                element={<RemotePage remote="storefront" page="product-detail" />}
              />
              <Route
                path="/categories"
                element={<RemotePage remote="storefront" page="categories" />}
              />
              <Route
                path="/checkout"
                element={<RemotePage remote="storefront" page="checkout" />}
              />
              <Route path="/orders" element={<RemotePage remote="storefront" page="orders" />} />
              <Route
                path="/orders/:id"
                element={<RemotePage remote="storefront" page="order-detail" />}
              />
              <Route
                path="/wishlist"
                element={<RemotePage remote="storefront" page="wishlist" />}
              />

              <Route element={<RequireRole roles={['customer']} />}>
                <Route
                  path="/requests"
                  element={<RemotePage remote="storefront" page="requests" />}
                />
              </Route>

              <Route path="/admin" element={<RequireRole roles={['admin']} />}>
                <Route index element={<UnknownPath />} />
                <Route
                  path="dashboard"
                  element={<RemotePage remote="admin_portal" page="dashboard" />}
                />
                <Route
                  path="products"
                  element={<RemotePage remote="admin_portal" page="products" />}
                />
                <Route
                  path="categories"
                  element={<RemotePage remote="admin_portal" page="categories" />}
                />
                <Route
                  path="requests"
                  element={<RemotePage remote="admin_portal" page="requests" />}
                />
              </Route>

              <Route path="/manager" element={<RequireRole roles={['store_manager']} />}>
                <Route index element={<UnknownPath />} />
                <Route
                  path="dashboard"
                  element={<RemotePage remote="manager_portal" page="dashboard" />}
                />
                <Route
                  path="products"
                  element={<RemotePage remote="manager_portal" page="products" />}
                />
                <Route
                  path="categories"
                  element={<RemotePage remote="manager_portal" page="categories" />}
                />
              </Route>
            </Route>

            <Route path="*" element={<UnknownPath />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
