import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.js';
import { loadCaller } from '../../http/caller.js';
import { refusal, success, type Envelope } from '../../http/envelope.js';
import { bodyValue, isPlainObject, parseId, queryValue } from '../../http/params.js';
import { ADMIN_MESSAGES } from './administration.messages.js';

/** A refusal of the administration endpoints: `{Message, Result: null}` with its status. */
export class AdminRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'AdminRefusal';
  }
}

export interface Answer<T> {
  result: T;
  message?: string;
}

export function respond(work: (request: FastifyRequest) => Promise<Answer<unknown>>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<Envelope<unknown> | FastifyReply> => {
    try {
      const { result, message } = await work(request);
      return message ? { Message: message, Result: result } : success(result);
    } catch (error) {
      if (error instanceof AdminRefusal) return reply.code(error.status).send(refusal(error.message));
      if (isUniqueViolation(error)) return reply.code(400).send(refusal(ADMIN_MESSAGES.duplicate));
      throw error;
    }
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

export function objectBody(request: FastifyRequest): Record<string, unknown> {
  if (!isPlainObject(request.body)) throw new AdminRefusal(400, 'The request is invalid.');
  return request.body;
}

const NONE = new Set(['', 'null', 'undefined', '0']);

export function optionalId(value: unknown, name: string): number | null {
  if (value === undefined || value === null || NONE.has(String(value).trim().toLowerCase())) return null;
  const id = parseId(value);
  if (id === null) throw new AdminRefusal(400, `${name} must be a positive whole number.`);
  return id;
}

export function requiredId(value: unknown, name: string): number {
  const id = optionalId(value, name);
  if (id === null) throw new AdminRefusal(400, `${name} must be a positive whole number.`);
  return id;
}

export function idList(value: unknown, name: string): number[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : String(value).split(',');
  return [...new Set(items.map((item) => requiredId(item, name)))];
}

export function flag(value: unknown, fallback: boolean | null): boolean | null {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new AdminRefusal(400, 'A flag must be true or false.');
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function field(body: Record<string, unknown>, name: string): unknown {
  return bodyValue(body, name);
}

export function q(request: FastifyRequest, name: string): string | undefined {
  return queryValue(request.legacyQuery, name);
}

export const MAX_PAGE_SIZE = 1000;

export function paging(body: Record<string, unknown>): { pageNumber: number; pageSize: number } {
  const pageNumber = optionalId(bodyValue(body, 'pageNumber'), 'pageNumber') ?? 1;
  const pageSize = optionalId(bodyValue(body, 'pageSize'), 'pageSize') ?? 100;
  if (pageSize > MAX_PAGE_SIZE) throw new AdminRefusal(400, `pageSize must be from 1 to ${MAX_PAGE_SIZE}.`);
  return { pageNumber, pageSize };
}

/**
 * What the caller may do in administration. Provider staff administrators (the provider administrator, the
 * read-only administrator) reach every client's administration records; a client's administrator only its own
 * client's users, roles given and single sign-on groups; provider-wide lists are the provider administrator's.
 */
export interface AdminActor {
  userId: number;
  /** The caller's client; null for provider staff. */
  clientId: number | null;
  /** Provider staff holding the provider administrator role: changes anything, gives provider roles. */
  isProviderAdmin: boolean;
  /** The read-only administrator: reads every administration screen, changes nothing. */
  readOnly: boolean;
  /** A client's administrator: manages its own client's users, roles given and single sign-on groups. */
  isClientAdmin: boolean;
}

const ADMIN_ROLES = [
  'lexbridge super admin',
  'lexbridge admin',
  'lexbridge user',
  'lexbridge admin read only',
];

/** The caller as an administrator; 403 for anyone without an administrator-type role. */
export async function adminActor(db: Queryable, userId: number): Promise<AdminActor> {
  const caller = await loadCaller(db, userId);
  if (!caller.roles.some((name) => ADMIN_ROLES.includes(name)))
    throw new AdminRefusal(403, ADMIN_MESSAGES.adminOnly);
  return {
    userId,
    clientId: caller.clientId,
    isProviderAdmin: caller.providerAdmin,
    readOnly: caller.readOnlyAdmin && !caller.providerAdmin,
    isClientAdmin: caller.clientAdmin,
  };
}

export function requireWriter(actor: AdminActor): void {
  if (actor.readOnly) throw new AdminRefusal(403, ADMIN_MESSAGES.readOnly);
}

export function requireProvider(actor: AdminActor): void {
  requireWriter(actor);
  if (!actor.isProviderAdmin) throw new AdminRefusal(403, ADMIN_MESSAGES.providerOnly);
}

/**
 * Reads of the provider's own back office (e-mail settings and their outbox, registrations and subscriptions): provider
 * staff only, since they carry other clients' and prospects' addresses.
 */
export function requireProviderStaff(actor: AdminActor): void {
  if (actor.clientId !== null) throw new AdminRefusal(403, ADMIN_MESSAGES.providerOnly);
}

/** Changes to client-owned administration records: the provider administrator, or a client's administrator. */
export function requireClientManager(actor: AdminActor): void {
  requireWriter(actor);
  if (actor.isProviderAdmin) return;
  if (actor.clientId === null) throw new AdminRefusal(403, ADMIN_MESSAGES.providerOnly);
  if (!actor.isClientAdmin) throw new AdminRefusal(403, ADMIN_MESSAGES.clientAdminOnly);
}

/**
 * A client-owned record (its client `recordClientId`, null for provider staff's) the actor named: provider staff
 * reach every one; a client's user only its own client's, another's is not found (its existence is not theirs).
 */
export function requireReach(actor: AdminActor, recordClientId: number | null): void {
  if (actor.clientId !== null && recordClientId !== actor.clientId)
    throw new AdminRefusal(404, ADMIN_MESSAGES.recordNotFound);
}

/** The client a client-owned list or new record is for: a client's user its own (naming another: not found). */
export function clientInScope(actor: AdminActor, named: number | null): number | null {
  if (actor.clientId === null) return named;
  if (named !== null && named !== actor.clientId) throw new AdminRefusal(404, ADMIN_MESSAGES.recordNotFound);
  return actor.clientId;
}

/** Provider roles (roles.is_provider) are given by the provider administrator only. */
export async function requireRoleGrants(db: Queryable, actor: AdminActor, roleIds: readonly number[]) {
  if (actor.isProviderAdmin || roleIds.length === 0) return;
  const { rows } = await db.query('SELECT 1 FROM roles WHERE id = ANY($1) AND is_provider', [[...roleIds]]);
  if (rows.length > 0) throw new AdminRefusal(403, ADMIN_MESSAGES.providerRoleGrant);
}

/**
 * The add/update pair of a provider-maintained list: POST {base}/add-{name} and PUT {base}/update-{name} over one save,
 * after the provider administrator check. `save` gets the body and the id to update (null to add).
 */
export function providerSaveRoutes(
  app: FastifyInstance,
  db: Queryable,
  base: string,
  name: string,
  save: (body: Record<string, unknown>, id: number | null) => Promise<Answer<unknown>>,
): void {
  const handler = (update: boolean) =>
    respond(async (request) => {
      requireProvider(await adminActor(db, request.legacyUserId));
      const body = objectBody(request);
      return save(body, update ? requiredId(field(body, 'id'), 'id') : null);
    });
  app.post(`${base}/add-${name}`, handler(false));
  app.put(`${base}/update-${name}`, handler(true));
}

export interface GuardedDelete<R> {
  /** The row, or undefined for an unknown id (404 '<what> was not found.'). */
  find: (id: number, request: FastifyRequest) => Promise<R | undefined>;
  /** How the 404 names it. */
  what: string;
  /** Why it cannot go (Result false with this message), or null. */
  inUse: (row: R) => string | null;
  remove: (id: number) => Promise<unknown>;
  deleted: string;
}

/**
 * DELETE {path}?Id of a provider-maintained list: the provider administrator's; 404 for an unknown id; while something
 * uses the row, 200 with Result false and the reason (the product's delete block), else the row goes.
 */
export function providerDeleteRoute<R>(
  app: FastifyInstance,
  db: Queryable,
  path: string,
  rule: GuardedDelete<R>,
) {
  app.delete(
    path,
    respond(async (request) => {
      requireProvider(await adminActor(db, request.legacyUserId));
      const id = requiredId(q(request, 'Id'), 'Id');
      const row = await rule.find(id, request);
      if (!row) throw new AdminRefusal(404, ADMIN_MESSAGES.notFound(rule.what));
      const reason = rule.inUse(row);
      if (reason) return { result: false, message: reason };
      await rule.remove(id);
      return { result: true, message: rule.deleted };
    }),
  );
}
