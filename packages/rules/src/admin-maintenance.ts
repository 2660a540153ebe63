import type { FieldError } from './login.js';
import { isDuplicateName, type Named } from './validator.js';

/**
 * Administration, continued: artifact inventory and types, the three question lists, the employee-to-role
 * upload, employee assignments (categories, company processes, business lines) and saved-search history.
 */
export const ADMIN_MAINTENANCE_ROUTES = {
  artifacts: '/administration/artifacts',
  questions: '/administration/questions',
  employeeAssignments: '/administration/employee-assignments',
  ssoGroups: '/administration/sso-groups',
  emailSettings: '/administration/email-settings',
  subscriptions: '/administration/subscriptions',
  searchHistory: '/legal-module/search-history',
} as const;

/** The three question lists and what each is asked about. */
export const QUESTION_LISTS = ['Artifact', 'RiskAssessment', 'BusinessLine'] as const;
export type QuestionList = (typeof QUESTION_LISTS)[number];

export const QUESTION_LIST_TITLES: Record<QuestionList, string> = {
  Artifact: 'Artifact Questions',
  RiskAssessment: 'Risk Assessment Questions',
  BusinessLine: 'Business Line Questions',
};

/** A question whose type takes options: the answer is one of them. */
export const OPTIONS_QUESTION_TYPE = 'Options';

/**
 * The question types each list offers. Artifact questions are asked in the business module's assessment, which
 * answers these four; the other lists take the product's multi-question types too. Any type but the named ones is
 * answered from options.
 */
export const QUESTION_TYPES: Record<QuestionList, readonly string[]> = {
  Artifact: ['Options', 'Comment', 'Calendar Field', 'Add attachment'],
  RiskAssessment: [
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
  ],
  BusinessLine: [
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
  ],
};

export const ADMIN_MAINTENANCE_MESSAGES = {
  questionRequired: 'Please enter the question.',
  questionTooLong: (max: number) => `The question may have at most ${max} characters.`,
  questionTypeRequired: 'Please select the question type.',
  optionsRequired: 'Please enter at least two options, one a line.',
  optionsDuplicate: 'The options must differ from one another.',
  gapAnswerUnknown: 'A gap answer must be one of the options.',
  businessLineRequired: 'Please select the Business Line.',
  questionDuplicate: 'This question already exists in the list.',
  artifactNameRequired: 'Please enter the artifact name.',
  artifactTypeRequired: 'Please select the artifact type.',
  artifactDuplicate: 'This artifact already exists in the business line. Please enter another name.',
  employeeRequired: 'Please select the employee.',
  assignmentsSaved: 'Assignments saved successfully.',
  assignmentOutsideLine: "A category or company process must belong to one of the employee's business lines.",
  uploadHeader:
    'The first row of the sheet must name the columns Email, Role and Action; download the template to see the layout.',
  uploadEmpty: 'The sheet has no rows under its header: nothing was imported.',
  uploadTooLarge: 'The file is larger than 5 MB.',
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
  searchNameRequired: 'Please enter a name for the search.',
  searchNameTooLong: 'The name can be at most 100 characters.',
  searchNameDuplicate: 'A saved search with this name already exists.',
  compareTwo: 'Select two saved searches to compare.',
  searchRenamed: 'Search renamed successfully.',
} as const;

/** The most characters of a question. */
export const QUESTION_MAX = 1000;

/** The employee-to-role sheet's columns, in the template's order. */
export const EMPLOYEE_ROLE_COLUMNS = ['Email', 'Role', 'Action'] as const;
export const EMPLOYEE_ROLE_ACTIONS = ['Add', 'Remove', 'Replace'] as const;
export type EmployeeRoleAction = (typeof EMPLOYEE_ROLE_ACTIONS)[number];

/** The upload's header problem, or null when the first row names Email, Role and Action (any order and case). */
export function checkEmployeeRoleHeader(header: readonly string[]): string | null {
  const names = header.map((cell) => cell.trim().toLowerCase());
  return EMPLOYEE_ROLE_COLUMNS.every((column) => names.includes(column.toLowerCase()))
    ? null
    : ADMIN_MAINTENANCE_MESSAGES.uploadHeader;
}

/** A row's action: empty is Add; null for anything but Add, Remove or Replace (ignoring case). */
export function employeeRoleAction(value: string | null | undefined): EmployeeRoleAction | null {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return 'Add';
  return EMPLOYEE_ROLE_ACTIONS.find((action) => action.toLowerCase() === text) ?? null;
}

export interface QuestionFields {
  list: QuestionList;
  question: string;
  questionType: string;
  options: readonly string[];
  gapAnswers?: readonly string[];
  businessLineId?: string | number | null;
}

/**
 * A question of one of the lists: its text (required, at most QUESTION_MAX characters, not a duplicate in the list,
 * ignoring case), a type the list offers, at least two distinct options for the Options type, gap answers among
 * the options, and a business line for business-line questions.
 */
export function validateQuestion(
  input: QuestionFields,
  others: readonly Named[] = [],
  selfId?: string | number | null,
): FieldError<'question' | 'questionType' | 'options' | 'gapAnswers' | 'businessLineId'> | null {
  const M = ADMIN_MAINTENANCE_MESSAGES;
  const text = input.question.trim();
  if (!text) return { field: 'question', message: M.questionRequired };
  if (text.length > QUESTION_MAX) return { field: 'question', message: M.questionTooLong(QUESTION_MAX) };
  if (!QUESTION_TYPES[input.list].includes(input.questionType))
    return { field: 'questionType', message: M.questionTypeRequired };
  if (input.list === 'BusinessLine' && !input.businessLineId)
    return { field: 'businessLineId', message: M.businessLineRequired };
  const options = input.options.map((option) => option.trim()).filter(Boolean);
  if (input.questionType === OPTIONS_QUESTION_TYPE) {
    if (options.length < 2) return { field: 'options', message: M.optionsRequired };
    if (new Set(options.map((option) => option.toLowerCase())).size !== options.length)
      return { field: 'options', message: M.optionsDuplicate };
  }
  const lowered = options.map((option) => option.toLowerCase());
  if ((input.gapAnswers ?? []).some((answer) => !lowered.includes(answer.trim().toLowerCase())))
    return { field: 'gapAnswers', message: M.gapAnswerUnknown };
  if (isDuplicateName(text, others, selfId)) return { field: 'question', message: M.questionDuplicate };
  return null;
}

export interface ArtifactFields {
  name: string;
  artifactType: string;
  businessLineId: string | number | null | undefined;
}

/** An artifact of the inventory: a name (unique in its business line, ignoring case), a type and a business line. */
export function validateArtifact(
  input: ArtifactFields,
  sameLine: readonly Named[] = [],
  selfId?: string | number | null,
): FieldError<'name' | 'artifactType' | 'businessLineId'> | null {
  const M = ADMIN_MAINTENANCE_MESSAGES;
  const name = input.name.trim();
  if (!name) return { field: 'name', message: M.artifactNameRequired };
  if (name.length > 200) return { field: 'name', message: 'The name may have at most 200 characters.' };
  if (!input.businessLineId) return { field: 'businessLineId', message: M.businessLineRequired };
  if (!input.artifactType.trim()) return { field: 'artifactType', message: M.artifactTypeRequired };
  if (isDuplicateName(name, sameLine, selfId)) return { field: 'name', message: M.artifactDuplicate };
  return null;
}

/** A saved search's name: required, at most 100 characters, unique among the user's searches (ignoring case). */
export function validateSearchName(
  name: string,
  others: readonly Named[] = [],
  selfId?: string | number | null,
): FieldError<'name'> | null {
  const M = ADMIN_MAINTENANCE_MESSAGES;
  const trimmed = name.trim();
  if (!trimmed) return { field: 'name', message: M.searchNameRequired };
  if (trimmed.length > 100) return { field: 'name', message: M.searchNameTooLong };
  if (isDuplicateName(trimmed, others, selfId)) return { field: 'name', message: M.searchNameDuplicate };
  return null;
}

/**
 * A saved search's key: the Search Hierarchy filter it ran with and, for people, the names of what it chose
 * ("Industry": "Banking"), as JSON. Search History shows and compares the names; Search Hierarchy runs the filter.
 */
export interface SearchKey {
  filter: Record<string, unknown>;
  labels: Record<string, string>;
}

/** The order criteria are listed in; others follow in the order they were saved. */
export const SEARCH_CRITERIA_ORDER = [
  'Industry',
  'Business Line',
  'Category',
  'Regulator',
  'Search',
] as const;

export function encodeSearchKey(filter: Record<string, unknown>, labels: Record<string, string>): string {
  const named = Object.fromEntries(Object.entries(labels).filter(([, value]) => value.trim() !== ''));
  return JSON.stringify({ filter, labels: named } satisfies SearchKey);
}

/** The key as a filter and its names; a key that is not one (an older search) is shown as its text. */
export function decodeSearchKey(key: string): SearchKey {
  try {
    const parsed = JSON.parse(key) as Partial<SearchKey> | null;
    if (parsed && typeof parsed === 'object' && parsed.filter && typeof parsed.filter === 'object') {
      const labels = Object.fromEntries(
        Object.entries(parsed.labels ?? {}).filter(([, value]) => typeof value === 'string'),
      ) as Record<string, string>;
      return { filter: parsed.filter, labels };
    }
  } catch {
    // not JSON: shown as text below
  }
  return { filter: {}, labels: { Search: key } };
}

export interface SearchCriterionRow {
  label: string;
  left: string;
  right: string;
  differs: boolean;
}

/** Two saved searches side by side: every criterion either has ('' where one has none), and whether they differ. */
export function compareSearchKeys(leftKey: string, rightKey: string): SearchCriterionRow[] {
  const left = decodeSearchKey(leftKey).labels;
  const right = decodeSearchKey(rightKey).labels;
  const seen = [...Object.keys(left), ...Object.keys(right)];
  const ordered = [
    ...SEARCH_CRITERIA_ORDER.filter((label) => seen.includes(label)),
    ...seen.filter(
      (label, index) =>
        seen.indexOf(label) === index && !(SEARCH_CRITERIA_ORDER as readonly string[]).includes(label),
    ),
  ];
  return ordered.map((label) => {
    const a = left[label] ?? '';
    const b = right[label] ?? '';
    return { label, left: a, right: b, differs: a.trim().toLowerCase() !== b.trim().toLowerCase() };
  });
}

export const SSO_GROUP_MESSAGES = {
  groupNameRequired: 'Please enter the group name.',
  groupDuplicate: 'This client already has a group of this name.',
  clientRequired: 'Please select the client.',
  directoryIdInvalid: 'The directory group id must be a GUID (8-4-4-4-12 hexadecimal digits).',
  builtInRoles: 'The built-in administrator roles cannot be mapped to single sign-on groups.',
  rolesSaved: 'Group roles saved successfully.',
  businessLinesSaved: 'Group business lines saved successfully.',
} as const;

const DIRECTORY_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SsoGroupFields {
  groupName: string;
  clientId: string | number | null | undefined;
  directoryGroupId?: string | null;
}

/** A single sign-on group: a name unique in its client (ignoring case), the client, an optional GUID directory id. */
export function validateSsoGroup(
  input: SsoGroupFields,
  sameClient: readonly Named[] = [],
  selfId?: string | number | null,
): FieldError<'groupName' | 'clientId' | 'directoryGroupId'> | null {
  const M = SSO_GROUP_MESSAGES;
  const name = input.groupName.trim();
  if (!name) return { field: 'groupName', message: M.groupNameRequired };
  if (name.length > 200) return { field: 'groupName', message: 'The name may have at most 200 characters.' };
  if (!input.clientId) return { field: 'clientId', message: M.clientRequired };
  const directory = (input.directoryGroupId ?? '').trim();
  if (directory && !DIRECTORY_GUID.test(directory))
    return { field: 'directoryGroupId', message: M.directoryIdInvalid };
  if (isDuplicateName(name, sameClient, selfId)) return { field: 'groupName', message: M.groupDuplicate };
  return null;
}

/** The workflow events an e-mail trigger can send on. */
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

/** How a message of the outbox stands: kept for the mail server, handed to it, or refused by it. */
export const OUTBOX_STATUSES = ['Queued', 'Sent', 'Failed'] as const;

export const EMAIL_SETTINGS_MESSAGES = {
  emailInvalid: 'Please enter a valid email address.',
  addressDuplicate: 'This address is already in the list.',
  groupNameRequired: 'Please enter the group name.',
  groupDuplicate: 'This email group already exists. Please enter another name.',
  membersReceivers: 'A group holds receiver addresses only.',
  triggerNameRequired: 'Please enter the trigger name.',
  triggerDuplicate: 'This email trigger already exists. Please enter another name.',
  eventRequired: 'Please select the event.',
  subjectRequired: 'Please enter the subject.',
  subjectTooLong: 'The subject may have at most 250 characters.',
  senderRequired: 'Please select an active sender.',
  groupRequired: 'Please select the email group.',
} as const;

export interface EmailTriggerFields {
  name: string;
  event: string;
  subject: string;
  senderId: string | null | undefined;
  emailGroupId: string | null | undefined;
}

/** An e-mail trigger: a name unique ignoring case, one of the events, a subject, a sender and a group. */
export function validateEmailTrigger(
  input: EmailTriggerFields,
  others: readonly Named[] = [],
  selfId?: string | number | null,
): FieldError<'name' | 'event' | 'subject' | 'senderId' | 'emailGroupId'> | null {
  const M = EMAIL_SETTINGS_MESSAGES;
  const name = input.name.trim();
  if (!name) return { field: 'name', message: M.triggerNameRequired };
  if (!(EMAIL_EVENTS as readonly string[]).includes(input.event))
    return { field: 'event', message: M.eventRequired };
  const subject = input.subject.trim();
  if (!subject) return { field: 'subject', message: M.subjectRequired };
  if (subject.length > 250) return { field: 'subject', message: M.subjectTooLong };
  if (!input.senderId) return { field: 'senderId', message: M.senderRequired };
  if (!input.emailGroupId) return { field: 'emailGroupId', message: M.groupRequired };
  if (isDuplicateName(name, others, selfId)) return { field: 'name', message: M.triggerDuplicate };
  return null;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A sender or receiver address: a valid address, not twice in the same list (ignoring case). */
export function validateEmailAddress(
  email: string,
  sameKind: readonly Named[] = [],
  selfId?: string | number | null,
): FieldError<'email'> | null {
  const M = EMAIL_SETTINGS_MESSAGES;
  if (!EMAIL_SHAPE.test(email.trim())) return { field: 'email', message: M.emailInvalid };
  if (isDuplicateName(email.trim(), sameKind, selfId)) return { field: 'email', message: M.addressDuplicate };
  return null;
}

/** An e-mail group: a name unique ignoring case. */
export function validateEmailGroup(
  name: string,
  others: readonly Named[] = [],
  selfId?: string | number | null,
): FieldError<'name'> | null {
  const M = EMAIL_SETTINGS_MESSAGES;
  if (!name.trim()) return { field: 'name', message: M.groupNameRequired };
  if (isDuplicateName(name.trim(), others, selfId)) return { field: 'name', message: M.groupDuplicate };
  return null;
}

/** Registration and subscription administration's texts (the catalogue answers them). */
export const SUBSCRIPTION_ADMIN_MESSAGES = {
  samePlan: 'The user already has this plan.',
  planChanged: 'Subscription updated successfully.',
  cancelled: 'The subscription was cancelled.',
  alreadyCancelled: 'This subscription is cancelled already.',
  deleted: 'Registered user deleted successfully.',
} as const;
