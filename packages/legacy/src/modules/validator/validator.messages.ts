/**
 * The validator maintenance answers. Some are the screens' own texts (the delete block, the form rules, which the
 * catalogue also enforces so every client gets them); the rest are ours, written the way the catalogue words its
 * other refusals.
 */
export const VALIDATOR_MESSAGES = {
  saved: 'Record saved successfully',
  deleted: 'Record deleted successfully',
  uploaded: 'File uploaded successfully',
  notFound: (what: string) => `${what} not found.`,
  conflict: 'The record was changed by another user. Reload it and try again.',
  forbidden: 'Validator maintenance is for administrators and provider staff.',
  // The screens' own texts, word for word.
  clientRequired: 'Please select Client',
  messageTypeBlank: 'Please add Correct message',
  messageTypeDuplicate:
    'Please add another message type it is already present in the Message type screen check the tabs',
  descriptionBlank: 'Please Enter Correct Description',
  descriptionDuplicate: 'Test Rule Description already exists, please add another description',
  azimuthMessageRequired: 'Please select Azimuth Message Correctly',
  newMessageBlank: 'Please add some message or select the listed one',
  statusRequired: 'Status is required.',
  noMessages: 'Selected test rule does not have azimuth messages, please try another test rule.',
  customMessageRequired: 'Custom message is required.',
  customMessageCharacters: 'Please enter alphanumeric.',
  customMessageTooLong: 'Custom message should not exceed more than 250 characters.',
  ruleMessageInUse:
    'Cannot delete TestRuleMessage because it is still associated with an active Test Filter Mapping.',
  invalidExtension: 'Invalid file extension.',
  // Ours.
  testRuleIdInvalid: 'testRuleId must be a five-digit number.',
  testRuleIdDuplicate: 'This Test Rule Id already exists.',
  ruleMessageLogicTooLong: 'At most 100 characters.',
  messageTypeInUse: 'Cannot delete MessageType because it is still used by a Test Rule.',
  testRuleInUse:
    'Cannot delete TestRule because it is still used by a Test Rule Message or a Test Filter Mapping.',
  ruleMessageDuplicate: 'This message is already mapped to the test rule for this business line.',
  filterFieldDuplicate: 'This field is already mapped to the test filter mapping.',
  fieldNotOfEntity: 'The field does not belong to the entity.',
  reorderAcrossTests: 'Rows can be reordered only within one test.',
  fileRequired: 'fileName and fileText are required.',
  fileTooLarge: 'The file is larger than 5 MB.',
  notAWorkbook:
    'The file is not an Excel workbook: it could not be read. Save it from Excel as .xlsx and upload it again.',
  uploadColumnsMissing:
    'The first row of the first sheet must name the columns Test Id and Test Rule, as the Test Filter Mappings export does.',
  uploadTooManyRows: (max: number) => `The sheet has more than ${max} rows: split it into smaller files.`,
  uploadCellTooLong: (max: number) => `A cell of the sheet has more than ${max} characters.`,
  uploadUnpacksTooLarge: (max: number) =>
    `The workbook unpacks to more than ${Math.round(max / (1024 * 1024))} MB: split it into smaller files.`,
  uploadNothingToImport: 'The sheet has no rows under its header: nothing was imported.',
  xlsStoredOnly:
    'File uploaded successfully. It was stored, not imported: only .xlsx workbooks are read. Save it as .xlsx to import its rows.',
  imported: (fileName: string, rows: number, counts: string) =>
    `File uploaded successfully: ${rows} ${rows === 1 ? 'row' : 'rows'} of ${fileName} read into Test Filter Mappings. ${counts}`,
} as const;

/** The bulk save's counts, in the order its success message lists them. */
export interface BulkCounts {
  inserted: number;
  updated: number;
  deleted: number;
  notInsertedDuplicates: number;
  notDeletedMapped: number;
  notUpdatedInvalid: number;
}

export function bulkSaveMessage(counts: BulkCounts): string {
  return (
    `Records inserted: ${counts.inserted}, updated: ${counts.updated}, deleted: ${counts.deleted}, ` +
    `not inserted due to duplicates: ${counts.notInsertedDuplicates}, ` +
    `not deleted due to already mapped: ${counts.notDeletedMapped}, ` +
    `not updated due to invalid information: ${counts.notUpdatedInvalid}.`
  );
}

/** Letters, digits, underscore, equals, comma, period, question mark and space. */
export const CUSTOM_MESSAGE_PATTERN = /^[A-Za-z0-9_=,.? ]*$/;
export const CUSTOM_MESSAGE_MAX = 250;
/** Rule Message Logic: the large-text editor's 100 characters, wherever the logic is edited. */
export const RULE_MESSAGE_LOGIC_MAX = 100;
