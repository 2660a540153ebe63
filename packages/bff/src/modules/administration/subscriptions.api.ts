import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { AnyResult, writtenRecord } from '../../legacy/shape.js';
import { LegacyCustomPricingRequest, LegacyPlanDetail, LegacyRegisteredUser } from './administration.dto.js';
import type { CustomPricingRequest, RegisteredUser, SubscriptionPlanDetail } from './subscriptions.type.js';

const REGISTRATION = 'api/UserRegistration';

const toRegistered = (row: LegacyRegisteredUser): RegisteredUser => ({
  id: String(row.id),
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  companyName: row.companyName,
  phone: row.phone,
  productPlanId: String(row.productPlanId),
  planLabel: `${row.productName} · ${row.duration} · ${row.planName}`,
  status: row.status,
  registeredAt: new Date(row.registeredAt),
  cancelledAt: row.cancelledAt ? new Date(row.cancelledAt) : null,
});

/** Registration and subscription administration (api/UserRegistration). */
export class SubscriptionsApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async plans(): Promise<SubscriptionPlanDetail[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${REGISTRATION}/get-subscriptionplan-details` },
      z.array(LegacyPlanDetail).nullable(),
    );
    return (result ?? []).map(({ productPlanId, isOffered, ...row }) => ({
      ...row,
      id: String(productPlanId),
      isOffered: isOffered ?? true,
    }));
  }

  async users(searchText: string, page: { pageNumber: number; pageSize: number }) {
    const { result } = await this.legacy.envelope(
      { method: 'POST', path: `${REGISTRATION}/get-user-list`, body: { searchText, ...page } },
      z.object({ totalCount: z.number(), data: z.array(LegacyRegisteredUser) }),
    );
    return { totalCount: result.totalCount, items: result.data.map(toRegistered) };
  }

  async changePlan(id: number, productPlanId: number) {
    const { result, message } = await this.legacy.envelope(
      { method: 'PUT', path: `${REGISTRATION}/update-user-subscription`, body: { id, productPlanId } },
      writtenRecord(LegacyRegisteredUser),
    );
    return { user: toRegistered(result), message: message ?? 'Success' };
  }

  async updateDetails(body: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    companyName: string;
  }) {
    const { result, message } = await this.legacy.envelope(
      { method: 'PUT', path: `${REGISTRATION}/update-user-details`, body },
      writtenRecord(LegacyRegisteredUser),
    );
    return { user: toRegistered(result), message: message ?? 'Success' };
  }

  async cancel(id: number) {
    const { result, message } = await this.legacy.envelope(
      { method: 'PUT', path: `${REGISTRATION}/cancel-user-subscription`, query: { Id: id }, body: {} },
      writtenRecord(LegacyRegisteredUser),
    );
    return { user: toRegistered(result), message: message ?? 'Success' };
  }

  async remove(id: number): Promise<string> {
    const { message } = await this.legacy.envelope(
      { method: 'DELETE', path: `${REGISTRATION}/delete-user`, query: { Id: id } },
      AnyResult,
    );
    return message ?? 'Success';
  }

  async customPricingRequests(): Promise<CustomPricingRequest[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${REGISTRATION}/get-custom-pricing-requests` },
      z.array(LegacyCustomPricingRequest).nullable(),
    );
    return (result ?? []).map((row) => ({
      ...row,
      id: String(row.id),
      requestedAt: new Date(row.requestedAt),
    }));
  }
}
