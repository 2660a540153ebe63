import { z } from 'zod';
import { appError, ErrorCode } from '../../graphql/errors.js';
import type { LegacyCaller } from '../../legacy/caller.js';
import { LegacyMappedFilters, LegacyMappingOptions, LegacyMappingSection } from './mappings.dto.js';
import { AnyResult } from '../../legacy/shape.js';
import { toMappingOptions, toMappingSections, toSectionMappings } from './mappings.mapper.js';
import type { MappingSection, SectionMappingOptions, SectionMappings } from './mappings.type.js';

// The answers' shapes, made once. A null object answer names nothing (NOT_FOUND); a null list is empty.
const MappedFiltersAnswer = LegacyMappedFilters.nullable();
const MappingOptionsAnswer = LegacyMappingOptions.nullable();
const MappingSections = z.array(LegacyMappingSection).nullable();

/** Ids as the catalogue takes them in a JSON body: numbers. */
const num = (value: string) => Number(value);

export interface SectionKey {
  sectionId: string;
  industryId: string;
}

/** The section mapping saves, by what they map; each takes a list for one business line. */
export const ITEM_SAVES = {
  products: { path: 'ChangeInLaw/submit-product-businessline', field: 'productIds' },
  institutionTypes: { path: 'ChangeInLaw/submit-institution-businessline', field: 'institutionTypeIds' },
  categories: { path: 'ChangeInLaw/submit-category-businessline', field: 'categoryIds' },
  processes: { path: 'ChangeInLaw/submit-lawprocess-businessline', field: 'processIds' },
} as const;
export type ItemKind = keyof typeof ITEM_SAVES;

/** The section mapping calls: mapped filters, the sections and options of the mapping screen, and the saves. */
export class MappingsApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async object<T>(
    path: string,
    query: Record<string, string>,
    shape: z.ZodType<T | null>,
  ): Promise<T> {
    const { result } = await this.legacy.envelope({ method: 'GET', path, query }, shape);
    if (result === null) throw appError(ErrorCode.NOT_FOUND);
    return result;
  }

  /** A save: the catalogue's Message is what the user is told. */
  private async save(path: string, body: Record<string, unknown>): Promise<string> {
    const { message } = await this.legacy.envelope({ method: 'POST', path, body }, AnyResult);
    return message ?? 'Success';
  }

  async sectionMappings(key: SectionKey): Promise<SectionMappings> {
    return toSectionMappings(
      await this.object('LegalModule/get-legal-mapped-filters-requirements', { ...key }, MappedFiltersAnswer),
    );
  }

  async changeLawMappings(changeLawId: string, industryId: string): Promise<SectionMappings> {
    return toSectionMappings(
      await this.object(
        'ChangeInLaw/get-mapped-filters-requirements',
        { changeLawId, industryId },
        MappedFiltersAnswer,
      ),
    );
  }

  async mappingSections(lawIds: string[]): Promise<MappingSection[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: 'LegalModule/get-mapping-sections', query: { lawIds: lawIds.join(',') } },
      MappingSections,
    );
    return toMappingSections(result);
  }

  async mappingOptions(key: SectionKey): Promise<SectionMappingOptions> {
    return toMappingOptions(
      await this.object('LegalModule/get-section-mapping-options', { ...key }, MappingOptionsAnswer),
    );
  }

  mapBusinessLines(key: SectionKey, businessLineIds: string[]): Promise<string> {
    return this.save('ChangeInLaw/submitBusinessLine', {
      sectionId: num(key.sectionId),
      industryId: num(key.industryId),
      businessLineIds: businessLineIds.map(num),
    });
  }

  mapItems(kind: ItemKind, sectionId: string, businessLineId: string, itemIds: string[]): Promise<string> {
    const { path, field } = ITEM_SAVES[kind];
    return this.save(path, {
      sectionId: num(sectionId),
      businessLineId: num(businessLineId),
      [field]: itemIds.map(num),
    });
  }

  setLawScope(sectionId: string, lawScopeId: string): Promise<string> {
    return this.save('ChangeInLaw/submit-law-scope', {
      sectionId: num(sectionId),
      lawScopeId: num(lawScopeId),
    });
  }

  mapValidatorTests(requirementId: string, validatorTestIds: string[]): Promise<string> {
    return this.save('ChangeInLaw/submit-requirement-valtest', {
      requirementId: num(requirementId),
      validatorTestIds: validatorTestIds.map(num),
    });
  }
}
