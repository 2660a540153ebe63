import { naturalSort, sectionCompletenessMessage, sectionCompletenessMessages } from '@lexbridge/rules';
import type {
  LegacyMappedFilters,
  LegacyMappingOptions,
  LegacyMappingSection,
  LegacyNamed,
  LegacyValidatorTest,
} from './mappings.dto.js';
import type {
  MappingOption,
  MappingSection,
  SectionMappingOptions,
  SectionMappings,
  ValidatorTest,
} from './mappings.type.js';

const id = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : String(value);
const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

const toTest = (test: LegacyValidatorTest): ValidatorTest => ({
  id: String(test.id),
  testNumber: test.testNumber,
  name: test.name,
});

const toOption = (item: LegacyNamed): MappingOption => ({ id: String(item.id), name: item.name });

/** The mapped filters as the schema says them; the completeness message comes from @lexbridge/rules. */
export function toSectionMappings(legacy: LegacyMappedFilters): SectionMappings {
  const line = (row: { businessLineId: number; businessLineName: string }) => ({
    businessLineId: String(row.businessLineId),
    businessLineName: row.businessLineName,
  });
  const items = (rows: LegacyMappedFilters['mappedCategories']) =>
    list(rows).map((row) => ({ id: String(row.id), name: row.name, ...line(row) }));
  const mappings: Omit<SectionMappings, 'completenessMessage' | 'completenessMessages'> = {
    sectionId: String(legacy.sectionId),
    industryId: String(legacy.industryId),
    changeLawId: id(legacy.changeLawId),
    lawScopeId: id(legacy.lawScopeId),
    lawScopeName: legacy.lawScopeName ?? null,
    businessLines: list(legacy.mappedBusinessLines).map(line),
    products: items(legacy.mappedBusinessLineProducts),
    institutionTypes: items(legacy.mappedBusinessLineInstitutions),
    categories: items(legacy.mappedCategories),
    processes: list(legacy.mappedLawProcess).map((row) => ({
      id: String(row.id),
      name: row.processName,
      businessProcessName: row.businessProcessName,
      ...line(row),
    })),
    requirements: list(legacy.mappedLawRequirement).map((row) => ({
      id: String(row.id),
      requirementNumber: row.requirementNumber,
      requirement: row.requirement,
      requirementTypeId: row.requirementTypeId,
      ...line(row),
      validatorTests: list(row.validatorTests).map(toTest),
    })),
    differentProducts: legacy.differentProducts === true,
    differentInstitutionTypes: legacy.differentInstitutionTypes === true,
    differentCategories: legacy.differentCategories === true,
    differentProcesses: legacy.differentProcesses === true,
  };
  return {
    ...mappings,
    completenessMessage: sectionCompletenessMessage(mappings),
    completenessMessages: sectionCompletenessMessages(mappings),
  };
}

export function toMappingSections(legacy: LegacyMappingSection[] | null): MappingSection[] {
  return list(legacy).map((row) => ({
    lawId: String(row.lawId),
    sectionId: String(row.sectionId),
    lawDetailId: String(row.lawDetailId),
    regulator: row.regulator,
    lawName: row.lawName,
    section: row.section,
    sectionStatus: row.sectionStatus,
  }));
}

export function toMappingOptions(legacy: LegacyMappingOptions): SectionMappingOptions {
  return {
    lawScopes: list(legacy.lawScopes).map(toOption),
    institutionTypes: naturalSort(list(legacy.institutionTypes).map(toOption), (option) => option.name),
    businessLines: list(legacy.businessLines).map((line) => ({
      businessLineId: String(line.businessLineId),
      businessLineName: line.businessLineName,
      products: naturalSort(list(line.products).map(toOption), (option) => option.name),
      categories: naturalSort(list(line.categories).map(toOption), (option) => option.name),
      processes: list(line.processes).map((process) => ({
        id: String(process.id),
        name: process.processName,
        businessProcessName: process.businessProcessName,
      })),
      validatorTests: list(line.validatorTests).map(toTest),
    })),
  };
}
