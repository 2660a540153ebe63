/** The mapping and change-in-law endpoints' own texts, in one place so tests and docs quote the same strings. */
export const MAPPING_MESSAGES = {
  businessLinesSaved: 'Business lines mapped successfully.',
  categoriesSaved: 'Categories mapped successfully.',
  productsSaved: 'Products mapped successfully.',
  institutionTypesSaved: 'Institution types mapped successfully.',
  lawScopeSaved: 'Law scope saved successfully.',
  processesSaved: 'Processes mapped successfully.',
  validatorTestsSaved: 'Validator tests mapped successfully.',
  businessLineNotMapped: 'The business line is not mapped to this section.',
  businessLineNotInIndustry: 'The business line does not belong to the industry.',
  lawScopeNotFound: 'Law scope not found.',
  itemsNotOfBusinessLine: (name: string) => `Every ${name} must belong to the business line.`,
  unknownItems: (name: string) => `Some ${name} do not exist.`,
  changeNotFound: 'Change in law not found.',
  changeRequirementNotFound: 'Change requirement not found.',
  alreadyDecided: 'A decision has already been recorded for this change in law and business line.',
  duplicateNumber: 'Requirement already exists',
  requirementTextInvalid: 'The requirement must start with a letter and be at least 2 characters long.',
  requirementNumberInvalid: 'The requirement number must look like PREFIX_001.',
  requirementTypeInvalid: 'requirementTypeId must be 1 or 2.',
  decisionInvalid: 'decision must be Accepted, AcceptedWithPolicy or DoesNotApply.',
  commentRequired: 'The comment needs to be entered',
  policyRequired: 'The company policy requirements need to be entered.',
  textTooLong: (name: string, max: number) => `${name} must be at most ${max} characters.`,
  changeSaved: 'Change in law saved successfully.',
  draftSaved: 'Saved Draft succesfully',
  submitted: 'Updated business requirements submitted successfully.',
  requirementAdded: 'New Requirement Added',
  requirementUpdated: 'Requirement updated',
  requirementDeleted: 'Requirement deleted successfully.',
  requirementRestored: 'Requirement restored to the change in law.',
  numberUpdated: 'Requirement number updated successfully.',
  accepted: 'Change in law accepted successfully.',
  acceptedWithPolicy: 'Change in law accepted with company policy requirements.',
  doesNotApply: 'Change in law marked as not applicable.',
  nothingToDelete: 'A requirement with no change cannot be deleted; edit it or leave it as it is.',
} as const;

/** A write that conflicts with the state of the data: answered 409 `{Message, Result: null}` (the legacy's conflict). */
export class Conflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Conflict';
  }
}
