import { naturalCompare } from '@lexbridge/rules';
import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const ADMINISTRATION: Record<string, Scenario> = {
  // Administration. Ids follow the seed: roles 1 to 4 are the built-in administrator roles, 7 is Business
  // User (menu entries 5, 12 and 13); user 3 is business@, 4 reader@ (both of the client administrator's client);
  // country 6 is Australia, which no client uses.
  MasterListGrid: {
    as: 'admin',
    variables: { module: 'REGULATOR', letter: 'C' },
    check: (data) => {
      const items = (data.masterList as { items: { name: string }[] }).items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.name.startsWith('C')).toBe(true);
      const names = items.map((item) => item.name);
      expect([...names].sort(naturalCompare)).toEqual(names);
    },
  },
  MasterListParents: {
    as: 'admin',
    variables: { module: 'INDUSTRY' },
    check: (data) => expect((data.masterList as { totalCount: number }).totalCount).toBeGreaterThan(0),
  },
  SaveMasterListItem: {
    as: 'admin',
    variables: { input: { module: 'COUNTRY', name: ' Contract Land ' } },
    check: (data) =>
      expect(data.saveMasterListItem).toMatchObject({
        item: { name: 'Contract Land' },
        message: 'Country saved successfully.',
      }),
  },
  DeleteMasterListItem: {
    as: 'admin',
    variables: { module: 'COUNTRY', id: '6' },
    check: (data) =>
      expect(data.deleteMasterListItem).toEqual({ ok: true, message: 'Country deleted successfully.' }),
  },
  AdminUsersGrid: {
    as: 'admin',
    variables: { filter: { isProvider: true } },
    check: (data) => {
      const items = (data.adminUsers as { items: { email: string; isProvider: boolean }[] }).items;
      expect(items.map((user) => user.email)).toContain('admin@lexbridge.test');
      for (const user of items) expect(user.isProvider).toBe(true);
    },
  },
  AdminUserChoices: {
    as: 'clientadmin',
    check: (data) => expect((data.adminClients as unknown[]).length).toBe(1),
  },
  RegisterEmployee: {
    as: 'admin',
    variables: {
      input: {
        email: 'contract.employee@lexbridge.test',
        firstName: 'Conrad',
        lastName: 'Contract',
        roleIds: ['6'],
        password: 'Contract#2026',
      },
    },
    check: (data) =>
      expect(data.registerEmployee).toMatchObject({ message: 'Employee registered successfully.' }),
  },
  UpdateUser: {
    as: 'clientadmin',
    variables: { input: { id: '4', firstName: 'Rita', lastName: 'Reader', roleIds: ['8'] } },
    check: (data) => expect(data.updateUser).toMatchObject({ message: 'User updated successfully.' }),
  },
  // Refused to a lawyer: not an administrator.
  DeleteUser: { as: 'lawyer', variables: { id: '4' }, expectError: 'FORBIDDEN' },
  SyncUser: {
    as: 'admin',
    variables: { id: '3' },
    check: (data) =>
      expect((data.syncUser as { user: { syncedAt: string | null } }).user.syncedAt).not.toBeNull(),
  },
  // The provider-admin variant is the provider administrator's.
  ResetUserPassword: {
    as: 'clientadmin',
    variables: { input: { id: '1', newPassword: 'Another#2026', asProviderAdmin: true } },
    expectError: 'FORBIDDEN',
  },
  RolesGrid: {
    as: 'admin',
    check: (data) => {
      const roles = data.roles as { name: string; isBuiltIn: boolean }[];
      expect(roles.filter((role) => role.isBuiltIn)).toHaveLength(4);
    },
  },
  MenuEntries: {
    as: 'admin',
    check: (data) =>
      expect(
        (data.menuEntries as { routerLink: string | null }[]).map((entry) => entry.routerLink),
      ).toContain('/administration/roles'),
  },
  SaveRole: {
    as: 'admin',
    variables: { name: 'Contract Role' },
    check: (data) => expect(data.saveRole).toMatchObject({ message: 'Role saved successfully.' }),
  },
  // A built-in role is never deleted.
  DeleteRole: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  // Provider Staff (5): only admin@ holds it, beside Lexbridge Super Admin, which sees everything; the scenarios
  // after this one still see their own menus.
  SaveRoleMenu: {
    as: 'admin',
    variables: {
      input: { roleId: '5', menuItemIds: ['5', '12', '13'], editableMenuItemIds: ['5', '12', '13'] },
    },
    check: (data) =>
      expect((data.saveRoleMenu as { role: { menuItemIds: string[] } }).role.menuItemIds).toEqual([
        '5',
        '12',
        '13',
      ]),
  },
  // The read-only administrator reads every client.
  ClientSetupGrid: {
    as: 'auditor',
    check: (data) =>
      expect((data.clientSetups as { name: string }[]).map((client) => client.name)).toContain(
        'Harborview Credit Union',
      ),
  },
  SaveClientSetup: {
    as: 'admin',
    variables: {
      input: {
        name: 'Contract Credit Union',
        serverName: 'sql20.clients.lexbridge.test',
        databaseName: 'lexbridge_contract',
        domain: 'contract-cu.test',
        ssoEnabled: false,
      },
    },
    check: (data) => expect(data.saveClientSetup).toMatchObject({ message: 'Client saved successfully.' }),
  },

  // ----- artifacts, question lists, employee assignments, the employee-to-role template, search history -------------
  ArtifactTypes: {
    as: 'admin',
    check: (data) =>
      expect((data.artifactTypes as { name: string }[]).map((type) => type.name)).toContain('Policy'),
  },
  SaveArtifactType: {
    as: 'admin',
    variables: { input: { name: 'Contract Report', description: 'A report to a regulator.' } },
    check: (data) =>
      expect(data.saveArtifactType).toMatchObject({ message: 'Artifact Type saved successfully.' }),
  },
  // The first seeded type has artifacts: its delete is refused, saying so.
  DeleteArtifactType: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  Artifacts: {
    as: 'admin',
    check: (data) => expect((data.artifacts as unknown[]).length).toBeGreaterThan(0),
  },
  SaveArtifact: {
    as: 'admin',
    variables: { input: { name: 'Contract artifact', artifactType: 'Policy', businessLineId: '1' } },
    check: (data) => expect(data.saveArtifact).toMatchObject({ message: 'Artifact saved successfully.' }),
  },
  // The first artifact is mapped to requirements: refused.
  DeleteArtifact: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  MaintenanceQuestions: {
    as: 'admin',
    variables: { list: 'RISK_ASSESSMENT' },
    check: (data) => {
      const rows = data.maintenanceQuestions as { list: string }[];
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const row of rows) expect(row.list).toBe('RISK_ASSESSMENT');
    },
  },
  // A business-line question needs its business line.
  SaveQuestion: {
    as: 'admin',
    variables: {
      input: {
        list: 'BUSINESS_LINE',
        question: 'Who sells it?',
        questionType: 'Text',
        options: [],
        isRequired: false,
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  // The first artifact question has answers.
  DeleteQuestion: { as: 'admin', variables: { list: 'ARTIFACT', id: '1' }, expectError: 'BAD_USER_INPUT' },
  AssignmentOptions: {
    as: 'clientadmin',
    check: (data) =>
      expect((data.assignmentOptions as { businessLines: unknown[] }).businessLines.length).toBeGreaterThan(
        0,
      ),
  },
  AssignmentEmployees: {
    as: 'clientadmin',
    check: (data) => {
      const page = data.adminUsers as { items: { clientName: string | null }[] };
      expect(page.items.length).toBeGreaterThan(0);
      for (const user of page.items) expect(user.clientName).toBe('Harborview Credit Union');
    },
  },
  // lawyer@ (user 2) is provider staff: not the client administrator's, so not found for it.
  EmployeeAssignments: { as: 'clientadmin', variables: { employeeId: '2' }, expectError: 'NOT_FOUND' },
  // A category without its business line.
  SaveEmployeeAssignments: {
    as: 'admin',
    variables: { input: { employeeId: '4', businessLineIds: [], categoryIds: ['1'], companyProcessIds: [] } },
    expectError: 'BAD_USER_INPUT',
  },
  EmployeeRoleTemplate: {
    as: 'admin',
    check: (data) => expect((data.employeeRoleTemplate as { url: string }).url).toMatch(/^\/files\//),
  },
  SavedSearchPage: {
    as: 'lawyer',
    check: (data) =>
      expect(typeof (data.savedSearchPage as { totalCount: number }).totalCount).toBe('number'),
  },
  SaveSearch: {
    as: 'lawyer',
    variables: {
      input: {
        name: 'Contract saved search',
        searchKey: JSON.stringify({ filter: { industryId: 1 }, labels: { Industry: 'Banking' } }),
      },
    },
    check: (data) =>
      expect((data.saveSearch as { savedSearch: { name: string } }).savedSearch.name).toBe(
        'Contract saved search',
      ),
  },
  RenameSavedSearch: { as: 'lawyer', variables: { id: '1', name: '   ' }, expectError: 'BAD_USER_INPUT' },
  DeleteSavedSearch: { as: 'lawyer', variables: { id: '999999' }, expectError: 'NOT_FOUND' },
  CompareSavedSearches: { as: 'lawyer', variables: { ids: ['1', '1'] }, expectError: 'BAD_USER_INPUT' },
  // ----- single sign-on groups: group 1 is the seeded 'Compliance Analysts' of Harborview Credit Union -------------
  SsoGroups: {
    as: 'admin',
    check: (data) =>
      expect((data.ssoGroups as { groupName: string }[]).map((group) => group.groupName)).toContain(
        'Compliance Analysts',
      ),
  },
  SsoGroupChoices: {
    as: 'admin',
    check: (data) => expect((data.roles as unknown[]).length).toBeGreaterThan(4),
  },
  SaveSsoGroup: {
    as: 'admin',
    variables: { input: { groupName: 'Contract Tellers', clientId: '1', directoryGroupId: '' } },
    check: (data) => expect(data.saveSsoGroup).toMatchObject({ message: 'Group saved successfully.' }),
  },
  // The read-only administrator sees the groups and changes none.
  DeleteSsoGroup: { as: 'auditor', variables: { id: '1' }, expectError: 'FORBIDDEN' },
  // Role 1 is the provider administrator's built-in role: never mapped to a group.
  SaveSsoGroupRoles: { as: 'admin', variables: { id: '1', roleIds: ['1'] }, expectError: 'BAD_USER_INPUT' },
  SaveSsoGroupBusinessLines: {
    as: 'admin',
    variables: { id: '1', businessLineIds: ['1', '2'] },
    check: (data) =>
      expect(
        (data.saveSsoGroupBusinessLines as { group: { businessLineIds: string[] } }).group.businessLineIds,
      ).toEqual(['1', '2']),
  },

  // ----- e-mail settings: seeded sender 1, receivers 2 and 3 in group 1 'Compliance Officers', trigger 1 -----------
  EmailSettings: {
    as: 'admin',
    check: (data) => {
      expect((data.emailTriggers as { name: string }[]).map((row) => row.name)).toContain(
        'Law approved notice',
      );
      expect(data.emailEvents as string[]).toContain('Law Approved');
    },
  },
  SaveEmailAddress: {
    as: 'admin',
    variables: { input: { kind: 'RECEIVER', email: 'not an address', isActive: true } },
    expectError: 'BAD_USER_INPUT',
  },
  // The seeded sender sends the seeded trigger: refused, saying so.
  DeleteEmailAddress: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  SaveEmailGroup: {
    as: 'admin',
    variables: { input: { name: 'Contract Receivers', memberIds: ['2'] } },
    check: (data) =>
      expect(data.saveEmailGroup).toMatchObject({ message: 'Email Group saved successfully.' }),
  },
  DeleteEmailGroup: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  SaveEmailTrigger: {
    as: 'admin',
    variables: {
      input: {
        name: 'Contract trigger',
        event: 'Change in Law',
        subject: 'A law changed',
        senderId: '1',
        emailGroupId: '1',
        isActive: true,
      },
    },
    check: (data) =>
      expect(data.saveEmailTrigger).toMatchObject({ message: 'Email Trigger saved successfully.' }),
  },
  DeleteEmailTrigger: { as: 'clientadmin', variables: { id: '1' }, expectError: 'FORBIDDEN' },
  // ----- registration and subscription administration: the seed's subscribers dana@ and sam@ --------------------
  RegisteredUsers: {
    as: 'admin',
    variables: { search: 'rivertrust', page: { pageNumber: 1, pageSize: 10 } },
    check: (data) =>
      expect((data.registeredUsers as { items: { email: string }[] }).items.map((row) => row.email)).toEqual([
        'dana@rivertrust.test',
      ]),
  },
  SubscriptionPlanDetails: {
    as: 'admin',
    check: (data) => expect((data.subscriptionPlanDetails as unknown[]).length).toBeGreaterThan(0),
  },
  // Subscriptions are the provider administrator's.
  ChangeSubscriptionPlan: {
    as: 'clientadmin',
    variables: { id: '1', productPlanId: '1' },
    expectError: 'FORBIDDEN',
  },
  CancelSubscription: { as: 'clientadmin', variables: { id: '1' }, expectError: 'FORBIDDEN' },
  DeleteRegistration: { as: 'reader', variables: { id: '1' }, expectError: 'FORBIDDEN' },
  // A registered user's details under the registration form's rules: a 5-digit phone is refused on its field.
  UpdateRegisteredUserDetails: {
    as: 'admin',
    variables: {
      input: {
        id: '1',
        email: 'dana@rivertrust.test',
        firstName: 'Dana',
        lastName: 'River',
        phone: '21755',
        companyName: 'River Trust',
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  // ----- product durations and plans: the seed's three products, Monthly (2n-1) and Annual (2n) durations ----------
  ProductCatalogue: {
    as: 'admin',
    check: (data) => {
      const products = data.productCatalogue as {
        durations: { name: string; billingPeriod: string; plans: { activeSubscribers: number }[] }[];
      }[];
      expect(products[0]!.durations.map((row) => [row.name, row.billingPeriod])).toEqual([
        ['Monthly', 'MONTHLY'],
        ['Annual', 'ANNUAL'],
      ]);
      expect(
        products
          .flatMap((row) => row.durations)
          .flatMap((row) => row.plans)
          .some((plan) => plan.activeSubscribers > 0),
      ).toBe(true);
    },
  },
  SaveProductDuration: {
    as: 'admin',
    variables: {
      input: { productId: '3', name: 'Contract Quarterly', billingPeriod: 'MONTHLY', isActive: false },
    },
    check: (data) =>
      expect(data.saveProductDuration).toMatchObject({
        message: 'Duration saved successfully.',
        duration: { name: 'Contract Quarterly', billingPeriod: 'MONTHLY', isActive: false },
      }),
  },
  // Monthly of the first product has plans: refused, saying how many.
  DeleteProductDuration: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  // Plans are the provider administrator's.
  SaveProductPlan: {
    as: 'clientadmin',
    variables: { input: { durationId: '1', planName: 'Contract', planPricing: '9.99' } },
    expectError: 'FORBIDDEN',
  },
  // Plan 1 (Starter, monthly) has dana@ as an active subscriber.
  DeleteProductPlan: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  SentEmails: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 20 } },
    check: (data) => {
      const page = data.sentEmails as { totalCount: number; items: { status: string }[] };
      expect(page.totalCount).toBeGreaterThanOrEqual(page.items.length);
      for (const row of page.items) expect(['Queued', 'Sent', 'Failed']).toContain(row.status);
    },
  },

  CustomPricingRequests: {
    as: 'admin',
    check: (data) =>
      expect((data.customPricingRequests as { email: string }[]).map((row) => row.email)).toContain(
        'alex@lakesidecu.test',
      ),
  },
};
