import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.js';
import {
  callerOf,
  loadCaller,
  requireOwn,
  requireProviderWriter,
  requireWriter,
  type Caller,
} from '../../http/caller.js';
import { ValidatorRefusal } from '../validator/validator.http.js';

export const ACCESS_MESSAGES = {
  staffOnly: 'Validator setup is for administrators and provider staff.',
} as const;

/**
 * Validator setup's view of the caller (http/caller.ts): the client-owned records here (entities and their header,
 * client files, header change requests, results, pipeline runs, test requests) are reached by provider staff, for
 * every client, and by the users of their own client. The setup itself (entities, header field mapping, dynamic
 * fields, approvals, staging, reference data) is provider staff's work: a client raises header changes and provider
 * staff decide them. The read-only administrator reads everything and writes nothing.
 */
export interface Access {
  caller: Caller;
  /** Provider staff: may read every client's setup (and write it, unless read only). */
  staff: boolean;
  /** The read-only administrator. */
  readOnly: boolean;
  /** The one client a client's user works for; null: every client (provider staff). */
  clients: number[] | null;
}

const accessOfCaller = (caller: Caller): Access => ({
  caller,
  staff: caller.clientId === null,
  readOnly: caller.readOnlyAdmin && !caller.providerAdmin,
  clients: caller.clientId === null ? null : [caller.clientId],
});

/** The access of a request's caller (read once per request). */
export async function accessOfRequest(db: Queryable, request: FastifyRequest): Promise<Access> {
  return accessOfCaller(await callerOf(db, request));
}

/** The access of a user by id. */
export async function accessOf(db: Queryable, userId: number): Promise<Access> {
  return accessOfCaller(await loadCaller(db, userId));
}

/** Setup writes: provider staff who may write ('Only provider staff may change this.' for a client's user). */
export function requireStaffWriter(access: Access): void {
  requireProviderWriter(access.caller);
}

/** What only provider staff read (the approval queues). */
export function requireStaff(access: Access): void {
  if (!access.staff) throw new ValidatorRefusal(403, ACCESS_MESSAGES.staffOnly);
}

/** A record of client `clientId`: another client's is not found for a client's user. */
export function requireClient(access: Access, clientId: number): void {
  requireOwn(access.caller, clientId);
}

/** A write on a client's record: its own client's user, or provider staff; never the read-only administrator. */
export function requireClientWriter(access: Access, clientId: number): void {
  requireClient(access, clientId);
  requireWriter(access.caller);
}

/** SQL for "the client is one the user may see", with the client as parameter `$n`. */
export function clientFilter(column: string, access: Access, params: unknown[]): string {
  if (access.clients === null) return 'true';
  params.push(access.clients);
  return `${column} = ANY($${params.length}::int[])`;
}
