import { describe, expect, it } from 'vitest';
import { decodePassword, encodePassword, isValidEmail, MESSAGES, validateLogin } from '../index.js';

describe('validateLogin', () => {
  const valid = { username: 'lawyer@lexbridge.test', password: 'Demo#2026', acceptTerms: true };

  it('accepts a complete sign-in', () => {
    expect(validateLogin(valid)).toBeNull();
  });

  it('asks for both fields first, before looking at the e-mail shape or the terms', () => {
    expect(validateLogin({ username: '', password: '', acceptTerms: false })).toEqual({
      field: 'username',
      message: MESSAGES.loginRequired,
    });
    expect(validateLogin({ ...valid, password: '' })).toEqual({
      field: 'password',
      message: MESSAGES.loginRequired,
    });
    expect(validateLogin({ ...valid, username: '   ' })?.message).toBe(
      'Both username and password are required to login',
    );
  });

  it('then checks the e-mail shape', () => {
    expect(validateLogin({ ...valid, username: 'lawyer', acceptTerms: false })).toEqual({
      field: 'username',
      message: 'Please enter a valid email address for the username',
    });
  });

  it('then the terms', () => {
    expect(validateLogin({ ...valid, acceptTerms: false })).toEqual({
      field: 'acceptTerms',
      message: 'Please accept the Terms & Conditions.',
    });
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@lexbridge.test', ' padded@x.org '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a b@c.de', 'a@@b.de', '@b.de'])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('password encoding', () => {
  it('base64-encodes UTF-8 and decodes back', () => {
    expect(encodePassword('Demo#2026')).toBe('RGVtbyMyMDI2');
    expect(decodePassword(encodePassword('Grüße#1'))).toBe('Grüße#1');
  });
});
