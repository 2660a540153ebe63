import { describe, expect, it } from 'vitest';
import {
  LEXBRIDGE_MESSAGES,
  MESSAGES,
  SSO_SCOPE,
  TOAST_TITLES,
  validateForgotPassword,
  validateSignUp,
  validateSsoLogin,
} from '../index.js';

describe('validateSignUp', () => {
  const valid = { email: 'new@lexbridge.test', password: 'Secret#2026', confirmPassword: 'Secret#2026' };

  it('accepts a complete sign-up', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it('checks the passwords match first', () => {
    expect(validateSignUp({ email: '', password: 'a', confirmPassword: 'b' })).toEqual({
      field: 'confirmPassword',
      message: 'Password and Confirm Password do not match',
    });
  });

  it('then that every field is filled', () => {
    expect(validateSignUp({ ...valid, email: ' ' })).toEqual({
      field: 'email',
      message: 'Please fill in all fields',
    });
    expect(validateSignUp({ email: 'not-an-email', password: '', confirmPassword: '' })).toEqual({
      field: 'password',
      message: 'Please fill in all fields',
    });
  });

  it('then the e-mail shape', () => {
    expect(validateSignUp({ ...valid, email: 'new@' })).toEqual({
      field: 'email',
      message: 'Please use a valid email',
    });
  });
});

describe('validateForgotPassword', () => {
  it('asks for a valid e-mail, empty or malformed alike', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({
      field: 'email',
      message: 'Please provide a valid email',
    });
    expect(validateForgotPassword({ email: 'lawyer' })?.message).toBe('Please provide a valid email');
    expect(validateForgotPassword({ email: 'lawyer@lexbridge.test' })).toBeNull();
  });
});

describe('validateSsoLogin', () => {
  it('checks the e-mail, then the provider token', () => {
    expect(validateSsoLogin({ email: 'x', accessToken: '' })).toEqual({
      field: 'email',
      message: 'Please Enter Valid Email address',
    });
    expect(validateSsoLogin({ email: 'a@b.co', accessToken: ' ' })).toEqual({
      field: 'accessToken',
      message: LEXBRIDGE_MESSAGES.ssoTokenMissing,
    });
    expect(validateSsoLogin({ email: 'a@b.co', accessToken: 'eyJ' })).toBeNull();
  });
  it('asks the provider for user.read only', () => {
    expect(SSO_SCOPE).toBe('user.read');
  });
});

describe('the spec texts of access and registration', () => {
  it('are verbatim', () => {
    expect(MESSAGES).toMatchObject({
      signUpSuccess: 'Signup Successfully',
      forgotPasswordIntro: 'We all forget sometimes! Enter your email and we will send you a reset link.',
      resetFailed: 'An error has occurred. Please try again.',
      changePasswordRequired: 'Please fill in all the details',
      changePasswordMismatch: 'New Password and Confirm Password do not match',
      changePasswordFailed: 'Something went wrong.',
      changePasswordSuccess: 'Password was changed successfully',
      registrationPlan: 'Please select the plan',
      registrationBillingPeriod: 'Please select the billing period',
      registrationTerms: 'Please select the terms & conditions',
      registrationFields: 'Please select all the fields',
      subscriptionFetchFailed: 'Error fetching subscription data.',
      ssoEmail: 'Please Enter Valid Email address',
    });
    expect(TOAST_TITLES).toEqual({
      success: 'Success!',
      error: 'Error!',
      unsuccessful: 'Unsuccessful!',
      required: 'Required!',
      info: 'Info!',
    });
  });
});
