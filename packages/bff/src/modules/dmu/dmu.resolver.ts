import { validateDmuMapping, VALIDATOR_SETUP_MESSAGES, VALIDATOR_SETUP_ROUTES } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { failureSays, refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import { check } from '../../graphql/common/validation.js';
import { MessagePayload, messagePayload } from '../../graphql/common/message-payload.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badUserInput } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { idOf, optionalIdOf } from '../validator-setup/validator-setup.input.js';
import { DmuMappingStatus } from './dmu.enums.js';
import { DmuMappingFilter, DmuSystemDetailFilter, SaveDmuMappingInput } from './dmu.input.js';
import {
  DmuAgrcCategory,
  DmuDashboard,
  DmuMappingPage,
  DmuMappingPayload,
  DmuSystem,
  DmuSystemDetailFilters,
  DmuSystemDetailPage,
  DmuSystemField,
  DmuSystemGroup,
} from './dmu.type.js';

const ROUTE = VALIDATOR_SETUP_ROUTES.systemFieldMapping;
const LOAD_FAILED = 'The system field mapping could not be loaded. Try again.';
/**
 * System field mapping (DMU): the provider's AGRC fields mapped to a source system's fields, with the dashboard
 * counts, system groups mapped to AGRC categories, and the system's field details. A mapping takes AGRC fields of
 * one category and system fields of one system group (the parent-child list's single-group rule), checked here
 * and again by the catalogue.
 */
@Resolver()
export class DmuResolver {
  @Query(() => [DmuSystem], { description: 'Source systems.' })
  @ServesRoute(ROUTE)
  dmuSystems(@Ctx() context: GraphQLContext): Promise<DmuSystem[]> {
    return failureSays(LOAD_FAILED, context.apis.dmu.systems());
  }

  @Query(() => [DmuAgrcCategory], { description: 'AGRC categories and their fields.' })
  @ServesRoute(ROUTE)
  dmuAgrcCategories(@Ctx() context: GraphQLContext): Promise<DmuAgrcCategory[]> {
    return context.loaders.dmu.categories.load('all');
  }

  @Query(() => [DmuSystemField], { description: "A system's fields with their groups." })
  @ServesRoute(ROUTE)
  dmuSystemFields(
    @Arg('systemId', () => ID, { description: 'The system.' }) systemId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<DmuSystemField[]> {
    return context.loaders.dmu.systemFields.load(idOf(systemId, 'systemId'));
  }

  @Query(() => DmuDashboard, { description: 'The dashboard counts of a system (all systems without one).' })
  @ServesRoute(ROUTE)
  dmuDashboard(
    @Arg('systemId', () => ID, { nullable: true, description: 'The system.' }) systemId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<DmuDashboard> {
    return failureSays(LOAD_FAILED, context.apis.dmu.dashboard(optionalIdOf(systemId, 'systemId')));
  }

  @Query(() => DmuMappingPage, { description: "A system's mappings, with every AGRC field not mapped yet." })
  @ServesRoute(ROUTE)
  async dmuMappings(
    @Arg('filter', () => DmuMappingFilter, { description: 'The system and filters.' })
    filter: DmuMappingFilter,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<DmuMappingPage> {
    const { pageNumber, pageSize } = checkPage(page, 1000);
    const statusId = filter.status
      ? ((await context.loaders.dmu.statusIds.load('all')).get(filter.status) ?? null)
      : null;
    return failureSays(
      LOAD_FAILED,
      context.apis.dmu.mappings({
        systemId: idOf(filter.systemId, 'systemId'),
        statusId,
        categoryId: optionalIdOf(filter.categoryId, 'categoryId'),
        searchText: filter.searchText?.trim() || null,
        pageNumber,
        pageSize,
      }),
    );
  }

  @Mutation(() => DmuMappingPayload, {
    description: 'Saves a mapping; status UNMAPPED removes one (its AGRC fields go back to unmapped).',
  })
  @ServesRoute(ROUTE, { edit: true })
  async saveDmuMapping(
    @Arg('input', () => SaveDmuMappingInput) input: SaveDmuMappingInput,
    @Ctx() context: GraphQLContext,
  ): Promise<DmuMappingPayload> {
    const id = optionalIdOf(input.id, 'id');
    const systemId = idOf(input.systemId, 'systemId');
    const agrcFieldIds = [...new Set(input.agrcFieldIds.map((value) => idOf(value, 'agrcFieldIds')))];
    const systemFieldIds = [...new Set(input.systemFieldIds.map((value) => idOf(value, 'systemFieldIds')))];
    const statusIds = await context.loaders.dmu.statusIds.load('all');
    const statusId = statusIds.get(input.status);
    if (statusId === undefined)
      throw badUserInput({ status: VALIDATOR_SETUP_MESSAGES.mappingStatusRequired });
    if (input.status === DmuMappingStatus.UNMAPPED) {
      if (id === null) throw badUserInput({ status: VALIDATOR_SETUP_MESSAGES.mappingStatusRequired });
    } else {
      check(validateDmuMapping({ systemId, agrcFieldIds, systemFieldIds, status: input.status }));
      const categories = await context.loaders.dmu.categories.load('all');
      const categoryOf = (field: number) =>
        categories.find((category) => category.fields.some((child) => child.id === String(field)))?.id;
      if (new Set(agrcFieldIds.map(categoryOf)).size > 1)
        throw badUserInput({ agrcFieldIds: 'AGRC fields of one mapping come from one category.' });
      const fields = await context.loaders.dmu.systemFields.load(systemId);
      const groupOf = (field: number) => fields.find((row) => row.id === String(field))?.systemGroupId;
      if (systemFieldIds.some((field) => groupOf(field) === undefined))
        throw badUserInput({ systemFieldIds: 'A system field belongs to another system.' });
      if (new Set(systemFieldIds.map(groupOf)).size > 1)
        throw badUserInput({ systemFieldIds: 'System fields of one mapping come from one system group.' });
    }
    if (id !== null && (input.version === null || input.version === undefined))
      throw badUserInput({ version: 'The version you read is required to update a record.' });
    return refusalAsInput(
      context.apis.dmu.saveMapping({
        id,
        systemId,
        statusId,
        agrcFieldIds,
        systemFieldIds,
        version: input.version ?? null,
      }),
      (message) => (/system (field|group)/i.test(message) ? 'systemFieldIds' : 'agrcFieldIds'),
    );
  }

  @Query(() => [DmuSystemGroup], { description: "A system's groups, their fields and mapped categories." })
  @ServesRoute(ROUTE)
  dmuSystemGroups(
    @Arg('systemId', () => ID, { description: 'The system.' }) systemId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<DmuSystemGroup[]> {
    return context.apis.dmu.systemGroups(idOf(systemId, 'systemId'));
  }

  @Mutation(() => MessagePayload, {
    description: 'Maps a system group to an AGRC category (none: unmaps it).',
  })
  @ServesRoute(ROUTE, { edit: true })
  async saveDmuGroupMapping(
    @Arg('systemGroupId', () => ID, { description: 'The system group.' }) systemGroupId: string,
    @Arg('categoryId', () => ID, { nullable: true, description: 'The AGRC category; null unmaps.' })
    categoryId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return messagePayload(
      await refusalAsInput(
        context.apis.dmu.saveGroupMapping(
          idOf(systemGroupId, 'systemGroupId'),
          optionalIdOf(categoryId, 'categoryId'),
        ),
        'categoryId',
      ),
    );
  }

  @Query(() => DmuSystemDetailFilters, { description: 'Choices of the system detail filters.' })
  @ServesRoute(ROUTE)
  dmuSystemDetailFilters(
    @Arg('systemId', () => ID, { description: 'The system.' }) systemId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<DmuSystemDetailFilters> {
    return context.apis.dmu.detailFilters(idOf(systemId, 'systemId'));
  }

  @Query(() => DmuSystemDetailPage, { description: "A system's field details, filtered." })
  @ServesRoute(ROUTE)
  dmuSystemDetails(
    @Arg('filter', () => DmuSystemDetailFilter, { description: 'The system and filters.' })
    filter: DmuSystemDetailFilter,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<DmuSystemDetailPage> {
    const { pageNumber, pageSize } = checkPage(page, 1000);
    const text = (value: string | null | undefined) => value?.trim() || null;
    return failureSays(
      LOAD_FAILED,
      context.apis.dmu.details({
        systemId: idOf(filter.systemId, 'systemId'),
        systemGroupId: optionalIdOf(filter.systemGroupId, 'systemGroupId'),
        type: text(filter.type),
        screenName: text(filter.screenName),
        term: text(filter.term),
        searchText: text(filter.searchText),
        pageNumber,
        pageSize,
      }),
    );
  }
}
