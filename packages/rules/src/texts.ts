/**
 * Screen texts that no API answer carries but that both the web and any other client of the rules should show the
 * same way. The spec's own texts are verbatim (typos included); the ones marked "ours" fill places where the spec
 * names a screen or a guard but shows no words.
 */
export const CATALOGUE_TEXTS = {
  /** Toast title of the empty export. */
  oopsTitle: 'Oops!',
  /** Title of the child-hierarchy load error toast: 'Error', without the exclamation mark. */
  errorTitle: 'Error',
  linkToSource: 'Link to Source Law/Document',
  readMore: 'Read More',
  readLess: 'Read Less',
  singleGroupConfirm:
    'You can only select items from one group. Previous selections will be lost. Are you sure you want to continue?',
  deleteConfirmTitle: 'Confirm',
  deleteConfirmText: 'Are you sure you want to remove this item?',
  noDataFound: 'No Data found',
  noDataToShow: 'No Data To Show',
  noRegulatorsFound: (group: 'Federal' | 'States') => `No Regulators Found In ${group}`,
  selectAllFor: (group: 'Federal' | 'States') => `Select All For ${group}`,
  selectAtLeastOneProcess: 'You need to select atleast one process',
  commentRequired: 'The comment needs to be entered',
  commentLabel: 'Provide details on updates and changes required',
  companyPrimaryHierarchy: 'Company Primary Hierarchy',
  addOtherUser: 'Add other user',
} as const;

/** Texts of the access screens that are not messages of a rule. */
export const ACCESS_TEXTS = {
  /** The invalid forgot-password e-mail toast is titled 'Error', not 'Error!'. */
  invalidEmailTitle: 'Error',
  /** Ours: the spec names the unsaved-changes guard but shows no text for it. */
  unsavedChangesTitle: 'Unsaved changes',
  unsavedChangesMessage: 'You have changes that are not saved. Leave this page and lose them?',
  /** Ours: the identity provider's popup came back to a window no sign-in opened, or the answer was unusable. */
  ssoCallbackFailedTitle: 'Single sign-on could not be completed',
  ssoCallbackFailedMessage: 'Close this window and start the sign-in again from the sign-in page.',
  ssoCallbackPending: 'Completing sign-in…',
  /** Ours: /user-authentication, whose behaviour the product leaves open. */
  phoneAuthTitle: 'Verify your phone',
  phoneAuthIntro:
    'Scan the code with your authenticator app, then enter the phone number where you want to receive sign-in codes.',
  phoneAuthQrMissing: 'No QR code was given. Open this page from the link in your enrolment e-mail.',
  phoneAuthCountryRequired: 'Please choose a country code.',
  phoneAuthPhoneInvalid: 'Please enter a phone number of 6 to 14 digits.',
  phoneAuthSaved: 'Phone number saved.',
} as const;
