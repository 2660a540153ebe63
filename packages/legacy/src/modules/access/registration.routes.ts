import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { LEGACY_MESSAGES, refusal, success } from '../../http/envelope.js';
import { bodyValue, isPlainObject, parseId } from '../../http/params.js';
import { bodyFlag, bodyText } from './body.js';
import { ACCESS_MESSAGES } from './messages.js';
import { fireEmailEvent } from '../mail/mailer.js';
import { isValidEmail } from './password-rules.js';
import {
  addCustomPricingRequest,
  addRegistration,
  findPlan,
  loadSubscriptionData,
} from './registration.repository.js';

/** The custom pricing form's "estimated users" choices. */
export const ESTIMATED_USERS = ['Up to 25', 'Up to 50', 'Up to 100', '100+'] as const;
/** Longest text the registration forms store per field. */
export const REGISTRATION_FIELD_MAX = 200;

const ZIP = /^\d{6}$/;
const PHONE = /^\d{10}$/;

const ACCOUNT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'companyName',
] as const;

/** Self-service registration (plans, sign-up, custom pricing): anonymous calls. */
export async function registrationRoutes(app: FastifyInstance, { db, mail }: LegacyContext): Promise<void> {
  app.get('/get-user-subscription-data', async () => success(await loadSubscriptionData(db)));

  app.post('/User-Registration', async (request, reply) => {
    if (!isPlainObject(request.body)) return reply.code(400).send(refusal(LEGACY_MESSAGES.invalidRequest));
    const body = request.body;
    const refuse = (status: number, message: string) => reply.code(status).send(refusal(message));

    // The registration form's order: a plan, the terms, then every account field (zip 6 digits, phone 10).
    // The billing period is the plan's own duration, so the payload has no field for it.
    const rawPlan = bodyValue(body, 'productPlanId');
    if (rawPlan === undefined || rawPlan === null || bodyText(body, 'productPlanId') === '') {
      return refuse(400, ACCESS_MESSAGES.registrationPlan);
    }
    if (!bodyFlag(body, 'termsConditionsCheck')) return refuse(400, ACCESS_MESSAGES.registrationTerms);
    const fields = Object.fromEntries(ACCOUNT_FIELDS.map((name) => [name, bodyText(body, name)])) as Record<
      (typeof ACCOUNT_FIELDS)[number],
      string
    >;
    if (
      ACCOUNT_FIELDS.some((name) => fields[name] === '') ||
      !ZIP.test(fields.zip) ||
      !PHONE.test(fields.phone)
    ) {
      return refuse(400, ACCESS_MESSAGES.registrationFields);
    }
    if (ACCOUNT_FIELDS.some((name) => fields[name].length > REGISTRATION_FIELD_MAX)) {
      return refuse(400, ACCESS_MESSAGES.fieldTooLong);
    }
    if (!isValidEmail(fields.email)) return refuse(400, ACCESS_MESSAGES.registrationEmail);

    const planId = parseId(rawPlan);
    const plan = planId === null ? null : await findPlan(db, planId);
    if (!plan) return refuse(400, ACCESS_MESSAGES.planNotFound);
    if (plan.customPricing) return refuse(400, ACCESS_MESSAGES.planIsCustom);

    const id = await addRegistration(db, {
      ...fields,
      productPlanId: plan.id,
      billingZipCheck: bodyFlag(body, 'billingZipcheck'),
      termsAccepted: true,
    });
    if (id === null) return refuse(409, ACCESS_MESSAGES.registrationExists);
    request.log.info({ registrationId: id, productPlanId: plan.id }, 'stored a registration');
    await fireEmailEvent(mail, db, 'User Registered', [
      'A new user registered on the registration page.',
      '',
      `Name: ${fields.firstName} ${fields.lastName}`,
      `E-mail: ${fields.email}`,
      `Company: ${fields.companyName}`,
      `Plan: ${plan.productName} · ${plan.durationName} · ${plan.planName}`,
    ]);
    return { Message: ACCESS_MESSAGES.registrationSuccess, Result: true };
  });

  app.post('/custom-pricing-request', async (request, reply) => {
    if (!isPlainObject(request.body)) return reply.code(400).send(refusal(LEGACY_MESSAGES.invalidRequest));
    const body = request.body;
    const refuse = (message: string) => reply.code(400).send(refusal(message));

    const required = ['email', 'firstName', 'lastName', 'companyName', 'phone', 'estimatedUser'] as const;
    const fields = Object.fromEntries(required.map((name) => [name, bodyText(body, name)])) as Record<
      (typeof required)[number],
      string
    >;
    if (
      required.some((name) => fields[name] === '') ||
      !PHONE.test(fields.phone) ||
      !(ESTIMATED_USERS as readonly string[]).includes(fields.estimatedUser)
    ) {
      return refuse(ACCESS_MESSAGES.registrationFields);
    }
    let productName = bodyText(body, 'productName');
    if (
      [...required.map((name) => fields[name]), productName].some(
        (value) => value.length > REGISTRATION_FIELD_MAX,
      )
    ) {
      return refuse(ACCESS_MESSAGES.fieldTooLong);
    }
    if (!isValidEmail(fields.email)) return refuse(ACCESS_MESSAGES.registrationEmail);

    // The form prefills product and plan from the card chosen; both are optional on the wire.
    let productPlanId: number | null = null;
    if (bodyText(body, 'productPlanId') !== '') {
      const planId = parseId(bodyValue(body, 'productPlanId'));
      const plan = planId === null ? null : await findPlan(db, planId);
      if (!plan) return refuse(ACCESS_MESSAGES.planNotFound);
      productPlanId = plan.id;
      productName ||= plan.productName;
    }

    const id = await addCustomPricingRequest(db, {
      email: fields.email,
      firstName: fields.firstName,
      lastName: fields.lastName,
      productName: productName || null,
      productPlanId,
      estimatedUsers: fields.estimatedUser,
      phone: fields.phone,
      companyName: fields.companyName,
    });
    request.log.info({ customPricingRequestId: id }, 'stored a custom pricing request');
    return { Message: ACCESS_MESSAGES.customPricingSuccess, Result: true };
  });
}
