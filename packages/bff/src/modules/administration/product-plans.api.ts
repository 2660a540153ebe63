import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { AnyResult, writtenRecord } from '../../legacy/shape.js';
import type { DeleteAnswer } from './administration.api.js';
import { LegacyProductDuration, LegacyProductEntry, LegacyProductPlan } from './administration.dto.js';
import { BillingPeriod } from '../registration/registration.input.js';
import type { ProductCatalogueEntry, ProductDuration, ProductPlan } from './product-plans.type.js';

const PRODUCT_PLAN = 'api/ProductPlan';

const toPlan = (row: LegacyProductPlan): ProductPlan => ({
  id: String(row.id),
  durationId: String(row.durationId),
  planName: row.planName,
  planPricing: row.planPricing,
  totalUsers: row.totalUsers,
  customPricing: row.customPricing,
  isActive: row.isActive,
  activeSubscribers: row.activeSubscribers,
  cancelledRegistrations: row.cancelledRegistrations,
});

const toDuration = (row: LegacyProductDuration): ProductDuration => ({
  id: String(row.id),
  productId: String(row.productId),
  name: row.name,
  billingPeriod: row.billingPeriod === 'Annual' ? BillingPeriod.ANNUAL : BillingPeriod.MONTHLY,
  isActive: row.isActive,
  plans: row.plans.map(toPlan),
});

/** The registration page's durations and plans, as the provider administrator keeps them (api/ProductPlan). */
export class ProductPlansApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async catalogue(): Promise<ProductCatalogueEntry[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${PRODUCT_PLAN}/get-product-catalogue` },
      z.array(LegacyProductEntry).nullable(),
    );
    return (result ?? []).map((row) => ({
      id: String(row.id),
      name: row.name,
      durations: row.durations.map(toDuration),
    }));
  }

  private upsert(name: string, id: number | null, body: Record<string, unknown>) {
    return id === null
      ? ({ method: 'POST', path: `${PRODUCT_PLAN}/add-${name}`, body } as const)
      : ({ method: 'PUT', path: `${PRODUCT_PLAN}/update-${name}`, body: { ...body, id } } as const);
  }

  async saveDuration(id: number | null, body: Record<string, unknown>) {
    const { result, message } = await this.legacy.envelope(
      this.upsert('product-duration', id, body),
      writtenRecord(LegacyProductDuration),
    );
    return { duration: toDuration(result), message: message ?? 'Success' };
  }

  async savePlan(id: number | null, body: Record<string, unknown>) {
    const { result, message } = await this.legacy.envelope(
      this.upsert('product-plan', id, body),
      writtenRecord(LegacyProductPlan),
    );
    return { plan: toPlan(result), message: message ?? 'Success' };
  }

  private async remove(path: string, id: number): Promise<DeleteAnswer> {
    const { message, result } = await this.legacy.envelope(
      { method: 'DELETE', path: `${PRODUCT_PLAN}/${path}`, query: { Id: id } },
      AnyResult,
    );
    return { deleted: result === true, message: message ?? 'Success' };
  }

  deleteDuration(id: number): Promise<DeleteAnswer> {
    return this.remove('delete-product-duration', id);
  }

  deletePlan(id: number): Promise<DeleteAnswer> {
    return this.remove('delete-product-plan', id);
  }
}
