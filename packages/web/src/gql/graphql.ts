/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Accept with company policy requirements. */
export type AcceptChangeWithPolicyInput = {
  /** Business line id; must be the user's. */
  businessLineId: string | number;
  /** Change in law id. */
  changeLawId: string | number;
  /** Required: the company policy requirements (at most 4000 characters). */
  companyPolicy: string;
};

/** Submit of the Edit Business Requirements modal (legacy accept laws). */
export type AcceptLawRequirementsInput = {
  /** New requirements not saved yet. */
  additions?: Array<AcceptedRequirementInput>;
  /** Anything added, edited or deleted since the last submit: submit flag 2 (true) or 1 (false). */
  changed: boolean;
  /** Text edits of saved requirements. */
  edits?: Array<RequirementTextEditInput>;
  /** The law inventory, when the screen has one. */
  lawInventoryId?: string | number | null | undefined;
  /** The law sections submitted (at least one). */
  sections: Array<SectionWorkflowInput>;
};

/** A requirement added in the Edit Business Requirements modal and sent with Submit. */
export type AcceptedRequirementInput = {
  /** The law text nodes it is written for. */
  lawSections?: Array<RequirementLawSectionInput>;
  /** The law text quoted (HTML). */
  lawText?: string | null | undefined;
  /** The text (type 2). */
  requirement?: string | null | undefined;
  /** A number to use; by default the next of the section. */
  requirementNumber?: string | null | undefined;
  /** 1 header, 2 define requirement. */
  requirementTypeId: number;
  /** Section id. */
  sectionId: string | number;
};

/** Status of an action plan: 'Open', 'In Progress' or 'Completed' in the catalogue. */
export type ActionPlanStatus =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'OPEN';

/** A new action plan for the exceptions of one remediation row. */
export type AddActionPlanInput = {
  /** Who owns the plan (required, at most 100 characters). */
  ownerName: string;
  /** The remediation row (a first run and testing rule) the plan is for. */
  queueRowId: string | number;
  /** Target date (YYYY-MM-DD, required). */
  targetDate: string;
};

/** A loan added to the remediation queue by hand: an exception found outside the run. */
export type AddLoanToRemediationInput = {
  /** What was found (required, at most 500 characters). */
  finding: string;
  /** Loan number, as in its loan load. */
  loanNumber: string;
  /** The testing rule the loan fails; it must test the loan’s group. */
  testingRuleId: string | number;
};

/** A new process of a hierarchy. */
export type AddProcessNodeInput = {
  /** What it covers (at most 1000 characters). */
  description?: string | null | undefined;
  /** The hierarchy. */
  hierarchyId: string | number;
  /** The name (unique among its siblings, any case; at most 200 characters). */
  name: string;
  /** The parent process; absent: a top process. */
  parentId?: string | number | null | undefined;
};

/** A new requirement the change in law brings for a business line. */
export type AddUpdatedRequirementInput = {
  /** Business line id; must be the user's. */
  businessLineId: string | number;
  /** Change in law id. */
  changeLawId: string | number;
  /** The requirement (type 2: starts with a letter, 2 characters at least). */
  requirement?: string | null | undefined;
  /** PREFIX_number; the next free number of the line when absent. */
  requirementNumber?: string | null | undefined;
  /** Requirement type: 1 header, 2 requirement ('Please select a Requirement Type'). */
  requirementTypeId?: number | null | undefined;
};

/** Filters of the user list. */
export type AdminUserFilter = {
  /** Users of this client only. */
  clientId?: string | number | null | undefined;
  /** Users whose e-mail address is at this domain (example.com). */
  domain?: string | null | undefined;
  /** True: provider staff only; false: client staff only. */
  isProvider?: boolean | null | undefined;
  /** Text found in the e-mail address or the name, ignoring case. */
  searchText?: string | null | undefined;
};

/** The approver's comment on a submitted requirement, kept without deciding it. */
export type ApproverCommentInput = {
  /** The business law. */
  businessLawId: string | number;
  /** The comment (required, at most 2000 characters). */
  comment: string;
  /** The requirement. */
  requirementId: string | number;
};

/** One requirement's artifacts. */
export type ArtifactMappingInput = {
  /** Its artifacts; the ones not listed are unmapped. */
  artifactIds: Array<string | number>;
  /** The requirement. */
  requirementId: string | number;
};

/** An artifact mapped to a requirement of a business law. */
export type AssessedArtifactRef = {
  /** The artifact. */
  artifactId: string | number;
  /** The business law. */
  businessLawId: string | number;
  /** The requirement. */
  requirementId: string | number;
};

/** One answer of the assessment. */
export type AssessmentAnswerInput = {
  /** The answer; empty clears it. */
  answer: string;
  /** The artifact. */
  artifactId: string | number;
  /** The question. */
  questionId: string | number;
  /** The requirement. */
  requirementId: string | number;
};

/** Which requirements of a law under assessment to list; every condition given must hold. */
export type AssessmentRequirementFilter = {
  /** Only gaps: requirements met by no artifact, or assessed as not fully met. */
  gapsOnly?: boolean | null | undefined;
  /** Words the requirement's number or text contains (case-insensitive), at most 200 characters. */
  search?: string | null | undefined;
  /** Requirements in one of these statuses; absent or empty: any status. */
  statuses?: Array<BusinessRequirementStatus> | null | undefined;
};

/** The level of government a regulator belongs to. */
export type Authority =
  /** Federal regulators (legacy 'Federal'). */
  | 'FEDERAL'
  /** State regulators (legacy 'State'; the screens title the group 'States'). */
  | 'STATE';

/** Billing period chosen in step 2 of the registration form: monthly or annual. */
export type BillingPeriod =
  /** Billed every year (legacy "annual"). */
  | 'ANNUAL'
  /** Billed every month (legacy "monthly"). */
  | 'MONTHLY';

/** A business dashboard column (legacy status_id 1 'Open', 2 'My Draft', 3 'Submitted for Approval', 4 'Changed Law', 5 'Send Back'). */
export type BusinessColumn =
  | 'CHANGED_LAW'
  | 'MY_DRAFT'
  | 'OPEN'
  | 'SEND_BACK'
  | 'SUBMITTED';

/** Filters of the business dashboard and its list. */
export type BusinessDashboardFilter = {
  /** Laws of this business line. */
  businessLineId?: string | number | null | undefined;
  /** Laws of this business contact. */
  businessUserId?: string | number | null | undefined;
  /** Laws of this column. */
  column?: BusinessColumn | null | undefined;
  /** Laws validated for (or mapped to) this company process. */
  lawProcessId?: string | number | null | undefined;
  /** Laws of these regulators. */
  regulatorIds?: Array<string | number> | null | undefined;
  /** Every law of the user's lines; absent: the user's saved toggle. */
  showAllLaws?: boolean | null | undefined;
};

/** Where a business law stands (legacy 'Open', 'Draft', 'Submitted', 'SentBack', 'Approved', 'NotApplicable'). */
export type BusinessLawStatus =
  | 'APPROVED'
  | 'DRAFT'
  | 'NOT_APPLICABLE'
  | 'OPEN'
  | 'SENT_BACK'
  | 'SUBMITTED';

/** A requirement of a business law. */
export type BusinessRequirementRef = {
  /** The business law. */
  businessLawId: string | number;
  /** The requirement. */
  requirementId: string | number;
};

/** A requirement's assessment status (legacy 'Open', 'Draft', 'Submitted', 'Approved', 'SentBack'). */
export type BusinessRequirementStatus =
  | 'APPROVED'
  | 'DRAFT'
  | 'OPEN'
  | 'SENT_BACK'
  | 'SUBMITTED';

/** What a canned report shows; every filter is optional and the user's business lines bound all. */
export type CannedReportFilter = {
  /** Artifact type (Artifact Type Report). */
  artifactType?: string | null | undefined;
  /** One of the user’s business lines. */
  businessLineId?: string | number | null | undefined;
  /** Change type (Impact Report). */
  changeTypeId?: string | number | null | undefined;
  /** Provider staff: only this client's rows (none: every client's). A client's user always sees its own client's rows; naming another client is NOT_FOUND. */
  clientId?: string | number | null | undefined;
  /** From this date (yyyy-mm-dd): identified on (gaps), rated on (risk), effective date (impact). BAD_USER_INPUT 'From date must not be after To date.' when after toDate. */
  fromDate?: string | null | undefined;
  /** Gap severity (Gap Report) or residual risk (Risk Report): High, Medium or Low. */
  level?: string | null | undefined;
  /** A regulator. */
  regulatorId?: string | number | null | undefined;
  /** Gap status (Gap Report): Open, In Progress or Closed. */
  status?: string | null | undefined;
  /** Up to this date (yyyy-mm-dd), inclusive. */
  toDate?: string | null | undefined;
};

/** The Categories picker: categories of the chosen business lines within the chosen industries. */
export type CategoriesInput = {
  /** The chosen business lines; at least one ('Please Select the Industry and Business Line first'). */
  businessLineIds: Array<string | number>;
  /** The chosen industries; at least one ('Please Select the Industry and Business Line first'). */
  industryIds: Array<string | number>;
};

/** What a business line decided about a change in law (legacy accept-law decision). */
export type ChangeDecision =
  /** Accept Change in Law/Requirements: the new texts became the requirements (legacy 'Accepted'). */
  | 'ACCEPTED'
  /** Accepted with company policy requirements, noted in companyPolicy (legacy 'AcceptedWithPolicy'). */
  | 'ACCEPTED_WITH_POLICY'
  /** Does Not Apply, with a comment; the requirements stay (legacy 'DoesNotApply'). */
  | 'DOES_NOT_APPLY';

/** A change in law for one business line. */
export type ChangeLineInput = {
  /** Business line id; must be the user's. */
  businessLineId: string | number;
  /** Change in law id. */
  changeLawId: string | number;
};

/** Does Not Apply. */
export type ChangeNotApplicableInput = {
  /** Business line id; must be the user's. */
  businessLineId: string | number;
  /** Change in law id. */
  changeLawId: string | number;
  /** Required: why it does not apply ('The comment needs to be entered'). */
  comment: string;
};

/** Change the signed-in user's password (the Change Password screen). */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmPassword: string;
  /** The new password: 8+ characters from letters, digits and ! @ # $ % ^ *, upper and lower case, one special. */
  newPassword: string;
  /** The current password. */
  oldPassword: string;
};

/** The change-in-law screen’s route: user/changeInLaw/{lawId}/{sectionId}/{lawdetailId}/{status}/{statusId}. */
export type ChangedLawInput = {
  /** Law detail id. */
  lawDetailId: string | number;
  /** Law id. */
  lawId: string | number;
  /** Section id. */
  sectionId: string | number;
  /** Status id of the change (6 Changed Law, …); the latest change when absent. */
  statusId?: string | number | null | undefined;
};

/** Search, filters and page of Change Management's work queue. */
export type ChangedLawQueueInput = {
  /** Only this type of change. */
  changeTypeId?: string | number | null | undefined;
  /** Page number, from 1 (default 1). */
  page?: number | null | undefined;
  /** Rows per page, 1 to 200 (default 25). */
  pageSize?: number | null | undefined;
  /** Only this regulator. */
  regulatorId?: string | number | null | undefined;
  /** Case-insensitive text in the regulator, section, title, summary, business line, type of change or status (at most 200 characters). */
  search?: string | null | undefined;
  /** Only this status (6 Changed Law, 7 New Law, 8 Decommissioned). */
  statusId?: string | number | null | undefined;
};

/** Where an uploaded client file stands (legacy values Uploaded, HeaderChanges, HeaderApproved, Staged, Rejected). */
export type ClientFileStatus =
  | 'HEADER_APPROVED'
  | 'HEADER_CHANGES'
  | 'REJECTED'
  | 'STAGED'
  | 'UPLOADED';

/** A section and those combined with it, as one text. */
export type CombinedLawTextInput = {
  /** The business line the text is looked at for. */
  businessLineId?: string | number | null | undefined;
  /** The law inventory; must be the section's law's. */
  lawInventoryId?: string | number | null | undefined;
  /** Section id (any member of the group). */
  sectionId: string | number;
};

/** A new requirement (Individual Business Requirement modal, Create Requirement). */
export type CreateRequirementInput = {
  /** Business line id; must be assigned to the user. */
  businessLineId: string | number;
  /** Applicable (default yes). */
  isApplicable?: boolean | null | undefined;
  /** The law text nodes checked in the tree; at least one ('Please Select the laws first'). */
  lawSections?: Array<RequirementLawSectionInput>;
  /** The law text quoted with the requirement (HTML). */
  lawText?: string | null | undefined;
  /** The requirement text (type 2): starts with a letter, at least 2 characters. Ignored for type 1. */
  requirement?: string | null | undefined;
  /** A number to use (prefix_number); by default the next of the section. A used one: 'Requirement already exists'. */
  requirementNumber?: string | null | undefined;
  /** 1 header (text is fixed), 2 define requirement. Required: 'Please select a Requirement Type'. */
  requirementTypeId?: number | null | undefined;
  /** Section id. */
  sectionId: string | number;
};

/** A request for a quote on a custom-priced plan. The free-text questions of the form are not sent. */
export type CustomPricingInput = {
  /** Company name (required). */
  companyName: string;
  /** E-mail address (required). */
  email: string;
  /** Estimated number of users (required). */
  estimatedUsers?: EstimatedUsers | null | undefined;
  /** First name (required). */
  firstName: string;
  /** Last name (required). */
  lastName: string;
  /** Phone number: exactly 10 digits. */
  phone: string;
  /** The product's name, as the chosen plan shows it. */
  productName: string;
  /** The custom-priced plan the request is about (required). */
  productPlanId?: string | number | null | undefined;
};

/** The approver's decision on a not-applicable declaration. */
export type DecideNotApplicableInput = {
  /** True approves; false rejects (the law is open again). */
  approve: boolean;
  /** The business law. */
  businessLawId: string | number;
  /** Why it is rejected (required to reject). */
  comment?: string | null | undefined;
};

/** The approver's decision on a submitted assessment. */
export type DecideRiskAssessmentInput = {
  /** The assessment. */
  assessmentId: string | number;
  /** Comment; required to send back. */
  comment?: string | null | undefined;
};

/** Unmap artifacts from a requirement. */
export type DeleteMappedArtifactsInput = {
  /** The artifacts to unmap. */
  artifactIds: Array<string | number>;
  /** The business law. */
  businessLawId: string | number;
  /** The requirement. */
  requirementId: string | number;
};

/** Requirements of one section to delete. */
export type DeleteRequirementsInput = {
  /** Business line id; must be assigned to the user. */
  businessLineId: string | number;
  /** The requirements to delete (at least one). */
  ids: Array<string | number>;
  /** Renumber the rest consecutively from the section's first number (delete and renumber); false keeps numbers. */
  renumber?: boolean;
  /** Section id. */
  sectionId: string | number;
};

/** Filters of the mapping grid. */
export type DmuMappingFilter = {
  /** Only this AGRC category. */
  categoryId?: string | number | null | undefined;
  /** Whose mappings: a client's user always gets its own client's (naming another is NOT_FOUND); provider staff name the client (none: the first client). */
  clientId?: string | number | null | undefined;
  /** Text in the category, fields, group or status. */
  searchText?: string | null | undefined;
  /** Only this status. */
  status?: DmuMappingStatus | null | undefined;
  /** The system. */
  systemId: string | number;
};

/** An AGRC field's mapping to a system (legacy values Not Available, Not Expected, Mapped, Unmapped). */
export type DmuMappingStatus =
  /** Mapped to system fields of one system group. */
  | 'MAPPED'
  /** The system does not have the field. */
  | 'NOT_AVAILABLE'
  /** Not required: the field is not expected from this system. */
  | 'NOT_EXPECTED'
  /** Not decided yet. */
  | 'UNMAPPED';

/** Filters of the system detail grid. */
export type DmuSystemDetailFilter = {
  /** Only this screen. */
  screenName?: string | null | undefined;
  /** Text in the name, API field or description. */
  searchText?: string | null | undefined;
  /** Only this system group. */
  systemGroupId?: string | number | null | undefined;
  /** The system. */
  systemId: string | number;
  /** Only this term. */
  term?: string | null | undefined;
  /** Only this type. */
  type?: string | null | undefined;
};

/** A dynamic field to add (entity and name) or switch (id). */
export type DynamicFieldInput = {
  /** On or off. */
  active: boolean;
  /** The entity (adds). */
  entityId?: string | number | null | undefined;
  /** The field name (adds). */
  fieldName?: string | null | undefined;
  /** The field; absent to add one. */
  id?: string | number | null | undefined;
};

/** New text for an updated requirement. */
export type EditUpdatedRequirementInput = {
  /** Updated requirement id. */
  id: string | number;
  /** The requirement (type 2: starts with a letter, 2 characters at least). */
  requirement?: string | null | undefined;
  /** Requirement type: 1 header, 2 requirement ('Please select a Requirement Type'). */
  requirementTypeId?: number | null | undefined;
};

/** Whether an address sends (a trigger sends from it) or receives (a group holds it). */
export type EmailAddressKind =
  | 'RECEIVER'
  | 'SENDER';

/** Estimated number of users of a custom pricing request. */
export type EstimatedUsers =
  /** Legacy '100+'. */
  | 'OVER_100'
  /** Legacy 'Up to 25'. */
  | 'UP_TO_25'
  /** Legacy 'Up to 50'. */
  | 'UP_TO_50'
  /** Legacy 'Up to 100'. */
  | 'UP_TO_100';

/** Which HMDA list to export, with the filter of its grid. */
export type ExportHmdaListInput = {
  /** Client (client info, detail systems). */
  clientId?: string | number | null | undefined;
  /** The edit reference filter. */
  editReferenceFilter?: HmdaEditReferenceFilter | null | undefined;
  /** The per-entity, per-year filter. */
  filter?: HmdaEntityYearFilter | null | undefined;
  /** Active only (systems). */
  isActive?: boolean | null | undefined;
  /** The list. */
  list: HmdaList;
};

/** Which grid to export, with the filters of the screen. */
export type ExportValidatorGridInput = {
  /** The filters the grid shows. */
  filter?: ValidatorListFilter | null | undefined;
  /** The grid. */
  grid: ValidatorGrid;
};

/** Whose answers: the law, section, requirement and company process. In gaps and updates the requirement is the gap requirement; in client change management it is the changed requirement (RequirementChange.id) of the change's company process. */
export type GapRefInput = {
  /** The company process. */
  companyProcessId: string | number;
  /** The law. */
  lawId: string | number;
  /** The gap requirement, or the changed requirement. */
  requirementId: string | number;
  /** The law section. */
  sectionId: string | number;
};

/** An action plan of a gap. */
export type GapsActionPlanInput = {
  /** What to do. */
  description: string;
  /** Due date, YYYY-MM-DD. */
  dueDate?: string | null | undefined;
  /** Evidence type. */
  evidenceTypeId?: string | number | null | undefined;
  /** The gap. */
  gap: GapRefInput;
  /** The plan to update; absent: a new one. */
  id?: string | number | null | undefined;
  /** Task status. */
  taskStatusId: string | number;
  /** Task type. */
  taskTypeId: string | number;
};

/** One answer. */
export type GapsAnswerInput = {
  /** The answer (empty clears it). */
  answer: string;
  /** The question. */
  questionId: string | number;
};

/** A file of a questionnaire answer (QUESTION) or of an action plan step (STEP). */
export type GapsFileKind =
  | 'QUESTION'
  | 'STEP';

/** A gaps and updates list (legacy task-type, task-status, task-evidence). */
export type GapsListKind =
  | 'EVIDENCE_TYPE'
  | 'TASK_STATUS'
  | 'TASK_TYPE';

/** A question header (with an id: renamed; without: added), in the order given. */
export type GapsQuestionHeaderInput = {
  /** Its text. */
  header: string;
  /** The header; absent for a new one. */
  id?: string | number | null | undefined;
};

/** A question, or with a parent a sub-question shown for one answer of it. */
export type GapsQuestionInput = {
  /** The header of a new top question. */
  headerId?: string | number | null | undefined;
  /** The question to update; absent: a new one. */
  id?: string | number | null | undefined;
  /** Active (asked); default true. */
  isActive?: boolean | null | undefined;
  /** Options of a question with options. */
  options: Array<string>;
  /** The parent of a sub-question. */
  parentQuestionId?: string | number | null | undefined;
  /** The question text. */
  question: string;
  /** The type's name, to check options against (Options needs some). */
  questionType: string;
  /** The question type. */
  questionTypeId: string | number;
  /** The parent's answer that shows a sub-question. */
  triggerAnswer?: string | null | undefined;
};

/** What a row of a header change request does. */
export type HeaderChangeKind =
  /** Adds the field to the mapped header. */
  | 'NEW'
  /** Marks the mapped field removed (its old field inactive). */
  | 'REMOVED';

/** A row of a header change request. */
export type HeaderChangeRowInput = {
  /** Add the field (NEW) or mark the mapped field removed. */
  changeKind: HeaderChangeKind;
  /** The client's column name. */
  clientSourceField: string;
  /** The client's length, 1 to 8000. */
  clientSourceLength?: number | null | undefined;
  /** The client's type. */
  clientSourceType?: string | null | undefined;
  /** Destination data type. */
  destinationDataType?: string | null | undefined;
  /** Destination field (needed unless ignored, removed or merged). */
  destinationField?: string | null | undefined;
  /** Destination length, 1 to 8000. */
  destinationLength?: number | null | undefined;
  /** Destination table (needed unless ignored, removed or merged). */
  destinationTable?: string | null | undefined;
  /** Stored encrypted. */
  isEncrypted?: boolean;
  /** Read but not loaded. */
  isIgnored?: boolean;
  /** Merged into another field (mergedInto needed). */
  isMerged?: boolean;
  /** The field it is merged into. */
  mergedInto?: string | null | undefined;
};

/** A header change request's state (legacy values Saved, Submitted, Approved, Rejected). */
export type HeaderChangeStatus =
  | 'APPROVED'
  | 'REJECTED'
  | 'SAVED'
  | 'SUBMITTED';

/** How a file's column compares with the entity's mapped header. */
export type HeaderComparison =
  /** The column is a mapped field. */
  | 'MATCHED'
  /** A mapped field the file lacks. */
  | 'MISSING'
  /** The column is not mapped yet. */
  | 'NEW';

/** A header field to add (no id) or update (id and the version read). */
export type HeaderFieldInput = {
  /** The client's column name. */
  clientSourceField: string;
  /** The client's length, 1 to 8000. */
  clientSourceLength?: number | null | undefined;
  /** The client's type. */
  clientSourceType?: string | null | undefined;
  /** Destination data type. */
  destinationDataType?: string | null | undefined;
  /** Destination field (needed unless ignored, removed or merged). */
  destinationField?: string | null | undefined;
  /** Destination length, 1 to 8000. */
  destinationLength?: number | null | undefined;
  /** Destination table (needed unless ignored, removed or merged). */
  destinationTable?: string | null | undefined;
  /** The entity. */
  entityId: string | number;
  /** The header field; absent to add one. */
  id?: string | number | null | undefined;
  /** Requirements the field affects. */
  impactedRequirementIds?: Array<string | number>;
  /** Stored encrypted. */
  isEncrypted?: boolean;
  /** Read but not loaded. */
  isIgnored?: boolean;
  /** Merged into another field (mergedInto needed). */
  isMerged?: boolean;
  /** Flagged new. */
  isNew?: boolean;
  /** The old field is still loaded. */
  isOldFieldActive?: boolean;
  /** No longer in the client file. */
  isRemoved?: boolean;
  /** The field it is merged into. */
  mergedInto?: string | null | undefined;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** Whose process hierarchy (legacy Variant 'Client': the client company's own; 'Provider': the provider's standard one). */
export type HierarchyVariant =
  | 'CLIENT'
  | 'PROVIDER';

/** The edit reference list filter (the values of hmdaEditReferenceFilters). */
export type HmdaEditReferenceFilter = {
  /** Edit set. */
  editSet?: string | null | undefined;
  /** Edit subtype: Validity, Quality or Syntax. */
  editSubtype?: string | null | undefined;
  /** Edit type: CFPB, AGRC or LOS. */
  editType?: string | null | undefined;
  /** Field group. */
  fieldGroup?: string | null | undefined;
  /** Field type. */
  fieldType?: string | null | undefined;
  /** Active only (true), inactive only (false), or all. */
  isActive?: boolean | null | undefined;
  /** Process. */
  process?: string | null | undefined;
  /** Text found in the edit number, message or field item. */
  searchText?: string | null | undefined;
  /** A system the edit applies to. */
  systemId?: string | number | null | undefined;
};

/** A per-entity, per-year list filter. */
export type HmdaEntityYearFilter = {
  /** Entity (clientEntityId); none: every entity. */
  clientEntityId?: string | number | null | undefined;
  /** Active rows only (true), inactive only (false), or all. */
  isActive?: boolean | null | undefined;
  /** Reporting year; none: every year. */
  reportingYear?: number | null | undefined;
  /** Text found in field names, values or descriptions. */
  searchText?: string | null | undefined;
};

/** A data field type: AN (alphanumeric, at most 255 characters) or N (numeric, no length). */
export type HmdaFieldType =
  /** Alphanumeric, with a length from 1 to 255 (legacy 'AN'). */
  | 'AN'
  /** Numeric, without a length (legacy 'N'). */
  | 'N';

/** An HMDA list that exports as an Excel workbook. */
export type HmdaList =
  | 'BANK_MASTER'
  | 'CLIENT_INFO'
  | 'CLIENT_VALUES'
  | 'DETAIL_SYSTEMS'
  | 'EDIT_REFERENCES'
  | 'FIELD_MASTER'
  | 'FIELD_ORDER'
  | 'SYSTEMS'
  | 'VALID_VALUES';

/** What a replicate copies from a prior to a new reporting year (the legacy replicate call named). */
export type HmdaReplicatePart =
  | 'CLIENT_INFO'
  | 'CLIENT_VALUES'
  | 'FIELD_MASTER'
  | 'FIELD_ORDER'
  | 'VALID_VALUES';

/** How an item was saved: update when it had an id or the update flag, else add. */
export type HmdaSaveAction =
  | 'ADD'
  | 'UPDATE';

/** A per-year HMDA list: the screen whose reporting years are asked (legacy screen parameter). */
export type HmdaScreen =
  | 'CLIENT_INFO'
  | 'CLIENT_VALUE'
  | 'FIELD_MASTER'
  | 'FIELD_ORDER'
  | 'VALID_VALUE';

/** A law section, and optionally the business line it is looked at for. */
export type LawDetailInput = {
  /** The business line: categories and processes are the line's. Must be assigned to the user. */
  businessLineId?: string | number | null | undefined;
  /** Law detail id. */
  lawDetailId: string | number;
  /** Law id. */
  lawId: string | number;
  /** Section id. */
  sectionId: string | number;
};

/** The Search Hierarchy filter (legacy get-level body). */
export type LawHierarchyFilterInput = {
  /** Required: the chosen business line ('Select Industry and Business Line First (Required!)'). */
  businessLineId?: string | number | null | undefined;
  /** Categories chosen in the Category picker; empty for all. */
  categoryIds?: Array<string | number>;
  /** Required: the chosen industry ('Select Industry and Business Line First (Required!)'). */
  industryId?: string | number | null | undefined;
  /** Regulators chosen in the Regulator picker; empty for all. */
  regulatorIds?: Array<string | number>;
};

/** A node of the hierarchy tree to expand (legacy get-next-level body): the filter plus the node. */
export type LawHierarchyNodeInput = {
  /** Required: the chosen business line ('Select Industry and Business Line First (Required!)'). */
  businessLineId?: string | number | null | undefined;
  /** Categories chosen in the Category picker; empty for all. */
  categoryIds?: Array<string | number>;
  /** Required: the chosen industry ('Select Industry and Business Line First (Required!)'). */
  industryId?: string | number | null | undefined;
  /** The node's path: the texts of levels 1..n exactly as answered (1 to 10 of them, level 1 first). The regulator goes in regulatorIds (required here). */
  levelTexts: Array<string>;
  /** Regulators chosen in the Regulator picker; empty for all. */
  regulatorIds?: Array<string | number>;
};

/** The Law text pop-up (user/read-more/{lawId}/{sectionId}/{lawDetailId}/{type}). */
export type LawTextInput = {
  /** LAW_TEXT: the business line the text is looked at for. */
  businessLineId?: string | number | null | undefined;
  /** CHANGED: this change rather than the latest. */
  changeId?: string | number | null | undefined;
  /** What to show. */
  kind?: LawTextKind;
  /** Law detail id. */
  lawDetailId: string | number;
  /** Law id. */
  lawId: string | number;
  /** The law inventory; must be the section's law's. */
  lawInventoryId?: string | number | null | undefined;
  /** Section id. */
  sectionId: string | number;
  /** CHANGED: the latest change with this workflow status (legacy statusID). */
  statusId?: string | number | null | undefined;
};

/** What the Law text pop-up shows. */
export type LawTextKind =
  /** The section's change in law: old versus new sub-section texts (legacy type 'Changed'). */
  | 'CHANGED'
  /** The section's text with the sections combined with it (legacy type 'LawText'). */
  | 'LAW_TEXT';

/** The legal dashboard column a law counts in for the signed-in user (every law also counts in Total). The approve screen allows approve and send back only from PENDING (edit is off for Draft, Total and Completed). */
export type LegalColumn =
  /** Approved: past every step (legacy 'Completed'). */
  | 'COMPLETED'
  /** This user's saved draft (legacy 'Draft'). */
  | 'DRAFT'
  /** At the step but waiting for someone else; shown in Total only (legacy 'Open'). */
  | 'OPEN'
  /** Waiting for this user's action at the step (legacy 'Pending'). */
  | 'PENDING';

/** The link-to-source pop-up (user/linkToSource/{lawId}/{sectionId}/{lawDetailId}/{type}). */
export type LinkToSourceInput = {
  /** Law detail id. */
  lawDetailId: string | number;
  /** Law id. */
  lawId: string | number;
  /** The law inventory; must be the law's. */
  lawInventoryId?: string | number | null | undefined;
  /** Section id. */
  sectionId: string | number;
};

/** Sign-in with e-mail and password; the terms must be accepted. */
export type LoginInput = {
  /** The Terms & Conditions checkbox; sign-in needs it ticked. */
  acceptTerms: boolean;
  /** Signing in from the admin sign-in screen: grants isAdmin when the user has an admin-type role. Without one the sign-in still succeeds, as an ordinary session, and the payload's message says so. */
  asAdmin?: boolean;
  /** The password; the BFF base64-encodes it for the catalogue. */
  password: string;
  /** The e-mail address the user signs in with. */
  username: string;
};

/** The level given to one parameter. */
export type ManualParameterRatingInput = {
  /** The rater's comment. */
  comment?: string | null | undefined;
  /** The level. */
  levelId: string | number;
  /** The parameter or sub-parameter. */
  parameterId: string | number;
};

/** A manual risk rating of one artifact of a company process. */
export type ManualRiskRatingInput = {
  /** The artifact (one of the list, or a new name). */
  artifactName: string;
  /** The client rated for: provider staff must name one; a client's user rates for its own (naming another is NOT_FOUND). */
  clientId?: string | number | null | undefined;
  /** The company process. */
  companyProcessId: string | number;
  /** The parameters rated. */
  ratings: Array<ManualParameterRatingInput>;
};

/** The validator tests of one requirement of the section. */
export type MapRequirementValidatorTestsInput = {
  /** Required: the industry ('Select Industry First'). */
  industryId?: string | number | null | undefined;
  /** Requirement id. */
  requirementId: string | number;
  /** Section id. */
  sectionId: string | number;
  /** Exactly the validator tests to map (of the requirement’s business line). */
  validatorTestIds: Array<string | number>;
};

/** The business lines a section is mapped to, among the user’s lines of the industry. */
export type MapSectionBusinessLinesInput = {
  /** Exactly the lines to map (others of the user’s lines of the industry are taken off, with their mapping). */
  businessLineIds: Array<string | number>;
  /** Required: the industry ('Select Industry First'). */
  industryId?: string | number | null | undefined;
  /** Section id. */
  sectionId: string | number;
};

/** The products, institution types, categories or processes a section is mapped to for one business line. */
export type MapSectionItemsInput = {
  /** Required: the business line, mapped to the section ('Please Select Business Line First'). */
  businessLineId?: string | number | null | undefined;
  /** Required: the industry ('Select Industry First'). */
  industryId?: string | number | null | undefined;
  /** Exactly the items to map for that line (an empty list takes them all off). */
  itemIds: Array<string | number>;
  /** Section id. */
  sectionId: string | number;
};

/** The seven master lists (legacy module names Type, Regulator, Category, Business, Industry, Process, Country). */
export type MasterListModule =
  | 'BUSINESS'
  | 'CATEGORY'
  | 'COUNTRY'
  | 'INDUSTRY'
  | 'PROCESS'
  | 'REGULATOR'
  | 'TYPE';

/** Where a process moves, with everything under it and every law-section mapping. */
export type MoveProcessInput = {
  /** The process to move. */
  id: string | number;
  /** Its new parent: a process of the same hierarchy, not the process itself nor one below it, without a child of the same name; null: the top of its hierarchy. */
  newParentId?: string | number | null | undefined;
};

/** Which page of a list: pageNumber from 1, pageSize rows per page. */
export type PageInput = {
  /** Page, from 1. */
  pageNumber?: number;
  /** Rows per page, 1 to 5000. */
  pageSize?: number;
};

/** Ask for a password reset link by e-mail (the Forgot Password dialog). */
export type PasswordResetRequestInput = {
  /** The e-mail address of the account. */
  email: string;
};

/** The phone that receives sign-in codes (/user-authentication). */
export type PhoneAuthenticationInput = {
  /** The country calling code, one of the page's list (for example '+44'). */
  countryCode: string;
  /** The number without the country code: 6 to 14 digits; spaces and dashes are ignored. */
  phoneNumber: string;
};

/** A pipeline run's or test's state (legacy values Failed, Inprogess, Success). */
export type PipelineRunStatus =
  | 'FAILED'
  | 'IN_PROGRESS'
  | 'SUCCESS';

/** A decision on a changed requirement, with the proposed wording when it is updated. */
export type ProposedRequirementInput = {
  /** 'Accepted', 'Updated' or 'NotApplicable'. */
  decision: string;
  /** The changed requirement. */
  id: string | number;
  /** The wording (required for 'Updated'). */
  proposedRequirement?: string | null | undefined;
};

/** The question lists: the artifact assessment's questions, risk-assessment questions and questions asked of a business line. */
export type QuestionListKind =
  | 'ARTIFACT'
  | 'BUSINESS_LINE'
  | 'RISK_ASSESSMENT';

/** Which questionnaire: gaps and updates (legacy GapsAndUpdates, module type 1: answered per gap requirement and company process) or client change management (legacy ClientChangeManagement, module type 2: answered per changed requirement of a change, whose company process it is). Each has its own headers and questions per business line; both share the question types and task lists. */
export type QuestionSet =
  | 'CLIENT_CHANGE_MANAGEMENT'
  | 'GAPS_AND_UPDATES';

/** What opens a questionnaire. All five are needed; a missing one is BAD_USER_INPUT 'Please select a questionnaire.' */
export type QuestionnaireSelectionInput = {
  /** The client whose assessment it is: provider staff name one (required to answer); a client's user answers for its own (naming another is NOT_FOUND). */
  clientId?: string | number | null | undefined;
  /** The company process. */
  companyProcessId?: string | number | null | undefined;
  /** Last day of the period (YYYY-MM-DD). */
  endDate?: string | null | undefined;
  /** The frequency. */
  frequencyId?: string | number | null | undefined;
  /** Answering or deciding. */
  stage?: RiskStage | null | undefined;
  /** First day of the period (YYYY-MM-DD). */
  startDate?: string | null | undefined;
};

/** An employee to register. */
export type RegisterEmployeeInput = {
  /** The client they work for (provider administrator only; a client administrator's own client otherwise). */
  clientId?: string | number | null | undefined;
  /** Their e-mail address (their user name). */
  email: string;
  /** First name. */
  firstName: string;
  /** Provider staff (provider administrator only). */
  isProvider?: boolean | null | undefined;
  /** Last name. */
  lastName: string;
  /** Their first password, under the reset-password rules; they change it with Change Password. */
  password: string;
  /** Their roles, at least one. */
  roleIds: Array<string | number>;
};

/** Self-service registration for a subscription plan. The payment card fields of the form are not part of it: they are never sent anywhere. */
export type RegisterUserInput = {
  /** Street address. */
  address: string;
  /** Step 2, the billing period; missing: 'Please select the billing period'. */
  billingPeriod?: BillingPeriod | null | undefined;
  /** The billing zip check of the payment step (legacy billingZipcheck). */
  billingZipCheck: boolean;
  /** City. */
  city: string;
  /** Company name. */
  companyName: string;
  /** E-mail address (account info; every account field is required). */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Phone number: exactly 10 digits. */
  phone: string;
  /** The chosen plan; missing: 'Please select the plan'. */
  productPlanId?: string | number | null | undefined;
  /** State. */
  state: string;
  /** The privacy and terms checkbox; unticked: 'Please select the terms & conditions'. */
  termsAccepted: boolean;
  /** Zip code: exactly 6 digits. */
  zip: string;
};

/** A registered user's details, as the registration form takes them. */
export type RegisteredUserDetailsInput = {
  /** Company name. */
  companyName: string;
  /** E-mail address: valid, and no other account or registration has it. */
  email: string;
  /** First name. */
  firstName: string;
  /** The registered user. */
  id: string | number;
  /** Last name. */
  lastName: string;
  /** Phone: exactly 10 digits. */
  phone: string;
};

/** Whether a regulator is federal or a state regulator (legacy Federal, State). */
export type RegulatorAuthority =
  | 'FEDERAL'
  | 'STATE';

/** A submitted header change request to reject, with the reason. */
export type RejectHeaderChangesInput = {
  /** A comment for the client (500 characters at most). */
  comment?: string | null | undefined;
  /** The request. */
  id: string | number;
  /** The reject reason (required). */
  rejectReasonId?: string | number | null | undefined;
  /** The version read. */
  version: number;
};

/** Status of a loan remediation row (catalogue statusId 1 New, 2 Review, 3 Purge, 4 Unpurge). */
export type RemediationStatus =
  | 'NEW'
  | 'PURGE'
  | 'REVIEW'
  | 'UNPURGE';

/** Sub-status of a purged row (catalogue subStatusId 1 Not_needed). */
export type RemediationSubStatus =
  | 'NOT_NEEDED';

/** Status of a remediation task ('Open' or 'Completed' in the catalogue); a completed task takes no evidence changes. */
export type RemediationTaskStatus =
  | 'COMPLETED'
  | 'OPEN';

/** A new number for an updated requirement. */
export type RenumberUpdatedRequirementInput = {
  /** Updated requirement id. */
  id: string | number;
  /** PREFIX_number, unique among the line's rows ('Requirement already exists'). */
  requirementNumber: string;
};

/** One row of a reorder: its id and its new position. */
export type ReorderRowInput = {
  /** Mapping id. */
  id: string | number;
  /** New position (1 = first). */
  testOrder: number;
};

/** The new order of a test's mappings. Only rows whose order changed are sent to the catalogue. */
export type ReorderTestFilterMappingsInput = {
  /** The client, to reorder that client's copy. */
  clientId?: string | number | null | undefined;
  /** The rows with their positions (all of them, or just the moved ones). */
  rows: Array<ReorderRowInput>;
  /** The test; every row must belong to it. */
  testId: string | number;
};

/** Replicate a year: copy rows from a prior to a new reporting year. */
export type ReplicateHmdaYearInput = {
  /** Entity (the other parts); none: every entity. */
  clientEntityId?: string | number | null | undefined;
  /** Client (required for client info). */
  clientId?: string | number | null | undefined;
  /** The user confirmed replicating into a year that has data (rows there are kept). */
  confirmed?: boolean;
  /** The year copied to. */
  newReportingYear: number;
  /** What to copy. */
  part: HmdaReplicatePart;
  /** The year copied from. */
  priorReportingYear: number;
};

/** A reporting error seen by the browser, to post to the catalogue. */
export type ReportErrorInput = {
  /** Provider staff: the client the report was showing. A client's user's errors are always its own client's. */
  clientId?: string | number | null | undefined;
  /** The dashboard that failed: hidden for the rest of the session. */
  dashboardId?: string | number | null | undefined;
  /** What happened (the check’s text), at most 2000 characters. */
  description?: string | null | undefined;
  /** The error code: TB_CID_ERR_01 to 05 for a failed client-id check, or the load failure’s code. */
  errorCode: string;
  /** The report's name. Required. */
  reportName: string;
};

/** A page of a report's rows (the Export to Excel button). */
export type ReportExtractInput = {
  /** The chosen business line; required by reports whose needsBusinessLine is true ('Please Select Business Line First'). */
  businessLineId?: string | number | null | undefined;
  /** Page, from 1. */
  pageNumber?: number;
  /** Rows per page, 1 to 5000. */
  pageSize?: number;
  /** The report. */
  reportId: string | number;
};

/** A screen that shows embedded dashboards. */
export type ReportScreen =
  /** The compliance-testing dashboard (legacy 'compliance-testing'). */
  | 'COMPLIANCE_TESTING'
  /** The CRA screen (legacy 'cra'). */
  | 'CRA'
  /** The Reports screen (legacy 'reports'). */
  | 'REPORTS';

/** What a change in law does to a requirement (legacy RequirementChangeStatus). */
export type RequirementChangeStatus =
  /** Its text or number changes (legacy 'Changed'); the screen highlights the row. */
  | 'CHANGED'
  /** A requirement the change removes (legacy 'Deleted'). */
  | 'DELETED'
  /** A requirement the change adds (legacy 'New'). */
  | 'NEW'
  /** A requirement the change leaves as it is (legacy 'No Change'). */
  | 'NO_CHANGE';

/** A date of a requirement (YYYY-MM-DD; null clears it). */
export type RequirementDateInput = {
  /** The business law. */
  businessLawId: string | number;
  /** The date, YYYY-MM-DD. */
  date?: string | null | undefined;
  /** The requirement. */
  requirementId: string | number;
};

/** Which grid the requirement detail pop-up was opened from (route user/requirement-detail/{id}/{type}). */
export type RequirementDetailType =
  /** A business requirements grid (legacy 'business', the default). */
  | 'BUSINESS'
  /** A legal requirements grid (legacy 'legal'). */
  | 'LEGAL';

/** A requirement field to add (no id) or update. */
export type RequirementFieldInput = {
  /** The entity. */
  entityId: string | number;
  /** A header field of the entity. */
  headerFieldId?: string | number | null | undefined;
  /** HMDA VET only: the HMDA field the header field reports. */
  hmdaFieldId?: string | number | null | undefined;
  /** Its id; absent to add one. */
  id?: string | number | null | undefined;
  /** The test needs the field. */
  isRequired?: boolean;
  /** A business requirement of the entity's business line. */
  requirementId?: string | number | null | undefined;
  /** A validator test of the entity's business line. */
  testId?: string | number | null | undefined;
  /** VET or HMDA VET (picks the call set). */
  type: RequirementFieldType;
  /** The version read (an update needs it). */
  version?: number | null | undefined;
};

/** Which requirement field calls a row belongs to (legacy requirement type id). */
export type RequirementFieldType =
  /** Id 2, 'HMDA VET': an HMDA entity's header field and the HMDA field it reports (the HMDA field-mapping calls). */
  | 'HMDA_VET'
  /** Id 1: the requirement reads a header field of the entity (get/submit/delete-requirement-fields). */
  | 'VET';

/** A law text node the requirement is written for (legacy requirementSection). */
export type RequirementLawSectionInput = {
  /** Section id (the requirement's section). */
  sectionId: string | number;
  /** The checked sub-section; null for the section as a whole. */
  subSectionId?: string | number | null | undefined;
};

/** Where a requirement stands in the legal workflow (legacy Status). */
export type RequirementStatus =
  /** Approved with its law (legacy 'Approved'). */
  | 'APPROVED'
  /** Defined or saved as a draft, not yet submitted (legacy 'Draft'). */
  | 'DRAFT'
  /** Submitted with its law for approval (legacy 'Submitted'). */
  | 'SUBMITTED';

/** A text edit of an existing requirement in the Edit Business Requirements modal. */
export type RequirementTextEditInput = {
  /** Requirement id. */
  id: string | number;
  /** The new text. */
  requirement: string;
};

/** The kind of a business requirement (legacy requirementTypeId). */
export type RequirementType =
  /** 1: header, definition or scope; no requirement needed (legacy 1). */
  | 'HEADER'
  /** 2: a defined requirement (legacy 2). */
  | 'REQUIREMENT';

/** Set a new password from a reset link (/forget-password?Token=..&Token2=..). */
export type ResetPasswordInput = {
  /** The new password again. */
  confirmPassword: string;
  /** The new password: 8+ characters, upper and lower case, a number and one of ! @ # $ % ^ * ; + & = _ / ( ) { } " ? */
  password: string;
  /** The Token parameter of the reset link. */
  token: string;
  /** The Token2 parameter of the reset link. */
  token2: string;
};

/** A new password for a user, set by an administrator. */
export type ResetUserPasswordInput = {
  /** The provider-admin variant: the provider administrator resets anyone's password, provider staff included. */
  asProviderAdmin?: boolean;
  /** The user. */
  id: string | number;
  /** The new password, under the reset-password rules. */
  newPassword: string;
};

/** The answer to one question. */
export type RiskAnswerInput = {
  /** The options of an options question. */
  options?: Array<string> | null | undefined;
  /** The question. */
  questionId: string | number;
  /** Its question type, checked again by the catalogue. */
  questionType: string;
  /** The values (one for single inputs). */
  values: Array<string>;
};

/** Answers to save or submit for a questionnaire. */
export type RiskAnswersInput = {
  /** Answers changed since the last save. */
  answers: Array<RiskAnswerInput>;
  /** The questionnaire (its stage is ignored). */
  selection: QuestionnaireSelectionInput;
};

/** Where an assessment stands (legacy 'Draft' answered and saved, 'Submitted' waiting for the approver, 'Approved', 'SentBack' to be answered again). */
export type RiskAssessmentStatus =
  | 'APPROVED'
  | 'DRAFT'
  | 'SENT_BACK'
  | 'SUBMITTED';

/** How a report is drawn: BAR (bars, grouped when there are several series) or PIE (shares of a whole). */
export type RiskChartKind =
  | 'BAR'
  | 'PIE';

/** A new place for one parameter; only rows whose place changed are sent. */
export type RiskParameterOrderInput = {
  /** The parameter or sub-parameter. */
  id: string | number;
  /** When given, makes the row a sub-parameter of parentId (true) or a parameter (false). */
  isSubParameter?: boolean | null | undefined;
  /** Its new place among its siblings, from 1. */
  order: number;
  /** The parameter a row becomes a sub-parameter of. */
  parentId?: string | number | null | undefined;
};

/** The input a question is answered with, from its type: 'Text', 'Number', 'Comment', 'Multiple Text', 'Multiple Comment', 'Calendar Field', 'Employee Selection', 'Company Process Multiple Selection', 'Add attachment'; any other type is OPTIONS. */
export type RiskQuestionInputKind =
  | 'ATTACHMENT'
  | 'CALENDAR'
  | 'COMMENT'
  | 'COMPANY_PROCESSES'
  | 'EMPLOYEE'
  | 'MULTIPLE_COMMENT'
  | 'MULTIPLE_TEXT'
  | 'NUMBER'
  | 'OPTIONS'
  | 'TEXT';

/** A new place for one question under its header. */
export type RiskQuestionOrderInput = {
  /** The question. */
  id: string | number;
  /** Its new place, from 1. */
  order: number;
};

/** The filter of a risk report (all optional). */
export type RiskReportFilterInput = {
  /** Business line. */
  businessLineId?: string | number | null | undefined;
  /** The client reported on: provider staff may name one (none: every client); a client's user always gets its own (naming another is NOT_FOUND). */
  clientId?: string | number | null | undefined;
  /** Company process. */
  companyProcessId?: string | number | null | undefined;
  /** Periods starting on or before this day (YYYY-MM-DD). */
  endDate?: string | null | undefined;
  /** Frequency. */
  frequencyId?: string | number | null | undefined;
  /** The report (kept with a saved search). */
  kind?: RiskReportKind | null | undefined;
  /** Periods ending on or after this day (YYYY-MM-DD). */
  startDate?: string | null | undefined;
};

/** A risk rating report: RISK (score and level per company process), GAP (answers that reveal a gap), IMPACT (ratings per parameter and level), IMPLEMENTATION_STATUS (assessments and their progress), UPDATES_AND_GAPS (what changed in the assessments, with their gaps). */
export type RiskReportKind =
  | 'GAP'
  | 'IMPACT'
  | 'IMPLEMENTATION_STATUS'
  | 'RISK'
  | 'UPDATES_AND_GAPS';

/** The stage a questionnaire is opened in (legacy 'Assessment': answering; 'Approval': deciding). */
export type RiskStage =
  | 'APPROVAL'
  | 'ASSESSMENT';

/** The assessment of an action plan. */
export type SaveActionPlanAssessmentInput = {
  /** The corrective action planned (required, at most 2000 characters). */
  actionPlan: string;
  /** Action plan id. */
  id: string | number;
  /** Who owns the plan. */
  ownerName?: string | null | undefined;
  /** Root cause (required, at most 2000 characters). */
  rootCause: string;
  /** Status after the assessment. */
  status: ActionPlanStatus;
  /** Target date (YYYY-MM-DD); required unless the plan is Completed. */
  targetDate?: string | null | undefined;
  /** The version read. */
  version: number;
};

/** An artifact of the inventory to add (no id) or update. */
export type SaveArtifactInput = {
  /** Its type: the name of an artifact type. */
  artifactType: string;
  /** The business line it serves. */
  businessLineId: string | number;
  /** What it is. Left out of an update: unchanged; null or empty: none. */
  description?: string | null | undefined;
  /** The artifact to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Its name (unique in its business line, ignoring case). */
  name: string;
  /** Who keeps it. Left out of an update: unchanged; null or empty: none. */
  ownerName?: string | null | undefined;
};

/** Save (or submit) the artifact mappings of a law. */
export type SaveArtifactMappingsInput = {
  /** The business law. */
  businessLawId: string | number;
  /** The requirements changed. */
  mappings: Array<ArtifactMappingInput>;
  /** Submit: every requirement mapped, on to assessment. */
  submit?: boolean;
};

/** An artifact type to add (no id) or update. */
export type SaveArtifactTypeInput = {
  /** What the type covers. Left out of an update: unchanged; null or empty: none. */
  description?: string | null | undefined;
  /** The type to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Its name (trimmed; unique ignoring case). */
  name: string;
};

/** One answer of the assessment, saved on its own. */
export type SaveAssessmentAnswerInput = {
  /** The answer; empty clears it. */
  answer: string;
  /** The artifact. */
  artifactId: string | number;
  /** The business law. */
  businessLawId: string | number;
  /** The question. */
  questionId: string | number;
  /** The requirement. */
  requirementId: string | number;
};

/** Save assessment answers. */
export type SaveAssessmentInput = {
  /** The answers. */
  answers: Array<AssessmentAnswerInput>;
  /** The business law. */
  businessLawId: string | number;
};

/** A client's copy of a filter mapping: only its message may change; isActive false deletes it. */
export type SaveClientFilterMappingInput = {
  /** Required with isCustomMessage (same rules as filter mappings). Left out: unchanged. */
  customMessage?: string | null | undefined;
  /** Mapping id. */
  id: string | number;
  /** False deletes the record. */
  isActive?: boolean;
  /** A custom message replaces the Azimuth one. Left out: unchanged. */
  isCustomMessage?: boolean | null | undefined;
  /** The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT. */
  version?: number | null | undefined;
};

/** A client to add (no id) or update, with its server, details and single sign-on. */
export type SaveClientSetupInput = {
  /** Who to contact at the client. */
  contactEmail?: string | null | undefined;
  /** Its country. */
  countryId?: string | number | null | undefined;
  /** The client's database. */
  databaseName: string;
  /** The client's domain (example.com), unique among clients. */
  domain?: string | null | undefined;
  /** The client to update; absent to add one. */
  id?: string | number | null | undefined;
  /** The client is active. */
  isActive?: boolean;
  /** The client name (unique, ignoring case). */
  name: string;
  /** The host name of the client's database server. */
  serverName: string;
  /** Its users sign in with single sign-on (then a tenant id is required). */
  ssoEnabled: boolean;
  /** The identity provider's tenant id (a GUID). */
  tenantId?: string | null | undefined;
};

/** A mapping to save: AGRC fields of one category to system fields of one group. */
export type SaveDmuMappingInput = {
  /** The AGRC fields (one category). */
  agrcFieldIds: Array<string | number>;
  /** Whose mapping: a client's user always saves its own client's (naming another is NOT_FOUND); provider staff name the client (none: the first client). */
  clientId?: string | number | null | undefined;
  /** The mapping; absent for a new one. */
  id?: string | number | null | undefined;
  /** Mapped (with system fields), Not Available or Not Expected; Unmapped removes a mapping. */
  status: DmuMappingStatus;
  /** The system fields (one system group; Mapped only). */
  systemFieldIds?: Array<string | number>;
  /** The system. */
  systemId: string | number;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** A sender or receiver address to add (no id) or update. */
export type SaveEmailAddressInput = {
  /** The name shown with it. */
  displayName?: string | null | undefined;
  /** The address. */
  email: string;
  /** The address to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Whether it is in use. */
  isActive: boolean;
  /** Sender or receiver. */
  kind: EmailAddressKind;
};

/** An e-mail group to add (no id) or update. */
export type SaveEmailGroupInput = {
  /** What it is for. */
  description?: string | null | undefined;
  /** The group to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Its receiver addresses. */
  memberIds: Array<string | number>;
  /** Its name (unique ignoring case). */
  name: string;
};

/** An e-mail trigger to add (no id) or update. */
export type SaveEmailTriggerInput = {
  /** The group it goes to. */
  emailGroupId: string | number;
  /** The event that sends it (one of emailEvents). */
  event: string;
  /** The trigger to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Whether it is sent. */
  isActive: boolean;
  /** Its name (unique ignoring case). */
  name: string;
  /** An active sender address. */
  senderId: string | number;
  /** The subject (at most 250 characters). */
  subject: string;
};

/** An employee's business lines, categories and company processes, replacing the old ones. */
export type SaveEmployeeAssignmentsInput = {
  /** Their business lines. */
  businessLineIds: Array<string | number>;
  /** Their categories: each under one of the business lines. */
  categoryIds: Array<string | number>;
  /** Their company processes: each under one of the business lines. */
  companyProcessIds: Array<string | number>;
  /** The employee (user). */
  employeeId: string | number;
};

/** Header changes to save for an entity (the open request's id and version to update it). */
export type SaveHeaderChangesInput = {
  /** The entity. */
  entityId: string | number;
  /** The file that raised the changes. */
  fileId?: string | number | null | undefined;
  /** The saved or rejected request to update; absent for a new one. */
  id?: string | number | null | undefined;
  /** The changes (at most 500). */
  rows: Array<HeaderChangeRowInput>;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** Client info to add or update. */
export type SaveHmdaClientInfoInput = {
  /** Business line. */
  businessLineId: string | number;
  /** Entity. */
  clientEntityId: string | number;
  /** Client. */
  clientId: string | number;
  /** Federal agency (its id is copied into federalAgency). */
  federalAgencyId?: string | number | null | undefined;
  /** Row id: an update; none: an add (unless isUpdate). */
  id?: string | number | null | undefined;
  /** Active. */
  isActive?: boolean;
  /** Save as update even without an id. */
  isUpdate?: boolean | null | undefined;
  /** Reporting year. */
  reportingYear: number;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** A client value to add or update: it must fit the field type. */
export type SaveHmdaClientValueInput = {
  /** Entity. */
  clientEntityId: string | number;
  /** The client's value. */
  clientValue: string;
  /** Description. */
  description?: string | null | undefined;
  /** The field (a field master row of that entity and year). */
  hmdaFieldMasterId: string | number;
  /** The HMDA value it reports as. */
  hmdaValue?: string | null | undefined;
  /** Row id: an update; none: an add (unless isUpdate). */
  id?: string | number | null | undefined;
  /** Active. */
  isActive?: boolean;
  /** Save as update even without an id. */
  isUpdate?: boolean | null | undefined;
  /** Reporting year. */
  reportingYear: number;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** A detail system to add or update. */
export type SaveHmdaDetailSystemInput = {
  /** Client. */
  clientId: string | number;
  /** Description. */
  description?: string | null | undefined;
  /** Row id: an update; none: an add. */
  id?: string | number | null | undefined;
  /** Active. */
  isActive?: boolean;
  /** Reporting year. */
  reportingYear: number;
  /** System. */
  systemId: string | number;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** An edit reference to add or update. */
export type SaveHmdaEditReferenceInput = {
  /** Edit description. */
  editDescription?: string | null | undefined;
  /** Edit message (at most 500 characters). */
  editMessage: string;
  /** Edit number. */
  editNumber: string;
  /** Edit resolution (at most 500 characters). */
  editResolution?: string | null | undefined;
  /** Edit set. */
  editSet?: string | null | undefined;
  /** Edit subtype: Validity, Quality or Syntax. */
  editSubtype: string;
  /** Edit type: CFPB, AGRC or LOS. */
  editType: string;
  /** Field group. */
  fieldGroup?: string | null | undefined;
  /** Field item. */
  fieldItem?: string | null | undefined;
  /** Field type. */
  fieldType?: string | null | undefined;
  /** Row id: an update; none: an add. */
  id?: string | number | null | undefined;
  /** Active. */
  isActive?: boolean;
  /** Process. */
  process?: string | null | undefined;
  /** Process item. */
  processItem?: string | null | undefined;
  /** The systems the edit applies to. */
  systemIds: Array<string | number>;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** A field master row to add or update. */
export type SaveHmdaFieldMasterInput = {
  /** The provider HMDA field. */
  azimuthFieldId: string | number;
  /** Check digit (get-hmdacheckdigit). */
  checkDigit?: string | null | undefined;
  /** Entity. */
  clientEntityId: string | number;
  /** Description. */
  description?: string | null | undefined;
  /** Length for AN (1 to 255); ignored for N. */
  fieldLength?: number | null | undefined;
  /** The client's field name (at most 255 characters). */
  fieldName: string;
  /** AN or N. */
  fieldType: HmdaFieldType;
  /** Row id: an update; none: an add (unless isUpdate). */
  id?: string | number | null | undefined;
  /** Active. */
  isActive?: boolean;
  /** Save as update even without an id. */
  isUpdate?: boolean | null | undefined;
  /** Reporting year. */
  reportingYear: number;
  /** Value required (get-hmdavaluerequired). */
  valueRequired?: string | null | undefined;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** A field's order to add or update. */
export type SaveHmdaFieldOrderInput = {
  /** Entity. */
  clientEntityId: string | number;
  /** Order, from 1. */
  fieldOrder: number;
  /** The field (a field master row of that entity and year). */
  hmdaFieldMasterId: string | number;
  /** Row id: an update; none: an add (unless isUpdate). */
  id?: string | number | null | undefined;
  /** Active. */
  isActive?: boolean;
  /** Save as update even without an id. */
  isUpdate?: boolean | null | undefined;
  /** Reporting year. */
  reportingYear: number;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** An HMDA system to add or update. */
export type SaveHmdaSystemInput = {
  /** Code. */
  code: string;
  /** Description. */
  description?: string | null | undefined;
  /** Row id: an update; none: an add. */
  id?: string | number | null | undefined;
  /** Active. */
  isActive?: boolean;
  /** Name. */
  name: string;
  /** Vendor. */
  vendor?: string | null | undefined;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** A valid value to add or update: it must fit the field type. */
export type SaveHmdaValidValueInput = {
  /** Entity. */
  clientEntityId: string | number;
  /** Description. */
  description?: string | null | undefined;
  /** The field (a field master row of that entity and year). */
  hmdaFieldMasterId: string | number;
  /** Row id: an update; none: an add (unless isUpdate). */
  id?: string | number | null | undefined;
  /** Active. */
  isActive?: boolean;
  /** Save as update even without an id. */
  isUpdate?: boolean | null | undefined;
  /** Reporting year. */
  reportingYear: number;
  /** The valid value. */
  validValue: string;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** A loan remediation row saved with a status and comment. */
export type SaveLoanRemediationInput = {
  /** Comments (at most 1000 characters; required to purge or unpurge). */
  comments?: string | null | undefined;
  /** Queue row id. */
  id: string | number;
  /** The status to save: the current one or one it may move to (New: Review, Purge; Review: New, Purge; Purge: Unpurge; Unpurge: Review, Purge). */
  status: RemediationStatus;
  /** Required with Purge (Not_needed), else none. */
  subStatus?: RemediationSubStatus | null | undefined;
  /** The version read. */
  version: number;
};

/** A master-list record to add (no id) or update. */
export type SaveMasterListItemInput = {
  /** Regulators only: federal (default) or state. */
  authority?: RegulatorAuthority | null | undefined;
  /** The record to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Which list. */
  module: MasterListModule;
  /** Its name (trimmed; unique in its list under its parent, ignoring case). */
  name: string;
  /** The parent record: the business line of a category or process, the industry of a business line. */
  parentId?: string | number | null | undefined;
};

/** A message type to add (no id) or update; isActive false deletes it. */
export type SaveMessageTypeInput = {
  /** The client; cleared when isClient is false. */
  clientId?: string | number | null | undefined;
  /** Description; trimmed. Left out of an update: unchanged. */
  description?: string | null | undefined;
  /** Id to update; absent to add. */
  id?: string | number | null | undefined;
  /** False deletes the record. */
  isActive?: boolean;
  /** A client-specific type: clientId is then required. */
  isClient: boolean;
  /** The type; trimmed; unique per client ignoring case (a client's type may share another client's name, not a provider-wide one). */
  messageType: string;
  /** The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT. */
  version?: number | null | undefined;
};

/** A billing duration to add (no id) or update. */
export type SaveProductDurationInput = {
  /** The billing period its plans are billed by; missing: 'Please select the billing period'. */
  billingPeriod?: BillingPeriod | null | undefined;
  /** The duration to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Shown on the registration page. */
  isActive?: boolean;
  /** Its name (the tab): required, unique in the product ignoring case. */
  name: string;
  /** Its product (a duration stays with the product it was added to). */
  productId: string | number;
};

/** A plan to add (no id) or update. */
export type SaveProductPlanInput = {
  /** Custom pricing: no price; the card asks for a request. */
  customPricing?: boolean;
  /** The duration it is listed under. */
  durationId?: string | number | null | undefined;
  /** The plan to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Offered on the registration page. */
  isActive?: boolean;
  /** Its name: required, unique in its duration ignoring case. */
  planName: string;
  /** Dollars per billing period as typed: 0 or more, at most two decimals; ignored for custom pricing. */
  planPricing?: string | null | undefined;
  /** The most users it allows, as typed: empty for no limit. */
  totalUsers?: string | null | undefined;
};

/** A question of a question list to add (no id) or update. */
export type SaveQuestionInput = {
  /** Business-line questions: the business line (required there). */
  businessLineId?: string | number | null | undefined;
  /** Artifact questions: the options that make the requirement a gap. */
  gapAnswers?: Array<string> | null | undefined;
  /** The question to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Whether it is asked (default true; artifact questions are always asked). */
  isActive?: boolean | null | undefined;
  /** Whether an answer is required. */
  isRequired: boolean;
  /** The list. */
  list: QuestionListKind;
  /** The options of an Options question (at least two, distinct). */
  options: Array<string>;
  /** The question text (unique in the list, ignoring case). */
  question: string;
  /** How it is answered: a type the list offers. */
  questionType: string;
};

/** A new remediation task (with queueId) or an edited one (with id and version). */
export type SaveRemediationTaskInput = {
  /** Who the task is assigned to (required, at most 100 characters). */
  assignee: string;
  /** What the task asks (at most 1000). */
  description?: string | null | undefined;
  /** Due date (YYYY-MM-DD); required while the task is Open. */
  dueDate?: string | null | undefined;
  /** Task id, to edit a task; none to add one. */
  id?: string | number | null | undefined;
  /** Queue row the new task belongs to (required to add). */
  queueId?: string | number | null | undefined;
  /** Open, or Completed (its evidence is then final). */
  status: RemediationTaskStatus;
  /** Title (required, at most 200 characters). */
  title: string;
  /** The version read (required to edit). */
  version?: number | null | undefined;
};

/** Save draft: the requirements of a section kept as drafts. */
export type SaveRequirementDraftInput = {
  /** Business line id; must be assigned to the user. */
  businessLineId: string | number;
  /** Requirement numbers to save as drafts; empty: every requirement of the section. */
  requirementNumbers?: Array<string>;
  /** Section id. */
  sectionId: string | number;
};

/** A frequency to add (no id) or update. */
export type SaveRiskFrequencyInput = {
  /** The frequency to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Active. */
  isActive: boolean;
  /** Months per period: 1, 3, 6 or 12. */
  months: number;
  /** Name. */
  name: string;
};

/** A level to add (no id) or update. */
export type SaveRiskLevelInput = {
  /** Colour name (green, orange, red…). */
  color?: string | null | undefined;
  /** The level to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Active. */
  isActive: boolean;
  /** Highest score, 0 to 100, not below the lowest. */
  maxScore: number;
  /** Lowest score, 0 to 100. */
  minScore: number;
  /** Name. */
  name: string;
};

/** A parameter or sub-parameter to add (no id) or update. */
export type SaveRiskParameterInput = {
  /** What it measures. */
  description?: string | null | undefined;
  /** The parameter to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Active. */
  isActive: boolean;
  /** Name (required, at most 100 characters). */
  name: string;
  /** The parameter a sub-parameter belongs to; absent for a parameter. */
  parentId?: string | number | null | undefined;
  /** Weight, 0 to 100. */
  weight: number;
};

/** A question header to add (no id) or rename. */
export type SaveRiskQuestionHeaderInput = {
  /** The header to rename; absent to add one. */
  id?: string | number | null | undefined;
  /** Title. */
  name: string;
};

/** A question to add (no id) or update. */
export type SaveRiskQuestionInput = {
  /** Options whose choice reveals a gap. */
  gapOptions: Array<string>;
  /** Its header (required). */
  headerId?: string | number | null | undefined;
  /** The question to update; absent to add one. */
  id?: string | number | null | undefined;
  /** Asked in questionnaires. */
  isActive: boolean;
  /** Must be answered before a submit. */
  isRequired: boolean;
  /** Options, for a type answered from options (at least two). */
  options: Array<string>;
  /** The question text (required, at most 500 characters). */
  question: string;
  /** Its question type (required). */
  questionTypeId?: string | number | null | undefined;
};

/** A question type to add (no id) or rename. Added types are answered from their questions’ options. */
export type SaveRiskQuestionTypeInput = {
  /** The type to rename; absent to add one. Built-in types refuse. */
  id?: string | number | null | undefined;
  /** Name (required, at most 100 characters, unique ignoring case). */
  name: string;
  /** The version read (with id). */
  version?: number | null | undefined;
};

/** A risk report search to save under a name. */
export type SaveRiskSearchInput = {
  /** The filter to keep. */
  filter: RiskReportFilterInput;
  /** Name (a second save under the same name replaces it). */
  name: string;
};

/** The menu a role sees and may edit. */
export type SaveRoleMenuInput = {
  /** Of those, the entries it may edit on. */
  editableMenuItemIds: Array<string | number>;
  /** The menu entries it sees (groups above them follow). */
  menuItemIds: Array<string | number>;
  /** The role (not a built-in one). */
  roleId: string | number;
};

/** A search to keep under a name. */
export type SaveSearchInput = {
  /** Name, 1 to 100 characters after trimming. */
  name: string;
  /** The search, as the search screen encodes it (up to 4000 characters). */
  searchKey: string;
};

/** A single sign-on group to add (no id) or update. */
export type SaveSsoGroupInput = {
  /** The client whose directory has the group. */
  clientId: string | number;
  /** The group's id in the directory: a GUID, or empty. */
  directoryGroupId?: string | null | undefined;
  /** The group name (unique in its client, ignoring case). */
  groupName: string;
  /** The group to update; absent to add one. */
  id?: string | number | null | undefined;
};

/** A filter field to add (no id) or update; isActive false deletes it. */
export type SaveTestFilterFieldInput = {
  /** Entity. */
  entityId: string | number;
  /** Field of that entity. */
  fieldId: string | number;
  /** Id to update; absent to add. */
  id?: string | number | null | undefined;
  /** False deletes the record. */
  isActive?: boolean;
  /** The field must be validated. Left out: false for a new one, unchanged on an update. */
  isValidationRequired?: boolean | null | undefined;
  /** The filter mapping. */
  testFilterMappingId: string | number;
  /** The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT. */
  version?: number | null | undefined;
};

/** Filter mappings saved together (the modal saves one). */
export type SaveTestFilterMappingsInput = {
  /** Rows to save, at most 1000. */
  mappings: Array<TestFilterMappingInput>;
};

/** A test rule to add (no id) or update; isActive false deletes it. */
export type SaveTestRuleInput = {
  /** Row id to update; absent to add. */
  id?: string | number | null | undefined;
  /** False deletes the record. */
  isActive?: boolean;
  /** Message type. */
  messageTypeId: string | number;
  /** The outcome it reports. Left out: PASS for a new rule, unchanged on an update. */
  result?: TestRuleResult | null | undefined;
  /** What the rule checks; trimmed; unique ignoring case. */
  testRuleDescription: string;
  /** Five-digit rule number; absent on add: the next free one. */
  testRuleId?: string | null | undefined;
  /** The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT. */
  version?: number | null | undefined;
};

/** A rule's message for a business line. The message is chosen in an auto-complete: ruleMessageId (a listed message) with the text shown, or isNewMessage with the typed text (a listed text, ignoring case, is reused). */
export type SaveTestRuleMessageInput = {
  /** The text in the auto-complete box. */
  azimuthMessage: string;
  /** Business line. */
  businessLineId: string | number;
  /** Id to update; absent to add. */
  id?: string | number | null | undefined;
  /** False deletes the record (unless an active mapping uses it). */
  isActive?: boolean;
  /** The user chose 'Click to Add your New Message'. */
  isNewMessage?: boolean;
  /** The listed message picked. */
  ruleMessageId?: string | number | null | undefined;
  /** How the rule produces the message, at most 100 characters. Left out of an update: unchanged. */
  ruleMessageLogic?: string | null | undefined;
  /** Test rule (row id). */
  testRuleId: string | number;
  /** The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT. */
  version?: number | null | undefined;
};

/** A new or changed test group, test type, test category or requirement category. */
export type SaveTestingListRecordInput = {
  /** Description (at most 500 characters). */
  description?: string | null | undefined;
  /** Record id; none adds a record. */
  id?: string | number | null | undefined;
  /** Which list. */
  kind: TestingListKind;
  /** Name (trimmed; 1 to 100 characters; unique in the list ignoring case). */
  name: string;
  /** The version read; required to update. */
  version?: number | null | undefined;
};

/** Save the updated requirements of a line as a draft, or submit them. */
export type SaveUpdatedRequirementsInput = {
  /** Business line id; must be the user's. */
  businessLineId: string | number;
  /** Change in law id. */
  changeLawId: string | number;
  /** true: submit; false: save as a draft. */
  submit: boolean;
};

/** A law section, seen for the user’s business lines of one industry. */
export type SectionMappingsInput = {
  /** Required: the industry ('Select Industry First'). */
  industryId?: string | number | null | undefined;
  /** Section id. */
  sectionId: string | number;
};

/** A law section's status (legacy sectionStatus or hierarchyStatus). */
export type SectionStatus =
  /** In force, unchanged (legacy 'Active'). */
  | 'ACTIVE'
  /** Changed by a change in law (legacy 'Amended'). */
  | 'AMENDED'
  /** Combined into a parent section (legacy 'Combined'). */
  | 'COMBINED'
  /** Repealed; the change view shows it struck through (legacy 'Decommissioned'). */
  | 'DECOMMISSIONED'
  /** Added by a change in law (legacy 'New'). */
  | 'NEW'
  /** A status this BFF does not know; the section is shown like an active one. */
  | 'OTHER'
  /** Other sections were combined into it; listed first (legacy 'Parent'). */
  | 'PARENT';

/** A law section in the workflow for one business line. */
export type SectionWorkflowInput = {
  /** Business line id; must be assigned to the user. */
  businessLineId: string | number;
  /** Section id. */
  sectionId: string | number;
};

/** Send back a law with a comment (Send-back comment dialog). */
export type SendBackLawSectionInput = {
  /** Business line id; must be assigned to the user. */
  businessLineId: string | number;
  /** The comment: required, not blank after trimming. */
  comment: string;
  /** Section id. */
  sectionId: string | number;
};

/** Send requirements back to the business contact. */
export type SendBackRequirementsInput = {
  /** The business law. */
  businessLawId: string | number;
  /** The approver's comment (required). */
  comment: string;
  /** The requirements to send back. */
  requirementIds: Array<string | number>;
};

/** The requirements grid's yes/no select all: every requirement of a section set to Yes or No. */
export type SetRequirementsApplicableInput = {
  /** Business line id; must be assigned to the user. */
  businessLineId: string | number;
  /** Yes (true) or No (false) for every requirement of the section. */
  isApplicable: boolean;
  /** Section id. */
  sectionId: string | number;
};

/** The law scope of a section. */
export type SetSectionLawScopeInput = {
  /** Required: the industry ('Select Industry First'). */
  industryId?: string | number | null | undefined;
  /** Required: the law scope ('Please add Law Scope'). */
  lawScopeId?: string | number | null | undefined;
  /** Section id. */
  sectionId: string | number;
};

/** An entity to add (no id) or update (id and the version read). */
export type SetupEntityInput = {
  /** The business line. */
  businessLineId: string | number;
  /** The client. */
  clientId: string | number;
  /** The entity; absent to add one. */
  id?: string | number | null | undefined;
  /** Mortgage-reporting (HMDA) data. */
  isHmda?: boolean;
  /** Transactional data. */
  isTransactional?: boolean;
  /** Entity name (at most 100 characters). */
  name: string;
  /** The parent entity, of the same client and business line. */
  parentEntityId?: string | number | null | undefined;
  /** File prefix: letters, digits and underscores, at most 20. */
  prefixName: string;
  /** The version read (updates). */
  version?: number | null | undefined;
};

/** Sign-up (only when `appConfig.signUpEnabled`). */
export type SignUpInput = {
  /** The password again; must equal `password`. */
  confirmPassword: string;
  /** E-mail address; also the sign-in name. */
  email: string;
  /** The password; the BFF base64-encodes it for the catalogue. */
  password: string;
};

/** Sign-in with single sign-on: the identity provider's answer for the e-mail entered. */
export type SsoLoginInput = {
  /** The identity provider's access token; the catalogue checks it. */
  accessToken: string;
  /** The e-mail address entered on the sign-in screen. */
  email: string;
};

/** A staging decision on a file whose header is approved. */
export type StagingDecisionInput = {
  /** Approve (true) or not. */
  approve: boolean;
  /** The file. */
  fileId: string | number;
  /** The staging table (required to approve). */
  stagingTableId?: string | number | null | undefined;
};

/** A step or group to add (no id) or update. */
export type StepGroupInput = {
  /** Active. */
  active?: boolean;
  /** What it does. */
  description?: string;
  /** Its id; absent to add one. */
  id?: string | number | null | undefined;
  /** Dynamic. */
  isDynamic?: boolean;
  /** Its name. */
  name: string;
  /** The rule set it runs. */
  ruleSetName?: string;
};

/** A section's sub-section tree. */
export type SubSectionsInput = {
  /** The law inventory; must be the section's law's. */
  lawInventoryId?: string | number | null | undefined;
  /** Section id. */
  sectionId: string | number;
};

/** A filter mapping to add (no id), update, or delete (isActive false). */
export type TestFilterMappingInput = {
  /** Required with isCustomMessage: letters, digits, _ = , . ? and spaces, at most 250 characters. Left out of an update: unchanged. */
  customMessage?: string | null | undefined;
  /** Id to update or delete; absent to add. */
  id?: string | number | null | undefined;
  /** False deletes the record. */
  isActive?: boolean;
  /** A custom message replaces the Azimuth one. Left out: false for a new mapping, unchanged on an update. */
  isCustomMessage?: boolean | null | undefined;
  /** The rule's message (test rule message id); absent: the only one (add) or unchanged (update). */
  ruleMessageId?: string | number | null | undefined;
  /** Result status; required for rules of type 'Test', cleared otherwise. Left out of an update: unchanged. */
  statusId?: string | number | null | undefined;
  /** The test. */
  testId: string | number;
  /** Position in the test; absent: last (add) or unchanged (update). */
  testOrder?: number | null | undefined;
  /** The test rule (row id). */
  testRuleId: string | number;
  /** The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT. */
  version?: number | null | undefined;
};

/** A validator test rule's outcome (legacy status 'Pass' or 'Observation'). */
export type TestRuleResult =
  | 'OBSERVATION'
  | 'PASS';

/** A source type to add (no id) or update. */
export type TestSourceTypeInput = {
  /** Offered on the test user form. */
  active?: boolean;
  /** What it is, at most 500 characters. */
  description?: string;
  /** Its id; absent to add one. */
  id?: string | number | null | undefined;
  /** Its name (unique, ignoring case), at most 100 characters. */
  name: string;
  /** The version read (an update needs it). */
  version?: number | null | undefined;
};

/** A system type to add (no id) or update. */
export type TestSystemTypeInput = {
  /** Offered on the test user form. */
  active?: boolean;
  /** The business line it is offered for. */
  businessLineId: string | number;
  /** What it is, at most 500 characters. */
  description?: string;
  /** Its id; absent to add one. */
  id?: string | number | null | undefined;
  /** Its name (unique, ignoring case), at most 100 characters. */
  name: string;
  /** The version read (an update needs it). */
  version?: number | null | undefined;
};

/** What the graphs count: every loan load and group unless narrowed. */
export type TestingGraphFilter = {
  /** Provider staff: only this client's loans (default: every client's). A client's user always counts its own client's; naming another client is NOT_FOUND. */
  clientId?: string | number | null | undefined;
  /** Only this test group. */
  groupId?: string | number | null | undefined;
  /** Only loans of this loan load. */
  loanLoadId?: string | number | null | undefined;
};

/** A maintained compliance testing list (the catalogue path word in brackets). */
export type TestingListKind =
  /** Test categories (test-category), such as disclosure or fee tolerance. */
  | 'CATEGORY'
  /** Test groups (test-group): the loan population is split into them. */
  | 'GROUP'
  /** Requirement categories (requirement-category): the body of rules a requirement comes from. */
  | 'REQUIREMENT_CATEGORY'
  /** Test types (test-type): what a testing rule checks, such as timing or accuracy. */
  | 'TYPE';

/** Filters of the testing rules list; every one optional. */
export type TestingRuleFilter = {
  /** Only rules of this test category. */
  categoryId?: string | number | null | undefined;
  /** Only rules of this test group. */
  groupId?: string | number | null | undefined;
  /** Only rules of this regulator. */
  regulatorId?: string | number | null | undefined;
  /** Only rules of this requirement category. */
  requirementCategoryId?: string | number | null | undefined;
  /** Only rules of this test type. */
  typeId?: string | number | null | undefined;
};

/** A process's new name and description. */
export type UpdateProcessNodeInput = {
  /** What it covers (at most 1000 characters). */
  description?: string | null | undefined;
  /** The process. */
  id: string | number;
  /** The name (unique among its siblings, any case; at most 200 characters). */
  name: string;
};

/** A change to a requirement of a section (Update Requirement, the grid's yes/no cell). */
export type UpdateRequirementInput = {
  /** Business line id; must be assigned to the user. */
  businessLineId: string | number;
  /** Requirement id. */
  id: string | number;
  /** The yes/no cell; unchanged when null. */
  isApplicable?: boolean | null | undefined;
  /** New law text nodes; unchanged when null. */
  lawSections?: Array<RequirementLawSectionInput> | null | undefined;
  /** New text (type 2); unchanged when null. */
  requirement?: string | null | undefined;
  /** New type: 1 header, 2 define requirement; unchanged when null. */
  requirementTypeId?: number | null | undefined;
  /** Section id. */
  sectionId: string | number;
  /** The version you loaded; a change by someone else since is a CONFLICT. */
  version: number;
};

/** A user's details and roles to save. */
export type UpdateUserInput = {
  /** Their client (the provider administrator only changes it). Left out: unchanged; null: no client any more. */
  clientId?: string | number | null | undefined;
  /** First name. */
  firstName: string;
  /** The user. */
  id: string | number;
  /** Provider staff (the provider administrator only changes it). Left out or null: unchanged. */
  isProvider?: boolean | null | undefined;
  /** Last name. */
  lastName: string;
  /** Their roles, at least one (replaces the roles they hold). */
  roleIds: Array<string | number>;
};

/** Results whose status a reviewer sets. */
export type UpdateValidatorResultStatusInput = {
  /** Why (500 characters at most). */
  comment?: string | null | undefined;
  /** The results (1 to 1000). */
  ids: Array<string | number>;
  /** The new status. */
  status: ValidatorResultStatus;
};

/** Validate a law for company processes, or declare it not applicable to them. */
export type ValidateLawInput = {
  /** The business law. */
  businessLawId: string | number;
  /** Why it does not apply (required when declaring). */
  comment?: string | null | undefined;
  /** The company processes (at least one). */
  companyProcessIds: Array<string | number>;
};

/** The six validator maintenance grids (each one screen, the value its route segment). */
export type ValidatorGrid =
  | 'CLIENT_FILTER_MAPPINGS'
  | 'MESSAGE_TYPES'
  | 'TEST_FILTER_FIELDS'
  | 'TEST_FILTER_MAPPINGS'
  | 'TEST_RULES'
  | 'TEST_RULE_MESSAGES';

/** Filters of the validator grids, where the catalogue takes them; a grid ignores those it has no column for. */
export type ValidatorListFilter = {
  /** Business line (rule messages, filter mappings, filter fields). */
  businessLineId?: string | number | null | undefined;
  /** Client (message types, client filter mappings). */
  clientId?: string | number | null | undefined;
  /** Entity (filter fields). */
  entityId?: string | number | null | undefined;
  /** Only active (true) or inactive (false) rows. */
  isActive?: boolean | null | undefined;
  /** Message type (test rules). */
  messageTypeId?: string | number | null | undefined;
  /** Text to find in the grid's text columns, ignoring case. */
  searchText?: string | null | undefined;
  /** Test (filter mappings, filter fields). */
  testId?: string | number | null | undefined;
  /** Test rule (rule messages, filter mappings). */
  testRuleId?: string | number | null | undefined;
};

/** Filter criteria of validator results; every field optional. */
export type ValidatorResultFilter = {
  /** The business line. */
  businessLineId?: string | number | null | undefined;
  /** The client. */
  clientId?: string | number | null | undefined;
  /** The entity. */
  entityId?: string | number | null | undefined;
  /** The pipeline run. */
  runId?: string | null | undefined;
  /** Pass or Observation. */
  status?: ValidatorResultStatus | null | undefined;
  /** The test id. */
  testId?: string | null | undefined;
};

/** A validator result (legacy values Pass, Observation). */
export type ValidatorResultStatus =
  | 'OBSERVATION'
  | 'PASS';

/** The test user form: a validator test of some entities of a client, from one system and source. */
export type ValidatorTestRequestInput = {
  /** The business line. */
  businessLineId?: string | number | null | undefined;
  /** The client. */
  clientId?: string | number | null | undefined;
  /** A note for the provider, at most 500 characters. */
  comment?: string;
  /** The entities to test (of the client and business line). */
  entityIds?: Array<string | number>;
  /** The source type. */
  sourceTypeId?: string | number | null | undefined;
  /** The system type (one of the business line’s). */
  systemTypeId?: string | number | null | undefined;
};

/** Where a law stands at its workflow step (legacy law workflow Status). */
export type WorkflowStatus =
  /** Approved: the workflow is complete (legacy 'Approved'). */
  | 'APPROVED'
  /** Requirements changed or saved as a draft, not submitted (legacy 'Draft'). */
  | 'DRAFT'
  /** Nothing saved at this step yet (legacy 'Pending'). */
  | 'PENDING'
  /** Sent back to the lawyer with a comment (legacy 'SentBack'): the screens tag it '( Send Back )'. */
  | 'SENT_BACK'
  /** Submitted, waiting for the approver (legacy 'Submitted'). */
  | 'SUBMITTED';

export type ChangedLawFieldsFragment = { changeLawId: string, lawId: string, sectionId: string, lawDetailId: string, regulator: string, section: string, status: string, statusId: string, changeType: string, effectiveDate: string | null, summary: string, businessLines: Array<{ businessLineId: string, businessLineName: string, requirementCount: number, changedCount: number, submitted: boolean, decision: ChangeDecision | null, decisionComment: string | null, companyPolicy: string | null, decidedBy: string | null, decidedAt: string | null }> };

export type UpdatedRequirementFieldsFragment = { id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean };

export type AcceptChangeInLawMutationVariables = Exact<{
  input: ChangeLineInput;
}>;


export type AcceptChangeInLawMutation = { acceptChangeInLaw: { message: string, changedLaw: { changeLawId: string, lawId: string, sectionId: string, lawDetailId: string, regulator: string, section: string, status: string, statusId: string, changeType: string, effectiveDate: string | null, summary: string, businessLines: Array<{ businessLineId: string, businessLineName: string, requirementCount: number, changedCount: number, submitted: boolean, decision: ChangeDecision | null, decisionComment: string | null, companyPolicy: string | null, decidedBy: string | null, decidedAt: string | null }> }, requirements: Array<{ id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> } };

export type AcceptChangeInLawWithPolicyMutationVariables = Exact<{
  input: AcceptChangeWithPolicyInput;
}>;


export type AcceptChangeInLawWithPolicyMutation = { acceptChangeInLawWithPolicy: { message: string, changedLaw: { changeLawId: string, lawId: string, sectionId: string, lawDetailId: string, regulator: string, section: string, status: string, statusId: string, changeType: string, effectiveDate: string | null, summary: string, businessLines: Array<{ businessLineId: string, businessLineName: string, requirementCount: number, changedCount: number, submitted: boolean, decision: ChangeDecision | null, decisionComment: string | null, companyPolicy: string | null, decidedBy: string | null, decidedAt: string | null }> }, requirements: Array<{ id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> } };

export type MarkChangeInLawNotApplicableMutationVariables = Exact<{
  input: ChangeNotApplicableInput;
}>;


export type MarkChangeInLawNotApplicableMutation = { markChangeInLawNotApplicable: { message: string, changedLaw: { changeLawId: string, lawId: string, sectionId: string, lawDetailId: string, regulator: string, section: string, status: string, statusId: string, changeType: string, effectiveDate: string | null, summary: string, businessLines: Array<{ businessLineId: string, businessLineName: string, requirementCount: number, changedCount: number, submitted: boolean, decision: ChangeDecision | null, decisionComment: string | null, companyPolicy: string | null, decidedBy: string | null, decidedAt: string | null }> }, requirements: Array<{ id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> } };

export type LawInformationFieldsFragment = { level1: string | null, level2: string | null, level3: string | null, level4: string | null, level5: string | null, level6: string | null, level7: string | null, level8: string | null, level9: string | null, level10: string | null, section: string, regulator: string, type: string | null, legalContact: string | null };

export type LawDetailViewFieldsFragment = { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string | null, businessLineId: string | null, status: SectionStatus, effectiveDate: string | null, lawText: string, categories: Array<string>, companyProcessNames: Array<string>, level1: string | null, level2: string | null, level3: string | null, level4: string | null, level5: string | null, level6: string | null, level7: string | null, level8: string | null, level9: string | null, level10: string | null, section: string, regulator: string, type: string | null, legalContact: string | null, azimuthProcesses: Array<{ id: string, name: string }> | null, companyProcesses: Array<{ id: string, name: string, businessProcessName: string | null }> | null };

export type LawTextSectionFieldsFragment = { sectionId: string, section: string, sectionNumber: string | null, status: SectionStatus, details: string };

export type ChangedSubSectionFieldsFragment = { id: string, parentId: string | null, depth: number, indentPx: number, oldNumber: string | null, newNumber: string | null, oldText: string | null, newText: string | null };

export type ChangedLawTextFieldsFragment = { id: string, regulator: string, section: string, sectionStatus: SectionStatus, status: string | null, statusId: string | null, changeType: string | null, effectiveDate: string | null, summary: string | null, oldText: string | null, newText: string | null, levels: Array<{ level: number, oldText: string | null, newText: string | null, changed: boolean }>, subSectionList: Array<{ id: string, parentId: string | null, depth: number, indentPx: number, oldNumber: string | null, newNumber: string | null, oldText: string | null, newText: string | null }> };

export type QuestionnaireAnswersQueryVariables = Exact<{
  set?: QuestionSet;
  gap: GapRefInput;
  businessLineId: string | number;
}>;


export type QuestionnaireAnswersQuery = { gapsQuestions: Array<{ id: string, headerId: string, header: string, parentQuestionId: string | null, triggerAnswer: string | null, question: string, questionType: string, options: Array<string>, isActive: boolean }>, gapsAnswers: { isSubmitted: boolean, submittedAt: string | null, answers: Array<{ questionId: string, answer: string }>, files: Array<{ id: string, questionId: string, fileName: string, size: number }> } };

export type GapsQuestionnaireQueryVariables = Exact<{
  set?: QuestionSet;
  businessLineId: string | number;
}>;


export type GapsQuestionnaireQuery = { gapsQuestionHeaders: Array<{ id: string, header: string, sortOrder: number }>, gapsQuestions: Array<{ id: string, headerId: string, parentQuestionId: string | null, triggerAnswer: string | null, question: string, questionTypeId: string, questionType: string, options: Array<string>, isActive: boolean }>, gapsLists: { questionTypes: Array<{ id: string, name: string }> } };

export type GapsSubQuestionsQueryVariables = Exact<{
  set?: QuestionSet;
  questionId: string | number;
}>;


export type GapsSubQuestionsQuery = { gapsSubQuestions: Array<{ id: string, question: string, triggerAnswer: string | null }> };

export type SubmitGapsAnswersMutationVariables = Exact<{
  set?: QuestionSet;
  gap: GapRefInput;
  answers: Array<GapsAnswerInput> | GapsAnswerInput;
  submit: boolean;
}>;


export type SubmitGapsAnswersMutation = { submitGapsAnswers: { message: string } };

export type SaveGapsQuestionHeadersMutationVariables = Exact<{
  set?: QuestionSet;
  businessLineId: string | number;
  headers: Array<GapsQuestionHeaderInput> | GapsQuestionHeaderInput;
}>;


export type SaveGapsQuestionHeadersMutation = { saveGapsQuestionHeaders: Array<{ id: string, header: string }> };

export type DeleteGapsQuestionHeaderMutationVariables = Exact<{
  set?: QuestionSet;
  id: string | number;
}>;


export type DeleteGapsQuestionHeaderMutation = { deleteGapsQuestionHeader: { message: string } };

export type SaveGapsQuestionMutationVariables = Exact<{
  set?: QuestionSet;
  input: GapsQuestionInput;
}>;


export type SaveGapsQuestionMutation = { saveGapsQuestion: { id: string, question: string } };

export type DeleteGapsQuestionMutationVariables = Exact<{
  set?: QuestionSet;
  id: string | number;
}>;


export type DeleteGapsQuestionMutation = { deleteGapsQuestion: { message: string } };

export type GapsFileDownloadMutationVariables = Exact<{
  set?: QuestionSet;
  kind: GapsFileKind;
  fileId: string | number;
  gap?: GapRefInput | null | undefined;
}>;


export type GapsFileDownloadMutation = { gapsFileDownload: { download: { url: string } } };

export type DeleteGapsFileMutationVariables = Exact<{
  set?: QuestionSet;
  kind: GapsFileKind;
  fileId: string | number;
}>;


export type DeleteGapsFileMutation = { deleteGapsFile: { message: string } };

export type RequirementRowFieldsFragment = { id: string, requirementNumber: string, requirement: string, requirementType: RequirementType, requirementTypeId: number, isApplicable: boolean, isSubmitted: boolean, status: RequirementStatus, lawId: string, sectionId: string, businessLineId: string, subSectionIds: Array<string>, version: number, updatedBy: string | null, updatedAt: string | null };

export type SectionRequirementsQueryVariables = Exact<{
  input: SectionWorkflowInput;
}>;


export type SectionRequirementsQuery = { requirementsForSection: Array<{ id: string, requirementNumber: string, requirement: string, requirementType: RequirementType, requirementTypeId: number, isApplicable: boolean, isSubmitted: boolean, status: RequirementStatus, lawId: string, sectionId: string, businessLineId: string, subSectionIds: Array<string>, version: number, updatedBy: string | null, updatedAt: string | null }> };

export type SectionMappingsFieldsFragment = { sectionId: string, industryId: string, lawScopeId: string | null, lawScopeName: string | null, completenessMessage: string, differentProducts: boolean, differentInstitutionTypes: boolean, differentCategories: boolean, differentProcesses: boolean, businessLines: Array<{ businessLineId: string, businessLineName: string }>, products: Array<{ id: string, name: string, businessLineId: string }>, institutionTypes: Array<{ id: string, name: string, businessLineId: string }>, categories: Array<{ id: string, name: string, businessLineId: string }>, processes: Array<{ id: string, name: string, businessProcessName: string, businessLineId: string }>, requirements: Array<{ id: string, requirementNumber: string, requirement: string, businessLineId: string, businessLineName: string, validatorTests: Array<{ id: string, testNumber: string, name: string }> }> };

export type SectionMappingPanelQueryVariables = Exact<{
  input: SectionMappingsInput;
}>;


export type SectionMappingPanelQuery = { sectionMappings: { sectionId: string, industryId: string, lawScopeId: string | null, lawScopeName: string | null, completenessMessage: string, differentProducts: boolean, differentInstitutionTypes: boolean, differentCategories: boolean, differentProcesses: boolean, businessLines: Array<{ businessLineId: string, businessLineName: string }>, products: Array<{ id: string, name: string, businessLineId: string }>, institutionTypes: Array<{ id: string, name: string, businessLineId: string }>, categories: Array<{ id: string, name: string, businessLineId: string }>, processes: Array<{ id: string, name: string, businessProcessName: string, businessLineId: string }>, requirements: Array<{ id: string, requirementNumber: string, requirement: string, businessLineId: string, businessLineName: string, validatorTests: Array<{ id: string, testNumber: string, name: string }> }> }, sectionMappingOptions: { lawScopes: Array<{ id: string, name: string }>, institutionTypes: Array<{ id: string, name: string }>, businessLines: Array<{ businessLineId: string, businessLineName: string, products: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }>, processes: Array<{ id: string, name: string, businessProcessName: string }>, validatorTests: Array<{ id: string, testNumber: string, name: string }> }> } };

export type MapSectionBusinessLinesMutationVariables = Exact<{
  input: MapSectionBusinessLinesInput;
}>;


export type MapSectionBusinessLinesMutation = { mapSectionBusinessLines: { message: string, mappings: { sectionId: string, industryId: string, lawScopeId: string | null, lawScopeName: string | null, completenessMessage: string, differentProducts: boolean, differentInstitutionTypes: boolean, differentCategories: boolean, differentProcesses: boolean, businessLines: Array<{ businessLineId: string, businessLineName: string }>, products: Array<{ id: string, name: string, businessLineId: string }>, institutionTypes: Array<{ id: string, name: string, businessLineId: string }>, categories: Array<{ id: string, name: string, businessLineId: string }>, processes: Array<{ id: string, name: string, businessProcessName: string, businessLineId: string }>, requirements: Array<{ id: string, requirementNumber: string, requirement: string, businessLineId: string, businessLineName: string, validatorTests: Array<{ id: string, testNumber: string, name: string }> }> } } };

export type MapSectionProductsMutationVariables = Exact<{
  input: MapSectionItemsInput;
}>;


export type MapSectionProductsMutation = { mapSectionProducts: { message: string, mappings: { sectionId: string, industryId: string, lawScopeId: string | null, lawScopeName: string | null, completenessMessage: string, differentProducts: boolean, differentInstitutionTypes: boolean, differentCategories: boolean, differentProcesses: boolean, businessLines: Array<{ businessLineId: string, businessLineName: string }>, products: Array<{ id: string, name: string, businessLineId: string }>, institutionTypes: Array<{ id: string, name: string, businessLineId: string }>, categories: Array<{ id: string, name: string, businessLineId: string }>, processes: Array<{ id: string, name: string, businessProcessName: string, businessLineId: string }>, requirements: Array<{ id: string, requirementNumber: string, requirement: string, businessLineId: string, businessLineName: string, validatorTests: Array<{ id: string, testNumber: string, name: string }> }> } } };

export type MapSectionInstitutionTypesMutationVariables = Exact<{
  input: MapSectionItemsInput;
}>;


export type MapSectionInstitutionTypesMutation = { mapSectionInstitutionTypes: { message: string, mappings: { sectionId: string, industryId: string, lawScopeId: string | null, lawScopeName: string | null, completenessMessage: string, differentProducts: boolean, differentInstitutionTypes: boolean, differentCategories: boolean, differentProcesses: boolean, businessLines: Array<{ businessLineId: string, businessLineName: string }>, products: Array<{ id: string, name: string, businessLineId: string }>, institutionTypes: Array<{ id: string, name: string, businessLineId: string }>, categories: Array<{ id: string, name: string, businessLineId: string }>, processes: Array<{ id: string, name: string, businessProcessName: string, businessLineId: string }>, requirements: Array<{ id: string, requirementNumber: string, requirement: string, businessLineId: string, businessLineName: string, validatorTests: Array<{ id: string, testNumber: string, name: string }> }> } } };

export type MapSectionCategoriesMutationVariables = Exact<{
  input: MapSectionItemsInput;
}>;


export type MapSectionCategoriesMutation = { mapSectionCategories: { message: string, mappings: { sectionId: string, industryId: string, lawScopeId: string | null, lawScopeName: string | null, completenessMessage: string, differentProducts: boolean, differentInstitutionTypes: boolean, differentCategories: boolean, differentProcesses: boolean, businessLines: Array<{ businessLineId: string, businessLineName: string }>, products: Array<{ id: string, name: string, businessLineId: string }>, institutionTypes: Array<{ id: string, name: string, businessLineId: string }>, categories: Array<{ id: string, name: string, businessLineId: string }>, processes: Array<{ id: string, name: string, businessProcessName: string, businessLineId: string }>, requirements: Array<{ id: string, requirementNumber: string, requirement: string, businessLineId: string, businessLineName: string, validatorTests: Array<{ id: string, testNumber: string, name: string }> }> } } };

export type MapSectionProcessesMutationVariables = Exact<{
  input: MapSectionItemsInput;
}>;


export type MapSectionProcessesMutation = { mapSectionProcesses: { message: string, mappings: { sectionId: string, industryId: string, lawScopeId: string | null, lawScopeName: string | null, completenessMessage: string, differentProducts: boolean, differentInstitutionTypes: boolean, differentCategories: boolean, differentProcesses: boolean, businessLines: Array<{ businessLineId: string, businessLineName: string }>, products: Array<{ id: string, name: string, businessLineId: string }>, institutionTypes: Array<{ id: string, name: string, businessLineId: string }>, categories: Array<{ id: string, name: string, businessLineId: string }>, processes: Array<{ id: string, name: string, businessProcessName: string, businessLineId: string }>, requirements: Array<{ id: string, requirementNumber: string, requirement: string, businessLineId: string, businessLineName: string, validatorTests: Array<{ id: string, testNumber: string, name: string }> }> } } };

export type SetSectionLawScopeMutationVariables = Exact<{
  input: SetSectionLawScopeInput;
}>;


export type SetSectionLawScopeMutation = { setSectionLawScope: { message: string, mappings: { sectionId: string, industryId: string, lawScopeId: string | null, lawScopeName: string | null, completenessMessage: string, differentProducts: boolean, differentInstitutionTypes: boolean, differentCategories: boolean, differentProcesses: boolean, businessLines: Array<{ businessLineId: string, businessLineName: string }>, products: Array<{ id: string, name: string, businessLineId: string }>, institutionTypes: Array<{ id: string, name: string, businessLineId: string }>, categories: Array<{ id: string, name: string, businessLineId: string }>, processes: Array<{ id: string, name: string, businessProcessName: string, businessLineId: string }>, requirements: Array<{ id: string, requirementNumber: string, requirement: string, businessLineId: string, businessLineName: string, validatorTests: Array<{ id: string, testNumber: string, name: string }> }> } } };

export type MapRequirementValidatorTestsMutationVariables = Exact<{
  input: MapRequirementValidatorTestsInput;
}>;


export type MapRequirementValidatorTestsMutation = { mapRequirementValidatorTests: { message: string, mappings: { sectionId: string, industryId: string, lawScopeId: string | null, lawScopeName: string | null, completenessMessage: string, differentProducts: boolean, differentInstitutionTypes: boolean, differentCategories: boolean, differentProcesses: boolean, businessLines: Array<{ businessLineId: string, businessLineName: string }>, products: Array<{ id: string, name: string, businessLineId: string }>, institutionTypes: Array<{ id: string, name: string, businessLineId: string }>, categories: Array<{ id: string, name: string, businessLineId: string }>, processes: Array<{ id: string, name: string, businessProcessName: string, businessLineId: string }>, requirements: Array<{ id: string, requirementNumber: string, requirement: string, businessLineId: string, businessLineName: string, validatorTests: Array<{ id: string, testNumber: string, name: string }> }> } } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { ok: boolean, message: string } };

export type PhoneAuthenticationQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneAuthenticationQuery = { phoneAuthentication: { countryCode: string, maskedNumber: string, updatedOn: string | null } | null };

export type SavePhoneAuthenticationMutationVariables = Exact<{
  input: PhoneAuthenticationInput;
}>;


export type SavePhoneAuthenticationMutation = { savePhoneAuthentication: { message: string, phoneAuthentication: { countryCode: string, maskedNumber: string, updatedOn: string | null } } };

export type ArtifactTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ArtifactTypesQuery = { artifactTypes: Array<{ id: string, name: string, description: string, artifactCount: number }> };

export type SaveArtifactTypeMutationVariables = Exact<{
  input: SaveArtifactTypeInput;
}>;


export type SaveArtifactTypeMutation = { saveArtifactType: { message: string, artifactType: { id: string, name: string } } };

export type DeleteArtifactTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteArtifactTypeMutation = { deleteArtifactType: { message: string } };

export type ArtifactsQueryVariables = Exact<{ [key: string]: never; }>;


export type ArtifactsQuery = { artifacts: Array<{ id: string, name: string, artifactType: string, businessLineId: string, businessLineName: string, description: string, ownerName: string, mappingCount: number }> };

export type SaveArtifactMutationVariables = Exact<{
  input: SaveArtifactInput;
}>;


export type SaveArtifactMutation = { saveArtifact: { message: string, artifact: { id: string, name: string } } };

export type DeleteArtifactMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteArtifactMutation = { deleteArtifact: { message: string } };

export type ClientSetupGridQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientSetupGridQuery = { clientSetups: Array<{ id: string, name: string, serverName: string | null, databaseName: string | null, domain: string | null, countryId: string | null, countryName: string | null, contactEmail: string | null, ssoEnabled: boolean, tenantId: string | null, isActive: boolean }> };

export type SaveClientSetupMutationVariables = Exact<{
  input: SaveClientSetupInput;
}>;


export type SaveClientSetupMutation = { saveClientSetup: { message: string, client: { id: string } } };

export type EmailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailSettingsQuery = { emailEvents: Array<string>, emailAddresses: Array<{ id: string, kind: EmailAddressKind, email: string, displayName: string, isActive: boolean, groupCount: number, triggerCount: number }>, emailGroups: Array<{ id: string, name: string, description: string, memberIds: Array<string>, triggerCount: number }>, emailTriggers: Array<{ id: string, name: string, event: string, subject: string, senderId: string, senderEmail: string, emailGroupId: string, emailGroupName: string, isActive: boolean }> };

export type SaveEmailAddressMutationVariables = Exact<{
  input: SaveEmailAddressInput;
}>;


export type SaveEmailAddressMutation = { saveEmailAddress: { message: string, address: { id: string, email: string } } };

export type DeleteEmailAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEmailAddressMutation = { deleteEmailAddress: { message: string } };

export type SaveEmailGroupMutationVariables = Exact<{
  input: SaveEmailGroupInput;
}>;


export type SaveEmailGroupMutation = { saveEmailGroup: { message: string, group: { id: string, name: string } } };

export type DeleteEmailGroupMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEmailGroupMutation = { deleteEmailGroup: { message: string } };

export type SaveEmailTriggerMutationVariables = Exact<{
  input: SaveEmailTriggerInput;
}>;


export type SaveEmailTriggerMutation = { saveEmailTrigger: { message: string, trigger: { id: string, name: string } } };

export type DeleteEmailTriggerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEmailTriggerMutation = { deleteEmailTrigger: { message: string } };

export type SentEmailsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type SentEmailsQuery = { sentEmails: { totalCount: number, items: Array<{ id: string, createdAt: string, triggerName: string, event: string, from: string, to: string, subject: string, status: string, error: string, sentAt: string | null }> } };

export type AssignmentOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignmentOptionsQuery = { assignmentOptions: { businessLines: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string, businessLineId: string | null }>, companyProcesses: Array<{ id: string, name: string, businessLineId: string | null }> } };

export type AssignmentEmployeesQueryVariables = Exact<{
  filter?: AdminUserFilter | null | undefined;
}>;


export type AssignmentEmployeesQuery = { adminUsers: { totalCount: number, items: Array<{ id: string, email: string, fullName: string, clientName: string | null }> } };

export type EmployeeAssignmentsQueryVariables = Exact<{
  employeeId: string | number;
}>;


export type EmployeeAssignmentsQuery = { employeeAssignments: { employeeId: string, businessLineIds: Array<string>, categoryIds: Array<string>, companyProcessIds: Array<string> } };

export type SaveEmployeeAssignmentsMutationVariables = Exact<{
  input: SaveEmployeeAssignmentsInput;
}>;


export type SaveEmployeeAssignmentsMutation = { saveEmployeeAssignments: { message: string, assignments: { employeeId: string, businessLineIds: Array<string>, categoryIds: Array<string>, companyProcessIds: Array<string> } } };

export type MasterListGridQueryVariables = Exact<{
  module: MasterListModule;
  letter?: string | null | undefined;
  search?: string | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type MasterListGridQuery = { masterList: { totalCount: number, items: Array<{ id: string, name: string, parentId: string | null, parentName: string | null, authority: RegulatorAuthority | null }> } };

export type MasterListParentsQueryVariables = Exact<{
  module: MasterListModule;
}>;


export type MasterListParentsQuery = { masterList: { totalCount: number, items: Array<{ id: string, name: string }> } };

export type SaveMasterListItemMutationVariables = Exact<{
  input: SaveMasterListItemInput;
}>;


export type SaveMasterListItemMutation = { saveMasterListItem: { message: string, item: { id: string, name: string } } };

export type DeleteMasterListItemMutationVariables = Exact<{
  module: MasterListModule;
  id: string | number;
}>;


export type DeleteMasterListItemMutation = { deleteMasterListItem: { ok: boolean, message: string } };

export type MaintenanceQuestionsQueryVariables = Exact<{
  list: QuestionListKind;
}>;


export type MaintenanceQuestionsQuery = { maintenanceQuestions: Array<{ id: string, list: QuestionListKind, question: string, questionType: string, options: Array<string>, gapAnswers: Array<string>, isRequired: boolean, isActive: boolean, sortOrder: number, businessLineId: string | null, businessLineName: string | null, answerCount: number }> };

export type SaveQuestionMutationVariables = Exact<{
  input: SaveQuestionInput;
}>;


export type SaveQuestionMutation = { saveQuestion: { message: string, question: { id: string, list: QuestionListKind, question: string } } };

export type DeleteQuestionMutationVariables = Exact<{
  list: QuestionListKind;
  id: string | number;
}>;


export type DeleteQuestionMutation = { deleteQuestion: { message: string } };

export type RolesGridQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesGridQuery = { roles: Array<{ id: string, name: string, isBuiltIn: boolean, userCount: number, menuItemIds: Array<string>, editableMenuItemIds: Array<string> }> };

export type MenuEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuEntriesQuery = { menuEntries: Array<{ id: string, parentId: string | null, label: string, routerLink: string | null, breadcrumbs: Array<{ id: string, label: string }> }> };

export type SaveRoleMutationVariables = Exact<{
  id?: string | number | null | undefined;
  name: string;
}>;


export type SaveRoleMutation = { saveRole: { message: string, role: { id: string } } };

export type DeleteRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRoleMutation = { deleteRole: { ok: boolean, message: string } };

export type SaveRoleMenuMutationVariables = Exact<{
  input: SaveRoleMenuInput;
}>;


export type SaveRoleMenuMutation = { saveRoleMenu: { message: string, role: { id: string, menuItemIds: Array<string>, editableMenuItemIds: Array<string> } } };

export type SsoGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type SsoGroupsQuery = { ssoGroups: Array<{ id: string, groupName: string, directoryGroupId: string, clientId: string, clientName: string, roleIds: Array<string>, businessLineIds: Array<string> }> };

export type SsoGroupChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SsoGroupChoicesQuery = { adminClients: Array<{ id: string, name: string }>, roles: Array<{ id: string, name: string, isBuiltIn: boolean, isProvider: boolean }>, assignmentOptions: { businessLines: Array<{ id: string, name: string }> } };

export type SaveSsoGroupMutationVariables = Exact<{
  input: SaveSsoGroupInput;
}>;


export type SaveSsoGroupMutation = { saveSsoGroup: { message: string, group: { id: string, groupName: string } } };

export type DeleteSsoGroupMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSsoGroupMutation = { deleteSsoGroup: { message: string } };

export type SaveSsoGroupRolesMutationVariables = Exact<{
  id: string | number;
  roleIds: Array<string | number> | string | number;
}>;


export type SaveSsoGroupRolesMutation = { saveSsoGroupRoles: { message: string, group: { id: string, roleIds: Array<string> } } };

export type SaveSsoGroupBusinessLinesMutationVariables = Exact<{
  id: string | number;
  businessLineIds: Array<string | number> | string | number;
}>;


export type SaveSsoGroupBusinessLinesMutation = { saveSsoGroupBusinessLines: { message: string, group: { id: string, businessLineIds: Array<string> } } };

export type RegisteredUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type RegisteredUsersQuery = { registeredUsers: { totalCount: number, items: Array<{ id: string, email: string, firstName: string, lastName: string, companyName: string, phone: string, productPlanId: string, planLabel: string, status: string, registeredAt: string, cancelledAt: string | null }> } };

export type SubscriptionPlanDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionPlanDetailsQuery = { subscriptionPlanDetails: Array<{ id: string, productName: string, duration: string, planName: string, planPricing: number | null, totalUsers: number | null, customPricing: boolean, activeSubscribers: number, isOffered: boolean }> };

export type ChangeSubscriptionPlanMutationVariables = Exact<{
  id: string | number;
  productPlanId: string | number;
}>;


export type ChangeSubscriptionPlanMutation = { changeSubscriptionPlan: { message: string, user: { id: string, productPlanId: string, status: string } } };

export type CancelSubscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelSubscriptionMutation = { cancelSubscription: { message: string, user: { id: string, status: string } } };

export type DeleteRegistrationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRegistrationMutation = { deleteRegistration: { message: string } };

export type CustomPricingRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomPricingRequestsQuery = { customPricingRequests: Array<{ id: string, email: string, firstName: string, lastName: string, companyName: string, phone: string, productName: string, estimatedUsers: string, requestedAt: string }> };

export type UpdateRegisteredUserDetailsMutationVariables = Exact<{
  input: RegisteredUserDetailsInput;
}>;


export type UpdateRegisteredUserDetailsMutation = { updateRegisteredUserDetails: { message: string, user: { id: string, email: string, firstName: string, lastName: string, phone: string, companyName: string } } };

export type ProductCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCatalogueQuery = { productCatalogue: Array<{ id: string, name: string, durations: Array<{ id: string, productId: string, name: string, billingPeriod: BillingPeriod, isActive: boolean, plans: Array<{ id: string, durationId: string, planName: string, planPricing: number | null, totalUsers: number | null, customPricing: boolean, isActive: boolean, activeSubscribers: number, cancelledRegistrations: number }> }> }> };

export type SaveProductDurationMutationVariables = Exact<{
  input: SaveProductDurationInput;
}>;


export type SaveProductDurationMutation = { saveProductDuration: { message: string, duration: { id: string, name: string, billingPeriod: BillingPeriod, isActive: boolean } } };

export type DeleteProductDurationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductDurationMutation = { deleteProductDuration: { message: string } };

export type SaveProductPlanMutationVariables = Exact<{
  input: SaveProductPlanInput;
}>;


export type SaveProductPlanMutation = { saveProductPlan: { message: string, plan: { id: string, planName: string, planPricing: number | null, totalUsers: number | null, customPricing: boolean, isActive: boolean } } };

export type DeleteProductPlanMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductPlanMutation = { deleteProductPlan: { message: string } };

export type AdminUsersGridQueryVariables = Exact<{
  filter?: AdminUserFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AdminUsersGridQuery = { adminUsers: { totalCount: number, items: Array<{ id: string, email: string, firstName: string, lastName: string, fullName: string, clientId: string | null, clientName: string | null, isProvider: boolean, syncedAt: string | null, roles: Array<{ id: string, name: string }> }> } };

export type AdminUserChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUserChoicesQuery = { adminClients: Array<{ id: string, name: string }>, roles: Array<{ id: string, name: string, isBuiltIn: boolean, isProvider: boolean }> };

export type RegisterEmployeeMutationVariables = Exact<{
  input: RegisterEmployeeInput;
}>;


export type RegisterEmployeeMutation = { registerEmployee: { message: string, user: { id: string } } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { message: string, user: { id: string } } };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserMutation = { deleteUser: { ok: boolean, message: string } };

export type SyncUserMutationVariables = Exact<{
  id: string | number;
}>;


export type SyncUserMutation = { syncUser: { message: string, user: { id: string, syncedAt: string | null } } };

export type ResetUserPasswordMutationVariables = Exact<{
  input: ResetUserPasswordInput;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: { ok: boolean, message: string } };

export type EmployeeRoleTemplateMutationVariables = Exact<{ [key: string]: never; }>;


export type EmployeeRoleTemplateMutation = { employeeRoleTemplate: { url: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { message: string | null, session: { isAdmin: boolean, homePath: string, editableRoutes: Array<string>, expiresAt: string | null, fetchesInboxCounts: boolean, user: { id: string, firstName: string, name: string, email: string, roles: Array<string>, isAzimuth: boolean, isTableau: boolean, clientId: string | null, clientName: string | null }, menu: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }> } } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { ok: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { ok: boolean, message: string } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { ok: boolean, message: string } };

export type SsoClientQueryVariables = Exact<{ [key: string]: never; }>;


export type SsoClientQuery = { ssoClient: { configured: boolean, clientId: string | null, tenantId: string | null, authority: string | null, scope: string } };

export type SsoLoginMutationVariables = Exact<{
  input: SsoLoginInput;
}>;


export type SsoLoginMutation = { ssoLogin: { message: string | null, session: { isAdmin: boolean, homePath: string, editableRoutes: Array<string>, expiresAt: string | null, fetchesInboxCounts: boolean, user: { id: string, firstName: string, name: string, email: string, roles: Array<string>, isAzimuth: boolean, isTableau: boolean, clientId: string | null, clientName: string | null }, menu: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }> } } };

export type BusinessLawFieldsFragment = { id: string, lawId: string, sectionId: string, lawDetailId: string, businessLineId: string, businessLineName: string, regulatorId: string, regulator: string, section: string, level1: string | null, businessUserName: string, approverName: string | null, tabIndex: number, status: BusinessLawStatus, isChangedLaw: boolean, column: BusinessColumn | null, isBusinessContact: boolean, isApprover: boolean, isEditable: boolean, requirementCount: number, lawProcesses: Array<string>, notApplicableComment: string | null, notApplicableApproved: boolean | null, notApplicableById: string | null, updatedAt: string };

export type BusinessRequirementFieldsFragment = { id: string, requirementNumber: string, requirement: string, status: BusinessRequirementStatus, noArtifact: boolean, isDecommissioned: boolean, isGap: boolean, approverComment: string | null, submittedById: string | null, targetCompletionDate: string | null, actualCompletionDate: string | null, artifacts: Array<{ id: string, name: string, artifactType: string, answers: Array<{ questionId: string, answer: string | null, files: Array<{ id: string, fileName: string, size: number, uploadedAt: string }> }> }> };

export type BusinessArtifactFieldsFragment = { id: string, name: string, artifactType: string, answers: Array<{ questionId: string, answer: string | null, files: Array<{ id: string, fileName: string, size: number, uploadedAt: string }> }> };

export type BusinessDashboardQueryVariables = Exact<{
  filter?: BusinessDashboardFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type BusinessDashboardQuery = { businessDashboard: { canEdit: boolean, showAllLaws: boolean, counts: Array<{ column: BusinessColumn, label: string, count: number }>, businessUsers: Array<{ id: string, name: string }>, lawProcesses: Array<{ id: string, name: string }> }, businessLaws: { totalCount: number, items: Array<{ id: string, lawId: string, sectionId: string, lawDetailId: string, businessLineId: string, businessLineName: string, regulatorId: string, regulator: string, section: string, level1: string | null, businessUserName: string, approverName: string | null, tabIndex: number, status: BusinessLawStatus, isChangedLaw: boolean, column: BusinessColumn | null, isBusinessContact: boolean, isApprover: boolean, isEditable: boolean, requirementCount: number, lawProcesses: Array<string>, notApplicableComment: string | null, notApplicableApproved: boolean | null, notApplicableById: string | null, updatedAt: string }> } };

export type BusinessReportQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type BusinessReportQuery = { businessReportLaws: { totalCount: number, items: Array<{ id: string, lawId: string, sectionId: string, lawDetailId: string, businessLineId: string, businessLineName: string, regulatorId: string, regulator: string, section: string, level1: string | null, businessUserName: string, approverName: string | null, tabIndex: number, status: BusinessLawStatus, isChangedLaw: boolean, column: BusinessColumn | null, isBusinessContact: boolean, isApprover: boolean, isEditable: boolean, requirementCount: number, lawProcesses: Array<string>, notApplicableComment: string | null, notApplicableApproved: boolean | null, notApplicableById: string | null, updatedAt: string }> } };

export type UpdateBusinessToggleMutationVariables = Exact<{
  showAllLaws: boolean;
}>;


export type UpdateBusinessToggleMutation = { updateBusinessToggle: { message: string, showAllLaws: boolean } };

export type BusinessLawValidationQueryVariables = Exact<{
  id: string | number;
}>;


export type BusinessLawValidationQuery = { businessLawValidation: { law: { id: string, lawId: string, sectionId: string, lawDetailId: string, businessLineId: string, businessLineName: string, regulatorId: string, regulator: string, section: string, level1: string | null, businessUserName: string, approverName: string | null, tabIndex: number, status: BusinessLawStatus, isChangedLaw: boolean, column: BusinessColumn | null, isBusinessContact: boolean, isApprover: boolean, isEditable: boolean, requirementCount: number, lawProcesses: Array<string>, notApplicableComment: string | null, notApplicableApproved: boolean | null, notApplicableById: string | null, updatedAt: string }, requirements: Array<{ id: string, requirementNumber: string, requirement: string, status: BusinessRequirementStatus, noArtifact: boolean, isDecommissioned: boolean, isGap: boolean, approverComment: string | null, submittedById: string | null, targetCompletionDate: string | null, actualCompletionDate: string | null, artifacts: Array<{ id: string, name: string, artifactType: string, answers: Array<{ questionId: string, answer: string | null, files: Array<{ id: string, fileName: string, size: number, uploadedAt: string }> }> }> }>, processes: Array<{ id: string, name: string, businessProcessName: string, isMapped: boolean, isRecommended: boolean, isSelected: boolean }> } };

export type ValidateLawMutationVariables = Exact<{
  input: ValidateLawInput;
}>;


export type ValidateLawMutation = { validateLaw: { message: string } };

export type DeclareLawNotApplicableMutationVariables = Exact<{
  input: ValidateLawInput;
}>;


export type DeclareLawNotApplicableMutation = { declareLawNotApplicable: { message: string } };

export type BusinessArtifactMappingQueryVariables = Exact<{
  id: string | number;
}>;


export type BusinessArtifactMappingQuery = { businessArtifactMapping: { law: { id: string, lawId: string, sectionId: string, lawDetailId: string, businessLineId: string, businessLineName: string, regulatorId: string, regulator: string, section: string, level1: string | null, businessUserName: string, approverName: string | null, tabIndex: number, status: BusinessLawStatus, isChangedLaw: boolean, column: BusinessColumn | null, isBusinessContact: boolean, isApprover: boolean, isEditable: boolean, requirementCount: number, lawProcesses: Array<string>, notApplicableComment: string | null, notApplicableApproved: boolean | null, notApplicableById: string | null, updatedAt: string }, requirements: Array<{ id: string, requirementNumber: string, requirement: string, status: BusinessRequirementStatus, noArtifact: boolean, isDecommissioned: boolean, isGap: boolean, approverComment: string | null, submittedById: string | null, targetCompletionDate: string | null, actualCompletionDate: string | null, artifacts: Array<{ id: string, name: string, artifactType: string, answers: Array<{ questionId: string, answer: string | null, files: Array<{ id: string, fileName: string, size: number, uploadedAt: string }> }> }> }>, artifacts: Array<{ id: string, name: string, artifactType: string }> } };

export type SaveArtifactMappingsMutationVariables = Exact<{
  input: SaveArtifactMappingsInput;
}>;


export type SaveArtifactMappingsMutation = { saveArtifactMappings: { message: string } };

export type DeleteMappedArtifactsMutationVariables = Exact<{
  input: DeleteMappedArtifactsInput;
}>;


export type DeleteMappedArtifactsMutation = { deleteMappedArtifacts: { message: string } };

export type ClearArtifactMappingsMutationVariables = Exact<{
  businessLawId: string | number;
}>;


export type ClearArtifactMappingsMutation = { clearArtifactMappings: { message: string } };

export type MarkNoArtifactMutationVariables = Exact<{
  input: BusinessRequirementRef;
}>;


export type MarkNoArtifactMutation = { markNoArtifact: { message: string } };

export type DeleteDecommissionedRequirementsMutationVariables = Exact<{
  businessLawId: string | number;
}>;


export type DeleteDecommissionedRequirementsMutation = { deleteDecommissionedRequirements: { message: string } };

export type BusinessQuestionFieldsFragment = { id: string, question: string, questionType: string, options: Array<string>, isRequired: boolean };

export type BusinessAssessmentFieldsFragment = { law: { id: string, lawId: string, sectionId: string, lawDetailId: string, businessLineId: string, businessLineName: string, regulatorId: string, regulator: string, section: string, level1: string | null, businessUserName: string, approverName: string | null, tabIndex: number, status: BusinessLawStatus, isChangedLaw: boolean, column: BusinessColumn | null, isBusinessContact: boolean, isApprover: boolean, isEditable: boolean, requirementCount: number, lawProcesses: Array<string>, notApplicableComment: string | null, notApplicableApproved: boolean | null, notApplicableById: string | null, updatedAt: string }, questions: Array<{ id: string, question: string, questionType: string, options: Array<string>, isRequired: boolean }>, requirements: Array<{ id: string, requirementNumber: string, requirement: string, status: BusinessRequirementStatus, noArtifact: boolean, isDecommissioned: boolean, isGap: boolean, approverComment: string | null, submittedById: string | null, targetCompletionDate: string | null, actualCompletionDate: string | null, artifacts: Array<{ id: string, name: string, artifactType: string, answers: Array<{ questionId: string, answer: string | null, files: Array<{ id: string, fileName: string, size: number, uploadedAt: string }> }> }> }> };

export type BusinessAssessmentQueryVariables = Exact<{
  id: string | number;
}>;


export type BusinessAssessmentQuery = { businessAssessment: { law: { id: string, lawId: string, sectionId: string, lawDetailId: string, businessLineId: string, businessLineName: string, regulatorId: string, regulator: string, section: string, level1: string | null, businessUserName: string, approverName: string | null, tabIndex: number, status: BusinessLawStatus, isChangedLaw: boolean, column: BusinessColumn | null, isBusinessContact: boolean, isApprover: boolean, isEditable: boolean, requirementCount: number, lawProcesses: Array<string>, notApplicableComment: string | null, notApplicableApproved: boolean | null, notApplicableById: string | null, updatedAt: string }, questions: Array<{ id: string, question: string, questionType: string, options: Array<string>, isRequired: boolean }>, requirements: Array<{ id: string, requirementNumber: string, requirement: string, status: BusinessRequirementStatus, noArtifact: boolean, isDecommissioned: boolean, isGap: boolean, approverComment: string | null, submittedById: string | null, targetCompletionDate: string | null, actualCompletionDate: string | null, artifacts: Array<{ id: string, name: string, artifactType: string, answers: Array<{ questionId: string, answer: string | null, files: Array<{ id: string, fileName: string, size: number, uploadedAt: string }> }> }> }> } };

export type SaveAssessmentMutationVariables = Exact<{
  input: SaveAssessmentInput;
}>;


export type SaveAssessmentMutation = { saveAssessment: { message: string } };

export type SaveAssessmentAnswerMutationVariables = Exact<{
  input: SaveAssessmentAnswerInput;
}>;


export type SaveAssessmentAnswerMutation = { saveAssessmentAnswer: { message: string } };

export type AssessedArtifactQueryVariables = Exact<{
  input: AssessedArtifactRef;
}>;


export type AssessedArtifactQuery = { assessedArtifact: { id: string, name: string, artifactType: string, answers: Array<{ questionId: string, answer: string | null, files: Array<{ id: string, fileName: string, size: number, uploadedAt: string }> }> } };

export type SubmitAssessmentMutationVariables = Exact<{
  businessLawId: string | number;
}>;


export type SubmitAssessmentMutation = { submitAssessment: { message: string } };

export type SetActualCompletionDateMutationVariables = Exact<{
  input: RequirementDateInput;
}>;


export type SetActualCompletionDateMutation = { setActualCompletionDate: { message: string } };

export type DeleteQuestionFileMutationVariables = Exact<{
  fileId: string | number;
}>;


export type DeleteQuestionFileMutation = { deleteQuestionFile: { message: string } };

export type QuestionFileDownloadMutationVariables = Exact<{
  fileId: string | number;
  businessLawId?: string | number | null | undefined;
}>;


export type QuestionFileDownloadMutation = { questionFileDownload: { download: { url: string } } };

export type ClearBusinessSendBackCommentMutationVariables = Exact<{
  input: BusinessRequirementRef;
}>;


export type ClearBusinessSendBackCommentMutation = { clearBusinessSendBackComment: { message: string } };

export type BusinessApprovalQueryVariables = Exact<{
  id: string | number;
}>;


export type BusinessApprovalQuery = { businessApproval: { law: { id: string, lawId: string, sectionId: string, lawDetailId: string, businessLineId: string, businessLineName: string, regulatorId: string, regulator: string, section: string, level1: string | null, businessUserName: string, approverName: string | null, tabIndex: number, status: BusinessLawStatus, isChangedLaw: boolean, column: BusinessColumn | null, isBusinessContact: boolean, isApprover: boolean, isEditable: boolean, requirementCount: number, lawProcesses: Array<string>, notApplicableComment: string | null, notApplicableApproved: boolean | null, notApplicableById: string | null, updatedAt: string }, questions: Array<{ id: string, question: string, questionType: string, options: Array<string>, isRequired: boolean }> } };

export type AssessmentRequirementsQueryVariables = Exact<{
  businessLawId: string | number;
  filter?: AssessmentRequirementFilter | null | undefined;
}>;


export type AssessmentRequirementsQuery = { assessmentRequirements: { totalCount: number, items: Array<{ id: string, requirementNumber: string, requirement: string, status: BusinessRequirementStatus, noArtifact: boolean, isDecommissioned: boolean, isGap: boolean, approverComment: string | null, submittedById: string | null, targetCompletionDate: string | null, actualCompletionDate: string | null, artifacts: Array<{ id: string, name: string, artifactType: string, answers: Array<{ questionId: string, answer: string | null, files: Array<{ id: string, fileName: string, size: number, uploadedAt: string }> }> }> }> } };

export type ApproveRequirementMutationVariables = Exact<{
  input: BusinessRequirementRef;
}>;


export type ApproveRequirementMutation = { approveRequirement: { message: string } };

export type SendBackRequirementsMutationVariables = Exact<{
  input: SendBackRequirementsInput;
}>;


export type SendBackRequirementsMutation = { sendBackRequirements: { message: string } };

export type LawsNotApplicableQueryVariables = Exact<{
  pageNumber: number;
  filter?: BusinessDashboardFilter | null | undefined;
}>;


export type LawsNotApplicableQuery = { lawsNotApplicable: { totalCount: number, items: Array<{ id: string, lawId: string, sectionId: string, lawDetailId: string, businessLineId: string, businessLineName: string, regulatorId: string, regulator: string, section: string, level1: string | null, businessUserName: string, approverName: string | null, tabIndex: number, status: BusinessLawStatus, isChangedLaw: boolean, column: BusinessColumn | null, isBusinessContact: boolean, isApprover: boolean, isEditable: boolean, requirementCount: number, lawProcesses: Array<string>, notApplicableComment: string | null, notApplicableApproved: boolean | null, notApplicableById: string | null, updatedAt: string }> }, notApprovedLaws: Array<{ id: string, lawId: string, sectionId: string, lawDetailId: string, businessLineId: string, businessLineName: string, regulatorId: string, regulator: string, section: string, level1: string | null, businessUserName: string, approverName: string | null, tabIndex: number, status: BusinessLawStatus, isChangedLaw: boolean, column: BusinessColumn | null, isBusinessContact: boolean, isApprover: boolean, isEditable: boolean, requirementCount: number, lawProcesses: Array<string>, notApplicableComment: string | null, notApplicableApproved: boolean | null, notApplicableById: string | null, updatedAt: string }> };

export type LawNotApplicableChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type LawNotApplicableChoicesQuery = { businessDashboard: { lawProcesses: Array<{ id: string, name: string }> }, businessLaws: { items: Array<{ id: string, businessLineId: string, businessLineName: string, regulatorId: string, regulator: string }> } };

export type DecideNotApplicableMutationVariables = Exact<{
  input: DecideNotApplicableInput;
}>;


export type DecideNotApplicableMutation = { decideNotApplicable: { message: string } };

export type BusinessGapsQueryVariables = Exact<{
  businessLineId?: string | number | null | undefined;
}>;


export type BusinessGapsQuery = { businessGaps: Array<{ businessLawId: string, requirementId: string, requirementNumber: string, requirement: string, status: BusinessRequirementStatus, noArtifact: boolean, targetCompletionDate: string | null, actualCompletionDate: string | null, regulator: string, section: string, businessLineName: string, isBusinessContact: boolean }> };

export type SetTargetCompletionDateMutationVariables = Exact<{
  input: RequirementDateInput;
}>;


export type SetTargetCompletionDateMutation = { setTargetCompletionDate: { message: string } };

export type AssessmentCopyQueryVariables = Exact<{
  businessLawId: string | number;
  artifactId: string | number;
}>;


export type AssessmentCopyQuery = { assessmentCopy: Array<{ questionId: string, answer: string, fromBusinessLawId: string }> };

export type SaveApproverCommentMutationVariables = Exact<{
  input: ApproverCommentInput;
}>;


export type SaveApproverCommentMutation = { saveApproverComment: { message: string } };

export type ChangeInLawWindowQueryVariables = Exact<{
  input: ChangedLawInput;
}>;


export type ChangeInLawWindowQuery = { changedLaw: { changeLawId: string, lawId: string, sectionId: string, lawDetailId: string, regulator: string, section: string, status: string, statusId: string, changeType: string, effectiveDate: string | null, summary: string, businessLines: Array<{ businessLineId: string, businessLineName: string, requirementCount: number, changedCount: number, submitted: boolean, decision: ChangeDecision | null, decisionComment: string | null, companyPolicy: string | null, decidedBy: string | null, decidedAt: string | null }> } };

export type UpdatedRequirementsQueryVariables = Exact<{
  input: ChangeLineInput;
}>;


export type UpdatedRequirementsQuery = { updatedRequirements: Array<{ id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> };

export type ChangeManagementChangeQueryVariables = Exact<{
  input: ChangedLawInput;
}>;


export type ChangeManagementChangeQuery = { changedLaw: { changeLawId: string, lawId: string, sectionId: string, lawDetailId: string, regulator: string, section: string, status: string, statusId: string, changeType: string, effectiveDate: string | null, summary: string, businessLines: Array<{ businessLineId: string, businessLineName: string, requirementCount: number, changedCount: number, submitted: boolean, decision: ChangeDecision | null, decisionComment: string | null, companyPolicy: string | null, decidedBy: string | null, decidedAt: string | null }> } };

export type ConfirmLawRequirementsRowsQueryVariables = Exact<{
  input: ChangeLineInput;
}>;


export type ConfirmLawRequirementsRowsQuery = { updatedRequirements: Array<{ id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> };

export type ProposedRequirementFieldsFragment = { requirementTypeId: number, submitted: boolean, id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean };

export type ProposedRequirementsQueryVariables = Exact<{
  input: ChangeLineInput;
}>;


export type ProposedRequirementsQuery = { updatedRequirements: Array<{ requirementTypeId: number, submitted: boolean, id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> };

export type ChangedLawQueueQueryVariables = Exact<{
  input?: ChangedLawQueueInput | null | undefined;
}>;


export type ChangedLawQueueQuery = { changedLawQueue: { totalCount: number, page: number, pageSize: number, items: Array<{ changeLawId: string, lawId: string, sectionId: string, lawDetailId: string, regulatorId: string, regulator: string, section: string, level1: string, changeTypeId: string, changeType: string, statusId: string, status: string, effectiveDate: string | null, summary: string, businessLineId: string, businessLineName: string, requirementCount: number, changedCount: number, edited: boolean, submitted: boolean, decision: ChangeDecision | null, decidedBy: string | null, decidedAt: string | null, tabIndex: number }>, regulators: Array<{ id: string, name: string }>, changeTypes: Array<{ id: string, name: string }> } };

export type AddUpdatedRequirementMutationVariables = Exact<{
  input: AddUpdatedRequirementInput;
}>;


export type AddUpdatedRequirementMutation = { addUpdatedRequirement: { message: string, requirements: Array<{ requirementTypeId: number, submitted: boolean, id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> } };

export type EditUpdatedRequirementMutationVariables = Exact<{
  changeLawId: string | number;
  businessLineId: string | number;
  input: EditUpdatedRequirementInput;
}>;


export type EditUpdatedRequirementMutation = { editUpdatedRequirement: { message: string, requirements: Array<{ requirementTypeId: number, submitted: boolean, id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> } };

export type RenumberUpdatedRequirementMutationVariables = Exact<{
  changeLawId: string | number;
  businessLineId: string | number;
  input: RenumberUpdatedRequirementInput;
}>;


export type RenumberUpdatedRequirementMutation = { renumberUpdatedRequirement: { message: string, requirements: Array<{ requirementTypeId: number, submitted: boolean, id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> } };

export type DeleteUpdatedRequirementMutationVariables = Exact<{
  input: ChangeLineInput;
  id: string | number;
}>;


export type DeleteUpdatedRequirementMutation = { deleteUpdatedRequirement: { message: string, requirements: Array<{ requirementTypeId: number, submitted: boolean, id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> } };

export type UndoUpdatedRequirementMutationVariables = Exact<{
  input: ChangeLineInput;
  id: string | number;
}>;


export type UndoUpdatedRequirementMutation = { undoUpdatedRequirement: { message: string, requirements: Array<{ requirementTypeId: number, submitted: boolean, id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> } };

export type SaveUpdatedRequirementsMutationVariables = Exact<{
  input: SaveUpdatedRequirementsInput;
}>;


export type SaveUpdatedRequirementsMutation = { saveUpdatedRequirements: { message: string, requirements: Array<{ requirementTypeId: number, submitted: boolean, id: string, requirementId: string | null, businessLineId: string, oldRequirementNumber: string | null, newRequirementNumber: string | null, oldRequirement: string | null, newRequirement: string | null, changeStatus: RequirementChangeStatus, edited: boolean }> } };

export type ChangeManagementIndustriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ChangeManagementIndustriesQuery = { industries: Array<{ id: string, name: string, businessLines: Array<{ id: string, industryId: string }> }> };

export type ClientChangeFieldsFragment = { id: string, clientId: string | null, clientName: string | null, sectionId: string, lawId: string, lawDetailId: string, section: string, regulator: string, businessLineId: string, businessLineName: string, companyProcessId: string, companyProcess: string, businessLawId: string | null, tabIndex: number | null, businessRequirementCount: number | null, status: string, changeSummary: string, assignedUser: string | null, submittedById: string | null, submittedBy: string | null, requirementCount: number, undecided: number };

export type AssessChangeQueryVariables = Exact<{
  businessLineId?: string | number | null | undefined;
  regulatorId?: string | number | null | undefined;
}>;


export type AssessChangeQuery = { changeManagementFilter: { statuses: Array<string>, businessLines: Array<{ id: string, name: string }>, regulators: Array<{ id: string, name: string }> }, changedLaws: Array<{ clientId: string | null, clientName: string | null, sectionId: string, lawId: string, section: string, regulator: string, businessLineId: string, businessLineName: string, changeSummary: string, processes: number, accepted: number }>, changeWorkQueue: Array<{ id: string, clientId: string | null, clientName: string | null, sectionId: string, lawId: string, lawDetailId: string, section: string, regulator: string, businessLineId: string, businessLineName: string, companyProcessId: string, companyProcess: string, businessLawId: string | null, tabIndex: number | null, businessRequirementCount: number | null, status: string, changeSummary: string, assignedUser: string | null, submittedById: string | null, submittedBy: string | null, requirementCount: number, undecided: number }>, changeAssessQueue: Array<{ id: string, clientId: string | null, clientName: string | null, sectionId: string, lawId: string, lawDetailId: string, section: string, regulator: string, businessLineId: string, businessLineName: string, companyProcessId: string, companyProcess: string, businessLawId: string | null, tabIndex: number | null, businessRequirementCount: number | null, status: string, changeSummary: string, assignedUser: string | null, submittedById: string | null, submittedBy: string | null, requirementCount: number, undecided: number }> };

export type ChangedLawProcessesQueryVariables = Exact<{
  sectionId: string | number;
  businessLineId: string | number;
}>;


export type ChangedLawProcessesQuery = { changedLawProcesses: Array<{ id: string, clientId: string | null, clientName: string | null, sectionId: string, lawId: string, lawDetailId: string, section: string, regulator: string, businessLineId: string, businessLineName: string, companyProcessId: string, companyProcess: string, businessLawId: string | null, tabIndex: number | null, businessRequirementCount: number | null, status: string, changeSummary: string, assignedUser: string | null, submittedById: string | null, submittedBy: string | null, requirementCount: number, undecided: number }> };

export type ClientChangeQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientChangeQuery = { clientChange: { change: { id: string, clientId: string | null, clientName: string | null, sectionId: string, lawId: string, lawDetailId: string, section: string, regulator: string, businessLineId: string, businessLineName: string, companyProcessId: string, companyProcess: string, businessLawId: string | null, tabIndex: number | null, businessRequirementCount: number | null, status: string, changeSummary: string, assignedUser: string | null, submittedById: string | null, submittedBy: string | null, requirementCount: number, undecided: number }, requirements: Array<{ id: string, requirementNumber: string, currentRequirement: string | null, proposedRequirement: string | null, changeStatus: string, decision: string, mappingStatus: string }>, processes: Array<{ id: string, name: string }> } };

export type RequirementSignaturesQueryVariables = Exact<{
  requirementChangeId: string | number;
}>;


export type RequirementSignaturesQuery = { requirementSignatures: { requirementChangeId: string, current: Array<{ id: string, name: string }>, updated: Array<{ id: string, name: string }> } };

export type UpdateProposedRequirementMutationVariables = Exact<{
  input: ProposedRequirementInput;
}>;


export type UpdateProposedRequirementMutation = { updateProposedRequirement: { message: string } };

export type SubmitChangesMutationVariables = Exact<{
  changeId: string | number;
}>;


export type SubmitChangesMutation = { submitChanges: { message: string } };

export type AcceptChangedLawMutationVariables = Exact<{
  changeId: string | number;
}>;


export type AcceptChangedLawMutation = { acceptChangedLaw: { message: string } };

export type SaveRequirementMappingMutationVariables = Exact<{
  requirementChangeId: string | number;
  companyProcessIds: Array<string | number> | string | number;
  submit: boolean;
}>;


export type SaveRequirementMappingMutation = { saveRequirementMapping: { message: string } };

export type TestingGraphsQueryVariables = Exact<{
  filter?: TestingGraphFilter | null | undefined;
}>;


export type TestingGraphsQuery = { groupPopulationGraph: Array<{ groupId: string, groupName: string, populationCount: number, exceptionLoans: number }>, testingTypeGraph: Array<{ id: string, name: string, passCount: number, exceptionCount: number, notApplicableCount: number }>, testingCategoryGraph: Array<{ id: string, name: string, passCount: number, exceptionCount: number, notApplicableCount: number }>, testingRegulatorGraph: Array<{ id: string, name: string, passCount: number, exceptionCount: number, notApplicableCount: number }>, testingExceptionsGraph: Array<{ id: string, name: string, passCount: number, exceptionCount: number, notApplicableCount: number }> };

export type TestingGraphFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type TestingGraphFiltersQuery = { loanLoads: Array<{ id: string, clientId: string | null, name: string, loadedOn: string, loansCount: number }>, clients: Array<{ id: string, name: string }>, groups: Array<{ id: string, kind: TestingListKind, name: string }> };

export type GroupPopulationLoansQueryVariables = Exact<{
  groupId: string | number;
  loanLoadId?: string | number | null | undefined;
  clientId?: string | number | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type GroupPopulationLoansQuery = { groupPopulationLoans: { totalCount: number, items: Array<{ id: string, loanNumber: string, borrowerName: string, product: string, state: string, loanAmount: number, originatedOn: string, loanLoadName: string, clientName: string | null, exceptionsCount: number }> } };

export type TestingListQueryVariables = Exact<{
  kind: TestingListKind;
}>;


export type TestingListQuery = { testingList: Array<{ id: string, kind: TestingListKind, name: string, description: string, rulesCount: number, version: number }> };

export type SaveTestingListRecordMutationVariables = Exact<{
  input: SaveTestingListRecordInput;
}>;


export type SaveTestingListRecordMutation = { saveTestingListRecord: { message: string, record: { id: string, kind: TestingListKind, name: string, version: number } } };

export type DeleteTestingListRecordMutationVariables = Exact<{
  kind: TestingListKind;
  id: string | number;
}>;


export type DeleteTestingListRecordMutation = { deleteTestingListRecord: { message: string } };

export type TestingRulesScreenQueryVariables = Exact<{
  filter?: TestingRuleFilter | null | undefined;
  groupId?: string | number | null | undefined;
}>;


export type TestingRulesScreenQuery = { testingRules: Array<{ id: string, ruleNumber: string, name: string, description: string, requirementNumber: string, groupName: string, typeName: string, categoryName: string, requirementCategoryName: string, regulatorName: string, isActive: boolean }>, requirementNumbers: Array<{ requirementNumber: string, testingRuleId: string, ruleNumber: string, requirementCategoryName: string }> };

export type TestingRuleFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type TestingRuleFiltersQuery = { groups: Array<{ id: string, kind: TestingListKind, name: string }>, types: Array<{ id: string, kind: TestingListKind, name: string }>, categories: Array<{ id: string, kind: TestingListKind, name: string }>, requirementCategories: Array<{ id: string, kind: TestingListKind, name: string }> };

export type ActionPlanFieldsFragment = { id: string, firstRunId: string, ruleNumber: string, ruleName: string, requirementNumber: string, groupName: string, loanLoadName: string, exceptionsCount: number, status: ActionPlanStatus, rootCause: string, actionPlan: string, ownerName: string, targetDate: string | null, version: number, assessedAt: string | null };

export type ActionPlanWorkQueueQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type ActionPlanWorkQueueQuery = { actionPlanWorkQueue: { totalCount: number, items: Array<{ id: string, firstRunId: string, ruleNumber: string, ruleName: string, requirementNumber: string, groupName: string, loanLoadName: string, exceptionsCount: number, status: ActionPlanStatus, rootCause: string, actionPlan: string, ownerName: string, targetDate: string | null, version: number, assessedAt: string | null }> } };

export type ActionPlanListQueryVariables = Exact<{
  status?: ActionPlanStatus | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ActionPlanListQuery = { actionPlans: { totalCount: number, items: Array<{ id: string, firstRunId: string, ruleNumber: string, ruleName: string, requirementNumber: string, groupName: string, loanLoadName: string, exceptionsCount: number, status: ActionPlanStatus, rootCause: string, actionPlan: string, ownerName: string, targetDate: string | null, version: number, assessedAt: string | null }> } };

export type SaveActionPlanAssessmentMutationVariables = Exact<{
  input: SaveActionPlanAssessmentInput;
}>;


export type SaveActionPlanAssessmentMutation = { saveActionPlanAssessment: { message: string, actionPlan: { id: string, firstRunId: string, ruleNumber: string, ruleName: string, requirementNumber: string, groupName: string, loanLoadName: string, exceptionsCount: number, status: ActionPlanStatus, rootCause: string, actionPlan: string, ownerName: string, targetDate: string | null, version: number, assessedAt: string | null } } };

export type RemediationRowFieldsFragment = { id: string, firstRunId: string, requirementId: string, requirementNumber: string, ruleNumber: string, ruleName: string, loanLoadId: string, loanLoadName: string, submittedDate: string, recordsCount: number, resultsCount: number, status: RemediationStatus, subStatus: RemediationSubStatus | null, comments: string, version: number, nextStatuses: Array<RemediationStatus> };

export type LoanRemediationQueueQueryVariables = Exact<{
  status?: RemediationStatus | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type LoanRemediationQueueQuery = { loanRemediationQueue: { totalCount: number, items: Array<{ id: string, firstRunId: string, requirementId: string, requirementNumber: string, ruleNumber: string, ruleName: string, loanLoadId: string, loanLoadName: string, submittedDate: string, recordsCount: number, resultsCount: number, status: RemediationStatus, subStatus: RemediationSubStatus | null, comments: string, version: number, nextStatuses: Array<RemediationStatus> }> } };

export type LoanRemediationDetailQueryVariables = Exact<{
  queueId: string | number;
  resultStatusId?: string | number | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type LoanRemediationDetailQuery = { loanRemediationLoans: { totalCount: number, items: Array<{ id: string, loanNumber: string, borrowerName: string, product: string, state: string, loanAmount: number, resultStatus: string, exceptionMessage: string }> }, remediationTasks: Array<{ id: string, title: string, description: string, ownerName: string, dueDate: string | null, status: string, version: number, evidence: Array<{ id: string, fileName: string, contentType: string, size: number, uploadedBy: string, uploadedAt: string }> }>, testResultStatuses: Array<{ id: string, name: string }> };

export type SaveLoanRemediationMutationVariables = Exact<{
  input: SaveLoanRemediationInput;
}>;


export type SaveLoanRemediationMutation = { saveLoanRemediation: { message: string, row: { id: string, firstRunId: string, requirementId: string, requirementNumber: string, ruleNumber: string, ruleName: string, loanLoadId: string, loanLoadName: string, submittedDate: string, recordsCount: number, resultsCount: number, status: RemediationStatus, subStatus: RemediationSubStatus | null, comments: string, version: number, nextStatuses: Array<RemediationStatus> } } };

export type DeleteRemediationEvidenceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRemediationEvidenceMutation = { deleteRemediationEvidence: { message: string } };

export type RemediationEvidenceDownloadMutationVariables = Exact<{
  id: string | number;
  queueId: string | number;
}>;


export type RemediationEvidenceDownloadMutation = { remediationEvidenceDownload: { download: { url: string } } };

export type SaveRemediationTaskMutationVariables = Exact<{
  input: SaveRemediationTaskInput;
}>;


export type SaveRemediationTaskMutation = { saveRemediationTask: { message: string, task: { id: string, status: string, version: number } } };

export type RemediationRuleChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type RemediationRuleChoicesQuery = { testingRules: Array<{ id: string, ruleNumber: string, name: string, groupName: string, isActive: boolean }> };

export type AddLoanToRemediationMutationVariables = Exact<{
  input: AddLoanToRemediationInput;
}>;


export type AddLoanToRemediationMutation = { addLoanToRemediation: { message: string, row: { id: string, firstRunId: string, requirementId: string, requirementNumber: string, ruleNumber: string, ruleName: string, loanLoadId: string, loanLoadName: string, submittedDate: string, recordsCount: number, resultsCount: number, status: RemediationStatus, subStatus: RemediationSubStatus | null, comments: string, version: number, nextStatuses: Array<RemediationStatus> } } };

export type ActionPlanCandidatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActionPlanCandidatesQuery = { actionPlanCandidates: Array<{ id: string, ruleNumber: string, ruleName: string, loanLoadName: string, resultsCount: number, status: RemediationStatus }> };

export type AddActionPlanMutationVariables = Exact<{
  input: AddActionPlanInput;
}>;


export type AddActionPlanMutation = { addActionPlan: { message: string, actionPlan: { id: string, firstRunId: string, ruleNumber: string, ruleName: string, requirementNumber: string, groupName: string, loanLoadName: string, exceptionsCount: number, status: ActionPlanStatus, rootCause: string, actionPlan: string, ownerName: string, targetDate: string | null, version: number, assessedAt: string | null } } };

export type DmuLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type DmuLookupsQuery = { dmuClients: Array<{ id: string, name: string }>, dmuSystems: Array<{ id: string, name: string }>, dmuAgrcCategories: Array<{ id: string, name: string, fields: Array<{ id: string, name: string }> }> };

export type DmuSystemQueryVariables = Exact<{
  systemId: string | number;
  clientId?: string | number | null | undefined;
}>;


export type DmuSystemQuery = { dmuDashboard: { totalAgrcFields: number, totalSystemFields: number, mappedAgrcSystemFields: number, agrcFieldsNotAvailable: number, notRequiredNotExpected: number, unmappedAgrcFieldsToSystemFields: number, totalMappedAgrcFields: number, groupMapped: number }, dmuSystemGroups: Array<{ id: string, name: string, categoryId: string | null, categoryName: string | null, fields: Array<{ id: string, name: string }> }>, dmuSystemDetailFilters: { types: Array<string>, screenNames: Array<string>, terms: Array<string>, systemGroups: Array<{ id: string, name: string }> } };

export type DmuMappingsQueryVariables = Exact<{
  filter: DmuMappingFilter;
  page?: PageInput | null | undefined;
}>;


export type DmuMappingsQuery = { dmuMappings: { totalCount: number, items: Array<{ id: string | null, clientId: string | null, systemId: string, category: string, agrcFields: string, agrcFieldIds: Array<string>, systemGroup: string, systemFields: string, systemFieldIds: Array<string>, status: DmuMappingStatus, version: number }> } };

export type DmuSystemDetailsQueryVariables = Exact<{
  filter: DmuSystemDetailFilter;
  page?: PageInput | null | undefined;
}>;


export type DmuSystemDetailsQuery = { dmuSystemDetails: { totalCount: number, items: Array<{ id: string, systemGroupName: string, systemFieldName: string, systemApiDataField: string, type: string, displayFormat: string, screenName: string, fieldDescription: string, systemPointFieldId: string, valueList: string, attribute: string, businessLogic: string, term: string }> } };

export type SaveDmuMappingMutationVariables = Exact<{
  input: SaveDmuMappingInput;
}>;


export type SaveDmuMappingMutation = { saveDmuMapping: { message: string, mapping: { id: string | null, status: DmuMappingStatus } | null } };

export type SaveDmuGroupMappingMutationVariables = Exact<{
  systemGroupId: string | number;
  categoryId?: string | number | null | undefined;
  clientId?: string | number | null | undefined;
}>;


export type SaveDmuGroupMappingMutation = { saveDmuGroupMapping: { message: string } };

export type ExtractReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExtractReportsQuery = { reports: Array<{ id: string, name: string, needsBusinessLine: boolean }> };

export type ExtractFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type ExtractFiltersQuery = { industries: Array<{ id: string, name: string, businessLines: Array<{ id: string, name: string, industryId: string }> }> };

export type ReportExtractQueryVariables = Exact<{
  input: ReportExtractInput;
}>;


export type ReportExtractQuery = { reportExtract: { fileName: string, columns: Array<string>, rows: Array<unknown>, totalCount: number, pageNumber: number, pageSize: number, message: string | null } };

export type GapsAndUpdatesQueryVariables = Exact<{ [key: string]: never; }>;


export type GapsAndUpdatesQuery = { gapsAndUpdates: Array<{ businessLawId: string, lawId: string, sectionId: string, lawDetailId: string, section: string, regulator: string, businessLineId: string, businessLineName: string, requirementId: string, requirementNumber: string, requirement: string, companyProcessId: string, companyProcess: string, targetCompletionDate: string | null, tabIndex: number, requirementCount: number, isSubmitted: boolean, actionPlanCount: number }>, gapsLists: { taskTypes: Array<{ id: string, name: string }>, taskStatuses: Array<{ id: string, name: string }>, evidenceTypes: Array<{ id: string, name: string }>, questionTypes: Array<{ id: string, name: string }> } };

export type GapWorkQueryVariables = Exact<{
  gap: GapRefInput;
}>;


export type GapWorkQuery = { gapsActionPlans: Array<{ id: string, taskTypeId: string, taskType: string, taskStatusId: string, taskStatus: string, evidenceTypeId: string | null, evidenceType: string | null, description: string, dueDate: string | null, stepFiles: Array<{ id: string, fileName: string, size: number }> }> };

export type SaveGapsActionPlanMutationVariables = Exact<{
  input: GapsActionPlanInput;
}>;


export type SaveGapsActionPlanMutation = { saveGapsActionPlan: { message: string, actionPlan: { id: string } } };

export type DeleteGapsActionPlanMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteGapsActionPlanMutation = { deleteGapsActionPlan: { message: string } };

export type SaveGapsListEntryMutationVariables = Exact<{
  kind: GapsListKind;
  name: string;
  id?: string | number | null | undefined;
}>;


export type SaveGapsListEntryMutation = { saveGapsListEntry: { message: string, entry: { id: string, name: string } } };

export type DeleteGapsListEntryMutationVariables = Exact<{
  kind: GapsListKind;
  id: string | number;
}>;


export type DeleteGapsListEntryMutation = { deleteGapsListEntry: { message: string } };

export type HmdaClientInfoGridQueryVariables = Exact<{
  reportingYear?: number | null | undefined;
  clientId?: string | number | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type HmdaClientInfoGridQuery = { hmdaClientInfo: { totalCount: number, items: Array<{ id: string, reportingYear: number, clientId: string, clientName: string, businessLineId: string, businessLineName: string, clientEntityId: string, entityName: string, federalAgencyId: string, federalAgencyName: string, isActive: boolean, version: number | null }> } };

export type SaveHmdaClientInfoMutationVariables = Exact<{
  input: SaveHmdaClientInfoInput;
}>;


export type SaveHmdaClientInfoMutation = { saveHmdaClientInfo: { message: string, action: HmdaSaveAction, clientInfo: { id: string } | null } };

export type HmdaEditReferenceFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type HmdaEditReferenceFiltersQuery = { hmdaEditReferenceFilters: { fieldGroups: Array<string>, fieldTypes: Array<string>, editSets: Array<string>, editTypes: Array<string>, editSubtypes: Array<string>, processes: Array<string>, systems: Array<{ id: string, name: string }> } };

export type HmdaEditReferencesGridQueryVariables = Exact<{
  filter?: HmdaEditReferenceFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type HmdaEditReferencesGridQuery = { hmdaEditReferences: { totalCount: number, items: Array<{ id: string, fieldGroup: string, fieldType: string, editSet: string, editType: string, editSubtype: string, editNumber: string, process: string, processItem: string, fieldItem: string, editMessage: string, editDescription: string, editResolution: string, isActive: boolean, version: number | null, systems: Array<{ id: string, name: string }> }> } };

export type SaveHmdaEditReferenceMutationVariables = Exact<{
  input: SaveHmdaEditReferenceInput;
}>;


export type SaveHmdaEditReferenceMutation = { saveHmdaEditReference: { message: string } };

export type HmdaFieldMasterGridQueryVariables = Exact<{
  filter?: HmdaEntityYearFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type HmdaFieldMasterGridQuery = { hmdaFieldMaster: { totalCount: number, items: Array<{ id: string, clientEntityId: string, entityName: string, reportingYear: number, azimuthFieldId: string, azimuthFieldName: string, fieldName: string, fieldType: HmdaFieldType, fieldLength: number | null, checkDigit: string, valueRequired: string, description: string, isActive: boolean, version: number | null }> } };

export type SaveHmdaFieldMasterMutationVariables = Exact<{
  input: SaveHmdaFieldMasterInput;
}>;


export type SaveHmdaFieldMasterMutation = { saveHmdaFieldMaster: { message: string, action: HmdaSaveAction, field: { id: string } | null } };

export type HmdaClientValuesGridQueryVariables = Exact<{
  filter?: HmdaEntityYearFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type HmdaClientValuesGridQuery = { hmdaClientValues: { totalCount: number, items: Array<{ id: string, clientEntityId: string, entityName: string, reportingYear: number, hmdaFieldMasterId: string, azimuthFieldName: string, fieldName: string, fieldType: HmdaFieldType, fieldLength: number | null, clientValue: string, hmdaValue: string, description: string, isActive: boolean, version: number | null }> } };

export type SaveHmdaClientValueMutationVariables = Exact<{
  input: SaveHmdaClientValueInput;
}>;


export type SaveHmdaClientValueMutation = { saveHmdaClientValue: { message: string, action: HmdaSaveAction } };

export type HmdaValidValuesGridQueryVariables = Exact<{
  filter?: HmdaEntityYearFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type HmdaValidValuesGridQuery = { hmdaValidValues: { totalCount: number, items: Array<{ id: string, clientEntityId: string, entityName: string, reportingYear: number, hmdaFieldMasterId: string, azimuthFieldName: string, fieldName: string, fieldType: HmdaFieldType, fieldLength: number | null, validValue: string, description: string, isActive: boolean, version: number | null }> } };

export type SaveHmdaValidValueMutationVariables = Exact<{
  input: SaveHmdaValidValueInput;
}>;


export type SaveHmdaValidValueMutation = { saveHmdaValidValue: { message: string, action: HmdaSaveAction } };

export type HmdaFieldOrderGridQueryVariables = Exact<{
  filter?: HmdaEntityYearFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type HmdaFieldOrderGridQuery = { hmdaFieldOrder: { totalCount: number, items: Array<{ id: string, clientEntityId: string, entityName: string, reportingYear: number, hmdaFieldMasterId: string, azimuthFieldName: string, fieldName: string, fieldType: HmdaFieldType, fieldLength: number | null, fieldOrder: number, isActive: boolean, version: number | null }> } };

export type SaveHmdaFieldOrderMutationVariables = Exact<{
  input: SaveHmdaFieldOrderInput;
}>;


export type SaveHmdaFieldOrderMutation = { saveHmdaFieldOrder: { message: string, action: HmdaSaveAction } };

export type HmdaLarFilesQueryVariables = Exact<{
  bankId?: string | number | null | undefined;
}>;


export type HmdaLarFilesQuery = { hmdaLarFiles: Array<{ id: string, bankName: string, year: number, utilityType: string, fileName: string, size: number, lei: string, quarter: string, recordCount: number, uploadedAt: string }> };

export type HmdaLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type HmdaLookupsQuery = { hmdaClients: Array<{ id: string, name: string }>, hmdaBusinessLines: Array<{ id: string, name: string }>, hmdaClientEntities: Array<{ id: string, name: string, clientId: string, clientName: string, businessLineId: string }> };

export type HmdaReportingYearsQueryVariables = Exact<{
  screen?: HmdaScreen | null | undefined;
}>;


export type HmdaReportingYearsQuery = { hmdaReportingYears: Array<number> };

export type HmdaFederalAgenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type HmdaFederalAgenciesQuery = { hmdaFederalAgencies: Array<{ id: string, code: string, name: string }> };

export type HmdaFieldsOfQueryVariables = Exact<{
  clientEntityId: string | number;
  reportingYear: number;
}>;


export type HmdaFieldsOfQuery = { hmdaFieldsOf: Array<{ id: string, azimuthFieldName: string, fieldName: string, fieldType: HmdaFieldType, fieldLength: number | null }> };

export type HmdaFieldMasterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type HmdaFieldMasterOptionsQuery = { hmdaCheckDigits: Array<string>, hmdaValueRequiredOptions: Array<string>, hmdaAzimuthFields: Array<{ id: string, name: string }> };

export type HmdaSystemOptionsQueryVariables = Exact<{
  isActive?: boolean | null | undefined;
}>;


export type HmdaSystemOptionsQuery = { hmdaSystems: Array<{ id: string, code: string, name: string, description: string, vendor: string, isActive: boolean, version: number | null }> };

export type ReplicateHmdaYearMutationVariables = Exact<{
  input: ReplicateHmdaYearInput;
}>;


export type ReplicateHmdaYearMutation = { replicateHmdaYear: { message: string, needsConfirmation: boolean, existingCount: number, sourceCount: number, copied: number, alreadyThere: number, missingField: number } };

export type ExportHmdaListMutationVariables = Exact<{
  input: ExportHmdaListInput;
}>;


export type ExportHmdaListMutation = { exportHmdaList: { message: string, download: { url: string } } };

export type SaveHmdaSystemMutationVariables = Exact<{
  input: SaveHmdaSystemInput;
}>;


export type SaveHmdaSystemMutation = { saveHmdaSystem: { message: string } };

export type HmdaDetailSystemsGridQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type HmdaDetailSystemsGridQuery = { hmdaDetailSystems: Array<{ id: string, clientId: string, clientName: string, systemId: string, systemCode: string, systemName: string, reportingYear: number, description: string, isActive: boolean, version: number | null }> };

export type SaveHmdaDetailSystemMutationVariables = Exact<{
  input: SaveHmdaDetailSystemInput;
}>;


export type SaveHmdaDetailSystemMutation = { saveHmdaDetailSystem: { message: string } };

export type DeleteHmdaDetailSystemMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHmdaDetailSystemMutation = { deleteHmdaDetailSystem: { message: string } };

export type HmdaBanksQueryVariables = Exact<{ [key: string]: never; }>;


export type HmdaBanksQuery = { hmdaBanks: Array<{ id: string, name: string, lei: string, federalAgency: string, city: string, state: string, isActive: boolean }> };

export type CompareLawsQueryVariables = Exact<{
  inputs: Array<LawDetailInput> | LawDetailInput;
}>;


export type CompareLawsQuery = { lawDetails: Array<{ lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string | null, businessLineId: string | null, status: SectionStatus, effectiveDate: string | null, lawText: string, categories: Array<string>, companyProcessNames: Array<string>, level1: string | null, level2: string | null, level3: string | null, level4: string | null, level5: string | null, level6: string | null, level7: string | null, level8: string | null, level9: string | null, level10: string | null, section: string, regulator: string, type: string | null, legalContact: string | null, azimuthProcesses: Array<{ id: string, name: string }> | null, companyProcesses: Array<{ id: string, name: string, businessProcessName: string | null }> | null } | null> };

export type HierarchySearchQueryVariables = Exact<{ [key: string]: never; }>;


export type HierarchySearchQuery = { industries: Array<{ id: string, name: string, businessLines: Array<{ id: string, name: string, industryId: string }> }> };

export type HierarchyRegulatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type HierarchyRegulatorsQuery = { regulators: Array<{ authority: Authority, regulators: Array<{ id: string, name: string, codeName: string | null, description: string | null }> }> };

export type HierarchyCategoriesQueryVariables = Exact<{
  input: CategoriesInput;
}>;


export type HierarchyCategoriesQuery = { categories: Array<{ id: string, name: string, description: string | null }> };

export type LawHierarchyResultFieldsFragment = { authority: Authority, regulator: string, regulatorId: string, codeName: string | null, levelHeader: string | null, levels: Array<{ level: number, text: string, hasChildren: boolean, sectionCount: number }>, sections: Array<{ lawId: string, sectionId: string, lawDetailId: string, section: string, sectionName: string, status: SectionStatus }> };

export type LawHierarchyQueryVariables = Exact<{
  filter: LawHierarchyFilterInput;
}>;


export type LawHierarchyQuery = { lawHierarchy: Array<{ authority: Authority, results: Array<{ authority: Authority, regulator: string, regulatorId: string, codeName: string | null, levelHeader: string | null, levels: Array<{ level: number, text: string, hasChildren: boolean, sectionCount: number }>, sections: Array<{ lawId: string, sectionId: string, lawDetailId: string, section: string, sectionName: string, status: SectionStatus }> }> }> };

export type LawHierarchyChildrenQueryVariables = Exact<{
  node: LawHierarchyNodeInput;
}>;


export type LawHierarchyChildrenQuery = { lawHierarchyChildren: { authority: Authority, results: Array<{ authority: Authority, regulator: string, regulatorId: string, codeName: string | null, levelHeader: string | null, levels: Array<{ level: number, text: string, hasChildren: boolean, sectionCount: number }>, sections: Array<{ lawId: string, sectionId: string, lawDetailId: string, section: string, sectionName: string, status: SectionStatus }> }> } };

export type LawDetailsPopupQueryVariables = Exact<{
  input: LawDetailInput;
}>;


export type LawDetailsPopupQuery = { lawDetail: { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string | null, businessLineId: string | null, status: SectionStatus, effectiveDate: string | null, lawText: string, categories: Array<string>, companyProcessNames: Array<string>, level1: string | null, level2: string | null, level3: string | null, level4: string | null, level5: string | null, level6: string | null, level7: string | null, level8: string | null, level9: string | null, level10: string | null, section: string, regulator: string, type: string | null, legalContact: string | null, azimuthProcesses: Array<{ id: string, name: string }> | null, companyProcesses: Array<{ id: string, name: string, businessProcessName: string | null }> | null } };

export type LawTextPopupQueryVariables = Exact<{
  input: LawTextInput;
}>;


export type LawTextPopupQuery = { lawText: { kind: LawTextKind, regulator: string, section: string, sections: Array<{ sectionId: string, section: string, sectionNumber: string | null, status: SectionStatus, details: string }>, change: { id: string, regulator: string, section: string, sectionStatus: SectionStatus, status: string | null, statusId: string | null, changeType: string | null, effectiveDate: string | null, summary: string | null, oldText: string | null, newText: string | null, levels: Array<{ level: number, oldText: string | null, newText: string | null, changed: boolean }>, subSectionList: Array<{ id: string, parentId: string | null, depth: number, indentPx: number, oldNumber: string | null, newNumber: string | null, oldText: string | null, newText: string | null }> } | null } };

export type CompleteLawDetailPopupQueryVariables = Exact<{
  input: CombinedLawTextInput;
}>;


export type CompleteLawDetailPopupQuery = { combinedLawText: { details: string, parent: { regulator: string, section: string, level1: string | null }, sections: Array<{ sectionId: string, section: string, status: SectionStatus }> } };

export type LinkToSourcePopupQueryVariables = Exact<{
  input: LinkToSourceInput;
}>;


export type LinkToSourcePopupQuery = { linkToSource: { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string | null, regulator: string, section: string, level1: string | null, lawName: string | null, citation: string | null, sourceUrl: string | null, sections: Array<{ sectionId: string, section: string, status: SectionStatus, hasSubSections: boolean }> } };

export type SourceSubSectionsQueryVariables = Exact<{
  input: SubSectionsInput;
}>;


export type SourceSubSectionsQuery = { subSectionList: Array<{ id: string, parentId: string | null, depth: number, name: string, hasSubSections: boolean }> };

export type RequirementDetailPopupQueryVariables = Exact<{
  id: string | number;
  type: RequirementDetailType;
}>;


export type RequirementDetailPopupQuery = { requirementDetail: { id: string, regulator: string | null, section: string | null, requirementNumber: string | null, requirement: string, lawText: string | null } };

export type SavedSearchPageQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type SavedSearchPageQuery = { savedSearchPage: { totalCount: number, items: Array<{ id: string, name: string, searchKey: string, createdAt: string }> } };

export type SaveSearchMutationVariables = Exact<{
  input: SaveSearchInput;
}>;


export type SaveSearchMutation = { saveSearch: { message: string | null, savedSearch: { id: string, name: string } } };

export type RenameSavedSearchMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameSavedSearchMutation = { renameSavedSearch: { message: string, savedSearch: { id: string, name: string } } };

export type DeleteSavedSearchMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSavedSearchMutation = { deleteSavedSearch: { id: string, message: string | null } };

export type CompareSavedSearchesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type CompareSavedSearchesQuery = { compareSavedSearches: { left: { id: string, name: string, createdAt: string }, right: { id: string, name: string, createdAt: string }, criteria: Array<{ label: string, left: string, right: string, differs: boolean }> } };

export type MapLawScreenQueryVariables = Exact<{
  lawIds: Array<string | number> | string | number;
}>;


export type MapLawScreenQuery = { industries: Array<{ id: string, name: string }>, mappingSections: Array<{ lawId: string, sectionId: string, lawDetailId: string, regulator: string, lawName: string, section: string, sectionStatus: string }> };

export type ProcessNodeFieldsFragment = { id: string, parentId: string | null, name: string, description: string | null, companyProcessId: string | null, childrenCount: number, mappedCount: number, isMatch: boolean };

export type ProcessHierarchiesQueryVariables = Exact<{
  variant?: HierarchyVariant | null | undefined;
}>;


export type ProcessHierarchiesQuery = { processHierarchies: Array<{ id: string, name: string, variant: HierarchyVariant, businessLineId: string, businessLineName: string, isPrimary: boolean, processCount: number }> };

export type ProcessNodesQueryVariables = Exact<{
  hierarchyId: string | number;
  parentId?: string | number | null | undefined;
}>;


export type ProcessNodesQuery = { processNodes: Array<{ id: string, parentId: string | null, name: string, description: string | null, companyProcessId: string | null, childrenCount: number, mappedCount: number, isMatch: boolean }> };

export type ProcessTreeQueryVariables = Exact<{
  hierarchyId: string | number;
}>;


export type ProcessTreeQuery = { processTree: Array<{ id: string, parentId: string | null, name: string, description: string | null, companyProcessId: string | null, childrenCount: number, mappedCount: number, isMatch: boolean }> };

export type SearchProcessNodesQueryVariables = Exact<{
  hierarchyId: string | number;
  search: string;
}>;


export type SearchProcessNodesQuery = { searchProcessNodes: Array<{ id: string, parentId: string | null, name: string, description: string | null, companyProcessId: string | null, childrenCount: number, mappedCount: number, isMatch: boolean }> };

export type ProcessHierarchyExportQueryVariables = Exact<{
  hierarchyId: string | number;
}>;


export type ProcessHierarchyExportQuery = { processHierarchyExport: Array<{ levels: Array<string>, description: string | null }> };

export type ProposedProcessesQueryVariables = Exact<{
  hierarchyId: string | number;
}>;


export type ProposedProcessesQuery = { proposedProcesses: Array<{ id: string, parentId: string | null, parentName: string | null, name: string, description: string | null, reason: string | null, proposedBy: string | null, proposedAt: string }> };

export type ProcessMappingQueryVariables = Exact<{
  nodeId: string | number;
}>;


export type ProcessMappingQuery = { processMapping: { nodeId: string, mapped: Array<{ sectionId: string, lawId: string, section: string, sectionName: string, regulator: string }>, available: Array<{ sectionId: string, lawId: string, section: string, sectionName: string, regulator: string }> } };

export type AddProcessNodeMutationVariables = Exact<{
  input: AddProcessNodeInput;
}>;


export type AddProcessNodeMutation = { addProcessNode: { message: string, node: { id: string, parentId: string | null, name: string, description: string | null, companyProcessId: string | null, childrenCount: number, mappedCount: number, isMatch: boolean } } };

export type UpdateProcessNodeMutationVariables = Exact<{
  input: UpdateProcessNodeInput;
}>;


export type UpdateProcessNodeMutation = { updateProcessNode: { message: string, node: { id: string, parentId: string | null, name: string, description: string | null, companyProcessId: string | null, childrenCount: number, mappedCount: number, isMatch: boolean } } };

export type ProcessDeletionPreviewQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ProcessDeletionPreviewQuery = { processDeletionPreview: { processCount: number, mappingCount: number, processes: Array<{ id: string, name: string, descendantCount: number, mappingCount: number, insideId: string | null }> } };

export type MoveProcessMutationVariables = Exact<{
  input: MoveProcessInput;
}>;


export type MoveProcessMutation = { moveProcess: { message: string, node: { id: string, parentId: string | null, name: string, description: string | null, companyProcessId: string | null, childrenCount: number, mappedCount: number, isMatch: boolean } } };

export type DeleteProcessNodesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteProcessNodesMutation = { deleteProcessNodes: { message: string } };

export type AcceptProposedProcessMutationVariables = Exact<{
  id: string | number;
}>;


export type AcceptProposedProcessMutation = { acceptProposedProcess: { message: string } };

export type DeleteProposedProcessMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProposedProcessMutation = { deleteProposedProcess: { message: string } };

export type SetPrimaryHierarchyMutationVariables = Exact<{
  hierarchyId?: string | number | null | undefined;
}>;


export type SetPrimaryHierarchyMutation = { setPrimaryHierarchy: { message: string, hierarchy: { id: string, isPrimary: boolean } } };

export type SubmitProcessMappingMutationVariables = Exact<{
  nodeId: string | number;
  sectionIds: Array<string | number> | string | number;
}>;


export type SubmitProcessMappingMutation = { submitProcessMapping: { message: string } };

export type DeleteProcessMappingMutationVariables = Exact<{
  nodeId: string | number;
  sectionId: string | number;
}>;


export type DeleteProcessMappingMutation = { deleteProcessMapping: { message: string } };

export type RemapProcessMappingsMutationVariables = Exact<{
  fromNodeId: string | number;
  toNodeId: string | number;
}>;


export type RemapProcessMappingsMutation = { remapProcessMappings: { message: string } };

export type RegisterUserMutationVariables = Exact<{
  input: RegisterUserInput;
}>;


export type RegisterUserMutation = { registerUser: { ok: boolean, message: string } };

export type RequestCustomPricingMutationVariables = Exact<{
  input: CustomPricingInput;
}>;


export type RequestCustomPricingMutation = { requestCustomPricing: { ok: boolean, message: string } };

export type SubscriptionPlanFieldsFragment = { productPlanId: string, planName: string, planPricing: number | null, totalUsers: number | null, customPricing: boolean };

export type SubscriptionProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionProductsQuery = { subscriptionProducts: Array<{ productId: string, productName: string, isChecked: boolean, durations: Array<{ name: string, billingPeriod: BillingPeriod | null, plans: Array<{ productPlanId: string, planName: string, planPricing: number | null, totalUsers: number | null, customPricing: boolean }> }> }> };

export type ReportFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportFilterOptionsQuery = { industries: Array<{ id: string, name: string, businessLines: Array<{ id: string, name: string, industryId: string }> }>, regulators: Array<{ authority: Authority, regulators: Array<{ id: string, name: string }> }>, changeTypes: Array<{ id: string, description: string }> };

export type GapReportQueryVariables = Exact<{
  filter?: CannedReportFilter | null | undefined;
}>;


export type GapReportQuery = { gapReport: { name: string, fileName: string, totalCount: number, rows: Array<{ id: string, businessLine: string, regulator: string, citation: string, section: string, requirementNumber: string, requirement: string, description: string, severity: string, status: string, owner: string, identifiedOn: string | null, targetDate: string | null, closedOn: string | null, overdue: boolean }> } };

export type RiskReportQueryVariables = Exact<{
  filter?: CannedReportFilter | null | undefined;
}>;


export type RiskReportQuery = { riskReport: { name: string, fileName: string, totalCount: number, rows: Array<{ businessLine: string, regulator: string, citation: string, section: string, sectionName: string, likelihood: number, impact: number, inherentRisk: string, residualRisk: string, ratedOn: string | null }> } };

export type ImpactReportQueryVariables = Exact<{
  filter?: CannedReportFilter | null | undefined;
}>;


export type ImpactReportQuery = { impactReport: { name: string, fileName: string, totalCount: number, rows: Array<{ id: string, regulator: string, citation: string, section: string, sectionName: string, changeType: string, status: string, effectiveDate: string | null, summary: string, businessLines: number, requirements: number, businessLaws: number }> } };

export type ImplementationStatusReportQueryVariables = Exact<{
  filter?: CannedReportFilter | null | undefined;
}>;


export type ImplementationStatusReportQuery = { implementationStatusReport: { name: string, fileName: string, totalCount: number, rows: Array<{ businessLineId: string, businessLine: string, open: number, draft: number, submitted: number, sentBack: number, approved: number, notApplicable: number, total: number }> } };

export type ArtifactTypeReportQueryVariables = Exact<{
  filter?: CannedReportFilter | null | undefined;
}>;


export type ArtifactTypeReportQuery = { artifactTypeReport: { name: string, fileName: string, totalCount: number, rows: Array<{ businessLine: string, artifactType: string, artifacts: number, mappedRequirements: number, laws: number }> } };

export type ReportClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportClientsQuery = { reportClients: Array<{ id: string, name: string }> };

export type ReportDashboardsQueryVariables = Exact<{
  screen: ReportScreen;
  clientId?: string | number | null | undefined;
}>;


export type ReportDashboardsQuery = { reportDashboards: { screen: ReportScreen, reportOrigin: string, loadWaitMs: number, tokenExpiresAt: string, client: { id: string, name: string } | null, dashboards: Array<{ id: string, name: string, embedPath: string }> } | null };

export type SubmitReportErrorMutationVariables = Exact<{
  screen: ReportScreen;
  input: ReportErrorInput;
}>;


export type SubmitReportErrorMutation = { submitReportError: { message: string, title: string, hiddenDashboardId: string | null } };

export type LegalDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type LegalDashboardQuery = { legalDashboard: { pendingCount: number, totalCount: number, steps: Array<{ key: string, label: string, tabIndex: number, pending: number, draft: number, completed: number, total: number, laws: Array<{ lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string, businessLineId: string, businessLineName: string, regulator: string, section: string, level1: string, tabIndex: number, step: string, status: WorkflowStatus, submitFlag: number, isLawyer: boolean, isApprover: boolean, sentBack: boolean, sendBackComment: string | null, sentBackBy: string | null, sentBackAt: string | null, submittedAt: string | null, submittedById: string | null, approvedBy: string | null, approvedAt: string | null, updatedAt: string, requirementCount: number, draftCount: number, column: LegalColumn, lawyer: { id: string, name: string }, approver: { id: string, name: string } | null }> }> } };

export type WorkflowLawFieldsFragment = { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string, businessLineId: string, businessLineName: string, regulator: string, section: string, level1: string, tabIndex: number, step: string, status: WorkflowStatus, submitFlag: number, isLawyer: boolean, isApprover: boolean, sentBack: boolean, sendBackComment: string | null, sentBackBy: string | null, sentBackAt: string | null, submittedAt: string | null, submittedById: string | null, approvedBy: string | null, approvedAt: string | null, updatedAt: string, requirementCount: number, draftCount: number, column: LegalColumn, lawyer: { id: string, name: string }, approver: { id: string, name: string } | null };

export type LawWorkflowStateQueryVariables = Exact<{
  input: SectionWorkflowInput;
}>;


export type LawWorkflowStateQuery = { lawWorkflow: { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string, businessLineId: string, businessLineName: string, regulator: string, section: string, level1: string, tabIndex: number, step: string, status: WorkflowStatus, submitFlag: number, isLawyer: boolean, isApprover: boolean, sentBack: boolean, sendBackComment: string | null, sentBackBy: string | null, sentBackAt: string | null, submittedAt: string | null, submittedById: string | null, approvedBy: string | null, approvedAt: string | null, updatedAt: string, requirementCount: number, draftCount: number, column: LegalColumn, history: Array<{ action: string, detail: string, userName: string | null, at: string }>, lawyer: { id: string, name: string }, approver: { id: string, name: string } | null } };

export type QuickSearchRequirementsQueryVariables = Exact<{
  input: SectionWorkflowInput;
}>;


export type QuickSearchRequirementsQuery = { quickSearchRequirements: Array<{ id: string, requirementNumber: string, requirement: string, requirementType: RequirementType, isApplicable: boolean, processes: Array<string>, products: Array<string>, categories: Array<string>, institutionTypes: Array<string> }> };

export type RequirementTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type RequirementTypesQuery = { requirementTypes: Array<{ id: number, type: RequirementType, name: string, description: string }> };

export type RequirementLawTextTreeQueryVariables = Exact<{
  sectionId: string | number;
}>;


export type RequirementLawTextTreeQuery = { subSectionList: Array<{ id: string, parentId: string | null, depth: number, name: string, sectionId: string, hasSubSections: boolean }> };

export type RequirementSubSectionTextQueryVariables = Exact<{
  subSectionId: string | number;
}>;


export type RequirementSubSectionTextQuery = { subSectionText: { text: string } };

export type CreateRequirementMutationVariables = Exact<{
  input: CreateRequirementInput;
}>;


export type CreateRequirementMutation = { createRequirement: { message: string, requirement: { id: string, requirementNumber: string, requirement: string, requirementType: RequirementType, requirementTypeId: number, isApplicable: boolean, isSubmitted: boolean, status: RequirementStatus, lawId: string, sectionId: string, businessLineId: string, subSectionIds: Array<string>, version: number, updatedBy: string | null, updatedAt: string | null } } };

export type UpdateRequirementMutationVariables = Exact<{
  input: UpdateRequirementInput;
}>;


export type UpdateRequirementMutation = { updateRequirement: { message: string, requirement: { id: string, requirementNumber: string, requirement: string, requirementType: RequirementType, requirementTypeId: number, isApplicable: boolean, isSubmitted: boolean, status: RequirementStatus, lawId: string, sectionId: string, businessLineId: string, subSectionIds: Array<string>, version: number, updatedBy: string | null, updatedAt: string | null } } };

export type DeleteRequirementsMutationVariables = Exact<{
  input: DeleteRequirementsInput;
}>;


export type DeleteRequirementsMutation = { deleteRequirements: { message: string, requirements: Array<{ id: string, requirementNumber: string, requirement: string, requirementType: RequirementType, requirementTypeId: number, isApplicable: boolean, isSubmitted: boolean, status: RequirementStatus, lawId: string, sectionId: string, businessLineId: string, subSectionIds: Array<string>, version: number, updatedBy: string | null, updatedAt: string | null }> } };

export type SetRequirementsApplicableMutationVariables = Exact<{
  input: SetRequirementsApplicableInput;
}>;


export type SetRequirementsApplicableMutation = { setRequirementsApplicable: { message: string, requirements: Array<{ id: string, requirementNumber: string, requirement: string, requirementType: RequirementType, requirementTypeId: number, isApplicable: boolean, isSubmitted: boolean, status: RequirementStatus, lawId: string, sectionId: string, businessLineId: string, subSectionIds: Array<string>, version: number, updatedBy: string | null, updatedAt: string | null }> } };

export type AcceptLawRequirementsMutationVariables = Exact<{
  input: AcceptLawRequirementsInput;
}>;


export type AcceptLawRequirementsMutation = { acceptLawRequirements: { message: string, law: { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string, businessLineId: string, businessLineName: string, regulator: string, section: string, level1: string, tabIndex: number, step: string, status: WorkflowStatus, submitFlag: number, isLawyer: boolean, isApprover: boolean, sentBack: boolean, sendBackComment: string | null, sentBackBy: string | null, sentBackAt: string | null, submittedAt: string | null, submittedById: string | null, approvedBy: string | null, approvedAt: string | null, updatedAt: string, requirementCount: number, draftCount: number, column: LegalColumn, lawyer: { id: string, name: string }, approver: { id: string, name: string } | null } } };

export type SaveRequirementDraftMutationVariables = Exact<{
  input: SaveRequirementDraftInput;
}>;


export type SaveRequirementDraftMutation = { saveRequirementDraft: { message: string, law: { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string, businessLineId: string, businessLineName: string, regulator: string, section: string, level1: string, tabIndex: number, step: string, status: WorkflowStatus, submitFlag: number, isLawyer: boolean, isApprover: boolean, sentBack: boolean, sendBackComment: string | null, sentBackBy: string | null, sentBackAt: string | null, submittedAt: string | null, submittedById: string | null, approvedBy: string | null, approvedAt: string | null, updatedAt: string, requirementCount: number, draftCount: number, column: LegalColumn, lawyer: { id: string, name: string }, approver: { id: string, name: string } | null } } };

export type ApproveLawSectionMutationVariables = Exact<{
  input: SectionWorkflowInput;
}>;


export type ApproveLawSectionMutation = { approveLawSection: { message: string, law: { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string, businessLineId: string, businessLineName: string, regulator: string, section: string, level1: string, tabIndex: number, step: string, status: WorkflowStatus, submitFlag: number, isLawyer: boolean, isApprover: boolean, sentBack: boolean, sendBackComment: string | null, sentBackBy: string | null, sentBackAt: string | null, submittedAt: string | null, submittedById: string | null, approvedBy: string | null, approvedAt: string | null, updatedAt: string, requirementCount: number, draftCount: number, column: LegalColumn, lawyer: { id: string, name: string }, approver: { id: string, name: string } | null } } };

export type SendBackLawSectionMutationVariables = Exact<{
  input: SendBackLawSectionInput;
}>;


export type SendBackLawSectionMutation = { sendBackLawSection: { message: string, law: { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string, businessLineId: string, businessLineName: string, regulator: string, section: string, level1: string, tabIndex: number, step: string, status: WorkflowStatus, submitFlag: number, isLawyer: boolean, isApprover: boolean, sentBack: boolean, sendBackComment: string | null, sentBackBy: string | null, sentBackAt: string | null, submittedAt: string | null, submittedById: string | null, approvedBy: string | null, approvedAt: string | null, updatedAt: string, requirementCount: number, draftCount: number, column: LegalColumn, lawyer: { id: string, name: string }, approver: { id: string, name: string } | null } } };

export type ClearSendBackCommentMutationVariables = Exact<{
  input: SectionWorkflowInput;
}>;


export type ClearSendBackCommentMutation = { clearSendBackComment: { message: string, law: { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string, businessLineId: string, businessLineName: string, regulator: string, section: string, level1: string, tabIndex: number, step: string, status: WorkflowStatus, submitFlag: number, isLawyer: boolean, isApprover: boolean, sentBack: boolean, sendBackComment: string | null, sentBackBy: string | null, sentBackAt: string | null, submittedAt: string | null, submittedById: string | null, approvedBy: string | null, approvedAt: string | null, updatedAt: string, requirementCount: number, draftCount: number, column: LegalColumn, lawyer: { id: string, name: string }, approver: { id: string, name: string } | null } } };

export type RequirementLawDetailQueryVariables = Exact<{
  input: LawDetailInput;
}>;


export type RequirementLawDetailQuery = { lawDetail: { lawId: string, sectionId: string, lawDetailId: string, lawInventoryId: string | null, businessLineId: string | null, status: SectionStatus, effectiveDate: string | null, lawText: string, categories: Array<string>, companyProcessNames: Array<string>, level1: string | null, level2: string | null, level3: string | null, level4: string | null, level5: string | null, level6: string | null, level7: string | null, level8: string | null, level9: string | null, level10: string | null, section: string, regulator: string, type: string | null, legalContact: string | null, azimuthProcesses: Array<{ id: string, name: string }> | null, companyProcesses: Array<{ id: string, name: string, businessProcessName: string | null }> | null } };

export type RiskAssessmentFieldsFragment = { id: string, companyProcessId: string, companyProcess: string, frequencyId: string, frequency: string, startDate: string, endDate: string, status: RiskAssessmentStatus, approverComment: string | null, respondentName: string | null, approverName: string | null, canDecide: boolean, submittedById: string | null, clientId: string | null, canEdit: boolean, updatedAt: string };

export type RiskAssessmentLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type RiskAssessmentLookupsQuery = { riskAssessmentLookups: { companyProcesses: Array<{ id: string, name: string, businessLine: string }>, frequencies: Array<{ id: string, name: string, months: number, isActive: boolean }>, questionTypes: Array<{ id: string, name: string, hasOptions: boolean, inputKind: RiskQuestionInputKind }>, headers: Array<{ id: string, name: string, order: number }>, clients: Array<{ id: string, name: string }> }, riskAssessments: Array<{ id: string, companyProcessId: string, companyProcess: string, frequencyId: string, frequency: string, startDate: string, endDate: string, status: RiskAssessmentStatus, approverComment: string | null, respondentName: string | null, approverName: string | null, canDecide: boolean, submittedById: string | null, clientId: string | null, canEdit: boolean, updatedAt: string }> };

export type RiskQuestionnaireQueryVariables = Exact<{
  selection: QuestionnaireSelectionInput;
}>;


export type RiskQuestionnaireQuery = { riskQuestionnaire: { stage: RiskStage, assessment: { id: string, companyProcessId: string, companyProcess: string, frequencyId: string, frequency: string, startDate: string, endDate: string, status: RiskAssessmentStatus, approverComment: string | null, respondentName: string | null, approverName: string | null, canDecide: boolean, submittedById: string | null, clientId: string | null, canEdit: boolean, updatedAt: string } | null, headers: Array<{ id: string, name: string, questions: Array<{ id: string, question: string, questionType: string, inputKind: RiskQuestionInputKind, options: Array<string>, isRequired: boolean, values: Array<string>, files: Array<{ id: string, fileName: string, size: number }> }> }>, employees: Array<{ id: string, name: string, email: string }> } };

export type RiskAssessmentHistoryQueryVariables = Exact<{
  assessmentId: string | number;
}>;


export type RiskAssessmentHistoryQuery = { riskAssessmentHistory: Array<{ id: string, action: string, detail: string, userName: string | null, at: string }> };

export type RiskQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RiskQuestionsQuery = { riskQuestions: Array<{ id: string, headerId: string, header: string, question: string, questionTypeId: string, questionType: string, inputKind: RiskQuestionInputKind, options: Array<string>, gapOptions: Array<string>, isRequired: boolean, isActive: boolean, order: number }> };

export type SaveRiskAnswersMutationVariables = Exact<{
  input: RiskAnswersInput;
}>;


export type SaveRiskAnswersMutation = { saveRiskAnswers: { message: string, assessmentId: string } };

export type SubmitRiskAnswersMutationVariables = Exact<{
  input: RiskAnswersInput;
}>;


export type SubmitRiskAnswersMutation = { submitRiskAnswers: { message: string, assessmentId: string } };

export type ApproveRiskAssessmentMutationVariables = Exact<{
  input: DecideRiskAssessmentInput;
}>;


export type ApproveRiskAssessmentMutation = { approveRiskAssessment: { ok: boolean, message: string } };

export type SendBackRiskAssessmentMutationVariables = Exact<{
  input: DecideRiskAssessmentInput;
}>;


export type SendBackRiskAssessmentMutation = { sendBackRiskAssessment: { ok: boolean, message: string } };

export type RiskQuestionFileDownloadMutationVariables = Exact<{
  fileId: string | number;
  assessmentId: string | number;
}>;


export type RiskQuestionFileDownloadMutation = { riskQuestionFileDownload: { download: { url: string } } };

export type DeleteRiskQuestionFileMutationVariables = Exact<{
  fileId: string | number;
}>;


export type DeleteRiskQuestionFileMutation = { deleteRiskQuestionFile: { ok: boolean, message: string } };

export type SaveRiskFrequencyMutationVariables = Exact<{
  input: SaveRiskFrequencyInput;
}>;


export type SaveRiskFrequencyMutation = { saveRiskFrequency: { message: string, frequency: { id: string } } };

export type SaveRiskQuestionHeaderMutationVariables = Exact<{
  input: SaveRiskQuestionHeaderInput;
}>;


export type SaveRiskQuestionHeaderMutation = { saveRiskQuestionHeader: { message: string, header: { id: string } } };

export type SaveRiskQuestionMutationVariables = Exact<{
  input: SaveRiskQuestionInput;
}>;


export type SaveRiskQuestionMutation = { saveRiskQuestion: { message: string, question: { id: string } } };

export type UpdateRiskQuestionOrderMutationVariables = Exact<{
  rows: Array<RiskQuestionOrderInput> | RiskQuestionOrderInput;
}>;


export type UpdateRiskQuestionOrderMutation = { updateRiskQuestionOrder: { ok: boolean, message: string } };

export type RiskParameterFieldsFragment = { id: string, parentId: string | null, name: string, description: string, weight: number, order: number, isSubParameter: boolean, isActive: boolean };

export type RiskRatingScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type RiskRatingScreenQuery = { riskParameters: Array<{ id: string, parentId: string | null, name: string, description: string, weight: number, order: number, isSubParameter: boolean, isActive: boolean, subParameters: Array<{ id: string, parentId: string | null, name: string, description: string, weight: number, order: number, isSubParameter: boolean, isActive: boolean }> }>, riskLevels: Array<{ id: string, name: string, minScore: number, maxScore: number, color: string, isActive: boolean }>, riskRatingLookups: { companyProcesses: Array<{ id: string, name: string, businessLine: string }>, questionTypes: Array<{ id: string, name: string, hasOptions: boolean, inputKind: RiskQuestionInputKind, isBuiltIn: boolean, questionsCount: number, version: number }>, clients: Array<{ id: string, name: string }> } };

export type RiskManualArtifactsQueryVariables = Exact<{
  companyProcessId: string | number;
  clientId?: string | number | null | undefined;
}>;


export type RiskManualArtifactsQuery = { riskManualArtifacts: Array<{ name: string, artifactType: string, ratings: Array<{ parameterId: string, parameter: string, levelId: string, level: string, score: number, comment: string, ratedBy: string | null, ratedAt: string }> }> };

export type SaveRiskParameterMutationVariables = Exact<{
  input: SaveRiskParameterInput;
}>;


export type SaveRiskParameterMutation = { saveRiskParameter: { message: string, parameter: { id: string, parentId: string | null, name: string, description: string, weight: number, order: number, isSubParameter: boolean, isActive: boolean } } };

export type UpdateRiskParameterOrderMutationVariables = Exact<{
  rows: Array<RiskParameterOrderInput> | RiskParameterOrderInput;
}>;


export type UpdateRiskParameterOrderMutation = { updateRiskParameterOrder: { ok: boolean, message: string } };

export type SaveRiskLevelMutationVariables = Exact<{
  input: SaveRiskLevelInput;
}>;


export type SaveRiskLevelMutation = { saveRiskLevel: { message: string, level: { id: string } } };

export type SubmitManualRiskRatingMutationVariables = Exact<{
  input: ManualRiskRatingInput;
}>;


export type SubmitManualRiskRatingMutation = { submitManualRiskRating: { ok: boolean, message: string } };

export type SaveRiskQuestionTypeMutationVariables = Exact<{
  input: SaveRiskQuestionTypeInput;
}>;


export type SaveRiskQuestionTypeMutation = { saveRiskQuestionType: { message: string, questionType: { id: string, name: string, version: number } } };

export type DeleteRiskQuestionTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRiskQuestionTypeMutation = { deleteRiskQuestionType: { message: string } };

export type RiskReportLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type RiskReportLookupsQuery = { riskReportLookups: { companyProcesses: Array<{ id: string, name: string, businessLineId: string, businessLine: string }>, frequencies: Array<{ id: string, name: string }>, clients: Array<{ id: string, name: string }> }, riskSavedSearches: Array<{ id: string, name: string, createdAt: string, filter: { kind: RiskReportKind | null, businessLineId: string | null, companyProcessId: string | null, frequencyId: string | null, startDate: string | null, endDate: string | null } }> };

export type RiskRatingReportQueryVariables = Exact<{
  kind: RiskReportKind;
  filter?: RiskReportFilterInput | null | undefined;
}>;


export type RiskRatingReportQuery = { riskRatingReport: { kind: RiskReportKind, title: string, totalCount: number, columns: Array<{ key: string, label: string, numeric: boolean }>, rows: Array<{ cells: Array<string> }>, chart: { title: string, kind: RiskChartKind, series: Array<string>, points: Array<{ label: string, values: Array<number> }> } } };

export type SaveRiskSearchMutationVariables = Exact<{
  input: SaveRiskSearchInput;
}>;


export type SaveRiskSearchMutation = { saveRiskSearch: { message: string, search: { id: string } } };

export type DeleteRiskSearchMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRiskSearchMutation = { deleteRiskSearch: { ok: boolean, message: string } };

export type InboxCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxCountsQuery = { inboxCounts: Array<{ menuId: string, routerLink: string | null, count: number }> };

export type ClientFilterMappingsGridQueryVariables = Exact<{
  filter?: ValidatorListFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ClientFilterMappingsGridQuery = { clientFilterMappings: { totalCount: number, items: Array<{ id: string, testId: string, testNumber: string, testName: string, businessLineId: string, businessLineName: string, testRuleId: string, testRule: string, messageType: string, ruleMessageId: string, testOrder: number, azimuthMessage: string, customMessage: string | null, isCustomMessage: boolean, status: string | null, statusId: string | null, isActive: boolean, clientId: string | null, clientName: string | null, version: number }> } };

export type SaveClientFilterMappingMutationVariables = Exact<{
  input: SaveClientFilterMappingInput;
}>;


export type SaveClientFilterMappingMutation = { saveClientFilterMapping: { message: string, deleted: boolean, mapping: { id: string } | null } };

export type DeleteClientFilterMappingMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteClientFilterMappingMutation = { deleteClientFilterMapping: { id: string, message: string } };

export type ValidatorClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type ValidatorClientsQuery = { validatorClients: Array<{ id: string, name: string }> };

export type ValidatorBusinessLinesQueryVariables = Exact<{ [key: string]: never; }>;


export type ValidatorBusinessLinesQuery = { industries: Array<{ id: string, name: string, businessLines: Array<{ id: string, name: string }> }> };

export type MessageTypeOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MessageTypeOptionsQuery = { messageTypes: { totalCount: number, items: Array<{ id: string, messageType: string, isClient: boolean, clientName: string | null }> } };

export type TestRuleOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestRuleOptionsQuery = { testRules: { totalCount: number, items: Array<{ id: string, testRuleId: string, testRuleDescription: string, messageType: string, isTestType: boolean }> } };

export type AzimuthMessageSearchQueryVariables = Exact<{
  search: string;
  first: number;
}>;


export type AzimuthMessageSearchQuery = { azimuthMessages: { totalCount: number, items: Array<{ id: string, message: string }> } };

export type MappedTestRulesQueryVariables = Exact<{
  businessLineId?: string | number | null | undefined;
}>;


export type MappedTestRulesQuery = { mappedTestRules: Array<{ id: string, testRuleId: string, testRuleDescription: string, messageType: string, isTestType: boolean, messageCount: number | null }> };

export type RuleMessagesOfRuleQueryVariables = Exact<{
  testRuleId: string | number;
  businessLineId?: string | number | null | undefined;
}>;


export type RuleMessagesOfRuleQuery = { testRuleMessagesOfRule: Array<{ id: string, azimuthMessage: string, ruleMessageId: string }> };

export type TestFilterResultStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestFilterResultStatusesQuery = { testFilterResultStatuses: Array<{ id: string, name: string }> };

export type FilterTestsQueryVariables = Exact<{
  businessLineId?: string | number | null | undefined;
  isMapped: boolean;
}>;


export type FilterTestsQuery = { filterTests: Array<{ id: string, testNumber: string, testName: string, businessLineId: string }> };

export type ValidatorEntitiesQueryVariables = Exact<{
  businessLineId?: string | number | null | undefined;
}>;


export type ValidatorEntitiesQuery = { validatorEntities: Array<{ id: string, name: string, tableName: string }> };

export type EntityFieldsQueryVariables = Exact<{
  entityId: string | number;
  testId?: string | number | null | undefined;
}>;


export type EntityFieldsQuery = { entityFields: Array<{ id: string, fieldName: string }> };

export type ExportValidatorGridMutationVariables = Exact<{
  input: ExportValidatorGridInput;
}>;


export type ExportValidatorGridMutation = { exportValidatorGrid: { message: string, download: { ticket: string, url: string, expiresAt: string } } };

export type MessageTypesGridQueryVariables = Exact<{
  filter?: ValidatorListFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type MessageTypesGridQuery = { messageTypes: { totalCount: number, items: Array<{ id: string, messageType: string, description: string, isClient: boolean, clientId: string | null, clientName: string | null, isActive: boolean, version: number }> } };

export type SaveMessageTypeMutationVariables = Exact<{
  input: SaveMessageTypeInput;
}>;


export type SaveMessageTypeMutation = { saveMessageType: { message: string, deleted: boolean, messageType: { id: string } | null } };

export type DeleteMessageTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMessageTypeMutation = { deleteMessageType: { id: string, message: string } };

export type TestFilterFieldsGridQueryVariables = Exact<{
  filter?: ValidatorListFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type TestFilterFieldsGridQuery = { testFilterFields: { totalCount: number, items: Array<{ id: string, testFilterMappingId: string, testId: string, testNumber: string, businessLineId: string, testRuleId: string, testRule: string, entityId: string, entityName: string, tableName: string, fieldId: string, fieldName: string, isValidationRequired: boolean, isActive: boolean, version: number }> } };

export type SaveTestFilterFieldMutationVariables = Exact<{
  input: SaveTestFilterFieldInput;
}>;


export type SaveTestFilterFieldMutation = { saveTestFilterField: { message: string, deleted: boolean, testFilterField: { id: string } | null } };

export type DeleteTestFilterFieldMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTestFilterFieldMutation = { deleteTestFilterField: { id: string, message: string } };

export type TestFilterMappingsGridQueryVariables = Exact<{
  filter?: ValidatorListFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type TestFilterMappingsGridQuery = { testFilterMappings: { totalCount: number, items: Array<{ id: string, testId: string, testNumber: string, testName: string, businessLineId: string, businessLineName: string, testRuleId: string, testRule: string, messageType: string, ruleMessageId: string, testOrder: number, azimuthMessage: string, customMessage: string | null, isCustomMessage: boolean, status: string | null, statusId: string | null, isActive: boolean, clientId: string | null, clientName: string | null, version: number }> } };

export type FilterMappingRowFragment = { id: string, testId: string, testNumber: string, testName: string, businessLineId: string, businessLineName: string, testRuleId: string, testRule: string, messageType: string, ruleMessageId: string, testOrder: number, azimuthMessage: string, customMessage: string | null, isCustomMessage: boolean, status: string | null, statusId: string | null, isActive: boolean, clientId: string | null, clientName: string | null, version: number };

export type SaveTestFilterMappingsMutationVariables = Exact<{
  input: SaveTestFilterMappingsInput;
}>;


export type SaveTestFilterMappingsMutation = { saveTestFilterMappings: { message: string, counts: { inserted: number, updated: number, deleted: number, notInsertedDuplicates: number, notDeletedMapped: number, notUpdatedInvalid: number } } };

export type DeleteTestFilterMappingMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTestFilterMappingMutation = { deleteTestFilterMapping: { id: string, message: string } };

export type ReorderTestFilterMappingsMutationVariables = Exact<{
  input: ReorderTestFilterMappingsInput;
}>;


export type ReorderTestFilterMappingsMutation = { reorderTestFilterMappings: { message: string, counts: { updated: number } } };

export type TestRuleMessagesGridQueryVariables = Exact<{
  filter?: ValidatorListFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type TestRuleMessagesGridQuery = { testRuleMessages: { totalCount: number, items: Array<{ id: string, businessLineId: string, businessLineName: string, testRuleId: string, testRule: string, ruleMessageId: string, azimuthMessage: string, ruleMessageLogic: string, messageType: string | null, isActive: boolean, isMapped: boolean, isAssigned: boolean, version: number }> } };

export type SaveTestRuleMessageMutationVariables = Exact<{
  input: SaveTestRuleMessageInput;
}>;


export type SaveTestRuleMessageMutation = { saveTestRuleMessage: { message: string, deleted: boolean, testRuleMessage: { id: string } | null } };

export type DeleteTestRuleMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTestRuleMessageMutation = { deleteTestRuleMessage: { id: string, message: string } };

export type TestRulesGridQueryVariables = Exact<{
  filter?: ValidatorListFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type TestRulesGridQuery = { testRules: { totalCount: number, items: Array<{ id: string, testRuleId: string, testRuleDescription: string, messageTypeId: string, messageType: string, result: TestRuleResult, isActive: boolean, version: number }> } };

export type SaveTestRuleMutationVariables = Exact<{
  input: SaveTestRuleInput;
}>;


export type SaveTestRuleMutation = { saveTestRule: { message: string, deleted: boolean, testRule: { id: string, testRuleId: string } | null } };

export type DeleteTestRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTestRuleMutation = { deleteTestRule: { id: string, message: string } };

export type HeaderApprovalsQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderApprovalsQuery = { headerChangesAwaitingApproval: Array<{ id: string, entityId: string, entityName: string, clientName: string, fileId: string | null, fileName: string | null, status: HeaderChangeStatus, rejectReason: string | null, comment: string | null, createdBy: string | null, submittedAt: string | null, decidedBy: string | null, decidedAt: string | null, version: number, rows: Array<{ changeKind: HeaderChangeKind, clientSourceField: string, clientSourceType: string | null, clientSourceLength: number | null, destinationTable: string | null, destinationField: string | null, destinationDataType: string | null, destinationLength: number | null, isIgnored: boolean, isEncrypted: boolean, isMerged: boolean, mergedInto: string | null }> }>, filesAwaitingStaging: Array<{ id: string, entityId: string, entityName: string, clientName: string, fileName: string, fileType: string, size: number, rowCount: number, header: Array<string>, status: ClientFileStatus, stagingTableName: string | null, uploadedAt: string, uploadedBy: string | null }>, rejectReasons: Array<{ id: string, name: string }>, stagingTables: Array<{ id: string, tableName: string, description: string }> };

export type ApproveHeaderChangesMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type ApproveHeaderChangesMutation = { approveHeaderChanges: { message: string, request: { id: string, status: HeaderChangeStatus } } };

export type RejectHeaderChangesMutationVariables = Exact<{
  input: RejectHeaderChangesInput;
}>;


export type RejectHeaderChangesMutation = { rejectHeaderChanges: { message: string, request: { id: string, status: HeaderChangeStatus } } };

export type DecideStagingMutationVariables = Exact<{
  input: StagingDecisionInput;
}>;


export type DecideStagingMutation = { decideStaging: { message: string, file: { id: string, status: ClientFileStatus } } };

export type ClientFileFieldsFragment = { id: string, entityId: string, entityName: string, clientName: string, fileName: string, fileType: string, size: number, rowCount: number, header: Array<string>, status: ClientFileStatus, stagingTableName: string | null, uploadedAt: string, uploadedBy: string | null };

export type HeaderChangeFieldsFragment = { id: string, entityId: string, entityName: string, clientName: string, fileId: string | null, fileName: string | null, status: HeaderChangeStatus, rejectReason: string | null, comment: string | null, createdBy: string | null, submittedAt: string | null, decidedBy: string | null, decidedAt: string | null, version: number, rows: Array<{ changeKind: HeaderChangeKind, clientSourceField: string, clientSourceType: string | null, clientSourceLength: number | null, destinationTable: string | null, destinationField: string | null, destinationDataType: string | null, destinationLength: number | null, isIgnored: boolean, isEncrypted: boolean, isMerged: boolean, mergedInto: string | null }> };

export type ClientFilesQueryVariables = Exact<{
  entityId: string | number;
}>;


export type ClientFilesQuery = { clientFiles: Array<{ id: string, entityId: string, entityName: string, clientName: string, fileName: string, fileType: string, size: number, rowCount: number, header: Array<string>, status: ClientFileStatus, stagingTableName: string | null, uploadedAt: string, uploadedBy: string | null }>, headerChangeRequests: Array<{ id: string, entityId: string, entityName: string, clientName: string, fileId: string | null, fileName: string | null, status: HeaderChangeStatus, rejectReason: string | null, comment: string | null, createdBy: string | null, submittedAt: string | null, decidedBy: string | null, decidedAt: string | null, version: number, rows: Array<{ changeKind: HeaderChangeKind, clientSourceField: string, clientSourceType: string | null, clientSourceLength: number | null, destinationTable: string | null, destinationField: string | null, destinationDataType: string | null, destinationLength: number | null, isIgnored: boolean, isEncrypted: boolean, isMerged: boolean, mergedInto: string | null }> }> };

export type ClientFileDetailQueryVariables = Exact<{
  id: string | number;
  page?: PageInput | null | undefined;
}>;


export type ClientFileDetailQuery = { clientFile: { id: string, entityId: string, entityName: string, clientName: string, fileName: string, fileType: string, size: number, rowCount: number, header: Array<string>, status: ClientFileStatus, stagingTableName: string | null, uploadedAt: string, uploadedBy: string | null, comparison: Array<{ field: string, position: number | null, comparison: HeaderComparison, headerFieldId: string | null }> }, clientFilePreview: { fileId: string, header: Array<string>, totalCount: number, rows: Array<{ cells: Array<string | null> }> } };

export type ClientFileLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientFileLookupsQuery = { setupDataTypes: Array<{ id: string, name: string, hasLength: boolean }>, stagingTables: Array<{ id: string, tableName: string, columns: Array<{ columnName: string }> }> };

export type SaveHeaderChangesMutationVariables = Exact<{
  input: SaveHeaderChangesInput;
}>;


export type SaveHeaderChangesMutation = { saveHeaderChanges: { message: string, request: { id: string, entityId: string, entityName: string, clientName: string, fileId: string | null, fileName: string | null, status: HeaderChangeStatus, rejectReason: string | null, comment: string | null, createdBy: string | null, submittedAt: string | null, decidedBy: string | null, decidedAt: string | null, version: number, rows: Array<{ changeKind: HeaderChangeKind, clientSourceField: string, clientSourceType: string | null, clientSourceLength: number | null, destinationTable: string | null, destinationField: string | null, destinationDataType: string | null, destinationLength: number | null, isIgnored: boolean, isEncrypted: boolean, isMerged: boolean, mergedInto: string | null }> } } };

export type SubmitHeaderChangesMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type SubmitHeaderChangesMutation = { submitHeaderChanges: { message: string, request: { id: string, entityId: string, entityName: string, clientName: string, fileId: string | null, fileName: string | null, status: HeaderChangeStatus, rejectReason: string | null, comment: string | null, createdBy: string | null, submittedAt: string | null, decidedBy: string | null, decidedAt: string | null, version: number, rows: Array<{ changeKind: HeaderChangeKind, clientSourceField: string, clientSourceType: string | null, clientSourceLength: number | null, destinationTable: string | null, destinationField: string | null, destinationDataType: string | null, destinationLength: number | null, isIgnored: boolean, isEncrypted: boolean, isMerged: boolean, mergedInto: string | null }> } } };

export type HeaderFieldsQueryVariables = Exact<{
  entityId: string | number;
}>;


export type HeaderFieldsQuery = { headerFields: Array<{ id: string, sortOrder: number, clientSourceField: string, clientSourceType: string | null, clientSourceLength: number | null, destinationTable: string | null, destinationField: string | null, destinationDataType: string | null, destinationLength: number | null, isNew: boolean, isIgnored: boolean, isEncrypted: boolean, isRemoved: boolean, isMerged: boolean, mergedInto: string | null, isOldFieldActive: boolean, version: number, impactedRequirements: Array<{ id: string, requirementNumber: string }> }> };

export type HeaderMappingLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderMappingLookupsQuery = { setupDataTypes: Array<{ id: string, name: string, hasLength: boolean }>, stagingTables: Array<{ id: string, tableName: string, columns: Array<{ columnName: string, dataType: string, length: number | null }> }> };

export type DynamicFieldsQueryVariables = Exact<{
  entityId: string | number;
}>;


export type DynamicFieldsQuery = { dynamicFields: Array<{ id: string, fieldName: string, active: boolean }> };

export type SaveHeaderFieldMutationVariables = Exact<{
  input: HeaderFieldInput;
}>;


export type SaveHeaderFieldMutation = { saveHeaderField: { message: string, headerField: { id: string } } };

export type DeleteHeaderFieldMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHeaderFieldMutation = { deleteHeaderField: { message: string } };

export type SaveDynamicFieldMutationVariables = Exact<{
  input: DynamicFieldInput;
}>;


export type SaveDynamicFieldMutation = { saveDynamicField: { message: string, dynamicField: { id: string, active: boolean } } };

export type EntityRequirementsQueryVariables = Exact<{
  entityId: string | number;
}>;


export type EntityRequirementsQuery = { entityRequirements: Array<{ id: string, requirementNumber: string, requirement: string | null }> };

export type MyValidatorLoansQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type MyValidatorLoansQuery = { myValidatorLoanCounts: { loanCount: number, observationCount: number, clientCount: number, lastRunEnd: string | null }, myValidatorLoans: { totalCount: number, items: Array<{ clientId: string, clientName: string, loanNumber: string, observationCount: number, testIds: Array<string>, lastRunId: string, lastRunEnd: string }> } };

export type PipelineRunsQueryVariables = Exact<{ [key: string]: never; }>;


export type PipelineRunsQuery = { pipelineRuns: Array<{ id: string, runId: string, clientId: string, pipelineName: string, isDatabricks: boolean, runStart: string, runEnd: string | null, durationSeconds: number, duration: string, status: PipelineRunStatus, testsDone: number, tests: Array<{ testId: string, firstRunId: string, status: PipelineRunStatus, finishedAt: string | null }> }>, validatorResultFilters: { clients: Array<{ id: string, name: string }> }, validatorJsonFilters: Array<{ businessLineId: string, businessLineName: string, industryName: string, tests: Array<{ testId: string, testName: string }> }> };

export type StartPipelineRunMutationVariables = Exact<{
  clientId: string | number;
}>;


export type StartPipelineRunMutation = { startPipelineRun: { message: string, run: { id: string, runId: string, status: PipelineRunStatus } } };

export type SetupReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupReferenceQuery = { setupStepsGroups: Array<{ id: string, name: string, description: string, ruleSetName: string, isDynamic: boolean, active: boolean }>, rejectReasons: Array<{ id: string, name: string }>, setupDataTypes: Array<{ id: string, name: string, hasLength: boolean }>, stagingTables: Array<{ id: string, tableName: string, description: string, columns: Array<{ columnName: string, dataType: string, length: number | null }> }> };

export type SaveSetupStepGroupMutationVariables = Exact<{
  input: StepGroupInput;
}>;


export type SaveSetupStepGroupMutation = { saveSetupStepGroup: { message: string, stepGroup: { id: string } } };

export type TestReferenceTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestReferenceTypesQuery = { validatorTestSystemTypes: Array<{ id: string, businessLineId: string, businessLineName: string, industryName: string, name: string, description: string, active: boolean, version: number }>, validatorTestSourceTypes: Array<{ id: string, name: string, description: string, active: boolean, version: number }>, validatorJsonFilters: Array<{ businessLineId: string, businessLineName: string, industryName: string }> };

export type SaveValidatorTestSystemTypeMutationVariables = Exact<{
  input: TestSystemTypeInput;
}>;


export type SaveValidatorTestSystemTypeMutation = { saveValidatorTestSystemType: { message: string, systemType: { id: string } } };

export type SaveValidatorTestSourceTypeMutationVariables = Exact<{
  input: TestSourceTypeInput;
}>;


export type SaveValidatorTestSourceTypeMutation = { saveValidatorTestSourceType: { message: string, sourceType: { id: string } } };

export type RequirementFieldChoicesQueryVariables = Exact<{
  entityId: string | number;
}>;


export type RequirementFieldChoicesQuery = { testMappingFilter: { entityId: string, isHmda: boolean, tests: Array<{ id: string, testNumber: string, testName: string }>, hmdaFields: Array<{ id: string, name: string }> }, headerFields: Array<{ id: string, clientSourceField: string, destinationTable: string | null, destinationField: string | null, isRemoved: boolean }>, entityRequirements: Array<{ id: string, requirementNumber: string, requirement: string | null }> };

export type RequirementFieldsQueryVariables = Exact<{
  entityId: string | number;
  type: RequirementFieldType;
  testId?: string | number | null | undefined;
}>;


export type RequirementFieldsQuery = { requirementFields: Array<{ id: string, type: RequirementFieldType, requirementId: string, requirementNumber: string, requirement: string, testId: string, testNumber: string, testName: string, headerFieldId: string, clientSourceField: string, destinationTable: string | null, destinationField: string | null, hmdaFieldId: string | null, hmdaFieldName: string | null, isRequired: boolean, version: number }> };

export type SaveRequirementFieldMutationVariables = Exact<{
  input: RequirementFieldInput;
}>;


export type SaveRequirementFieldMutation = { saveRequirementField: { message: string, requirementField: { id: string } } };

export type DeleteRequirementFieldMutationVariables = Exact<{
  id: string | number;
  type: RequirementFieldType;
}>;


export type DeleteRequirementFieldMutation = { deleteRequirementField: { message: string } };

export type ExportRequirementFieldsMutationVariables = Exact<{
  entityId: string | number;
  type: RequirementFieldType;
  testId?: string | number | null | undefined;
}>;


export type ExportRequirementFieldsMutation = { exportRequirementFields: { url: string } };

export type ValidatorResultsFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type ValidatorResultsFiltersQuery = { validatorResultFilters: { clients: Array<{ id: string, name: string }>, businessLines: Array<{ id: string, name: string }>, entities: Array<{ id: string, name: string, clientId: string, businessLineId: string }>, tests: Array<{ testId: string, testName: string, businessLineId: string }>, runs: Array<{ runId: string, pipelineName: string, clientId: string }> }, validatorResultStatuses: Array<{ id: string, name: string }> };

export type ValidatorResultsOverviewQueryVariables = Exact<{
  filter?: ValidatorResultFilter | null | undefined;
}>;


export type ValidatorResultsOverviewQuery = { validatorResultCounts: { total: number, pass: number, observation: number, tests: Array<{ testId: string, testName: string, total: number, pass: number, observation: number }> }, validatorSectionResults: Array<{ sectionId: string, section: string, lawName: string, requirementCount: number, total: number, observation: number }> };

export type ValidatorResultRowsQueryVariables = Exact<{
  filter?: ValidatorResultFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ValidatorResultRowsQuery = { validatorResults: { totalCount: number, items: Array<{ id: string, runId: string, testId: string, testName: string, loanNumber: string, fieldValue: string, status: ValidatorResultStatus, comment: string | null, requirementId: string | null, requirementNumber: string | null, entityName: string | null, updatedBy: string | null, updatedAt: string | null }> } };

export type ValidatorTestDetailsQueryVariables = Exact<{
  testId?: string | null | undefined;
}>;


export type ValidatorTestDetailsQuery = { validatorTestDetails: Array<{ testId: string, testName: string, businessLineName: string, rules: Array<{ testRuleId: string, description: string, testOrder: number, status: string | null }> }> };

export type ValidatorRequirementResultsQueryVariables = Exact<{
  sectionId: string | number;
}>;


export type ValidatorRequirementResultsQuery = { validatorRequirementResults: Array<{ requirementId: string, requirementNumber: string, requirement: string, testIds: Array<string>, total: number, observation: number }> };

export type RequirementLawTextQueryVariables = Exact<{
  requirementId: string | number;
}>;


export type RequirementLawTextQuery = { requirementLawText: { requirementId: string, requirementNumber: string, requirement: string, lawText: string, section: string, lawName: string, regulator: string } };

export type UpdateValidatorResultStatusMutationVariables = Exact<{
  input: UpdateValidatorResultStatusInput;
}>;


export type UpdateValidatorResultStatusMutation = { updateValidatorResultStatus: { message: string, updated: number } };

export type DownloadValidatorResultsMutationVariables = Exact<{
  filter?: ValidatorResultFilter | null | undefined;
}>;


export type DownloadValidatorResultsMutation = { downloadValidatorResults: { message: string, download: { url: string } } };

export type SetupHierarchyQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupHierarchyQuery = { setupHierarchy: Array<{ id: string, name: string, businessLines: Array<{ id: string, name: string, industryName: string, entities: Array<{ id: string, name: string, prefixName: string, parentEntityId: string | null, parentEntityName: string | null, isTransactional: boolean, isHmda: boolean, clientId: string, businessLineId: string, version: number }> }> }> };

export type SaveSetupEntityMutationVariables = Exact<{
  input: SetupEntityInput;
}>;


export type SaveSetupEntityMutation = { saveSetupEntity: { message: string, entity: { id: string } } };

export type DeleteSetupEntityMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSetupEntityMutation = { deleteSetupEntity: { message: string } };

export type ValidatorTestRequestsQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
  businessLineId?: string | number | null | undefined;
}>;


export type ValidatorTestRequestsQuery = { validatorTestRequests: Array<{ id: string, clientName: string, businessLineId: string, businessLineName: string, systemTypeName: string, sourceTypeName: string, comment: string, submittedByName: string | null, submittedAt: string, entities: Array<{ id: string, name: string }> }>, validatorTestSystemTypes: Array<{ id: string, name: string, description: string }>, validatorTestSourceTypes: Array<{ id: string, name: string, description: string }> };

export type SubmitValidatorTestRequestMutationVariables = Exact<{
  input: ValidatorTestRequestInput;
}>;


export type SubmitValidatorTestRequestMutation = { submitValidatorTestRequest: { message: string, request: { id: string } } };

export type AppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AppConfigQuery = { appConfig: { signUpEnabled: boolean, ssoEnabled: boolean, versionCheckEnabled: boolean, versionCheckIntervalMs: number, idleTimeoutMs: number } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { ok: boolean } };

export type BreadcrumbFieldsFragment = { id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean };

export type MenuItemFieldsFragment = { id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> };

export type SessionFieldsFragment = { isAdmin: boolean, homePath: string, editableRoutes: Array<string>, expiresAt: string | null, fetchesInboxCounts: boolean, user: { id: string, firstName: string, name: string, email: string, roles: Array<string>, isAzimuth: boolean, isTableau: boolean, clientId: string | null, clientName: string | null }, menu: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }> };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { session: { isAdmin: boolean, homePath: string, editableRoutes: Array<string>, expiresAt: string | null, fetchesInboxCounts: boolean, user: { id: string, firstName: string, name: string, email: string, roles: Array<string>, isAzimuth: boolean, isTableau: boolean, clientId: string | null, clientName: string | null }, menu: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, subMenus: Array<{ id: string, label: string, routerLink: string | null, image: string | null, count: number | null, selectedIndex: number | null, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }>, breadcrumbs: Array<{ id: string, label: string, routerLink: string, moduleName: string | null, stepper: boolean }> }> } | null };

export const ChangedLawFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeLawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decisionComment"}},{"kind":"Field","name":{"kind":"Name","value":"companyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<ChangedLawFieldsFragment, unknown>;
export const LawInformationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawInformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"level2"}},{"kind":"Field","name":{"kind":"Name","value":"level3"}},{"kind":"Field","name":{"kind":"Name","value":"level4"}},{"kind":"Field","name":{"kind":"Name","value":"level5"}},{"kind":"Field","name":{"kind":"Name","value":"level6"}},{"kind":"Field","name":{"kind":"Name","value":"level7"}},{"kind":"Field","name":{"kind":"Name","value":"level8"}},{"kind":"Field","name":{"kind":"Name","value":"level9"}},{"kind":"Field","name":{"kind":"Name","value":"level10"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"legalContact"}}]}}]} as unknown as DocumentNode<LawInformationFieldsFragment, unknown>;
export const LawDetailViewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawDetailViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"lawText"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessNames"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawInformationFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawInformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"level2"}},{"kind":"Field","name":{"kind":"Name","value":"level3"}},{"kind":"Field","name":{"kind":"Name","value":"level4"}},{"kind":"Field","name":{"kind":"Name","value":"level5"}},{"kind":"Field","name":{"kind":"Name","value":"level6"}},{"kind":"Field","name":{"kind":"Name","value":"level7"}},{"kind":"Field","name":{"kind":"Name","value":"level8"}},{"kind":"Field","name":{"kind":"Name","value":"level9"}},{"kind":"Field","name":{"kind":"Name","value":"level10"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"legalContact"}}]}}]} as unknown as DocumentNode<LawDetailViewFieldsFragment, unknown>;
export const LawTextSectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawTextSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<LawTextSectionFieldsFragment, unknown>;
export const ChangedSubSectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedSubSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedSubSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"indentPx"}},{"kind":"Field","name":{"kind":"Name","value":"oldNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}}]}}]} as unknown as DocumentNode<ChangedSubSectionFieldsFragment, unknown>;
export const ChangedLawTextFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedLawTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLawText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subSectionList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChangedSubSectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedSubSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedSubSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"indentPx"}},{"kind":"Field","name":{"kind":"Name","value":"oldNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}}]}}]} as unknown as DocumentNode<ChangedLawTextFieldsFragment, unknown>;
export const RequirementRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequirementRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Requirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"requirementType"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"isApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"subSectionIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RequirementRowFieldsFragment, unknown>;
export const SectionMappingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionMappingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeName"}},{"kind":"Field","name":{"kind":"Name","value":"completenessMessage"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institutionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"validatorTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"differentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"differentInstitutionTypes"}},{"kind":"Field","name":{"kind":"Name","value":"differentCategories"}},{"kind":"Field","name":{"kind":"Name","value":"differentProcesses"}}]}}]} as unknown as DocumentNode<SectionMappingsFieldsFragment, unknown>;
export const BusinessLawFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"businessUserName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isChangedLaw"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessContact"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"lawProcesses"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableComment"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableApproved"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BusinessLawFieldsFragment, unknown>;
export const BusinessQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}}]}}]} as unknown as DocumentNode<BusinessQuestionFieldsFragment, unknown>;
export const BusinessArtifactFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessArtifactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessArtifact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]}}]} as unknown as DocumentNode<BusinessArtifactFieldsFragment, unknown>;
export const BusinessRequirementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"noArtifact"}},{"kind":"Field","name":{"kind":"Name","value":"isDecommissioned"}},{"kind":"Field","name":{"kind":"Name","value":"isGap"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"targetCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"actualCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"artifacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessArtifactFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessArtifactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessArtifact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]}}]} as unknown as DocumentNode<BusinessRequirementFieldsFragment, unknown>;
export const BusinessAssessmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessAssessmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"law"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessLawFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessRequirementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessArtifactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessArtifact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"businessUserName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isChangedLaw"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessContact"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"lawProcesses"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableComment"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableApproved"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"noArtifact"}},{"kind":"Field","name":{"kind":"Name","value":"isDecommissioned"}},{"kind":"Field","name":{"kind":"Name","value":"isGap"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"targetCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"actualCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"artifacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessArtifactFields"}}]}}]}}]} as unknown as DocumentNode<BusinessAssessmentFieldsFragment, unknown>;
export const UpdatedRequirementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<UpdatedRequirementFieldsFragment, unknown>;
export const ProposedRequirementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<ProposedRequirementFieldsFragment, unknown>;
export const ClientChangeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcess"}},{"kind":"Field","name":{"kind":"Name","value":"businessLawId"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"businessRequirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeSummary"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"undecided"}}]}}]} as unknown as DocumentNode<ClientChangeFieldsFragment, unknown>;
export const ActionPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstRunId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadName"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionsCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rootCause"}},{"kind":"Field","name":{"kind":"Name","value":"actionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"assessedAt"}}]}}]} as unknown as DocumentNode<ActionPlanFieldsFragment, unknown>;
export const RemediationRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RemediationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemediationRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstRunId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadId"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordsCount"}},{"kind":"Field","name":{"kind":"Name","value":"resultsCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subStatus"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}}]}}]} as unknown as DocumentNode<RemediationRowFieldsFragment, unknown>;
export const LawHierarchyResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawHierarchyResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawHierarchyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"levelHeader"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"sectionCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LawHierarchyResultFieldsFragment, unknown>;
export const ProcessNodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"childrenCount"}},{"kind":"Field","name":{"kind":"Name","value":"mappedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isMatch"}}]}}]} as unknown as DocumentNode<ProcessNodeFieldsFragment, unknown>;
export const SubscriptionPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planPricing"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"customPricing"}}]}}]} as unknown as DocumentNode<SubscriptionPlanFieldsFragment, unknown>;
export const WorkflowLawFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submitFlag"}},{"kind":"Field","name":{"kind":"Name","value":"lawyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isLawyer"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"sentBack"}},{"kind":"Field","name":{"kind":"Name","value":"sendBackComment"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackBy"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"draftCount"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]} as unknown as DocumentNode<WorkflowLawFieldsFragment, unknown>;
export const RiskAssessmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskAssessmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcess"}},{"kind":"Field","name":{"kind":"Name","value":"frequencyId"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"respondentName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RiskAssessmentFieldsFragment, unknown>;
export const RiskParameterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskParameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isSubParameter"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<RiskParameterFieldsFragment, unknown>;
export const FilterMappingRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterMappingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestFilterMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"testRule"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"ruleMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"testOrder"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthMessage"}},{"kind":"Field","name":{"kind":"Name","value":"customMessage"}},{"kind":"Field","name":{"kind":"Name","value":"isCustomMessage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<FilterMappingRowFragment, unknown>;
export const ClientFileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stagingTableName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}}]} as unknown as DocumentNode<ClientFileFieldsFragment, unknown>;
export const HeaderChangeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeaderChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeKind"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceField"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceLength"}},{"kind":"Field","name":{"kind":"Name","value":"destinationTable"}},{"kind":"Field","name":{"kind":"Name","value":"destinationField"}},{"kind":"Field","name":{"kind":"Name","value":"destinationDataType"}},{"kind":"Field","name":{"kind":"Name","value":"destinationLength"}},{"kind":"Field","name":{"kind":"Name","value":"isIgnored"}},{"kind":"Field","name":{"kind":"Name","value":"isEncrypted"}},{"kind":"Field","name":{"kind":"Name","value":"isMerged"}},{"kind":"Field","name":{"kind":"Name","value":"mergedInto"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<HeaderChangeFieldsFragment, unknown>;
export const BreadcrumbFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}}]} as unknown as DocumentNode<BreadcrumbFieldsFragment, unknown>;
export const MenuItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selectedIndex"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BreadcrumbFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}}]} as unknown as DocumentNode<MenuItemFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"editableRoutes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"fetchesInboxCounts"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isAzimuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTableau"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selectedIndex"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BreadcrumbFields"}}]}}]}}]} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const AcceptChangeInLawDocument = {"__meta__":{"hash":"sha256:e90d93a92c1987cf85524370e615f09b3c2568b4238a9fd2216ad50e61123155"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptChangeInLaw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptChangeInLaw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"changedLaw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChangedLawFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeLawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decisionComment"}},{"kind":"Field","name":{"kind":"Name","value":"companyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<AcceptChangeInLawMutation, AcceptChangeInLawMutationVariables>;
export const AcceptChangeInLawWithPolicyDocument = {"__meta__":{"hash":"sha256:514a5e9718568e5a6aa71858a71e5fe94322de946110c62458af6b7c17b55fa7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptChangeInLawWithPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptChangeWithPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptChangeInLawWithPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"changedLaw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChangedLawFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeLawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decisionComment"}},{"kind":"Field","name":{"kind":"Name","value":"companyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<AcceptChangeInLawWithPolicyMutation, AcceptChangeInLawWithPolicyMutationVariables>;
export const MarkChangeInLawNotApplicableDocument = {"__meta__":{"hash":"sha256:4dd8b89bc2ec86d0c7c88912bfedc9f66c196350cf68ad7475930ce504aaa234"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkChangeInLawNotApplicable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeNotApplicableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markChangeInLawNotApplicable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"changedLaw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChangedLawFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeLawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decisionComment"}},{"kind":"Field","name":{"kind":"Name","value":"companyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<MarkChangeInLawNotApplicableMutation, MarkChangeInLawNotApplicableMutationVariables>;
export const QuestionnaireAnswersDocument = {"__meta__":{"hash":"sha256:a58a863764618d17adc219e68db99229c0c80378bf11198ba53017138449c3eb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionnaireAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionSet"}}},"defaultValue":{"kind":"EnumValue","value":"GAPS_AND_UPDATES"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gap"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GapRefInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gapsQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"headerId"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"parentQuestionId"}},{"kind":"Field","name":{"kind":"Name","value":"triggerAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gapsAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"gap"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gap"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]} as unknown as DocumentNode<QuestionnaireAnswersQuery, QuestionnaireAnswersQueryVariables>;
export const GapsQuestionnaireDocument = {"__meta__":{"hash":"sha256:f8c3768fd91897dc34a6a3ea433bbb6d4af280eb54d895905c9d1f1f98fea7fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GapsQuestionnaire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionSet"}}},"defaultValue":{"kind":"EnumValue","value":"GAPS_AND_UPDATES"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gapsQuestionHeaders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gapsQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"headerId"}},{"kind":"Field","name":{"kind":"Name","value":"parentQuestionId"}},{"kind":"Field","name":{"kind":"Name","value":"triggerAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gapsLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GapsQuestionnaireQuery, GapsQuestionnaireQueryVariables>;
export const GapsSubQuestionsDocument = {"__meta__":{"hash":"sha256:f928ce153ae2fc9a57a018e6ec673bdacc5556da7bc31d628d2f72f00514816e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GapsSubQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionSet"}}},"defaultValue":{"kind":"EnumValue","value":"GAPS_AND_UPDATES"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gapsSubQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"triggerAnswer"}}]}}]}}]} as unknown as DocumentNode<GapsSubQuestionsQuery, GapsSubQuestionsQueryVariables>;
export const SubmitGapsAnswersDocument = {"__meta__":{"hash":"sha256:388fed2bbeb979bd075294b564c67c589d37d5b0b56b283d4d298e9b7ac64f7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitGapsAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionSet"}}},"defaultValue":{"kind":"EnumValue","value":"GAPS_AND_UPDATES"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gap"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GapRefInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GapsAnswerInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitGapsAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"gap"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gap"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}},{"kind":"Argument","name":{"kind":"Name","value":"submit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitGapsAnswersMutation, SubmitGapsAnswersMutationVariables>;
export const SaveGapsQuestionHeadersDocument = {"__meta__":{"hash":"sha256:74be7decf8e55e38ffb50cbd2c48f4a9410a2059d081aab825e19ca000f41af7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveGapsQuestionHeaders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionSet"}}},"defaultValue":{"kind":"EnumValue","value":"GAPS_AND_UPDATES"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"headers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GapsQuestionHeaderInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveGapsQuestionHeaders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"headers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"headers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"header"}}]}}]}}]} as unknown as DocumentNode<SaveGapsQuestionHeadersMutation, SaveGapsQuestionHeadersMutationVariables>;
export const DeleteGapsQuestionHeaderDocument = {"__meta__":{"hash":"sha256:66a5a06cae62814c8e29641ef2a33023852e3da28ebe2a0b41a1d43a0d368c7c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGapsQuestionHeader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionSet"}}},"defaultValue":{"kind":"EnumValue","value":"GAPS_AND_UPDATES"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGapsQuestionHeader"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteGapsQuestionHeaderMutation, DeleteGapsQuestionHeaderMutationVariables>;
export const SaveGapsQuestionDocument = {"__meta__":{"hash":"sha256:17655724bcb2ea158c471d0b87dfdefd026a549f25d5dda640b40370a81dbd9f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveGapsQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionSet"}}},"defaultValue":{"kind":"EnumValue","value":"GAPS_AND_UPDATES"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GapsQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveGapsQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]} as unknown as DocumentNode<SaveGapsQuestionMutation, SaveGapsQuestionMutationVariables>;
export const DeleteGapsQuestionDocument = {"__meta__":{"hash":"sha256:bbb5add569e7a7b187fc598299685b315144dd176e6a485292d97da12ded458c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGapsQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionSet"}}},"defaultValue":{"kind":"EnumValue","value":"GAPS_AND_UPDATES"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGapsQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteGapsQuestionMutation, DeleteGapsQuestionMutationVariables>;
export const GapsFileDownloadDocument = {"__meta__":{"hash":"sha256:2258b0a9bbb1cdfccf85beb8f31d0335407ca96995f489a6bcbb6699e4cb6bc3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GapsFileDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionSet"}}},"defaultValue":{"kind":"EnumValue","value":"GAPS_AND_UPDATES"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GapsFileKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gap"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GapRefInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gapsFileDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"gap"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gap"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<GapsFileDownloadMutation, GapsFileDownloadMutationVariables>;
export const DeleteGapsFileDocument = {"__meta__":{"hash":"sha256:a88686f676a24b172a6c1b7bf4e50adaf1b2bc49a7a7cd2ab791512b8f01fcb7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGapsFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionSet"}}},"defaultValue":{"kind":"EnumValue","value":"GAPS_AND_UPDATES"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GapsFileKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGapsFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteGapsFileMutation, DeleteGapsFileMutationVariables>;
export const SectionRequirementsDocument = {"__meta__":{"hash":"sha256:091830a646179670bae5197a46d83a6709f9f13751d17b3e84eb66d5c9ced757"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SectionRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionWorkflowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requirementsForSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequirementRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequirementRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Requirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"requirementType"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"isApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"subSectionIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SectionRequirementsQuery, SectionRequirementsQueryVariables>;
export const SectionMappingPanelDocument = {"__meta__":{"hash":"sha256:8ab9c74d74a9b37d8e299e9e9c2860c2dcba618343f147d930718d7a1febc4c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SectionMappingPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionMappingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionMappingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sectionMappingOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institutionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validatorTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionMappingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeName"}},{"kind":"Field","name":{"kind":"Name","value":"completenessMessage"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institutionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"validatorTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"differentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"differentInstitutionTypes"}},{"kind":"Field","name":{"kind":"Name","value":"differentCategories"}},{"kind":"Field","name":{"kind":"Name","value":"differentProcesses"}}]}}]} as unknown as DocumentNode<SectionMappingPanelQuery, SectionMappingPanelQueryVariables>;
export const MapSectionBusinessLinesDocument = {"__meta__":{"hash":"sha256:5887a7685d6bc2c3d04798969e6297e75edee16a997bb261d9e4b011e26431a4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MapSectionBusinessLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MapSectionBusinessLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapSectionBusinessLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionMappingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionMappingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeName"}},{"kind":"Field","name":{"kind":"Name","value":"completenessMessage"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institutionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"validatorTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"differentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"differentInstitutionTypes"}},{"kind":"Field","name":{"kind":"Name","value":"differentCategories"}},{"kind":"Field","name":{"kind":"Name","value":"differentProcesses"}}]}}]} as unknown as DocumentNode<MapSectionBusinessLinesMutation, MapSectionBusinessLinesMutationVariables>;
export const MapSectionProductsDocument = {"__meta__":{"hash":"sha256:cc2eb6d3ddb585968f940e076547a4e55d2763ed5cc25344a9d55cfadf5373da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MapSectionProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MapSectionItemsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapSectionProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionMappingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionMappingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeName"}},{"kind":"Field","name":{"kind":"Name","value":"completenessMessage"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institutionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"validatorTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"differentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"differentInstitutionTypes"}},{"kind":"Field","name":{"kind":"Name","value":"differentCategories"}},{"kind":"Field","name":{"kind":"Name","value":"differentProcesses"}}]}}]} as unknown as DocumentNode<MapSectionProductsMutation, MapSectionProductsMutationVariables>;
export const MapSectionInstitutionTypesDocument = {"__meta__":{"hash":"sha256:8436667c5ea9fc608c41a393732601f06408babed9cea7a6e8379fc322f3b605"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MapSectionInstitutionTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MapSectionItemsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapSectionInstitutionTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionMappingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionMappingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeName"}},{"kind":"Field","name":{"kind":"Name","value":"completenessMessage"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institutionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"validatorTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"differentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"differentInstitutionTypes"}},{"kind":"Field","name":{"kind":"Name","value":"differentCategories"}},{"kind":"Field","name":{"kind":"Name","value":"differentProcesses"}}]}}]} as unknown as DocumentNode<MapSectionInstitutionTypesMutation, MapSectionInstitutionTypesMutationVariables>;
export const MapSectionCategoriesDocument = {"__meta__":{"hash":"sha256:25bd7f8843ed6e8a236cdb2ee122d4055b74137daeb332c352ec3b34093a7b1d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MapSectionCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MapSectionItemsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapSectionCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionMappingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionMappingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeName"}},{"kind":"Field","name":{"kind":"Name","value":"completenessMessage"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institutionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"validatorTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"differentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"differentInstitutionTypes"}},{"kind":"Field","name":{"kind":"Name","value":"differentCategories"}},{"kind":"Field","name":{"kind":"Name","value":"differentProcesses"}}]}}]} as unknown as DocumentNode<MapSectionCategoriesMutation, MapSectionCategoriesMutationVariables>;
export const MapSectionProcessesDocument = {"__meta__":{"hash":"sha256:9f7519b19ebf5cd6a7cf22978b2e190a53f5b63cef6b11c6e67fbe9d6e172694"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MapSectionProcesses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MapSectionItemsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapSectionProcesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionMappingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionMappingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeName"}},{"kind":"Field","name":{"kind":"Name","value":"completenessMessage"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institutionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"validatorTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"differentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"differentInstitutionTypes"}},{"kind":"Field","name":{"kind":"Name","value":"differentCategories"}},{"kind":"Field","name":{"kind":"Name","value":"differentProcesses"}}]}}]} as unknown as DocumentNode<MapSectionProcessesMutation, MapSectionProcessesMutationVariables>;
export const SetSectionLawScopeDocument = {"__meta__":{"hash":"sha256:6c2a338b734f989cfec78c9282de4975f5e1d223931712b20b0f612e8c1680ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSectionLawScope"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSectionLawScopeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSectionLawScope"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionMappingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionMappingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeName"}},{"kind":"Field","name":{"kind":"Name","value":"completenessMessage"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institutionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"validatorTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"differentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"differentInstitutionTypes"}},{"kind":"Field","name":{"kind":"Name","value":"differentCategories"}},{"kind":"Field","name":{"kind":"Name","value":"differentProcesses"}}]}}]} as unknown as DocumentNode<SetSectionLawScopeMutation, SetSectionLawScopeMutationVariables>;
export const MapRequirementValidatorTestsDocument = {"__meta__":{"hash":"sha256:717112c4ee8d0f3b404f49967edc78b4093637016dcd4f230454f1716298417f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MapRequirementValidatorTests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MapRequirementValidatorTestsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapRequirementValidatorTests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SectionMappingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SectionMappingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SectionMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeId"}},{"kind":"Field","name":{"kind":"Name","value":"lawScopeName"}},{"kind":"Field","name":{"kind":"Name","value":"completenessMessage"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"institutionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"validatorTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"differentProducts"}},{"kind":"Field","name":{"kind":"Name","value":"differentInstitutionTypes"}},{"kind":"Field","name":{"kind":"Name","value":"differentCategories"}},{"kind":"Field","name":{"kind":"Name","value":"differentProcesses"}}]}}]} as unknown as DocumentNode<MapRequirementValidatorTestsMutation, MapRequirementValidatorTestsMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:dfc3b1012a61f2fdefb70c287444951ef105015d7cec9381148e91d3ea4f9cab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const PhoneAuthenticationDocument = {"__meta__":{"hash":"sha256:93fba71d9728816dbf61d704f63e88334cbb8788254cc3934c1db950f9b023cc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PhoneAuthentication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneAuthentication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedOn"}}]}}]}}]} as unknown as DocumentNode<PhoneAuthenticationQuery, PhoneAuthenticationQueryVariables>;
export const SavePhoneAuthenticationDocument = {"__meta__":{"hash":"sha256:941ace2b71974f00640806aae1fec34979437b7e0f99c2ee47213d1842080133"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePhoneAuthentication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneAuthenticationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePhoneAuthentication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAuthentication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"updatedOn"}}]}}]}}]}}]} as unknown as DocumentNode<SavePhoneAuthenticationMutation, SavePhoneAuthenticationMutationVariables>;
export const ArtifactTypesDocument = {"__meta__":{"hash":"sha256:6ef939cf91b2e485d86b2779c8edb904ef6cee5feebbf8f52a29d352e8d47bb3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArtifactTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artifactTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"artifactCount"}}]}}]}}]} as unknown as DocumentNode<ArtifactTypesQuery, ArtifactTypesQueryVariables>;
export const SaveArtifactTypeDocument = {"__meta__":{"hash":"sha256:05d68bf44f42a35501c96ec01a76387094caddc0d796a6d98418971dbaadaf6d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveArtifactType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveArtifactTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveArtifactType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SaveArtifactTypeMutation, SaveArtifactTypeMutationVariables>;
export const DeleteArtifactTypeDocument = {"__meta__":{"hash":"sha256:ade9c12c19a0b41614f9080eb6b028326e90d10763c823c71bc69f7d2e3da585"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteArtifactType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArtifactType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteArtifactTypeMutation, DeleteArtifactTypeMutationVariables>;
export const ArtifactsDocument = {"__meta__":{"hash":"sha256:64567fb23f404ecb51e56cde6852ec764aac8bc835c1253bcddb61482e5f9a8e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Artifacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artifacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"mappingCount"}}]}}]}}]} as unknown as DocumentNode<ArtifactsQuery, ArtifactsQueryVariables>;
export const SaveArtifactDocument = {"__meta__":{"hash":"sha256:ae29e535132d7f18b4502cffc2183d789d33db52fecb7626f4d8cd52fc09dbfd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveArtifact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveArtifactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveArtifact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"artifact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SaveArtifactMutation, SaveArtifactMutationVariables>;
export const DeleteArtifactDocument = {"__meta__":{"hash":"sha256:fe1a2600b799c21a7807d526976ab164f3797edef9a4c5f3b2583592fb4dbcb7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteArtifact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArtifact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteArtifactMutation, DeleteArtifactMutationVariables>;
export const ClientSetupGridDocument = {"__meta__":{"hash":"sha256:946125c7629031b99c60042303bb4f18c3cb465141f0814085f9ba02817c5c56"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSetupGrid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSetups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serverName"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"ssoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<ClientSetupGridQuery, ClientSetupGridQueryVariables>;
export const SaveClientSetupDocument = {"__meta__":{"hash":"sha256:8a328c7cf9b8627046bbd91253c1933336263bf613619bd970216a3683cf62fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveClientSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveClientSetupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClientSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveClientSetupMutation, SaveClientSetupMutationVariables>;
export const EmailSettingsDocument = {"__meta__":{"hash":"sha256:d13594f2fc61c886bd48c6df5a040b68bc7344d28d0f50680c820e1c9a769da8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}},{"kind":"Field","name":{"kind":"Name","value":"triggerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailTriggers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"emailGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailEvents"}}]}}]} as unknown as DocumentNode<EmailSettingsQuery, EmailSettingsQueryVariables>;
export const SaveEmailAddressDocument = {"__meta__":{"hash":"sha256:a14b92d9304eca9a6191774946ee68c5e47c1f60793dfbe929f1b286502cc647"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEmailAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveEmailAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEmailAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SaveEmailAddressMutation, SaveEmailAddressMutationVariables>;
export const DeleteEmailAddressDocument = {"__meta__":{"hash":"sha256:d656bb8eba4ed0aaca58ee467e805d4957a78a94222c248f7062689eb56695ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmailAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmailAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteEmailAddressMutation, DeleteEmailAddressMutationVariables>;
export const SaveEmailGroupDocument = {"__meta__":{"hash":"sha256:3376b860f4060f1ee23ea84ed555fa2d8da15dd44ffec55024aebd1101983e39"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEmailGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveEmailGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEmailGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SaveEmailGroupMutation, SaveEmailGroupMutationVariables>;
export const DeleteEmailGroupDocument = {"__meta__":{"hash":"sha256:c70c1aa44f6623beaa60b90a24a5c24067d034d0b1366200b0e293b4a3a8ea41"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmailGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmailGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteEmailGroupMutation, DeleteEmailGroupMutationVariables>;
export const SaveEmailTriggerDocument = {"__meta__":{"hash":"sha256:574966e94bd427fcf53f23590f329e39df5cd7a2481fdfbe1423dfe66f0cd61c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEmailTrigger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveEmailTriggerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEmailTrigger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SaveEmailTriggerMutation, SaveEmailTriggerMutationVariables>;
export const DeleteEmailTriggerDocument = {"__meta__":{"hash":"sha256:08861a0995c39d8327b001bf5bc75ba4c60ad15f4a5b8c15dd9e83a4f306e4a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmailTrigger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmailTrigger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteEmailTriggerMutation, DeleteEmailTriggerMutationVariables>;
export const SentEmailsDocument = {"__meta__":{"hash":"sha256:33ff8a5d094e4054b174c6ab196d38fd8ce38ff9b2190ee9fa3ea3d528a789ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SentEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"triggerName"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<SentEmailsQuery, SentEmailsQueryVariables>;
export const AssignmentOptionsDocument = {"__meta__":{"hash":"sha256:6ee3507f0b6b8352e5d84cbd8023a69d3a6c40defb4954e7a7a9759bd7086b3e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignmentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentOptionsQuery, AssignmentOptionsQueryVariables>;
export const AssignmentEmployeesDocument = {"__meta__":{"hash":"sha256:4fc65d3b25c273e797355e9b3b5c85d242140f1ba9f1803404b37113c898422c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignmentEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]}}]}}]} as unknown as DocumentNode<AssignmentEmployeesQuery, AssignmentEmployeesQueryVariables>;
export const EmployeeAssignmentsDocument = {"__meta__":{"hash":"sha256:32e23818894f5d32440540c270d299d163b684eca57c18f2a507fba5d461e98f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeeAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessIds"}}]}}]}}]} as unknown as DocumentNode<EmployeeAssignmentsQuery, EmployeeAssignmentsQueryVariables>;
export const SaveEmployeeAssignmentsDocument = {"__meta__":{"hash":"sha256:0168c1c7449028bec2d125c3490fcb03f119ea515013956c3eec92df9ac09b51"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveEmployeeAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveEmployeeAssignmentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEmployeeAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessIds"}}]}}]}}]}}]} as unknown as DocumentNode<SaveEmployeeAssignmentsMutation, SaveEmployeeAssignmentsMutationVariables>;
export const MasterListGridDocument = {"__meta__":{"hash":"sha256:9b8d3f54cbc3ccc2b1b1fb3be123bf71a1b9d5338c2bf8fe04efd200d56e96cc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterListGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"module"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterListModule"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"letter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"module"},"value":{"kind":"Variable","name":{"kind":"Name","value":"module"}}},{"kind":"Argument","name":{"kind":"Name","value":"letter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"letter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"authority"}}]}}]}}]}}]} as unknown as DocumentNode<MasterListGridQuery, MasterListGridQueryVariables>;
export const MasterListParentsDocument = {"__meta__":{"hash":"sha256:7115cb287952078c0b9f732b8926dd407e187da33cdeed5b975d385ec013b204"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterListParents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"module"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterListModule"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"module"},"value":{"kind":"Variable","name":{"kind":"Name","value":"module"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"5000"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MasterListParentsQuery, MasterListParentsQueryVariables>;
export const SaveMasterListItemDocument = {"__meta__":{"hash":"sha256:159925f2f712a581c6aa368768ea0328fdbc9e57bf05aefa14d8a49730052592"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMasterListItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveMasterListItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMasterListItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SaveMasterListItemMutation, SaveMasterListItemMutationVariables>;
export const DeleteMasterListItemDocument = {"__meta__":{"hash":"sha256:2b89562f97e8b8cd8d9e1461329bd8b458397a70a435063ad2674bfc5ae9ff46"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMasterListItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"module"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterListModule"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMasterListItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"module"},"value":{"kind":"Variable","name":{"kind":"Name","value":"module"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteMasterListItemMutation, DeleteMasterListItemMutationVariables>;
export const MaintenanceQuestionsDocument = {"__meta__":{"hash":"sha256:8b142cf575af18e0c903fc36041cd4cdcb3cd93876453381665228f14ca181e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MaintenanceQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionListKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"gapAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}}]}}]}}]} as unknown as DocumentNode<MaintenanceQuestionsQuery, MaintenanceQuestionsQueryVariables>;
export const SaveQuestionDocument = {"__meta__":{"hash":"sha256:b96870c342a0cde94c34ce964a7cff2f89eb065bc4e8b302671a72f3dad8baf6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]}}]} as unknown as DocumentNode<SaveQuestionMutation, SaveQuestionMutationVariables>;
export const DeleteQuestionDocument = {"__meta__":{"hash":"sha256:215d2ffffb0499a3ee269734919970cc4e0caf2d6493c7d777f54d00f2a9c150"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionListKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteQuestionMutation, DeleteQuestionMutationVariables>;
export const RolesGridDocument = {"__meta__":{"hash":"sha256:8bd0a71c78badfb5c7f8da142bf2f78be057f53938a22e5d340c55f78c68013f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolesGrid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isBuiltIn"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"menuItemIds"}},{"kind":"Field","name":{"kind":"Name","value":"editableMenuItemIds"}}]}}]}}]} as unknown as DocumentNode<RolesGridQuery, RolesGridQueryVariables>;
export const MenuEntriesDocument = {"__meta__":{"hash":"sha256:fca524d54fe5412920988359d8eedc5fcc47a38388182d30b9bbf3f82de1f846"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<MenuEntriesQuery, MenuEntriesQueryVariables>;
export const SaveRoleDocument = {"__meta__":{"hash":"sha256:aeb99629cce0106263f505c65e063fb2d200969e9c55b583c7b0b52996de6aab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveRoleMutation, SaveRoleMutationVariables>;
export const DeleteRoleDocument = {"__meta__":{"hash":"sha256:7a1081a7f265875562cda5b9bd261fdc3f8da19ce72261b832a590808a34565a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const SaveRoleMenuDocument = {"__meta__":{"hash":"sha256:858d204a362283624c3cb0671be939cd77b849f464fd15591a06e7c436b971ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRoleMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRoleMenuInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRoleMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuItemIds"}},{"kind":"Field","name":{"kind":"Name","value":"editableMenuItemIds"}}]}}]}}]}}]} as unknown as DocumentNode<SaveRoleMenuMutation, SaveRoleMenuMutationVariables>;
export const SsoGroupsDocument = {"__meta__":{"hash":"sha256:d0e06c7a860b939fa7f1ed60f3ec35689602066ded94eba3f08a3b6f3d8ac3dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SsoGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"directoryGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineIds"}}]}}]}}]} as unknown as DocumentNode<SsoGroupsQuery, SsoGroupsQueryVariables>;
export const SsoGroupChoicesDocument = {"__meta__":{"hash":"sha256:3a0ffc741c500d2f4af4abeb3cf75c7091a6fce41995544a11833b24faa1b4ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SsoGroupChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isBuiltIn"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignmentOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SsoGroupChoicesQuery, SsoGroupChoicesQueryVariables>;
export const SaveSsoGroupDocument = {"__meta__":{"hash":"sha256:4b5be470894daf5fb30ed274ff2d1f51aaf75e5c88ab6bcf309e2db7753a388f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSsoGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSsoGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSsoGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSsoGroupMutation, SaveSsoGroupMutationVariables>;
export const DeleteSsoGroupDocument = {"__meta__":{"hash":"sha256:4b8f4a69eb3bdbce0b025f7b0348dfb533f1dec2c29a214293d6dc5ecf4fc1cb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSsoGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSsoGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteSsoGroupMutation, DeleteSsoGroupMutationVariables>;
export const SaveSsoGroupRolesDocument = {"__meta__":{"hash":"sha256:9df96ccf10f5c6a523a50ed58a9a7be0b7cb7e4ad97cebf7be8fe2e30da730d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSsoGroupRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSsoGroupRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"roleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSsoGroupRolesMutation, SaveSsoGroupRolesMutationVariables>;
export const SaveSsoGroupBusinessLinesDocument = {"__meta__":{"hash":"sha256:0365a90469bb4c9ef4861803e03fc3a5fdbf737a3a33f6f3c03c2b34b76c9acf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSsoGroupBusinessLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSsoGroupBusinessLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLineIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineIds"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSsoGroupBusinessLinesMutation, SaveSsoGroupBusinessLinesMutationVariables>;
export const RegisteredUsersDocument = {"__meta__":{"hash":"sha256:621226320d6f51128e475278dd1e921933de71a28d6cff9a2b20e74dc364f490"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegisteredUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registeredUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"productPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"planLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}}]}}]}}]}}]} as unknown as DocumentNode<RegisteredUsersQuery, RegisteredUsersQueryVariables>;
export const SubscriptionPlanDetailsDocument = {"__meta__":{"hash":"sha256:edd522441628f0790eca4e58d56bc9e2b46ae9a13c60e75f1f7adb311bdbbdea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionPlanDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionPlanDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planPricing"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"customPricing"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscribers"}},{"kind":"Field","name":{"kind":"Name","value":"isOffered"}}]}}]}}]} as unknown as DocumentNode<SubscriptionPlanDetailsQuery, SubscriptionPlanDetailsQueryVariables>;
export const ChangeSubscriptionPlanDocument = {"__meta__":{"hash":"sha256:f70a5e4600512e50932c8cc32872fe202fe4f5f234d92c3bd77a94d084399499"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeSubscriptionPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productPlanId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeSubscriptionPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"productPlanId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productPlanId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeSubscriptionPlanMutation, ChangeSubscriptionPlanMutationVariables>;
export const CancelSubscriptionDocument = {"__meta__":{"hash":"sha256:e30b9bdf03331f11512c2e4239c7231dc1d6c71eaf833805f81e2f341ea23637"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const DeleteRegistrationDocument = {"__meta__":{"hash":"sha256:35704de854cf51198f58460c8fea749a2f60d80cac4fe9145b482fc03186c258"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteRegistrationMutation, DeleteRegistrationMutationVariables>;
export const CustomPricingRequestsDocument = {"__meta__":{"hash":"sha256:c47dacdce837c6c8efed635396b15a01e4f78179c9773967bfb8dca1fb4d728b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomPricingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customPricingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedUsers"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}}]}}]} as unknown as DocumentNode<CustomPricingRequestsQuery, CustomPricingRequestsQueryVariables>;
export const UpdateRegisteredUserDetailsDocument = {"__meta__":{"hash":"sha256:b93989d9fa6d5819131ac0ee0929627c921af7c53b6aaff5ae4105fc303a11ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRegisteredUserDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisteredUserDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegisteredUserDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateRegisteredUserDetailsMutation, UpdateRegisteredUserDetailsMutationVariables>;
export const ProductCatalogueDocument = {"__meta__":{"hash":"sha256:40dbfbe5bd81ee71dc39ff7ecbf57075d17544a53b971bfaa5f99c4eeed6c4cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"durationId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planPricing"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"customPricing"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscribers"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledRegistrations"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductCatalogueQuery, ProductCatalogueQueryVariables>;
export const SaveProductDurationDocument = {"__meta__":{"hash":"sha256:38cb90568656860e8a3386896521ac8d27632792cc25f8c1649acf91e2ae5d1b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProductDuration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveProductDurationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveProductDuration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"duration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<SaveProductDurationMutation, SaveProductDurationMutationVariables>;
export const DeleteProductDurationDocument = {"__meta__":{"hash":"sha256:d6be96e63824008f7fe0815b2270c00177569a0a4fee837bf4d0f2c5c82f2a60"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProductDuration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductDuration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteProductDurationMutation, DeleteProductDurationMutationVariables>;
export const SaveProductPlanDocument = {"__meta__":{"hash":"sha256:f4c9030832a1b2e9a0d56e889cea40cb0a343896b862c3c1c7ae067d7c2bd7cb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProductPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveProductPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveProductPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planPricing"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"customPricing"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<SaveProductPlanMutation, SaveProductPlanMutationVariables>;
export const DeleteProductPlanDocument = {"__meta__":{"hash":"sha256:b4d422061475e75c6051053682a4188d005bbb6e12dc10226be0a5cbe404812e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProductPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteProductPlanMutation, DeleteProductPlanMutationVariables>;
export const AdminUsersGridDocument = {"__meta__":{"hash":"sha256:70d7fa7d210de1c3e4c21e5c9171968ac583d1156062a946dcb062dd995ffaef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsersGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}},{"kind":"Field","name":{"kind":"Name","value":"syncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersGridQuery, AdminUsersGridQueryVariables>;
export const AdminUserChoicesDocument = {"__meta__":{"hash":"sha256:4071f92ad66f311a337bc2b6c62893cb3a354a2f79d2a572d07f36214a019f6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isBuiltIn"}},{"kind":"Field","name":{"kind":"Name","value":"isProvider"}}]}}]}}]} as unknown as DocumentNode<AdminUserChoicesQuery, AdminUserChoicesQueryVariables>;
export const RegisterEmployeeDocument = {"__meta__":{"hash":"sha256:997d7642af4ae5fabde0cac92adf35eccb2beebb97ffee314dd0cd3286735ea0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterEmployeeMutation, RegisterEmployeeMutationVariables>;
export const UpdateUserDocument = {"__meta__":{"hash":"sha256:47cd631af2151712b836eff12313f234d79db7821b6159db84536c00060a1535"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"__meta__":{"hash":"sha256:e57b4c95c35ea55c2d983ae81fa727097ff5aeb84c08dc1e4ca96a6bc9e731ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const SyncUserDocument = {"__meta__":{"hash":"sha256:9b6dcd6f93a7a662c6b34628af64e408890fec591b5e1ef09ba3a132f7719fad"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"syncedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SyncUserMutation, SyncUserMutationVariables>;
export const ResetUserPasswordDocument = {"__meta__":{"hash":"sha256:9ca7ec7a64cff575c6cc349737190a519de55201d6012bc91e7283dfc27947f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetUserPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const EmployeeRoleTemplateDocument = {"__meta__":{"hash":"sha256:f8155e56ab12b820d396c98c9e3dbc8ed8dca65b31c5917737a9471b75132328"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmployeeRoleTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeRoleTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<EmployeeRoleTemplateMutation, EmployeeRoleTemplateMutationVariables>;
export const LoginDocument = {"__meta__":{"hash":"sha256:cb1400a9177be12215178f72dfb656d91f168ee19430eed7c72559c29ba090c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selectedIndex"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BreadcrumbFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"editableRoutes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"fetchesInboxCounts"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isAzimuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTableau"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"sha256:f182be06486f110dda44df32f4b98ddaea436a3eddd4838b9569a06007bcb105"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:d8329d0aa17325f893d6825d9d0ab2757c96476f099d3d85d10ca0ced8341072"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignUpDocument = {"__meta__":{"hash":"sha256:aff1f52a8e0a42221a79efa5e9d2259f5691995d273607f7252e80f7a228e660"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const SsoClientDocument = {"__meta__":{"hash":"sha256:6687b3828512f05394e13d0159ca2bfc7ec0a084d9424a05eb8d81252ed3cd0f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SsoClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}}]}}]}}]} as unknown as DocumentNode<SsoClientQuery, SsoClientQueryVariables>;
export const SsoLoginDocument = {"__meta__":{"hash":"sha256:85cee4e6c6a1710b67d9da56c3686160d16bb916550e193e303a9a04a5262acc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SsoLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SsoLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selectedIndex"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BreadcrumbFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"editableRoutes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"fetchesInboxCounts"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isAzimuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTableau"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SsoLoginMutation, SsoLoginMutationVariables>;
export const BusinessDashboardDocument = {"__meta__":{"hash":"sha256:7923e94b53faac829ac5fc57c7a3572ca052e5e2384c02150ba5fcee304d72c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessDashboardFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"showAllLaws"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lawProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessLaws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessLawFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"businessUserName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isChangedLaw"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessContact"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"lawProcesses"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableComment"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableApproved"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BusinessDashboardQuery, BusinessDashboardQueryVariables>;
export const BusinessReportDocument = {"__meta__":{"hash":"sha256:3b3bbeb2e6a3252bffaa149fb2a0b44c8011cb8878f2f6572a5a053d1e4d329c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessReportLaws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessLawFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"businessUserName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isChangedLaw"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessContact"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"lawProcesses"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableComment"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableApproved"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BusinessReportQuery, BusinessReportQueryVariables>;
export const UpdateBusinessToggleDocument = {"__meta__":{"hash":"sha256:113fa4b7d5045ed31ef1ce30ca0a77a0e1a05583e21f94ca33ddcb8d9e4edccb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBusinessToggle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showAllLaws"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessToggle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"showAllLaws"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showAllLaws"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"showAllLaws"}}]}}]}}]} as unknown as DocumentNode<UpdateBusinessToggleMutation, UpdateBusinessToggleMutationVariables>;
export const BusinessLawValidationDocument = {"__meta__":{"hash":"sha256:193ab862742fdeb8ba75f67aed8cede8c9fba21b5ae5eb6d0b657706d17c1871"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessLawValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLawValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"law"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessLawFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessRequirementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}},{"kind":"Field","name":{"kind":"Name","value":"isMapped"}},{"kind":"Field","name":{"kind":"Name","value":"isRecommended"}},{"kind":"Field","name":{"kind":"Name","value":"isSelected"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessArtifactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessArtifact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"businessUserName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isChangedLaw"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessContact"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"lawProcesses"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableComment"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableApproved"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"noArtifact"}},{"kind":"Field","name":{"kind":"Name","value":"isDecommissioned"}},{"kind":"Field","name":{"kind":"Name","value":"isGap"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"targetCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"actualCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"artifacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessArtifactFields"}}]}}]}}]} as unknown as DocumentNode<BusinessLawValidationQuery, BusinessLawValidationQueryVariables>;
export const ValidateLawDocument = {"__meta__":{"hash":"sha256:eb8bf81ed2373c1f580f8bc854893db2a63fc5f7242110902f391725afcd6829"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidateLaw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidateLawInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateLaw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ValidateLawMutation, ValidateLawMutationVariables>;
export const DeclareLawNotApplicableDocument = {"__meta__":{"hash":"sha256:1d74c3691c3ef9f79c3f954a1259fdd596a8993ac526845ab20e818c41de2cf1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclareLawNotApplicable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidateLawInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declareLawNotApplicable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeclareLawNotApplicableMutation, DeclareLawNotApplicableMutationVariables>;
export const BusinessArtifactMappingDocument = {"__meta__":{"hash":"sha256:dfb392dd96abfb55570a5779a25f733cca3e5d88a3c62726c06801be6851721f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessArtifactMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessArtifactMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"law"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessLawFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessRequirementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"artifacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessArtifactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessArtifact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"businessUserName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isChangedLaw"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessContact"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"lawProcesses"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableComment"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableApproved"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"noArtifact"}},{"kind":"Field","name":{"kind":"Name","value":"isDecommissioned"}},{"kind":"Field","name":{"kind":"Name","value":"isGap"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"targetCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"actualCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"artifacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessArtifactFields"}}]}}]}}]} as unknown as DocumentNode<BusinessArtifactMappingQuery, BusinessArtifactMappingQueryVariables>;
export const SaveArtifactMappingsDocument = {"__meta__":{"hash":"sha256:7824dc73641f339a1c4398fc2007ef8aa003f9762387d6872160815d5e676e43"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveArtifactMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveArtifactMappingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveArtifactMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveArtifactMappingsMutation, SaveArtifactMappingsMutationVariables>;
export const DeleteMappedArtifactsDocument = {"__meta__":{"hash":"sha256:cd51ac40ea857dd199208533dd414ac6495f46c67bb4deec165358839f9341a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMappedArtifacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMappedArtifactsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMappedArtifacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteMappedArtifactsMutation, DeleteMappedArtifactsMutationVariables>;
export const ClearArtifactMappingsDocument = {"__meta__":{"hash":"sha256:a52e65f4e286a4ae0374ed60e7b4dade6ce4d193dd120021b4cb999b63b624f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearArtifactMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearArtifactMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLawId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClearArtifactMappingsMutation, ClearArtifactMappingsMutationVariables>;
export const MarkNoArtifactDocument = {"__meta__":{"hash":"sha256:4886b9179ca302cae8878d2fba9d8d326ff7de8217e76e03f4395f096bb936db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNoArtifact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessRequirementRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNoArtifact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MarkNoArtifactMutation, MarkNoArtifactMutationVariables>;
export const DeleteDecommissionedRequirementsDocument = {"__meta__":{"hash":"sha256:75855741eedbf1ff088071304b03c32277ad17d0d97842ec2c35ad0fc9973a07"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDecommissionedRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDecommissionedRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLawId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteDecommissionedRequirementsMutation, DeleteDecommissionedRequirementsMutationVariables>;
export const BusinessAssessmentDocument = {"__meta__":{"hash":"sha256:1201566e91ab826c0d7dfa51703f2ce1fa41b1d12ce6f9ff60665f7aae519051"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessAssessmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"businessUserName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isChangedLaw"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessContact"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"lawProcesses"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableComment"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableApproved"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessArtifactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessArtifact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"noArtifact"}},{"kind":"Field","name":{"kind":"Name","value":"isDecommissioned"}},{"kind":"Field","name":{"kind":"Name","value":"isGap"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"targetCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"actualCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"artifacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessArtifactFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessAssessmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"law"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessLawFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessRequirementFields"}}]}}]}}]} as unknown as DocumentNode<BusinessAssessmentQuery, BusinessAssessmentQueryVariables>;
export const SaveAssessmentDocument = {"__meta__":{"hash":"sha256:b3641aeed3586b24615e3a1ab08040faaa18161f67ab837411d302b5c86a7bbb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAssessmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveAssessmentMutation, SaveAssessmentMutationVariables>;
export const SaveAssessmentAnswerDocument = {"__meta__":{"hash":"sha256:313690028181d2a20dbf6b92ee16e8523fd55a303a099ed7c61715833b81744f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAssessmentAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveAssessmentAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAssessmentAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveAssessmentAnswerMutation, SaveAssessmentAnswerMutationVariables>;
export const AssessedArtifactDocument = {"__meta__":{"hash":"sha256:f2f9c3e41c3b852983a56e19abbcebf3c71651b392cc6224e2f9296c7cc53474"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessedArtifact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessedArtifactRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessedArtifact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessArtifactFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessArtifactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessArtifact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AssessedArtifactQuery, AssessedArtifactQueryVariables>;
export const SubmitAssessmentDocument = {"__meta__":{"hash":"sha256:3e72e4ef57f6654414ff4a42f4720b8dd721974328f752f1a8de722ec36a4668"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLawId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitAssessmentMutation, SubmitAssessmentMutationVariables>;
export const SetActualCompletionDateDocument = {"__meta__":{"hash":"sha256:630551fbf62f7c444bed0a8e7f878b006d71d861f724f13e8b76be96a399b608"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetActualCompletionDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequirementDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setActualCompletionDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetActualCompletionDateMutation, SetActualCompletionDateMutationVariables>;
export const DeleteQuestionFileDocument = {"__meta__":{"hash":"sha256:797e920869bf3f38d64df20d72dffe08cdbcdabfb2a9bca55c0af4b4f4f48dfc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteQuestionFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuestionFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteQuestionFileMutation, DeleteQuestionFileMutationVariables>;
export const QuestionFileDownloadDocument = {"__meta__":{"hash":"sha256:7031f2d61ace813746978b4d62a814cb1897f97de0b8b6c2db4b52220c3edc14"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuestionFileDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionFileDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLawId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<QuestionFileDownloadMutation, QuestionFileDownloadMutationVariables>;
export const ClearBusinessSendBackCommentDocument = {"__meta__":{"hash":"sha256:00e55b678faca53207c63b3bbd18063dd49bd43b37c3d5b4f7bc22b609d4df2c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearBusinessSendBackComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessRequirementRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearBusinessSendBackComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ClearBusinessSendBackCommentMutation, ClearBusinessSendBackCommentMutationVariables>;
export const BusinessApprovalDocument = {"__meta__":{"hash":"sha256:4f8c959c197f5c2aef8efa3e68ac55eb124d74a1599bc2716b5022724740968a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"law"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessLawFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessQuestionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"businessUserName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isChangedLaw"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessContact"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"lawProcesses"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableComment"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableApproved"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}}]}}]} as unknown as DocumentNode<BusinessApprovalQuery, BusinessApprovalQueryVariables>;
export const AssessmentRequirementsDocument = {"__meta__":{"hash":"sha256:7c8e6a78230fc26e805b685d3a99417194c1888be315da5cb6c38297d8ba3f4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessmentRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AssessmentRequirementFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLawId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessRequirementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessArtifactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessArtifact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"noArtifact"}},{"kind":"Field","name":{"kind":"Name","value":"isDecommissioned"}},{"kind":"Field","name":{"kind":"Name","value":"isGap"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"targetCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"actualCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"artifacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessArtifactFields"}}]}}]}}]} as unknown as DocumentNode<AssessmentRequirementsQuery, AssessmentRequirementsQueryVariables>;
export const ApproveRequirementDocument = {"__meta__":{"hash":"sha256:bce583e191c5408730ed397ac679dbb10826beba251e3f1962dd4835371ee0e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessRequirementRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApproveRequirementMutation, ApproveRequirementMutationVariables>;
export const SendBackRequirementsDocument = {"__meta__":{"hash":"sha256:9e4d6403fa61b291659fe349aefc1a5e6abea638e40168505dec03f18634a602"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendBackRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendBackRequirementsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendBackRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendBackRequirementsMutation, SendBackRequirementsMutationVariables>;
export const LawsNotApplicableDocument = {"__meta__":{"hash":"sha256:3126dcd342c99542b9231854d9a2aa0e33a1b2bcddd9fe67708e569949f7050a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LawsNotApplicable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessDashboardFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawsNotApplicable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessLawFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"notApprovedLaws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessLawFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"businessUserName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isChangedLaw"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessContact"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"isEditable"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"lawProcesses"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableComment"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableApproved"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableById"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<LawsNotApplicableQuery, LawsNotApplicableQueryVariables>;
export const LawNotApplicableChoicesDocument = {"__meta__":{"hash":"sha256:b7080c2a432bc9fb6887050edbe43e9e96f95a38d1c4041e49b16ff13a9ebd2b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LawNotApplicableChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"showAllLaws"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessLaws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"showAllLaws"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"5000"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}}]}}]}}]}}]} as unknown as DocumentNode<LawNotApplicableChoicesQuery, LawNotApplicableChoicesQueryVariables>;
export const DecideNotApplicableDocument = {"__meta__":{"hash":"sha256:655fc65075c0f8d406ffced5cee594fff4611b8a4eacfccd99c5073dc12e1cc2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideNotApplicable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideNotApplicableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideNotApplicable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DecideNotApplicableMutation, DecideNotApplicableMutationVariables>;
export const BusinessGapsDocument = {"__meta__":{"hash":"sha256:e395fa14db2b830dfdef67439a34f5e0fd1f6b0aaa5e304b693ab210944c9aa1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessGaps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessGaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLawId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"noArtifact"}},{"kind":"Field","name":{"kind":"Name","value":"targetCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"actualCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessContact"}}]}}]}}]} as unknown as DocumentNode<BusinessGapsQuery, BusinessGapsQueryVariables>;
export const SetTargetCompletionDateDocument = {"__meta__":{"hash":"sha256:dff6484f9e8b4f48ce091d5f800240402f0fbc112b40cedea37d177510f011f4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTargetCompletionDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequirementDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTargetCompletionDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetTargetCompletionDateMutation, SetTargetCompletionDateMutationVariables>;
export const AssessmentCopyDocument = {"__meta__":{"hash":"sha256:f362769b2bc569b9f8168f7cd6c7a3a223b6a7e59f4f9a6573042c6ef4305be4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessmentCopy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"artifactId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessmentCopy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLawId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLawId"}}},{"kind":"Argument","name":{"kind":"Name","value":"artifactId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"artifactId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"fromBusinessLawId"}}]}}]}}]} as unknown as DocumentNode<AssessmentCopyQuery, AssessmentCopyQueryVariables>;
export const SaveApproverCommentDocument = {"__meta__":{"hash":"sha256:c0ab99e41e0717eec1247ab83fa304f17e985f28469b2cf5776449434f39bd5b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveApproverComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproverCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveApproverComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveApproverCommentMutation, SaveApproverCommentMutationVariables>;
export const ChangeInLawWindowDocument = {"__meta__":{"hash":"sha256:69333bb44f431ffe11d65f453196a12508755113f602c8f424b3e3888b0c1d0f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangeInLawWindow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLawInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedLaw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChangedLawFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeLawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decisionComment"}},{"kind":"Field","name":{"kind":"Name","value":"companyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<ChangeInLawWindowQuery, ChangeInLawWindowQueryVariables>;
export const UpdatedRequirementsDocument = {"__meta__":{"hash":"sha256:03fe3df34c13d59b057a2ea4c2bc2d192b43174d033bbea48dc12f8b25748cd9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpdatedRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<UpdatedRequirementsQuery, UpdatedRequirementsQueryVariables>;
export const ChangeManagementChangeDocument = {"__meta__":{"hash":"sha256:1bdf084e90dffc1bf41d9937041b800e1618ec58da4e2da6ac7c606fbccf35c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangeManagementChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLawInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedLaw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChangedLawFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeLawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decisionComment"}},{"kind":"Field","name":{"kind":"Name","value":"companyPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<ChangeManagementChangeQuery, ChangeManagementChangeQueryVariables>;
export const ConfirmLawRequirementsRowsDocument = {"__meta__":{"hash":"sha256:215d5def14c4c2d42ed215d0f2bb0f231c09300b06f805eefd24f64e7b6ee57d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfirmLawRequirementsRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}}]} as unknown as DocumentNode<ConfirmLawRequirementsRowsQuery, ConfirmLawRequirementsRowsQueryVariables>;
export const ProposedRequirementsDocument = {"__meta__":{"hash":"sha256:805dcc267c306d4bac2c038f53317b1a314be628f09051174390a977990787ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProposedRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposedRequirementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}}]} as unknown as DocumentNode<ProposedRequirementsQuery, ProposedRequirementsQueryVariables>;
export const ChangedLawQueueDocument = {"__meta__":{"hash":"sha256:dece632696b854d895d6b08f10d53b5cd9c57b8999ff9b16c23adc3be7efe9e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangedLawQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLawQueueInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedLawQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeLawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"changeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regulators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ChangedLawQueueQuery, ChangedLawQueueQueryVariables>;
export const AddUpdatedRequirementDocument = {"__meta__":{"hash":"sha256:ee362ec2d3a862d1e651b6b6fb01463326787b39eaa1ba2d74f752cfd1a7a63d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddUpdatedRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddUpdatedRequirementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addUpdatedRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposedRequirementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}}]} as unknown as DocumentNode<AddUpdatedRequirementMutation, AddUpdatedRequirementMutationVariables>;
export const EditUpdatedRequirementDocument = {"__meta__":{"hash":"sha256:dbc3692ccef656e8864c63a23fb5f42f509264dfb71b9bdd0649309893614c65"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditUpdatedRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changeLawId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditUpdatedRequirementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editUpdatedRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"changeLawId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changeLawId"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposedRequirementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}}]} as unknown as DocumentNode<EditUpdatedRequirementMutation, EditUpdatedRequirementMutationVariables>;
export const RenumberUpdatedRequirementDocument = {"__meta__":{"hash":"sha256:dc6edbeba199b9ce6aa8d5849a3656d637e44b15f7d29d5d71924c7f6e33c97f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenumberUpdatedRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changeLawId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenumberUpdatedRequirementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renumberUpdatedRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"changeLawId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changeLawId"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposedRequirementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}}]} as unknown as DocumentNode<RenumberUpdatedRequirementMutation, RenumberUpdatedRequirementMutationVariables>;
export const DeleteUpdatedRequirementDocument = {"__meta__":{"hash":"sha256:9e851da05525d573992ac05c1f0b340f98df4936763881eb0e6c7a5f7149a867"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUpdatedRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeLineInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUpdatedRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposedRequirementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}}]} as unknown as DocumentNode<DeleteUpdatedRequirementMutation, DeleteUpdatedRequirementMutationVariables>;
export const UndoUpdatedRequirementDocument = {"__meta__":{"hash":"sha256:6cfac31893d30cd60c590e7473e0f220b250f67dd034dead133bc89fe2f7da6d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoUpdatedRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeLineInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoUpdatedRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposedRequirementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}}]} as unknown as DocumentNode<UndoUpdatedRequirementMutation, UndoUpdatedRequirementMutationVariables>;
export const SaveUpdatedRequirementsDocument = {"__meta__":{"hash":"sha256:b907067f25517095ff2f054f15388ad20b3f050a22b58fdcef625fa4dd2751f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUpdatedRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveUpdatedRequirementsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUpdatedRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProposedRequirementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UpdatedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"newRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"edited"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProposedRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatedRequirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UpdatedRequirementFields"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}}]} as unknown as DocumentNode<SaveUpdatedRequirementsMutation, SaveUpdatedRequirementsMutationVariables>;
export const ChangeManagementIndustriesDocument = {"__meta__":{"hash":"sha256:cc54768247e14eb544db7171b31bdd994f08c69e2bf8abf761b1b0748dc68638"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangeManagementIndustries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeManagementIndustriesQuery, ChangeManagementIndustriesQueryVariables>;
export const AssessChangeDocument = {"__meta__":{"hash":"sha256:a5554a095a09403197c3d80fb0132bd416b251c6208dc6592983caf33652adb3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssessChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regulatorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeManagementFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regulators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statuses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedLaws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"regulatorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regulatorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"changeSummary"}},{"kind":"Field","name":{"kind":"Name","value":"processes"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeWorkQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientChangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeAssessQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcess"}},{"kind":"Field","name":{"kind":"Name","value":"businessLawId"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"businessRequirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeSummary"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"undecided"}}]}}]} as unknown as DocumentNode<AssessChangeQuery, AssessChangeQueryVariables>;
export const ChangedLawProcessesDocument = {"__meta__":{"hash":"sha256:f1210d61654a57ec64f249d4d031d5e79f2847a8d695589033aad93c197e1f44"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangedLawProcesses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedLawProcesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcess"}},{"kind":"Field","name":{"kind":"Name","value":"businessLawId"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"businessRequirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeSummary"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"undecided"}}]}}]} as unknown as DocumentNode<ChangedLawProcessesQuery, ChangedLawProcessesQueryVariables>;
export const ClientChangeDocument = {"__meta__":{"hash":"sha256:dd12c5d8add53e39ca85ce59a3b542279398dbe79e6972d65365701df5bdd47d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientChangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currentRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"proposedRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"changeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"mappingStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcess"}},{"kind":"Field","name":{"kind":"Name","value":"businessLawId"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"businessRequirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changeSummary"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"submittedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"undecided"}}]}}]} as unknown as DocumentNode<ClientChangeQuery, ClientChangeQueryVariables>;
export const RequirementSignaturesDocument = {"__meta__":{"hash":"sha256:4807b162530cb8ab9cf11700506787a2cdfcc8f074b55a3ca10d837e895fee96"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequirementSignatures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requirementChangeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requirementSignatures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requirementChangeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requirementChangeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requirementChangeId"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RequirementSignaturesQuery, RequirementSignaturesQueryVariables>;
export const UpdateProposedRequirementDocument = {"__meta__":{"hash":"sha256:f84ec4ee8c2a3319e213e76359bf368b3a6311bb32ed182e1a4da082e7cf9535"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProposedRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProposedRequirementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProposedRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateProposedRequirementMutation, UpdateProposedRequirementMutationVariables>;
export const SubmitChangesDocument = {"__meta__":{"hash":"sha256:120580ab70abc2f9a1e02aacdbb07deb78419804937257cca184a56e43e8d7c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"changeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitChangesMutation, SubmitChangesMutationVariables>;
export const AcceptChangedLawDocument = {"__meta__":{"hash":"sha256:45ab062772f602978a135c4f8f11dd92af6586f592aa36a574a73389e6916b86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptChangedLaw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptChangedLaw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"changeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AcceptChangedLawMutation, AcceptChangedLawMutationVariables>;
export const SaveRequirementMappingDocument = {"__meta__":{"hash":"sha256:eba4e3610e618538039a63bfd0d689136828741fb74f962c3bff44549be37954"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRequirementMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requirementChangeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyProcessIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRequirementMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requirementChangeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requirementChangeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyProcessIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyProcessIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"submit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveRequirementMappingMutation, SaveRequirementMappingMutationVariables>;
export const TestingGraphsDocument = {"__meta__":{"hash":"sha256:7fa96784628b1ea9bca35a65bb7c4166799e2ab30dbf89b4d2b99a43d320c6c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestingGraphs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TestingGraphFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupPopulationGraph"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"populationCount"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionLoans"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testingTypeGraph"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passCount"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testingCategoryGraph"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passCount"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testingRegulatorGraph"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passCount"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testingExceptionsGraph"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passCount"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionCount"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicableCount"}}]}}]}}]} as unknown as DocumentNode<TestingGraphsQuery, TestingGraphsQueryVariables>;
export const TestingGraphFiltersDocument = {"__meta__":{"hash":"sha256:887f41e8d180bf61d4f94c6f34a04b611b33de18cbee0d11b07813fa6565c55d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestingGraphFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanLoads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loadedOn"}},{"kind":"Field","name":{"kind":"Name","value":"loansCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"testingClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groups"},"name":{"kind":"Name","value":"testingList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"GROUP"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TestingGraphFiltersQuery, TestingGraphFiltersQueryVariables>;
export const GroupPopulationLoansDocument = {"__meta__":{"hash":"sha256:97a18a832165d3fcdb7f9521cccdae933ae3e982afaad1f701db4df3bad3d269"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupPopulationLoans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanLoadId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupPopulationLoans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"loanLoadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanLoadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"borrowerName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"originatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionsCount"}}]}}]}}]}}]} as unknown as DocumentNode<GroupPopulationLoansQuery, GroupPopulationLoansQueryVariables>;
export const TestingListDocument = {"__meta__":{"hash":"sha256:0d55e1d8124abc2599236355440827bb9acd93516ec791a30dab9000972a8b03"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestingList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestingListKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testingList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"rulesCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<TestingListQuery, TestingListQueryVariables>;
export const SaveTestingListRecordDocument = {"__meta__":{"hash":"sha256:21ee04b8753480d57640a238a0f2b3f12e0ff92db74ad42b9fd4c9766b8e4d27"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTestingListRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTestingListRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTestingListRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<SaveTestingListRecordMutation, SaveTestingListRecordMutationVariables>;
export const DeleteTestingListRecordDocument = {"__meta__":{"hash":"sha256:a661e954c5250ec8b901898e61e0214d39bb46c490a8070ab35856b036b03deb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTestingListRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestingListKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTestingListRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteTestingListRecordMutation, DeleteTestingListRecordMutationVariables>;
export const TestingRulesScreenDocument = {"__meta__":{"hash":"sha256:79b271cc88dbe196402972f18f62bf3a96bc377d073129b344822e56d68c0f4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestingRulesScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TestingRuleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testingRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumbers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testingRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCategoryName"}}]}}]}}]} as unknown as DocumentNode<TestingRulesScreenQuery, TestingRulesScreenQueryVariables>;
export const TestingRuleFiltersDocument = {"__meta__":{"hash":"sha256:ac592b4ea1bd868eb365d7e9519d753ba84d4ded3c24a70d1a930771d7ca4504"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestingRuleFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"groups"},"name":{"kind":"Name","value":"testingList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"GROUP"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"types"},"name":{"kind":"Name","value":"testingList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"TYPE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"categories"},"name":{"kind":"Name","value":"testingList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CATEGORY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"requirementCategories"},"name":{"kind":"Name","value":"testingList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"REQUIREMENT_CATEGORY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TestingRuleFiltersQuery, TestingRuleFiltersQueryVariables>;
export const ActionPlanWorkQueueDocument = {"__meta__":{"hash":"sha256:a1ddde8e8ac11666f04dedd7f5c8517d66dd39598f5640a89a0673f2e3b6f563"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionPlanWorkQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionPlanWorkQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionPlanFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstRunId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadName"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionsCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rootCause"}},{"kind":"Field","name":{"kind":"Name","value":"actionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"assessedAt"}}]}}]} as unknown as DocumentNode<ActionPlanWorkQueueQuery, ActionPlanWorkQueueQueryVariables>;
export const ActionPlanListDocument = {"__meta__":{"hash":"sha256:0c1e1f1ad48ca30357a089cd0214981a621b202d1c0ebb49a932b2cd86593e74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionPlanList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPlanStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionPlanFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstRunId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadName"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionsCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rootCause"}},{"kind":"Field","name":{"kind":"Name","value":"actionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"assessedAt"}}]}}]} as unknown as DocumentNode<ActionPlanListQuery, ActionPlanListQueryVariables>;
export const SaveActionPlanAssessmentDocument = {"__meta__":{"hash":"sha256:1dec762864cbdca117cfe0ca23402923f79d6b9205153cc3635226b4c4500bd2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveActionPlanAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveActionPlanAssessmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveActionPlanAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"actionPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionPlanFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstRunId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadName"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionsCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rootCause"}},{"kind":"Field","name":{"kind":"Name","value":"actionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"assessedAt"}}]}}]} as unknown as DocumentNode<SaveActionPlanAssessmentMutation, SaveActionPlanAssessmentMutationVariables>;
export const LoanRemediationQueueDocument = {"__meta__":{"hash":"sha256:3ddcad9ae69a821e33a525eae75b565d729aaa12bfde85ece09f4e9ed1ee709b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoanRemediationQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RemediationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanRemediationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RemediationRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RemediationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemediationRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstRunId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadId"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordsCount"}},{"kind":"Field","name":{"kind":"Name","value":"resultsCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subStatus"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}}]}}]} as unknown as DocumentNode<LoanRemediationQueueQuery, LoanRemediationQueueQueryVariables>;
export const LoanRemediationDetailDocument = {"__meta__":{"hash":"sha256:24c4d35ea0193930bedff6d76d5fbbde9a761050f8c86a6bad69339a9aadb21f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoanRemediationDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultStatusId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanRemediationLoans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"queueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queueId"}}},{"kind":"Argument","name":{"kind":"Name","value":"resultStatusId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultStatusId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"borrowerName"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"loanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"resultStatus"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionMessage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"remediationTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"queueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queueId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"testResultStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LoanRemediationDetailQuery, LoanRemediationDetailQueryVariables>;
export const SaveLoanRemediationDocument = {"__meta__":{"hash":"sha256:a3d36d2a379723fd0c72c4bcf19423ca3ffa7c45f67db61b6df665a86e2b2b3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLoanRemediation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveLoanRemediationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLoanRemediation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RemediationRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RemediationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemediationRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstRunId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadId"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordsCount"}},{"kind":"Field","name":{"kind":"Name","value":"resultsCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subStatus"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}}]}}]} as unknown as DocumentNode<SaveLoanRemediationMutation, SaveLoanRemediationMutationVariables>;
export const DeleteRemediationEvidenceDocument = {"__meta__":{"hash":"sha256:42c741386033acf4d1f117988233b9eb2281f104261d898c0ecf9e46197b8447"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRemediationEvidence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRemediationEvidence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteRemediationEvidenceMutation, DeleteRemediationEvidenceMutationVariables>;
export const RemediationEvidenceDownloadDocument = {"__meta__":{"hash":"sha256:d628d95c04cb9c83fb6094cb3f957a2b1c4f60505728b87d39c237a10bd70908"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemediationEvidenceDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remediationEvidenceDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"queueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queueId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<RemediationEvidenceDownloadMutation, RemediationEvidenceDownloadMutationVariables>;
export const SaveRemediationTaskDocument = {"__meta__":{"hash":"sha256:878bf3f160cd7c14bfc938508fc144f44419408e115849134c861848980bdf6e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRemediationTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRemediationTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRemediationTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<SaveRemediationTaskMutation, SaveRemediationTaskMutationVariables>;
export const RemediationRuleChoicesDocument = {"__meta__":{"hash":"sha256:e9f5933221ec716ce39ae51ef385b5b4eec27739f0469ed277be4b6df2f8c9c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RemediationRuleChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testingRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<RemediationRuleChoicesQuery, RemediationRuleChoicesQueryVariables>;
export const AddLoanToRemediationDocument = {"__meta__":{"hash":"sha256:e33ec6db9d67eaefbb2d392f9e6c44db2d4bb8c94d943bb231cfd8dcdd069c04"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddLoanToRemediation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddLoanToRemediationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addLoanToRemediation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RemediationRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RemediationRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemediationRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstRunId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadId"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedDate"}},{"kind":"Field","name":{"kind":"Name","value":"recordsCount"}},{"kind":"Field","name":{"kind":"Name","value":"resultsCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subStatus"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}}]}}]} as unknown as DocumentNode<AddLoanToRemediationMutation, AddLoanToRemediationMutationVariables>;
export const ActionPlanCandidatesDocument = {"__meta__":{"hash":"sha256:6d4d84b6e7572efa659479128a90349ba6028642e9c07172de1d8196195734b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionPlanCandidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionPlanCandidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadName"}},{"kind":"Field","name":{"kind":"Name","value":"resultsCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ActionPlanCandidatesQuery, ActionPlanCandidatesQueryVariables>;
export const AddActionPlanDocument = {"__meta__":{"hash":"sha256:cd48ee5c3fe06dc6d8a7584798376c6828f4fbb53dd028e198e7483760e35632"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddActionPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddActionPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addActionPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"actionPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionPlanFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstRunId"}},{"kind":"Field","name":{"kind":"Name","value":"ruleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ruleName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"loanLoadName"}},{"kind":"Field","name":{"kind":"Name","value":"exceptionsCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rootCause"}},{"kind":"Field","name":{"kind":"Name","value":"actionPlan"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"assessedAt"}}]}}]} as unknown as DocumentNode<AddActionPlanMutation, AddActionPlanMutationVariables>;
export const DmuLookupsDocument = {"__meta__":{"hash":"sha256:b80584f5316bf29c760fbcbe4d5daa6ac35fe982b22099de2841b9ae486454db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DmuLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dmuClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dmuSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dmuAgrcCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DmuLookupsQuery, DmuLookupsQueryVariables>;
export const DmuSystemDocument = {"__meta__":{"hash":"sha256:73d377b0f6b4cfc5ac565bcc586cdfd8296cf8439ec049b5c6300ac10591a018"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DmuSystem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"systemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dmuDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"systemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"systemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalAgrcFields"}},{"kind":"Field","name":{"kind":"Name","value":"totalSystemFields"}},{"kind":"Field","name":{"kind":"Name","value":"mappedAgrcSystemFields"}},{"kind":"Field","name":{"kind":"Name","value":"agrcFieldsNotAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"notRequiredNotExpected"}},{"kind":"Field","name":{"kind":"Name","value":"unmappedAgrcFieldsToSystemFields"}},{"kind":"Field","name":{"kind":"Name","value":"totalMappedAgrcFields"}},{"kind":"Field","name":{"kind":"Name","value":"groupMapped"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dmuSystemGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"systemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"systemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dmuSystemDetailFilters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"systemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"systemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"screenNames"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]}}]} as unknown as DocumentNode<DmuSystemQuery, DmuSystemQueryVariables>;
export const DmuMappingsDocument = {"__meta__":{"hash":"sha256:08177f0bdfa839c7793b43156bfd11a01b54a0c2a4c67bb3b6280e179fab173c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DmuMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DmuMappingFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dmuMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"systemId"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"agrcFields"}},{"kind":"Field","name":{"kind":"Name","value":"agrcFieldIds"}},{"kind":"Field","name":{"kind":"Name","value":"systemGroup"}},{"kind":"Field","name":{"kind":"Name","value":"systemFields"}},{"kind":"Field","name":{"kind":"Name","value":"systemFieldIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<DmuMappingsQuery, DmuMappingsQueryVariables>;
export const DmuSystemDetailsDocument = {"__meta__":{"hash":"sha256:8b96a851ece1e284d1be6de4af1017087937bed71bc57a14cfb40ac29f4ee4a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DmuSystemDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DmuSystemDetailFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dmuSystemDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"systemGroupName"}},{"kind":"Field","name":{"kind":"Name","value":"systemFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"systemApiDataField"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayFormat"}},{"kind":"Field","name":{"kind":"Name","value":"screenName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldDescription"}},{"kind":"Field","name":{"kind":"Name","value":"systemPointFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"valueList"}},{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"businessLogic"}},{"kind":"Field","name":{"kind":"Name","value":"term"}}]}}]}}]}}]} as unknown as DocumentNode<DmuSystemDetailsQuery, DmuSystemDetailsQueryVariables>;
export const SaveDmuMappingDocument = {"__meta__":{"hash":"sha256:653ab24ebfb55f5237e22f42005856b7ca4d11105ab4303a7e8c1ef32c37f709"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDmuMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDmuMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDmuMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SaveDmuMappingMutation, SaveDmuMappingMutationVariables>;
export const SaveDmuGroupMappingDocument = {"__meta__":{"hash":"sha256:832fd36255864fd7e7ca5b9d1afd35ca7a28d23920d8f7a80d1408733810c58a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDmuGroupMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"systemGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDmuGroupMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"systemGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"systemGroupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveDmuGroupMappingMutation, SaveDmuGroupMappingMutationVariables>;
export const ExtractReportsDocument = {"__meta__":{"hash":"sha256:a6f6345d575c4914282b182cc07fb75094132410f2fd55ddbda4f63c28d9efbd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtractReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsBusinessLine"}}]}}]}}]} as unknown as DocumentNode<ExtractReportsQuery, ExtractReportsQueryVariables>;
export const ExtractFiltersDocument = {"__meta__":{"hash":"sha256:645b9035b866a257be451e893e8a6cb7bed8b77dbb4dff9c1d172516b67394e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExtractFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}}]}}]}}]}}]} as unknown as DocumentNode<ExtractFiltersQuery, ExtractFiltersQueryVariables>;
export const ReportExtractDocument = {"__meta__":{"hash":"sha256:baa0682511b2c2b55b5d233a612b0fc4b9430c1e5d18a155187d184b005c7c3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportExtract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportExtractInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportExtract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReportExtractQuery, ReportExtractQueryVariables>;
export const GapsAndUpdatesDocument = {"__meta__":{"hash":"sha256:6c85a78747d0a4fe25a368ccea7a6f59281d2d55308d779e76917cea7bc258f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GapsAndUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gapsAndUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLawId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcess"}},{"kind":"Field","name":{"kind":"Name","value":"targetCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"actionPlanCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gapsLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taskStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"evidenceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GapsAndUpdatesQuery, GapsAndUpdatesQueryVariables>;
export const GapWorkDocument = {"__meta__":{"hash":"sha256:a4b937e4d8efea561bcaa0533b6caf15d4d25ce904a7172f85512d694aa33c03"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GapWork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gap"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GapRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gapsActionPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gap"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gap"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"taskStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"taskStatus"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"stepFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]} as unknown as DocumentNode<GapWorkQuery, GapWorkQueryVariables>;
export const SaveGapsActionPlanDocument = {"__meta__":{"hash":"sha256:a8be1c8ecc58ab5b06545b6edc028d7e385d22e6a7418a4d4e44096169cd429e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveGapsActionPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GapsActionPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveGapsActionPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"actionPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveGapsActionPlanMutation, SaveGapsActionPlanMutationVariables>;
export const DeleteGapsActionPlanDocument = {"__meta__":{"hash":"sha256:04a858e012b9be9b29765a7825a5b483e0965d71bb9e328f4d33a94f1e791092"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGapsActionPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGapsActionPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteGapsActionPlanMutation, DeleteGapsActionPlanMutationVariables>;
export const SaveGapsListEntryDocument = {"__meta__":{"hash":"sha256:5e783713dcb7f4b04a1f0442051d6ccdb704782d70923c147c103c7595bceac6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveGapsListEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GapsListKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveGapsListEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SaveGapsListEntryMutation, SaveGapsListEntryMutationVariables>;
export const DeleteGapsListEntryDocument = {"__meta__":{"hash":"sha256:0b0788632039a22414e1873d996fb61f1772f18872b3859e5bb5762cc138e726"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGapsListEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GapsListKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGapsListEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteGapsListEntryMutation, DeleteGapsListEntryMutationVariables>;
export const HmdaClientInfoGridDocument = {"__meta__":{"hash":"sha256:535c4dddbc60dbc8142b2db267b9d5abb0764aeb6303d0ae61d11118543254a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaClientInfoGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reportingYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaClientInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reportingYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reportingYear"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reportingYear"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"federalAgencyId"}},{"kind":"Field","name":{"kind":"Name","value":"federalAgencyName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<HmdaClientInfoGridQuery, HmdaClientInfoGridQueryVariables>;
export const SaveHmdaClientInfoDocument = {"__meta__":{"hash":"sha256:aff74ee2da9b1d75e6d5d77721bd021709e32ef0dc33b26abcf058e546854986"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHmdaClientInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveHmdaClientInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHmdaClientInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"clientInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveHmdaClientInfoMutation, SaveHmdaClientInfoMutationVariables>;
export const HmdaEditReferenceFiltersDocument = {"__meta__":{"hash":"sha256:1030278efb8a89966b58d1aa6691601ec7bcae6da11b93e788e041acb04e6fec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaEditReferenceFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaEditReferenceFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldGroups"}},{"kind":"Field","name":{"kind":"Name","value":"fieldTypes"}},{"kind":"Field","name":{"kind":"Name","value":"editSets"}},{"kind":"Field","name":{"kind":"Name","value":"editTypes"}},{"kind":"Field","name":{"kind":"Name","value":"editSubtypes"}},{"kind":"Field","name":{"kind":"Name","value":"processes"}},{"kind":"Field","name":{"kind":"Name","value":"systems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<HmdaEditReferenceFiltersQuery, HmdaEditReferenceFiltersQueryVariables>;
export const HmdaEditReferencesGridDocument = {"__meta__":{"hash":"sha256:a2b18bdb830f3341a8810828931465c4f384d19b0428c04c744f4b78c5bbe3e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaEditReferencesGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HmdaEditReferenceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaEditReferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fieldGroup"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"editSet"}},{"kind":"Field","name":{"kind":"Name","value":"editType"}},{"kind":"Field","name":{"kind":"Name","value":"editSubtype"}},{"kind":"Field","name":{"kind":"Name","value":"editNumber"}},{"kind":"Field","name":{"kind":"Name","value":"process"}},{"kind":"Field","name":{"kind":"Name","value":"processItem"}},{"kind":"Field","name":{"kind":"Name","value":"fieldItem"}},{"kind":"Field","name":{"kind":"Name","value":"editMessage"}},{"kind":"Field","name":{"kind":"Name","value":"editDescription"}},{"kind":"Field","name":{"kind":"Name","value":"editResolution"}},{"kind":"Field","name":{"kind":"Name","value":"systems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<HmdaEditReferencesGridQuery, HmdaEditReferencesGridQueryVariables>;
export const SaveHmdaEditReferenceDocument = {"__meta__":{"hash":"sha256:5d78258a2338f169eaa7a0b0ac6595b24b37c1b26451af245fadea367509146b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHmdaEditReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveHmdaEditReferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHmdaEditReference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveHmdaEditReferenceMutation, SaveHmdaEditReferenceMutationVariables>;
export const HmdaFieldMasterGridDocument = {"__meta__":{"hash":"sha256:8d4d921ccd265201e16c3e52736e3e651b3e5cc56efd6fdb66305bbab36a9db6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaFieldMasterGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HmdaEntityYearFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaFieldMaster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"reportingYear"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"fieldLength"}},{"kind":"Field","name":{"kind":"Name","value":"checkDigit"}},{"kind":"Field","name":{"kind":"Name","value":"valueRequired"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<HmdaFieldMasterGridQuery, HmdaFieldMasterGridQueryVariables>;
export const SaveHmdaFieldMasterDocument = {"__meta__":{"hash":"sha256:e66f1d69a5dc4f879be48210d6f54c3beff9d2fe450f8f5fe04cbdf9635ec3ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHmdaFieldMaster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveHmdaFieldMasterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHmdaFieldMaster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveHmdaFieldMasterMutation, SaveHmdaFieldMasterMutationVariables>;
export const HmdaClientValuesGridDocument = {"__meta__":{"hash":"sha256:26d91b7bca3220faa49e84fab8b2c20ce62b5028ffd0ac4d43074881999a61d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaClientValuesGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HmdaEntityYearFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaClientValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"reportingYear"}},{"kind":"Field","name":{"kind":"Name","value":"hmdaFieldMasterId"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"fieldLength"}},{"kind":"Field","name":{"kind":"Name","value":"clientValue"}},{"kind":"Field","name":{"kind":"Name","value":"hmdaValue"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<HmdaClientValuesGridQuery, HmdaClientValuesGridQueryVariables>;
export const SaveHmdaClientValueDocument = {"__meta__":{"hash":"sha256:3c89b072df4700038b5caead9513ac3b053410eaccdcc07c3ed47c9e647d66df"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHmdaClientValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveHmdaClientValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHmdaClientValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<SaveHmdaClientValueMutation, SaveHmdaClientValueMutationVariables>;
export const HmdaValidValuesGridDocument = {"__meta__":{"hash":"sha256:f11bd76578ddaac602b18a0f16ee45d9cfe5eaa6abeed3df750f6147d88ea507"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaValidValuesGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HmdaEntityYearFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaValidValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"reportingYear"}},{"kind":"Field","name":{"kind":"Name","value":"hmdaFieldMasterId"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"fieldLength"}},{"kind":"Field","name":{"kind":"Name","value":"validValue"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<HmdaValidValuesGridQuery, HmdaValidValuesGridQueryVariables>;
export const SaveHmdaValidValueDocument = {"__meta__":{"hash":"sha256:f543d84c2c02f50a42a2612ce4bc40a6557e385889136f6af4948e31c2afdb38"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHmdaValidValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveHmdaValidValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHmdaValidValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<SaveHmdaValidValueMutation, SaveHmdaValidValueMutationVariables>;
export const HmdaFieldOrderGridDocument = {"__meta__":{"hash":"sha256:b6fe8623dde13f5c422e5b95b3175f1189d66eb7a275d6e6609a8080f2c91622"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaFieldOrderGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HmdaEntityYearFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaFieldOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"reportingYear"}},{"kind":"Field","name":{"kind":"Name","value":"hmdaFieldMasterId"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"fieldLength"}},{"kind":"Field","name":{"kind":"Name","value":"fieldOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<HmdaFieldOrderGridQuery, HmdaFieldOrderGridQueryVariables>;
export const SaveHmdaFieldOrderDocument = {"__meta__":{"hash":"sha256:aa342eee2ed0dc8c3680eac81e069a04af3dee0044dd87b3c52117b92881fee3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHmdaFieldOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveHmdaFieldOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHmdaFieldOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}}]} as unknown as DocumentNode<SaveHmdaFieldOrderMutation, SaveHmdaFieldOrderMutationVariables>;
export const HmdaLarFilesDocument = {"__meta__":{"hash":"sha256:ece0b44772563e00dc9daa5af286217249b912ba8d1520fb3336e0d9dc00c872"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaLarFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaLarFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bankId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"utilityType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"lei"}},{"kind":"Field","name":{"kind":"Name","value":"quarter"}},{"kind":"Field","name":{"kind":"Name","value":"recordCount"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]} as unknown as DocumentNode<HmdaLarFilesQuery, HmdaLarFilesQueryVariables>;
export const HmdaLookupsDocument = {"__meta__":{"hash":"sha256:1a35316eeebac68b655cb55c0b1be4094ebb51d720a2dc07e7e04ba6b9c84be1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hmdaBusinessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hmdaClientEntities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}}]}}]} as unknown as DocumentNode<HmdaLookupsQuery, HmdaLookupsQueryVariables>;
export const HmdaReportingYearsDocument = {"__meta__":{"hash":"sha256:e858cff51234c5044e839fb1c309a15197cd8be594b7b33587eea01aff3b2b25"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaReportingYears"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screen"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HmdaScreen"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaReportingYears"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"screen"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screen"}}}]}]}}]} as unknown as DocumentNode<HmdaReportingYearsQuery, HmdaReportingYearsQueryVariables>;
export const HmdaFederalAgenciesDocument = {"__meta__":{"hash":"sha256:9224cb1e83c0837b8a9dc09fc05a5923df75b0dda000e9847e1f299c58a79109"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaFederalAgencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaFederalAgencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HmdaFederalAgenciesQuery, HmdaFederalAgenciesQueryVariables>;
export const HmdaFieldsOfDocument = {"__meta__":{"hash":"sha256:a436f8fc0f7a29330b7f3b27db2f261dd68af2a9fc2d1ae750086e9601c749d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaFieldsOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientEntityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reportingYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaFieldsOf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientEntityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientEntityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reportingYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reportingYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"fieldLength"}}]}}]}}]} as unknown as DocumentNode<HmdaFieldsOfQuery, HmdaFieldsOfQueryVariables>;
export const HmdaFieldMasterOptionsDocument = {"__meta__":{"hash":"sha256:8b714b5a78a47b069812c6c67035796539f4c57fb3b0d181953ea1bbcca65a8d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaFieldMasterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaAzimuthFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hmdaCheckDigits"}},{"kind":"Field","name":{"kind":"Name","value":"hmdaValueRequiredOptions"}}]}}]} as unknown as DocumentNode<HmdaFieldMasterOptionsQuery, HmdaFieldMasterOptionsQueryVariables>;
export const HmdaSystemOptionsDocument = {"__meta__":{"hash":"sha256:739427dae7c4cc483690bb2f083ae04591065cca22f9771d2a22b22e2bfce0a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaSystemOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaSystems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<HmdaSystemOptionsQuery, HmdaSystemOptionsQueryVariables>;
export const ReplicateHmdaYearDocument = {"__meta__":{"hash":"sha256:08ebee537617b13916bde0e4821e12a0942d43daee2b18bb5a0dcfb93820a0d8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplicateHmdaYear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplicateHmdaYearInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replicateHmdaYear"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"needsConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"existingCount"}},{"kind":"Field","name":{"kind":"Name","value":"sourceCount"}},{"kind":"Field","name":{"kind":"Name","value":"copied"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyThere"}},{"kind":"Field","name":{"kind":"Name","value":"missingField"}}]}}]}}]} as unknown as DocumentNode<ReplicateHmdaYearMutation, ReplicateHmdaYearMutationVariables>;
export const ExportHmdaListDocument = {"__meta__":{"hash":"sha256:eed6d574d2b08bab17271f2f3a3bf1c400c7a05145bb5908a6ead12c747efad7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportHmdaList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportHmdaListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportHmdaList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ExportHmdaListMutation, ExportHmdaListMutationVariables>;
export const SaveHmdaSystemDocument = {"__meta__":{"hash":"sha256:8a8064f781ca3a9396b15513364d670ee1b441e1ffea19b2615b96028cc5569c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHmdaSystem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveHmdaSystemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHmdaSystem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveHmdaSystemMutation, SaveHmdaSystemMutationVariables>;
export const HmdaDetailSystemsGridDocument = {"__meta__":{"hash":"sha256:6cde6a7d65735390c59f9d0561476369625ae3a194689a724781c723f9e855eb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaDetailSystemsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaDetailSystems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"systemId"}},{"kind":"Field","name":{"kind":"Name","value":"systemCode"}},{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"reportingYear"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<HmdaDetailSystemsGridQuery, HmdaDetailSystemsGridQueryVariables>;
export const SaveHmdaDetailSystemDocument = {"__meta__":{"hash":"sha256:6f0f58a8784966c8875f631860b4433d8567a26ecca3baf00d893c1287ba9756"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHmdaDetailSystem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveHmdaDetailSystemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHmdaDetailSystem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveHmdaDetailSystemMutation, SaveHmdaDetailSystemMutationVariables>;
export const DeleteHmdaDetailSystemDocument = {"__meta__":{"hash":"sha256:92757b4fff457a1cae703c725008689dc3a5ea75adec4bd135d7b20db28d492a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHmdaDetailSystem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHmdaDetailSystem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteHmdaDetailSystemMutation, DeleteHmdaDetailSystemMutationVariables>;
export const HmdaBanksDocument = {"__meta__":{"hash":"sha256:8123310b35be954b51387a6e3f0c2e567123d1aa69bccc29a4456e07c4f84aec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HmdaBanks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hmdaBanks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lei"}},{"kind":"Field","name":{"kind":"Name","value":"federalAgency"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<HmdaBanksQuery, HmdaBanksQueryVariables>;
export const CompareLawsDocument = {"__meta__":{"hash":"sha256:09d0d7d2e6d27239655c9f3455c1aa01ae231361b1813530af1e5e6186ed1c6e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareLaws"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetailInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawDetailViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawInformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"level2"}},{"kind":"Field","name":{"kind":"Name","value":"level3"}},{"kind":"Field","name":{"kind":"Name","value":"level4"}},{"kind":"Field","name":{"kind":"Name","value":"level5"}},{"kind":"Field","name":{"kind":"Name","value":"level6"}},{"kind":"Field","name":{"kind":"Name","value":"level7"}},{"kind":"Field","name":{"kind":"Name","value":"level8"}},{"kind":"Field","name":{"kind":"Name","value":"level9"}},{"kind":"Field","name":{"kind":"Name","value":"level10"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"legalContact"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawDetailViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"lawText"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessNames"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawInformationFields"}}]}}]} as unknown as DocumentNode<CompareLawsQuery, CompareLawsQueryVariables>;
export const HierarchySearchDocument = {"__meta__":{"hash":"sha256:876a422980668342bfc643c1936a71b74515069c881ccdb961bfd635a86ae6b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HierarchySearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}}]}}]}}]}}]} as unknown as DocumentNode<HierarchySearchQuery, HierarchySearchQueryVariables>;
export const HierarchyRegulatorsDocument = {"__meta__":{"hash":"sha256:6dfeb5428b6f7011b7bcbbc485dab2dcc9cbf596d8d18a43d0036df1ba8a40f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HierarchyRegulators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"regulators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<HierarchyRegulatorsQuery, HierarchyRegulatorsQueryVariables>;
export const HierarchyCategoriesDocument = {"__meta__":{"hash":"sha256:87f89d44963ed6a33460cd733932991071cb47f1ad829899ca3335b7b67bf4af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HierarchyCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<HierarchyCategoriesQuery, HierarchyCategoriesQueryVariables>;
export const LawHierarchyDocument = {"__meta__":{"hash":"sha256:f56b75d1a50f6ec566d73ecad9cbdaf8563de5fe6ceba27f86131917ed707ac8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LawHierarchy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawHierarchyFilterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawHierarchy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawHierarchyResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawHierarchyResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawHierarchyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"levelHeader"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"sectionCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LawHierarchyQuery, LawHierarchyQueryVariables>;
export const LawHierarchyChildrenDocument = {"__meta__":{"hash":"sha256:330d9dacd12cfd4d9e610dd2677e9f200e795055c157454c84e802f7230b9c8f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LawHierarchyChildren"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"node"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawHierarchyNodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawHierarchyChildren"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"node"},"value":{"kind":"Variable","name":{"kind":"Name","value":"node"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawHierarchyResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawHierarchyResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawHierarchyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"regulatorId"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"levelHeader"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"sectionCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LawHierarchyChildrenQuery, LawHierarchyChildrenQueryVariables>;
export const LawDetailsPopupDocument = {"__meta__":{"hash":"sha256:7f71ffefe313b338be2f32d3d611fa172edb934628a1272af400ee899492a3fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LawDetailsPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawDetailViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawInformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"level2"}},{"kind":"Field","name":{"kind":"Name","value":"level3"}},{"kind":"Field","name":{"kind":"Name","value":"level4"}},{"kind":"Field","name":{"kind":"Name","value":"level5"}},{"kind":"Field","name":{"kind":"Name","value":"level6"}},{"kind":"Field","name":{"kind":"Name","value":"level7"}},{"kind":"Field","name":{"kind":"Name","value":"level8"}},{"kind":"Field","name":{"kind":"Name","value":"level9"}},{"kind":"Field","name":{"kind":"Name","value":"level10"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"legalContact"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawDetailViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"lawText"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessNames"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawInformationFields"}}]}}]} as unknown as DocumentNode<LawDetailsPopupQuery, LawDetailsPopupQueryVariables>;
export const LawTextPopupDocument = {"__meta__":{"hash":"sha256:782045d613c3fbd76c3b829db12b2b42243d3e3bc4ecf5f07e8038e91703e147"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LawTextPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawTextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawTextSectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChangedLawTextFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedSubSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedSubSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"indentPx"}},{"kind":"Field","name":{"kind":"Name","value":"oldNumber"}},{"kind":"Field","name":{"kind":"Name","value":"newNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawTextSectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChangedLawTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChangedLawText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subSectionList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChangedSubSectionFields"}}]}}]}}]} as unknown as DocumentNode<LawTextPopupQuery, LawTextPopupQueryVariables>;
export const CompleteLawDetailPopupDocument = {"__meta__":{"hash":"sha256:cc81da218242eed00618d317285b7fc3d7332fb0eb018d8076d7117113dddba3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompleteLawDetailPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CombinedLawTextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"combinedLawText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<CompleteLawDetailPopupQuery, CompleteLawDetailPopupQueryVariables>;
export const LinkToSourcePopupDocument = {"__meta__":{"hash":"sha256:5b68fde06654b3a2c67849a3ba8bf8bbb656861c6143c982d69058bb2902f988"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkToSourcePopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkToSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkToSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"lawName"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasSubSections"}}]}}]}}]}}]} as unknown as DocumentNode<LinkToSourcePopupQuery, LinkToSourcePopupQueryVariables>;
export const SourceSubSectionsDocument = {"__meta__":{"hash":"sha256:6e2d057ce38c18804aa0e4ed2f287c944b2eb16a6bee493cf86fbede8b32a594"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SourceSubSections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubSectionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subSectionList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasSubSections"}}]}}]}}]} as unknown as DocumentNode<SourceSubSectionsQuery, SourceSubSectionsQueryVariables>;
export const RequirementDetailPopupDocument = {"__meta__":{"hash":"sha256:f0d4e7e5198fb0101602217569c34d26674a05a071524232aa2f43c5f1739833"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequirementDetailPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequirementDetailType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requirementDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"lawText"}}]}}]}}]} as unknown as DocumentNode<RequirementDetailPopupQuery, RequirementDetailPopupQueryVariables>;
export const SavedSearchPageDocument = {"__meta__":{"hash":"sha256:a39d7b60be05097c28ddf7f5fc77a3941a0f867cd1c7afd7c8fa1a33a48fe992"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedSearchPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSearchPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"searchKey"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<SavedSearchPageQuery, SavedSearchPageQueryVariables>;
export const SaveSearchDocument = {"__meta__":{"hash":"sha256:e5a878755fa8e3f647babcc6a8597604d8e78f88274fe3b61893e5d51e20f239"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"savedSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSearchMutation, SaveSearchMutationVariables>;
export const RenameSavedSearchDocument = {"__meta__":{"hash":"sha256:124c334d460f80093472a2727163eee6829326a743d80fce716b84dceb411afe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameSavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"savedSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RenameSavedSearchMutation, RenameSavedSearchMutationVariables>;
export const DeleteSavedSearchDocument = {"__meta__":{"hash":"sha256:41d723fd515dda822b692248573097ec5e8b39c0f0abcc917a90e4f5dbc59f0b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteSavedSearchMutation, DeleteSavedSearchMutationVariables>;
export const CompareSavedSearchesDocument = {"__meta__":{"hash":"sha256:0699be8a72fcab0453deb342affb7ec2dc91b68502ec837160d0f43bfc9e1c5a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareSavedSearches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compareSavedSearches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"left"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"right"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"right"}},{"kind":"Field","name":{"kind":"Name","value":"differs"}}]}}]}}]}}]} as unknown as DocumentNode<CompareSavedSearchesQuery, CompareSavedSearchesQueryVariables>;
export const MapLawScreenDocument = {"__meta__":{"hash":"sha256:3294ac0d6e081bbd5c4454bbd7dd8ad3f16a2c4c676d2bb9560d601405f2baee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapLawScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lawIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mappingSections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lawIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lawIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"lawName"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionStatus"}}]}}]}}]} as unknown as DocumentNode<MapLawScreenQuery, MapLawScreenQueryVariables>;
export const ProcessHierarchiesDocument = {"__meta__":{"hash":"sha256:c7bf50bc1da9d97785862aeacbe049dcfdb697a318cf36008a91ddcacd971dca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessHierarchies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variant"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HierarchyVariant"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processHierarchies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"variant"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variant"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"processCount"}}]}}]}}]} as unknown as DocumentNode<ProcessHierarchiesQuery, ProcessHierarchiesQueryVariables>;
export const ProcessNodesDocument = {"__meta__":{"hash":"sha256:09bb0b610a4ffb855956802167b5d6a9bcab46fa1940f2b318be2729e65768e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessNodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processNodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hierarchyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessNodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"childrenCount"}},{"kind":"Field","name":{"kind":"Name","value":"mappedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isMatch"}}]}}]} as unknown as DocumentNode<ProcessNodesQuery, ProcessNodesQueryVariables>;
export const ProcessTreeDocument = {"__meta__":{"hash":"sha256:8d22ab9ddf2fd823ca39330e747d951f1bbb65ccf142d84afc58c00fef4c1c83"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hierarchyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessNodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"childrenCount"}},{"kind":"Field","name":{"kind":"Name","value":"mappedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isMatch"}}]}}]} as unknown as DocumentNode<ProcessTreeQuery, ProcessTreeQueryVariables>;
export const SearchProcessNodesDocument = {"__meta__":{"hash":"sha256:f57b6405b5a3f1905b987b1d203a195177eb3cc488d7d34a95b1ce77d61e42e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchProcessNodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchProcessNodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hierarchyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessNodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"childrenCount"}},{"kind":"Field","name":{"kind":"Name","value":"mappedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isMatch"}}]}}]} as unknown as DocumentNode<SearchProcessNodesQuery, SearchProcessNodesQueryVariables>;
export const ProcessHierarchyExportDocument = {"__meta__":{"hash":"sha256:bce53979f243a259b306e16940afc649266b6d215faf68cf1087dc56f0976644"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessHierarchyExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processHierarchyExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hierarchyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levels"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ProcessHierarchyExportQuery, ProcessHierarchyExportQueryVariables>;
export const ProposedProcessesDocument = {"__meta__":{"hash":"sha256:ef876d9c3837a2ac2ac642070f60f46e46e3482689f0bed49361a4cb4d497495"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProposedProcesses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposedProcesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hierarchyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBy"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}}]}}]}}]} as unknown as DocumentNode<ProposedProcessesQuery, ProposedProcessesQueryVariables>;
export const ProcessMappingDocument = {"__meta__":{"hash":"sha256:2ef5ab15a422325ffcb02082886c4bccab65d572fba935112371671dd0b468e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nodeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nodeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nodeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodeId"}},{"kind":"Field","name":{"kind":"Name","value":"mapped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"available"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}}]}}]}}]}}]} as unknown as DocumentNode<ProcessMappingQuery, ProcessMappingQueryVariables>;
export const AddProcessNodeDocument = {"__meta__":{"hash":"sha256:77007c53c7e47bbd311312a537103c85b93e5a1e0e1450e4c6f1250b9f32b204"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddProcessNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddProcessNodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProcessNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessNodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"childrenCount"}},{"kind":"Field","name":{"kind":"Name","value":"mappedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isMatch"}}]}}]} as unknown as DocumentNode<AddProcessNodeMutation, AddProcessNodeMutationVariables>;
export const UpdateProcessNodeDocument = {"__meta__":{"hash":"sha256:bbff1a2c3e64244f9d6cb5b6be07495107804e8aa2682d70922c19673a42613b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProcessNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProcessNodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProcessNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessNodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"childrenCount"}},{"kind":"Field","name":{"kind":"Name","value":"mappedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isMatch"}}]}}]} as unknown as DocumentNode<UpdateProcessNodeMutation, UpdateProcessNodeMutationVariables>;
export const ProcessDeletionPreviewDocument = {"__meta__":{"hash":"sha256:adcf6f6d27c8a38ba07c7a929dcb27741078c8b07292aa0ca4f99749a811fcb4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessDeletionPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processDeletionPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descendantCount"}},{"kind":"Field","name":{"kind":"Name","value":"mappingCount"}},{"kind":"Field","name":{"kind":"Name","value":"insideId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processCount"}},{"kind":"Field","name":{"kind":"Name","value":"mappingCount"}}]}}]}}]} as unknown as DocumentNode<ProcessDeletionPreviewQuery, ProcessDeletionPreviewQueryVariables>;
export const MoveProcessDocument = {"__meta__":{"hash":"sha256:8d2b9c23ba945d2f4e65d8ef49535af18bf36ed62c922072f9f3dc0279b8041a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveProcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveProcessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessNodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"childrenCount"}},{"kind":"Field","name":{"kind":"Name","value":"mappedCount"}},{"kind":"Field","name":{"kind":"Name","value":"isMatch"}}]}}]} as unknown as DocumentNode<MoveProcessMutation, MoveProcessMutationVariables>;
export const DeleteProcessNodesDocument = {"__meta__":{"hash":"sha256:6bb4e8b7bf0bdffe8a5170976a7a74aff8ba309573e580387c5fcc586e94ffcf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProcessNodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcessNodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteProcessNodesMutation, DeleteProcessNodesMutationVariables>;
export const AcceptProposedProcessDocument = {"__meta__":{"hash":"sha256:ce01428a23c4a4baceee94b493eb6c9e282e8bacb507e03a60b8464c0c8ddd08"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptProposedProcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptProposedProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AcceptProposedProcessMutation, AcceptProposedProcessMutationVariables>;
export const DeleteProposedProcessDocument = {"__meta__":{"hash":"sha256:5d15f9ff6f434edbbf4191d026e3d1a6bd4386f072a7b460fc22cbe3432f329c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProposedProcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProposedProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteProposedProcessMutation, DeleteProposedProcessMutationVariables>;
export const SetPrimaryHierarchyDocument = {"__meta__":{"hash":"sha256:6e5b9a385ccb88a73ce1a93de5c97cd53e6ea52187311fde5871437c7db54fc3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPrimaryHierarchy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPrimaryHierarchy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hierarchyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hierarchyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hierarchy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}}]}}]}}]}}]} as unknown as DocumentNode<SetPrimaryHierarchyMutation, SetPrimaryHierarchyMutationVariables>;
export const SubmitProcessMappingDocument = {"__meta__":{"hash":"sha256:3888e52bdb3d1588341f7b718e3dbc23a855d92a3f92f88989682d740856446e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitProcessMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nodeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sectionIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitProcessMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nodeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nodeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sectionIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sectionIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitProcessMappingMutation, SubmitProcessMappingMutationVariables>;
export const DeleteProcessMappingDocument = {"__meta__":{"hash":"sha256:b67aaf97ac849a19a6d533d0c53a24c73a4b1b83c1531da9f668eb8982d629d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProcessMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nodeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcessMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nodeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nodeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteProcessMappingMutation, DeleteProcessMappingMutationVariables>;
export const RemapProcessMappingsDocument = {"__meta__":{"hash":"sha256:d0e362cccede561a81a35daafa75a1542eee7e5fe1b38c6ae6d01d3106e38128"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemapProcessMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromNodeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toNodeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remapProcessMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fromNodeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromNodeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"toNodeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toNodeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RemapProcessMappingsMutation, RemapProcessMappingsMutationVariables>;
export const RegisterUserDocument = {"__meta__":{"hash":"sha256:ca08c722ae4fafce2c25aef01f13cf053d261b850b347a6e9a0c8729a09c7d1c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterUserMutation, RegisterUserMutationVariables>;
export const RequestCustomPricingDocument = {"__meta__":{"hash":"sha256:7c78b43873a66a13620c3da11d91fe634f76af6b97a070e5ccd7323e3c63827f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCustomPricing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomPricingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCustomPricing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestCustomPricingMutation, RequestCustomPricingMutationVariables>;
export const SubscriptionProductsDocument = {"__meta__":{"hash":"sha256:62dafae49e356cb81aec9db0b9d229edea65ad28e419ccc136ebfc656104beae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"isChecked"}},{"kind":"Field","name":{"kind":"Name","value":"durations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billingPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionPlanFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"planPricing"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"customPricing"}}]}}]} as unknown as DocumentNode<SubscriptionProductsQuery, SubscriptionProductsQueryVariables>;
export const ReportFilterOptionsDocument = {"__meta__":{"hash":"sha256:6ade52167ad0a514ca78d9f1708b737efe0964a36d748517f1691fc305ad724f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"industryId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"regulators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"regulators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ReportFilterOptionsQuery, ReportFilterOptionsQueryVariables>;
export const GapReportDocument = {"__meta__":{"hash":"sha256:8f020522acdb940bec3061e08f58d7c53847606b6f1eca5e4fbb9894347bf6ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GapReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CannedReportFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gapReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"identifiedOn"}},{"kind":"Field","name":{"kind":"Name","value":"targetDate"}},{"kind":"Field","name":{"kind":"Name","value":"closedOn"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}}]}}]}}]}}]} as unknown as DocumentNode<GapReportQuery, GapReportQueryVariables>;
export const RiskReportDocument = {"__meta__":{"hash":"sha256:a260ae7cfc5ca9dd81b63acfa3beef5e79d081a369d034c49cd8fa3f797753a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CannedReportFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"likelihood"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}},{"kind":"Field","name":{"kind":"Name","value":"inherentRisk"}},{"kind":"Field","name":{"kind":"Name","value":"residualRisk"}},{"kind":"Field","name":{"kind":"Name","value":"ratedOn"}}]}}]}}]}}]} as unknown as DocumentNode<RiskReportQuery, RiskReportQueryVariables>;
export const ImpactReportDocument = {"__meta__":{"hash":"sha256:e394a7afe5cd92c7216ff1838ea8b5e1a40e60391b80fa725970fb0a57bae6a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImpactReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CannedReportFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impactReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"citation"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionName"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"businessLaws"}}]}}]}}]}}]} as unknown as DocumentNode<ImpactReportQuery, ImpactReportQueryVariables>;
export const ImplementationStatusReportDocument = {"__meta__":{"hash":"sha256:a3925d626d417f6a7f8f7cf6d740ff18037e2e9fcea62d716e40d3f686a2690e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImplementationStatusReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CannedReportFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"implementationStatusReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"sentBack"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"notApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ImplementationStatusReportQuery, ImplementationStatusReportQueryVariables>;
export const ArtifactTypeReportDocument = {"__meta__":{"hash":"sha256:28a8bc1382917fbf1f6a0701144cc1ab9c4f9a91a0dd735965d11ac6320a574b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArtifactTypeReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CannedReportFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"artifactTypeReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLine"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}},{"kind":"Field","name":{"kind":"Name","value":"artifacts"}},{"kind":"Field","name":{"kind":"Name","value":"mappedRequirements"}},{"kind":"Field","name":{"kind":"Name","value":"laws"}}]}}]}}]}}]} as unknown as DocumentNode<ArtifactTypeReportQuery, ArtifactTypeReportQueryVariables>;
export const ReportClientsDocument = {"__meta__":{"hash":"sha256:b869fbb0bc107def4e3e5bfb366889ccad113e36c22398a00d2f4314aafe10f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReportClientsQuery, ReportClientsQueryVariables>;
export const ReportDashboardsDocument = {"__meta__":{"hash":"sha256:8b67aa58246e379130aaf288a56549fbe98585f658e0b1648350390a2f62ad8c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportDashboards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screen"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportScreen"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportDashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"screen"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screen"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"reportOrigin"}},{"kind":"Field","name":{"kind":"Name","value":"loadWaitMs"}},{"kind":"Field","name":{"kind":"Name","value":"tokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"embedPath"}}]}}]}}]}}]} as unknown as DocumentNode<ReportDashboardsQuery, ReportDashboardsQueryVariables>;
export const SubmitReportErrorDocument = {"__meta__":{"hash":"sha256:32d5dc4fe6e47a0ea401b8f67bdcc4f7cedc5a3b371245a24e2bc11f0f09f735"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitReportError"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"screen"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportScreen"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportErrorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReportError"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"screen"},"value":{"kind":"Variable","name":{"kind":"Name","value":"screen"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenDashboardId"}}]}}]}}]} as unknown as DocumentNode<SubmitReportErrorMutation, SubmitReportErrorMutationVariables>;
export const LegalDashboardDocument = {"__meta__":{"hash":"sha256:fd0d355904bbf3be0c88dfa435e1bb517190466e8d7d0851471766c94bd81656"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegalDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"laws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowLawFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submitFlag"}},{"kind":"Field","name":{"kind":"Name","value":"lawyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isLawyer"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"sentBack"}},{"kind":"Field","name":{"kind":"Name","value":"sendBackComment"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackBy"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"draftCount"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]} as unknown as DocumentNode<LegalDashboardQuery, LegalDashboardQueryVariables>;
export const LawWorkflowStateDocument = {"__meta__":{"hash":"sha256:aebf18b15125509d4dd62dcceedd6df0b9eca91fc4d7cc0c4825c72b0ad24fb9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LawWorkflowState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionWorkflowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawWorkflow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowLawFields"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submitFlag"}},{"kind":"Field","name":{"kind":"Name","value":"lawyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isLawyer"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"sentBack"}},{"kind":"Field","name":{"kind":"Name","value":"sendBackComment"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackBy"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"draftCount"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]} as unknown as DocumentNode<LawWorkflowStateQuery, LawWorkflowStateQueryVariables>;
export const QuickSearchRequirementsDocument = {"__meta__":{"hash":"sha256:b248283a8602b25e90503a7562d9fdd3d6b823cc2fde9ccbeb46bcf724839a0e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuickSearchRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionWorkflowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quickSearchRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"requirementType"}},{"kind":"Field","name":{"kind":"Name","value":"isApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"processes"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"institutionTypes"}}]}}]}}]} as unknown as DocumentNode<QuickSearchRequirementsQuery, QuickSearchRequirementsQueryVariables>;
export const RequirementTypesDocument = {"__meta__":{"hash":"sha256:0097eba9a4d3d3c8342c92c37085227d3cdba22e854a50daf7a78f8a88c18036"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequirementTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requirementTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<RequirementTypesQuery, RequirementTypesQueryVariables>;
export const RequirementLawTextTreeDocument = {"__meta__":{"hash":"sha256:6c7332c8cede4d3e48412bba6d5ea80d073ab2380a3493baa4d732784f3d1c2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequirementLawTextTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subSectionList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"hasSubSections"}}]}}]}}]} as unknown as DocumentNode<RequirementLawTextTreeQuery, RequirementLawTextTreeQueryVariables>;
export const RequirementSubSectionTextDocument = {"__meta__":{"hash":"sha256:8e3b6862a90fa6b2dc29480341c78fbff00a6e8dd9b233f6cace6d772c196bf9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequirementSubSectionText"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subSectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subSectionText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subSectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subSectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<RequirementSubSectionTextQuery, RequirementSubSectionTextQueryVariables>;
export const CreateRequirementDocument = {"__meta__":{"hash":"sha256:3b7e37c4106c5c71270bcfab6323b3ca5c81a813d3421d8f86149d0c7c0628ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRequirementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequirementRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequirementRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Requirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"requirementType"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"isApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"subSectionIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateRequirementMutation, CreateRequirementMutationVariables>;
export const UpdateRequirementDocument = {"__meta__":{"hash":"sha256:0a7aea09efcf3422dbca45fa41e12c9d86284de7c2e8f829f6d2a07ad01ce42a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRequirementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequirementRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequirementRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Requirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"requirementType"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"isApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"subSectionIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateRequirementMutation, UpdateRequirementMutationVariables>;
export const DeleteRequirementsDocument = {"__meta__":{"hash":"sha256:cc8c1dafe0cb15f9b5d6c6bd3b44e6150d5aaf1df2915e3a0aeb94b1477bf094"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteRequirementsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequirementRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequirementRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Requirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"requirementType"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"isApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"subSectionIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DeleteRequirementsMutation, DeleteRequirementsMutationVariables>;
export const SetRequirementsApplicableDocument = {"__meta__":{"hash":"sha256:268b3118fd812840b870f72936cfd2520c12044172e44360bfdedf83b0244f10"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRequirementsApplicable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetRequirementsApplicableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRequirementsApplicable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequirementRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequirementRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Requirement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"requirementType"}},{"kind":"Field","name":{"kind":"Name","value":"requirementTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"isApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"subSectionIds"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetRequirementsApplicableMutation, SetRequirementsApplicableMutationVariables>;
export const AcceptLawRequirementsDocument = {"__meta__":{"hash":"sha256:0147c4f38729dda27440cc0c22140b79840849155165a891bc865f592ba15928"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptLawRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptLawRequirementsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptLawRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"law"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowLawFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submitFlag"}},{"kind":"Field","name":{"kind":"Name","value":"lawyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isLawyer"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"sentBack"}},{"kind":"Field","name":{"kind":"Name","value":"sendBackComment"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackBy"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"draftCount"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]} as unknown as DocumentNode<AcceptLawRequirementsMutation, AcceptLawRequirementsMutationVariables>;
export const SaveRequirementDraftDocument = {"__meta__":{"hash":"sha256:9bda95f3cee301665a3562dd8ed9d2b4856621f7a21caec48cde396e55162fec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRequirementDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRequirementDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRequirementDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"law"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowLawFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submitFlag"}},{"kind":"Field","name":{"kind":"Name","value":"lawyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isLawyer"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"sentBack"}},{"kind":"Field","name":{"kind":"Name","value":"sendBackComment"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackBy"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"draftCount"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]} as unknown as DocumentNode<SaveRequirementDraftMutation, SaveRequirementDraftMutationVariables>;
export const ApproveLawSectionDocument = {"__meta__":{"hash":"sha256:c24514812d894c606f6d37c2547b64ad57437da5f9fa0c9dc42c2f4c4764ff6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveLawSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionWorkflowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveLawSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"law"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowLawFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submitFlag"}},{"kind":"Field","name":{"kind":"Name","value":"lawyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isLawyer"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"sentBack"}},{"kind":"Field","name":{"kind":"Name","value":"sendBackComment"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackBy"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"draftCount"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]} as unknown as DocumentNode<ApproveLawSectionMutation, ApproveLawSectionMutationVariables>;
export const SendBackLawSectionDocument = {"__meta__":{"hash":"sha256:c76a17022776285f104aa5223059a21072926d8e60499be4156e42d9f42dc30b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendBackLawSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendBackLawSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendBackLawSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"law"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowLawFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submitFlag"}},{"kind":"Field","name":{"kind":"Name","value":"lawyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isLawyer"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"sentBack"}},{"kind":"Field","name":{"kind":"Name","value":"sendBackComment"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackBy"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"draftCount"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]} as unknown as DocumentNode<SendBackLawSectionMutation, SendBackLawSectionMutationVariables>;
export const ClearSendBackCommentDocument = {"__meta__":{"hash":"sha256:5a463e8eb0c72b8e0f3233be2902f0cd3d87ed9650b2a12e1b23257fea9f3c71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearSendBackComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionWorkflowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearSendBackComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"law"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowLawFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowLawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowLaw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"tabIndex"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submitFlag"}},{"kind":"Field","name":{"kind":"Name","value":"lawyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isLawyer"}},{"kind":"Field","name":{"kind":"Name","value":"isApprover"}},{"kind":"Field","name":{"kind":"Name","value":"sentBack"}},{"kind":"Field","name":{"kind":"Name","value":"sendBackComment"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackBy"}},{"kind":"Field","name":{"kind":"Name","value":"sentBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"draftCount"}},{"kind":"Field","name":{"kind":"Name","value":"column"}}]}}]} as unknown as DocumentNode<ClearSendBackCommentMutation, ClearSendBackCommentMutationVariables>;
export const RequirementLawDetailDocument = {"__meta__":{"hash":"sha256:d7845bae7f8f9e5cfa2c7cd03a353d2a3bb3fa413565ec94a3cbebc888ddf391"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequirementLawDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawDetailViewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawInformationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level1"}},{"kind":"Field","name":{"kind":"Name","value":"level2"}},{"kind":"Field","name":{"kind":"Name","value":"level3"}},{"kind":"Field","name":{"kind":"Name","value":"level4"}},{"kind":"Field","name":{"kind":"Name","value":"level5"}},{"kind":"Field","name":{"kind":"Name","value":"level6"}},{"kind":"Field","name":{"kind":"Name","value":"level7"}},{"kind":"Field","name":{"kind":"Name","value":"level8"}},{"kind":"Field","name":{"kind":"Name","value":"level9"}},{"kind":"Field","name":{"kind":"Name","value":"level10"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"legalContact"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LawDetailViewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LawDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lawId"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"lawDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"lawInventoryId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"lawText"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessNames"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LawInformationFields"}}]}}]} as unknown as DocumentNode<RequirementLawDetailQuery, RequirementLawDetailQueryVariables>;
export const RiskAssessmentLookupsDocument = {"__meta__":{"hash":"sha256:59728748b1d43ab1053cc634b928bfcbcfefb1eb6eb3d8fae4bae74e98ebe5d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskAssessmentLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskAssessmentLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"months"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasOptions"}},{"kind":"Field","name":{"kind":"Name","value":"inputKind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"headers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"riskAssessments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskAssessmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskAssessmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcess"}},{"kind":"Field","name":{"kind":"Name","value":"frequencyId"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"respondentName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RiskAssessmentLookupsQuery, RiskAssessmentLookupsQueryVariables>;
export const RiskQuestionnaireDocument = {"__meta__":{"hash":"sha256:5ea75b4cf5020a37e169a05087c31c6c067d629b81ef1e2f1a6a0ad2ed0b64bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskQuestionnaire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionnaireSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskQuestionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"selection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskAssessmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"headers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"inputKind"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskAssessmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcess"}},{"kind":"Field","name":{"kind":"Name","value":"frequencyId"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approverComment"}},{"kind":"Field","name":{"kind":"Name","value":"respondentName"}},{"kind":"Field","name":{"kind":"Name","value":"approverName"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"submittedById"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RiskQuestionnaireQuery, RiskQuestionnaireQueryVariables>;
export const RiskAssessmentHistoryDocument = {"__meta__":{"hash":"sha256:0322a6dc42e866c8a2f44cb5baa66f0cb2e68886feedcc74153ae0220c1af03f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskAssessmentHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskAssessmentHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<RiskAssessmentHistoryQuery, RiskAssessmentHistoryQueryVariables>;
export const RiskQuestionsDocument = {"__meta__":{"hash":"sha256:23c52eaf7c2256ee53adb7299403b34f06f598b6169a23bb8bb0f81e01346099"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"headerId"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"inputKind"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"gapOptions"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]} as unknown as DocumentNode<RiskQuestionsQuery, RiskQuestionsQueryVariables>;
export const SaveRiskAnswersDocument = {"__meta__":{"hash":"sha256:dfe16043478c84bfb2576530088aa8e4d80aba145577bf10512d4024ed61083c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRiskAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRiskAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}}]}}]}}]} as unknown as DocumentNode<SaveRiskAnswersMutation, SaveRiskAnswersMutationVariables>;
export const SubmitRiskAnswersDocument = {"__meta__":{"hash":"sha256:21eed3ef77936bcd33c2734db483edd413458e5eb942de74853fd8886c529da5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRiskAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRiskAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"assessmentId"}}]}}]}}]} as unknown as DocumentNode<SubmitRiskAnswersMutation, SubmitRiskAnswersMutationVariables>;
export const ApproveRiskAssessmentDocument = {"__meta__":{"hash":"sha256:7cb20c3f2070f8e5807fd4fb36d9106c15fab56f6723e6e917246ffa52c2d12c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveRiskAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideRiskAssessmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRiskAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApproveRiskAssessmentMutation, ApproveRiskAssessmentMutationVariables>;
export const SendBackRiskAssessmentDocument = {"__meta__":{"hash":"sha256:a6d0dc4ebeaa754e05e25bde9cf442210bd6a041d7acde971dca7faaf3be3590"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendBackRiskAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideRiskAssessmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendBackRiskAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendBackRiskAssessmentMutation, SendBackRiskAssessmentMutationVariables>;
export const RiskQuestionFileDownloadDocument = {"__meta__":{"hash":"sha256:03f58a4e5b95e347917fc0c7b579d360204a1bcea6b1996fcc382c2364d337bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RiskQuestionFileDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskQuestionFileDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assessmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assessmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<RiskQuestionFileDownloadMutation, RiskQuestionFileDownloadMutationVariables>;
export const DeleteRiskQuestionFileDocument = {"__meta__":{"hash":"sha256:e5e9aa16a6912820fd6a4ae257e00ed151531fcfa5638dbe58c536ae31f4fc61"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRiskQuestionFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRiskQuestionFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteRiskQuestionFileMutation, DeleteRiskQuestionFileMutationVariables>;
export const SaveRiskFrequencyDocument = {"__meta__":{"hash":"sha256:6954cbd0aca4258a56ea0b1228128e92b1e7d0a522162e65c57fff6118473468"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRiskFrequency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRiskFrequencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRiskFrequency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveRiskFrequencyMutation, SaveRiskFrequencyMutationVariables>;
export const SaveRiskQuestionHeaderDocument = {"__meta__":{"hash":"sha256:02c06e7670bb19534324e264d3e551fe94e79c96c38e2966e0d080bb1ec5a552"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRiskQuestionHeader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRiskQuestionHeaderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRiskQuestionHeader"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveRiskQuestionHeaderMutation, SaveRiskQuestionHeaderMutationVariables>;
export const SaveRiskQuestionDocument = {"__meta__":{"hash":"sha256:c2359ce3fefa7b44ba3c631e288ebe63cabe6a2d1d5354aa41def39774d5e94b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRiskQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRiskQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRiskQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveRiskQuestionMutation, SaveRiskQuestionMutationVariables>;
export const UpdateRiskQuestionOrderDocument = {"__meta__":{"hash":"sha256:6a9503d15bf82e08a23dba29d76ff9c1a704d506cb2e816009aaa456c05080b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRiskQuestionOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskQuestionOrderInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRiskQuestionOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateRiskQuestionOrderMutation, UpdateRiskQuestionOrderMutationVariables>;
export const RiskRatingScreenDocument = {"__meta__":{"hash":"sha256:33c4b972a183f435199b5097a0ad520af0cdf89ba5396aac426427f8dc23b3a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskRatingScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskParameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskParameterFields"}},{"kind":"Field","name":{"kind":"Name","value":"subParameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskParameterFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"riskLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minScore"}},{"kind":"Field","name":{"kind":"Name","value":"maxScore"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"riskRatingLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasOptions"}},{"kind":"Field","name":{"kind":"Name","value":"inputKind"}},{"kind":"Field","name":{"kind":"Name","value":"isBuiltIn"}},{"kind":"Field","name":{"kind":"Name","value":"questionsCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskParameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isSubParameter"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<RiskRatingScreenQuery, RiskRatingScreenQueryVariables>;
export const RiskManualArtifactsDocument = {"__meta__":{"hash":"sha256:446530d730549e30f3d90036279993a7a307ee05aea4ccdd8312dc727c3b0e94"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskManualArtifacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyProcessId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskManualArtifacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyProcessId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyProcessId"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artifactType"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parameterId"}},{"kind":"Field","name":{"kind":"Name","value":"parameter"}},{"kind":"Field","name":{"kind":"Name","value":"levelId"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"ratedBy"}},{"kind":"Field","name":{"kind":"Name","value":"ratedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RiskManualArtifactsQuery, RiskManualArtifactsQueryVariables>;
export const SaveRiskParameterDocument = {"__meta__":{"hash":"sha256:f9863a52a4acdb83b7553b64723517a0c3192bb562dede6fde7b9fcf0fddc5d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRiskParameter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRiskParameterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRiskParameter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"parameter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskParameterFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RiskParameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isSubParameter"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<SaveRiskParameterMutation, SaveRiskParameterMutationVariables>;
export const UpdateRiskParameterOrderDocument = {"__meta__":{"hash":"sha256:251e8f8cc62fcae4ed8e6010bbac36393052027be17ed62761a19d2beb9b1906"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRiskParameterOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskParameterOrderInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRiskParameterOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateRiskParameterOrderMutation, UpdateRiskParameterOrderMutationVariables>;
export const SaveRiskLevelDocument = {"__meta__":{"hash":"sha256:80fa351834ea120e1e68e91cd6a662199cb0abb06cc134fd4fba752ad314e66c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRiskLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRiskLevelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRiskLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"level"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveRiskLevelMutation, SaveRiskLevelMutationVariables>;
export const SubmitManualRiskRatingDocument = {"__meta__":{"hash":"sha256:e0edc892ed7d0c6bbd4b4dae619c8ebf6a1992b7491452381cb735051cd3b7b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitManualRiskRating"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ManualRiskRatingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitManualRiskRating"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitManualRiskRatingMutation, SubmitManualRiskRatingMutationVariables>;
export const SaveRiskQuestionTypeDocument = {"__meta__":{"hash":"sha256:d1fd335daf026fb42166178b832224e90cfd1f8d3c64e7f78b5cd731f3d0f276"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRiskQuestionType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRiskQuestionTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRiskQuestionType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<SaveRiskQuestionTypeMutation, SaveRiskQuestionTypeMutationVariables>;
export const DeleteRiskQuestionTypeDocument = {"__meta__":{"hash":"sha256:b891bc598b5f348795c9ab81af05d4be0541fc5138edc5bb57ea427670334705"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRiskQuestionType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRiskQuestionType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteRiskQuestionTypeMutation, DeleteRiskQuestionTypeMutationVariables>;
export const RiskReportLookupsDocument = {"__meta__":{"hash":"sha256:79e73e8cb5261cd07c3d8f5b808565f169b762b1c888a4d5256390849998ce6b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskReportLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskReportLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyProcesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"riskSavedSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"filter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"companyProcessId"}},{"kind":"Field","name":{"kind":"Name","value":"frequencyId"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]} as unknown as DocumentNode<RiskReportLookupsQuery, RiskReportLookupsQueryVariables>;
export const RiskRatingReportDocument = {"__meta__":{"hash":"sha256:4bf68a7aabd30f111a3f7cee3c8f0c8f20521e3efca371954fd61b1868145b10"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RiskRatingReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskReportKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskReportFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"riskRatingReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"numeric"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cells"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RiskRatingReportQuery, RiskRatingReportQueryVariables>;
export const SaveRiskSearchDocument = {"__meta__":{"hash":"sha256:95e825212ba4a2a5224e3d3518a6219e9f5dfa02e2f4b638349850763d1fc435"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRiskSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRiskSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRiskSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"search"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveRiskSearchMutation, SaveRiskSearchMutationVariables>;
export const DeleteRiskSearchDocument = {"__meta__":{"hash":"sha256:5f2f6a83cde6ad4d4abc8b4aaf3f339c372b45883d0f1c050e38c3296b51d3af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRiskSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRiskSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteRiskSearchMutation, DeleteRiskSearchMutationVariables>;
export const InboxCountsDocument = {"__meta__":{"hash":"sha256:8fe1d977d281b8a55184493f76b3e4af176d0d1bbadf40b22f0644c7596773a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inboxCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<InboxCountsQuery, InboxCountsQueryVariables>;
export const ClientFilterMappingsGridDocument = {"__meta__":{"hash":"sha256:6b7efe02d3d38a1f81dc9d2bf398514bba7fbbdf5b8d80dcc73c655b1aedf555"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientFilterMappingsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidatorListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientFilterMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilterMappingRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterMappingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestFilterMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"testRule"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"ruleMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"testOrder"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthMessage"}},{"kind":"Field","name":{"kind":"Name","value":"customMessage"}},{"kind":"Field","name":{"kind":"Name","value":"isCustomMessage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ClientFilterMappingsGridQuery, ClientFilterMappingsGridQueryVariables>;
export const SaveClientFilterMappingDocument = {"__meta__":{"hash":"sha256:060228bdbfc5f574033535e4d9e117831a8f920d8f3268e338715b8eea1164a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveClientFilterMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveClientFilterMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClientFilterMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveClientFilterMappingMutation, SaveClientFilterMappingMutationVariables>;
export const DeleteClientFilterMappingDocument = {"__meta__":{"hash":"sha256:302d97e60e3d6300afa47f25ca5caf7e43a6470e51bd6a5045abd4576332bb87"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteClientFilterMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteClientFilterMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteClientFilterMappingMutation, DeleteClientFilterMappingMutationVariables>;
export const ValidatorClientsDocument = {"__meta__":{"hash":"sha256:59cb4f31e6b087be9257acda1b43d51ca03c022f846ac44c28f30fbae673d072"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidatorClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validatorClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ValidatorClientsQuery, ValidatorClientsQueryVariables>;
export const ValidatorBusinessLinesDocument = {"__meta__":{"hash":"sha256:ff2389f8eab9902719f154277c2bf6d13d5eb0b187fd40024c9a28322335a7e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidatorBusinessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ValidatorBusinessLinesQuery, ValidatorBusinessLinesQueryVariables>;
export const MessageTypeOptionsDocument = {"__meta__":{"hash":"sha256:acc07bafc5caee843abbf2c6764cf47aa871b204deb5b639cfffc8c3580153bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageTypeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isActive"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1000"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"isClient"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]}}]}}]} as unknown as DocumentNode<MessageTypeOptionsQuery, MessageTypeOptionsQueryVariables>;
export const TestRuleOptionsDocument = {"__meta__":{"hash":"sha256:2d144c10c6c8a6907b33a02da2291f1c07f1b45e0efa612b2a67b331a1f722f9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRuleOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isActive"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"pageNumber"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"5000"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleDescription"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"isTestType"}}]}}]}}]}}]} as unknown as DocumentNode<TestRuleOptionsQuery, TestRuleOptionsQueryVariables>;
export const AzimuthMessageSearchDocument = {"__meta__":{"hash":"sha256:feadb5ad77d8604ac17a71633b190440f17a15248f7d5a093093d117b875597b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AzimuthMessageSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"azimuthMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AzimuthMessageSearchQuery, AzimuthMessageSearchQueryVariables>;
export const MappedTestRulesDocument = {"__meta__":{"hash":"sha256:c8b5b5dad142ac6de9046c3bdd56bfac8ecff9acd015fd024710b2be8e5b4feb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MappedTestRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mappedTestRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleDescription"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"isTestType"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}}]}}]}}]} as unknown as DocumentNode<MappedTestRulesQuery, MappedTestRulesQueryVariables>;
export const RuleMessagesOfRuleDocument = {"__meta__":{"hash":"sha256:01d59c33f771a5557be9f1541c78803a5fe98c6f74b0bc711bd9e90632326567"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RuleMessagesOfRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"testRuleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRuleMessagesOfRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"testRuleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"testRuleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthMessage"}},{"kind":"Field","name":{"kind":"Name","value":"ruleMessageId"}}]}}]}}]} as unknown as DocumentNode<RuleMessagesOfRuleQuery, RuleMessagesOfRuleQueryVariables>;
export const TestFilterResultStatusesDocument = {"__meta__":{"hash":"sha256:fe7564a22f51aa75625c1982c22d6b572448adb60be9e1e4ccc5d3d0a567befa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestFilterResultStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testFilterResultStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TestFilterResultStatusesQuery, TestFilterResultStatusesQueryVariables>;
export const FilterTestsDocument = {"__meta__":{"hash":"sha256:74d5543f895e7d2c0ec2ced22b6ecab7c38df5c732955ad6fcf5df5188ba5075"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilterTests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isMapped"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filterTests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isMapped"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isMapped"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}}]}}]} as unknown as DocumentNode<FilterTestsQuery, FilterTestsQueryVariables>;
export const ValidatorEntitiesDocument = {"__meta__":{"hash":"sha256:25f5cd0e70a743c40b2c63ea6d4a9c28e0a88d60490f4caf0e9cbc5213f32293"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidatorEntities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validatorEntities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}}]}}]}}]} as unknown as DocumentNode<ValidatorEntitiesQuery, ValidatorEntitiesQueryVariables>;
export const EntityFieldsDocument = {"__meta__":{"hash":"sha256:0e53ee2085fdaaa68f3b62a5eb698a5f252959a6ac053a842862f2e358e617ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntityFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"testId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"testId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"testId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}}]}}]}}]} as unknown as DocumentNode<EntityFieldsQuery, EntityFieldsQueryVariables>;
export const ExportValidatorGridDocument = {"__meta__":{"hash":"sha256:572229926a32120d5a8bce1d8640940a3a01986d27a714c9d2b98dafdef10e84"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportValidatorGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportValidatorGridInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportValidatorGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<ExportValidatorGridMutation, ExportValidatorGridMutationVariables>;
export const MessageTypesGridDocument = {"__meta__":{"hash":"sha256:261ba2a4c5bb7e7a43ff91a396820df3782e3c2350c87af8012cf1edb32a0857"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageTypesGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidatorListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isClient"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<MessageTypesGridQuery, MessageTypesGridQueryVariables>;
export const SaveMessageTypeDocument = {"__meta__":{"hash":"sha256:65f33b91314e6c9407fef4975ab989d02c58b5120fc4c580eca4e524d606c1ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMessageType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveMessageTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMessageType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveMessageTypeMutation, SaveMessageTypeMutationVariables>;
export const DeleteMessageTypeDocument = {"__meta__":{"hash":"sha256:5ee422a2b28420e9aa50243581a31f36a75583172af44199d870ffbbfd1926af"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMessageType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessageType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteMessageTypeMutation, DeleteMessageTypeMutationVariables>;
export const TestFilterFieldsGridDocument = {"__meta__":{"hash":"sha256:102bd710471025d2439829875ec41cd37e516eca0268ef7a3eb7edebd5e62fe2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestFilterFieldsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidatorListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testFilterFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testFilterMappingId"}},{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"testRule"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldId"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"isValidationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<TestFilterFieldsGridQuery, TestFilterFieldsGridQueryVariables>;
export const SaveTestFilterFieldDocument = {"__meta__":{"hash":"sha256:b3c99c5a4157f1beab0e79ce541321620d9e6c67308d1abe0c3c8b5f0231a3d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTestFilterField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTestFilterFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTestFilterField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"testFilterField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveTestFilterFieldMutation, SaveTestFilterFieldMutationVariables>;
export const DeleteTestFilterFieldDocument = {"__meta__":{"hash":"sha256:f8c1415bd0c387fcadd109b7d3b0b2ad3c35a494c7ee2c2640fff6fb85ad372e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTestFilterField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTestFilterField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteTestFilterFieldMutation, DeleteTestFilterFieldMutationVariables>;
export const TestFilterMappingsGridDocument = {"__meta__":{"hash":"sha256:1f92ca685b8a5a2b06c627b21ba8e2e4b2846a27a1304e942abc3ab2c3ce8abd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestFilterMappingsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidatorListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testFilterMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilterMappingRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilterMappingRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestFilterMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"testRule"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"ruleMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"testOrder"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthMessage"}},{"kind":"Field","name":{"kind":"Name","value":"customMessage"}},{"kind":"Field","name":{"kind":"Name","value":"isCustomMessage"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TestFilterMappingsGridQuery, TestFilterMappingsGridQueryVariables>;
export const SaveTestFilterMappingsDocument = {"__meta__":{"hash":"sha256:8e7ac2dc1e1e2eb33640fe1817d5795ea1c508d40c35c3e2ecee19acd2331223"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTestFilterMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTestFilterMappingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTestFilterMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inserted"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"notInsertedDuplicates"}},{"kind":"Field","name":{"kind":"Name","value":"notDeletedMapped"}},{"kind":"Field","name":{"kind":"Name","value":"notUpdatedInvalid"}}]}}]}}]}}]} as unknown as DocumentNode<SaveTestFilterMappingsMutation, SaveTestFilterMappingsMutationVariables>;
export const DeleteTestFilterMappingDocument = {"__meta__":{"hash":"sha256:b040d66b5fad6bd6bd5df31a29ca56b274142cb456e345df59f0b817b48184c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTestFilterMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTestFilterMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteTestFilterMappingMutation, DeleteTestFilterMappingMutationVariables>;
export const ReorderTestFilterMappingsDocument = {"__meta__":{"hash":"sha256:5e1ad6efc5268278cd812c2cb342cce190e45757fed839030f3be00aa1e95e44"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderTestFilterMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderTestFilterMappingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderTestFilterMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]}}]} as unknown as DocumentNode<ReorderTestFilterMappingsMutation, ReorderTestFilterMappingsMutationVariables>;
export const TestRuleMessagesGridDocument = {"__meta__":{"hash":"sha256:8b8df9210a0cff147c1b8c25f6d94ff0ea26d9cdf7b27a265c25b56449ed6628"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRuleMessagesGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidatorListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRuleMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"testRule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleMessageId"}},{"kind":"Field","name":{"kind":"Name","value":"azimuthMessage"}},{"kind":"Field","name":{"kind":"Name","value":"ruleMessageLogic"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isMapped"}},{"kind":"Field","name":{"kind":"Name","value":"isAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<TestRuleMessagesGridQuery, TestRuleMessagesGridQueryVariables>;
export const SaveTestRuleMessageDocument = {"__meta__":{"hash":"sha256:c9c4834d97d851d8844114d24a2ba4f9aa64444f91634775459435916be42536"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTestRuleMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTestRuleMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTestRuleMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveTestRuleMessageMutation, SaveTestRuleMessageMutationVariables>;
export const DeleteTestRuleMessageDocument = {"__meta__":{"hash":"sha256:54f7ba27fe5cb40a31acd4370a2dfb1006c643dd57e444d4ed547d2da936806d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTestRuleMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTestRuleMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteTestRuleMessageMutation, DeleteTestRuleMessageMutationVariables>;
export const TestRulesGridDocument = {"__meta__":{"hash":"sha256:9f6c74732fd7ea73709d7d41e733a825f62d70d5120fb364fd4d8bb3003c71c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRulesGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidatorListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleDescription"}},{"kind":"Field","name":{"kind":"Name","value":"messageTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<TestRulesGridQuery, TestRulesGridQueryVariables>;
export const SaveTestRuleDocument = {"__meta__":{"hash":"sha256:41e83f7631d9bcae56754e3438b12a6c9fdaeeb6051373a393dc224f24b1774f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTestRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTestRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTestRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"testRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testRuleId"}}]}}]}}]}}]} as unknown as DocumentNode<SaveTestRuleMutation, SaveTestRuleMutationVariables>;
export const DeleteTestRuleDocument = {"__meta__":{"hash":"sha256:82386cb6a440c4dd5ed82c0a672b8ff92eb79dc5232c6aaf96600546c732dc48"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTestRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTestRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteTestRuleMutation, DeleteTestRuleMutationVariables>;
export const HeaderApprovalsDocument = {"__meta__":{"hash":"sha256:05f06c280b584891d2df583b73c75d518bf6ee7b07c5afbb802b4fc480770aed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderApprovals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headerChangesAwaitingApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderChangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"filesAwaitingStaging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stagingTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeaderChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeKind"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceField"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceLength"}},{"kind":"Field","name":{"kind":"Name","value":"destinationTable"}},{"kind":"Field","name":{"kind":"Name","value":"destinationField"}},{"kind":"Field","name":{"kind":"Name","value":"destinationDataType"}},{"kind":"Field","name":{"kind":"Name","value":"destinationLength"}},{"kind":"Field","name":{"kind":"Name","value":"isIgnored"}},{"kind":"Field","name":{"kind":"Name","value":"isEncrypted"}},{"kind":"Field","name":{"kind":"Name","value":"isMerged"}},{"kind":"Field","name":{"kind":"Name","value":"mergedInto"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stagingTableName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}}]} as unknown as DocumentNode<HeaderApprovalsQuery, HeaderApprovalsQueryVariables>;
export const ApproveHeaderChangesDocument = {"__meta__":{"hash":"sha256:c8a8f20ac3784c1d023e3b83f216494300cbf63944f0ea38c9de92ff8d8e67b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveHeaderChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveHeaderChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveHeaderChangesMutation, ApproveHeaderChangesMutationVariables>;
export const RejectHeaderChangesDocument = {"__meta__":{"hash":"sha256:e1ed3307238b5e5084bd63c99cd5ae14d9dc7c895ec514cdfcdb409cd55e04e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectHeaderChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectHeaderChangesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectHeaderChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RejectHeaderChangesMutation, RejectHeaderChangesMutationVariables>;
export const DecideStagingDocument = {"__meta__":{"hash":"sha256:529e4247ff09e8e70d2373d55a1cf955b581f2e404591154259c3f8398b4b864"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideStaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StagingDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideStaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DecideStagingMutation, DecideStagingMutationVariables>;
export const ClientFilesDocument = {"__meta__":{"hash":"sha256:6be4dad3f9ee51f4acd6a4825742b7627881c58b3f0c7dd19bd3d1412e2c67a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"headerChangeRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stagingTableName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeaderChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeKind"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceField"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceLength"}},{"kind":"Field","name":{"kind":"Name","value":"destinationTable"}},{"kind":"Field","name":{"kind":"Name","value":"destinationField"}},{"kind":"Field","name":{"kind":"Name","value":"destinationDataType"}},{"kind":"Field","name":{"kind":"Name","value":"destinationLength"}},{"kind":"Field","name":{"kind":"Name","value":"isIgnored"}},{"kind":"Field","name":{"kind":"Name","value":"isEncrypted"}},{"kind":"Field","name":{"kind":"Name","value":"isMerged"}},{"kind":"Field","name":{"kind":"Name","value":"mergedInto"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ClientFilesQuery, ClientFilesQueryVariables>;
export const ClientFileDetailDocument = {"__meta__":{"hash":"sha256:c0f38b6ce1f8afc9dbd798c7fc024a761a1e3a8df60f61d5ae140a90243f4b87"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientFileDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFileFields"}},{"kind":"Field","name":{"kind":"Name","value":"comparison"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"comparison"}},{"kind":"Field","name":{"kind":"Name","value":"headerFieldId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientFilePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cells"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stagingTableName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}}]}}]} as unknown as DocumentNode<ClientFileDetailQuery, ClientFileDetailQueryVariables>;
export const ClientFileLookupsDocument = {"__meta__":{"hash":"sha256:618153b4568152b53df599147f636d89e06b9bd2a66773af1069f604f2fc50c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientFileLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupDataTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasLength"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stagingTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnName"}}]}}]}}]}}]} as unknown as DocumentNode<ClientFileLookupsQuery, ClientFileLookupsQueryVariables>;
export const SaveHeaderChangesDocument = {"__meta__":{"hash":"sha256:9ffe24a61013f43252f2a9f3fea0277e8c16e0d8ce92923e5458910bad72f771"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHeaderChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveHeaderChangesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHeaderChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderChangeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeaderChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeKind"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceField"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceLength"}},{"kind":"Field","name":{"kind":"Name","value":"destinationTable"}},{"kind":"Field","name":{"kind":"Name","value":"destinationField"}},{"kind":"Field","name":{"kind":"Name","value":"destinationDataType"}},{"kind":"Field","name":{"kind":"Name","value":"destinationLength"}},{"kind":"Field","name":{"kind":"Name","value":"isIgnored"}},{"kind":"Field","name":{"kind":"Name","value":"isEncrypted"}},{"kind":"Field","name":{"kind":"Name","value":"isMerged"}},{"kind":"Field","name":{"kind":"Name","value":"mergedInto"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SaveHeaderChangesMutation, SaveHeaderChangesMutationVariables>;
export const SubmitHeaderChangesDocument = {"__meta__":{"hash":"sha256:1b5c1a6ee5521af920bd047dc7234e3b347b701187a58cf93bdfc07e386712b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitHeaderChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitHeaderChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeaderChangeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeaderChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeaderChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeKind"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceField"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceLength"}},{"kind":"Field","name":{"kind":"Name","value":"destinationTable"}},{"kind":"Field","name":{"kind":"Name","value":"destinationField"}},{"kind":"Field","name":{"kind":"Name","value":"destinationDataType"}},{"kind":"Field","name":{"kind":"Name","value":"destinationLength"}},{"kind":"Field","name":{"kind":"Name","value":"isIgnored"}},{"kind":"Field","name":{"kind":"Name","value":"isEncrypted"}},{"kind":"Field","name":{"kind":"Name","value":"isMerged"}},{"kind":"Field","name":{"kind":"Name","value":"mergedInto"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitHeaderChangesMutation, SubmitHeaderChangesMutationVariables>;
export const HeaderFieldsDocument = {"__meta__":{"hash":"sha256:ac4db179c83bef93d783b8651b08457f59a27bc5c1b9c7b5d5c03823595263df"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headerFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceField"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceType"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceLength"}},{"kind":"Field","name":{"kind":"Name","value":"destinationTable"}},{"kind":"Field","name":{"kind":"Name","value":"destinationField"}},{"kind":"Field","name":{"kind":"Name","value":"destinationDataType"}},{"kind":"Field","name":{"kind":"Name","value":"destinationLength"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"isIgnored"}},{"kind":"Field","name":{"kind":"Name","value":"isEncrypted"}},{"kind":"Field","name":{"kind":"Name","value":"isRemoved"}},{"kind":"Field","name":{"kind":"Name","value":"isMerged"}},{"kind":"Field","name":{"kind":"Name","value":"mergedInto"}},{"kind":"Field","name":{"kind":"Name","value":"isOldFieldActive"}},{"kind":"Field","name":{"kind":"Name","value":"impactedRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<HeaderFieldsQuery, HeaderFieldsQueryVariables>;
export const HeaderMappingLookupsDocument = {"__meta__":{"hash":"sha256:8a2ab6c177e1d2eb04e386c2ec8f34ff86d3a735fe90bb9cb367f9feab5b900d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderMappingLookups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupDataTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasLength"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stagingTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"dataType"}},{"kind":"Field","name":{"kind":"Name","value":"length"}}]}}]}}]}}]} as unknown as DocumentNode<HeaderMappingLookupsQuery, HeaderMappingLookupsQueryVariables>;
export const DynamicFieldsDocument = {"__meta__":{"hash":"sha256:968b93e49c8cd7de4a6f3a21454a3106ec283ab4cdaa7e7c1ddd52707877e924"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DynamicFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dynamicFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DynamicFieldsQuery, DynamicFieldsQueryVariables>;
export const SaveHeaderFieldDocument = {"__meta__":{"hash":"sha256:0594c4bc1082f08381c24c841386abbf8f2715c0910dc74c4bcc47c925a9eb2d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHeaderField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HeaderFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHeaderField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"headerField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveHeaderFieldMutation, SaveHeaderFieldMutationVariables>;
export const DeleteHeaderFieldDocument = {"__meta__":{"hash":"sha256:30b86d6e3cc0b64eb1eb4289b87e2a887d59bfe1c4ad3c5339fe55cb0de022db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHeaderField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHeaderField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteHeaderFieldMutation, DeleteHeaderFieldMutationVariables>;
export const SaveDynamicFieldDocument = {"__meta__":{"hash":"sha256:1691f0a3783647fbf3a2c0fad6f2bf986d2c3e62ef026f1620c292dc1b2cc45e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDynamicField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DynamicFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDynamicField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dynamicField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<SaveDynamicFieldMutation, SaveDynamicFieldMutationVariables>;
export const EntityRequirementsDocument = {"__meta__":{"hash":"sha256:4c8aeed0f4cbaa5df4578e3b7230de53f44033f9e3eb918f75540e87f9f20f42"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntityRequirements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}}]}}]}}]} as unknown as DocumentNode<EntityRequirementsQuery, EntityRequirementsQueryVariables>;
export const MyValidatorLoansDocument = {"__meta__":{"hash":"sha256:d474f1a3373f5cd4bcc578cbdfa8c62229510a58be007d48d7d779409ef7a4fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyValidatorLoans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myValidatorLoanCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanCount"}},{"kind":"Field","name":{"kind":"Name","value":"observationCount"}},{"kind":"Field","name":{"kind":"Name","value":"clientCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunEnd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myValidatorLoans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"loanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"observationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testIds"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunId"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunEnd"}}]}}]}}]}}]} as unknown as DocumentNode<MyValidatorLoansQuery, MyValidatorLoansQueryVariables>;
export const PipelineRunsDocument = {"__meta__":{"hash":"sha256:186d53b8000186e6e02e9cf39b16c8d8bc2256e01136cede6aeb5eb7d4570836"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PipelineRuns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pipelineRuns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineName"}},{"kind":"Field","name":{"kind":"Name","value":"isDatabricks"}},{"kind":"Field","name":{"kind":"Name","value":"runStart"}},{"kind":"Field","name":{"kind":"Name","value":"runEnd"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"testsDone"}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"firstRunId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validatorResultFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validatorJsonFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"industryName"}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"testName"}}]}}]}}]}}]} as unknown as DocumentNode<PipelineRunsQuery, PipelineRunsQueryVariables>;
export const StartPipelineRunDocument = {"__meta__":{"hash":"sha256:1567514045aff6209d83691dc147abeb44f4509867108aac07e7d09e58ab363a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPipelineRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPipelineRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<StartPipelineRunMutation, StartPipelineRunMutationVariables>;
export const SetupReferenceDocument = {"__meta__":{"hash":"sha256:742ac97ac1af6743cd8fd76165ea41f7a595cfea9e0be666053d2b2ba07733da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupStepsGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ruleSetName"}},{"kind":"Field","name":{"kind":"Name","value":"isDynamic"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejectReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setupDataTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasLength"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stagingTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"dataType"}},{"kind":"Field","name":{"kind":"Name","value":"length"}}]}}]}}]}}]} as unknown as DocumentNode<SetupReferenceQuery, SetupReferenceQueryVariables>;
export const SaveSetupStepGroupDocument = {"__meta__":{"hash":"sha256:cff835f2d3ac2eb65ac16bc36f92652acacbf97c6fc02cfd7073271e22eb0baa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSetupStepGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StepGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSetupStepGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"stepGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSetupStepGroupMutation, SaveSetupStepGroupMutationVariables>;
export const TestReferenceTypesDocument = {"__meta__":{"hash":"sha256:a8af2400f4bb23ed7917720a93de29949fd5e5f13f7cd2fa249c2be9fee36841"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestReferenceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validatorTestSystemTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"industryName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validatorTestSourceTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validatorJsonFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"industryName"}}]}}]}}]} as unknown as DocumentNode<TestReferenceTypesQuery, TestReferenceTypesQueryVariables>;
export const SaveValidatorTestSystemTypeDocument = {"__meta__":{"hash":"sha256:91dfa4ce8b82fd6d7d809ee96ab10a28dc180389444d486b3b2cb4a6cc4c9a76"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveValidatorTestSystemType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestSystemTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveValidatorTestSystemType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"systemType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveValidatorTestSystemTypeMutation, SaveValidatorTestSystemTypeMutationVariables>;
export const SaveValidatorTestSourceTypeDocument = {"__meta__":{"hash":"sha256:904ed8efdb2dd5cc031cd9297abb27a262142b13f5ed1c6fcf68c2b5b3dae279"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveValidatorTestSourceType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestSourceTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveValidatorTestSourceType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sourceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveValidatorTestSourceTypeMutation, SaveValidatorTestSourceTypeMutationVariables>;
export const RequirementFieldChoicesDocument = {"__meta__":{"hash":"sha256:c9f23f28c4d2d5ebee65255bdedbc550e6cdc240767ee2d819a227469187f8d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequirementFieldChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testMappingFilter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"isHmda"}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hmdaFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"headerFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceField"}},{"kind":"Field","name":{"kind":"Name","value":"destinationTable"}},{"kind":"Field","name":{"kind":"Name","value":"destinationField"}},{"kind":"Field","name":{"kind":"Name","value":"isRemoved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entityRequirements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}}]}}]}}]} as unknown as DocumentNode<RequirementFieldChoicesQuery, RequirementFieldChoicesQueryVariables>;
export const RequirementFieldsDocument = {"__meta__":{"hash":"sha256:73bb12fec477c22ad64a820819775d704bf1c44962821f5a8561c75c0be98c58"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequirementFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequirementFieldType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"testId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requirementFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"testId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"testId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"testNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testName"}},{"kind":"Field","name":{"kind":"Name","value":"headerFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSourceField"}},{"kind":"Field","name":{"kind":"Name","value":"destinationTable"}},{"kind":"Field","name":{"kind":"Name","value":"destinationField"}},{"kind":"Field","name":{"kind":"Name","value":"hmdaFieldId"}},{"kind":"Field","name":{"kind":"Name","value":"hmdaFieldName"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RequirementFieldsQuery, RequirementFieldsQueryVariables>;
export const SaveRequirementFieldDocument = {"__meta__":{"hash":"sha256:a820b3372c04e94a37ca2d5be6a6c54daf93274594d9a36edc6b95f7b8a9cb2b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRequirementField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequirementFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRequirementField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requirementField"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveRequirementFieldMutation, SaveRequirementFieldMutationVariables>;
export const DeleteRequirementFieldDocument = {"__meta__":{"hash":"sha256:bdba2ef3b3f13688eaa1d402c4e6c40b964b2b8d3182abca06efe5cb7cf09b2a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRequirementField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequirementFieldType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRequirementField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteRequirementFieldMutation, DeleteRequirementFieldMutationVariables>;
export const ExportRequirementFieldsDocument = {"__meta__":{"hash":"sha256:8f94f9943ce7054a6a59e174b0c31aeaf40123216250d9d60f73218b97517d74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportRequirementFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequirementFieldType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"testId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportRequirementFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"testId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"testId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ExportRequirementFieldsMutation, ExportRequirementFieldsMutationVariables>;
export const ValidatorResultsFiltersDocument = {"__meta__":{"hash":"sha256:3ee086ee916d615ebc92b6c543c21bf8b8ca32b1a4e8187953273b96a8dc7595"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidatorResultsFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validatorResultFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"testName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"pipelineName"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validatorResultStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ValidatorResultsFiltersQuery, ValidatorResultsFiltersQueryVariables>;
export const ValidatorResultsOverviewDocument = {"__meta__":{"hash":"sha256:0c3e5464193d426d332d74edb2b9cf21be7699938a5fe6a1367c4fa9c53ced00"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidatorResultsOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidatorResultFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validatorResultCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"observation"}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"testName"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"observation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"validatorSectionResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"lawName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementCount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"observation"}}]}}]}}]} as unknown as DocumentNode<ValidatorResultsOverviewQuery, ValidatorResultsOverviewQueryVariables>;
export const ValidatorResultRowsDocument = {"__meta__":{"hash":"sha256:081a36cf440a9c731bf7dbd5c259e3c58b0c56fc275a6f78676435055057b9dd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidatorResultRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidatorResultFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validatorResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"testName"}},{"kind":"Field","name":{"kind":"Name","value":"loanNumber"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ValidatorResultRowsQuery, ValidatorResultRowsQueryVariables>;
export const ValidatorTestDetailsDocument = {"__meta__":{"hash":"sha256:01bf3229afe4282cf27d215ca1959132d6579ea058e8c027ec11d50ae2737905"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidatorTestDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"testId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validatorTestDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"testId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"testId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testId"}},{"kind":"Field","name":{"kind":"Name","value":"testName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRuleId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"testOrder"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ValidatorTestDetailsQuery, ValidatorTestDetailsQueryVariables>;
export const ValidatorRequirementResultsDocument = {"__meta__":{"hash":"sha256:779ab39bfeb05e7b6bd0968d9224f4177beb2b3a810efa7079e5ae5b51b5eb6a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidatorRequirementResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validatorRequirementResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"testIds"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"observation"}}]}}]}}]} as unknown as DocumentNode<ValidatorRequirementResultsQuery, ValidatorRequirementResultsQueryVariables>;
export const RequirementLawTextDocument = {"__meta__":{"hash":"sha256:1522bda89ffd269402ac6ba58beef6410a6facc74866430940aa2132126f44a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequirementLawText"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requirementId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requirementLawText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requirementId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requirementId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requirementId"}},{"kind":"Field","name":{"kind":"Name","value":"requirementNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requirement"}},{"kind":"Field","name":{"kind":"Name","value":"lawText"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"lawName"}},{"kind":"Field","name":{"kind":"Name","value":"regulator"}}]}}]}}]} as unknown as DocumentNode<RequirementLawTextQuery, RequirementLawTextQueryVariables>;
export const UpdateValidatorResultStatusDocument = {"__meta__":{"hash":"sha256:2b36812aa0fe0d302508d716b3a80ac557500fe6ef650357c6886b513aa703a3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateValidatorResultStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateValidatorResultStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateValidatorResultStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<UpdateValidatorResultStatusMutation, UpdateValidatorResultStatusMutationVariables>;
export const DownloadValidatorResultsDocument = {"__meta__":{"hash":"sha256:2a1189eded6ce4b3dfde25b2dc262804c9ed2b8749e138468f9fda2fe2a7ac8f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DownloadValidatorResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidatorResultFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadValidatorResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<DownloadValidatorResultsMutation, DownloadValidatorResultsMutationVariables>;
export const SetupHierarchyDocument = {"__meta__":{"hash":"sha256:815cef19023ad42553febf61acf42deee29e7f320f75708210eedcfe052cd8e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupHierarchy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupHierarchy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"industryName"}},{"kind":"Field","name":{"kind":"Name","value":"entities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefixName"}},{"kind":"Field","name":{"kind":"Name","value":"parentEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"parentEntityName"}},{"kind":"Field","name":{"kind":"Name","value":"isTransactional"}},{"kind":"Field","name":{"kind":"Name","value":"isHmda"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetupHierarchyQuery, SetupHierarchyQueryVariables>;
export const SaveSetupEntityDocument = {"__meta__":{"hash":"sha256:f609a8627fba174f155bde5399a60d2e0fc9b2e1f09de507843b6888fc26d8b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSetupEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetupEntityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSetupEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"entity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSetupEntityMutation, SaveSetupEntityMutationVariables>;
export const DeleteSetupEntityDocument = {"__meta__":{"hash":"sha256:bfa2e3506a73c97bf797fd9fcc6e3f55a286b3d4e970cdb943dc3283d84ff578"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSetupEntity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSetupEntity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteSetupEntityMutation, DeleteSetupEntityMutationVariables>;
export const ValidatorTestRequestsDocument = {"__meta__":{"hash":"sha256:3e7803b41469bf3d13cb8f9887ae097adc4b8030f7b3453529043bbd9e418961"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidatorTestRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validatorTestRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineId"}},{"kind":"Field","name":{"kind":"Name","value":"businessLineName"}},{"kind":"Field","name":{"kind":"Name","value":"systemTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"sourceTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"entities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"submittedByName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validatorTestSystemTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validatorTestSourceTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activeOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ValidatorTestRequestsQuery, ValidatorTestRequestsQueryVariables>;
export const SubmitValidatorTestRequestDocument = {"__meta__":{"hash":"sha256:24ece231100a00e93161d775de6adb8be1add4041268e76b7e48362c8e02d9d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitValidatorTestRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidatorTestRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitValidatorTestRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitValidatorTestRequestMutation, SubmitValidatorTestRequestMutationVariables>;
export const AppConfigDocument = {"__meta__":{"hash":"sha256:43e8b6ab5bffa1cdc04cda5d1655bde39ccfee69cb5b9f263215035343dfa7ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"ssoEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"versionCheckEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"versionCheckIntervalMs"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutMs"}}]}}]}}]} as unknown as DocumentNode<AppConfigQuery, AppConfigQueryVariables>;
export const LogoutDocument = {"__meta__":{"hash":"sha256:e4a9caec39aef2740f67d7f048061bc05faf36513d8b097d63c84175f2c9be9b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SessionDocument = {"__meta__":{"hash":"sha256:a124901f0ec987c84bcdde42540a862fb1930c08b446ba2ca2470f27e1f79196"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BreadcrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Breadcrumb"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"moduleName"}},{"kind":"Field","name":{"kind":"Name","value":"stepper"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"routerLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selectedIndex"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BreadcrumbFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"editableRoutes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"fetchesInboxCounts"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isAzimuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTableau"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"subMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;