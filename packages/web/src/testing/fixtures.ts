import type {
  AppConfigQuery,
  InboxCountsQuery,
  SessionQuery,
  SsoClientQuery,
  SubscriptionProductsQuery,
} from '../gql/graphql';

type Session = NonNullable<SessionQuery['session']>;
type Menu = Session['menu'];

/** The BFF's answers carry __typename; the cache's type policies key on it. */
const crumb = (id: number, label: string, routerLink: string, stepper = false) => ({
  __typename: 'Breadcrumb' as const,
  id: String(id),
  label,
  routerLink,
  moduleName: 'Legal',
  stepper,
});

const entry = (
  id: number,
  label: string,
  routerLink: string | null,
  extra: Partial<{ image: string; count: number; breadcrumbs: ReturnType<typeof crumb>[] }> = {},
) => ({
  __typename: 'MenuItem' as const,
  id: String(id),
  label,
  routerLink,
  image: extra.image ?? null,
  count: extra.count ?? null,
  selectedIndex: null,
  breadcrumbs: extra.breadcrumbs ?? [],
});

/** A legal user's menu shaped like the legacy one: a group with process breadcrumbs, and plain entries. */
export const lawyerMenu = [
  {
    ...entry(100, 'Legal', null, { image: 'legal.svg' }),
    subMenus: [
      {
        ...entry(101, 'Legal Dashboard', '/legal-module/legal-dashboard', {
          image: 'dashboard.svg',
          count: 1,
          breadcrumbs: [
            crumb(1, 'Identify Duplicate Laws', '/legal-module/identifyDuplicateLaws', true),
            crumb(57, 'Combine Laws', '/legal-module/combineLaws', true),
            crumb(10, 'Define Business Requirements', '/legal-module/defineBusinessRequirements', true),
            crumb(59, 'Approve Business Requirements', '/legal-module/approveBusinessRequirements', true),
          ],
        }),
        subMenus: [],
      },
      {
        ...entry(102, 'Hierarchy Search', '/legal-module/hierarchy-search', { image: 'search.svg' }),
        subMenus: [],
      },
    ],
  },
  { ...entry(200, 'Extracts', '/extracts', { image: 'excel.svg' }), subMenus: [] },
  { ...entry(300, 'Change Password', '/changePassword', { image: 'key.svg' }), subMenus: [] },
] as unknown as Menu;

/** A business user's menu: the business module's dashboard, extracts and change password. */
export const businessMenu = [
  {
    ...entry(400, 'Business', null, { image: 'briefcase' }),
    subMenus: [{ ...entry(401, 'Business Dashboard', '/business-module/business-module'), subMenus: [] }],
  },
  { ...entry(200, 'Extracts', '/extracts', { image: 'excel.svg' }), subMenus: [] },
  { ...entry(300, 'Change Password', '/changePassword', { image: 'key.svg' }), subMenus: [] },
] as unknown as Menu;

export function sessionFixture(overrides: Partial<Session> = {}): Session {
  return {
    __typename: 'Session',
    isAdmin: false,
    homePath: '/legal-module/legal-dashboard',
    editableRoutes: ['/legal-module/legal-dashboard'],
    expiresAt: '2030-01-01T00:00:00.000Z',
    fetchesInboxCounts: true,
    user: {
      __typename: 'User',
      id: '2',
      firstName: 'Lena',
      name: 'Lena Lawyer',
      email: 'lawyer@lexbridge.test',
      roles: ['Legal Staff'],
      isAzimuth: false,
      isTableau: false,
      clientId: null,
      clientName: null,
    },
    menu: lawyerMenu,
    ...overrides,
  } as Session;
}

export const inboxCountsFixture = [
  { __typename: 'InboxCount', menuId: '101', routerLink: '/legal-module/legal-dashboard', count: 7 },
] as unknown as InboxCountsQuery['inboxCounts'];

export function appConfigFixture(): AppConfigQuery['appConfig'] & { __typename: 'AppConfig' } {
  return {
    __typename: 'AppConfig',
    signUpEnabled: false,
    ssoEnabled: false,
    versionCheckEnabled: false,
    versionCheckIntervalMs: 300_000,
    idleTimeoutMs: 900_000,
  };
}

export function ssoClientFixture(): SsoClientQuery['ssoClient'] & { __typename: 'SsoClient' } {
  return {
    __typename: 'SsoClient',
    configured: true,
    clientId: 'lexbridge-web',
    tenantId: 'lexbridge-tenant',
    authority: 'http://localhost:4010/oidc',
    scope: 'user.read',
  };
}

const plan = (
  productPlanId: string,
  planName: string,
  planPricing: number | null,
  totalUsers: number | null,
  customPricing = false,
) => ({
  __typename: 'SubscriptionPlan' as const,
  productPlanId,
  planName,
  planPricing,
  totalUsers,
  customPricing,
});

/**
 * Two products as the reference catalogue sells them: monthly and annual plans, and a custom-priced one; the second
 * has monthly plans only.
 */
export const subscriptionProductsFixture = [
  {
    __typename: 'SubscriptionProduct',
    productId: '1',
    productName: 'Rules & Regulations Inventory',
    isChecked: true,
    durations: [
      {
        __typename: 'SubscriptionDuration',
        name: 'Monthly',
        billingPeriod: 'MONTHLY',
        plans: [
          plan('1', 'Starter', 199, 5),
          plan('2', 'Professional', 499, 25),
          plan('3', 'Enterprise', null, null, true),
        ],
      },
      {
        __typename: 'SubscriptionDuration',
        name: 'Annual',
        billingPeriod: 'ANNUAL',
        plans: [
          plan('4', 'Starter', 1990, 5),
          plan('5', 'Professional', 4990, 25),
          plan('6', 'Enterprise', null, null, true),
        ],
      },
    ],
  },
  {
    __typename: 'SubscriptionProduct',
    productId: '2',
    productName: 'Compliance Testing',
    isChecked: false,
    durations: [
      {
        __typename: 'SubscriptionDuration',
        name: 'Monthly',
        billingPeriod: 'MONTHLY',
        plans: [plan('7', 'Starter', 149, 5), plan('9', 'Enterprise', null, null, true)],
      },
    ],
  },
] as unknown as SubscriptionProductsQuery['subscriptionProducts'];
