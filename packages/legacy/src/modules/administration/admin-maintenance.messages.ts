/** Texts of the artifact, question, assignment and employee-role upload endpoints (the rules package's words). */
export const MAINTENANCE_MESSAGES = {
  questionRequired: 'Please enter the question.',
  questionTooLong: (max: number) => `The question may have at most ${max} characters.`,
  questionTypeRequired: 'Please select the question type.',
  optionsRequired: 'Please enter at least two options, one a line.',
  optionsDuplicate: 'The options must differ from one another.',
  gapAnswerUnknown: 'A gap answer must be one of the options.',
  businessLineRequired: 'Please select the Business Line.',
  questionDuplicate: 'This question already exists in the list.',
  unknownList: 'list must be Artifact, RiskAssessment or BusinessLine.',
  artifactNameRequired: 'Please enter the artifact name.',
  artifactTypeRequired: 'Please select the artifact type.',
  artifactDuplicate: 'This artifact already exists in the business line. Please enter another name.',
  employeeRequired: 'Please select the employee.',
  assignmentsSaved: 'Assignments saved successfully.',
  assignmentOutsideLine: "A category or company process must belong to one of the employee's business lines.",
  unknownAssignment: 'A business line, category or company process of the list does not exist.',
  invalidExtension: 'Invalid file extension.',
  fileRequired: 'Please choose a file to upload.',
  uploadHeader:
    'The first row of the sheet must name the columns Email, Role and Action; download the template to see the layout.',
  uploadEmpty: 'The sheet has no rows under its header: nothing was imported.',
  rowEmailMissing: 'Please enter the e-mail address.',
  rowUnknownUser: (email: string) => `No user has the e-mail address '${email}'.`,
  rowUnknownRole: (role: string) => `There is no role '${role}'.`,
  rowAction: 'The action must be Add, Remove or Replace (empty means Add).',
  /** A sheet giving provider roles, sent by anyone but the provider administrator: its rows, none applied. */
  providerRoleRows: (rows: readonly { row: number; email: string; role: string }[]) =>
    `Only provider administrators can give provider roles. Nothing was imported; refused rows: ${rows
      .map((row) => `${row.row} (${row.email}, ${row.role})`)
      .join('; ')}.`,
  rowAlreadyHeld: 'The user already has this role.',
  rowNotHeld: 'The user does not have this role.',
  rowLastRole: 'This is the only role of the user: a user keeps at least one role.',
  bulkSaved: (counts: BulkCounts) =>
    `Records inserted: ${counts.inserted}, updated: ${counts.updated}, deleted: ${counts.deleted}, ` +
    `not inserted due to duplicates: ${counts.notInsertedDuplicates}, ` +
    `not deleted due to already mapped: ${counts.notDeletedMapped}, ` +
    `not updated due to invalid information: ${counts.notUpdatedInvalid}.`,
} as const;

export interface BulkCounts {
  inserted: number;
  updated: number;
  deleted: number;
  notInsertedDuplicates: number;
  notDeletedMapped: number;
  notUpdatedInvalid: number;
}

export const QUESTION_MAX = 1000;

/** The question types of each list (Options: the answer is one of the options). */
const MULTI = [
  'Options',
  'Text',
  'Number',
  'Comment',
  'Multiple Text',
  'Multiple Comment',
  'Calendar Field',
  'Employee Selection',
  'Company Process Multiple Selection',
  'Add attachment',
];
export const QUESTION_TYPES: Record<string, readonly string[]> = {
  Artifact: ['Options', 'Comment', 'Calendar Field', 'Add attachment'],
  RiskAssessment: MULTI,
  BusinessLine: MULTI,
};

export const SSO_MESSAGES = {
  groupNameRequired: 'Please enter the group name.',
  groupDuplicate: 'This client already has a group of this name.',
  clientRequired: 'Please select the client.',
  directoryIdInvalid: 'The directory group id must be a GUID (8-4-4-4-12 hexadecimal digits).',
  builtInRoles: 'The built-in administrator roles cannot be mapped to single sign-on groups.',
  rolesSaved: 'Group roles saved successfully.',
  businessLinesSaved: 'Group business lines saved successfully.',
} as const;

export const EMAIL_EVENTS = [
  'Law Approved',
  'Law Sent Back',
  'Requirements Submitted',
  'Change in Law',
  'Assessment Submitted',
  'Assessment Approved',
  'Password Reset',
  'User Registered',
] as const;

export const EMAIL_MESSAGES = {
  emailInvalid: 'Please enter a valid email address.',
  kindInvalid: 'kind must be Sender or Receiver.',
  addressDuplicate: 'This address is already in the list.',
  groupNameRequired: 'Please enter the group name.',
  groupDuplicate: 'This email group already exists. Please enter another name.',
  membersReceivers: 'A group holds receiver addresses only.',
  triggerNameRequired: 'Please enter the trigger name.',
  triggerDuplicate: 'This email trigger already exists. Please enter another name.',
  eventRequired: 'Please select the event.',
  subjectRequired: 'Please enter the subject.',
  senderRequired: 'Please select an active sender.',
  groupRequired: 'Please select the email group.',
  addressInUse: (email: string, usedBy: string) =>
    `Address '${email}' cannot be deleted because ${usedBy} still use it.`,
  groupInUse: (name: string, triggers: number) =>
    `Email group '${name}' cannot be deleted because ${triggers} ${triggers === 1 ? 'trigger' : 'triggers'} still use it.`,
} as const;
