import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES as M } from '../modules/administration/administration.messages.js';
import type { MasterRow } from '../modules/administration/master-lists.repository.js';
import type { RoleRow, UserRow } from '../modules/administration/users.repository.js';
import { CLIENT_ADMIN } from '../seed/administration-seed.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { sessionCaller, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions, get } = useCatalogueSessions();
let carla: Session;
let auditor: Session;
let nora: Session;
beforeAll(async () => {
  carla = await catalogue.client.login(CLIENT_ADMIN.email);
  auditor = await catalogue.client.login('auditor@lexbridge.test');
  nora = await catalogue.client.login('northgate-admin@lexbridge.test');
});

const call = sessionCaller(catalogue);

describe('administration: master lists', () => {
  it('refuses anyone without an administrator-type role', async () => {
    const answer = await get(sessions.lena, '/api/Maintenance/get-regulator-list');
    expect([answer.status, answer.body.Message]).toEqual([403, M.adminOnly]);
  });

  it('adds, refuses duplicates ignoring case, renames and deletes a country', async () => {
    const added = await call<MasterRow>(sessions.admin, 'POST', '/api/Maintenance/add-country', {
      name: ' Norway ',
    });
    expect([added.status, added.body.Result.name]).toEqual([200, 'Norway']);
    const duplicate = await call(sessions.admin, 'POST', '/api/Maintenance/add-country', { name: 'NORWAY' });
    expect([duplicate.status, duplicate.body.Message]).toEqual([400, M.nameDuplicate('Country')]);
    const blank = await call(sessions.admin, 'POST', '/api/Maintenance/add-country', { name: '  ' });
    expect(blank.body.Message).toBe(M.nameRequired('Country'));
    const renamed = await call<MasterRow>(sessions.admin, 'PUT', '/api/Maintenance/update-country', {
      id: added.body.Result.id,
      name: 'Norge',
    });
    expect(renamed.body.Result.name).toBe('Norge');
    const removed = await call<boolean>(
      sessions.admin,
      'DELETE',
      '/api/Maintenance/delete-country',
      undefined,
      {
        Id: added.body.Result.id,
      },
    );
    expect([removed.status, removed.body.Result]).toEqual([200, true]);
  });

  it('keeps a regulator used by a law and says why', async () => {
    const list = await get<MasterRow[]>(sessions.admin, '/api/Maintenance/get-regulator-list');
    const { rows } = await catalogue.running.db.query<{ regulator_id: number; n: number }>(
      'SELECT regulator_id, count(*)::int AS n FROM laws GROUP BY regulator_id ORDER BY regulator_id LIMIT 1',
    );
    const used = list.body.Result.find((row) => row.id === rows[0]!.regulator_id)!;
    const refused = await call<boolean>(
      sessions.admin,
      'DELETE',
      '/api/Maintenance/delete-regulator',
      undefined,
      {
        Id: used.id,
      },
    );
    expect(refused.body).toEqual({
      Message: M.inUse('Regulator', used.name, `${rows[0]!.n} laws`),
      Result: false,
    });
  });

  it('needs the parent of a child list, and leaves master lists to the provider administrator', async () => {
    const noParent = await call(sessions.admin, 'POST', '/api/Maintenance/add-category', { name: 'New One' });
    expect(noParent.body.Message).toBe(M.parentRequired('Business'));
    const byClient = await call(carla, 'POST', '/api/Maintenance/add-country', { name: 'Chile' });
    expect([byClient.status, byClient.body.Message]).toEqual([403, M.providerOnly]);
  });
});

describe('administration: users, roles and menus', () => {
  it('creates a role, maps it to a menu entry, registers an employee with it who then sees exactly that menu', async () => {
    const role = await call<RoleRow>(sessions.admin, 'POST', '/api/Role/add-role', { name: 'Auditors' });
    expect(role.status).toBe(200);
    const menu = await get<{ id: number; routerLink: string | null }[]>(
      sessions.admin,
      '/api/Role/get-menu-list',
    );
    const search = menu.body.Result.find((entry) => entry.routerLink === '/legal-module/hierarchy-search')!;
    const mapped = await call<RoleRow>(sessions.admin, 'POST', '/api/Role/submit-role-menu', {
      roleId: role.body.Result.id,
      menuItemIds: [search.id],
      editableMenuItemIds: [],
    });
    expect(mapped.body.Result.menuItemIds).toEqual([search.id]);
    const employee = await call<UserRow>(sessions.admin, 'POST', '/api/UserMaintenance/RegisterEmployee', {
      email: 'newhire@lexbridge.test',
      firstName: 'Audra',
      lastName: 'Auditor',
      roleIds: [role.body.Result.id],
      password: DEMO_PASSWORD,
    });
    expect(employee.body.Message).toBe(M.employeeRegistered);
    const auditor = await catalogue.client.login('newhire@lexbridge.test');
    const own = await get<{ label: string; subMenus: { routerLink: string }[] }[]>(
      auditor,
      '/api/menu/getAllMenus',
    );
    expect(own.body.Result.map((item) => [item.label, item.subMenus.map((sub) => sub.routerLink)])).toEqual([
      ['Legal', ['/legal-module/hierarchy-search']],
    ]);
    const inUse = await call(sessions.admin, 'DELETE', '/api/Role/delete-role', undefined, {
      Id: role.body.Result.id,
    });
    expect(inUse.body).toEqual({ Message: M.roleInUse(1), Result: false });
  });

  it('never changes a built-in role', async () => {
    const roles = await get<RoleRow[]>(sessions.admin, '/api/Role/get-roles');
    const builtIn = roles.body.Result.find((role) => role.name === 'Lexbridge Admin')!;
    const answer = await call(sessions.admin, 'PUT', '/api/Role/update-role', { id: builtIn.id, name: 'X' });
    expect([answer.status, answer.body.Message]).toEqual([400, M.builtInRole]);
  });

  it('filters users by client, domain and provider flag; a client administrator sees only their client', async () => {
    const providers = await call<{ data: UserRow[] }>(
      sessions.admin,
      'POST',
      '/api/UserMaintenance/get-user-list',
      {
        isProvider: true,
      },
    );
    expect(providers.body.Result.data.map((user) => user.email)).toContain('admin@lexbridge.test');
    const byDomain = await call<{ data: UserRow[] }>(
      sessions.admin,
      'POST',
      '/api/UserMaintenance/get-user-list',
      {
        domain: 'nowhere.test',
      },
    );
    expect(byDomain.body.Result.data).toEqual([]);
    const own = await call<{ data: UserRow[] }>(carla, 'POST', '/api/UserMaintenance/get-user-list', {});
    const emails = own.body.Result.data.map((user) => user.email).sort();
    expect(emails).toEqual([
      'business-approver@lexbridge.test',
      'business@lexbridge.test',
      'clientadmin@lexbridge.test',
      'reader@lexbridge.test',
    ]);
    // Naming another client's staff finds nothing: the list is the client's own, whatever the filter says.
    const { rows } = await catalogue.running.db.query<{ id: number }>(
      `SELECT id FROM clients WHERE name = 'Northgate Savings Bank'`,
    );
    const northgate = rows[0]!.id;
    const other = await call(carla, 'POST', '/api/UserMaintenance/get-user-list', { clientId: northgate });
    expect([other.status, other.body.Message]).toEqual([404, M.recordNotFound]);
    const clients = await get<{ id: number }[]>(carla, '/api/UserMaintenance/get-client-list');
    expect(clients.body.Result).toHaveLength(1);
  });

  it('shows the read-only administrator every client’s users and clients, and refuses it every change', async () => {
    const all = await call<{ totalCount: number; data: UserRow[] }>(
      auditor,
      'POST',
      '/api/UserMaintenance/get-user-list',
      { pageSize: 1000 },
    );
    const emails = all.body.Result.data.map((user) => user.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'admin@lexbridge.test',
        'business@lexbridge.test',
        'northgate-admin@lexbridge.test',
        'northgate-business@lexbridge.test',
      ]),
    );
    const clients = await get<{ clientName: string }[]>(auditor, '/api/UserMaintenance/get-client-list');
    expect(clients.body.Result.map((client) => client.clientName)).toEqual(
      expect.arrayContaining(['Harborview Credit Union', 'Northgate Savings Bank']),
    );
    const business = all.body.Result.data.find((user) => user.email === 'business@lexbridge.test')!;
    const changed = await call(auditor, 'PUT', '/api/UserMaintenance/update-user', {
      id: business.id,
      firstName: 'B',
      lastName: 'U',
      roleIds: business.roles.map((role) => role.id),
    });
    expect([changed.status, changed.body.Message]).toEqual([403, M.readOnly]);
  });

  it('keeps provider roles and the provider flag to the provider administrator', async () => {
    const roles = (await get<RoleRow[]>(carla, '/api/Role/get-roles')).body.Result;
    const providerStaff = roles.find((role) => role.name === 'Provider Staff')!;
    const businessUser = roles.find((role) => role.name === 'Business User')!;
    expect([providerStaff.isProvider, businessUser.isProvider]).toEqual([true, false]);
    const business = (
      await call<{ data: UserRow[] }>(carla, 'POST', '/api/UserMaintenance/get-user-list', {
        searchText: 'business@lexbridge.test',
      })
    ).body.Result.data.find((user) => user.email === 'business@lexbridge.test')!;
    const update = (extra: Record<string, unknown>) =>
      call<UserRow>(carla, 'PUT', '/api/UserMaintenance/update-user', {
        id: business.id,
        firstName: business.firstName,
        lastName: business.lastName,
        roleIds: business.roles.map((role) => role.id),
        ...extra,
      });
    const role = await update({ roleIds: [...business.roles.map((held) => held.id), providerStaff.id] });
    expect([role.status, role.body.Message]).toEqual([403, M.providerRoleGrant]);
    const flagged = await update({ isProvider: true });
    expect([flagged.status, flagged.body.Message]).toEqual([403, M.providerRoleGrant]);
    const registered = await call(carla, 'POST', '/api/UserMaintenance/RegisterEmployee', {
      email: 'escalate@harborview.test',
      firstName: 'Esc',
      lastName: 'Alate',
      roleIds: [providerStaff.id],
      password: DEMO_PASSWORD,
    });
    expect([registered.status, registered.body.Message]).toEqual([403, M.providerRoleGrant]);
    const { rows } = await catalogue.running.db.query<{ name: string }>(
      `SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
      [business.id],
    );
    expect(rows.map((row) => row.name)).not.toContain('Provider Staff');
    // The provider administrator may give it.
    const granted = await call<UserRow>(sessions.admin, 'PUT', '/api/UserMaintenance/update-user', {
      id: business.id,
      firstName: business.firstName,
      lastName: business.lastName,
      roleIds: [businessUser.id, providerStaff.id],
    });
    expect(granted.body.Result.roles.map((held) => held.name)).toContain('Provider Staff');
    await call(sessions.admin, 'PUT', '/api/UserMaintenance/update-user', {
      id: business.id,
      firstName: business.firstName,
      lastName: business.lastName,
      roleIds: business.roles.map((held) => held.id),
    });
  });

  it("registers a client administrator's employee in its own client, and hides another client's users", async () => {
    const roles = (await get<RoleRow[]>(carla, '/api/Role/get-roles')).body.Result;
    const businessUser = roles.find((role) => role.name === 'Business User')!;
    const norasUsers = (
      await call<{ data: UserRow[] }>(nora, 'POST', '/api/UserMaintenance/get-user-list', {})
    ).body.Result.data;
    const northgate = norasUsers[0]!.clientId!;
    const hire = await call<UserRow>(carla, 'POST', '/api/UserMaintenance/RegisterEmployee', {
      email: 'teller@harborview.test',
      firstName: 'Tess',
      lastName: 'Teller',
      roleIds: [businessUser.id],
      clientId: northgate,
      isProvider: false,
      password: DEMO_PASSWORD,
    });
    expect(hire.status).toBe(200);
    expect(hire.body.Result.clientName).toBe('Harborview Credit Union');
    const theirs = norasUsers.find((user) => user.email === 'northgate-business@lexbridge.test')!;
    const update = await call(carla, 'PUT', '/api/UserMaintenance/update-user', {
      id: theirs.id,
      firstName: 'X',
      lastName: 'Y',
      roleIds: [businessUser.id],
    });
    expect([update.status, update.body.Message]).toEqual([404, M.recordNotFound]);
    const sync = await call(carla, 'POST', '/api/UserMaintenance/sync-user', {}, { Id: theirs.id });
    expect([sync.status, sync.body.Message]).toEqual([404, M.recordNotFound]);
    const missing = await call(carla, 'POST', '/api/UserMaintenance/sync-user', {}, { Id: 999999 });
    expect([missing.status, missing.body.Message]).toEqual([404, M.recordNotFound]);
    // A role's holders, counted for a client's administrator, are its own client's only.
    const counted = (await get<RoleRow[]>(nora, '/api/Role/get-roles')).body.Result;
    const all = (await get<RoleRow[]>(sessions.admin, '/api/Role/get-roles')).body.Result;
    const count = (list: RoleRow[]) => list.find((role) => role.name === 'Business User')!.userCount;
    expect(count(counted)).toBe(1);
    expect(count(all)).toBeGreaterThan(1);
  });

  it('keeps provider-only actions from a client administrator', async () => {
    const admin = (
      await call<{ data: UserRow[] }>(sessions.admin, 'POST', '/api/UserMaintenance/get-user-list', {
        searchText: 'admin@lexbridge.test',
      })
    ).body.Result.data.find((user) => user.email === 'admin@lexbridge.test')!;
    const reset = await call(carla, 'POST', '/api/UserMaintenance/reset-password-provider-admin', {
      id: admin.id,
      newPassword: 'Another#2026',
    });
    expect([reset.status, reset.body.Message]).toEqual([403, M.providerOnly]);
    const role = await call(carla, 'POST', '/api/Role/add-role', { name: 'Client role' });
    expect(role.status).toBe(403);
    const otherUser = await call(carla, 'DELETE', '/api/UserMaintenance/delete-user', undefined, {
      Id: admin.id,
    });
    expect([otherUser.status, otherUser.body.Message]).toEqual([404, M.recordNotFound]);
  });
});

describe('administration: client setup', () => {
  it('adds a client with its server, sets its details and single sign-on, and keeps it from a client administrator', async () => {
    const added = await call<{ id: number; serverName: string }>(
      sessions.admin,
      'POST',
      '/api/ClientDbSetup/AddClientDb',
      {
        clientName: 'Lakeside Bank',
        serverName: 'sql09.clients.lexbridge.test',
        databaseName: 'lexbridge_lakeside',
      },
    );
    expect([added.status, added.body.Result.serverName]).toEqual([200, 'sql09.clients.lexbridge.test']);
    const badHost = await call(
      sessions.admin,
      'PUT',
      '/api/ClientDbSetup/UpdateClientDbInfo',
      {
        serverName: 'not a host',
        databaseName: 'x',
      },
      { Id: added.body.Result.id },
    );
    expect(badHost.body.Message).toBe('Please enter a valid host name.');
    const noTenant = await call(
      sessions.admin,
      'PUT',
      '/api/ClientDbSetup/AddClientDetail',
      { ssoEnabled: true },
      {
        Id: added.body.Result.id,
      },
    );
    expect(noTenant.body.Message).toBe('Please enter the tenant id to enable single sign-on.');
    const detail = await call<{ domain: string; ssoEnabled: boolean; tenantId: string }>(
      sessions.admin,
      'PUT',
      '/api/ClientDbSetup/AddClientDetail',
      { domain: 'Lakeside.test', ssoEnabled: true, tenantId: '0f8fad5b-d9cb-469f-a165-70867728950e' },
      { Id: added.body.Result.id },
    );
    expect(detail.body.Result).toMatchObject({ domain: 'lakeside.test', ssoEnabled: true });
    const lookup = await catalogue.client.call<{ Result: boolean; Tid: string | null }>(
      'GET',
      '/ClientDbSetup/GetSSOClient',
      { rawQuery: 'domain=lakeside.test' },
    );
    // The catalogue of this test runs without an identity provider: single sign-on cannot be on, whatever the client says.
    expect(lookup.body.Result).toBe(false);
    expect(lookup.body.Tid).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    const byClient = await call(carla, 'POST', '/api/ClientDbSetup/AddClientDb', {
      clientName: 'Carla Bank',
      serverName: 'sql10.clients.lexbridge.test',
      databaseName: 'lexbridge_carla',
    });
    expect([byClient.status, byClient.body.Message]).toEqual([403, M.providerOnly]);
  });

  it('lets the read-only administrator read every client and a client administrator at most its own', async () => {
    const all = await get<{ id: number; clientName: string }[]>(
      auditor,
      '/api/ClientDbSetup/get-client-details',
    );
    expect(all.status).toBe(200);
    const names = all.body.Result.map((client) => client.clientName);
    expect(names).toEqual(expect.arrayContaining(['Harborview Credit Union', 'Northgate Savings Bank']));
    const northgate = all.body.Result.find((client) => client.clientName === 'Northgate Savings Bank')!;
    const one = await get<{ clientName: string }>(auditor, '/api/ClientDbSetup/GetClientDetailById', {
      id: northgate.id,
    });
    expect(one.body.Result.clientName).toBe('Northgate Savings Bank');
    const write = await call(
      auditor,
      'PUT',
      '/api/ClientDbSetup/UpdateClientDbInfo',
      { serverName: 'sql11.clients.lexbridge.test', databaseName: 'x' },
      { Id: northgate.id },
    );
    expect([write.status, write.body.Message]).toEqual([403, M.readOnly]);

    const own = await get<{ clientName: string }[]>(carla, '/api/ClientDbSetup/get-client-details');
    expect(own.body.Result.map((client) => client.clientName)).toEqual(['Harborview Credit Union']);
    const other = await get(carla, '/api/ClientDbSetup/GetClientDetailById', { id: northgate.id });
    expect([other.status, other.body.Message]).toEqual([404, M.recordNotFound]);
    const server = await get(carla, '/api/ClientDbSetup/GetClientServerProd', { Id: northgate.id });
    expect(server.status).toBe(404);
  });
});

describe('administration: an omitted field leaves the stored value unchanged', () => {
  it("keeps a user's client, names and roles that update-user leaves out; clientId null takes them off", async () => {
    const roles = (await get<RoleRow[]>(sessions.admin, '/api/Role/get-roles')).body.Result;
    const businessUser = roles.find((role) => role.name === 'Business User')!;
    const harborview = (
      await call<{ data: UserRow[] }>(carla, 'POST', '/api/UserMaintenance/get-user-list', {})
    ).body.Result.data[0]!.clientId!;
    const hire = await call<UserRow>(sessions.admin, 'POST', '/api/UserMaintenance/RegisterEmployee', {
      email: 'omitted-fields@harborview.test',
      firstName: 'Omar',
      lastName: 'Mitted',
      roleIds: [businessUser.id],
      clientId: harborview,
      password: DEMO_PASSWORD,
    });
    expect([hire.status, hire.body.Result.clientId]).toEqual([200, harborview]);
    const update = (body: Record<string, unknown>) =>
      call<UserRow>(sessions.admin, 'PUT', '/api/UserMaintenance/update-user', {
        id: hire.body.Result.id,
        ...body,
      });

    // The provider administrator renames the user without naming a client: the user stays with Harborview.
    const renamed = await update({ firstName: 'Omari', lastName: 'Mitted', roleIds: [businessUser.id] });
    expect(renamed.status).toBe(200);
    expect(renamed.body.Result).toMatchObject({ firstName: 'Omari', clientId: harborview });
    // Nothing but the id: every column stays as it is.
    const untouched = await update({});
    expect(untouched.body.Result).toMatchObject({
      firstName: 'Omari',
      lastName: 'Mitted',
      clientId: harborview,
    });
    expect(untouched.body.Result.roles.map((role) => role.id)).toEqual([businessUser.id]);
    // clientId null is the documented "no client".
    const cleared = await update({ clientId: null });
    expect(cleared.body.Result.clientId).toBeNull();
  });
});
