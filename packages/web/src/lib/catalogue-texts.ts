/**
 * Texts of spec 001 (sections 2, 4, 5 and 8) that the screens and pickers of the law catalogue need and that
 * @lexbridge/rules does not hold yet. They are UI-only (no BFF answer carries them), verbatim from the spec, typos
 * included. When the rules package gains them, import them from there and delete this file.
 */
export const CATALOGUE_TEXTS = {
  /** Toast title of the empty export (spec 001 section 8). */
  oopsTitle: 'Oops!',
  /** Title of the child-hierarchy load error toast (section 8: 'Error', without the exclamation mark). */
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
