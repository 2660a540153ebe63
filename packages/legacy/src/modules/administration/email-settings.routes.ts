import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { isValidEmail } from '../access/password-rules.js';
import {
  adminActor,
  AdminRefusal,
  field,
  flag,
  idList,
  optionalId,
  providerDeleteRoute,
  providerSaveRoutes,
  q,
  requireProviderStaff,
  respond,
  text,
} from './administration.http.js';
import { ADMIN_MESSAGES as A } from './administration.messages.js';
import { EMAIL_EVENTS, EMAIL_MESSAGES as M } from './admin-maintenance.messages.js';

const EMAIL = '/api/Email';

interface AddressRow {
  id: number;
  kind: string;
  email: string;
  displayName: string;
  isActive: boolean;
  groupCount: number;
  triggerCount: number;
}
interface GroupRow {
  id: number;
  name: string;
  description: string;
  memberIds: number[];
  triggerCount: number;
}
interface TriggerRow {
  id: number;
  name: string;
  event: string;
  subject: string;
  senderId: number;
  senderEmail: string;
  emailGroupId: number;
  emailGroupName: string;
  isActive: boolean;
}

const addresses = async (db: Queryable, id: number | null = null) =>
  (
    await db.query<AddressRow>(
      `SELECT a.id, a.kind, a.email, a.display_name AS "displayName", a.is_active AS "isActive",
              (SELECT count(*) FROM email_group_members m WHERE m.email_address_id = a.id)::int AS "groupCount",
              (SELECT count(*) FROM email_triggers t WHERE t.sender_id = a.id)::int AS "triggerCount"
         FROM email_addresses a WHERE $1::int IS NULL OR a.id = $1 ORDER BY a.kind, lower(a.email)`,
      [id],
    )
  ).rows;

const groups = async (db: Queryable, id: number | null = null) =>
  (
    await db.query<GroupRow>(
      `SELECT g.id, g.name, g.description,
              coalesce((SELECT array_agg(email_address_id ORDER BY email_address_id) FROM email_group_members
                         WHERE email_group_id = g.id), '{}') AS "memberIds",
              (SELECT count(*) FROM email_triggers t WHERE t.email_group_id = g.id)::int AS "triggerCount"
         FROM email_groups g WHERE $1::int IS NULL OR g.id = $1 ORDER BY lower(g.name)`,
      [id],
    )
  ).rows;

const triggers = async (db: Queryable, id: number | null = null) =>
  (
    await db.query<TriggerRow>(
      `SELECT t.id, t.name, t.event, t.subject, t.sender_id AS "senderId", s.email AS "senderEmail",
              t.email_group_id AS "emailGroupId", g.name AS "emailGroupName", t.is_active AS "isActive"
         FROM email_triggers t JOIN email_addresses s ON s.id = t.sender_id JOIN email_groups g ON g.id = t.email_group_id
        WHERE $1::int IS NULL OR t.id = $1 ORDER BY lower(t.name)`,
      [id],
    )
  ).rows;

/**
 * E-mail settings: sender and receiver addresses, groups of receivers, and triggers (an event of the workflow sends
 * a subject from a sender to a group). Reads need an administrator-type role of provider staff (the outbox and the
 * addresses are other clients' too), changes the provider administrator.
 * Something a trigger or group uses cannot be deleted.
 */
export async function emailSettingsRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const actorOf = (request: FastifyRequest) => adminActor(db, request.legacyUserId);

  // ----- senders and receivers ------------------------------------------------------------------------------------
  app.get(
    `${EMAIL}/get-email-addresses`,
    respond(async (request) => {
      requireProviderStaff(await actorOf(request));
      return { result: await addresses(db) };
    }),
  );

  providerSaveRoutes(app, db, EMAIL, 'email-address', async (body, id) => {
    const kind = text(field(body, 'kind')).trim();
    if (!['Sender', 'Receiver'].includes(kind)) throw new AdminRefusal(400, M.kindInvalid);
    const email = text(field(body, 'email')).trim();
    if (!isValidEmail(email)) throw new AdminRefusal(400, M.emailInvalid);
    const displayName = text(field(body, 'displayName')).trim();
    const isActive = flag(field(body, 'isActive'), true) ?? true;
    const { rows: same } = await db.query(
      'SELECT 1 FROM email_addresses WHERE kind = $1 AND lower(email) = lower($2) AND id <> $3',
      [kind, email, id ?? 0],
    );
    if (same.length > 0) throw new AdminRefusal(400, M.addressDuplicate);
    let savedId = id;
    if (id === null) {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO email_addresses (kind, email, display_name, is_active) VALUES ($1, $2, $3, $4) RETURNING id',
        [kind, email, displayName, isActive],
      );
      savedId = rows[0]!.id;
    } else {
      const before = (await addresses(db, id))[0];
      if (!before) throw new AdminRefusal(404, A.notFound('address'));
      // A sender of a trigger stays a sender; a receiver in a group stays a receiver.
      if (before.kind !== kind && before.groupCount + before.triggerCount > 0)
        throw new AdminRefusal(400, M.addressInUse(before.email, usage(before)));
      await db.query(
        'UPDATE email_addresses SET kind = $2, email = $3, display_name = $4, is_active = $5 WHERE id = $1',
        [id, kind, email, displayName, isActive],
      );
    }
    return { result: (await addresses(db, savedId))[0], message: A.saved('Address') };
  });

  const usage = (row: AddressRow) =>
    [
      row.triggerCount > 0 ? `${row.triggerCount} ${row.triggerCount === 1 ? 'trigger' : 'triggers'}` : '',
      row.groupCount > 0 ? `${row.groupCount} ${row.groupCount === 1 ? 'group' : 'groups'}` : '',
    ]
      .filter(Boolean)
      .join(' and ');

  providerDeleteRoute(app, db, `${EMAIL}/delete-email-address`, {
    find: async (id) => (await addresses(db, id))[0],
    what: 'address',
    inUse: (row) => (row.groupCount + row.triggerCount > 0 ? M.addressInUse(row.email, usage(row)) : null),
    remove: (id) => db.query('DELETE FROM email_addresses WHERE id = $1', [id]),
    deleted: A.deleted('Address'),
  });

  // ----- groups ---------------------------------------------------------------------------------------------------
  app.get(
    `${EMAIL}/get-email-groups`,
    respond(async (request) => {
      requireProviderStaff(await actorOf(request));
      return { result: await groups(db) };
    }),
  );

  providerSaveRoutes(app, db, EMAIL, 'email-group', async (body, id) => {
    const name = text(field(body, 'name')).trim();
    if (!name) throw new AdminRefusal(400, M.groupNameRequired);
    if (name.length > 200) throw new AdminRefusal(400, A.nameTooLong(200));
    const { rows: same } = await db.query(
      'SELECT 1 FROM email_groups WHERE lower(name) = lower($1) AND id <> $2',
      [name, id ?? 0],
    );
    if (same.length > 0) throw new AdminRefusal(400, M.groupDuplicate);
    const memberIds = idList(field(body, 'memberIds'), 'memberIds');
    const { rows: receivers } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_addresses WHERE id = ANY($1) AND kind = 'Receiver'`,
      [memberIds],
    );
    if (receivers[0]!.n !== memberIds.length) throw new AdminRefusal(400, M.membersReceivers);
    const description = text(field(body, 'description')).trim();
    const savedId = await db.transaction(async (tx) => {
      let groupId = id;
      if (groupId === null) {
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO email_groups (name, description) VALUES ($1, $2) RETURNING id',
          [name, description],
        );
        groupId = rows[0]!.id;
      } else {
        const { rows } = await tx.query(
          'UPDATE email_groups SET name = $2, description = $3 WHERE id = $1 RETURNING id',
          [groupId, name, description],
        );
        if (rows.length === 0) throw new AdminRefusal(404, A.notFound('email group'));
      }
      await tx.query('DELETE FROM email_group_members WHERE email_group_id = $1', [groupId]);
      await tx.query(
        'INSERT INTO email_group_members (email_group_id, email_address_id) SELECT $1::int, unnest($2::int[])',
        [groupId, memberIds],
      );
      return groupId;
    });
    return { result: (await groups(db, savedId))[0], message: A.saved('Email Group') };
  });

  providerDeleteRoute(app, db, `${EMAIL}/delete-email-group`, {
    find: async (id) => (await groups(db, id))[0],
    what: 'email group',
    inUse: (row) => (row.triggerCount > 0 ? M.groupInUse(row.name, row.triggerCount) : null),
    remove: (id) => db.query('DELETE FROM email_groups WHERE id = $1', [id]),
    deleted: A.deleted('Email Group'),
  });

  // ----- what was sent ------------------------------------------------------------------------------------------------
  // Every message the catalogue sent or queued, newest first, a page at a time. Bodies stay out: a password reset
  // mail carries a live link.
  app.get(
    `${EMAIL}/get-email-outbox`,
    respond(async (request) => {
      requireProviderStaff(await actorOf(request));
      const pageNumber = optionalId(q(request, 'pageNumber'), 'pageNumber') ?? 1;
      const pageSize = Math.min(optionalId(q(request, 'pageSize'), 'pageSize') ?? 50, 500);
      const { rows: count } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
      const { rows } = await db.query(
        `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
                coalesce(trigger_name, '') AS "triggerName", coalesce(event, '') AS event, from_email AS "fromEmail",
                to_email AS "toEmail", subject, status, coalesce(error, '') AS error,
                to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "sentAt"
           FROM outbox ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [pageSize, (pageNumber - 1) * pageSize],
      );
      return { result: { totalCount: count[0]!.n, data: rows } };
    }),
  );

  // ----- triggers -------------------------------------------------------------------------------------------------
  app.get(
    `${EMAIL}/get-email-triggers`,
    respond(async (request) => {
      requireProviderStaff(await actorOf(request));
      return { result: await triggers(db) };
    }),
  );

  app.get(
    `${EMAIL}/get-email-events`,
    respond(async (request) => {
      requireProviderStaff(await actorOf(request));
      return { result: EMAIL_EVENTS };
    }),
  );

  providerSaveRoutes(app, db, EMAIL, 'email-trigger', async (body, id) => {
    const name = text(field(body, 'name')).trim();
    if (!name) throw new AdminRefusal(400, M.triggerNameRequired);
    if (name.length > 200) throw new AdminRefusal(400, A.nameTooLong(200));
    const event = text(field(body, 'event')).trim();
    if (!(EMAIL_EVENTS as readonly string[]).includes(event)) throw new AdminRefusal(400, M.eventRequired);
    const subject = text(field(body, 'subject')).trim();
    if (!subject) throw new AdminRefusal(400, M.subjectRequired);
    if (subject.length > 250) throw new AdminRefusal(400, 'The subject may have at most 250 characters.');
    const senderId = optionalId(field(body, 'senderId'), 'senderId');
    const sender = senderId === null ? undefined : (await addresses(db, senderId))[0];
    if (!sender || sender.kind !== 'Sender' || !sender.isActive)
      throw new AdminRefusal(400, M.senderRequired);
    const emailGroupId = optionalId(field(body, 'emailGroupId'), 'emailGroupId');
    if (emailGroupId === null || (await groups(db, emailGroupId)).length === 0)
      throw new AdminRefusal(400, M.groupRequired);
    const { rows: same } = await db.query(
      'SELECT 1 FROM email_triggers WHERE lower(name) = lower($1) AND id <> $2',
      [name, id ?? 0],
    );
    if (same.length > 0) throw new AdminRefusal(400, M.triggerDuplicate);
    const isActive = flag(field(body, 'isActive'), true) ?? true;
    let savedId = id;
    if (id === null) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO email_triggers (name, event, subject, sender_id, email_group_id, is_active)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [name, event, subject, senderId, emailGroupId, isActive],
      );
      savedId = rows[0]!.id;
    } else {
      const { rows } = await db.query(
        `UPDATE email_triggers SET name = $2, event = $3, subject = $4, sender_id = $5, email_group_id = $6,
                  is_active = $7 WHERE id = $1 RETURNING id`,
        [id, name, event, subject, senderId, emailGroupId, isActive],
      );
      if (rows.length === 0) throw new AdminRefusal(404, A.notFound('email trigger'));
    }
    return { result: (await triggers(db, savedId))[0], message: A.saved('Email Trigger') };
  });

  providerDeleteRoute(app, db, `${EMAIL}/delete-email-trigger`, {
    find: async (id) => (await triggers(db, id))[0],
    what: 'email trigger',
    inUse: () => null,
    remove: (id) => db.query('DELETE FROM email_triggers WHERE id = $1', [id]),
    deleted: A.deleted('Email Trigger'),
  });
}
