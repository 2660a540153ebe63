import {
  isChosen,
  LEXBRIDGE_MESSAGES,
  MESSAGES,
  validateIdList,
  validateIds,
  validateLawFilter,
  type FieldError,
} from '@lexbridge/rules';
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { failureSays } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { appError, badUserInput, ErrorCode } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { assignedIndustries } from '../catalogue/catalogue.resolver.js';
import type { HierarchyFilter, LawKey } from './laws.api.js';
import {
  ChangedLawTextInput,
  CombinedLawTextInput,
  InventoryLawDetailInput,
  LAW_DETAILS_MAX,
  LawDetailInput,
  LawHierarchyFilterInput,
  LawHierarchyNodeInput,
  LawTextInput,
  LinkToSourceInput,
  SubSectionsInput,
} from './laws.input.js';
import type { LawLoaders } from './laws.loaders.js';
import { flattenTree } from './laws.mapper.js';
import {
  AzimuthProcess,
  ChangedLawText,
  CombinedLawText,
  CompanyProcess,
  InventoryLawDetail,
  LawDetail,
  LawHierarchyGroup,
  LawText,
  LawTextKind,
  LinkToSource,
  RequirementDetail,
  RequirementDetailType,
  SubSection,
  SubSectionText,
} from './laws.type.js';

/** The Search Hierarchy screen: its tree and the law detail it opens. */
export const HIERARCHY_SEARCH_ROUTE = '/legal-module/hierarchy-search';

const MAX_LEVEL_TEXTS = 10;

/** An optional id: absent (null, '', 0, the 'Select' placeholder) or a positive whole number. */
function optionalId(
  field: string,
  value: string | null | undefined,
): { id: string | null; invalid: FieldError | null } {
  if (!isChosen(value)) return { id: null, invalid: null };
  const id = value!.trim();
  return { id, invalid: validateIds({ [field]: id }) };
}

const trimmed = (values: readonly string[]) => values.filter(isChosen).map((value) => value.trim());

function hierarchyFilter(input: LawHierarchyFilterInput): HierarchyFilter {
  const regulatorIds = trimmed(input.regulatorIds ?? []);
  const categoryIds = trimmed(input.categoryIds ?? []);
  check(
    validateLawFilter({ industryId: input.industryId, businessLineId: input.businessLineId }),
    validateIds({ industryId: input.industryId, businessLineId: input.businessLineId }),
    validateIdList('regulatorIds', regulatorIds),
    validateIdList('categoryIds', categoryIds),
  );
  return {
    industryId: input.industryId!.trim(),
    businessLineId: input.businessLineId!.trim(),
    regulatorIds,
    categoryIds,
  };
}

function lawKey(input: LawDetailInput): LawKey {
  const businessLine = optionalId('businessLineId', input.businessLineId);
  check(
    validateIds({ lawId: input.lawId, sectionId: input.sectionId, lawDetailId: input.lawDetailId }),
    businessLine.invalid,
  );
  return {
    lawId: input.lawId.trim(),
    sectionId: input.sectionId.trim(),
    lawDetailId: input.lawDetailId.trim(),
    businessLineId: businessLine.id,
  };
}

/**
 * The loaders of the guarded resolver that loaded a law detail: its field resolvers' calls carry the same route.
 * Kept beside the object, not on it, so the schema type knows nothing of loaders.
 */
const loadedWith = new WeakMap<LawDetail, LawLoaders>();

function withLoaders(detail: LawDetail, loaders: LawLoaders): LawDetail {
  // An instance of the class: type-graphql hands field resolvers the root as is only when it already is one.
  const copy = Object.assign(new LawDetail(), detail);
  loadedWith.set(copy, loaders);
  return copy;
}

/** Loads law details with the guarded resolver's loaders, and hands those to the details' own field resolvers. */
async function loadDetail(loaders: LawLoaders, key: LawKey): Promise<LawDetail> {
  return withLoaders(await failureSays(MESSAGES.lawTextLoadFailed, loaders.lawDetail.load(key)), loaders);
}

/**
 * Hierarchy search, law detail, law text pop-ups and requirement details.
 *
 * The hierarchy and the law detail serve the Search Hierarchy screen (@ServesRoute): users whose menu lacks it get
 * FORBIDDEN, and the calls carry its menu and breadcrumb. The law text pop-ups and the requirement detail open
 * from many screens (law detail, requirement grids, approve and change-in-law windows): any signed-in user may
 * ask, and the calls carry the screen the SPA reports in x-lexbridge-route.
 */
@Resolver(() => LawDetail)
export class LawsResolver {
  @Query(() => [LawHierarchyGroup], {
    description:
      "Search Hierarchy: each regulator's level 1 nodes for the filter, grouped by authority (Federal, then State; " +
      "both always there). Expand a node with lawHierarchyChildren. BAD_USER_INPUT 'Select Industry and Business " +
      "Line First (Required!)'; FORBIDDEN without the screen or without an assigned industry.",
  })
  @ServesRoute(HIERARCHY_SEARCH_ROUTE)
  async lawHierarchy(
    @Arg('filter', () => LawHierarchyFilterInput) input: LawHierarchyFilterInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawHierarchyGroup[]> {
    const filter = hierarchyFilter(input);
    await assignedIndustries(context);
    return context.loaders.laws.levels.load(filter);
  }

  @Query(() => LawHierarchyGroup, {
    description:
      "The children of one hierarchy node, loaded when it is first expanded: per regulator, the next level's nodes " +
      'and the sections whose path ends at the node. Same rules as lawHierarchy, plus the node: regulatorIds names ' +
      'its regulator, levelTexts its path.',
  })
  @ServesRoute(HIERARCHY_SEARCH_ROUTE)
  async lawHierarchyChildren(
    @Arg('node', () => LawHierarchyNodeInput) input: LawHierarchyNodeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawHierarchyGroup> {
    const filter = hierarchyFilter(input);
    const levelTexts = input.levelTexts ?? [];
    if (
      levelTexts.length < 1 ||
      levelTexts.length > MAX_LEVEL_TEXTS ||
      levelTexts.some((text) => !text.trim())
    ) {
      throw badUserInput({ levelTexts: LEXBRIDGE_MESSAGES.levelTextsInvalid });
    }
    if (filter.regulatorIds.length === 0)
      throw badUserInput({ regulatorIds: LEXBRIDGE_MESSAGES.nodeRegulatorRequired });
    await assignedIndustries(context);
    return context.loaders.laws.nextLevels.load({ ...filter, levelTexts });
  }

  @Query(() => LawDetail, {
    description:
      "A law section's detail (route user/lawDetails/{lawId}/{sectionId}/{lawDetailId}/{businessLineId}). " +
      "NOT_FOUND 'Law not found.' when the ids do not name one section; FORBIDDEN for a business line that is not " +
      "the user's. When the catalogue fails: 'Law text could not be loaded, Please try again later'.",
  })
  @ServesRoute(HIERARCHY_SEARCH_ROUTE)
  async lawDetail(
    @Arg('input', () => LawDetailInput) input: LawDetailInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawDetail> {
    return loadDetail(context.loaders.laws, lawKey(input));
  }

  @Query(() => [LawDetail], {
    nullable: 'items',
    description:
      `Law details of many rows at once (a grid, the Compare Laws dialog), in the order asked, at most ${LAW_DETAILS_MAX}. ` +
      'One catalogue call per distinct law, whatever the number of rows. A row whose law fails is null, with its ' +
      'error; the others stand.',
  })
  @ServesRoute(HIERARCHY_SEARCH_ROUTE)
  async lawDetails(
    @Arg('inputs', () => [LawDetailInput]) inputs: LawDetailInput[],
    @Ctx() context: GraphQLContext,
  ): Promise<(LawDetail | Error)[]> {
    if (inputs.length > LAW_DETAILS_MAX)
      throw badUserInput({ inputs: LEXBRIDGE_MESSAGES.tooManyLawDetails(LAW_DETAILS_MAX) });
    const keys = inputs.map(lawKey);
    const loaders = context.loaders.laws;
    // A list field takes an Error in place of an item: that item is null with its error, the list stands.
    return Promise.all(
      keys.map((key) =>
        loadDetail(loaders, key).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        ),
      ),
    );
  }

  @FieldResolver(() => [AzimuthProcess], {
    nullable: true,
    description:
      "'Azimuth Process Applicable to the Law': the provider's standard processes mapped to the section for the " +
      'business line, by name. Empty without a business line. One catalogue call for every law detail of the ' +
      'query. Null (with an error at this path) when that call fails.',
  })
  async azimuthProcesses(
    @Root() detail: LawDetail,
    @Ctx() context: GraphQLContext,
  ): Promise<AzimuthProcess[]> {
    if (!detail.businessLineId) return [];
    const loaders = loadedWith.get(detail) ?? context.loaders.laws;
    return loaders.azimuthProcesses.load({
      lawId: detail.lawId,
      sectionId: detail.sectionId,
      lawDetailId: detail.lawDetailId,
      businessLineId: detail.businessLineId,
    });
  }

  @FieldResolver(() => [CompanyProcess], {
    nullable: true,
    description:
      "'Company Process Applicable to the Law': the client's processes mapped to the section for the business " +
      'line, by name (the screen shows the first plus +N). Empty without a business line. Null (with an error at ' +
      'this path) when that call fails.',
  })
  async companyProcesses(
    @Root() detail: LawDetail,
    @Ctx() context: GraphQLContext,
  ): Promise<CompanyProcess[]> {
    if (!detail.businessLineId) return [];
    const loaders = loadedWith.get(detail) ?? context.loaders.laws;
    return loaders.companyProcesses.load({
      sectionId: detail.sectionId,
      businessLineId: detail.businessLineId,
    });
  }

  @Query(() => InventoryLawDetail, {
    description:
      "A law section's detail within a law inventory, with the law's citation and source. NOT_FOUND 'Law not " +
      "found.' when the inventory is not the law's. Any signed-in user (law inventories are browsed from several screens).",
  })
  async inventoryLawDetail(
    @Arg('input', () => InventoryLawDetailInput) input: InventoryLawDetailInput,
    @Ctx() context: GraphQLContext,
  ): Promise<InventoryLawDetail> {
    requirePrincipal(context);
    const inventory = optionalId('lawInventoryId', input.lawInventoryId);
    const key = lawKey(input);
    check(inventory.invalid);
    const loaders = context.loaders.laws;
    const found = await failureSays(
      MESSAGES.lawTextLoadFailed,
      loaders.inventoryLawDetail.load({ ...key, lawInventoryId: inventory.id }),
    );
    return { ...found, detail: withLoaders(found.detail, loaders) };
  }

  @Query(() => LawText, {
    description:
      'The Law text pop-up (user/read-more/{lawId}/{sectionId}/{lawDetailId}/{type}). LAW_TEXT: the section with ' +
      "those combined with it, 'Parent' first; CHANGED: its change in law, old versus new. NOT_FOUND when the ids " +
      "do not name one section (or it has no change). When the catalogue fails: 'Something went wrong! Please try " +
      "again later.'",
  })
  async lawText(
    @Arg('input', () => LawTextInput) input: LawTextInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawText> {
    requirePrincipal(context);
    const key = lawKey({ ...input, businessLineId: null });
    const businessLine = optionalId('businessLineId', input.businessLineId);
    const inventory = optionalId('lawInventoryId', input.lawInventoryId);
    const status = optionalId('statusId', input.statusId);
    const change = optionalId('changeId', input.changeId);
    check(businessLine.invalid, inventory.invalid, status.invalid, change.invalid);
    const loaders = context.loaders.laws;
    if (input.kind === LawTextKind.CHANGED) {
      const changed = await failureSays(
        MESSAGES.popUpLoadFailed,
        loaders.changedLawText.load({
          sectionId: key.sectionId,
          statusId: status.id,
          changeId: change.id,
          moduleName: null,
        }),
      );
      if (changed.lawId !== key.lawId || changed.lawDetailId !== key.lawDetailId)
        throw appError(ErrorCode.NOT_FOUND, LEXBRIDGE_MESSAGES.lawNotFound);
      return {
        kind: LawTextKind.CHANGED,
        regulator: changed.regulator,
        section: changed.section,
        sections: [],
        change: changed,
      };
    }
    const sections = await failureSays(
      MESSAGES.popUpLoadFailed,
      loaders.lawTextSections.load({
        sectionId: key.sectionId,
        businessLineId: businessLine.id,
        lawInventoryId: inventory.id,
      }),
    );
    const asked = sections.find((section) => section.sectionId === key.sectionId);
    if (!asked || asked.lawId !== key.lawId || asked.lawDetailId !== key.lawDetailId) {
      throw appError(ErrorCode.NOT_FOUND, LEXBRIDGE_MESSAGES.lawNotFound);
    }
    return {
      kind: LawTextKind.LAW_TEXT,
      regulator: asked.regulator,
      section: asked.section,
      sections,
      change: null,
    };
  }

  @Query(() => CombinedLawText, {
    description:
      "A section and the sections combined with it as one text, 'Parent' first (the law text views). NOT_FOUND " +
      "'Section not found.'; when the catalogue fails: 'Law text could not be loaded, Please try again later'.",
  })
  async combinedLawText(
    @Arg('input', () => CombinedLawTextInput) input: CombinedLawTextInput,
    @Ctx() context: GraphQLContext,
  ): Promise<CombinedLawText> {
    requirePrincipal(context);
    const businessLine = optionalId('businessLineId', input.businessLineId);
    const inventory = optionalId('lawInventoryId', input.lawInventoryId);
    check(validateIds({ sectionId: input.sectionId }), businessLine.invalid, inventory.invalid);
    return failureSays(
      MESSAGES.lawTextLoadFailed,
      context.loaders.laws.combinedLawText.load({
        sectionId: input.sectionId.trim(),
        businessLineId: businessLine.id,
        lawInventoryId: inventory.id,
      }),
    );
  }

  @Query(() => [SubSection], {
    description:
      "A section's sub-section tree (the law text tree with checkboxes, the link-to-source expanders). NOT_FOUND " +
      "'Section not found.'; when the catalogue fails: 'Something went wrong! Please try again later.'",
  })
  async subSections(
    @Arg('input', () => SubSectionsInput) input: SubSectionsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SubSection[]> {
    requirePrincipal(context);
    const inventory = optionalId('lawInventoryId', input.lawInventoryId);
    check(validateIds({ sectionId: input.sectionId }), inventory.invalid);
    return failureSays(
      MESSAGES.popUpLoadFailed,
      context.loaders.laws.subSections.load({
        sectionId: input.sectionId.trim(),
        lawInventoryId: inventory.id,
      }),
    );
  }

  @Query(() => [SubSection], {
    description:
      "A section's whole sub-section tree as one list, depth first: parentId and depth place each node. One " +
      "selection however deep the tree (subSections nests, so its depth is the query's). Same errors as subSections.",
  })
  async subSectionList(
    @Arg('input', () => SubSectionsInput) input: SubSectionsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SubSection[]> {
    return flattenTree(await this.subSections(input, context));
  }

  @Query(() => SubSectionText, {
    description:
      "One sub-section's text; withChildren: followed by everything below it, depth first. NOT_FOUND 'Sub-section " +
      "not found.'; when the catalogue fails: 'Something went wrong! Please try again later.'",
  })
  async subSectionText(
    @Arg('subSectionId', () => ID, { description: 'Sub-section id.' }) subSectionId: string,
    @Arg('withChildren', () => Boolean, {
      defaultValue: false,
      description: 'Add the text of every sub-section below it.',
    })
    withChildren: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<SubSectionText> {
    requirePrincipal(context);
    check(validateIds({ subSectionId }));
    return failureSays(
      MESSAGES.popUpLoadFailed,
      context.loaders.laws.subSectionText.load({ subSectionId: subSectionId.trim(), withChildren }),
    );
  }

  @Query(() => ChangedLawText, {
    description:
      "A section's change in law (the law text change view): the change asked for, else the latest (with the " +
      "status, when given). NOT_FOUND 'No change found for this section.'; when the catalogue fails: 'Law text could " +
      "not be loaded, Please try again later'.",
  })
  async changedLawText(
    @Arg('input', () => ChangedLawTextInput) input: ChangedLawTextInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ChangedLawText> {
    requirePrincipal(context);
    const status = optionalId('statusId', input.statusId);
    const change = optionalId('changeId', input.changeId);
    check(validateIds({ sectionId: input.sectionId }), status.invalid, change.invalid);
    return failureSays(
      MESSAGES.lawTextLoadFailed,
      context.loaders.laws.changedLawText.load({
        sectionId: input.sectionId.trim(),
        statusId: status.id,
        changeId: change.id,
        moduleName: input.moduleName?.trim().slice(0, 100) || null,
      }),
    );
  }

  @Query(() => LinkToSource, {
    description:
      "The link-to-source pop-up (user/linkToSource/{lawId}/{sectionId}/{lawDetailId}/{type}): the law's source and " +
      "sections; expand a section with subSections. NOT_FOUND 'Law not found.'; when the catalogue fails: " +
      "'Something went wrong! Please try again later.'",
  })
  async linkToSource(
    @Arg('input', () => LinkToSourceInput) input: LinkToSourceInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LinkToSource> {
    requirePrincipal(context);
    const key = lawKey({ ...input, businessLineId: null });
    const inventory = optionalId('lawInventoryId', input.lawInventoryId);
    check(inventory.invalid);
    return failureSays(
      MESSAGES.popUpLoadFailed,
      context.loaders.laws.linkToSource.load({
        lawId: key.lawId,
        sectionId: key.sectionId,
        lawDetailId: key.lawDetailId,
        lawInventoryId: inventory.id,
      }),
    );
  }

  @Query(() => RequirementDetail, {
    description:
      "The requirement detail pop-up (user/requirement-detail/{id}/{type}). NOT_FOUND 'Requirement not found.' for " +
      "an unknown id or a requirement of a business line that is not the user's.",
  })
  async requirementDetail(
    @Arg('id', () => ID, { description: 'Requirement id.' }) id: string,
    @Arg('type', () => RequirementDetailType, {
      defaultValue: RequirementDetailType.BUSINESS,
      description: 'The grid it was opened from.',
    })
    type: RequirementDetailType,
    @Ctx() context: GraphQLContext,
  ): Promise<RequirementDetail> {
    requirePrincipal(context);
    check(validateIds({ id }));
    return context.loaders.laws.requirementDetail.load({
      id: id.trim(),
      type: type === RequirementDetailType.LEGAL ? 'legal' : 'business',
    });
  }
}
