import { isStepperBreadcrumb, MESSAGES } from '@lexbridge/rules';
import { expect } from 'vitest';
import type { Scenario } from './kit.js';

interface MenuShape {
  id: string;
  routerLink: string | null;
  breadcrumbs: { id: string; routerLink: string; stepper: boolean }[];
  subMenus?: MenuShape[];
}

function checkMenu(items: MenuShape[]) {
  for (const item of items) {
    if (item.routerLink !== null) expect(item.routerLink.startsWith('/')).toBe(true);
    for (const crumb of item.breadcrumbs) expect(crumb.stepper).toBe(isStepperBreadcrumb(crumb.id));
    checkMenu(item.subMenus ?? []);
  }
}

function checkSession(session: Record<string, unknown>) {
  const user = session.user as { email: string; roles: string[] };
  expect(user.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
  expect(Array.isArray(user.roles)).toBe(true);
  expect(String(session.homePath).startsWith('/')).toBe(true);
  checkMenu(session.menu as MenuShape[]);
}

export const ACCESS: Record<string, Scenario> = {
  Session: {
    as: 'lawyer',
    check: (data) => checkSession(data.session as Record<string, unknown>),
  },
  Login: {
    as: null,
    variables: { input: { username: 'business@lexbridge.test', password: 'Demo#2026', acceptTerms: true } },
    check: (data) => checkSession((data.login as { session: Record<string, unknown> }).session),
  },
  InboxCounts: {
    as: 'lawyer',
    check: (data) => {
      const counts = data.inboxCounts as { count: number }[];
      expect(counts.length).toBeGreaterThan(0);
      for (const entry of counts) expect(entry.count).toBeGreaterThanOrEqual(0);
    },
  },
  Logout: { as: 'reader', check: (data) => expect(data.logout).toEqual({ ok: true }) },

  // Access and the shell. The harness runs with sign-up and single sign-on off, as a deployment does by
  // default; the browser journeys in tests/e2e switch them on.
  AppConfig: {
    as: null,
    check: (data) =>
      expect(data.appConfig).toMatchObject({
        signUpEnabled: false,
        ssoEnabled: false,
        versionCheckIntervalMs: 300_000,
      }),
  },
  SsoClient: {
    as: null,
    check: (data) => expect(data.ssoClient).toMatchObject({ configured: false, scope: 'user.read' }),
  },
  SsoLogin: {
    as: null,
    variables: { input: { email: 'lawyer@lexbridge.test', accessToken: 'not-a-token' } },
    expectError: 'FORBIDDEN',
  },
  SignUp: {
    as: null,
    variables: {
      input: { email: 'new@lexbridge.test', password: 'Secret#2026', confirmPassword: 'Secret#2026' },
    },
    expectError: 'FORBIDDEN',
  },
  RequestPasswordReset: {
    as: null,
    variables: { input: { email: 'lawyer@lexbridge.test' } },
    check: (data) => expect((data.requestPasswordReset as { ok: boolean }).ok).toBe(true),
  },
  ResetPassword: {
    as: null,
    variables: {
      input: { password: 'Secret#2026', confirmPassword: 'Secret#2026', token: 'no-such', token2: 'token' },
    },
    expectError: 'BAD_USER_INPUT',
  },
  // The admin's password changes: no other scenario signs in as the admin.
  ChangePassword: {
    as: 'unassigned',
    variables: {
      input: { oldPassword: 'Demo#2026', newPassword: 'Changed#2026', confirmPassword: 'Changed#2026' },
    },
    check: (data) =>
      expect(data.changePassword).toEqual({ ok: true, message: MESSAGES.changePasswordSuccess }),
  },
  PhoneAuthentication: {
    as: 'reader',
    check: (data) => expect(data.phoneAuthentication).toBeNull(),
  },
  SavePhoneAuthentication: {
    as: 'business',
    variables: { input: { countryCode: '+44', phoneNumber: '020 7946 0018' } },
    check: (data) =>
      expect(data.savePhoneAuthentication).toEqual({
        message: 'Phone number saved.',
        phoneAuthentication: { countryCode: '+44', maskedNumber: '•••••••0018', updatedOn: null },
      }),
  },
  SubscriptionProducts: {
    as: null,
    check: (data) => {
      const products = data.subscriptionProducts as {
        durations: { plans: { customPricing: boolean }[] }[];
      }[];
      expect(products.length).toBeGreaterThan(0);
      expect(
        products.some((product) => product.durations.some((d) => d.plans.some((plan) => plan.customPricing))),
      ).toBe(true);
    },
  },
  RegisterUser: {
    as: null,
    variables: {
      input: {
        productPlanId: '1',
        billingPeriod: 'MONTHLY',
        termsAccepted: true,
        email: 'contract.client@example.com',
        firstName: 'Contract',
        lastName: 'Client',
        address: '1 Bay Street',
        city: 'Jacksonville',
        state: 'FL',
        zip: '322020',
        phone: '9045550100',
        companyName: 'Contract Bank',
        billingZipCheck: true,
      },
    },
    check: (data) => expect((data.registerUser as { ok: boolean }).ok).toBe(true),
  },
  RequestCustomPricing: {
    as: null,
    variables: {
      input: {
        productPlanId: '3',
        email: 'contract.buyer@example.com',
        firstName: 'Contract',
        lastName: 'Buyer',
        productName: 'Rules & Regulations Inventory',
        estimatedUsers: 'UP_TO_50',
        phone: '9045550111',
        companyName: 'Contract Buyer Bank',
      },
    },
    check: (data) => expect((data.requestCustomPricing as { ok: boolean }).ok).toBe(true),
  },
};
