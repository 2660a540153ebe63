import type { FieldError } from './login.js';

/**
 * Mortgage-reporting (HMDA) reference data: client info per reporting year, field master, client values, valid
 * values, field order, systems, edit references, the bank master and the LAR file upload. One set of rules for the
 * screens, the BFF and the reference catalogue.
 */

export const HMDA_ROUTES = {
  clientInfo: '/hmda/client-info',
  fieldMaster: '/hmda/field-master',
  clientValues: '/hmda/client-values',
  validValues: '/hmda/valid-values',
  fieldOrder: '/hmda/field-order',
  systems: '/hmda/systems',
  detailSystems: '/hmda/detail-systems',
  editReferences: '/hmda/edit-references',
  bankMaster: '/hmda/bank-master',
  larUpload: '/hmda/lar-upload',
} as const;

export type HmdaRouteName = keyof typeof HMDA_ROUTES;

/** Data field types: AN (alphanumeric, at most 255 characters) and N (numeric, no length). */
export const HMDA_FIELD_TYPES = ['AN', 'N'] as const;
export type HmdaFieldType = (typeof HMDA_FIELD_TYPES)[number];
export const HMDA_AN_MAX_LENGTH = 255;

export const HMDA_EDIT_TYPES = ['CFPB', 'AGRC', 'LOS'] as const;
export const HMDA_EDIT_SUBTYPES = ['Validity', 'Quality', 'Syntax'] as const;
/** Edit message and edit resolution: at most 500 characters each. */
export const HMDA_EDIT_TEXT_MAX = 500;

/** Check-digit and value-required options of a field (get-hmdacheckdigit, get-hmdavaluerequired). */
export const HMDA_CHECK_DIGITS = ['Not applicable', 'ISO 7064 MOD 97-10'] as const;
export const HMDA_VALUE_REQUIRED = ['Required', 'Optional', 'Conditional'] as const;

/** LAR files: annual or quarterly submissions (the utility type of the upload). */
export const HMDA_UTILITY_TYPES = ['Annual LAR', 'Quarterly LAR'] as const;
export const LAR_MAX_BYTES = 100 * 1024 * 1024;
/** The transmittal sheet (the header row) has 15 pipe-delimited fields, a LAR record 110. */
export const LAR_HEADER_FIELDS = 15;
export const LAR_RECORD_FIELDS = 110;

export const HMDA_MESSAGES = {
  clientRequired: 'Client is required.',
  businessLineRequired: 'Business line is required.',
  entityRequired: 'Entity is required.',
  reportingYearRequired: 'Reporting year is required.',
  reportingYearInvalid: 'Reporting year must be a four-digit year from 2000 to 2100.',
  federalAgencyRequired: 'Federal agency is required.',
  azimuthFieldRequired: 'Azimuth field is required.',
  fieldRequired: 'Field is required.',
  fieldNameRequired: 'Field name is required.',
  fieldTypeRequired: 'Field type is required.',
  lengthRequired: `Length is required for type AN: 1 to ${HMDA_AN_MAX_LENGTH}.`,
  lengthTooLong: `Length for type AN is at most ${HMDA_AN_MAX_LENGTH}.`,
  valueRequired: 'Value is required.',
  valueTooLong: (max: number) => `At most ${max} characters for a field of type AN.`,
  valueNotNumeric: 'A field of type N takes numbers only.',
  fieldOrderInvalid: 'Field order must be a whole number from 1.',
  editMessageRequired: 'Edit message is required.',
  editMessageTooLong: `Edit message cannot exceed ${HMDA_EDIT_TEXT_MAX} characters.`,
  editResolutionTooLong: `Edit resolution cannot exceed ${HMDA_EDIT_TEXT_MAX} characters.`,
  editNumberRequired: 'Edit number is required.',
  editTypeRequired: 'Edit type is required.',
  editSubtypeRequired: 'Edit subtype is required.',
  codeRequired: 'Code is required.',
  nameRequired: 'Name is required.',
  systemRequired: 'System is required.',
  sameYear: 'The new reporting year must differ from the prior reporting year.',
  replicateConfirm: (year: number, rows: number) =>
    `Reporting year ${year} already has ${rows} ${rows === 1 ? 'row' : 'rows'}. Replicate into it anyway? Rows already there are kept.`,
  targetHasData: (year: number) => `Reporting year ${year} already has data. Confirm to replicate into it.`,
  larFileType: 'Upload a LAR file: a pipe-delimited .txt file.',
  larTooLarge: `The LAR file is larger than ${LAR_MAX_BYTES / 1024 / 1024} MB.`,
  larEmpty: 'The LAR file is empty.',
  larHeader: `The first row is not a LAR header: it must be the transmittal sheet, ${LAR_HEADER_FIELDS} pipe-delimited fields starting with 1|.`,
  larHeaderYear: (found: string, wanted: number) =>
    `The LAR header is for ${found || 'no year'}, not for the reporting year chosen (${wanted}).`,
  larHeaderLei: 'The LAR header has no valid LEI: 20 letters or digits in its last field.',
  larQuarter: (utilityType: string, quarter: string) =>
    `A ${utilityType} file cannot carry calendar quarter ${quarter || '(none)'} in its header.`,
  larNoRecords: 'The LAR file has a header but no LAR records.',
  larRecord: (row: number) =>
    `Row ${row} is not a LAR record: it must have ${LAR_RECORD_FIELDS} pipe-delimited fields starting with 2|.`,
  larRecordLei: (row: number) => `Row ${row} has another LEI than the LAR header.`,
  larUliRepeated: (row: number, first: number, uli: string) =>
    `Row ${row} repeats the ULI ${uli} of row ${first}: a loan is reported once.`,
  larCount: (said: number, found: number) =>
    `The LAR header says ${said} entries but the file has ${found} LAR records.`,
  bankRequired: 'Bank is required.',
  utilityTypeRequired: 'Utility type is required.',
} as const;

export const HMDA_MODAL_TITLES = {
  clientInfo: 'Add/Update Client Info',
  fieldMaster: 'Add/Update Field Master',
  clientValue: 'Add/Update Client Value',
  validValue: 'Add/Update Valid Value',
  fieldOrder: 'Add/Update Field Order',
  system: 'Add/Update HMDA System',
  detailSystem: 'Add/Update Detail System',
  editReference: 'Add/Update Edit Reference',
  replicate: 'Replicate Reporting Year',
} as const;

const hasText = (value: string | null | undefined) => Boolean(value && value.trim());
const hasId = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && String(value).trim() !== '' && String(value) !== '0';

/** Items are saved as update when an id or update flag exists, otherwise as add. */
export function hmdaSaveAction(item: {
  id?: string | number | null;
  isUpdate?: boolean | null;
}): 'add' | 'update' {
  return hasId(item.id) || item.isUpdate === true ? 'update' : 'add';
}

export function isReportingYear(value: unknown): boolean {
  const year = Number(value);
  return Number.isInteger(year) && year >= 2000 && year <= 2100;
}

function yearError<F extends string>(field: F, value: unknown): FieldError<F> | null {
  if (value === null || value === undefined || String(value).trim() === '')
    return { field, message: HMDA_MESSAGES.reportingYearRequired };
  return isReportingYear(value) ? null : { field, message: HMDA_MESSAGES.reportingYearInvalid };
}

export interface ClientInfoFields {
  reportingYear: number | string | null;
  clientId: string | number | null;
  businessLineId: string | number | null;
  clientEntityId: string | number | null;
  /** The picked agency (federalAgencyObj); its id is what is saved as federalAgency. */
  federalAgencyObj: { id: string | number } | null;
}

export function validateClientInfo(
  input: ClientInfoFields,
): FieldError<'reportingYear' | 'clientId' | 'businessLineId' | 'clientEntityId' | 'federalAgency'> | null {
  const year = yearError('reportingYear', input.reportingYear);
  if (year) return year;
  if (!hasId(input.clientId)) return { field: 'clientId', message: HMDA_MESSAGES.clientRequired };
  if (!hasId(input.businessLineId))
    return { field: 'businessLineId', message: HMDA_MESSAGES.businessLineRequired };
  if (!hasId(input.clientEntityId)) return { field: 'clientEntityId', message: HMDA_MESSAGES.entityRequired };
  if (!hasId(input.federalAgencyObj?.id))
    return { field: 'federalAgency', message: HMDA_MESSAGES.federalAgencyRequired };
  return null;
}

/** The federal agency id is copied into federalAgency before client info is saved. */
export function withFederalAgency<T extends { federalAgencyObj: { id: string | number } | null }>(
  input: T,
): T & { federalAgency: string | null } {
  return {
    ...input,
    federalAgency: hasId(input.federalAgencyObj?.id) ? String(input.federalAgencyObj!.id) : null,
  };
}

/**
 * A field's length by type: AN needs 1 to 255, N has none (whatever was typed is dropped). Null for a type that is
 * not AN or N.
 */
export function fieldLengthError(
  fieldType: string | null | undefined,
  length: number | string | null | undefined,
): FieldError<'fieldType' | 'fieldLength'> | null {
  if (fieldType !== 'AN' && fieldType !== 'N')
    return { field: 'fieldType', message: HMDA_MESSAGES.fieldTypeRequired };
  if (fieldType === 'N') return null;
  if (length === null || length === undefined || String(length).trim() === '')
    return { field: 'fieldLength', message: HMDA_MESSAGES.lengthRequired };
  const value = Number(length);
  if (!Number.isInteger(value) || value < 1)
    return { field: 'fieldLength', message: HMDA_MESSAGES.lengthRequired };
  if (value > HMDA_AN_MAX_LENGTH) return { field: 'fieldLength', message: HMDA_MESSAGES.lengthTooLong };
  return null;
}

/** The length saved for a type: N has no length. */
export function fieldLengthFor(fieldType: string, length: number | string | null | undefined): number | null {
  if (fieldType !== 'AN' || length === null || length === undefined || String(length).trim() === '')
    return null;
  return Number(length);
}

export interface FieldMasterFields {
  clientEntityId: string | number | null;
  reportingYear: number | string | null;
  azimuthFieldId: string | number | null;
  fieldName: string;
  fieldType: string | null;
  fieldLength: number | string | null;
}

export function validateFieldMaster(
  input: FieldMasterFields,
): FieldError<
  'clientEntityId' | 'reportingYear' | 'azimuthFieldId' | 'fieldName' | 'fieldType' | 'fieldLength'
> | null {
  if (!hasId(input.clientEntityId)) return { field: 'clientEntityId', message: HMDA_MESSAGES.entityRequired };
  const year = yearError('reportingYear', input.reportingYear);
  if (year) return year;
  if (!hasId(input.azimuthFieldId))
    return { field: 'azimuthFieldId', message: HMDA_MESSAGES.azimuthFieldRequired };
  if (!hasText(input.fieldName)) return { field: 'fieldName', message: HMDA_MESSAGES.fieldNameRequired };
  if (input.fieldName.trim().length > HMDA_AN_MAX_LENGTH)
    return { field: 'fieldName', message: HMDA_MESSAGES.valueTooLong(HMDA_AN_MAX_LENGTH) };
  return fieldLengthError(input.fieldType, input.fieldLength);
}

/** A value of a field of `fieldType`: AN at most its length (255 at most), N digits with an optional decimal part. */
export function fieldValueError<F extends string>(
  field: F,
  value: string | null | undefined,
  fieldType: string | null | undefined,
  fieldLength?: number | null,
): FieldError<F> | null {
  const text = (value ?? '').trim();
  if (!text) return { field, message: HMDA_MESSAGES.valueRequired };
  if (fieldType === 'N') {
    return /^-?\d+(\.\d+)?$/.test(text) ? null : { field, message: HMDA_MESSAGES.valueNotNumeric };
  }
  const max = Math.min(fieldLength && fieldLength > 0 ? fieldLength : HMDA_AN_MAX_LENGTH, HMDA_AN_MAX_LENGTH);
  return text.length > max ? { field, message: HMDA_MESSAGES.valueTooLong(max) } : null;
}

export interface FieldValueFields {
  clientEntityId: string | number | null;
  reportingYear: number | string | null;
  hmdaFieldMasterId: string | number | null;
  value: string;
}

/** Client values and valid values: a field of the entity's field master, and a value that fits its type. */
export function validateFieldValue(
  input: FieldValueFields,
  field: { fieldType: string; fieldLength: number | null } | null,
): FieldError<'clientEntityId' | 'reportingYear' | 'hmdaFieldMasterId' | 'value'> | null {
  if (!hasId(input.clientEntityId)) return { field: 'clientEntityId', message: HMDA_MESSAGES.entityRequired };
  const year = yearError('reportingYear', input.reportingYear);
  if (year) return year;
  if (!hasId(input.hmdaFieldMasterId) || !field)
    return { field: 'hmdaFieldMasterId', message: HMDA_MESSAGES.fieldRequired };
  return fieldValueError('value', input.value, field.fieldType, field.fieldLength);
}

export function validateFieldOrder(input: {
  clientEntityId: string | number | null;
  reportingYear: number | string | null;
  hmdaFieldMasterId: string | number | null;
  fieldOrder: number | string | null;
}): FieldError<'clientEntityId' | 'reportingYear' | 'hmdaFieldMasterId' | 'fieldOrder'> | null {
  if (!hasId(input.clientEntityId)) return { field: 'clientEntityId', message: HMDA_MESSAGES.entityRequired };
  const year = yearError('reportingYear', input.reportingYear);
  if (year) return year;
  if (!hasId(input.hmdaFieldMasterId))
    return { field: 'hmdaFieldMasterId', message: HMDA_MESSAGES.fieldRequired };
  const order = Number(input.fieldOrder);
  if (
    input.fieldOrder === null ||
    String(input.fieldOrder).trim() === '' ||
    !Number.isInteger(order) ||
    order < 1
  )
    return { field: 'fieldOrder', message: HMDA_MESSAGES.fieldOrderInvalid };
  return null;
}

export function validateReplicate(input: {
  priorReportingYear: number | string | null;
  newReportingYear: number | string | null;
}): FieldError<'priorReportingYear' | 'newReportingYear'> | null {
  const prior = yearError('priorReportingYear', input.priorReportingYear);
  if (prior) return prior;
  const next = yearError('newReportingYear', input.newReportingYear);
  if (next) return next;
  if (Number(input.priorReportingYear) === Number(input.newReportingYear))
    return { field: 'newReportingYear', message: HMDA_MESSAGES.sameYear };
  return null;
}

export function validateHmdaSystem(input: {
  code: string;
  name: string;
}): FieldError<'code' | 'name'> | null {
  if (!hasText(input.code)) return { field: 'code', message: HMDA_MESSAGES.codeRequired };
  if (!hasText(input.name)) return { field: 'name', message: HMDA_MESSAGES.nameRequired };
  return null;
}

export function validateDetailSystem(input: {
  clientId: string | number | null;
  systemId: string | number | null;
  reportingYear: number | string | null;
}): FieldError<'clientId' | 'systemId' | 'reportingYear'> | null {
  if (!hasId(input.clientId)) return { field: 'clientId', message: HMDA_MESSAGES.clientRequired };
  if (!hasId(input.systemId)) return { field: 'systemId', message: HMDA_MESSAGES.systemRequired };
  return yearError('reportingYear', input.reportingYear);
}

export interface EditReferenceFields {
  editType: string | null;
  editSubtype: string | null;
  editNumber: string;
  editMessage: string;
  editResolution: string | null;
}

export function validateEditReference(
  input: EditReferenceFields,
): FieldError<'editType' | 'editSubtype' | 'editNumber' | 'editMessage' | 'editResolution'> | null {
  if (!(HMDA_EDIT_TYPES as readonly string[]).includes(input.editType ?? ''))
    return { field: 'editType', message: HMDA_MESSAGES.editTypeRequired };
  if (!(HMDA_EDIT_SUBTYPES as readonly string[]).includes(input.editSubtype ?? ''))
    return { field: 'editSubtype', message: HMDA_MESSAGES.editSubtypeRequired };
  if (!hasText(input.editNumber)) return { field: 'editNumber', message: HMDA_MESSAGES.editNumberRequired };
  if (!hasText(input.editMessage))
    return { field: 'editMessage', message: HMDA_MESSAGES.editMessageRequired };
  if (input.editMessage.length > HMDA_EDIT_TEXT_MAX)
    return { field: 'editMessage', message: HMDA_MESSAGES.editMessageTooLong };
  if ((input.editResolution ?? '').length > HMDA_EDIT_TEXT_MAX)
    return { field: 'editResolution', message: HMDA_MESSAGES.editResolutionTooLong };
  return null;
}

/** The counter shown under a limited text: '12/500'. */
export function characterCount(text: string | null | undefined, max: number): string {
  return `${(text ?? '').length}/${max}`;
}

// ----- LAR files -------------------------------------------------------------------------------------------------

export function isLarFileName(fileName: string): boolean {
  return /\.txt$/i.test(fileName.trim());
}

export interface LarHeader {
  institutionName: string;
  year: number;
  quarter: string;
  totalEntries: number;
  lei: string;
}

/** The rows of a LAR file: CRLF or LF, trailing blank lines dropped. */
export function larLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  return lines;
}

/** The quarter a utility type allows: an annual file is quarter 4, a quarterly one 1 to 3. */
function quarterFits(utilityType: string | null | undefined, quarter: string): boolean {
  if (utilityType === 'Annual LAR') return quarter === '4';
  if (utilityType === 'Quarterly LAR') return ['1', '2', '3'].includes(quarter);
  return true;
}

/**
 * The header row of the pipe-delimited LAR layout (the transmittal sheet): 15 fields, record id 1, the calendar
 * year chosen, a quarter fitting the utility type, a 20-character LEI last. The browser checks this much before
 * sending; the catalogue checks it again with every record.
 */
export function checkLarHeader(
  line: string | undefined,
  year: number,
  utilityType?: string | null,
): { header: LarHeader } | { error: string } {
  if (line === undefined || line.trim() === '') return { error: HMDA_MESSAGES.larEmpty };
  const fields = line.split('|');
  if (fields.length !== LAR_HEADER_FIELDS || fields[0]!.trim() !== '1')
    return { error: HMDA_MESSAGES.larHeader };
  const yearText = fields[2]!.trim();
  if (Number(yearText) !== year) return { error: HMDA_MESSAGES.larHeaderYear(yearText, year) };
  const quarter = fields[3]!.trim();
  if (!quarterFits(utilityType, quarter))
    return { error: HMDA_MESSAGES.larQuarter(utilityType ?? '', quarter) };
  const lei = fields[14]!.trim();
  if (!/^[A-Z0-9]{20}$/i.test(lei)) return { error: HMDA_MESSAGES.larHeaderLei };
  const totalEntries = Number(fields[12]!.trim());
  return {
    header: {
      institutionName: fields[1]!.trim(),
      year,
      quarter,
      totalEntries: Number.isInteger(totalEntries) ? totalEntries : -1,
      lei: lei.toUpperCase(),
    },
  };
}

export interface LarRecord {
  row: number;
  uli: string;
  loanType: string;
  loanPurpose: string;
  loanAmount: string;
  actionTaken: string;
  actionTakenDate: string;
  state: string;
}

/** A whole LAR file: its header and every record (id 2, 110 fields, the header's LEI), the count the header says. */
export function parseLarFile(
  text: string,
  year: number,
  utilityType?: string | null,
): { header: LarHeader; records: LarRecord[] } | { error: string } {
  const lines = larLines(text);
  const checked = checkLarHeader(lines[0], year, utilityType);
  if ('error' in checked) return checked;
  const records: LarRecord[] = [];
  const rowOfUli = new Map<string, number>();
  for (let index = 1; index < lines.length; index += 1) {
    const row = index + 1;
    const fields = lines[index]!.split('|');
    if (fields.length !== LAR_RECORD_FIELDS || fields[0]!.trim() !== '2')
      return { error: HMDA_MESSAGES.larRecord(row) };
    if (fields[1]!.trim().toUpperCase() !== checked.header.lei)
      return { error: HMDA_MESSAGES.larRecordLei(row) };
    const uli = fields[2]!.trim();
    const first = rowOfUli.get(uli.toUpperCase());
    if (first !== undefined) return { error: HMDA_MESSAGES.larUliRepeated(row, first, uli) };
    rowOfUli.set(uli.toUpperCase(), row);
    records.push({
      row,
      uli,
      loanType: fields[4]!.trim(),
      loanPurpose: fields[5]!.trim(),
      loanAmount: fields[9]!.trim(),
      actionTaken: fields[10]!.trim(),
      actionTakenDate: fields[11]!.trim(),
      state: fields[14]!.trim(),
    });
  }
  if (records.length === 0) return { error: HMDA_MESSAGES.larNoRecords };
  if (checked.header.totalEntries !== records.length)
    return { error: HMDA_MESSAGES.larCount(checked.header.totalEntries, records.length) };
  return { header: checked.header, records };
}

/** What the browser checks before sending a LAR file: its name, its size, and its header row. */
export function checkLarFileBeforeUpload(
  file: { name: string; size: number },
  firstLine: string | undefined,
  year: number,
  utilityType: string | null,
): string | null {
  if (!isLarFileName(file.name)) return HMDA_MESSAGES.larFileType;
  if (file.size === 0) return HMDA_MESSAGES.larEmpty;
  if (file.size > LAR_MAX_BYTES) return HMDA_MESSAGES.larTooLarge;
  const header = checkLarHeader(firstLine, year, utilityType);
  return 'error' in header ? header.error : null;
}

/** A LAR file of `records` sample records for `lei` and `year` (tests, the demo and the benchmark). */
export function sampleLarFile(options: {
  institutionName: string;
  lei: string;
  year: number;
  records: number;
  quarter?: number;
}): string {
  const header = [
    '1',
    options.institutionName,
    String(options.year),
    String(options.quarter ?? 4),
    'Pat Preparer',
    '555-555-0100',
    'hmda@example.test',
    '1 Main Street',
    'Springfield',
    'IL',
    '62701',
    '9',
    String(options.records),
    '12-3456789',
    options.lei,
  ].join('|');
  const rows = Array.from({ length: options.records }, (_, index) => {
    const fields = Array.from({ length: LAR_RECORD_FIELDS }, () => 'NA');
    fields[0] = '2';
    fields[1] = options.lei;
    fields[2] = `${options.lei}${String(index + 1).padStart(10, '0')}`;
    fields[3] = `${options.year}0115`;
    fields[4] = '1';
    fields[5] = String([1, 2, 31, 32][index % 4]);
    fields[9] = String(150000 + index * 1000);
    fields[10] = String((index % 8) + 1);
    fields[11] = `${options.year}0301`;
    fields[14] = 'IL';
    return fields.join('|');
  });
  return [header, ...rows].join('\n') + '\n';
}
