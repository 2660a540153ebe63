import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import {
  adminActor,
  AdminRefusal,
  field,
  flag,
  optionalId,
  providerDeleteRoute,
  providerSaveRoutes,
  respond,
  text,
} from './administration.http.js';
import { ADMIN_MESSAGES as A } from './administration.messages.js';

const PRODUCT_PLAN = '/api/ProductPlan';

/** The texts of product duration and plan maintenance (the rules package's words). */
export const PRODUCT_PLAN_MESSAGES = {
  durationNameRequired: 'Please enter the duration name.',
  durationDuplicate: 'This product already has a duration of this name.',
  productRequired: 'Please select the product.',
  billingPeriodRequired: 'Please select the billing period',
  planNameRequired: 'Please enter the plan name.',
  planDuplicate: 'This duration already has a plan of this name.',
  durationRequired: 'Please select the duration.',
  priceInvalid: 'Please enter a price of 0 or more with at most two decimals, or choose Custom Pricing.',
  usersInvalid: 'The number of users must be a whole number of 1 or more.',
  nameTooLong: 'The name may have at most 100 characters.',
  planInUse: (name: string, count: number) =>
    `Plan '${name}' cannot be deleted because ${count} active ${count === 1 ? 'subscriber has' : 'subscribers have'} it. ` +
    'Move them to another plan first, or deactivate the plan so nobody new can choose it.',
  planHasHistory: (name: string, count: number) =>
    `Plan '${name}' cannot be deleted because ${count} cancelled ${count === 1 ? 'registration names' : 'registrations name'} it. ` +
    'Deactivate the plan instead.',
  durationInUse: (name: string, count: number) =>
    `Duration '${name}' cannot be deleted because it still has ${count} ${count === 1 ? 'plan' : 'plans'}. ` +
    'Delete or move its plans first, or deactivate the duration.',
  planNotOffered: 'This plan is not on offer. Please choose an active plan.',
  durationSaved: 'Duration saved successfully.',
  durationDeleted: 'Duration deleted successfully.',
  planSaved: 'Plan saved successfully.',
  planDeleted: 'Plan deleted successfully.',
  detailsSaved: 'Registered user details updated successfully.',
} as const;

const M = PRODUCT_PLAN_MESSAGES;
const NAME_MAX = 100;
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;
const BILLING_PERIODS = ['Monthly', 'Annual'];

interface DurationRow {
  id: number;
  productId: number;
  name: string;
  billingPeriod: string;
  isActive: boolean;
  sortOrder: number;
  planCount: number;
}

interface PlanRow {
  id: number;
  durationId: number;
  productId: number;
  planName: string;
  planPricing: number | null;
  totalUsers: number | null;
  customPricing: boolean;
  isActive: boolean;
  sortOrder: number;
  activeSubscribers: number;
  cancelledRegistrations: number;
}

const durations = async (db: Queryable, id: number | null = null) =>
  (
    await db.query<DurationRow>(
      `SELECT d.id, d.product_id AS "productId", d.name, d.billing_period AS "billingPeriod", d.is_active AS "isActive",
              d.sort_order AS "sortOrder",
              (SELECT count(*) FROM subscription_plans p WHERE p.duration_id = d.id)::int AS "planCount"
         FROM product_durations d WHERE $1::int IS NULL OR d.id = $1 ORDER BY d.product_id, d.sort_order, d.id`,
      [id],
    )
  ).rows;

const plans = async (db: Queryable, id: number | null = null) =>
  (
    await db.query<PlanRow>(
      `SELECT p.id, p.duration_id AS "durationId", p.product_id AS "productId", p.plan_name AS "planName",
              p.plan_pricing::float AS "planPricing", p.total_users AS "totalUsers", p.custom_pricing AS "customPricing",
              p.is_active AS "isActive", p.sort_order AS "sortOrder",
              (SELECT count(*) FROM registrations r WHERE r.product_plan_id = p.id AND r.status = 'Active')::int AS "activeSubscribers",
              (SELECT count(*) FROM registrations r WHERE r.product_plan_id = p.id AND r.status <> 'Active')::int AS "cancelledRegistrations"
         FROM subscription_plans p WHERE $1::int IS NULL OR p.id = $1 ORDER BY p.duration_id, p.sort_order, p.id`,
      [id],
    )
  ).rows;

/**
 * What the public registration page sells, kept by the provider administrator: each product's billing durations
 * (tabs: a name unique in the product, the billing period its plans are billed by, an order, an Active flag) and each
 * duration's plans (cards: a name unique in the duration, a price or custom pricing, a user limit, an Active flag).
 * Inactive durations and plans stay in the list here but leave the registration page; existing subscribers keep
 * theirs. A plan someone registered for cannot be deleted, nor a duration that has plans.
 */
export async function productPlanRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const actorOf = (request: FastifyRequest) => adminActor(db, request.legacyUserId);

  app.get(
    `${PRODUCT_PLAN}/get-product-catalogue`,
    respond(async (request) => {
      await actorOf(request);
      const { rows: products } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM subscription_products ORDER BY sort_order, id',
      );
      const allDurations = await durations(db);
      const allPlans = await plans(db);
      return {
        result: products.map((product) => ({
          ...product,
          durations: allDurations
            .filter((duration) => duration.productId === product.id)
            .map((duration) => ({
              ...duration,
              plans: allPlans.filter((plan) => plan.durationId === duration.id),
            })),
        })),
      };
    }),
  );

  providerSaveRoutes(app, db, PRODUCT_PLAN, 'product-duration', async (body, id) => {
    const before = id === null ? null : (await durations(db, id))[0];
    if (id !== null && !before) throw new AdminRefusal(404, A.notFound('duration'));
    // A duration stays with its product.
    const productId = before?.productId ?? optionalId(field(body, 'productId'), 'productId');
    if (productId === null) throw new AdminRefusal(400, M.productRequired);
    const { rows: product } = await db.query('SELECT 1 FROM subscription_products WHERE id = $1', [
      productId,
    ]);
    if (product.length === 0) throw new AdminRefusal(400, M.productRequired);
    const name = text(field(body, 'name')).trim();
    if (!name) throw new AdminRefusal(400, M.durationNameRequired);
    if (name.length > NAME_MAX) throw new AdminRefusal(400, M.nameTooLong);
    const billingPeriod = text(field(body, 'billingPeriod')).trim();
    const period = BILLING_PERIODS.find((entry) => entry.toLowerCase() === billingPeriod.toLowerCase());
    if (!period) throw new AdminRefusal(400, M.billingPeriodRequired);
    const { rows: same } = await db.query(
      'SELECT 1 FROM product_durations WHERE product_id = $1 AND lower(name) = lower($2) AND id <> $3',
      [productId, name, id ?? 0],
    );
    if (same.length > 0) throw new AdminRefusal(400, M.durationDuplicate);
    const isActive = flag(field(body, 'isActive'), true) ?? true;
    let savedId = id;
    if (id === null) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO product_durations (product_id, name, billing_period, is_active, sort_order)
           VALUES ($1, $2, $3, $4, (SELECT coalesce(max(sort_order), 0) + 1 FROM product_durations WHERE product_id = $1))
           RETURNING id`,
        [productId, name, period, isActive],
      );
      savedId = rows[0]!.id;
    } else {
      await db.query(
        'UPDATE product_durations SET name = $2, billing_period = $3, is_active = $4 WHERE id = $1',
        [id, name, period, isActive],
      );
    }
    return {
      result: { ...(await durations(db, savedId))[0], plans: await plansOf(savedId!) },
      message: M.durationSaved,
    };
  });
  const plansOf = async (durationId: number) =>
    (await plans(db)).filter((plan) => plan.durationId === durationId);

  providerDeleteRoute(app, db, `${PRODUCT_PLAN}/delete-product-duration`, {
    find: async (id) => (await durations(db, id))[0],
    what: 'duration',
    inUse: (row) => (row.planCount > 0 ? M.durationInUse(row.name, row.planCount) : null),
    remove: (id) => db.query('DELETE FROM product_durations WHERE id = $1', [id]),
    deleted: M.durationDeleted,
  });

  providerSaveRoutes(app, db, PRODUCT_PLAN, 'product-plan', async (body, id) => {
    if (id !== null && (await plans(db, id)).length === 0) throw new AdminRefusal(404, A.notFound('plan'));
    const durationId = optionalId(field(body, 'durationId'), 'durationId');
    const duration = durationId === null ? undefined : (await durations(db, durationId))[0];
    if (!duration) throw new AdminRefusal(400, M.durationRequired);
    const planName = text(field(body, 'planName')).trim();
    if (!planName) throw new AdminRefusal(400, M.planNameRequired);
    if (planName.length > NAME_MAX) throw new AdminRefusal(400, M.nameTooLong);
    const customPricing = flag(field(body, 'customPricing'), false) ?? false;
    const rawPrice = field(body, 'planPricing');
    const price = rawPrice === null || rawPrice === undefined ? '' : text(rawPrice).trim();
    if (!customPricing && !PRICE.test(price)) throw new AdminRefusal(400, M.priceInvalid);
    const rawUsers = field(body, 'totalUsers');
    const users = rawUsers === null || rawUsers === undefined ? '' : text(rawUsers).trim();
    if (users && (!/^\d{1,7}$/.test(users) || Number(users) < 1)) throw new AdminRefusal(400, M.usersInvalid);
    const { rows: same } = await db.query(
      'SELECT 1 FROM subscription_plans WHERE duration_id = $1 AND lower(plan_name) = lower($2) AND id <> $3',
      [duration.id, planName, id ?? 0],
    );
    if (same.length > 0) throw new AdminRefusal(400, M.planDuplicate);
    const isActive = flag(field(body, 'isActive'), true) ?? true;
    const values = [
      duration.id,
      duration.productId,
      planName,
      customPricing ? null : price,
      users ? Number(users) : null,
      customPricing,
      isActive,
    ];
    let savedId = id;
    if (id === null) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO subscription_plans
             (duration_id, product_id, plan_name, plan_pricing, total_users, custom_pricing, is_active, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7,
                   (SELECT coalesce(max(sort_order), 0) + 1 FROM subscription_plans WHERE duration_id = $1))
           RETURNING id`,
        values,
      );
      savedId = rows[0]!.id;
    } else {
      await db.query(
        `UPDATE subscription_plans SET duration_id = $1, product_id = $2, plan_name = $3, plan_pricing = $4,
                  total_users = $5, custom_pricing = $6, is_active = $7 WHERE id = $8`,
        [...values, id],
      );
    }
    return { result: (await plans(db, savedId))[0], message: M.planSaved };
  });

  providerDeleteRoute(app, db, `${PRODUCT_PLAN}/delete-product-plan`, {
    find: async (id) => (await plans(db, id))[0],
    what: 'plan',
    inUse: (row) =>
      row.activeSubscribers > 0
        ? M.planInUse(row.planName, row.activeSubscribers)
        : row.cancelledRegistrations > 0
          ? M.planHasHistory(row.planName, row.cancelledRegistrations)
          : null,
    remove: (id) =>
      db.transaction(async (tx) => {
        // A custom pricing request keeps its product name; only the link to the plan goes.
        await tx.query(
          'UPDATE custom_pricing_requests SET product_plan_id = NULL WHERE product_plan_id = $1',
          [id],
        );
        await tx.query('DELETE FROM subscription_plans WHERE id = $1', [id]);
      }),
    deleted: M.planDeleted,
  });
}
