import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import {
  adminActor,
  AdminRefusal,
  field,
  objectBody,
  optionalId,
  paging,
  q,
  requiredId,
  requireProvider,
  requireProviderStaff,
  respond,
  text,
} from './administration.http.js';
import { ADMIN_MESSAGES as A } from './administration.messages.js';
import { ACCESS_MESSAGES } from '../access/messages.js';
import { isValidEmail } from '../access/password-rules.js';
import { REGISTRATION_FIELD_MAX } from '../access/registration.routes.js';
import { PRODUCT_PLAN_MESSAGES } from './product-plans.routes.js';

const REGISTRATION = '/api/UserRegistration';

export const SUBSCRIPTION_MESSAGES = {
  planRequired: 'Please select the plan',
  samePlan: 'The user already has this plan.',
  cancelled: 'The subscription was cancelled.',
  alreadyCancelled: 'This subscription is cancelled already.',
  planChanged: 'Subscription updated successfully.',
  deleted: 'Registered user deleted successfully.',
} as const;

interface RegisteredRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  productPlanId: number;
  productName: string;
  duration: string;
  planName: string;
  status: string;
  registeredAt: string;
  cancelledAt: string | null;
}

const SELECT = `
  SELECT r.id, r.email, r.first_name AS "firstName", r.last_name AS "lastName", r.company_name AS "companyName",
         r.phone, r.product_plan_id AS "productPlanId", pr.name AS "productName", d.name AS duration, p.plan_name AS "planName",
         r.status, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "registeredAt",
         to_char(r.cancelled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "cancelledAt"
    FROM registrations r JOIN subscription_plans p ON p.id = r.product_plan_id
    JOIN product_durations d ON d.id = p.duration_id JOIN subscription_products pr ON pr.id = p.product_id`;

const one = async (db: Queryable, id: number) =>
  (await db.query<RegisteredRow>(`${SELECT} WHERE r.id = $1`, [id])).rows[0];

/**
 * Registration and subscription administration: the subscription plans with their subscribers, the registered
 * users (page 1 first), a user's plan changed, a subscription cancelled, a registration deleted, and the custom
 * pricing requests. Reads need an administrator-type role of provider staff (prospects' addresses are nobody
 * else's), changes the provider administrator.
 */
export async function subscriptionRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const actorOf = (request: FastifyRequest) => adminActor(db, request.legacyUserId);

  app.get(
    `${REGISTRATION}/get-subscriptionplan-details`,
    respond(async (request) => {
      requireProviderStaff(await actorOf(request));
      const { rows } = await db.query(
        `SELECT p.id AS "productPlanId", pr.name AS "productName", d.name AS duration, p.plan_name AS "planName",
                p.plan_pricing::float AS "planPricing", p.total_users AS "totalUsers", p.custom_pricing AS "customPricing",
                (SELECT count(*) FROM registrations r WHERE r.product_plan_id = p.id AND r.status = 'Active')::int AS "activeSubscribers",
                p.is_active AND d.is_active AS "isOffered"
           FROM subscription_plans p JOIN product_durations d ON d.id = p.duration_id
           JOIN subscription_products pr ON pr.id = p.product_id
          ORDER BY pr.sort_order, pr.id, d.sort_order, d.id, p.sort_order, p.id`,
      );
      return { result: rows };
    }),
  );

  app.post(
    `${REGISTRATION}/get-user-list`,
    respond(async (request) => {
      requireProviderStaff(await actorOf(request));
      const body = objectBody(request);
      const page = paging(body);
      const search = `%${text(field(body, 'searchText')).trim().toLowerCase()}%`;
      const where = `WHERE lower(r.email) LIKE $1 OR lower(r.company_name) LIKE $1 OR lower(r.first_name || ' ' || r.last_name) LIKE $1`;
      const { rows: count } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM registrations r ${where}`,
        [search],
      );
      const { rows } = await db.query<RegisteredRow>(
        `${SELECT} ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [search, page.pageSize, (page.pageNumber - 1) * page.pageSize],
      );
      return { result: { totalCount: count[0]!.n, data: rows } };
    }),
  );

  app.put(
    `${REGISTRATION}/update-user-subscription`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const body = objectBody(request);
      const id = requiredId(field(body, 'id'), 'id');
      const before = await one(db, id);
      if (!before) throw new AdminRefusal(404, A.notFound('registered user'));
      const planId = optionalId(field(body, 'productPlanId'), 'productPlanId');
      if (planId === null) throw new AdminRefusal(400, SUBSCRIPTION_MESSAGES.planRequired);
      const { rows: plan } = await db.query<{ offered: boolean }>(
        `SELECT p.is_active AND d.is_active AND NOT p.custom_pricing AS offered
           FROM subscription_plans p JOIN product_durations d ON d.id = p.duration_id WHERE p.id = $1`,
        [planId],
      );
      if (plan.length === 0) throw new AdminRefusal(400, SUBSCRIPTION_MESSAGES.planRequired);
      if (!plan[0]!.offered && planId !== before.productPlanId)
        throw new AdminRefusal(400, PRODUCT_PLAN_MESSAGES.planNotOffered);
      if (planId === before.productPlanId && before.status === 'Active')
        throw new AdminRefusal(400, SUBSCRIPTION_MESSAGES.samePlan);
      // A new plan starts the subscription again.
      await db.query(
        `UPDATE registrations SET product_plan_id = $2, status = 'Active', cancelled_at = NULL WHERE id = $1`,
        [id, planId],
      );
      return { result: await one(db, id), message: SUBSCRIPTION_MESSAGES.planChanged };
    }),
  );

  // A registered user's details, under the registration form's rules; the address stays unique among accounts and
  // registrations.
  app.put(
    `${REGISTRATION}/update-user-details`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const body = objectBody(request);
      const id = requiredId(field(body, 'id'), 'id');
      if (!(await one(db, id))) throw new AdminRefusal(404, A.notFound('registered user'));
      const details = {
        email: text(field(body, 'email')).trim(),
        firstName: text(field(body, 'firstName')).trim(),
        lastName: text(field(body, 'lastName')).trim(),
        phone: text(field(body, 'phone')).trim(),
        companyName: text(field(body, 'companyName')).trim(),
      };
      if (Object.values(details).some((value) => value === '') || !/^\d{10}$/.test(details.phone))
        throw new AdminRefusal(400, ACCESS_MESSAGES.registrationFields);
      if (Object.values(details).some((value) => value.length > REGISTRATION_FIELD_MAX))
        throw new AdminRefusal(400, ACCESS_MESSAGES.fieldTooLong);
      if (!isValidEmail(details.email)) throw new AdminRefusal(400, ACCESS_MESSAGES.registrationEmail);
      const { rows: taken } = await db.query(
        `SELECT 1 FROM registrations WHERE lower(email) = lower($1) AND id <> $2
         UNION ALL SELECT 1 FROM users WHERE lower(email) = lower($1)`,
        [details.email, id],
      );
      if (taken.length > 0) throw new AdminRefusal(400, ACCESS_MESSAGES.registrationExists);
      await db.query(
        `UPDATE registrations SET email = $2, first_name = $3, last_name = $4, phone = $5, company_name = $6
          WHERE id = $1`,
        [id, details.email, details.firstName, details.lastName, details.phone, details.companyName],
      );
      return { result: await one(db, id), message: PRODUCT_PLAN_MESSAGES.detailsSaved };
    }),
  );

  app.put(
    `${REGISTRATION}/cancel-user-subscription`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const id = requiredId(q(request, 'Id'), 'Id');
      const before = await one(db, id);
      if (!before) throw new AdminRefusal(404, A.notFound('registered user'));
      if (before.status === 'Cancelled') throw new AdminRefusal(400, SUBSCRIPTION_MESSAGES.alreadyCancelled);
      await db.query(`UPDATE registrations SET status = 'Cancelled', cancelled_at = now() WHERE id = $1`, [
        id,
      ]);
      return { result: await one(db, id), message: SUBSCRIPTION_MESSAGES.cancelled };
    }),
  );

  app.delete(
    `${REGISTRATION}/delete-user`,
    respond(async (request) => {
      requireProvider(await actorOf(request));
      const id = requiredId(q(request, 'Id'), 'Id');
      const { rows } = await db.query('DELETE FROM registrations WHERE id = $1 RETURNING id', [id]);
      if (rows.length === 0) throw new AdminRefusal(404, A.notFound('registered user'));
      return { result: true, message: SUBSCRIPTION_MESSAGES.deleted };
    }),
  );

  app.get(
    `${REGISTRATION}/get-custom-pricing-requests`,
    respond(async (request) => {
      requireProviderStaff(await actorOf(request));
      const { rows } = await db.query(
        `SELECT c.id, c.email, c.first_name AS "firstName", c.last_name AS "lastName", c.company_name AS "companyName",
                c.phone, coalesce(c.product_name, '') AS "productName", c.estimated_users AS "estimatedUsers",
                to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "requestedAt"
           FROM custom_pricing_requests c ORDER BY c.created_at DESC, c.id DESC`,
      );
      return { result: rows };
    }),
  );
}
