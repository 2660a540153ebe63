import { MESSAGES, PRODUCT_PLAN_MESSAGES, REGISTRATION_MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const CATALOGUE = `{ productCatalogue { id name durations { id name billingPeriod isActive plans { id planName planPricing totalUsers customPricing isActive activeSubscribers } } } }`;
const SAVE_PLAN = `mutation ($input: SaveProductPlanInput!) { saveProductPlan(input: $input) { plan { id planPricing } message } }`;
const SAVE_DURATION = `mutation ($input: SaveProductDurationInput!) { saveProductDuration(input: $input) { duration { id name billingPeriod } message } }`;
const PAGE = `{ subscriptionProducts { productName durations { name billingPeriod plans { productPlanId planName planPricing } } } }`;

interface Plan {
  id: string;
  planName: string;
  planPricing: number | null;
  activeSubscribers: number;
}
interface Catalogue {
  productCatalogue: { id: string; name: string; durations: { id: string; name: string; plans: Plan[] }[] }[];
}
interface Page {
  subscriptionProducts: {
    productName: string;
    durations: {
      name: string;
      billingPeriod: string | null;
      plans: { productPlanId: string; planPricing: number | null }[];
    }[];
  }[];
}

describe('product plans, registered user details and sent e-mails', () => {
  let harness: Harness;
  let admin: TestClient;
  let clientAdmin: TestClient;
  let emails: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    admin = harness.client({ 'x-lexbridge-route': '/administration/subscriptions' });
    clientAdmin = harness.client({ 'x-lexbridge-route': '/administration/subscriptions' });
    emails = harness.client({ 'x-lexbridge-route': '/administration/email-settings' });
    await admin.login('admin@lexbridge.test', undefined, true);
    await emails.login('admin@lexbridge.test', undefined, true);
    await clientAdmin.login('clientadmin@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it('reprices a plan and the registration page shows the new price', async () => {
    const catalogue = (await admin.gql<Catalogue>(CATALOGUE)).data!.productCatalogue;
    const monthly = catalogue[0]!.durations.find((duration) => duration.name === 'Monthly')!;
    const starter = monthly.plans.find((plan) => plan.planName === 'Starter')!;

    const bad = await admin.gql(SAVE_PLAN, {
      input: { id: starter.id, durationId: monthly.id, planName: 'Starter', planPricing: '-5' },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { planPricing: PRODUCT_PLAN_MESSAGES.priceInvalid },
    });
    const duplicate = await admin.gql(SAVE_PLAN, {
      input: { durationId: monthly.id, planName: 'starter', planPricing: '1' },
    });
    expect(duplicate.errors?.[0]?.extensions?.fields).toEqual({
      planName: PRODUCT_PLAN_MESSAGES.planDuplicate,
    });

    const saved = await admin.gql<{ saveProductPlan: { plan: { planPricing: number }; message: string } }>(
      SAVE_PLAN,
      {
        input: {
          id: starter.id,
          durationId: monthly.id,
          planName: 'Starter',
          planPricing: '219.99',
          totalUsers: '5',
        },
      },
    );
    expect(saved.data?.saveProductPlan).toMatchObject({
      plan: { planPricing: 219.99 },
      message: PRODUCT_PLAN_MESSAGES.planSaved,
    });

    const page = (await harness.client().gql<Page>(PAGE)).data!.subscriptionProducts;
    const shown = page[0]!.durations.find((duration) => duration.name === 'Monthly')!.plans;
    expect(shown.find((plan) => plan.productPlanId === starter.id)?.planPricing).toBe(219.99);
  });

  it('adds a duration of any name billed by a period the registration form knows', async () => {
    const catalogue = (await admin.gql<Catalogue>(CATALOGUE)).data!.productCatalogue;
    const none = await admin.gql(SAVE_DURATION, {
      input: { productId: catalogue[1]!.id, name: 'Two years', billingPeriod: null },
    });
    expect(none.errors?.[0]?.extensions?.fields).toEqual({
      billingPeriod: MESSAGES.registrationBillingPeriod,
    });
    const added = await admin.gql<{
      saveProductDuration: { duration: { id: string; billingPeriod: string } };
    }>(SAVE_DURATION, { input: { productId: catalogue[1]!.id, name: 'Two years', billingPeriod: 'ANNUAL' } });
    expect(added.data?.saveProductDuration.duration.billingPeriod).toBe('ANNUAL');
    await admin.gql(SAVE_PLAN, {
      input: {
        durationId: added.data!.saveProductDuration.duration.id,
        planName: 'Team',
        planPricing: '2500',
      },
    });
    const page = (await harness.client().gql<Page>(PAGE)).data!.subscriptionProducts;
    expect(page[1]!.durations.find((duration) => duration.name === 'Two years')?.billingPeriod).toBe(
      'ANNUAL',
    );
  });

  it('refuses to delete a plan with active subscribers, saying why', async () => {
    const catalogue = (await admin.gql<Catalogue>(CATALOGUE)).data!.productCatalogue;
    const plan = catalogue
      .flatMap((p) => p.durations)
      .flatMap((d) => d.plans)
      .find((p) => p.activeSubscribers > 0)!;
    const refused = await admin.gql(`mutation ($id: ID!) { deleteProductPlan(id: $id) { message } }`, {
      id: plan.id,
    });
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({
      id: PRODUCT_PLAN_MESSAGES.planInUse(plan.planName, plan.activeSubscribers),
    });
  });

  it('refuses the provider-only changes to a client administrator', async () => {
    const refused = await clientAdmin.gql(SAVE_DURATION, {
      input: { productId: '1', name: 'Weekly', billingPeriod: 'MONTHLY' },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const details = await clientAdmin.gql(
      `mutation { updateRegisteredUserDetails(input: { id: "1", email: "x@y.test", firstName: "A", lastName: "B", phone: "1234567890", companyName: "C" }) { message } }`,
    );
    expect(details.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("updates a registered user's details under the registration form's rules", async () => {
    const users = await admin.gql<{ registeredUsers: { items: { id: string; email: string }[] } }>(
      `{ registeredUsers(search: "rivertrust") { items { id email } } }`,
    );
    const dana = users.data!.registeredUsers.items[0]!;
    const input = {
      id: dana.id,
      email: 'dana@rivertrust.test',
      firstName: 'Dana',
      lastName: 'River',
      phone: '21755',
      companyName: 'River Trust',
    };
    const UPDATE = `mutation ($input: RegisteredUserDetailsInput!) { updateRegisteredUserDetails(input: $input) { user { email phone companyName } message } }`;
    const short = await admin.gql(UPDATE, { input });
    expect(short.errors?.[0]?.extensions?.fields).toEqual({ phone: MESSAGES.registrationFields });
    const taken = await admin.gql(UPDATE, {
      input: { ...input, phone: '2175550100', email: 'lawyer@lexbridge.test' },
    });
    expect(taken.errors?.[0]?.extensions?.fields).toEqual({ email: REGISTRATION_MESSAGES.emailTaken });
    const saved = await admin.gql<{ updateRegisteredUserDetails: { user: { companyName: string } } }>(
      UPDATE,
      {
        input: { ...input, phone: '2175550100', companyName: 'River Trust Bank' },
      },
    );
    expect(saved.data?.updateRegisteredUserDetails.user.companyName).toBe('River Trust Bank');
  });

  it('lists the messages a trigger queued, without their bodies', async () => {
    await harness
      .client()
      .gql(`mutation ($input: RegisterUserInput!) { registerUser(input: $input) { message } }`, {
        input: {
          productPlanId: '1',
          billingPeriod: 'MONTHLY',
          termsAccepted: true,
          email: 'outbox@harbor.test',
          firstName: 'Olu',
          lastName: 'Box',
          address: '2 Quay',
          city: 'Harbor',
          state: 'ME',
          zip: '040100',
          phone: '2075550100',
          companyName: 'Harbor Bank',
          billingZipCheck: false,
        },
      });
    const sent = await emails.gql<{
      sentEmails: {
        totalCount: number;
        items: { triggerName: string; to: string; subject: string; status: string }[];
      };
    }>(
      `{ sentEmails(page: { pageNumber: 1, pageSize: 5 }) { totalCount items { triggerName from to subject status } } }`,
    );
    expect(sent.data?.sentEmails.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        triggerName: 'New registration notice',
        subject: 'A new user registered',
        status: 'Queued',
      }),
      expect.objectContaining({ triggerName: 'New registration notice', status: 'Queued' }),
    ]);
  });
});
