import type { LegacyCaller } from '../../legacy/caller.js';
import type { LegacyEnvelope, LegacyMessage, LegacySubscriptionProduct } from '../../legacy/dto.js';
import { toSubscriptionProducts } from './registration.mapper.js';
import type { SubscriptionProduct } from './registration.type.js';

/** Self-service registration: plans, registration, custom pricing. Every call is public. */
export class RegistrationApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async subscriptionProducts(): Promise<SubscriptionProduct[]> {
    const answer = await this.legacy.send<LegacySubscriptionProduct[] | LegacyEnvelope<LegacySubscriptionProduct[]>>({
      method: 'GET',
      path: 'get-user-subscription-data',
      anonymous: true,
    });
    return toSubscriptionProducts(answer);
  }

  async register(payload: Record<string, unknown>): Promise<string | null> {
    const answer = await this.legacy.send<LegacyMessage | null>({
      method: 'POST',
      path: 'User-Registration',
      body: payload,
      anonymous: true,
    });
    return messageOf(answer);
  }

  async requestCustomPricing(payload: Record<string, unknown>): Promise<string | null> {
    const answer = await this.legacy.send<LegacyMessage | null>({
      method: 'POST',
      path: 'custom-pricing-request',
      body: payload,
      anonymous: true,
    });
    return messageOf(answer);
  }
}

function messageOf(answer: LegacyMessage | null): string | null {
  const message = answer && typeof answer === 'object' ? answer.Message : null;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}
