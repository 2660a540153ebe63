/** Legacy shapes of the mapping and change-in-law calls, as the catalogue sends them (quirks included). */

export interface LegacyMappedBusinessLine {
  businessLineId: number;
  businessLineName: string;
}

export interface LegacyMappedItem extends LegacyMappedBusinessLine {
  id: number;
  name: string;
}

export interface LegacyMappedProcess extends LegacyMappedBusinessLine {
  id: number;
  processName: string;
  businessProcessName: string;
}

export interface LegacyValidatorTest {
  id: number;
  testNumber: string;
  name: string;
}

export interface LegacyMappedRequirement extends LegacyMappedBusinessLine {
  id: number;
  requirementNumber: string;
  requirement: string;
  requirementTypeId: number;
  validatorTests: LegacyValidatorTest[] | null;
}

/** get-legal-mapped-filters-requirements and get-mapped-filters-requirements (the latter adds changeLawId). */
export interface LegacyMappedFilters {
  sectionId: number;
  industryId: number;
  changeLawId?: number;
  lawScopeId: number | null;
  lawScopeName: string | null;
  mappedBusinessLines: LegacyMappedBusinessLine[] | null;
  mappedBusinessLineProducts: LegacyMappedItem[] | null;
  mappedBusinessLineInstitutions: LegacyMappedItem[] | null;
  mappedCategories: LegacyMappedItem[] | null;
  mappedLawProcess: LegacyMappedProcess[] | null;
  mappedLawRequirement: LegacyMappedRequirement[] | null;
  differentProducts: boolean | null;
  differentInstitutionTypes: boolean | null;
  differentCategories: boolean | null;
  differentProcesses: boolean | null;
}

export interface LegacyMappingSection {
  lawId: number;
  sectionId: number;
  lawDetailId: number;
  regulator: string;
  lawName: string;
  section: string;
  sectionStatus: string;
}

export interface LegacyNamed {
  id: number;
  name: string;
}

export interface LegacyBusinessLineOptions extends LegacyMappedBusinessLine {
  products: LegacyNamed[] | null;
  categories: LegacyNamed[] | null;
  processes: { id: number; processName: string; businessProcessName: string }[] | null;
  validatorTests: LegacyValidatorTest[] | null;
}

export interface LegacyMappingOptions {
  sectionId: number;
  industryId: number;
  lawScopes: LegacyNamed[] | null;
  institutionTypes: LegacyNamed[] | null;
  businessLines: LegacyBusinessLineOptions[] | null;
}

export interface LegacyChangedLaw {
  changeLawId: number;
  lawId: number;
  sectionId: number;
  lawDetailId: number;
  regulator: string;
  section: string;
  sectionStatus: string;
  statusId: number;
  status: string;
  changeType: string;
  effectiveDate: string | null;
  summary: string | null;
  businessLines: LegacyChangeBusinessLine[] | null;
}

export interface LegacyChangeBusinessLine extends LegacyMappedBusinessLine {
  requirementCount: number;
  changedCount: number;
  isSubmitted: boolean;
  decision: 'Accepted' | 'AcceptedWithPolicy' | 'DoesNotApply' | null;
  decisionComment: string | null;
  companyPolicy: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

/** An updated requirement of a change in law: old and new number and text, and its change status. */
export interface LegacyUpdatedRequirement {
  id: number;
  requirementId: number | null;
  businessLineId: number;
  requirementTypeId: number;
  OldRequirementNumber: string | null;
  NewRequirementNumber: string | null;
  OldRequirement: string | null;
  NewRequirement: string | null;
  RequirementChangeStatus: 'Changed' | 'New' | 'Deleted' | 'No Change';
  isEdited: boolean;
  isSubmitted: boolean;
}
