import { ADMIN_ROUTES, validateClient } from '@lexbridge/rules';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import { badUserInput } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { reachableRows } from '../../graphql/ownership.js';
import { Administrator } from './administration.guards.js';
import { SaveClientSetupInput } from './administration.input.js';
import { ClientSetup, ClientSetupPayload } from './administration.type.js';

const optionalId = (value: string | null | undefined, field: string): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1)
    throw badUserInput({ [field]: `${field} must be a positive whole number.` });
  return Number(value);
};

/** The catalogue's refusal on the field its words name. */
function fieldOf(message: string): string {
  if (/host|server/i.test(message)) return 'serverName';
  if (/database/i.test(message)) return 'databaseName';
  if (/domain/i.test(message)) return 'domain';
  if (/tenant/i.test(message)) return 'tenantId';
  if (/email/i.test(message)) return 'contactEmail';
  return 'name';
}

/**
 * Client setup (ClientDbSetup): clients with their database server, details and single sign-on configuration. The
 * provider administrator changes them; provider staff (the read-only administrator too) read every client, a
 * client's administrator at most its own. The sign-in page opened on a client's domain then uses that client's
 * single sign-on setup.
 */
@Resolver()
export class ClientSetupResolver {
  @Query(() => [ClientSetup], {
    description:
      "Every client with its server, details and single sign-on setup: for provider staff (the read-only administrator too) every client, for a client's administrator its own only.",
  })
  @ServesRoute(ADMIN_ROUTES.clientSetup)
  @Administrator()
  async clientSetups(@Ctx() context: GraphQLContext): Promise<ClientSetup[]> {
    return reachableRows(context, await context.apis.clientSetup.clients(), (client) => client.id);
  }

  @Mutation(() => ClientSetupPayload, {
    description:
      'Add (no id) or update a client: its server, details and single sign-on. BAD_USER_INPUT on the field at fault (a blank or duplicate name, a host name that is not one, a domain another client has, single sign-on without a GUID tenant id). Provider administrator only.',
  })
  @ServesRoute(ADMIN_ROUTES.clientSetup, { edit: true })
  @Administrator({ provider: true })
  async saveClientSetup(
    @Arg('input', () => SaveClientSetupInput) input: SaveClientSetupInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ClientSetupPayload> {
    check(
      validateClient({
        clientName: input.name,
        serverName: input.serverName,
        ssoEnabled: input.ssoEnabled,
        tenantId: input.tenantId,
      }),
    );
    if (!input.databaseName.trim()) throw badUserInput({ databaseName: 'Please enter the database name.' });
    const countryId = optionalId(input.countryId, 'countryId');
    return refusalAsInput(
      context.apis.clientSetup.save({
        id: optionalId(input.id, 'id'),
        clientName: input.name.trim(),
        serverName: input.serverName.trim(),
        databaseName: input.databaseName.trim(),
        detail: {
          domain: input.domain?.trim() ?? '',
          contactEmail: input.contactEmail?.trim() ?? '',
          ...(countryId !== null ? { countryId } : {}),
          ssoEnabled: input.ssoEnabled,
          tenantId: input.tenantId?.trim() ?? '',
          isActive: input.isActive,
        },
      }),
      fieldOf,
    );
  }
}
