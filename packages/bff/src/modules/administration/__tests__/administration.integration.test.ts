import { ADMIN_MESSAGES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const MENU_ENTRIES = `{ menuEntries { id routerLink } }`;
const SAVE_ROLE = `mutation ($name: String!) { saveRole(name: $name) { role { id name isBuiltIn } message } }`;
const SAVE_ROLE_MENU = `mutation ($input: SaveRoleMenuInput!) { saveRoleMenu(input: $input) { role { menuItemIds } } }`;
const REGISTER = `mutation ($input: RegisterEmployeeInput!) { registerEmployee(input: $input) { user { id email roles { name } } message } }`;
const MENU = `{ session { user { name } menu { label routerLink subMenus { routerLink } } } }`;
const PASSWORD = 'Audit#2026x';

type Menu = { label: string; routerLink: string | null; subMenus: { routerLink: string }[] }[];
const linksOf = (menu: Menu) =>
  menu.flatMap((item) => [item.routerLink, ...item.subMenus.map((sub) => sub.routerLink)]).filter(Boolean);

describe('administration against the reference catalogue', () => {
  let harness: Harness;
  let admin: TestClient;
  let clientAdmin: TestClient;
  let lawyer: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    admin = harness.client({ 'x-lexbridge-route': '/administration/roles' });
    clientAdmin = harness.client({ 'x-lexbridge-route': '/administration/users' });
    lawyer = harness.client();
    await admin.login('admin@lexbridge.test', undefined, true);
    await clientAdmin.login('clientadmin@lexbridge.test');
    await lawyer.login('lawyer@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it('refuses a non-administrator whatever the operation', async () => {
    const result = await lawyer.gql(`{ roles { id } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("gives a role's menu to a new user, and a later change of it at their next request", async () => {
    const entries = (
      await admin.gql<{ menuEntries: { id: string; routerLink: string | null }[] }>(MENU_ENTRIES)
    ).data!.menuEntries;
    const idOf = (route: string) => entries.find((entry) => entry.routerLink === route)!.id;
    const role = await admin.gql<{ saveRole: { role: { id: string; isBuiltIn: boolean } } }>(SAVE_ROLE, {
      name: 'Auditors',
    });
    expect(role.errors).toBeUndefined();
    const roleId = role.data!.saveRole.role.id;
    await admin.gql(SAVE_ROLE_MENU, {
      input: { roleId, menuItemIds: [idOf('/legal-module/hierarchy-search')], editableMenuItemIds: [] },
    });
    const registered = await admin.gql(REGISTER, {
      input: {
        email: 'newhire@lexbridge.test',
        firstName: 'Audra',
        lastName: 'Auditor',
        roleIds: [roleId],
        password: PASSWORD,
      },
    });
    expect(registered.errors).toBeUndefined();

    const auditor = harness.client();
    await auditor.login('newhire@lexbridge.test', PASSWORD);
    const before = (await auditor.gql<{ session: { menu: Menu } }>(MENU)).data!.session.menu;
    expect(linksOf(before)).toEqual(['/legal-module/hierarchy-search']);

    await admin.gql(SAVE_ROLE_MENU, {
      input: {
        roleId,
        menuItemIds: [idOf('/legal-module/hierarchy-search'), idOf('/extracts')],
        editableMenuItemIds: [idOf('/extracts')],
      },
    });
    const after = (await auditor.gql<{ session: { menu: Menu } }>(MENU)).data!.session.menu;
    expect(linksOf(after).sort()).toEqual(['/extracts', '/legal-module/hierarchy-search']);
  });

  it('refuses a client administrator a provider-only action', async () => {
    const result = await clientAdmin.gql(SAVE_ROLE, { name: 'Client role' });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const users = await clientAdmin.gql<{ adminUsers: { items: { email: string }[] } }>(
      `{ adminUsers(filter: { isProvider: true }) { items { email } } }`,
    );
    expect(users.data!.adminUsers.items.map((user) => user.email)).not.toContain('admin@lexbridge.test');
    const reset = await clientAdmin.gql(
      `mutation { resetUserPassword(input: { id: "1", newPassword: "Another#2026", asProviderAdmin: true }) { message } }`,
    );
    expect(reset.errors?.[0]?.message).toBe(ADMIN_MESSAGES.providerOnly);
  });

  it('adds a client with its server and single sign-on setup, for the provider administrator only', async () => {
    const SAVE = `mutation ($input: SaveClientSetupInput!) { saveClientSetup(input: $input) { message client { id name domain ssoEnabled tenantId } } }`;
    const input = {
      name: 'Lakeside Bank',
      serverName: 'sql09.clients.lexbridge.test',
      databaseName: 'lexbridge_lakeside',
      domain: 'lakeside.test',
      ssoEnabled: true,
      tenantId: '',
    };
    const noTenant = await admin.gql(SAVE, { input });
    expect(noTenant.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { tenantId: ADMIN_MESSAGES.tenantIdRequired },
    });
    const saved = await admin.gql<{ saveClientSetup: { client: { domain: string; ssoEnabled: boolean } } }>(
      SAVE,
      {
        input: { ...input, tenantId: '0f8fad5b-d9cb-469f-a165-70867728950e' },
      },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveClientSetup.client).toMatchObject({ domain: 'lakeside.test', ssoEnabled: true });
    const list = await admin.gql<{ clientSetups: { name: string }[] }>(`{ clientSetups { name } }`);
    expect(list.data!.clientSetups.map((client) => client.name)).toContain('Lakeside Bank');
    const refused = await clientAdmin.gql(`{ clientSetups { name } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("keeps provider roles from a client administrator's staff, and another client's users from it", async () => {
    const roles = (
      await clientAdmin.gql<{ roles: { id: string; name: string; isProvider: boolean }[] }>(
        `{ roles { id name isProvider } }`,
      )
    ).data!.roles;
    const providerStaff = roles.find((role) => role.name === 'Provider Staff')!;
    expect(providerStaff.isProvider).toBe(true);
    const own = await clientAdmin.gql<{
      adminUsers: { items: { id: string; email: string; roles: { id: string }[] }[] };
    }>(`{ adminUsers(page: { pageNumber: 1, pageSize: 1000 }) { items { id email roles { id } } } }`);
    const emails = own.data!.adminUsers.items.map((user) => user.email);
    expect(emails).toContain('business@lexbridge.test');
    expect(emails).not.toContain('northgate-business@lexbridge.test');
    const business = own.data!.adminUsers.items.find((user) => user.email === 'business@lexbridge.test')!;
    const UPDATE = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { message } }`;
    const escalate = await clientAdmin.gql(UPDATE, {
      input: {
        id: business.id,
        firstName: 'Ben',
        lastName: 'Business',
        roleIds: [...business.roles.map((role) => role.id), providerStaff.id],
      },
    });
    expect([escalate.errors?.[0]?.extensions?.code, escalate.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      OWNERSHIP_MESSAGES.providerRoleGrant,
    ]);

    const auditor = harness.client({ 'x-lexbridge-route': '/administration/users' });
    await auditor.login('auditor@lexbridge.test');
    const all = await auditor.gql<{ adminUsers: { items: { id: string; email: string }[] } }>(
      `{ adminUsers(page: { pageNumber: 1, pageSize: 1000 }) { items { id email } } }`,
    );
    expect(all.errors).toBeUndefined();
    const everyone = all.data!.adminUsers.items.map((user) => user.email);
    expect(everyone).toEqual(
      expect.arrayContaining(['business@lexbridge.test', 'northgate-business@lexbridge.test']),
    );
    const theirs = all.data!.adminUsers.items.find(
      (user) => user.email === 'northgate-business@lexbridge.test',
    )!;
    const other = await clientAdmin.gql(`mutation { syncUser(id: "${theirs.id}") { message } }`);
    expect([other.errors?.[0]?.extensions?.code, other.errors?.[0]?.message]).toEqual([
      'NOT_FOUND',
      OWNERSHIP_MESSAGES.notFound,
    ]);
    const setup = harness.client({ 'x-lexbridge-route': '/administration/client-setup' });
    await setup.login('auditor@lexbridge.test');
    const clients = await setup.gql<{ clientSetups: { name: string }[] }>(`{ clientSetups { name } }`);
    expect(clients.errors).toBeUndefined();
    expect(clients.data!.clientSetups.map((client) => client.name)).toEqual(
      expect.arrayContaining(['Harborview Credit Union', 'Northgate Savings Bank']),
    );
  });
});
