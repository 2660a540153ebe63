// Change Password and phone authentication.
export { ChangePasswordPage } from '../../../features/account/components/change-password-page';
export { UserAuthenticationPage } from '../../../features/account/components/user-authentication-page';
