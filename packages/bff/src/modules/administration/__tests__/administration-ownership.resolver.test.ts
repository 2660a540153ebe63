// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { ADMIN_MAINTENANCE_ROUTES, ADMIN_MESSAGES, ADMIN_ROUTES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import { MemoryAccessMarks } from '../../../session/access-changes.js';
import type { Principal } from '../../../session/principal.js';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
  SUPER_ADMIN,
} from '../../../testing/fake-catalogue.js';

const ROUTES = [...Object.values(ADMIN_ROUTES), ADMIN_MAINTENANCE_ROUTES.ssoGroups];
const MENU = sectionMenu('Administration', 1300, ROUTES, 1301);
const who = (roles: string[], clientId: string | null, editable = ROUTES): Principal =>
  principalWith({
    user: {
      ...SUPER_ADMIN,
      id: '7',
      roles,
      isAzimuth: clientId === null,
      clientId,
      clientName: clientId === null ? null : 'Harborview Credit Union',
    },
    menu: MENU,
    editableRoutes: editable,
  })();
const PROVIDER_ADMIN = who(['Lexbridge Super Admin'], null);
const AUDITOR = who(['Lexbridge Admin Read Only'], null, []);
const CLIENT_ADMIN = who(['Lexbridge Admin'], '1');

function run(fake: FakeCatalogue, source: string, variables: Record<string, unknown>, principal: Principal) {
  return runGraphQL(
    fakeContext(fake, principal, {
      services: { cache: new MemoryCache(100), accessMarks: new MemoryAccessMarks(60_000) },
    }),
    source,
    variables,
  );
}

const role = (id: number, name: string, isProvider: boolean) => ({
  id,
  name,
  isProvider,
  userCount: 1,
  menuItemIds: [],
  editableMenuItemIds: [],
});
const ROLES = [
  role(1, 'Lexbridge Super Admin', true),
  role(2, 'Lexbridge Admin', false),
  role(4, 'Lexbridge Admin Read Only', true),
  role(5, 'Provider Staff', true),
  role(7, 'Business User', false),
];
const user = (id: number, email: string, clientId: number | null) => ({
  id,
  email,
  firstName: 'F',
  lastName: 'L',
  fullName: 'F L',
  clientId,
  clientName: clientId === null ? null : `Client ${clientId}`,
  isProvider: clientId === null,
  syncedAt: null,
  roles: [{ id: 7, name: 'Business User' }],
});
const group = (id: number, clientId: number) => ({
  id,
  groupName: `Group ${id}`,
  directoryGroupId: '',
  clientId,
  clientName: `Client ${clientId}`,
  roleIds: [7],
  businessLineIds: [],
});
const CLIENTS = [
  { id: 1, clientName: 'Harborview Credit Union' },
  { id: 2, clientName: 'Northgate Savings Bank' },
];
const CLIENT_DETAILS = CLIENTS.map((client) => ({
  ...client,
  serverName: null,
  databaseName: null,
  domain: null,
  countryId: null,
  countryName: null,
  contactEmail: null,
  ssoEnabled: false,
  tenantId: null,
  isActive: true,
}));

/** A catalogue answering the administration reads, recording the bodies of the writes it is sent. */
function catalogue(writes: LegacyRequest[] = []) {
  const saved = (request: LegacyRequest) => {
    writes.push(request);
    return { Message: 'Saved.', Result: user(11, 'new@harborview.test', 1) };
  };
  return new FakeCatalogue({
    'api/Role/get-roles': () => ({ Result: ROLES }),
    'api/UserMaintenance/get-client-list': () => ({ Result: CLIENTS }),
    'api/UserMaintenance/get-user-list': (request) => {
      writes.push(request);
      return {
        Result: {
          totalCount: 3,
          data: [user(1, 'admin@x.test', null), user(3, 'business@x.test', 1), user(9, 'nils@x.test', 2)],
        },
      };
    },
    'api/UserMaintenance/update-user': saved,
    'api/UserMaintenance/RegisterEmployee': saved,
    'api/ClientDbSetup/get-client-details': () => ({ Result: CLIENT_DETAILS }),
    'api/SSOGroup/get-sso-groups': () => ({ Result: [group(1, 1), group(2, 2)] }),
    'api/SSOGroup/submit-sso-group-role': (request) => {
      writes.push(request);
      return { Message: 'Group roles saved successfully.', Result: group(1, 1) };
    },
    'api/SSOGroup/delete-sso-group': (request) => {
      writes.push(request);
      return { Message: 'Group deleted successfully.', Result: true };
    },
    'api/SSOGroup/add-sso-group': (request) => {
      writes.push(request);
      return { Message: 'Group saved successfully.', Result: group(3, 1) };
    },
  });
}

const UPDATE = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { message } }`;
const REGISTER = `mutation ($input: RegisterEmployeeInput!) { registerEmployee(input: $input) { message } }`;
const USERS = `query ($filter: AdminUserFilter) { adminUsers(filter: $filter) { totalCount items { email } } }`;
const failure = (result: {
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}) => [result.errors?.[0]?.extensions?.code, result.errors?.[0]?.message];

describe('administration: whose users, roles and groups', () => {
  it('refuses a client administrator a provider role or the provider flag, before the catalogue changes anything', async () => {
    const writes: LegacyRequest[] = [];
    const fake = catalogue(writes);
    const input = { id: '3', firstName: 'B', lastName: 'U', roleIds: ['7', '5'] };
    expect(failure(await run(fake, UPDATE, { input }, CLIENT_ADMIN))).toEqual([
      'FORBIDDEN',
      OWNERSHIP_MESSAGES.providerRoleGrant,
    ]);
    const flagged = await run(
      fake,
      UPDATE,
      { input: { ...input, roleIds: ['7'], isProvider: true } },
      CLIENT_ADMIN,
    );
    expect(failure(flagged)).toEqual(['FORBIDDEN', OWNERSHIP_MESSAGES.providerRoleGrant]);
    const registered = await run(
      fake,
      REGISTER,
      {
        input: {
          email: 'x@harborview.test',
          firstName: 'X',
          lastName: 'Y',
          roleIds: ['1'],
          password: 'Demo#2026',
        },
      },
      CLIENT_ADMIN,
    );
    expect(failure(registered)).toEqual(['FORBIDDEN', OWNERSHIP_MESSAGES.providerRoleGrant]);
    expect(writes).toEqual([]);
    // The provider administrator gives it.
    const granted = await run(catalogue(writes), UPDATE, { input }, PROVIDER_ADMIN);
    expect(granted.errors).toBeUndefined();
    expect(writes.map((write) => write.path)).toEqual(['api/UserMaintenance/update-user']);
  });

  it("registers a client administrator's employee in its own client, whatever the input names", async () => {
    const writes: LegacyRequest[] = [];
    const input = {
      email: 'teller@harborview.test',
      firstName: 'Tess',
      lastName: 'Teller',
      roleIds: ['7'],
      password: 'Demo#2026',
      clientId: '2',
    };
    const result = await run(catalogue(writes), REGISTER, { input }, CLIENT_ADMIN);
    expect(result.errors).toBeUndefined();
    expect(writes[0]!.body).toMatchObject({ clientId: 1 });
    expect(writes[0]!.body).not.toHaveProperty('isProvider');
  });

  it("lists a client administrator's own client's users, and NOT_FOUND for another client", async () => {
    const writes: LegacyRequest[] = [];
    const own = await run(catalogue(writes), USERS, {}, CLIENT_ADMIN);
    expect(own.errors).toBeUndefined();
    expect(writes[0]!.body).toMatchObject({ clientId: 1, isProvider: false });
    const emails = (own.data as { adminUsers: { items: { email: string }[] } }).adminUsers.items;
    expect(emails.map((row) => row.email)).toEqual(['business@x.test']);
    const other = await run(catalogue(), USERS, { filter: { clientId: '2' } }, CLIENT_ADMIN);
    expect(failure(other)).toEqual(['NOT_FOUND', OWNERSHIP_MESSAGES.notFound]);
  });

  it('shows the read-only administrator every client’s users and clients, and lets it change nothing', async () => {
    const writes: LegacyRequest[] = [];
    const all = await run(catalogue(writes), USERS, {}, AUDITOR);
    expect(all.errors).toBeUndefined();
    expect(writes[0]!.body).not.toHaveProperty('clientId');
    expect((all.data as { adminUsers: { items: unknown[] } }).adminUsers.items).toHaveLength(3);
    const clients = await run(catalogue(), `{ clientSetups { name } adminClients { name } }`, {}, AUDITOR);
    expect(clients.errors).toBeUndefined();
    expect((clients.data as { clientSetups: unknown[] }).clientSetups).toHaveLength(2);
    expect((clients.data as { adminClients: unknown[] }).adminClients).toHaveLength(2);
    const change = await run(
      catalogue(),
      UPDATE,
      { input: { id: '3', firstName: 'B', lastName: 'U', roleIds: ['7'] } },
      AUDITOR,
    );
    expect(failure(change)[0]).toBe('FORBIDDEN');
  });

  it("gives a client administrator at most its own client's setup", async () => {
    const result = await run(catalogue(), `{ clientSetups { name } }`, {}, CLIENT_ADMIN);
    expect(result.errors).toBeUndefined();
    expect((result.data as { clientSetups: { name: string }[] }).clientSetups).toEqual([
      { name: 'Harborview Credit Union' },
    ]);
    const save = await run(
      catalogue(),
      `mutation ($input: SaveClientSetupInput!) { saveClientSetup(input: $input) { message } }`,
      {
        input: { name: 'Harborview', serverName: 'sql01.x.test', databaseName: 'db', ssoEnabled: false },
      },
      CLIENT_ADMIN,
    );
    expect(failure(save)).toEqual(['FORBIDDEN', ADMIN_MESSAGES.providerOnly]);
  });

  it("keeps a client administrator to its own client's single sign-on groups and client-side roles", async () => {
    const writes: LegacyRequest[] = [];
    const list = await run(catalogue(writes), `{ ssoGroups { id clientId } }`, {}, CLIENT_ADMIN);
    expect((list.data as { ssoGroups: { clientId: string }[] }).ssoGroups).toEqual([
      { id: '1', clientId: '1' },
    ]);
    const ROLES_OF = `mutation ($id: ID!, $roleIds: [ID!]!) { saveSsoGroupRoles(id: $id, roleIds: $roleIds) { message } }`;
    const theirs = await run(catalogue(writes), ROLES_OF, { id: '2', roleIds: ['7'] }, CLIENT_ADMIN);
    expect(failure(theirs)).toEqual(['NOT_FOUND', OWNERSHIP_MESSAGES.notFound]);
    const deleted = await run(
      catalogue(writes),
      `mutation { deleteSsoGroup(id: "2") { message } }`,
      {},
      CLIENT_ADMIN,
    );
    expect(failure(deleted)).toEqual(['NOT_FOUND', OWNERSHIP_MESSAGES.notFound]);
    const escalate = await run(catalogue(writes), ROLES_OF, { id: '1', roleIds: ['7', '5'] }, CLIENT_ADMIN);
    expect(failure(escalate)).toEqual(['FORBIDDEN', OWNERSHIP_MESSAGES.providerRoleGrant]);
    const planted = await run(
      catalogue(writes),
      `mutation ($input: SaveSsoGroupInput!) { saveSsoGroup(input: $input) { message } }`,
      { input: { groupName: 'Planted', clientId: '2' } },
      CLIENT_ADMIN,
    );
    expect(failure(planted)).toEqual(['NOT_FOUND', OWNERSHIP_MESSAGES.notFound]);
    expect(writes.filter((write) => write.method !== 'GET')).toEqual([]);
    const own = await run(catalogue(writes), ROLES_OF, { id: '1', roleIds: ['7'] }, CLIENT_ADMIN);
    expect(own.errors).toBeUndefined();
    const added = await run(
      catalogue(writes),
      `mutation ($input: SaveSsoGroupInput!) { saveSsoGroup(input: $input) { message } }`,
      { input: { groupName: 'Branch Managers', clientId: '1' } },
      CLIENT_ADMIN,
    );
    expect(added.errors).toBeUndefined();
    expect(writes.at(-1)!.body).toMatchObject({ clientId: 1, groupName: 'Branch Managers' });
    // Even with the screen editable, the read-only administrator changes nothing.
    const auditor = who(['Lexbridge Admin Read Only'], null);
    const readOnly = await run(catalogue(), `mutation { deleteSsoGroup(id: "1") { message } }`, {}, auditor);
    expect(failure(readOnly)).toEqual(['FORBIDDEN', ADMIN_MESSAGES.readOnly]);
  });

  it("answers whether a role is a provider role, and keeps the provider's back office from a client's user", async () => {
    const roles = await run(catalogue(), `{ roles { name isProvider } }`, {}, CLIENT_ADMIN);
    expect((roles.data as { roles: { name: string; isProvider: boolean }[] }).roles).toContainEqual({
      name: 'Provider Staff',
      isProvider: true,
    });
    const fake = new FakeCatalogue({});
    const outbox = await run(
      fake,
      `{ registeredUsers { totalCount } }`,
      {},
      principalWith({
        user: { ...SUPER_ADMIN, id: '7', roles: ['Lexbridge Admin'], clientId: '1', clientName: 'H' },
        menu: sectionMenu('Administration', 1300, [ADMIN_MAINTENANCE_ROUTES.subscriptions], 1311),
        editableRoutes: [],
      })(),
    );
    expect(failure(outbox)).toEqual(['FORBIDDEN', ADMIN_MESSAGES.providerOnly]);
    expect(fake.calls).toBe(0);
  });
});
