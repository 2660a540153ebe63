import type { GraphQLContext } from '../../graphql/context.js';
import { assertReaches, recordNotFound, tenancyOf } from '../../graphql/ownership.js';

/**
 * HMDA ownership. Field definitions (the provider's fields, check digits, value-required options), the HMDA systems
 * and the edit references are the provider's: read by whoever has the screen, written by provider staff. Client
 * info, entities, the field master with its values, valid values and order, detail systems, banks and LAR files are
 * their client's: a client's user reaches its own client's only, and naming another's is NOT_FOUND. The client of a
 * client's user always comes from the session.
 */

/** The client of a client's user, as the catalogue's number; null for provider staff. */
export function ownClientNumber(context: GraphQLContext): number | null {
  const tenancy = tenancyOf(context);
  return tenancy.kind === 'client' ? Number(tenancy.clientId) : null;
}

/** An entity the user names: NOT_FOUND unless it is one of its own client's (provider staff reach every one). */
export async function assertOwnEntity(context: GraphQLContext, entityId: number | null): Promise<void> {
  const client = ownClientNumber(context);
  if (entityId === null || client === null) return;
  const own = await context.loaders.hmda.entitiesOf.load(client);
  assertReaches(context, own.find((entity) => entity.id === String(entityId))?.clientId ?? null);
}

/**
 * A row a client's user names by id: NOT_FOUND unless `rows` (what the catalogue lists for its own client) holds it
 * with its own client. Provider staff skip the look-up.
 */
export async function assertOwnRow<T extends { id: string; clientId?: string | null }>(
  context: GraphQLContext,
  id: number,
  rows: (client: number) => Promise<readonly T[]>,
): Promise<void> {
  const client = ownClientNumber(context);
  if (client === null) return;
  const row = (await rows(client)).find((candidate) => candidate.id === String(id));
  if (!row) throw recordNotFound();
  assertReaches(context, row.clientId ?? null);
}
