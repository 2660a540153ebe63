import {
  OWNERSHIP_MESSAGES,
  normalizeMessageType,
  validateMessageType,
  VALIDATOR_MESSAGES,
  VALIDATOR_ROUTES,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badUserInput, forbidden } from '../../graphql/errors.js';
import { actingClientId, reachableRows, recordNotFound, tenancyOf } from '../../graphql/ownership.js';
import { check } from '../../graphql/common/validation.js';
import { ServesRoute } from '../../graphql/guards.js';
import { ServesValidatorScreens, ValidatorStaff } from './validator-rules.guards.js';
import {
  FILTER_ARG,
  idOf,
  requireVersion,
  sent,
  SaveMessageTypeInput,
  ValidatorListFilter,
} from './validator-rules.input.js';
import { legacyId } from './validator-rules.mapper.js';
import { deleted } from './validator-rules.outcomes.js';
import {
  DeleteValidatorRecordPayload,
  MessageTypePage,
  MessageTypePayload,
  ValidatorClient,
  type MessageType,
} from './validator-rules.type.js';

const R = VALIDATOR_ROUTES;

/**
 * Message types with no client are provider-wide: read by everyone on the screens, written by provider staff.
 * A client's types are its own: its users list, save and delete only those (another client's is NOT_FOUND).
 */
function requireWritableType(context: GraphQLContext, types: readonly MessageType[], id: number): void {
  if (tenancyOf(context).kind === 'provider') return;
  const current = types.find((type) => type.id === String(id));
  if (!current) throw recordNotFound();
  if (current.clientId === null) throw forbidden(OWNERSHIP_MESSAGES.providerOnly);
}

/** The message types this user may see: its client's and the provider-wide ones (every one for provider staff). */
async function visibleTypes(context: GraphQLContext): Promise<MessageType[]> {
  const types = await context.apis.validatorRules.allMessageTypes();
  return reachableRows(context, types, (type) => type.clientId, { providerRows: true });
}

/**
 * The Message Types screen: the grid, its clients, and adding, updating and deleting message types.
 * Administrators and provider staff only, on screens in their menu; every form rule is checked here with the
 * screens' messages (BAD_USER_INPUT, extensions.fields), and again by the catalogue.
 */
@Resolver()
export class ValidatorMessageTypesResolver {
  @Query(() => [ValidatorClient], { description: 'Clients a message type may belong to.' })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async validatorClients(@Ctx() context: GraphQLContext): Promise<ValidatorClient[]> {
    // A client's user knows its own client only.
    return reachableRows(context, await context.apis.validatorRules.clients(), (client) => client.id);
  }

  @Query(() => MessageTypePage, {
    description: 'Message types, paged (the Message Types grid and the Test Rule modal).',
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async messageTypes(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<MessageTypePage> {
    // Naming another client is NOT_FOUND; the rows are the client's and the provider-wide ones.
    const clientId = filter?.clientId ? actingClientId(context, filter.clientId) : null;
    const answer = await context.apis.validatorRules.messageTypes(
      filter ? { ...filter, clientId } : filter,
      checkPage(page),
    );
    return {
      ...answer,
      items: reachableRows(context, answer.items, (type) => type.clientId, { providerRows: true }),
    };
  }

  @Mutation(() => MessageTypePayload, {
    description:
      "Add or update a message type (trimmed; client required when isClient, cleared otherwise). Names are unique per client, ignoring case: a client's type may share its name with another client's, not with a provider-wide type nor its own client's others; a provider-wide name clashes with every type. isActive false deletes it.",
  })
  @ServesRoute(R.messageTypes, { edit: true })
  @ValidatorStaff()
  async saveMessageType(
    @Arg('input', () => SaveMessageTypeInput) input: SaveMessageTypeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MessageTypePayload> {
    const api = context.apis.validatorRules;
    const id = input.id ? idOf(input.id, 'id') : null;
    const types = await visibleTypes(context);
    if (id !== null) requireWritableType(context, types, id);
    if (!input.isActive) {
      if (id === null) throw badUserInput({ isActive: VALIDATOR_MESSAGES.newRecordInactive });
      const { message } = await deleted(api.deleteMessageType(id));
      return { message, messageType: null, deleted: true };
    }
    const version = id === null ? null : requireVersion(input.version);
    // A client's user saves its own client's types only: the client comes from the session.
    const client = tenancyOf(context).kind === 'client';
    if (client && !input.isClient) throw forbidden(OWNERSHIP_MESSAGES.providerOnly);
    const clientId = client ? actingClientId(context, input.clientId) : (input.clientId ?? null);
    const value = normalizeMessageType({ ...input, clientId });
    // Only a provider-wide type or one of the same client clashes (see messageTypeRivals); a client's user reads
    // no other client's types, so nothing it is refused for can name one.
    const others = types.map((type) => ({ id: type.id, name: type.messageType, clientId: type.clientId }));
    check(validateMessageType(value, others, input.id));
    const saved = await refusalAsInput(
      api.saveMessageType({
        id: id ?? 0,
        messageType: value.messageType,
        // Left out of an update, the description stays as it is.
        ...sent('description', input.description === undefined ? undefined : value.description),
        isClient: value.isClient,
        clientId: value.isClient ? legacyId(value.clientId as string) : null,
        clientName: null,
        isActive: true,
        ...(version === null ? {} : { version }),
      }),
      'messageType',
    );
    return { message: saved.message, messageType: saved.row, deleted: false };
  }

  @Mutation(() => DeleteValidatorRecordPayload, {
    description: 'Delete a message type (refused while a test rule uses it).',
  })
  @ServesRoute(R.messageTypes, { edit: true })
  @ValidatorStaff()
  async deleteMessageType(
    @Arg('id', () => ID, { description: 'Message type id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const typeId = idOf(id, 'id');
    requireWritableType(context, await visibleTypes(context), typeId);
    const { message } = await deleted(context.apis.validatorRules.deleteMessageType(typeId));
    return { id, message };
  }
}
