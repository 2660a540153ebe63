import type { GraphQLContext } from '../../graphql/context.js';
import { assertReaches, recordNotFound, tenancyOf } from '../../graphql/ownership.js';

/**
 * An entity this user may reach: any for provider staff; for a client's user one of its own client's (another
 * client's is NOT_FOUND). The client comes from the session: the hierarchy the catalogue answers is the user's.
 */
export async function requireEntity(context: GraphQLContext, entityId: number): Promise<void> {
  if (tenancyOf(context).kind === 'provider') return;
  const clients = await context.loaders.validatorSetup.hierarchy.load('all');
  const entity = clients
    .flatMap((client) => client.businessLines)
    .flatMap((line) => line.entities)
    .find((row) => row.id === String(entityId));
  if (!entity) throw recordNotFound();
  assertReaches(context, entity.clientId);
}
