import type { FieldError } from './login.js';

/**
 * Validator setup and results, and system field mapping (DMU): the screens' routes, the client file's limits,
 * the entity and header mapping rules, the header comparison, the DMU statuses, counts and the parent-child
 * list's single-group rule. Texts quoted from the product are word for word; the others are ours.
 */
export const VALIDATOR_SETUP_ROUTES = {
  results: '/validator-setup/results',
  pipelineRuns: '/validator-setup/pipeline-runs',
  entities: '/validator-setup/entities',
  headerMapping: '/validator-setup/header-mapping',
  clientFile: '/validator-setup/client-file',
  approvals: '/validator-setup/approvals',
  reference: '/validator-setup/reference',
  systemFieldMapping: '/validator-setup/system-field-mapping',
  requirementFields: '/validator-setup/requirement-fields',
} as const;

export type ValidatorSetupRoute = (typeof VALIDATOR_SETUP_ROUTES)[keyof typeof VALIDATOR_SETUP_ROUTES];

export const VALIDATOR_SETUP_MESSAGES = {
  invalidFileExtension: 'Invalid file extension.',
  fileTooLarge: 'The file is larger than 5 MB.',
  fileEmpty: 'The file is empty.',
  fileRequired: 'Choose a file to upload.',
  entityRequired: 'Select an entity first.',
  entityNameRequired: 'Entity name is required.',
  entityNameTooLong: `Entity name must be at most 100 characters.`,
  prefixRequired: 'File prefix is required.',
  prefixCharacters: 'File prefix may hold only letters, digits and underscores (at most 20).',
  clientRequired: 'Client is required.',
  businessLineRequired: 'Business line is required.',
  parentSelf: 'An entity cannot be its own parent.',
  parentOtherTree: 'The parent entity must belong to the same client and business line.',
  sourceFieldRequired: 'Client source field is required.',
  sourceFieldDuplicate: 'This client source field is already mapped for the entity.',
  destinationRequired: 'Destination table and field are required unless the field is ignored or removed.',
  lengthInvalid: 'Length must be a whole number from 1 to 8000.',
  mergedNeedsTarget: 'A merged field names the field it is merged into.',
  rejectReasonRequired: 'Choose a reject reason.',
  noHeaderChanges: 'The file header matches the mapped header: there is nothing to submit.',
  mappingStatusRequired: 'Status is required.',
  agrcFieldsRequired: 'Select at least one AGRC field.',
  systemFieldsRequired: 'A Mapped status needs at least one system field.',
  systemFieldsNotAllowed: 'Only a Mapped status takes system fields.',
  systemRequired: 'Select a system.',
  singleGroup:
    'You can only select items from one group. Previous selections will be lost. Are you sure you want to continue?',
  noRecordFound: 'No Record Found',
  setupStaffOnly: 'Validator setup is for administrators and provider staff.',
} as const;

/** The client file: extensions the catalogue takes, and the limits the server reads it within. */
export const CLIENT_FILE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5000,
  maxColumns: 200,
  maxCellLength: 1000,
  previewRows: 50,
} as const;

export function clientFileExtension(fileName: string): 'xlsx' | 'xls' | 'csv' | null {
  const match = /\.(xlsx|xls|csv)$/i.exec(fileName.trim());
  return match ? (match[1].toLowerCase() as 'xlsx' | 'xls' | 'csv') : null;
}

/** The name and size check that browser, BFF and catalogue all make before reading a client file. */
export function checkClientFile(fileName: string, size: number): FieldError<'file'> | null {
  if (!fileName.trim()) return { field: 'file', message: VALIDATOR_SETUP_MESSAGES.fileRequired };
  const extension = clientFileExtension(fileName);
  if (!extension) return { field: 'file', message: VALIDATOR_SETUP_MESSAGES.invalidFileExtension };
  if (size <= 0) return { field: 'file', message: VALIDATOR_SETUP_MESSAGES.fileEmpty };
  if (size > CLIENT_FILE_LIMITS.maxBytes)
    return { field: 'file', message: VALIDATOR_SETUP_MESSAGES.fileTooLarge };
  return null;
}

export interface EntityFields {
  clientId: number | null;
  businessLineId: number | null;
  entityId?: number | null;
  entityName: string;
  prefixName: string;
  parentEntityId: number | null;
}

export const FILE_PREFIX_PATTERN = /^[A-Za-z0-9_]{1,20}$/;

export function validateEntity(input: EntityFields): FieldError<keyof EntityFields> | null {
  if (!input.clientId) return { field: 'clientId', message: VALIDATOR_SETUP_MESSAGES.clientRequired };
  if (!input.businessLineId)
    return { field: 'businessLineId', message: VALIDATOR_SETUP_MESSAGES.businessLineRequired };
  const name = input.entityName.trim();
  if (!name) return { field: 'entityName', message: VALIDATOR_SETUP_MESSAGES.entityNameRequired };
  if (name.length > 100) return { field: 'entityName', message: VALIDATOR_SETUP_MESSAGES.entityNameTooLong };
  const prefix = input.prefixName.trim();
  if (!prefix) return { field: 'prefixName', message: VALIDATOR_SETUP_MESSAGES.prefixRequired };
  if (!FILE_PREFIX_PATTERN.test(prefix))
    return { field: 'prefixName', message: VALIDATOR_SETUP_MESSAGES.prefixCharacters };
  if (input.entityId && input.parentEntityId === input.entityId)
    return { field: 'parentEntityId', message: VALIDATOR_SETUP_MESSAGES.parentSelf };
  return null;
}

export interface HeaderFieldFields {
  clientSourceField: string;
  clientSourceLength: number | null;
  destinationTable: string | null;
  destinationField: string | null;
  destinationLength: number | null;
  isIgnored: boolean;
  isRemoved: boolean;
  isMerged: boolean;
  mergedInto: string | null;
}

const lengthOk = (value: number | null) =>
  value === null || (Number.isInteger(value) && value >= 1 && value <= 8000);

export function validateHeaderField(input: HeaderFieldFields): FieldError<keyof HeaderFieldFields> | null {
  if (!input.clientSourceField.trim())
    return { field: 'clientSourceField', message: VALIDATOR_SETUP_MESSAGES.sourceFieldRequired };
  if (!lengthOk(input.clientSourceLength))
    return { field: 'clientSourceLength', message: VALIDATOR_SETUP_MESSAGES.lengthInvalid };
  if (!lengthOk(input.destinationLength))
    return { field: 'destinationLength', message: VALIDATOR_SETUP_MESSAGES.lengthInvalid };
  if (input.isMerged && !input.mergedInto?.trim())
    return { field: 'mergedInto', message: VALIDATOR_SETUP_MESSAGES.mergedNeedsTarget };
  const skipped = input.isIgnored || input.isRemoved || input.isMerged;
  if (!skipped && (!input.destinationTable?.trim() || !input.destinationField?.trim()))
    return { field: 'destinationField', message: VALIDATOR_SETUP_MESSAGES.destinationRequired };
  return null;
}

export type HeaderComparison = 'MATCHED' | 'NEW' | 'MISSING';

export interface HeaderComparisonRow {
  field: string;
  /** Position in the file (from 1), null for a mapped field the file lacks. */
  position: number | null;
  comparison: HeaderComparison;
}

const headerKey = (name: string) => name.trim().toLowerCase();

/**
 * A file's header against the entity's mapped header, case and spaces aside: every column of the file is
 * MATCHED (mapped) or NEW (not mapped), then every mapped field the file lacks is MISSING. Removed mapped fields
 * are left out by the caller; duplicate and blank file columns count once.
 */
export function compareHeader(
  fileHeader: readonly string[],
  mapped: readonly string[],
): HeaderComparisonRow[] {
  const mappedKeys = new Set(mapped.map(headerKey));
  const seen = new Set<string>();
  const rows: HeaderComparisonRow[] = [];
  fileHeader.forEach((raw, index) => {
    const key = headerKey(raw);
    if (!key || seen.has(key)) return;
    seen.add(key);
    rows.push({
      field: raw.trim(),
      position: index + 1,
      comparison: mappedKeys.has(key) ? 'MATCHED' : 'NEW',
    });
  });
  for (const field of mapped) {
    if (!seen.has(headerKey(field)))
      rows.push({ field: field.trim(), position: null, comparison: 'MISSING' });
  }
  return rows;
}

/** Header change requests move Saved -> Submitted -> Approved, or Submitted -> Rejected (the client's request). */
export const HEADER_CHANGE_STATUSES = ['Saved', 'Submitted', 'Approved', 'Rejected'] as const;
export type HeaderChangeStatus = (typeof HEADER_CHANGE_STATUSES)[number];

export function canMoveHeaderChange(from: HeaderChangeStatus, to: HeaderChangeStatus): boolean {
  if (to === 'Saved' || to === 'Submitted') return from === 'Saved' || from === 'Rejected';
  if (to === 'Approved' || to === 'Rejected') return from === 'Submitted';
  return false;
}

// ----- results and pipeline runs ------------------------------------------------------------------------------

/** Validator filter result statuses. */
export const VALIDATOR_RESULT_STATUSES = ['Pass', 'Observation'] as const;

/** Pipeline run statuses as the catalogue spells them ('Inprogess' is its spelling). */
export const PIPELINE_RUN_STATUSES = ['Failed', 'Inprogess', 'Success'] as const;
export type PipelineRunStatus = (typeof PIPELINE_RUN_STATUSES)[number];

/** A run's duration as the grid shows it: '1h 02m 05s', '2m 05s', '45s'; an unfinished run counts up to now. */
export function formatRunDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}h ${two(m)}m ${two(s)}s`;
  if (m > 0) return `${m}m ${two(s)}s`;
  return `${s}s`;
}

/** The downloaded result file's name: the name plus the date, as the older application saved it. */
export function resultFileName(name: string, date: Date): string {
  const safe = name.replace(/[^\w-]+/g, '') || 'ValidatorResults';
  return `${safe}_${date.toISOString().slice(0, 10)}.xlsx`;
}

// ----- system field mapping (DMU) ---------------------------------------------------------------------------------

export const DMU_MAPPING_STATUSES = ['Not Available', 'Not Expected', 'Mapped', 'Unmapped'] as const;
export type DmuMappingStatus = (typeof DMU_MAPPING_STATUSES)[number];

export interface DmuMappingFields {
  systemId: number | null;
  agrcFieldIds: readonly number[];
  systemFieldIds: readonly number[];
  status: DmuMappingStatus | null;
}

/** Mapped needs system fields; Not Available, Not Expected and Unmapped take none. */
export function validateDmuMapping(input: DmuMappingFields): FieldError<keyof DmuMappingFields> | null {
  if (!input.systemId) return { field: 'systemId', message: VALIDATOR_SETUP_MESSAGES.systemRequired };
  if (input.agrcFieldIds.length === 0)
    return { field: 'agrcFieldIds', message: VALIDATOR_SETUP_MESSAGES.agrcFieldsRequired };
  if (!input.status) return { field: 'status', message: VALIDATOR_SETUP_MESSAGES.mappingStatusRequired };
  if (input.status === 'Mapped' && input.systemFieldIds.length === 0)
    return { field: 'systemFieldIds', message: VALIDATOR_SETUP_MESSAGES.systemFieldsRequired };
  if (input.status !== 'Mapped' && input.systemFieldIds.length > 0)
    return { field: 'systemFieldIds', message: VALIDATOR_SETUP_MESSAGES.systemFieldsNotAllowed };
  return null;
}

export interface DmuDashboardCounts {
  totalAgrcFields: number;
  totalSystemFields: number;
  mappedAgrcSystemFields: number;
  agrcFieldsNotAvailable: number;
  notRequiredNotExpected: number;
  unmappedAgrcFieldsToSystemFields: number;
  totalMappedAgrcFields: number;
  groupMapped: number;
}

/**
 * The dashboard from each AGRC field's status (absent: Unmapped) for one system: mapped, not available, not
 * expected and unmapped part the AGRC fields; total mapped is every field with a decision (all but Unmapped).
 */
export function dmuDashboardCounts(
  statusByAgrcField: ReadonlyMap<number, DmuMappingStatus>,
  totalAgrcFields: number,
  totalSystemFields: number,
  groupMapped: number,
): DmuDashboardCounts {
  let mapped = 0;
  let notAvailable = 0;
  let notExpected = 0;
  for (const status of statusByAgrcField.values()) {
    if (status === 'Mapped') mapped += 1;
    else if (status === 'Not Available') notAvailable += 1;
    else if (status === 'Not Expected') notExpected += 1;
  }
  const decided = mapped + notAvailable + notExpected;
  return {
    totalAgrcFields,
    totalSystemFields,
    mappedAgrcSystemFields: mapped,
    agrcFieldsNotAvailable: notAvailable,
    notRequiredNotExpected: notExpected,
    unmappedAgrcFieldsToSystemFields: Math.max(0, totalAgrcFields - decided),
    totalMappedAgrcFields: decided,
    groupMapped,
  };
}

/** One parent of the parent-child list modal: a group and its children. */
export interface ParentChildGroup {
  id: number;
  name: string;
  children: readonly { id: number; name: string }[];
}

export type SingleGroupPick =
  | { kind: 'picked'; selected: number[] }
  /** The pick is from another group: ask first; on yes, `selected` replaces the old group's selections. */
  | { kind: 'confirm'; selected: number[] };

/**
 * Picking (or unpicking) a child under the single-group rule: a child of the group already picked from, or a
 * first pick, is toggled at once; a child of another group asks first and, if confirmed, starts over with it.
 */
export function pickSingleGroup(
  groups: readonly ParentChildGroup[],
  selected: readonly number[],
  childId: number,
): SingleGroupPick {
  const groupOf = (id: number) => groups.find((group) => group.children.some((child) => child.id === id))?.id;
  if (selected.includes(childId))
    return { kind: 'picked', selected: selected.filter((id) => id !== childId) };
  const current = selected.length > 0 ? groupOf(selected[0]) : undefined;
  if (current === undefined || current === groupOf(childId))
    return { kind: 'picked', selected: [...selected, childId] };
  return { kind: 'confirm', selected: [childId] };
}

/** A parent opens when it has selections, when a search is active, or when it is the only parent. */
export function parentExpanded(
  group: ParentChildGroup,
  selected: readonly number[],
  searching: boolean,
  parentCount: number,
): boolean {
  return searching || parentCount === 1 || group.children.some((child) => selected.includes(child.id));
}
