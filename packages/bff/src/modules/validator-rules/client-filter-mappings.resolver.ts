import { validateCustomMessage, VALIDATOR_ROUTES } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import type { GraphQLContext } from '../../graphql/context.js';
import {
  actingClientId,
  assertReaches,
  reachableRows,
  recordNotFound,
  tenancyOf,
} from '../../graphql/ownership.js';
import { check } from '../../graphql/common/validation.js';
import { ServesRoute } from '../../graphql/guards.js';
import { rowsOfReachableTypes, ValidatorStaff } from './validator-rules.guards.js';
import {
  FILTER_ARG,
  idOf,
  requireVersion,
  sent,
  SaveClientFilterMappingInput,
  ValidatorListFilter,
} from './validator-rules.input.js';
import { deleted } from './validator-rules.outcomes.js';
import {
  ClientFilterMappingPayload,
  DeleteValidatorRecordPayload,
  TestFilterMappingPage,
} from './validator-rules.type.js';

const R = VALIDATOR_ROUTES;

/**
 * A client's filter mappings are its own: its users reach only those (another client's is NOT_FOUND); provider
 * staff reach every client's (the catalogue answers for an id that does not exist).
 */
async function requireOwnMapping(context: GraphQLContext, id: number): Promise<void> {
  if (tenancyOf(context).kind === 'provider') return;
  const mapping = await context.apis.validatorRules.clientFilterMapping(id);
  if (!mapping) throw recordNotFound();
  assertReaches(context, mapping.clientId);
}

/**
 * The Client Filter Mappings screen: clients' copies of filter mappings, their custom messages and deletes.
 * Administrators and provider staff only, on screens in their menu; every form rule is checked here with the
 * screens' messages (BAD_USER_INPUT, extensions.fields), and again by the catalogue.
 */
@Resolver()
export class ValidatorClientFilterMappingsResolver {
  @Query(() => TestFilterMappingPage, { description: "Clients' copies of filter mappings, paged." })
  @ServesRoute(R.clientFilterMappings)
  @ValidatorStaff()
  async clientFilterMappings(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestFilterMappingPage> {
    // A client's user lists its own client's copies (naming another is NOT_FOUND).
    const clientId = actingClientId(context, filter?.clientId);
    const answer = await context.apis.validatorRules.clientFilterMappings(
      { ...filter, clientId },
      checkPage(page),
    );
    const own = reachableRows(context, answer.items, (mapping) => mapping.clientId);
    return { ...answer, items: rowsOfReachableTypes(context, own) };
  }

  @Mutation(() => ClientFilterMappingPayload, {
    description:
      "Update a client's filter mapping: its custom message (same rules as filter mappings). isActive false deletes it.",
  })
  @ServesRoute(R.clientFilterMappings, { edit: true })
  @ValidatorStaff()
  async saveClientFilterMapping(
    @Arg('input', () => SaveClientFilterMappingInput) input: SaveClientFilterMappingInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ClientFilterMappingPayload> {
    const api = context.apis.validatorRules;
    const id = idOf(input.id, 'id');
    await requireOwnMapping(context, id);
    if (!input.isActive) {
      const { message } = await deleted(api.deleteClientFilterMapping(id));
      return { message, mapping: null, deleted: true };
    }
    // Omitted fields stay as they are: the catalogue checks the merged message with the same rules.
    if (input.isCustomMessage !== undefined && input.isCustomMessage !== null) {
      check(validateCustomMessage(input.isCustomMessage, input.customMessage));
    }
    const version = requireVersion(input.version);
    const saved = await refusalAsInput(
      api.saveClientFilterMapping({
        id,
        isActive: true,
        ...sent('isCustomMessage', input.isCustomMessage ?? undefined),
        ...sent(
          'customMessage',
          input.isCustomMessage === false
            ? null
            : input.customMessage === undefined
              ? undefined
              : (input.customMessage ?? '').trim(),
        ),
        version,
      }),
      'customMessage',
    );
    return { message: saved.message, mapping: saved.row, deleted: false };
  }

  @Mutation(() => DeleteValidatorRecordPayload, { description: "Delete a client's filter mapping." })
  @ServesRoute(R.clientFilterMappings, { edit: true })
  @ValidatorStaff()
  async deleteClientFilterMapping(
    @Arg('id', () => ID, { description: 'Mapping id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const mappingId = idOf(id, 'id');
    await requireOwnMapping(context, mappingId);
    const { message } = await deleted(context.apis.validatorRules.deleteClientFilterMapping(mappingId));
    return { id, message };
  }
}
