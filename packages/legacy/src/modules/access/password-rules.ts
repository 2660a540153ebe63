import { ACCESS_MESSAGES } from './messages.js';

/**
 * The password rules (length, case, digit, special character, match), enforced again on the server: the screens
 * only show them as a live checklist, and a client that skips the checklist must not get a weak password through.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** The reset-password page's special characters. */
export const RESET_SPECIAL_CHARACTERS = '!@#$%^*;+&=_/(){}"?';
/** The change-password screen's special characters. */
export const CHANGE_SPECIAL_CHARACTERS = '!@#$%^*';

const hasAny = (value: string, characters: string) => [...value].some((char) => characters.includes(char));

/**
 * Reset password: at least 8 characters, an uppercase and a lowercase letter, a number and a special character
 * of the reset set. Returns the first failure's message, in the checklist's order, or null.
 */
export function resetPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCESS_MESSAGES.passwordLength;
  if (!/[A-Z]/.test(password)) return ACCESS_MESSAGES.passwordUpper;
  if (!/[a-z]/.test(password)) return ACCESS_MESSAGES.passwordLower;
  if (!/[0-9]/.test(password)) return ACCESS_MESSAGES.passwordDigit;
  if (!hasAny(password, RESET_SPECIAL_CHARACTERS))
    return ACCESS_MESSAGES.passwordSpecial(RESET_SPECIAL_CHARACTERS);
  return null;
}

const CHANGE_PASSWORD_SHAPE = /^[A-Za-z0-9!@#$%^*]+$/;

/**
 * Change password: "at least 8 characters from letters, digits and ! @ # $ % ^ *", an uppercase and a lowercase
 * letter, and a special character of that set. No digit is required on this screen.
 */
export function changePasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCESS_MESSAGES.passwordLength;
  if (!CHANGE_PASSWORD_SHAPE.test(password)) return ACCESS_MESSAGES.passwordCharacters;
  if (!/[A-Z]/.test(password)) return ACCESS_MESSAGES.passwordUpper;
  if (!/[a-z]/.test(password)) return ACCESS_MESSAGES.passwordLower;
  if (!hasAny(password, CHANGE_SPECIAL_CHARACTERS)) {
    return ACCESS_MESSAGES.passwordSpecial(CHANGE_SPECIAL_CHARACTERS);
  }
  return null;
}

/** Sign-up asks only for the minimum length of 8; the sign-up form has no checklist. */
export function signUpPasswordProblem(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH ? ACCESS_MESSAGES.passwordLength : null;
}

// The usual "something@domain.tld" shape: no spaces, one @, a dot in the domain, a TLD of two letters or more.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.test(value);
}
