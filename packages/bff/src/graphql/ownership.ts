import { OWNERSHIP_MESSAGES, mayDecide, reachesClient } from '@lexbridge/rules';
import { requirePrincipal, type GraphQLContext } from './context.js';
import { appError, ErrorCode, forbidden } from './errors.js';

/**
 * Ownership, once for every domain. A principal is provider staff (the session's user has no client) or a user of
 * exactly one client, and the client always comes from the session, never from an argument. Domains call these
 * helpers; the reference catalogue enforces the same rules (packages/legacy/src/http/caller.ts).
 */
export type Tenancy = { kind: 'provider' } | { kind: 'client'; clientId: string; clientName: string | null };

export function tenancyOf(context: GraphQLContext): Tenancy {
  const { user } = requirePrincipal(context);
  return user.clientId === null
    ? { kind: 'provider' }
    : { kind: 'client', clientId: user.clientId, clientName: user.clientName };
}

/** NOT_FOUND in the words users read: another client's record does not exist for this user. */
export const recordNotFound = () => appError(ErrorCode.NOT_FOUND, OWNERSHIP_MESSAGES.notFound);

const idText = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim();

/**
 * The client an operation acts for. A client's user acts for its own client: naming none means its own, naming
 * another is NOT_FOUND. Provider staff act for the client they name (null when they name none).
 */
export function actingClientId(context: GraphQLContext, named?: string | number | null): string | null {
  const tenancy = tenancyOf(context);
  const asked = idText(named);
  if (tenancy.kind === 'provider') return asked;
  if (asked !== null && asked !== tenancy.clientId) throw recordNotFound();
  return tenancy.clientId;
}

/** A client-owned record (its client `recordClientId`) this user asked for: NOT_FOUND unless it may reach it. */
export function assertReaches(
  context: GraphQLContext,
  recordClientId: string | number | null | undefined,
): void {
  const { user } = requirePrincipal(context);
  if (!reachesClient(user.clientId, idText(recordClientId))) throw recordNotFound();
}

/**
 * The rows of a list this user may see: all for provider staff; for a client's user its own client's, and with
 * `providerRows` also the provider-wide rows (no client).
 */
export function reachableRows<T>(
  context: GraphQLContext,
  rows: readonly T[],
  clientOf: (row: T) => string | number | null | undefined,
  options: { providerRows?: boolean } = {},
): T[] {
  const { user } = requirePrincipal(context);
  if (user.clientId === null) return [...rows];
  return rows.filter((row) => {
    const owner = idText(clientOf(row));
    return owner === null ? options.providerRows === true : owner === user.clientId;
  });
}

/** Writes to provider-wide records (laws, rules, field definitions, master lists): provider staff only. */
export function requireProviderStaff(context: GraphQLContext): void {
  if (tenancyOf(context).kind !== 'provider') throw forbidden(OWNERSHIP_MESSAGES.providerOnly);
}

/** Separation of duties: the submitter of an item cannot approve it or send it back. */
export function requireOtherDecider(
  context: GraphQLContext,
  submittedBy: string | number | null | undefined,
): void {
  const { user } = requirePrincipal(context);
  if (!mayDecide(idText(submittedBy), user.id)) throw forbidden(OWNERSHIP_MESSAGES.ownWork);
}

/** Finds the client of the record a file belongs to (a business law, a gap): its id, null when it has none. */
export type RecordClientLookup = () => Promise<string | number | null | undefined>;

/**
 * A file follows the record it belongs to: before a download ticket is issued or an upload is taken, a client's
 * user must reach that record (`recordClient` finds its client; another client's record, or a file that is not the
 * named record's, is NOT_FOUND). Provider staff reach every client's record, so nothing is looked up for them.
 */
export async function assertFileRecordReaches(
  user: { clientId: string | null },
  recordClient: RecordClientLookup,
): Promise<void> {
  if (user.clientId === null) return;
  if (!reachesClient(user.clientId, idText(await recordClient()))) throw recordNotFound();
}
