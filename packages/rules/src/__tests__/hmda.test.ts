import { describe, expect, it } from 'vitest';
import {
  characterCount,
  checkLarFileBeforeUpload,
  checkLarHeader,
  fieldLengthError,
  fieldLengthFor,
  fieldValueError,
  HMDA_MESSAGES,
  LAR_MAX_BYTES,
  hmdaSaveAction,
  parseLarFile,
  sampleLarFile,
  validateClientInfo,
  validateEditReference,
  validateFieldMaster,
  validateReplicate,
  withFederalAgency,
} from '../hmda.js';

const LEI = 'ABCDEFGHIJ0123456789';

describe('HMDA field rules', () => {
  it('type AN needs a length from 1 to 255, type N has none', () => {
    expect(fieldLengthError('AN', 255)).toBeNull();
    expect(fieldLengthError('AN', 256)).toEqual({
      field: 'fieldLength',
      message: HMDA_MESSAGES.lengthTooLong,
    });
    expect(fieldLengthError('AN', '')).toEqual({
      field: 'fieldLength',
      message: HMDA_MESSAGES.lengthRequired,
    });
    expect(fieldLengthError('N', null)).toBeNull();
    expect(fieldLengthError('N', 9999)).toBeNull();
    expect(fieldLengthError('X', 10)).toEqual({
      field: 'fieldType',
      message: HMDA_MESSAGES.fieldTypeRequired,
    });
    expect(fieldLengthFor('N', 40)).toBeNull();
    expect(fieldLengthFor('AN', '40')).toBe(40);
  });

  it('a value of type AN is at most its length, of type N a number', () => {
    expect(fieldValueError('value', 'x'.repeat(255), 'AN', null)).toBeNull();
    expect(fieldValueError('value', 'x'.repeat(256), 'AN', null)?.message).toBe(
      HMDA_MESSAGES.valueTooLong(255),
    );
    expect(fieldValueError('value', 'abcd', 'AN', 3)?.message).toBe(HMDA_MESSAGES.valueTooLong(3));
    expect(fieldValueError('value', '12.5', 'N', null)).toBeNull();
    expect(fieldValueError('value', '12a', 'N', null)?.message).toBe(HMDA_MESSAGES.valueNotNumeric);
    expect(fieldValueError('value', ' ', 'N', null)?.message).toBe(HMDA_MESSAGES.valueRequired);
  });

  it('saves as update when an id or the update flag exists, else as add', () => {
    expect(hmdaSaveAction({ id: '12' })).toBe('update');
    expect(hmdaSaveAction({ id: null, isUpdate: true })).toBe('update');
    expect(hmdaSaveAction({ id: 0 })).toBe('add');
    expect(hmdaSaveAction({})).toBe('add');
  });

  it('copies the federal agency id into federalAgency before client info is saved', () => {
    expect(withFederalAgency({ federalAgencyObj: { id: 7 } }).federalAgency).toBe('7');
    expect(withFederalAgency({ federalAgencyObj: null }).federalAgency).toBeNull();
    expect(
      validateClientInfo({
        reportingYear: 2025,
        clientId: '1',
        businessLineId: '2',
        clientEntityId: '3',
        federalAgencyObj: null,
      }),
    ).toEqual({ field: 'federalAgency', message: HMDA_MESSAGES.federalAgencyRequired });
  });

  it('checks a field master row in order', () => {
    const base = {
      clientEntityId: '1',
      reportingYear: 2025,
      azimuthFieldId: '4',
      fieldName: 'LoanAmt',
      fieldType: 'AN',
      fieldLength: 20,
    };
    expect(validateFieldMaster(base)).toBeNull();
    expect(validateFieldMaster({ ...base, reportingYear: 1999 })?.message).toBe(
      HMDA_MESSAGES.reportingYearInvalid,
    );
    expect(validateFieldMaster({ ...base, fieldName: ' ' })?.message).toBe(HMDA_MESSAGES.fieldNameRequired);
    expect(validateFieldMaster({ ...base, fieldType: 'N', fieldLength: null })).toBeNull();
  });

  it('limits edit message and resolution to 500 characters', () => {
    const base = {
      editType: 'CFPB',
      editSubtype: 'Validity',
      editNumber: 'V610-1',
      editMessage: 'm',
      editResolution: '',
    };
    expect(validateEditReference(base)).toBeNull();
    expect(validateEditReference({ ...base, editMessage: 'x'.repeat(501) })?.message).toBe(
      HMDA_MESSAGES.editMessageTooLong,
    );
    expect(validateEditReference({ ...base, editResolution: 'x'.repeat(501) })?.field).toBe('editResolution');
    expect(validateEditReference({ ...base, editType: 'OTHER' })?.field).toBe('editType');
    expect(validateEditReference({ ...base, editSubtype: 'Other' })?.field).toBe('editSubtype');
    expect(characterCount('x'.repeat(12), 500)).toBe('12/500');
  });

  it('refuses replicating a year onto itself', () => {
    expect(validateReplicate({ priorReportingYear: 2025, newReportingYear: 2025 })?.message).toBe(
      HMDA_MESSAGES.sameYear,
    );
    expect(validateReplicate({ priorReportingYear: 2025, newReportingYear: 2026 })).toBeNull();
  });
});

describe('LAR files', () => {
  const file = sampleLarFile({ institutionName: 'Bank', lei: LEI, year: 2025, records: 3 });

  it('reads a whole file: the header and every record', () => {
    const parsed = parseLarFile(file, 2025, 'Annual LAR');
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.header).toMatchObject({ lei: LEI, year: 2025, totalEntries: 3 });
    expect(parsed.records.map((record) => record.uli)).toEqual([
      `${LEI}0000000001`,
      `${LEI}0000000002`,
      `${LEI}0000000003`,
    ]);
  });

  it('names what is wrong with a file', () => {
    expect(parseLarFile(file, 2024, null)).toEqual({ error: HMDA_MESSAGES.larHeaderYear('2025', 2024) });
    expect(parseLarFile(file, 2025, 'Quarterly LAR')).toEqual({
      error: HMDA_MESSAGES.larQuarter('Quarterly LAR', '4'),
    });
    expect(parseLarFile('a,b,c\n1,2,3\n', 2025)).toEqual({ error: HMDA_MESSAGES.larHeader });
    const lines = file.trimEnd().split('\n');
    expect(parseLarFile([...lines.slice(0, 2), '2|short'].join('\n'), 2025)).toEqual({
      error: HMDA_MESSAGES.larRecord(3),
    });
    expect(parseLarFile(lines.slice(0, 3).join('\n'), 2025)).toEqual({ error: HMDA_MESSAGES.larCount(3, 2) });
    // A loan is reported once: a ULI repeated in the file is refused, naming both rows.
    const repeated = [...lines.slice(0, 3), lines[1]!].join('\n');
    expect(parseLarFile(repeated, 2025)).toEqual({
      error: HMDA_MESSAGES.larUliRepeated(4, 2, `${LEI}0000000001`),
    });
    expect(checkLarHeader(lines[0]!.replace(LEI, 'short'), 2025)).toEqual({
      error: HMDA_MESSAGES.larHeaderLei,
    });
  });

  it('checks type, size and header row before sending', () => {
    const header = file.split('\n')[0];
    expect(checkLarFileBeforeUpload({ name: 'lar.txt', size: 100 }, header, 2025, 'Annual LAR')).toBeNull();
    expect(checkLarFileBeforeUpload({ name: 'lar.xlsx', size: 100 }, header, 2025, null)).toBe(
      HMDA_MESSAGES.larFileType,
    );
    expect(checkLarFileBeforeUpload({ name: 'lar.txt', size: LAR_MAX_BYTES + 1 }, header, 2025, null)).toBe(
      HMDA_MESSAGES.larTooLarge,
    );
    expect(checkLarFileBeforeUpload({ name: 'lar.txt', size: 5 }, 'hello', 2025, null)).toBe(
      HMDA_MESSAGES.larHeader,
    );
  });
});
