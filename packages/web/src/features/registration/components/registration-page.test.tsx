import { billingPeriodMismatchMessage, MESSAGES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gqlError, mockBff } from '../../../testing/bff';
import { renderApp } from '../../../testing/render-app';

type User = ReturnType<typeof renderApp>['user'];

async function openRegistration(options: Parameters<typeof mockBff>[0] = {}) {
  const bff = mockBff(options);
  const app = renderApp('/user-registration');
  await screen.findByRole('heading', { name: 'Subscribe to Lexbridge' });
  return { ...app, bff };
}

const plans = () => screen.getByRole('list', { name: 'Plans' });
const alertText = () => screen.getByRole('alert').textContent;
const invalidField = (label: RegExp) => screen.getByLabelText(label).getAttribute('aria-invalid');

const ACCOUNT: [RegExp, string][] = [
  [/^Email/, 'new.client@example.com'],
  [/^First Name/, 'Nora'],
  [/^Last Name/, 'Client'],
  [/^Address/, '1 Bay Street'],
  [/^City/, 'Jacksonville'],
  [/^State/, 'FL'],
  [/^Zip Code/, '322020'],
  [/^Phone/, '9045550100'],
  [/^Company Name/, 'Client Bank'],
];

async function typeInto(user: User, label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('self-service registration', () => {
  it('shows a tab per product and per billing duration, and the plans as cards', async () => {
    const { user } = await openRegistration();
    const products = await screen.findByRole('tablist', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Rules & Regulations Inventory', 'Compliance Testing']);
    expect(within(products).getByRole('tab', { selected: true }).textContent).toBe(
      'Rules & Regulations Inventory',
    );

    const starter = within(plans()).getByRole('listitem', { name: 'Starter' });
    expect(within(starter).getByText('$199')).toBeTruthy();
    expect(within(starter).getByText('up to 5 users')).toBeTruthy();
    const enterprise = within(plans()).getByRole('listitem', { name: 'Enterprise' });
    expect(within(enterprise).getByText(MESSAGES.customPricingLabel)).toBeTruthy();
    expect(within(enterprise).getByRole('button', { name: /Request/ })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Annual' }));
    await waitFor(() => expect(within(plans()).getByText('$1,990')).toBeTruthy());

    await user.click(within(products).getByRole('tab', { name: 'Compliance Testing' }));
    await waitFor(() => expect(within(plans()).getByText('$149')).toBeTruthy());
  });

  it(
    "checks the registration in the spec's order and never sends the card",
    { timeout: 60_000 },
    async () => {
      const { user, bff } = await openRegistration();
      const submit = screen.getByRole('button', { name: 'Submit' });
      expect(screen.getByTestId('card-notice').textContent).toMatch(/not sent/);

      await user.click(submit);
      await waitFor(() => expect(alertText()).toContain(MESSAGES.registrationPlan));

      // The plan's tab brings its billing period.
      await user.click(within(plans()).getByRole('button', { name: 'Select Starter' }));
      expect((screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
      await user.click(submit);
      await waitFor(() => expect(alertText()).toContain(MESSAGES.registrationTerms));

      await user.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }));
      await user.click(submit);
      await waitFor(() => expect(alertText()).toContain(MESSAGES.registrationFields));
      expect(invalidField(/^Email/)).toBe('true');

      for (const [label, value] of ACCOUNT) await typeInto(user, label, value);
      // Zip: exactly 6 digits; phone: exactly 10.
      await typeInto(user, /^Zip Code/, '32202');
      await user.click(submit);
      await waitFor(() => expect(invalidField(/^Zip Code/)).toBe('true'));
      expect(alertText()).toContain(MESSAGES.registrationFields);
      await typeInto(user, /^Zip Code/, '322020');
      await typeInto(user, /^Phone/, '904555010');
      await user.click(submit);
      await waitFor(() => expect(invalidField(/^Phone/)).toBe('true'));
      expect(bff.calls('RegisterUser')).toHaveLength(0);

      await typeInto(user, /^Phone/, '9045550100');
      await typeInto(user, /^Card Number/, '4111111111111111');
      await typeInto(user, /^MM\/YY/, '12/30');
      await typeInto(user, /^CVC\/CVV/, '123');
      await user.click(screen.getByRole('checkbox', { name: /billing zip code is my account zip code/i }));
      await user.click(submit);

      expect(await screen.findByText('Thank you for registering. We will be in touch shortly.')).toBeTruthy();
      expect(screen.getByText('Success!')).toBeTruthy();
      const sent = bff.calls('RegisterUser')[0]?.variables;
      expect(sent).toEqual({
        input: {
          productPlanId: '1',
          billingPeriod: 'MONTHLY',
          termsAccepted: true,
          email: 'new.client@example.com',
          firstName: 'Nora',
          lastName: 'Client',
          address: '1 Bay Street',
          city: 'Jacksonville',
          state: 'FL',
          zip: '322020',
          phone: '9045550100',
          companyName: 'Client Bank',
          billingZipCheck: true,
        },
      });
      expect(JSON.stringify(sent)).not.toMatch(/4111|12\/30|"123"/);
    },
  );

  it('keys the product tabs by product id, not by name', async () => {
    await openRegistration();
    const products = await screen.findByRole('tablist', { name: 'Products' });
    for (const tab of within(products).getAllByRole('tab')) {
      expect(tab.id).not.toMatch(/[\s&]/);
      expect(tab.getAttribute('aria-controls') ?? '').not.toMatch(/[\s&]/);
    }
    const selected = within(products).getByRole('tab', { selected: true });
    expect(document.getElementById(selected.getAttribute('aria-controls')!)?.getAttribute('role')).toBe(
      'tabpanel',
    );
  });

  it(
    'registers the plan of the billing period chosen: the same plan under the other tab, or a clear refusal',
    { timeout: 60_000 },
    async () => {
      const { user, bff } = await openRegistration();
      await user.click(within(plans()).getByRole('button', { name: 'Select Starter' }));
      await user.click(screen.getByRole('radio', { name: 'Annual' }));
      // The Annual Starter is now the plan, in view under its tab.
      await waitFor(() =>
        expect(screen.getByTestId('chosen-plan').textContent).toMatch(/Starter \(Annual, \$1,990\)/),
      );
      expect(screen.getByRole('tab', { name: 'Annual', selected: true })).toBeTruthy();
      // The Monthly cards leave as the Annual ones come in.
      await waitFor(() =>
        expect(
          within(plans()).getByRole('button', { name: 'Select Starter' }).getAttribute('aria-pressed'),
        ).toBe('true'),
      );

      await user.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }));
      for (const [label, value] of ACCOUNT) await typeInto(user, label, value);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByText('Success!');
      expect(bff.calls('RegisterUser')[0]?.variables).toMatchObject({
        input: { productPlanId: '4', billingPeriod: 'ANNUAL' },
      });

      // Compliance Testing has monthly plans only: Annual is refused with the reason, and nothing is sent.
      await user.click(screen.getByRole('tab', { name: 'Compliance Testing' }));
      await waitFor(() => expect(within(plans()).getByText('$149')).toBeTruthy());
      await user.click(within(plans()).getByRole('button', { name: 'Select Starter' }));
      await user.click(screen.getByRole('radio', { name: 'Annual' }));
      const mismatch = billingPeriodMismatchMessage('monthly', 'annual');
      await waitFor(() => expect(alertText()).toContain(mismatch));
      await user.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }));
      for (const [label, value] of ACCOUNT) await typeInto(user, label, value);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(alertText()).toContain(mismatch));
      expect(bff.calls('RegisterUser')).toHaveLength(1);

      await user.click(screen.getByRole('radio', { name: 'Monthly' }));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    },
  );

  it("shows the BFF's refusal of a registration as 'Error!'", { timeout: 60_000 }, async () => {
    const message = 'This e-mail address is already registered.';
    const { user } = await openRegistration({
      registerUser: { errors: [gqlError('UPSTREAM_ERROR', message)] },
    });
    await user.click(within(plans()).getByRole('button', { name: 'Select Professional' }));
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }));
    for (const [label, value] of ACCOUNT) await typeInto(user, label, value);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Error!')).toBeTruthy();
  });

  it(
    'asks for a custom price: every field in order, questions kept out of the request',
    { timeout: 60_000 },
    async () => {
      const { user, bff } = await openRegistration();
      await user.click(within(plans()).getByRole('button', { name: /Request Enterprise/ }));
      const form = await screen.findByRole('form', { name: 'Custom Pricing Request' });
      expect((within(form).getByLabelText(/^Product Name/) as HTMLInputElement).value).toBe(
        'Rules & Regulations Inventory',
      );
      expect(screen.getByTestId('questions-notice').textContent).toMatch(/not sent/);
      const submit = within(form).getByRole('button', { name: 'Submit Request' });

      const steps: [RegExp, string][] = [
        [/^Email/, 'buyer@example.com'],
        [/^First Name/, 'Bea'],
        [/^Last Name/, 'Buyer'],
        [/^Company Name/, 'Buyer Bank'],
        [/^Phone/, '9045550111'],
      ];
      for (const [label, value] of steps) {
        await user.click(submit);
        await waitFor(() => expect(invalidField(label)).toBe('true'));
        expect(alertText()).toContain(MESSAGES.registrationFields);
        await typeInto(user, label, value);
      }
      await user.click(submit);
      await waitFor(() => expect(invalidField(/^Estimated Users/)).toBe('true'));
      expect(alertText()).toContain(MESSAGES.registrationFields);
      expect(bff.calls('RequestCustomPricing')).toHaveLength(0);

      await user.selectOptions(screen.getByLabelText(/^Estimated Users/), 'Up to 50');
      await user.type(screen.getByLabelText(/^Questions/), 'Do you cover state banking rules?');
      await user.click(submit);

      expect(await screen.findByText('Thank you. Our team will contact you with a quote.')).toBeTruthy();
      expect(bff.calls('RequestCustomPricing')[0]?.variables).toEqual({
        input: {
          productPlanId: '3',
          email: 'buyer@example.com',
          firstName: 'Bea',
          lastName: 'Buyer',
          productName: 'Rules & Regulations Inventory',
          estimatedUsers: 'UP_TO_50',
          phone: '9045550111',
          companyName: 'Buyer Bank',
        },
      });
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Custom Pricing Request' })).toBeNull());
      expect(screen.getByRole('form', { name: 'Registration' })).toBeTruthy();
    },
  );

  it("says 'Error fetching subscription data.' when the products cannot be read", async () => {
    await openRegistration({
      subscriptionProducts: { errors: [gqlError('UPSTREAM_UNAVAILABLE', MESSAGES.subscriptionFetchFailed)] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.subscriptionFetchFailed);
    expect(screen.queryByRole('form', { name: 'Registration' })).toBeNull();
  });
});
