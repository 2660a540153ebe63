// Self-service registration and custom pricing.
export { RegistrationPage } from '../../../features/registration/components/registration-page';
