import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';

/**
 * Who is calling, as far as ownership goes. Every user is either provider staff (no client) or a user of exactly
 * one client. Provider-wide records (laws, validator rules, HMDA field definitions, master lists) are the
 * provider's; client-owned records carry their client, and a client's user reaches only its own client's.
 */
export interface Caller {
  userId: number;
  /** The client the user works for; null for provider staff. */
  clientId: number | null;
  /** Role names, lower case. */
  roles: readonly string[];
  /** Provider staff holding the provider administrator role: may change anything, give provider roles. */
  providerAdmin: boolean;
  /** The read-only administrator: reads every back-office record, changes nothing. */
  readOnlyAdmin: boolean;
  /** A client's administrator: manages its own client's users and the client-side roles. */
  clientAdmin: boolean;
}

/** Role names (lower case) the ownership rules know. */
export const OWNERSHIP_ROLES = {
  providerAdmin: 'lexbridge super admin',
  readOnlyAdmin: 'lexbridge admin read only',
  clientAdmin: 'lexbridge admin',
} as const;

export const OWNERSHIP_MESSAGES = {
  notFound: 'The record was not found.',
  providerOnly: 'Only provider staff may change this.',
  readOnly: 'Read-only administrators cannot change anything.',
} as const;

/** A refusal of the ownership rules; the catalogue's error handler answers it with its status and message. */
export class OwnershipRefusal extends Error {
  constructor(
    readonly status: 403 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'OwnershipRefusal';
  }
}

const CALLERS = new WeakMap<FastifyRequest, Promise<Caller>>();

/** The caller of a request, read once per request. */
export function callerOf(db: Queryable, request: FastifyRequest): Promise<Caller> {
  let caller = CALLERS.get(request);
  if (!caller) {
    caller = loadCaller(db, request.legacyUserId);
    CALLERS.set(request, caller);
  }
  return caller;
}

export async function loadCaller(db: Queryable, userId: number): Promise<Caller> {
  const { rows } = await db.query<{ client_id: number | null; roles: string[] | null }>(
    `SELECT u.client_id,
            (SELECT array_agg(lower(r.name)) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
              WHERE ur.user_id = u.id) AS roles
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const clientId = rows[0]?.client_id ?? null;
  const roles = rows[0]?.roles ?? [];
  const provider = clientId === null;
  return {
    userId,
    clientId,
    roles,
    providerAdmin: provider && roles.includes(OWNERSHIP_ROLES.providerAdmin),
    readOnlyAdmin: provider && roles.includes(OWNERSHIP_ROLES.readOnlyAdmin),
    clientAdmin: !provider && roles.includes(OWNERSHIP_ROLES.clientAdmin),
  };
}

export function isProviderStaff(caller: Caller): boolean {
  return caller.clientId === null;
}

/**
 * The client a request acts for: a client's user always acts for its own client, whatever the request named
 * (naming another one is NOT_FOUND); provider staff act for the client they name (null: none named).
 */
export function actingClient(caller: Caller, named: number | null | undefined): number | null {
  if (caller.clientId === null) return named ?? null;
  if (named !== null && named !== undefined && named !== caller.clientId) {
    throw new OwnershipRefusal(404, OWNERSHIP_MESSAGES.notFound);
  }
  return caller.clientId;
}

/** A client-owned record another client's user asks for is not found (its existence is not theirs to learn). */
export function requireOwn(caller: Caller, recordClientId: number | null): void {
  if (caller.clientId !== null && recordClientId !== caller.clientId) {
    throw new OwnershipRefusal(404, OWNERSHIP_MESSAGES.notFound);
  }
}

/** Writes to provider-wide records: provider staff only, and never the read-only administrator. */
export function requireProviderWriter(caller: Caller): void {
  if (caller.clientId !== null) throw new OwnershipRefusal(403, OWNERSHIP_MESSAGES.providerOnly);
  requireWriter(caller);
}

/** Any write: the read-only administrator changes nothing. */
export function requireWriter(caller: Caller): void {
  if (caller.readOnlyAdmin && !caller.providerAdmin) {
    throw new OwnershipRefusal(403, OWNERSHIP_MESSAGES.readOnly);
  }
}

/**
 * SQL for "a record this caller may read", `column` holding the record's client: every row for provider staff,
 * the caller's client's rows (and, with `providerRows`, the provider-wide rows whose column is null) for a
 * client's user. The client id is pushed onto `params`.
 */
export function ownedBy(
  column: string,
  caller: Caller,
  params: unknown[],
  options: { providerRows?: boolean } = {},
): string {
  if (caller.clientId === null) return 'true';
  params.push(caller.clientId);
  const own = `${column} = $${params.length}`;
  return options.providerRows ? `(${own} OR ${column} IS NULL)` : own;
}
