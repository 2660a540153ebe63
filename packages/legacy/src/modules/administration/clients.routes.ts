import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { isValidEmail } from '../access/password-rules.js';
import {
  adminActor,
  AdminRefusal,
  field,
  flag,
  objectBody,
  optionalId,
  q,
  requiredId,
  requireProvider,
  requireReach,
  respond,
  text,
} from './administration.http.js';
import { ADMIN_MESSAGES as M, NAME_MAX } from './administration.messages.js';

const SETUP = '/api/ClientDbSetup';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HOST =
  /^(?=.{1,253}(?:[:\\]|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5}|\\[A-Za-z0-9_$]+)?$/i;
const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export interface ClientDetail {
  id: number;
  clientName: string;
  serverName: string | null;
  databaseName: string | null;
  domain: string | null;
  countryId: number | null;
  countryName: string | null;
  contactEmail: string | null;
  ssoEnabled: boolean;
  tenantId: string | null;
  isActive: boolean;
}

const DETAIL = `
  SELECT c.id, c.name AS "clientName", c.server_name AS "serverName", c.database_name AS "databaseName",
         c.domain, c.country_id AS "countryId", k.name AS "countryName", c.contact_email AS "contactEmail",
         c.sso_enabled AS "ssoEnabled", c.tenant_id AS "tenantId", c.is_active AS "isActive"
    FROM clients c LEFT JOIN countries k ON k.id = c.country_id`;

export async function clientDetails(db: Queryable, id?: number): Promise<ClientDetail[]> {
  const { rows } = await db.query<ClientDetail>(
    id === undefined ? `${DETAIL} ORDER BY lower(c.name)` : `${DETAIL} WHERE c.id = $1`,
    id === undefined ? [] : [id],
  );
  return rows;
}

/** The client whose domain is `domain` (ignoring case), for the single sign-on client lookup. */
export async function clientByDomain(db: Queryable, domain: string): Promise<ClientDetail | null> {
  const { rows } = await db.query<ClientDetail>(`${DETAIL} WHERE lower(c.domain) = lower($1)`, [
    domain.trim(),
  ]);
  return rows[0] ?? null;
}

const MESSAGES = {
  clientNameRequired: 'Please enter the client name.',
  clientNameDuplicate: 'A client with this name already exists.',
  serverRequired: 'Please enter the server name.',
  hostNameInvalid: 'Please enter a valid host name.',
  databaseRequired: 'Please enter the database name.',
  domainInvalid: 'Please enter a valid domain (example.com).',
  domainTaken: 'Another client already has this domain.',
  emailInvalid: 'Please enter a valid email address.',
  tenantIdRequired: 'Please enter the tenant id to enable single sign-on.',
  tenantIdInvalid: 'The tenant id must be a GUID (8-4-4-4-12 hexadecimal digits).',
  clientNotFound: 'The client was not found.',
  saved: 'Client saved successfully.',
} as const;

/**
 * Client setup (ClientDbSetup): a client's database server and its details, with the single sign-on configuration
 * (enabled, tenant id) that the sign-in's client lookup uses for the client's domain. The provider administrator
 * changes them; provider staff (the read-only administrator too) read every client, a client's administrator at most
 * its own (another client is not found).
 */
export async function clientSetupRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const provider = async (userId: number) => requireProvider(await adminActor(db, userId));
  /** A client the caller reads: provider staff any, a client's administrator its own (another is not found). */
  async function readable(userId: number, id: number): Promise<ClientDetail> {
    requireReach(await adminActor(db, userId), id);
    return existing(id);
  }

  async function existing(id: number): Promise<ClientDetail> {
    const [client] = await clientDetails(db, id);
    if (!client) throw new AdminRefusal(404, MESSAGES.clientNotFound);
    return client;
  }

  function server(body: Record<string, unknown>): { serverName: string; databaseName: string } {
    const serverName = text(field(body, 'serverName')).trim();
    const databaseName = text(field(body, 'databaseName')).trim();
    if (!serverName) throw new AdminRefusal(400, MESSAGES.serverRequired);
    if (!HOST.test(serverName)) throw new AdminRefusal(400, MESSAGES.hostNameInvalid);
    if (!databaseName) throw new AdminRefusal(400, MESSAGES.databaseRequired);
    return { serverName, databaseName };
  }

  app.get(
    `${SETUP}/get-client-details`,
    respond(async (request) => {
      const actor = await adminActor(db, request.legacyUserId);
      const all = await clientDetails(db);
      return { result: actor.clientId === null ? all : all.filter((client) => client.id === actor.clientId) };
    }),
  );

  app.get(
    `${SETUP}/GetClientDetailById`,
    respond(async (request) => {
      return { result: await readable(request.legacyUserId, requiredId(q(request, 'id'), 'id')) };
    }),
  );

  app.get(
    `${SETUP}/GetClientServerProd`,
    respond(async (request) => {
      const client = await readable(request.legacyUserId, requiredId(q(request, 'Id'), 'Id'));
      return { result: { id: client.id, serverName: client.serverName, databaseName: client.databaseName } };
    }),
  );

  app.post(
    `${SETUP}/AddClientDb`,
    respond(async (request) => {
      await provider(request.legacyUserId);
      const body = objectBody(request);
      const clientName = text(field(body, 'clientName')).trim();
      if (!clientName) throw new AdminRefusal(400, MESSAGES.clientNameRequired);
      if (clientName.length > NAME_MAX) throw new AdminRefusal(400, M.nameTooLong(NAME_MAX));
      const { rows: taken } = await db.query('SELECT 1 FROM clients WHERE lower(name) = lower($1)', [
        clientName,
      ]);
      if (taken.length > 0) throw new AdminRefusal(400, MESSAGES.clientNameDuplicate);
      const { serverName, databaseName } = server(body);
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO clients (name, server_name, database_name) VALUES ($1, $2, $3) RETURNING id',
        [clientName, serverName, databaseName],
      );
      return { result: await existing(rows[0]!.id), message: MESSAGES.saved };
    }),
  );

  app.put(
    `${SETUP}/UpdateClientDbInfo`,
    respond(async (request) => {
      await provider(request.legacyUserId);
      const id = requiredId(q(request, 'Id'), 'Id');
      await existing(id);
      const { serverName, databaseName } = server(objectBody(request));
      await db.query('UPDATE clients SET server_name = $2, database_name = $3 WHERE id = $1', [
        id,
        serverName,
        databaseName,
      ]);
      return { result: await existing(id), message: MESSAGES.saved };
    }),
  );

  app.put(
    `${SETUP}/AddClientDetail`,
    respond(async (request) => {
      await provider(request.legacyUserId);
      const id = requiredId(q(request, 'Id'), 'Id');
      const before = await existing(id);
      const body = objectBody(request);
      const clientName = text(field(body, 'clientName')).trim() || before.clientName;
      const { rows: taken } = await db.query(
        'SELECT 1 FROM clients WHERE lower(name) = lower($1) AND id <> $2',
        [clientName, id],
      );
      if (taken.length > 0) throw new AdminRefusal(400, MESSAGES.clientNameDuplicate);
      const domain = text(field(body, 'domain')).trim().toLowerCase() || null;
      if (domain && !DOMAIN.test(domain)) throw new AdminRefusal(400, MESSAGES.domainInvalid);
      if (domain) {
        const { rows } = await db.query('SELECT 1 FROM clients WHERE lower(domain) = $1 AND id <> $2', [
          domain,
          id,
        ]);
        if (rows.length > 0) throw new AdminRefusal(400, MESSAGES.domainTaken);
      }
      const contactEmail = text(field(body, 'contactEmail')).trim() || null;
      if (contactEmail && !isValidEmail(contactEmail)) throw new AdminRefusal(400, MESSAGES.emailInvalid);
      const countryId = optionalId(field(body, 'countryId'), 'countryId');
      const ssoEnabled = flag(field(body, 'ssoEnabled'), before.ssoEnabled) ?? false;
      const tenantId = text(field(body, 'tenantId')).trim() || null;
      if (ssoEnabled && !tenantId) throw new AdminRefusal(400, MESSAGES.tenantIdRequired);
      if (tenantId && !GUID.test(tenantId)) throw new AdminRefusal(400, MESSAGES.tenantIdInvalid);
      const isActive = flag(field(body, 'isActive'), before.isActive) ?? true;
      await db.query(
        `UPDATE clients SET name = $2, domain = $3, contact_email = $4, country_id = $5, sso_enabled = $6,
                tenant_id = $7, is_active = $8 WHERE id = $1`,
        [id, clientName, domain, contactEmail, countryId, ssoEnabled, tenantId, isActive],
      );
      return { result: await existing(id), message: MESSAGES.saved };
    }),
  );
}
