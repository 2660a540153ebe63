/**
 * Subscription products, durations and plans as the catalogue sends them. Each is a zod schema that every answer is
 * checked against (legacy/shape.ts), and the type inferred from it; they stop at this module's mapper.
 */
import { z } from 'zod';

export const LegacySubscriptionPlan = z.object({
  productPlanId: z.union([z.number(), z.string()]),
  planName: z.string(),
  planPricing: z.union([z.number(), z.string()]).nullish(),
  totalUsers: z.union([z.number(), z.string()]).nullish(),
  customPricing: z.union([z.boolean(), z.string(), z.number()]).nullish(),
});
export type LegacySubscriptionPlan = z.infer<typeof LegacySubscriptionPlan>;

export const LegacySubscriptionDuration = z.object({
  productDurationName: z.string(),
  /** The reference catalogue's: the billing period of a duration of any name (Monthly, Annual). */
  billingPeriod: z.string().nullish(),
  productDurationPlanList: z.array(LegacySubscriptionPlan).nullish(),
});
export type LegacySubscriptionDuration = z.infer<typeof LegacySubscriptionDuration>;

export const LegacySubscriptionProduct = z.object({
  /** The reference catalogue's own addition; a catalogue without it gets ids by position. */
  productId: z.union([z.number(), z.string()]).nullish(),
  productName: z.string(),
  isChecked: z.union([z.boolean(), z.string(), z.number()]).nullish(),
  productDurationList: z.array(LegacySubscriptionDuration).nullish(),
});
export type LegacySubscriptionProduct = z.infer<typeof LegacySubscriptionProduct>;
