/**
 * The texts of the access endpoints. Where a screen already has its own message for the same situation
 * (a validation or error message users know), the catalogue answers with that text, so the BFF can show it as is;
 * the rest are ours.
 */
export const ACCESS_MESSAGES = {
  // Single sign-on
  ssoNotConfigured: 'Single sign-on is not configured.',
  ssoFieldsRequired: 'The e-mail address and the single sign-on token are required.',
  ssoTokenInvalid: 'The single sign-on token is not valid.',
  ssoEmailMismatch: 'The e-mail address does not match the single sign-on account.',
  ssoNoAccount: 'No account is registered for this e-mail address.',
  userEmailRequired: 'userEmail is required.',
  userEmailMismatch: 'userEmail does not match the signed-in user.',

  // Sign-up (Account/Register), in the sign-up form's order
  passwordEncoding: 'The passwords must be base64-encoded UTF-8.',
  signUpMismatch: 'Password and Confirm Password do not match',
  signUpRequired: 'Please fill in all fields',
  signUpEmail: 'Please use a valid email',
  accountExists: 'An account with this e-mail address already exists.',

  // Forgot and reset password
  forgotPasswordEmail: 'Please provide a valid email',
  resetLinkSent: (email: string) => `A password reset link has been sent to ${email}.`,
  resetMailSubject: 'Reset your Lexbridge password',
  resetLinkInvalid: 'The reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset.',

  // Password rules (the screens show them as live hints; an API answer needs words)
  passwordLength: 'The password must be at least 8 characters long.',
  passwordCharacters: 'The password may contain only letters, digits and ! @ # $ % ^ *.',
  passwordUpper: 'The password must contain at least one uppercase letter.',
  passwordLower: 'The password must contain at least one lowercase letter.',
  passwordDigit: 'The password must contain at least one number.',
  passwordSpecial: (special: string) =>
    `The password must contain at least one special character (${[...special].join(' ')}).`,

  // Change password
  changePasswordRequired: 'Please fill in all the details',
  changePasswordMismatch: 'New Password and Confirm Password do not match',
  currentPasswordIncorrect: 'The current password is incorrect.',
  passwordUnchanged: 'The new password must be different from the current password.',

  // Registration and custom pricing, in the registration form's order
  registrationPlan: 'Please select the plan',
  registrationTerms: 'Please select the terms & conditions',
  registrationFields: 'Please select all the fields',
  registrationEmail: 'Please enter a valid email address.',
  fieldTooLong: 'Each field must be at most 200 characters.',
  planNotFound: 'The selected plan does not exist.',
  planIsCustom: 'The selected plan has custom pricing. Please send a custom pricing request instead.',
  registrationExists: 'An account or a registration already exists for this e-mail address.',
  registrationSuccess:
    'Registration successful. We will e-mail you the sign-in details once your subscription is active.',
  customPricingSuccess:
    'Thank you. Your custom pricing request has been received; our team will contact you shortly.',

  // Report tool
  reportToolDisabled: 'The report tool is not enabled for this user.',
} as const;
