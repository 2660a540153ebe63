import {
  isChosen,
  MESSAGES,
  validateIds,
  validateLawScope,
  validateMappingBusinessLine,
  validateMappingIds,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import type { ItemKind, SectionKey } from './mappings.api.js';
import {
  ChangeLawMappingsInput,
  MapRequirementValidatorTestsInput,
  MapSectionBusinessLinesInput,
  MapSectionItemsInput,
  SectionMappingsInput,
  SetSectionLawScopeInput,
  MAX_LAWS,
  industryRule,
  sectionKey,
  trimmed,
} from './mappings.input.js';
import {
  MappingSection,
  SectionMappingOptions,
  SectionMappings,
  SectionMappingsPayload,
} from './mappings.type.js';

/** The legal workflow step whose screen maps a law's sections. */
export const MAP_ROUTE = '/legal-module/mapLawToBusinessProcesses';

/**
 * Section mappings: a section's mapped business lines, products,
 * institution types, categories, processes, law scope and requirement validator tests, with the completeness
 * message. Reads serve the Map Law To Business Processes screen; saves need edit permission there. Every save
 * answers the section's mapping reloaded, as the screen reloads it after every save.
 */
@Resolver()
export class MappingsResolver {
  @Query(() => SectionMappings, {
    description:
      "A section's mapped filters for the user's business lines of the industry, with the completeness message. " +
      "BAD_USER_INPUT 'Select Industry First'; NOT_FOUND 'Section not found.'; FORBIDDEN for an industry that is " +
      "not the user's. A failure keeps the catalogue's message (the screen toasts it as 'Error!').",
  })
  @ServesRoute(MAP_ROUTE)
  async sectionMappings(
    @Arg('input', () => SectionMappingsInput) input: SectionMappingsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SectionMappings> {
    return context.loaders.mappings.sectionMappings.load(sectionKey(input));
  }

  @Query(() => SectionMappings, {
    description:
      "The mapped filters of a change in law's section (legacy ChangeInLaw/get-mapped-filters-requirements). " +
      "NOT_FOUND 'Change in law not found.'.",
  })
  @ServesRoute(MAP_ROUTE)
  async changeLawMappings(
    @Arg('input', () => ChangeLawMappingsInput) input: ChangeLawMappingsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SectionMappings> {
    check(validateIds({ changeLawId: input.changeLawId }), industryRule(input.industryId));
    return context.apis.mappings.changeLawMappings(input.changeLawId.trim(), input.industryId!.trim());
  }

  @Query(() => [MappingSection], {
    description:
      `The sections of the selected laws (at most ${MAX_LAWS}), in each law's order: what the mapping screen lists. ` +
      "BAD_USER_INPUT 'Please select a Law.' without a law.",
  })
  @ServesRoute(MAP_ROUTE)
  async mappingSections(
    @Arg('lawIds', () => [ID], {
      description: 'The selected laws (the workflow’s selectedLawDetail.lawIds).',
    })
    lawIds: string[],
    @Ctx() context: GraphQLContext,
  ): Promise<MappingSection[]> {
    const ids = trimmed(lawIds).filter(isChosen);
    if (ids.length === 0) check({ field: 'lawIds', message: MESSAGES.selectLaw });
    check(validateMappingIds('lawIds', ids.slice(0, MAX_LAWS)));
    return context.loaders.mappings.mappingSections.load([...new Set(ids)].slice(0, MAX_LAWS).join(','));
  }

  @Query(() => SectionMappingOptions, {
    description:
      "The mapping pickers' options for a section: law scopes, institution types, and per business line of " +
      "the user's in the industry its products, categories, company processes and validator tests.",
  })
  @ServesRoute(MAP_ROUTE)
  async sectionMappingOptions(
    @Arg('input', () => SectionMappingsInput) input: SectionMappingsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SectionMappingOptions> {
    return context.loaders.mappings.mappingOptions.load(sectionKey(input));
  }

  @Mutation(() => SectionMappingsPayload, {
    description:
      "Maps the section to exactly these of the user's business lines of the industry (legacy submitBusinessLine); a " +
      'line taken off loses its products, institution types, categories and processes for the section.',
  })
  @ServesRoute(MAP_ROUTE, { edit: true })
  async mapSectionBusinessLines(
    @Arg('input', () => MapSectionBusinessLinesInput) input: MapSectionBusinessLinesInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SectionMappingsPayload> {
    const key = sectionKey(input);
    const ids = trimmed(input.businessLineIds);
    check(validateMappingIds('businessLineIds', ids));
    const message = await context.apis.mappings.mapBusinessLines(key, [...new Set(ids)]);
    return this.reloaded(context, key, message);
  }

  @Mutation(() => SectionMappingsPayload, {
    description:
      "Maps the section's products for one mapped business line (legacy submit-product-businessline). " +
      "BAD_USER_INPUT 'Please Select Business Line First'.",
  })
  @ServesRoute(MAP_ROUTE, { edit: true })
  mapSectionProducts(
    @Arg('input', () => MapSectionItemsInput) input: MapSectionItemsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SectionMappingsPayload> {
    return this.mapItems('products', 'productIds', input, context);
  }

  @Mutation(() => SectionMappingsPayload, {
    description:
      'Maps the section’s institution types for one mapped business line (legacy submit-institution-businessline).',
  })
  @ServesRoute(MAP_ROUTE, { edit: true })
  mapSectionInstitutionTypes(
    @Arg('input', () => MapSectionItemsInput) input: MapSectionItemsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SectionMappingsPayload> {
    return this.mapItems('institutionTypes', 'institutionTypeIds', input, context);
  }

  @Mutation(() => SectionMappingsPayload, {
    description:
      'Maps the section’s categories for one mapped business line (legacy submit-category-businessline).',
  })
  @ServesRoute(MAP_ROUTE, { edit: true })
  mapSectionCategories(
    @Arg('input', () => MapSectionItemsInput) input: MapSectionItemsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SectionMappingsPayload> {
    return this.mapItems('categories', 'categoryIds', input, context);
  }

  @Mutation(() => SectionMappingsPayload, {
    description:
      'Maps the section’s company processes for one mapped business line (legacy submit-lawprocess-businessline).',
  })
  @ServesRoute(MAP_ROUTE, { edit: true })
  mapSectionProcesses(
    @Arg('input', () => MapSectionItemsInput) input: MapSectionItemsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SectionMappingsPayload> {
    return this.mapItems('processes', 'processIds', input, context);
  }

  @Mutation(() => SectionMappingsPayload, {
    description:
      "Sets the section's law scope (legacy submit-law-scope). BAD_USER_INPUT 'Please add Law Scope'.",
  })
  @ServesRoute(MAP_ROUTE, { edit: true })
  async setSectionLawScope(
    @Arg('input', () => SetSectionLawScopeInput) input: SetSectionLawScopeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SectionMappingsPayload> {
    const key = sectionKey(input);
    check(validateLawScope(input.lawScopeId), validateIds({ lawScopeId: input.lawScopeId }));
    const message = await context.apis.mappings.setLawScope(key.sectionId, input.lawScopeId!.trim());
    return this.reloaded(context, key, message);
  }

  @Mutation(() => SectionMappingsPayload, {
    description:
      "Maps validator tests to one of the section's requirements (legacy submit-requirement-valtest). NOT_FOUND " +
      "'Requirement not found.' for a requirement of a line that is not the user's.",
  })
  @ServesRoute(MAP_ROUTE, { edit: true })
  async mapRequirementValidatorTests(
    @Arg('input', () => MapRequirementValidatorTestsInput) input: MapRequirementValidatorTestsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SectionMappingsPayload> {
    const key = sectionKey(input);
    const ids = trimmed(input.validatorTestIds);
    check(validateIds({ requirementId: input.requirementId }), validateMappingIds('validatorTestIds', ids));
    const message = await context.apis.mappings.mapValidatorTests(input.requirementId.trim(), [
      ...new Set(ids),
    ]);
    return this.reloaded(context, key, message);
  }

  private async mapItems(
    kind: ItemKind,
    field: string,
    input: MapSectionItemsInput,
    context: GraphQLContext,
  ): Promise<SectionMappingsPayload> {
    const key = sectionKey(input);
    const ids = trimmed(input.itemIds);
    check(
      validateMappingBusinessLine(input.businessLineId),
      validateIds({ businessLineId: input.businessLineId }),
      validateMappingIds(field, ids),
    );
    const message = await context.apis.mappings.mapItems(kind, key.sectionId, input.businessLineId!.trim(), [
      ...new Set(ids),
    ]);
    return this.reloaded(context, key, message);
  }

  /** After a save the mapping is read again, never from this request's loader (it may hold the old answer). */
  private async reloaded(
    context: GraphQLContext,
    key: SectionKey,
    message: string,
  ): Promise<SectionMappingsPayload> {
    return { message, mappings: await context.apis.mappings.sectionMappings(key) };
  }
}
