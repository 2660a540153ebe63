import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const MAPPINGS: Record<string, Scenario> = {
  // Section mappings: Illinois Predatory Loan Prevention Act § 4 (section 53) for Consumer Lending,
  // whose mapping nothing else here reads; saves with empty lists clear one kind and answer the mapping reloaded.
  MapLawScreen: {
    as: 'lawyer',
    variables: { lawIds: ['18'] },
    check: (data) => {
      expect((data.industries as { id: string }[]).map((industry) => industry.id)).toEqual(['1', '2']);
      expect((data.mappingSections as { sectionId: string }[]).map((section) => section.sectionId)).toEqual([
        '53',
      ]);
    },
  },
  SectionMappingPanel: {
    as: 'reader',
    variables: { input: { sectionId: '6', industryId: '3' } },
    check: (data) => {
      const mappings = data.sectionMappings as {
        businessLines: { businessLineName: string }[];
        completenessMessage: string;
      };
      expect(mappings.businessLines.map((line) => line.businessLineName)).toEqual([
        'Auto Finance',
        'Installment Lending',
      ]);
      expect(mappings.completenessMessage).toBe('');
      const options = data.sectionMappingOptions as { lawScopes: { name: string }[] };
      expect(options.lawScopes.map((scope) => scope.name)).toContain('Enterprise-wide');
    },
  },
  MapSectionBusinessLines: {
    as: 'lawyer',
    variables: { input: { sectionId: '53', industryId: '1', businessLineIds: ['2'] } },
    check: (data) => {
      const payload = data.mapSectionBusinessLines as {
        message: string;
        mappings: { businessLines: { businessLineId: string }[] };
      };
      expect(payload.message).toBe('Business lines mapped successfully.');
      expect(payload.mappings.businessLines.map((line) => line.businessLineId)).toEqual(['2']);
    },
  },
  MapSectionProducts: {
    as: 'lawyer',
    variables: { input: { sectionId: '53', industryId: '1', businessLineId: '2', itemIds: [] } },
    check: (data) => {
      const payload = data.mapSectionProducts as {
        message: string;
        mappings: { completenessMessage: string };
      };
      expect(payload.message).toBe('Products mapped successfully.');
      expect(payload.mappings.completenessMessage).toMatch(
        /^Please add Product, Institution Type.* for selected Business Line: Consumer Lending$/,
      );
    },
  },
  MapSectionInstitutionTypes: {
    as: 'lawyer',
    variables: { input: { sectionId: '53', industryId: '1', businessLineId: '2', itemIds: [] } },
    check: (data) =>
      expect((data.mapSectionInstitutionTypes as { message: string }).message).toBe(
        'Institution types mapped successfully.',
      ),
  },
  MapSectionCategories: {
    as: 'lawyer',
    variables: { input: { sectionId: '53', industryId: '1', businessLineId: '2', itemIds: [] } },
    check: (data) =>
      expect((data.mapSectionCategories as { message: string }).message).toBe(
        'Categories mapped successfully.',
      ),
  },
  MapSectionProcesses: {
    as: 'lawyer',
    variables: { input: { sectionId: '53', industryId: '1', businessLineId: '2', itemIds: [] } },
    check: (data) => {
      const payload = data.mapSectionProcesses as { message: string; mappings: { processes: unknown[] } };
      expect(payload.message).toBe('Processes mapped successfully.');
      expect(payload.mappings.processes).toEqual([]);
    },
  },
  SetSectionLawScope: {
    as: 'reader',
    variables: { input: { sectionId: '53', industryId: '3', lawScopeId: '1' } },
    expectError: 'FORBIDDEN',
  },
  MapRequirementValidatorTests: {
    as: 'lawyer',
    variables: { input: { sectionId: '6', industryId: '1', requirementId: '50', validatorTestIds: [] } },
    check: (data) =>
      expect((data.mapRequirementValidatorTests as { message: string }).message).toBe(
        'Validator tests mapped successfully.',
      ),
  },
};
