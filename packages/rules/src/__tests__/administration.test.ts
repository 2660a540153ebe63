import { describe, expect, it } from 'vitest';
import {
  ADMIN_MAINTENANCE_MESSAGES,
  ADMIN_MESSAGES,
  alphabetPage,
  ALPHABET_LETTERS,
  bulkSaveCountsMessage,
  isAdminRole,
  grantableRoles,
  isBuiltInRole,
  isClientAdministrator,
  isHostName,
  isProviderAdmin,
  isProviderAdministrator,
  managesClientRecords,
  isReadOnlyAdmin,
  MASTER_LIST_MODULES,
  selectAllRoles,
  validateClient,
  validateEmployee,
  validateMasterListName,
  validateRoleName,
} from '../index.js';

describe('administrator roles', () => {
  it('passes any of the four administrator-type roles, ignoring case', () => {
    expect(isAdminRole(['lexbridge admin read only'])).toBe(true);
    expect(isAdminRole(['LEXBRIDGE USER'])).toBe(true);
    expect(isAdminRole(['Legal Staff'])).toBe(false);
  });

  it('recognises the provider-level administrator only by its own role', () => {
    expect(isProviderAdmin(['lexbridge super admin'])).toBe(true);
    expect(isProviderAdmin(['Lexbridge Admin'])).toBe(false);
  });

  it('counts a user as read-only only when the read-only role is their only administrator role', () => {
    expect(isReadOnlyAdmin(['Lexbridge Admin Read Only'])).toBe(true);
    expect(isReadOnlyAdmin(['Lexbridge Admin Read Only', 'Lexbridge Admin'])).toBe(false);
    expect(isReadOnlyAdmin(['Legal Staff'])).toBe(false);
  });

  it('leaves the built-in roles out of Select All', () => {
    const roles = [{ name: 'Lexbridge Admin' }, { name: 'Auditors' }, { name: 'lexbridge user' }];
    expect(selectAllRoles(roles)).toEqual([{ name: 'Auditors' }]);
    expect(isBuiltInRole('LEXBRIDGE SUPER ADMIN')).toBe(true);
  });
});

describe('master lists', () => {
  it('has the seven modules in the product order', () => {
    expect(MASTER_LIST_MODULES).toEqual([
      'Type',
      'Regulator',
      'Category',
      'Business',
      'Industry',
      'Process',
      'Country',
    ]);
  });

  it('requires a name and refuses a duplicate ignoring case, but not the record itself', () => {
    const others = [{ id: 1, name: 'OCC' }];
    expect(validateMasterListName('Regulator', '  ', others)).toEqual({
      field: 'name',
      message: 'Please enter the Regulator name.',
    });
    expect(validateMasterListName('Regulator', ' occ ', others)?.message).toBe(
      ADMIN_MESSAGES.nameDuplicate('Regulator'),
    );
    expect(validateMasterListName('Regulator', 'occ', others, 1)).toBeNull();
    expect(validateMasterListName('Regulator', 'x'.repeat(201))?.message).toBe(
      ADMIN_MESSAGES.nameTooLong(200),
    );
  });

  it('says why a record in use cannot be deleted', () => {
    expect(ADMIN_MESSAGES.inUse('Regulator', 'OCC', '3 laws')).toBe(
      "Regulator 'OCC' cannot be deleted because 3 laws still use it.",
    );
  });

  it('pages by first letter in natural order', () => {
    const names = ['Title X', 'title IX', 'Banking', 'Section 10', 'Section 2', '1st Act'];
    expect(ALPHABET_LETTERS).toHaveLength(27);
    expect(alphabetPage(names, (name) => name, 'T')).toEqual(['title IX', 'Title X']);
    expect(alphabetPage(names, (name) => name, 'S')).toEqual(['Section 2', 'Section 10']);
    expect(alphabetPage(names, (name) => name, 'All')[0]).toBe('1st Act');
  });
});

describe('roles, employees and clients', () => {
  it('checks role names', () => {
    expect(validateRoleName('')?.message).toBe(ADMIN_MESSAGES.roleNameRequired);
    expect(validateRoleName('auditors', [{ id: 4, name: 'Auditors' }])?.message).toBe(
      ADMIN_MESSAGES.roleNameDuplicate,
    );
  });

  it('checks an employee in field order', () => {
    const valid = { email: 'a@b.co', firstName: 'A', lastName: 'B', roleIds: ['1'] };
    expect(validateEmployee(valid)).toBeNull();
    expect(validateEmployee({ ...valid, email: 'nope' })?.field).toBe('email');
    expect(validateEmployee({ ...valid, lastName: ' ' })?.field).toBe('lastName');
    expect(validateEmployee({ ...valid, roleIds: [] })?.message).toBe(ADMIN_MESSAGES.rolesRequired);
  });

  it('checks host names and the tenant id of single sign-on', () => {
    expect(isHostName('db-01.clients.example.com')).toBe(true);
    expect(isHostName('sql01\\PROD')).toBe(true);
    expect(isHostName('bad host')).toBe(false);
    const client = { clientName: 'Acme', serverName: 'db.acme.test', ssoEnabled: true, tenantId: '' };
    expect(validateClient(client)?.message).toBe(ADMIN_MESSAGES.tenantIdRequired);
    expect(validateClient({ ...client, tenantId: 'x' })?.message).toBe(ADMIN_MESSAGES.tenantIdInvalid);
    expect(validateClient({ ...client, tenantId: '0f8fad5b-d9cb-469f-a165-70867728950e' })).toBeNull();
  });

  it('lists the six bulk-save counts', () => {
    expect(
      bulkSaveCountsMessage({
        inserted: 3,
        updated: 1,
        deleted: 0,
        notInsertedDuplicates: 2,
        notDeletedMapped: 0,
        notUpdatedInvalid: 4,
      }),
    ).toBe(
      'Records inserted: 3, updated: 1, deleted: 0, not inserted due to duplicates: 2, not deleted due to already mapped: 0, not updated due to invalid information: 4.',
    );
  });
});

describe('whose administrator', () => {
  const provider = { roles: ['Lexbridge Super Admin'], clientId: null };
  const auditor = { roles: ['Lexbridge Admin Read Only'], clientId: null };
  const clientAdmin = { roles: ['lexbridge admin'], clientId: '1' };

  it('tells the provider administrator (provider staff only) from a client administrator (a client user only)', () => {
    expect(isProviderAdministrator(provider)).toBe(true);
    expect(isProviderAdministrator({ roles: ['Lexbridge Super Admin'], clientId: '1' })).toBe(false);
    expect(isClientAdministrator(clientAdmin)).toBe(true);
    expect(isClientAdministrator({ roles: ['Lexbridge Admin'], clientId: null })).toBe(false);
    expect([provider, auditor, clientAdmin].map(managesClientRecords)).toEqual([true, false, true]);
  });

  it('lets only the provider administrator give provider roles', () => {
    const roles = [
      { id: '5', isProvider: true },
      { id: '7', isProvider: false },
    ];
    expect(grantableRoles(provider, roles).map((role) => role.id)).toEqual(['5', '7']);
    expect(grantableRoles(clientAdmin, roles).map((role) => role.id)).toEqual(['7']);
    expect(
      ADMIN_MAINTENANCE_MESSAGES.providerRoleRows([
        { row: 2, email: 'business@lexbridge.test', role: 'Provider Staff' },
        { row: 4, email: 'reader@lexbridge.test', role: 'Legal Staff' },
      ]),
    ).toBe(
      'Only provider administrators can give provider roles. Nothing was imported; refused rows: 2 (business@lexbridge.test, Provider Staff); 4 (reader@lexbridge.test, Legal Staff).',
    );
  });
});
