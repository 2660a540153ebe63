import { validateDmuMapping, VALIDATOR_SETUP_MESSAGES, VALIDATOR_SETUP_ROUTES } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { failureSays, refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import { check } from '../../graphql/common/validation.js';
import { MessagePayload, messagePayload } from '../../graphql/common/message-payload.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badUserInput } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { actingClientId, assertReaches, reachableRows } from '../../graphql/ownership.js';
import { idOf, optionalIdOf } from '../validator-setup/validator-setup.input.js';
import { DmuMappingStatus } from './dmu.enums.js';
import { DmuMappingFilter, DmuSystemDetailFilter, SaveDmuMappingInput } from './dmu.input.js';
import {
  DmuAgrcCategory,
  DmuClient,
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
const CLIENT_ARG = {
  nullable: true,
  description:
    "Whose mappings: a client's user always works on its own client's (naming another is NOT_FOUND); provider staff name the client (none: the first client).",
} as const;

/**
 * The client a DMU call works on, from the session: a client's user's own client (naming another is NOT_FOUND);
 * for provider staff the client named, or null to let the catalogue take the first client.
 */
function mappingClient(context: GraphQLContext, named: string | null | undefined): number | null {
  const clientId = actingClientId(context, named);
  return clientId === null ? null : idOf(clientId, 'clientId');
}

/**
 * System field mapping (DMU): the provider's AGRC fields mapped to a source system's fields, with the dashboard
 * counts, system groups mapped to AGRC categories, and the system's field details. A mapping takes AGRC fields of
 * one category and system fields of one system group (the parent-child list's single-group rule), checked here
 * and again by the catalogue.
 *
 * The AGRC fields, systems, groups and system fields are provider-wide. Mappings, group mappings and the
 * dashboard counts are each client's own: a client's user reads and saves its own client's only, provider staff
 * choose the client.
 */
@Resolver()
export class DmuResolver {
  @Query(() => [DmuClient], {
    description:
      "Clients whose mappings the user may open: every client for provider staff, a client's user's own.",
  })
  @ServesRoute(ROUTE)
  async dmuClients(@Ctx() context: GraphQLContext): Promise<DmuClient[]> {
    const clients = await failureSays(LOAD_FAILED, context.apis.dmu.clients());
    return reachableRows(context, clients, (client) => client.id);
  }

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

  @Query(() => DmuDashboard, {
    description: "The dashboard counts of a client's mappings for a system (all systems without one).",
  })
  @ServesRoute(ROUTE)
  dmuDashboard(
    @Arg('systemId', () => ID, { nullable: true, description: 'The system.' }) systemId: string | null,
    @Arg('clientId', () => ID, CLIENT_ARG) clientId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<DmuDashboard> {
    const client = mappingClient(context, clientId);
    return failureSays(LOAD_FAILED, context.apis.dmu.dashboard(optionalIdOf(systemId, 'systemId'), client));
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
    const clientId = mappingClient(context, filter.clientId);
    const statusId = filter.status
      ? ((await context.loaders.dmu.statusIds.load('all')).get(filter.status) ?? null)
      : null;
    const answer = await failureSays(
      LOAD_FAILED,
      context.apis.dmu.mappings({
        systemId: idOf(filter.systemId, 'systemId'),
        clientId,
        statusId,
        categoryId: optionalIdOf(filter.categoryId, 'categoryId'),
        searchText: filter.searchText?.trim() || null,
        pageNumber,
        pageSize,
      }),
    );
    // Only the acting client's rows, whatever the catalogue answered (an unmapped AGRC field has no client).
    return {
      totalCount: answer.totalCount,
      items: reachableRows(context, answer.items, (item) => item.clientId ?? clientId, {
        providerRows: true,
      }),
    };
  }

  @Mutation(() => DmuMappingPayload, {
    description: 'Saves a mapping; status UNMAPPED removes one (its AGRC fields go back to unmapped).',
  })
  @ServesRoute(ROUTE, { edit: true })
  async saveDmuMapping(
    @Arg('input', () => SaveDmuMappingInput) input: SaveDmuMappingInput,
    @Ctx() context: GraphQLContext,
  ): Promise<DmuMappingPayload> {
    const clientId = mappingClient(context, input.clientId);
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
    const saved = await refusalAsInput(
      context.apis.dmu.saveMapping({
        id,
        clientId,
        systemId,
        statusId,
        agrcFieldIds,
        systemFieldIds,
        version: input.version ?? null,
        removes: input.status === DmuMappingStatus.UNMAPPED,
      }),
      (message) => (/system (field|group)/i.test(message) ? 'systemFieldIds' : 'agrcFieldIds'),
    );
    if (saved.mapping) assertReaches(context, saved.mapping.clientId);
    return saved;
  }

  @Query(() => [DmuSystemGroup], { description: "A system's groups, their fields and mapped categories." })
  @ServesRoute(ROUTE)
  dmuSystemGroups(
    @Arg('systemId', () => ID, { description: 'The system.' }) systemId: string,
    @Arg('clientId', () => ID, CLIENT_ARG) clientId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<DmuSystemGroup[]> {
    const client = mappingClient(context, clientId);
    return context.apis.dmu.systemGroups(idOf(systemId, 'systemId'), client);
  }

  @Mutation(() => MessagePayload, {
    description: "Maps a system group to an AGRC category for one client's mappings (none: unmaps it).",
  })
  @ServesRoute(ROUTE, { edit: true })
  async saveDmuGroupMapping(
    @Arg('systemGroupId', () => ID, { description: 'The system group.' }) systemGroupId: string,
    @Arg('categoryId', () => ID, { nullable: true, description: 'The AGRC category; null unmaps.' })
    categoryId: string | null,
    @Arg('clientId', () => ID, CLIENT_ARG) clientId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    const client = mappingClient(context, clientId);
    return messagePayload(
      await refusalAsInput(
        context.apis.dmu.saveGroupMapping(
          idOf(systemGroupId, 'systemGroupId'),
          optionalIdOf(categoryId, 'categoryId'),
          client,
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
