// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { ADMIN_MESSAGES, ADMIN_ROUTES } from '@lexbridge/rules';
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

const ROUTES = Object.values(ADMIN_ROUTES);
const MENU = sectionMenu('Administration', 1300, ROUTES, 1301);
const principal = (roles: string[], overrides: Partial<Principal> = {}) =>
  principalWith({ user: { ...SUPER_ADMIN, id: '7', roles }, menu: MENU, editableRoutes: ROUTES })(overrides);
const PROVIDER = principal(['LEXBRIDGE SUPER ADMIN']);
const CLIENT_ADMIN = principal(['lexbridge admin']);

function run(
  fake: FakeCatalogue,
  source: string,
  variables: Record<string, unknown>,
  who: Principal,
  accessMarks = new MemoryAccessMarks(60_000),
) {
  return runGraphQL(
    fakeContext(fake, who, { services: { cache: new MemoryCache(100), accessMarks } }),
    source,
    variables,
  );
}

const REGULATORS = [
  { id: 3, name: 'Section 10 Board', parentId: null, parentName: null, authority: 'State' },
  { id: 1, name: 'OCC', parentId: null, parentName: null, authority: 'Federal' },
  { id: 2, name: 'Section 2 Board', parentId: null, parentName: null, authority: 'State' },
  { id: 4, name: 'ombudsman', parentId: null, parentName: null, authority: 'Federal' },
];
const MASTER_LIST = `query ($letter: String) { masterList(module: REGULATOR, letter: $letter) { totalCount items { id name authority } } }`;
const SAVE = `mutation ($input: SaveMasterListItemInput!) { saveMasterListItem(input: $input) { message item { id name } } }`;
const DELETE = `mutation { deleteMasterListItem(module: REGULATOR, id: "1") { message } }`;
const SAVE_ROLE_MENU = `mutation ($input: SaveRoleMenuInput!) { saveRoleMenu(input: $input) { message role { id menuItemIds } } }`;

describe('administration resolver', () => {
  it('pages a master list by letter in natural order', async () => {
    const answers = { 'api/Maintenance/get-regulator-list': () => ({ Result: REGULATORS }) };
    const all = await run(new FakeCatalogue(answers), MASTER_LIST, {}, PROVIDER);
    expect(all.errors).toBeUndefined();
    const names = (all.data as { masterList: { items: { name: string }[] } }).masterList.items.map(
      (row) => row.name,
    );
    expect(names).toEqual(['OCC', 'ombudsman', 'Section 2 Board', 'Section 10 Board']);
    const s = await run(new FakeCatalogue(answers), MASTER_LIST, { letter: 'O' }, PROVIDER);
    expect((s.data as { masterList: { totalCount: number } }).masterList.totalCount).toBe(2);
  });

  it('refuses everyone without an administrator-type role, whatever their menu says', async () => {
    const fake = new FakeCatalogue({ 'api/Maintenance/get-regulator-list': () => ({ Result: REGULATORS }) });
    const result = await run(fake, MASTER_LIST, {}, principal(['Legal Staff']));
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.errors?.[0]?.message).toBe(ADMIN_MESSAGES.adminOnly);
    expect(fake.calls).toBe(0);
  });

  it('checks a duplicate name before the catalogue, ignoring case', async () => {
    const fake = new FakeCatalogue({ 'api/Maintenance/get-regulator-list': () => ({ Result: REGULATORS }) });
    const result = await run(fake, SAVE, { input: { module: 'REGULATOR', name: ' occ ' } }, PROVIDER);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: ADMIN_MESSAGES.nameDuplicate('Regulator') },
    });
  });

  it('keeps master lists from a client administrator and a read-only administrator', async () => {
    // One catalogue caller per request, as in the BFF (routed contexts are kept per caller).
    const fake = new FakeCatalogue({});
    const client = await run(fake, SAVE, { input: { module: 'COUNTRY', name: 'Chile' } }, CLIENT_ADMIN);
    expect([client.errors?.[0]?.extensions?.code, client.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      ADMIN_MESSAGES.providerOnly,
    ]);
    const other = new FakeCatalogue({});
    const readOnly = await run(other, DELETE, {}, principal(['Lexbridge Admin Read Only']));
    expect(readOnly.errors?.[0]?.message).toBe(ADMIN_MESSAGES.readOnly);
    expect(fake.calls + other.calls).toBe(0);
  });

  it('answers a blocked delete with its reason on id', async () => {
    const reason = ADMIN_MESSAGES.inUse('Regulator', 'OCC', '12 laws');
    const fake = new FakeCatalogue({
      'api/Maintenance/delete-regulator': () => ({ Message: reason, Result: false }),
    });
    const result = await run(fake, DELETE, {}, PROVIDER);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: reason } });
  });

  it("marks everyone's access changed when a role's menu is saved", async () => {
    let body: unknown;
    const fake = new FakeCatalogue({
      'api/Role/submit-role-menu': (request: LegacyRequest) => {
        body = request.body;
        return {
          Message: 'Role menu saved successfully.',
          Result: { id: 9, name: 'Auditors', userCount: 1, menuItemIds: [3], editableMenuItemIds: [] },
        };
      },
    });
    const marks = new MemoryAccessMarks(60_000);
    const result = await run(
      fake,
      SAVE_ROLE_MENU,
      { input: { roleId: '9', menuItemIds: ['3'], editableMenuItemIds: [] } },
      PROVIDER,
      marks,
    );
    expect(result.errors).toBeUndefined();
    expect(body).toEqual({ roleId: 9, menuItemIds: [3], editableMenuItemIds: [] });
    expect(marks.changedAt('42')).toBeGreaterThan(0);
  });

  it('keeps the provider-admin password reset from a client administrator', async () => {
    const fake = new FakeCatalogue({});
    const result = await run(
      fake,
      `mutation { resetUserPassword(input: { id: "1", newPassword: "Another#2026", asProviderAdmin: true }) { message } }`,
      {},
      CLIENT_ADMIN,
    );
    expect(result.errors?.[0]?.message).toBe(ADMIN_MESSAGES.providerOnly);
    expect(fake.calls).toBe(0);
  });
});
