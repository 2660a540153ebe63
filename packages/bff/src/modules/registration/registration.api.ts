import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { LegacyMessage } from '../../legacy/shape.js';
import { LegacySubscriptionProduct } from './registration.dto.js';
import { envelopeOf } from '../../legacy/shape.js';

/** The plans, bare or in the usual envelope (the catalogue has answered both). */
const SubscriptionData = z.union([
  z.array(LegacySubscriptionProduct),
  envelopeOf(z.array(LegacySubscriptionProduct).nullable()),
]);
const MessageAnswer = LegacyMessage.nullable();
import { toSubscriptionProducts } from './registration.mapper.js';
import type { SubscriptionProduct } from './registration.type.js';

/** Self-service registration: plans, registration, custom pricing. Every call is public. */
export class RegistrationApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async subscriptionProducts(): Promise<SubscriptionProduct[]> {
    const answer = await this.legacy.send(
      { method: 'GET', path: 'get-user-subscription-data', anonymous: true },
      SubscriptionData,
    );
    return toSubscriptionProducts(answer);
  }

  async register(payload: Record<string, unknown>): Promise<string | null> {
    const answer = await this.legacy.send(
      { method: 'POST', path: 'User-Registration', body: payload, anonymous: true },
      MessageAnswer,
    );
    return messageOf(answer);
  }

  async requestCustomPricing(payload: Record<string, unknown>): Promise<string | null> {
    const answer = await this.legacy.send(
      { method: 'POST', path: 'custom-pricing-request', body: payload, anonymous: true },
      MessageAnswer,
    );
    return messageOf(answer);
  }
}

function messageOf(answer: LegacyMessage | null): string | null {
  const message = answer && typeof answer === 'object' ? answer.Message : null;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}
