import { isValidEmail } from './email.js';
import type { FieldError } from './login.js';
import { LEXBRIDGE_MESSAGES, MESSAGES } from './messages.js';

/** The only scope the sign-in screen asks the identity provider for. */
export const SSO_SCOPE = 'user.read';

export interface SignUpFields {
  email: string;
  password: string;
  confirmPassword: string;
}

export type SignUpField = keyof SignUpFields;

/**
 * Sign-up, in this order: the passwords match, every field is filled, the e-mail has a
 * valid shape. The first failure wins.
 */
export function validateSignUp(input: SignUpFields): FieldError<SignUpField> | null {
  if (input.password !== input.confirmPassword)
    return { field: 'confirmPassword', message: MESSAGES.signUpMismatch };
  const empty = (['email', 'password', 'confirmPassword'] as const).find((field) => !input[field].trim());
  if (empty) return { field: empty, message: MESSAGES.signUpRequired };
  if (!isValidEmail(input.email)) return { field: 'email', message: MESSAGES.signUpEmail };
  return null;
}

export interface ForgotPasswordFields {
  email: string;
}

/** Forgot password: the e-mail is required and must be valid; both failures say 'Please provide a valid email'. */
export function validateForgotPassword(input: ForgotPasswordFields): FieldError<'email'> | null {
  return isValidEmail(input.email) ? null : { field: 'email', message: MESSAGES.forgotPasswordEmail };
}

export interface SsoLoginFields {
  email: string;
  /** The identity provider's access token. */
  accessToken: string;
}

/** Single sign-on: a valid e-mail ('Please Enter Valid Email address'), then the provider's token. */
export function validateSsoLogin(input: SsoLoginFields): FieldError<keyof SsoLoginFields> | null {
  if (!isValidEmail(input.email)) return { field: 'email', message: MESSAGES.ssoEmail };
  if (!input.accessToken.trim()) return { field: 'accessToken', message: LEXBRIDGE_MESSAGES.ssoTokenMissing };
  return null;
}
