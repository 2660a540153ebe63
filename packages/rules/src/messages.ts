/**
 * Every user-facing text of the product, kept word for word (typos included: they are what users and the
 * legacy catalogue's other clients already see). The BFF and the web both read from here.
 */
export const MESSAGES = {
  loginRequired: 'Both username and password are required to login',
  loginEmail: 'Please enter a valid email address for the username',
  loginTerms: 'Please accept the Terms & Conditions.',
  loginNoBody: 'An error occured while logging in.',
  ssoEmail: 'Please Enter Valid Email address',
  adminLogoutConfirm: 'Are you sure want to logout from current user and login with admin?',
  noIndustry: 'You are not assigned to an industry. Please contact site administrator!',
  unauthorizedPage:
    'You have attempted to access a page that you are not authorized to view. Please check with your administrator for access.',
  notFoundPage:
    'Either you do not have access to this page or it is not a valid URL. Please check with your administrator for access.',
  ssoNotConfigured: 'Your SSO login has not been configured.',
  ssoContactAdmin: 'Please contact your administrator.',
  selectLaw: 'Please select a Law.',
  defaultError: 'Something went wrong.',
  defaultSuccess: 'Success',
  backendError: 'backend server error',
  readOnlyEdit: 'You Cannot Edit in Read Only Mode',
  readOnlyDelete: 'Cannot Delete in Read Only Mode',
  readOnlyMode: 'You are in read-only Mode',

  // Sign-up
  signUpMismatch: 'Password and Confirm Password do not match',
  signUpRequired: 'Please fill in all fields',
  signUpEmail: 'Please use a valid email',
  signUpSuccess: 'Signup Successfully',

  // Forgot and reset password
  forgotPasswordIntro: 'We all forget sometimes! Enter your email and we will send you a reset link.',
  forgotPasswordEmail: 'Please provide a valid email',
  resetFailed: 'An error has occurred. Please try again.',

  // Change password
  changePasswordRequired: 'Please fill in all the details',
  changePasswordMismatch: 'New Password and Confirm Password do not match',
  changePasswordFailed: 'Something went wrong.',
  changePasswordSuccess: 'Password was changed successfully',

  // Registration and custom pricing, in the order the registration form checks them
  registrationPlan: 'Please select the plan',
  registrationBillingPeriod: 'Please select the billing period',
  registrationTerms: 'Please select the terms & conditions',
  registrationFields: 'Please select all the fields',
  customPricingLabel: 'Custom Pricing',
  subscriptionFetchFailed: 'Error fetching subscription data.',

  // The law catalogue's filters, pickers and lists
  filterIndustryAndBusinessLine: 'Select Industry and Business Line First (Required!)',
  filterIndustry: 'Select Industry First',
  filterBusinessProcesses: 'Please Select Company Business Processes',
  filterBusinessLine: 'Please Select Business Line First',
  submitIndustry: 'Please select Industry before submitting',
  submitBusinessLine: 'Please select Business Line before submitting (Required)',
  categoryFilter: 'Please Select the Industry and Business Line first',
  noSelectedCategory: 'There is no selected category',
  noResultsFound: 'No Results Found',
  noResult: 'No Result',
  noRecordFound: 'No Record found',
  noDataToExport: 'No data to be exported.',
  exportFailed: 'Something went wrong',
  lawTextLoadFailed: 'Law text could not be loaded, Please try again later',
  popUpLoadFailed: 'Something went wrong! Please try again later.',
} as const;

/** Toast titles of the product's messages. */
export const TOAST_TITLES = {
  success: 'Success!',
  error: 'Error!',
  unsuccessful: 'Unsuccessful!',
  required: 'Required!',
  info: 'Info!',
} as const;

/**
 * Our own texts, where the spec shows a page or a disabled control instead of a message but an API answer needs
 * words: the BFF's route guards, switched-off features, and password rules that the screens show only as a live
 * checklist.
 */
export const LEXBRIDGE_MESSAGES = {
  /** A session the BFF or the catalogue no longer honours (UNAUTHENTICATED); the sign-in pages say it too. */
  sessionEnded: 'Your session has ended. Please sign in again.',
  routeForbidden: 'You are not allowed to open this page.',
  editForbidden: 'You do not have permission to edit on this page.',
  adminOnly: 'This action needs administrator rights.',
  adminSignInNotAdmin:
    'This account has no administrator rights, so you are signed in as an ordinary user. Administrators sign in here; everyone else signs in on the ordinary sign-in page.',
  signUpDisabled: 'Sign-up is not available.',
  ssoDisabled: 'Single sign-on is not available.',
  ssoTokenMissing: 'The sign-in with your identity provider did not complete. Please try again.',
  passwordLength: 'The password must be at least 8 characters long.',
  passwordCharacters: 'The password may contain only letters, digits and ! @ # $ % ^ *.',
  passwordUpper: 'The password must contain at least one uppercase letter.',
  passwordLower: 'The password must contain at least one lowercase letter.',
  passwordDigit: 'The password must contain at least one number.',
  // The law catalogue: inputs the screens never let a user get wrong, but an internal tool can.
  idInvalid: (name: string) => `${name} must be a positive whole number.`,
  levelTextsInvalid:
    'levelTexts must hold 1 to 10 non-empty texts: the node and its ancestors, level 1 first.',
  nodeRegulatorRequired: "regulatorIds must name the node's regulator.",
  tooManyLawDetails: (max: number) => `Ask for at most ${max} law details at once.`,
  pageNumberInvalid: 'pageNumber must be 1 or more.',
  pageSizeInvalid: (max: number) => `pageSize must be from 1 to ${max}.`,
  reportNotFound: 'Report not found.',
  lawNotFound: 'Law not found.',
} as const;

/**
 * Our own wording for the sign-in disclaimer. The product fixes its substance (no legal advice, no
 * attorney-client relationship, the customer owns its results and must consult its own counsel), not its text.
 */
export const DISCLAIMER =
  'Lexbridge is a compliance tool, not a law firm, and nothing it shows is legal advice. Using it does not create ' +
  'an attorney-client relationship. You remain responsible for your own compliance decisions and their results, ' +
  'and should consult your own legal counsel before relying on any of them.';
