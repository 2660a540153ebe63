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
beforeAll(async () => {
  carla = await catalogue.client.login(CLIENT_ADMIN.email);
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
      'business@lexbridge.test',
      'clientadmin@lexbridge.test',
      'reader@lexbridge.test',
    ]);
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
    expect([otherUser.status, otherUser.body.Message]).toEqual([403, M.otherClient]);
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
    const byClient = await get(carla, '/api/ClientDbSetup/get-client-details');
    expect([byClient.status, byClient.body.Message]).toEqual([403, M.providerOnly]);
  });
});
