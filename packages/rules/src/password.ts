import type { FieldError } from './login.js';
import { LEXBRIDGE_MESSAGES, MESSAGES } from './messages.js';

/** Characters the reset-password page accepts as "special". */
export const RESET_SPECIAL_CHARACTERS = '!@#$%^*;+&=_/(){}"?';
/** Characters the change-password screen accepts as "special". */
export const CHANGE_SPECIAL_CHARACTERS = '!@#$%^*';
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordCheckId = 'length' | 'upper' | 'lower' | 'digit' | 'special' | 'case' | 'match';

export interface PasswordCheck {
  id: PasswordCheckId;
  /** The live hint shown under the field. */
  label: string;
  ok: boolean;
  /** What an API answer says when this check fails (the screens only disable their button). */
  message: string;
}

function hasAny(value: string, characters: string): boolean {
  return [...value].some((char) => characters.includes(char));
}

function spaced(characters: string): string {
  return [...characters].join(' ');
}

export function specialCharacterMessage(special: string): string {
  return `The password must contain at least one special character (${spaced(special)}).`;
}

/**
 * The reset-password page's live checklist: every item must pass before Update Password
 * enables. Also the order in which the BFF reports the first failure.
 */
export function passwordChecklist(
  password: string,
  confirmation: string,
  special: string = RESET_SPECIAL_CHARACTERS,
): PasswordCheck[] {
  return [
    {
      id: 'length',
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      ok: password.length >= PASSWORD_MIN_LENGTH,
      message: LEXBRIDGE_MESSAGES.passwordLength,
    },
    {
      id: 'upper',
      label: 'At least one uppercase letter',
      ok: /[A-Z]/.test(password),
      message: LEXBRIDGE_MESSAGES.passwordUpper,
    },
    {
      id: 'lower',
      label: 'At least one lowercase letter',
      ok: /[a-z]/.test(password),
      message: LEXBRIDGE_MESSAGES.passwordLower,
    },
    {
      id: 'digit',
      label: 'At least one number',
      ok: /[0-9]/.test(password),
      message: LEXBRIDGE_MESSAGES.passwordDigit,
    },
    {
      id: 'special',
      label: `At least one special character (${spaced(special)})`,
      ok: hasAny(password, special),
      message: specialCharacterMessage(special),
    },
    {
      id: 'match',
      label: 'Confirmation matches',
      ok: confirmation.length > 0 && confirmation === password,
      message: MESSAGES.signUpMismatch,
    },
  ];
}

export function isStrongPassword(password: string, confirmation: string, special?: string): boolean {
  return passwordChecklist(password, confirmation, special).every((check) => check.ok);
}

// "At least 8 characters from letters, digits and ! @ # $ % ^ *": the length counts only those characters, so
// anything else (a space, a ';') makes the password fail the hint.
const CHANGE_PASSWORD_SHAPE = /^[A-Za-z0-9!@#$%^*]+$/;

/** The change-password screen's live hints: length, upper and lower case, a special character, the match. */
export function changePasswordChecklist(newPassword: string, confirmation: string): PasswordCheck[] {
  const longEnough = newPassword.length >= PASSWORD_MIN_LENGTH;
  const allowedOnly = CHANGE_PASSWORD_SHAPE.test(newPassword);
  const upper = /[A-Z]/.test(newPassword);
  const lower = /[a-z]/.test(newPassword);
  return [
    {
      id: 'length',
      label: `At least ${PASSWORD_MIN_LENGTH} characters from letters, digits and ${spaced(CHANGE_SPECIAL_CHARACTERS)}`,
      ok: longEnough && allowedOnly,
      message: longEnough ? LEXBRIDGE_MESSAGES.passwordCharacters : LEXBRIDGE_MESSAGES.passwordLength,
    },
    {
      id: 'case',
      label: 'At least one uppercase and one lowercase letter',
      ok: upper && lower,
      message: upper ? LEXBRIDGE_MESSAGES.passwordLower : LEXBRIDGE_MESSAGES.passwordUpper,
    },
    {
      id: 'special',
      label: `At least one special character (${spaced(CHANGE_SPECIAL_CHARACTERS)})`,
      ok: hasAny(newPassword, CHANGE_SPECIAL_CHARACTERS),
      message: specialCharacterMessage(CHANGE_SPECIAL_CHARACTERS),
    },
    {
      id: 'match',
      label: 'Confirm Password matches New Password',
      ok: confirmation.length > 0 && confirmation === newPassword,
      message: MESSAGES.changePasswordMismatch,
    },
  ];
}

export interface ResetPasswordFields {
  password: string;
  confirmPassword: string;
  /** The two tokens of the reset link (/forget-password?Token=..&Token2=..). */
  token: string;
  token2: string;
}

export type ResetPasswordField = keyof ResetPasswordFields;

/**
 * The reset page's rules with its special-character set, first failure wins: the password checklist in order, the
 * confirmation, then the link's two tokens (a link without them can only end in the page's generic failure).
 */
export function validateResetPassword(input: ResetPasswordFields): FieldError<ResetPasswordField> | null {
  const failed = passwordChecklist(input.password, input.confirmPassword, RESET_SPECIAL_CHARACTERS).find(
    (check) => !check.ok,
  );
  if (failed)
    return { field: failed.id === 'match' ? 'confirmPassword' : 'password', message: failed.message };
  if (!input.token.trim()) return { field: 'token', message: MESSAGES.resetFailed };
  if (!input.token2.trim()) return { field: 'token2', message: MESSAGES.resetFailed };
  return null;
}

export interface ChangePasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordFields;

/**
 * Change password, first failure wins: all three fields ('Please fill in all the
 * details'), new equals confirm ('New Password and Confirm Password do not match'), then the live hints with the
 * change-password special characters.
 */
export function validateChangePassword(input: ChangePasswordFields): FieldError<ChangePasswordField> | null {
  const empty = (['oldPassword', 'newPassword', 'confirmPassword'] as const).find((field) => !input[field]);
  if (empty) return { field: empty, message: MESSAGES.changePasswordRequired };
  if (input.newPassword !== input.confirmPassword) {
    return { field: 'confirmPassword', message: MESSAGES.changePasswordMismatch };
  }
  const failed = changePasswordChecklist(input.newPassword, input.confirmPassword).find((check) => !check.ok);
  return failed ? { field: 'newPassword', message: failed.message } : null;
}
