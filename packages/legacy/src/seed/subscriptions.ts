import type { Queryable } from '../db/db.js';

/**
 * What the self-service registration page sells: products, each with monthly and annual
 * plans and an Enterprise plan on custom pricing. Plan ids are fixed because they travel as productPlanId.
 */
export interface PlanSeed {
  id: number;
  duration: 'Monthly' | 'Annual';
  planName: string;
  /** Dollars per billing period; null for custom pricing. */
  planPricing: number | null;
  /** The most users the plan allows; null for custom pricing. */
  totalUsers: number | null;
  customPricing: boolean;
}

export interface ProductSeed {
  id: number;
  name: string;
  isChecked: boolean;
  plans: PlanSeed[];
}

function plans(firstId: number, monthly: [number, number, number, number]): PlanSeed[] {
  const [starter, starterUsers, professional, professionalUsers] = monthly;
  // Annual billing: ten months' price for twelve.
  const tiers = (duration: PlanSeed['duration'], offset: number, factor: number): PlanSeed[] => [
    {
      id: firstId + offset,
      duration,
      planName: 'Starter',
      planPricing: starter * factor,
      totalUsers: starterUsers,
      customPricing: false,
    },
    {
      id: firstId + offset + 1,
      duration,
      planName: 'Professional',
      planPricing: professional * factor,
      totalUsers: professionalUsers,
      customPricing: false,
    },
    {
      id: firstId + offset + 2,
      duration,
      planName: 'Enterprise',
      planPricing: null,
      totalUsers: null,
      customPricing: true,
    },
  ];
  return [...tiers('Monthly', 0, 1), ...tiers('Annual', 3, 10)];
}

export const SUBSCRIPTION_PRODUCTS: readonly ProductSeed[] = [
  { id: 1, name: 'Rules & Regulations Inventory', isChecked: true, plans: plans(1, [199, 5, 499, 25]) },
  { id: 2, name: 'Compliance Testing', isChecked: false, plans: plans(7, [149, 5, 399, 25]) },
  { id: 3, name: 'Change Management Alerts', isChecked: false, plans: plans(13, [99, 10, 249, 50]) },
];

/** Inserts the products and plans that are not there yet (by id), then moves the id sequences past them. */
export async function seedSubscriptions(tx: Queryable): Promise<void> {
  for (const [productIndex, product] of SUBSCRIPTION_PRODUCTS.entries()) {
    await tx.query(
      `INSERT INTO subscription_products (id, name, sort_order, is_checked)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [product.id, product.name, productIndex + 1, product.isChecked],
    );
    // Durations have fixed ids too: Monthly 2n-1 and Annual 2n for product n.
    const durationId = (duration: PlanSeed['duration']) => product.id * 2 - (duration === 'Monthly' ? 1 : 0);
    for (const [index, duration] of (['Monthly', 'Annual'] as const).entries()) {
      await tx.query(
        `INSERT INTO product_durations (id, product_id, name, billing_period, sort_order)
         VALUES ($1, $2, $3, $3, $4) ON CONFLICT DO NOTHING`,
        [durationId(duration), product.id, duration, index + 1],
      );
    }
    for (const [planIndex, plan] of product.plans.entries()) {
      await tx.query(
        `INSERT INTO subscription_plans
           (id, product_id, duration_id, sort_order, plan_name, plan_pricing, total_users, custom_pricing)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          plan.id,
          product.id,
          durationId(plan.duration),
          planIndex + 1,
          plan.planName,
          plan.planPricing,
          plan.totalUsers,
          plan.customPricing,
        ],
      );
    }
  }
  for (const table of ['subscription_products', 'product_durations', 'subscription_plans']) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`,
    );
  }
}
