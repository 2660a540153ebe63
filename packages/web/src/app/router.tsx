import { Navigate, type RouteObject } from 'react-router-dom';
import { paths, SHELL_AREAS } from '../config/paths';
import { LoginPage } from '../features/auth/components/login-page';
import { ApolloGate } from '../lib/apollo/apollo-gate';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireEditPermission } from './guards/require-edit-permission';
import { RequireMenuAccess } from './guards/require-menu-access';
import { RequireSession } from './guards/require-session';
import { catalogueShellRoutes, popupRoutes } from './routes/catalogue-routes';
import { businessShellRoutes } from './routes/business-routes';
import { changeManagementShellRoutes } from './routes/change-management-routes';
import { validatorShellRoutes } from './routes/validator-routes';
import { administrationShellRoutes } from './routes/administration-routes';
import { hmdaShellRoutes } from './routes/hmda-routes';
import { validatorSetupShellRoutes } from './routes/validator-setup-routes';
import { reportsShellRoutes } from './routes/reports-routes';
import { requirementsPopupRoutes, requirementsShellRoutes } from './routes/requirements-routes';
import { AreaPlaceholder } from './routes/area-placeholder';
import { HomeRedirect } from './routes/home-redirect';
import { lazyPages } from './routes/lazy-pages';
import { RootRoute } from './routes/root';

// Only the sign-in pages come with the first page load; the shell and every area are chunks of their own.
const signIn = lazyPages(() => import('./routes/areas/sign-in'), { apollo: true });
const shell = lazyPages(() => import('./routes/areas/shell'));
const account = lazyPages(() => import('./routes/areas/account'));
const registration = lazyPages(() => import('./routes/areas/registration'), { apollo: true });

/**
 * The route table. The screens of the shell areas sit inside the menu-access guard; any other
 * path of an area is a menu entry not built yet (the workspace overview) or not found.
 */
export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    element: <RootRoute />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: paths.login.path,
        element: (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      { path: paths.adminLogin.path, element: signIn('AdminLoginPage') },
      { path: paths.admin.path, element: <Navigate to={paths.adminLogin.getHref()} replace /> },
      { path: paths.ssoNotFound.path, element: signIn('SsoNotFoundPage') },
      { path: paths.ssoCallback.path, element: signIn('SsoCallbackPage') },
      { path: paths.resetPassword.path, element: signIn('ResetPasswordPage') },
      { path: paths.userRegistration.path, element: registration('RegistrationPage') },
      {
        // Apollo Client comes with the signed-in routes; the sign-in page above does without it.
        element: <ApolloGate />,
        children: [
          {
            element: <RequireSession />,
            children: [
              popupRoutes,
              requirementsPopupRoutes,
              { path: paths.userAuthentication.path, element: account('UserAuthenticationPage') },
              {
                element: shell('ShellRoute'),
                children: [
                  { path: paths.unauthorized.path, element: shell('UnauthorizedPage') },
                  { path: paths.notFound.path, element: shell('NotFoundPage') },
                  {
                    element: <RequireMenuAccess />,
                    children: [
                      {
                        element: <RequireEditPermission />,
                        children: [
                          { path: paths.changePassword.path, element: account('ChangePasswordPage') },
                        ],
                      },
                      ...catalogueShellRoutes,
                      ...validatorShellRoutes,
                      ...administrationShellRoutes,
                      ...hmdaShellRoutes,
                      ...validatorSetupShellRoutes,
                      ...requirementsShellRoutes,
                      ...changeManagementShellRoutes,
                      ...businessShellRoutes,
                      ...reportsShellRoutes,
                    ],
                  },
                  // Any other path of an area: decided before the menu guard, so an unknown screen is not found rather
                  // than unauthorized.
                  ...SHELL_AREAS.map((area) => ({
                    path: paths.shellArea.path(area),
                    element: <AreaPlaceholder />,
                  })),
                  // Not a shell area at all: an unknown URL.
                  { path: '*', element: <Navigate to={paths.notFound.getHref()} replace /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
