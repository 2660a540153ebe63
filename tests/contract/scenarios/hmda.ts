import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const HMDA: Record<string, Scenario> = {
  // ----- HMDA reference data: entity 1 is Harborview Home Loans (client 1, business line 5); its 2025 field master
  // holds the 44 provider fields, field 3 (Loan Type, type N) has valid and client values.
  HmdaLookups: {
    as: 'admin',
    check: (data) => {
      expect((data.hmdaClients as unknown[]).length).toBeGreaterThanOrEqual(3);
      expect((data.hmdaClientEntities as { name: string }[]).map((entity) => entity.name)).toContain(
        'Harborview Home Loans',
      );
    },
  },
  HmdaReportingYears: {
    as: 'admin',
    variables: { screen: 'FIELD_MASTER' },
    check: (data) => expect(data.hmdaReportingYears).toContain(2025),
  },
  HmdaFederalAgencies: {
    as: 'admin',
    check: (data) =>
      expect((data.hmdaFederalAgencies as { code: string }[]).map((agency) => agency.code)).toContain('CFPB'),
  },
  HmdaFieldsOf: {
    as: 'admin',
    variables: { clientEntityId: '1', reportingYear: 2025 },
    check: (data) => {
      const fields = data.hmdaFieldsOf as { fieldType: string; fieldLength: number | null }[];
      expect(fields).toHaveLength(44);
      for (const field of fields) {
        if (field.fieldType === 'N') expect(field.fieldLength).toBeNull();
        else expect(field.fieldLength).toBeLessThanOrEqual(255);
      }
    },
  },
  HmdaFieldMasterOptions: {
    as: 'admin',
    check: (data) => {
      expect(data.hmdaCheckDigits).toContain('ISO 7064 MOD 97-10');
      expect((data.hmdaAzimuthFields as unknown[]).length).toBeGreaterThanOrEqual(44);
    },
  },
  HmdaSystemOptions: {
    as: 'auditor',
    variables: { isActive: true },
    check: (data) =>
      expect((data.hmdaSystems as { isActive: boolean }[]).every((system) => system.isActive)).toBe(true),
  },
  HmdaClientInfoGrid: {
    as: 'auditor',
    variables: { reportingYear: 2025, page: { pageNumber: 1, pageSize: 2 } },
    check: (data) => {
      const page = data.hmdaClientInfo as { totalCount: number; items: { reportingYear: number }[] };
      expect(page.items).toHaveLength(2);
      expect(page.totalCount).toBe(4);
    },
  },
  SaveHmdaClientInfo: {
    as: 'admin',
    variables: {
      input: {
        reportingYear: 2031,
        clientId: '1',
        businessLineId: '5',
        clientEntityId: '1',
        federalAgencyId: '9',
        isActive: true,
      },
    },
    check: (data) => expect(data.saveHmdaClientInfo).toMatchObject({ action: 'ADD' }),
  },
  HmdaFieldMasterGrid: {
    as: 'admin',
    variables: {
      filter: { clientEntityId: '1', reportingYear: 2025 },
      page: { pageNumber: 2, pageSize: 20 },
    },
    check: (data) => {
      const page = data.hmdaFieldMaster as { totalCount: number; items: unknown[] };
      expect(page.totalCount).toBe(44);
      expect(page.items).toHaveLength(20);
    },
  },
  SaveHmdaFieldMaster: {
    as: 'admin',
    variables: {
      input: {
        clientEntityId: '3',
        reportingYear: 2025,
        azimuthFieldId: '8',
        fieldName: 'NGHE_LOAN_AMOUNT',
        fieldType: 'AN',
        fieldLength: 256,
        isActive: true,
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  HmdaClientValuesGrid: {
    as: 'admin',
    variables: { filter: { clientEntityId: '1', reportingYear: 2025, searchText: 'Loan Type' } },
    check: (data) => expect((data.hmdaClientValues as { totalCount: number }).totalCount).toBe(4),
  },
  SaveHmdaClientValue: {
    as: 'admin',
    variables: {
      input: {
        clientEntityId: '1',
        reportingYear: 2025,
        hmdaFieldMasterId: '3',
        clientValue: 'FHA',
        isActive: true,
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  HmdaValidValuesGrid: {
    as: 'admin',
    variables: { filter: { clientEntityId: '1', reportingYear: 2025 } },
    check: (data) => expect((data.hmdaValidValues as { totalCount: number }).totalCount).toBe(21),
  },
  SaveHmdaValidValue: {
    as: 'admin',
    variables: {
      input: {
        clientEntityId: '1',
        reportingYear: 2025,
        hmdaFieldMasterId: '3',
        validValue: '5',
        isActive: true,
      },
    },
    check: (data) => expect(data.saveHmdaValidValue).toMatchObject({ action: 'ADD' }),
  },
  HmdaFieldOrderGrid: {
    as: 'admin',
    variables: { filter: { clientEntityId: '1', reportingYear: 2025 }, page: { pageNumber: 1, pageSize: 3 } },
    check: (data) =>
      expect(
        (data.hmdaFieldOrder as { items: { fieldOrder: number }[] }).items.map((row) => row.fieldOrder),
      ).toEqual([1, 2, 3]),
  },
  SaveHmdaFieldOrder: {
    as: 'admin',
    variables: {
      input: {
        id: '1',
        clientEntityId: '1',
        reportingYear: 2025,
        hmdaFieldMasterId: '1',
        fieldOrder: 1,
        isActive: true,
      },
    },
    check: (data) => expect(data.saveHmdaFieldOrder).toMatchObject({ action: 'UPDATE' }),
  },
  ReplicateHmdaYear: {
    as: 'admin',
    variables: {
      input: { part: 'FIELD_MASTER', clientEntityId: '2', priorReportingYear: 2025, newReportingYear: 2032 },
    },
    check: (data) =>
      expect(data.replicateHmdaYear).toMatchObject({
        needsConfirmation: false,
        copied: 44,
        existingCount: 0,
      }),
  },
  ExportHmdaList: {
    as: 'auditor',
    variables: { input: { list: 'FIELD_MASTER', filter: { reportingYear: 2025 } } },
    check: (data) =>
      expect((data.exportHmdaList as { download: { url: string } }).download.url).toMatch(
        /^\/files\/[\w-]{16,}$/,
      ),
  },
  SaveHmdaSystem: {
    as: 'auditor',
    variables: { input: { code: 'RO', name: 'Read only', isActive: true } },
    expectError: 'FORBIDDEN',
  },
  HmdaDetailSystemsGrid: {
    as: 'admin',
    check: (data) => expect((data.hmdaDetailSystems as unknown[]).length).toBeGreaterThanOrEqual(3),
  },
  SaveHmdaDetailSystem: {
    as: 'admin',
    variables: { input: { clientId: '1', systemId: '2', reportingYear: 2025, isActive: true } },
    check: (data) => expect(data.saveHmdaDetailSystem).toEqual({ message: 'Record saved successfully' }),
  },
  DeleteHmdaDetailSystem: {
    as: 'admin',
    variables: { id: '1' },
    check: (data) => expect(data.deleteHmdaDetailSystem).toEqual({ message: 'Record deleted successfully' }),
  },
  HmdaBanks: {
    as: 'admin',
    check: (data) => {
      for (const bank of data.hmdaBanks as { lei: string }[]) expect(bank.lei).toMatch(/^[A-Z0-9]{20}$/);
    },
  },
  HmdaEditReferenceFilters: {
    as: 'admin',
    check: (data) =>
      expect(data.hmdaEditReferenceFilters).toMatchObject({
        editTypes: ['CFPB', 'AGRC', 'LOS'],
        editSubtypes: ['Validity', 'Quality', 'Syntax'],
      }),
  },
  HmdaEditReferencesGrid: {
    as: 'admin',
    variables: { filter: { editType: 'AGRC' } },
    check: (data) => {
      const page = data.hmdaEditReferences as { items: { editType: string; editMessage: string }[] };
      expect(page.items.length).toBeGreaterThan(0);
      for (const row of page.items) {
        expect(row.editType).toBe('AGRC');
        expect(row.editMessage.length).toBeLessThanOrEqual(500);
      }
    },
  },
  SaveHmdaEditReference: {
    as: 'admin',
    variables: {
      input: {
        editType: 'LOS',
        editSubtype: 'Syntax',
        editNumber: 'LOS-C1',
        editMessage: 'x'.repeat(501),
        systemIds: [],
        isActive: true,
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  HmdaLarFiles: {
    as: 'admin',
    check: (data) => expect(Array.isArray(data.hmdaLarFiles)).toBe(true),
  },
};
