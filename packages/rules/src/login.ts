import { isValidEmail } from './email.js';
import { MESSAGES } from './messages.js';

export interface LoginFields {
  username: string;
  password: string;
  acceptTerms: boolean;
}

export type LoginField = keyof LoginFields;

export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

/**
 * The sign-in checks (both fields, a valid e-mail, terms accepted) in the order the screen applies them; the first
 * failure wins, so the browser and the BFF report the same single message.
 */
export function validateLogin(input: LoginFields): FieldError<LoginField> | null {
  if (!input.username.trim() || !input.password) {
    return { field: input.username.trim() ? 'password' : 'username', message: MESSAGES.loginRequired };
  }
  if (!isValidEmail(input.username)) return { field: 'username', message: MESSAGES.loginEmail };
  if (!input.acceptTerms) return { field: 'acceptTerms', message: MESSAGES.loginTerms };
  return null;
}

/** Passwords travel base64-encoded (UTF-8 first) to the catalogue, as the legacy client did. */
export function encodePassword(password: string): string {
  const bytes = new TextEncoder().encode(password);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodePassword(encoded: string): string {
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
