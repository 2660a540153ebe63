import { describe, expect, it } from 'vitest';
import { matching } from '../../../components/maintenance/list-screen';
import { toggleLine } from './employee-assignments-page';
import { readUploadAnswer, rowsNotApplied } from './employee-role-upload';
import { optionLines } from './questions-page';

const counts = {
  inserted: 2,
  updated: 1,
  deleted: 0,
  notInsertedDuplicates: 1,
  notDeletedMapped: 1,
  notUpdatedInvalid: 3,
};

describe('the employee-to-role upload', () => {
  it('counts the rows not applied', () => {
    expect(rowsNotApplied(counts)).toBe(5);
  });

  it('reads the answer, and the error the BFF says', async () => {
    const good = new Response(
      JSON.stringify({ message: 'Records inserted: 2', rowsRead: 8, counts, rowErrors: [] }),
    );
    expect(await readUploadAnswer(good, 'roles.xlsx')).toMatchObject({ fileName: 'roles.xlsx', rowsRead: 8 });
    const bad = new Response(JSON.stringify({ error: 'Invalid file extension.' }), { status: 400 });
    await expect(readUploadAnswer(bad, 'roles.csv')).rejects.toThrow('Invalid file extension.');
  });
});

describe('employee assignments', () => {
  const categories = [
    { id: 'c1', name: 'Privacy', businessLineId: 'b1' },
    { id: 'c2', name: 'Lending', businessLineId: 'b2' },
  ];
  const processes = [{ id: 'p1', name: 'Origination', businessLineId: 'b1' }];

  it('takes a business line’s categories and processes away with it', () => {
    const current = { businessLineIds: ['b1', 'b2'], categoryIds: ['c1', 'c2'], companyProcessIds: ['p1'] };
    expect(toggleLine(current, 'b1', false, categories, processes)).toEqual({
      businessLineIds: ['b2'],
      categoryIds: ['c2'],
      companyProcessIds: [],
    });
  });

  it('adds a business line once', () => {
    const current = { businessLineIds: ['b1'], categoryIds: [], companyProcessIds: [] };
    expect(toggleLine(current, 'b2', true, categories, processes).businessLineIds).toEqual(['b1', 'b2']);
    expect(toggleLine(current, 'b1', true, categories, processes)).toBe(current);
  });
});

describe('grids and questions', () => {
  it('filters rows on any of their texts, ignoring case', () => {
    const rows = [
      { name: 'Privacy policy', type: 'Policy' },
      { name: 'Vendor list', type: 'System' },
    ];
    expect(matching(rows, ' SYSTEM ', (row) => [row.name, row.type])).toEqual([rows[1]]);
    expect(matching(rows, '', (row) => [row.name])).toHaveLength(2);
  });

  it('reads the options one a line', () => {
    expect(optionLines(' Yes \n\nNo\n ')).toEqual(['Yes', 'No']);
  });
});

describe('single sign-on groups, e-mail settings and subscriptions', () => {
  it('selects every role but the built-in ones', async () => {
    const { selectAllRoleIds } = await import('./sso-groups-page');
    expect(
      selectAllRoleIds([
        { id: '1', name: 'Lexbridge Super Admin' },
        { id: '2', name: 'lexbridge admin read only' },
        { id: '5', name: 'Business User' },
      ]),
    ).toEqual(['5']);
  });

  it("offers a client administrator only client-side roles, in the user form and the group's role mapping", async () => {
    const { selectAllRoleIds, lockedRole } = await import('./sso-groups-page');
    const { userFormRoles } = await import('./users-page');
    const roles = [
      { id: '1', name: 'Lexbridge Super Admin', isProvider: true },
      { id: '3', name: 'Provider Staff', isProvider: true },
      { id: '5', name: 'Business User', isProvider: false },
    ];
    const clientAdmin = { roles: ['Lexbridge Admin'], clientId: '1' };
    const providerAdmin = { roles: ['Lexbridge Super Admin'], clientId: null };
    expect(userFormRoles(clientAdmin, roles).map((role) => role.name)).toEqual(['Business User']);
    expect(userFormRoles(providerAdmin, roles)).toHaveLength(3);
    // The super admin role on a client's user gives nothing: provider administrators are provider staff.
    expect(userFormRoles({ roles: ['Lexbridge Super Admin'], clientId: '1' }, roles)).toHaveLength(1);
    expect(selectAllRoleIds(roles, false)).toEqual(['5']);
    expect(selectAllRoleIds(roles, true)).toEqual(['3', '5']);
    expect(lockedRole(roles[1]!, false)).toBe(true);
    expect(lockedRole(roles[1]!, true)).toBe(false);
  });

  it('offers active senders, and the trigger’s own sender even when inactive', async () => {
    const { senderOptions } = await import('./email-settings-page');
    const address = (id: string, kind: 'SENDER' | 'RECEIVER', isActive: boolean) => ({
      __typename: 'EmailAddress' as const,
      id,
      kind,
      email: `${id}@x.test`,
      displayName: '',
      isActive,
      groupCount: 0,
      triggerCount: 0,
    });
    const rows = [
      address('a', 'SENDER', true),
      address('b', 'SENDER', false),
      address('c', 'RECEIVER', true),
    ];
    expect(senderOptions(rows).map((option) => option.id)).toEqual(['a']);
    expect(senderOptions(rows, 'b').map((option) => option.id)).toEqual(['a', 'b']);
  });

  it('names a plan with its price, or Custom Pricing', async () => {
    const { planLabel } = await import('./subscriptions-page');
    const plan = {
      __typename: 'SubscriptionPlanDetail' as const,
      id: '1',
      productName: 'Rules Inventory',
      duration: 'Annual',
      planName: 'Team',
      planPricing: 990,
      totalUsers: 25,
      customPricing: false,
      activeSubscribers: 1,
      isOffered: true,
    };
    expect(planLabel(plan)).toBe('Rules Inventory · Annual · Team ($990)');
    expect(planLabel({ ...plan, planPricing: 219.99 })).toBe('Rules Inventory · Annual · Team ($219.99)');
    expect(planLabel({ ...plan, customPricing: true, planPricing: null })).toBe(
      'Rules Inventory · Annual · Team (Custom Pricing)',
    );
  });

  it('lists the catalogue as durations and plans, each with the names it sits under', async () => {
    const { catalogueRows } = await import('./subscriptions-page');
    const plan = {
      id: '7',
      durationId: '3',
      planName: 'Team',
      planPricing: 450.5,
      totalUsers: 15,
      customPricing: false,
      isActive: true,
      activeSubscribers: 0,
      cancelledRegistrations: 0,
    };
    const { durations, plans } = catalogueRows([
      {
        id: '1',
        name: 'Rules Inventory',
        durations: [
          {
            id: '3',
            productId: '1',
            name: 'Quarterly',
            billingPeriod: 'MONTHLY',
            isActive: true,
            plans: [plan],
          },
        ],
      },
    ]);
    expect(durations.map((row) => [row.productName, row.name])).toEqual([['Rules Inventory', 'Quarterly']]);
    expect(plans).toEqual([{ ...plan, productName: 'Rules Inventory', durationName: 'Quarterly' }]);
  });
});
