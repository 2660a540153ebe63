// The public pages around sign-in other than /login itself: admin sign-in, password reset, single sign-on.
export { AdminLoginPage } from '../../../features/auth/components/admin-login-page';
export { ResetPasswordPage } from '../../../features/auth/components/reset-password-page';
export { SsoCallbackPage } from '../../../features/auth/components/sso-callback-page';
export { SsoNotFoundPage } from '../../../features/auth/components/sso-not-found-page';
