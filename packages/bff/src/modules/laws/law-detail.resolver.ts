import { MESSAGES } from '@lexbridge/rules';
import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { asError } from '../../graphql/common/loaders.js';
import { failureSays } from '../../graphql/common/outcomes.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import type { LawKey } from './laws.api.js';
import {
  InventoryLawDetailInput,
  LAW_DETAILS_MAX,
  LawDetailInput,
  HIERARCHY_SEARCH_ROUTE,
  inventoryLawKey,
  lawDetailKeys,
  lawKey,
} from './laws.input.js';
import type { LawLoaders } from './laws.loaders.js';
import { AzimuthProcess, CompanyProcess, InventoryLawDetail, LawDetail } from './laws.type.js';

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
 * A law section's detail, one or many at once, and its processes (field resolvers of LawDetail); a section's
 * detail within a law inventory. The details serve the Search Hierarchy screen (@ServesRoute): their processes are
 * asked with the same route. The inventory detail is asked from several screens: any signed-in user.
 */
@Resolver(() => LawDetail)
export class LawDetailResolver {
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
    const keys = lawDetailKeys(inputs);
    const loaders = context.loaders.laws;
    // A list field takes an Error in place of an item: that item is null with its error, the list stands.
    return Promise.all(keys.map((key) => loadDetail(loaders, key).catch(asError)));
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
    const key = inventoryLawKey(input);
    const loaders = context.loaders.laws;
    const found = await failureSays(MESSAGES.lawTextLoadFailed, loaders.inventoryLawDetail.load(key));
    return { ...found, detail: withLoaders(found.detail, loaders) };
  }
}
