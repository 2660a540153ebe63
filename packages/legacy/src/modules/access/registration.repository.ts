import type { Db, Queryable } from '../../db/db.js';

/** The subscription data as the registration page reads it; the casing is the legacy's own. */
export interface SubscriptionPlanDto {
  planName: string;
  /** Dollars per billing period; null for custom pricing. */
  planPricing: number | null;
  totalUsers: number | null;
  customPricing: boolean;
  productPlanId: number;
}

export interface SubscriptionDurationDto {
  /** Ours: the duration's id, as plans have productPlanId. */
  productDurationId: number;
  productDurationName: string;
  /** Ours: the billing period its plans are billed by (the registration form's step 2). */
  billingPeriod: 'Monthly' | 'Annual';
  productDurationPlanList: SubscriptionPlanDto[];
}

export interface SubscriptionProductDto {
  /** Ours (the spec's list has none): a stable id for the product, as plans have productPlanId. */
  productId: number;
  productName: string;
  isChecked: boolean;
  productDurationList: SubscriptionDurationDto[];
}

interface PlanRow {
  product_id: number;
  product_name: string;
  is_checked: boolean;
  duration_id: number | null;
  duration_name: string | null;
  billing_period: 'Monthly' | 'Annual' | null;
  plan_id: number | null;
  plan_name: string | null;
  plan_pricing: string | number | null;
  total_users: number | null;
  custom_pricing: boolean | null;
}

/**
 * Every product with its active durations and their active plans, in the administrators' order. A duration without
 * an active plan is left out: the page would show an empty tab.
 */
export async function loadSubscriptionData(db: Queryable): Promise<SubscriptionProductDto[]> {
  const { rows } = await db.query<PlanRow>(
    `SELECT p.id AS product_id, p.name AS product_name, p.is_checked,
            d.id AS duration_id, d.name AS duration_name, d.billing_period,
            pl.id AS plan_id, pl.plan_name, pl.plan_pricing, pl.total_users, pl.custom_pricing
       FROM subscription_products p
       LEFT JOIN product_durations d ON d.product_id = p.id AND d.is_active
       LEFT JOIN subscription_plans pl ON pl.duration_id = d.id AND pl.is_active
      ORDER BY p.sort_order, p.id, d.sort_order, d.id, pl.sort_order, pl.id`,
  );
  const products = new Map<number, SubscriptionProductDto>();
  for (const row of rows) {
    let product = products.get(row.product_id);
    if (!product) {
      product = {
        productId: row.product_id,
        productName: row.product_name,
        isChecked: row.is_checked,
        productDurationList: [],
      };
      products.set(row.product_id, product);
    }
    if (row.plan_id === null || row.duration_id === null) continue;
    let duration = product.productDurationList.find((entry) => entry.productDurationId === row.duration_id);
    if (!duration) {
      duration = {
        productDurationId: row.duration_id,
        productDurationName: row.duration_name ?? '',
        billingPeriod: row.billing_period ?? 'Monthly',
        productDurationPlanList: [],
      };
      product.productDurationList.push(duration);
    }
    duration.productDurationPlanList.push({
      planName: row.plan_name ?? '',
      // numeric arrives as text from PostgreSQL: the wire carries a JSON number.
      planPricing: row.plan_pricing === null ? null : Number(row.plan_pricing),
      totalUsers: row.total_users,
      customPricing: row.custom_pricing === true,
      productPlanId: row.plan_id,
    });
  }
  return [...products.values()];
}

export interface OfferedPlan {
  id: number;
  customPricing: boolean;
  productName: string;
  durationName: string;
  planName: string;
}

/** A plan on offer (it and its duration active); null for an unknown or withdrawn one. */
export async function findPlan(db: Queryable, planId: number): Promise<OfferedPlan | null> {
  const { rows } = await db.query<OfferedPlan>(
    `SELECT pl.id, pl.custom_pricing AS "customPricing", p.name AS "productName", d.name AS "durationName",
            pl.plan_name AS "planName"
       FROM subscription_plans pl JOIN product_durations d ON d.id = pl.duration_id
       JOIN subscription_products p ON p.id = pl.product_id
      WHERE pl.id = $1 AND pl.is_active AND d.is_active`,
    [planId],
  );
  return rows[0] ?? null;
}

export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  companyName: string;
  productPlanId: number;
  billingZipCheck: boolean;
  termsAccepted: boolean;
}

/**
 * Stores a registration unless the address already has an account or a registration (ignoring case); null for a
 * duplicate. The unique index decides between two racing registrations of one address.
 */
export async function addRegistration(db: Db, registration: Registration): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows: users } = await tx.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
      registration.email,
    ]);
    if (users.length > 0) return null;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO registrations
         (email, first_name, last_name, address, city, state, zip, phone, company_name, product_plan_id,
          billing_zip_check, terms_accepted)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        registration.email,
        registration.firstName,
        registration.lastName,
        registration.address,
        registration.city,
        registration.state,
        registration.zip,
        registration.phone,
        registration.companyName,
        registration.productPlanId,
        registration.billingZipCheck,
        registration.termsAccepted,
      ],
    );
    return rows.length === 0 ? null : rows[0].id;
  });
}

export interface CustomPricingRequest {
  email: string;
  firstName: string;
  lastName: string;
  productName: string | null;
  productPlanId: number | null;
  estimatedUsers: string;
  phone: string;
  companyName: string;
}

export async function addCustomPricingRequest(db: Queryable, request: CustomPricingRequest): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO custom_pricing_requests
       (email, first_name, last_name, product_name, product_plan_id, estimated_users, phone, company_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id`,
    [
      request.email,
      request.firstName,
      request.lastName,
      request.productName,
      request.productPlanId,
      request.estimatedUsers,
      request.phone,
      request.companyName,
    ],
  );
  return rows[0].id;
}
