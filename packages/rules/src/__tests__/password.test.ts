import { describe, expect, it } from 'vitest';
import { changePasswordChecklist, validateChangePassword, validateResetPassword } from '../index.js';

describe('validateResetPassword', () => {
  const valid = { password: 'Reset;2026x', confirmPassword: 'Reset;2026x', token: 't1', token2: 't2' };

  it('accepts the reset special set (; + & = _ / ( ) { } " ?)', () => {
    expect(validateResetPassword(valid)).toBeNull();
    for (const special of ';+&=_/(){}"?!@#$%^*') {
      const password = `Reset${special}2026`;
      expect(validateResetPassword({ ...valid, password, confirmPassword: password })).toBeNull();
    }
  });

  it('reports the first rule of the checklist that fails, in its order', () => {
    const check = (password: string, confirmPassword = password) =>
      validateResetPassword({ ...valid, password, confirmPassword });
    expect(check('')).toEqual({
      field: 'password',
      message: 'The password must be at least 8 characters long.',
    });
    expect(check('reset;2026')).toEqual({
      field: 'password',
      message: 'The password must contain at least one uppercase letter.',
    });
    expect(check('RESET;2026')?.message).toBe('The password must contain at least one lowercase letter.');
    expect(check('Reset;abcd')?.message).toBe('The password must contain at least one number.');
    expect(check('Reset2026x')?.message).toBe(
      'The password must contain at least one special character (! @ # $ % ^ * ; + & = _ / ( ) { } " ?).',
    );
    expect(check('Reset;2026x', '')).toEqual({
      field: 'confirmPassword',
      message: 'Password and Confirm Password do not match',
    });
    expect(check('Reset;2026x', 'Reset;2026y')?.field).toBe('confirmPassword');
  });

  it('needs both tokens of the link', () => {
    expect(validateResetPassword({ ...valid, token: '' })).toEqual({
      field: 'token',
      message: 'An error has occurred. Please try again.',
    });
    expect(validateResetPassword({ ...valid, token2: ' ' })?.field).toBe('token2');
  });
});

describe('validateChangePassword', () => {
  const valid = { oldPassword: 'Demo#2026', newPassword: 'Changed#2026', confirmPassword: 'Changed#2026' };

  it('accepts a good change', () => {
    expect(validateChangePassword(valid)).toBeNull();
  });

  it('needs all three fields first', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: 'a', confirmPassword: 'b' })).toEqual({
      field: 'oldPassword',
      message: 'Please fill in all the details',
    });
    expect(validateChangePassword({ ...valid, confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      message: 'Please fill in all the details',
    });
  });

  it('then new and confirm must match', () => {
    expect(validateChangePassword({ ...valid, confirmPassword: 'Changed#2027' })).toEqual({
      field: 'confirmPassword',
      message: 'New Password and Confirm Password do not match',
    });
  });

  it('then the live hints, with the change-password special set', () => {
    const check = (newPassword: string) =>
      validateChangePassword({ ...valid, newPassword, confirmPassword: newPassword });
    expect(check('Ab#1')).toEqual({
      field: 'newPassword',
      message: 'The password must be at least 8 characters long.',
    });
    expect(check('Changed;2026')?.message).toBe(
      'The password may contain only letters, digits and ! @ # $ % ^ *.',
    );
    expect(check('changed#2026')?.message).toBe('The password must contain at least one uppercase letter.');
    expect(check('CHANGED#2026')?.message).toBe('The password must contain at least one lowercase letter.');
    expect(check('Changed2026')?.message).toBe(
      'The password must contain at least one special character (! @ # $ % ^ *).',
    );
    // No digit is required on this screen.
    expect(check('Changed#Pass')).toBeNull();
  });

  it('shows the hints as the screen lists them', () => {
    expect(changePasswordChecklist('abc', '').map((check) => [check.id, check.ok])).toEqual([
      ['length', false],
      ['case', false],
      ['special', false],
      ['match', false],
    ]);
    expect(changePasswordChecklist('Changed#2026', 'Changed#2026').every((check) => check.ok)).toBe(true);
  });
});
