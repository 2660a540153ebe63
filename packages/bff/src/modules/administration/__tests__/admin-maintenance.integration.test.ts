import {
  ADMIN_MAINTENANCE_MESSAGES as M,
  ADMIN_MESSAGES,
  SSO_GROUP_MESSAGES,
  EMAIL_SETTINGS_MESSAGES,
  OWNERSHIP_MESSAGES,
  SUBSCRIPTION_ADMIN_MESSAGES,
  VALIDATOR_MESSAGES,
} from '@lexbridge/rules';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';
import { EMPLOYEE_ROLE_UPLOAD_PATH } from '../administration.files.js';

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Employee Roles');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const SAVE_QUESTION = `mutation ($input: SaveQuestionInput!) { saveQuestion(input: $input) { question { id options } message } }`;
const SAVE_ARTIFACT_TYPE = `mutation ($input: SaveArtifactTypeInput!) { saveArtifactType(input: $input) { artifactType { id name } message } }`;
const ASSIGN = `mutation ($input: SaveEmployeeAssignmentsInput!) { saveEmployeeAssignments(input: $input) { assignments { businessLineIds categoryIds } message } }`;

describe('artifacts, questions, assignments, the employee-to-role upload and search history', () => {
  let harness: Harness;
  let admin: TestClient;
  let clientAdmin: TestClient;
  let lawyer: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    admin = harness.client({ 'x-lexbridge-route': '/administration/artifacts' });
    clientAdmin = harness.client({ 'x-lexbridge-route': '/administration/employee-assignments' });
    lawyer = harness.client({ 'x-lexbridge-route': '/legal-module/search-history' });
    await admin.login('admin@lexbridge.test', undefined, true);
    await clientAdmin.login('clientadmin@lexbridge.test');
    await lawyer.login('lawyer@lexbridge.test');
  });
  afterAll(() => harness?.close());

  const upload = (client: TestClient, name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return fetch(`${harness.bffUrl}${EMPLOYEE_ROLE_UPLOAD_PATH}`, {
      method: 'POST',
      body: form,
      headers: { cookie: client.cookie! },
    });
  };

  it('lists artifact types and refuses a duplicate with the rule’s message', async () => {
    const types = await admin.gql<{ artifactTypes: { name: string; artifactCount: number }[] }>(
      `{ artifactTypes { name artifactCount } }`,
    );
    expect(types.data!.artifactTypes.find((type) => type.name === 'Policy')?.artifactCount).toBeGreaterThan(
      0,
    );
    const duplicate = await admin.gql(SAVE_ARTIFACT_TYPE, { input: { name: ' POLICY ' } });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: ADMIN_MESSAGES.nameDuplicate('Artifact Type') },
    });
    const refused = await clientAdmin.gql(SAVE_ARTIFACT_TYPE, { input: { name: 'Memo' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('adds a risk-assessment question and refuses an Options question with one option', async () => {
    const questions = harness.client({ 'x-lexbridge-route': '/administration/questions' });
    await questions.login('admin@lexbridge.test', undefined, true);
    const bad = await questions.gql(SAVE_QUESTION, {
      input: {
        list: 'RISK_ASSESSMENT',
        question: 'Tested?',
        questionType: 'Options',
        options: ['Yes'],
        isRequired: true,
      },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { options: M.optionsRequired },
    });
    const good = await questions.gql<{ saveQuestion: { question: { options: string[] } } }>(SAVE_QUESTION, {
      input: {
        list: 'RISK_ASSESSMENT',
        question: 'Tested this year?',
        questionType: 'Options',
        options: ['Yes', 'No'],
        isRequired: true,
      },
    });
    expect(good.data?.saveQuestion.question.options).toEqual(['Yes', 'No']);
  });

  it('assigns a client employee and refuses a category outside their business lines', async () => {
    const options = await clientAdmin.gql<{
      assignmentOptions: { categories: { id: string; businessLineId: string }[] };
    }>(`{ assignmentOptions { categories { id businessLineId } } }`);
    const category = options.data!.assignmentOptions.categories[0]!;
    const users = harness.client({ 'x-lexbridge-route': '/administration/users' });
    await users.login('clientadmin@lexbridge.test');
    const staff = await users.gql<{ adminUsers: { items: { id: string; email: string }[] } }>(
      `{ adminUsers { items { id email } } }`,
    );
    const business = staff.data?.adminUsers.items.find((user) => user.email === 'business@lexbridge.test');
    expect(business).toBeDefined();
    const outside = await clientAdmin.gql(ASSIGN, {
      input: {
        employeeId: business!.id,
        businessLineIds: [],
        categoryIds: [category.id],
        companyProcessIds: [],
      },
    });
    expect(outside.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { categoryIds: M.assignmentOutsideLine },
    });
    const saved = await clientAdmin.gql<{ saveEmployeeAssignments: { message: string } }>(ASSIGN, {
      input: {
        employeeId: business!.id,
        businessLineIds: [category.businessLineId],
        categoryIds: [category.id],
        companyProcessIds: [],
      },
    });
    expect(saved.data?.saveEmployeeAssignments.message).toBe(M.assignmentsSaved);
  });

  it('uploads an employee-to-role workbook and answers the six counts; refuses other files', async () => {
    const users = harness.client({ 'x-lexbridge-route': '/administration/users' });
    await users.login('admin@lexbridge.test', undefined, true);
    const wrong = await upload(users, 'roles.csv', Buffer.from('Email,Role,Action\n'));
    expect([wrong.status, (await wrong.json()).error]).toEqual([
      400,
      VALIDATOR_MESSAGES.invalidFileExtension,
    ]);
    const headerless = await upload(users, 'roles.xlsx', await workbook([['Mail', 'Role']]));
    expect([headerless.status, (await headerless.json()).error]).toEqual([400, M.uploadHeader]);
    const good = await upload(
      users,
      'roles.xlsx',
      await workbook([
        ['Email', 'Role', 'Action'],
        ['reader@lexbridge.test', 'Lexbridge User', 'Add'],
        ['nobody@lexbridge.test', 'Lexbridge User', 'Add'],
      ]),
    );
    expect(good.status).toBe(200);
    const body = await good.json();
    expect(body.counts).toMatchObject({ inserted: 1, notUpdatedInvalid: 1 });
    expect(body.message).toMatch(/^Records inserted: 1, updated: 0, deleted: 0, /);
    expect(body.rowErrors).toEqual([
      { row: 3, email: 'nobody@lexbridge.test', message: M.rowUnknownUser('nobody@lexbridge.test') },
    ]);
    const notAdmin = await upload(lawyer, 'roles.xlsx', await workbook([['Email', 'Role', 'Action']]));
    expect(notAdmin.status).toBe(403);
  });

  it('hands out the template through a download ticket, listing the roles the caller may give', async () => {
    const template = async (email: string, asAdmin: boolean) => {
      const users = harness.client({ 'x-lexbridge-route': '/administration/users' });
      await users.login(email, undefined, asAdmin);
      const ticket = await users.gql<{ employeeRoleTemplate: { url: string } }>(
        `mutation { employeeRoleTemplate { url } }`,
      );
      const file = await fetch(`${harness.bffUrl}${ticket.data!.employeeRoleTemplate.url}`, {
        headers: { cookie: users.cookie! },
      });
      expect(file.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await file.arrayBuffer()) as ArrayBuffer);
      const roles: unknown[] = [];
      book.worksheets[1]!.eachRow((row, index) => {
        if (index > 1 && row.getCell(1).value) roles.push(row.getCell(1).value);
      });
      return { header: book.worksheets[0]!.getRow(1).values, roles };
    };
    const provider = await template('admin@lexbridge.test', true);
    expect(provider.header).toEqual([undefined, 'Email', 'Role', 'Action']);
    expect(provider.roles).toContain('Provider Staff');
    const client = await template('clientadmin@lexbridge.test', false);
    expect(client.roles).toContain('Business User');
    expect(client.roles).not.toContain('Provider Staff');
    expect(client.roles).not.toContain('Lexbridge Super Admin');
  });

  it('renames and compares saved searches of the signed-in user only', async () => {
    const save = (name: string, labels: Record<string, string>) =>
      lawyer.gql<{ saveSearch: { savedSearch: { id: string } } }>(
        `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) { savedSearch { id } } }`,
        { input: { name, searchKey: JSON.stringify({ filter: { industryId: 1 }, labels }) } },
      );
    const first = (await save('Bank A', { Industry: 'Banking', Regulator: 'CFPB' })).data!.saveSearch
      .savedSearch.id;
    const second = (await save('Bank B', { Industry: 'Banking', Regulator: 'OCC' })).data!.saveSearch
      .savedSearch.id;
    const clash = await lawyer.gql(
      `mutation ($id: ID!, $name: String!) { renameSavedSearch(id: $id, name: $name) { message } }`,
      { id: first, name: 'bank b' },
    );
    expect(clash.errors?.[0]?.extensions).toMatchObject({ fields: { name: M.searchNameDuplicate } });
    const renamed = await lawyer.gql<{ renameSavedSearch: { savedSearch: { name: string } } }>(
      `mutation ($id: ID!, $name: String!) { renameSavedSearch(id: $id, name: $name) { savedSearch { name } } }`,
      { id: first, name: 'Bank CFPB' },
    );
    expect(renamed.data?.renameSavedSearch.savedSearch.name).toBe('Bank CFPB');
    const compared = await lawyer.gql<{
      compareSavedSearches: { criteria: { label: string; differs: boolean }[] };
    }>(`query ($ids: [ID!]!) { compareSavedSearches(ids: $ids) { criteria { label differs } } }`, {
      ids: [first, second],
    });
    expect(compared.data?.compareSavedSearches.criteria).toEqual([
      { label: 'Industry', differs: false },
      { label: 'Regulator', differs: true },
    ]);
    const page = await lawyer.gql<{ savedSearchPage: { totalCount: number } }>(
      `{ savedSearchPage(search: "cfpb") { totalCount } }`,
    );
    expect(page.data?.savedSearchPage.totalCount).toBe(1);
  });

  it('keeps the built-in roles out of single sign-on groups, and each client administrator to its own client’s', async () => {
    const sso = harness.client({ 'x-lexbridge-route': '/administration/sso-groups' });
    await sso.login('admin@lexbridge.test', undefined, true);
    const groups = await sso.gql<{ ssoGroups: { id: string; groupName: string }[] }>(
      `{ ssoGroups { id groupName } }`,
    );
    const seeded = groups.data!.ssoGroups.find((group) => group.groupName === 'Compliance Analysts')!;
    const builtIn = await sso.gql(
      `mutation ($id: ID!, $roleIds: [ID!]!) { saveSsoGroupRoles(id: $id, roleIds: $roleIds) { message } }`,
      { id: seeded.id, roleIds: ['1'] },
    );
    expect(builtIn.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { roleIds: SSO_GROUP_MESSAGES.builtInRoles },
    });
    const duplicate = await sso.gql(
      `mutation ($input: SaveSsoGroupInput!) { saveSsoGroup(input: $input) { message } }`,
      { input: { groupName: 'compliance ANALYSTS', clientId: '1' } },
    );
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      fields: { groupName: SSO_GROUP_MESSAGES.groupDuplicate },
    });
    const clients = await sso.gql<{ adminClients: { id: string; name: string }[] }>(
      `{ adminClients { id name } }`,
    );
    const northgate = clients.data!.adminClients.find((client) => client.name === 'Northgate Savings Bank')!;
    const theirs = await sso.gql<{ saveSsoGroup: { group: { id: string } } }>(
      `mutation ($input: SaveSsoGroupInput!) { saveSsoGroup(input: $input) { group { id } } }`,
      { input: { groupName: 'Northgate Tellers', clientId: northgate.id } },
    );
    expect(theirs.errors).toBeUndefined();
    const harborview = harness.client({ 'x-lexbridge-route': '/administration/sso-groups' });
    await harborview.login('clientadmin@lexbridge.test');
    const own = await harborview.gql<{ ssoGroups: { groupName: string }[] }>(`{ ssoGroups { groupName } }`);
    expect(own.data!.ssoGroups.map((group) => group.groupName)).toContain('Compliance Analysts');
    expect(own.data!.ssoGroups.map((group) => group.groupName)).not.toContain('Northgate Tellers');
    const refused = await harborview.gql(
      `mutation { deleteSsoGroup(id: "${theirs.data!.saveSsoGroup.group.id}") { message } }`,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const roles = await harborview.gql<{ roles: { id: string; name: string }[] }>(`{ roles { id name } }`);
    const providerStaff = roles.data!.roles.find((role) => role.name === 'Provider Staff')!;
    const escalate = await harborview.gql(
      `mutation ($id: ID!, $roleIds: [ID!]!) { saveSsoGroupRoles(id: $id, roleIds: $roleIds) { message } }`,
      { id: seeded.id, roleIds: [providerStaff.id] },
    );
    expect([escalate.errors?.[0]?.extensions?.code, escalate.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      OWNERSHIP_MESSAGES.providerRoleGrant,
    ]);
  });

  it("refuses a client administrator's workbook giving a provider role, naming its rows", async () => {
    const users = harness.client({ 'x-lexbridge-route': '/administration/users' });
    await users.login('clientadmin@lexbridge.test');
    const answer = await upload(
      users,
      'roles.xlsx',
      await workbook([
        ['Email', 'Role', 'Action'],
        ['business@lexbridge.test', 'Provider Staff', 'Add'],
      ]),
    );
    expect(answer.status).toBe(403);
    const body = await answer.json();
    expect([body.code, body.error]).toEqual([
      'FORBIDDEN',
      M.providerRoleRows([{ row: 2, email: 'business@lexbridge.test', role: 'Provider Staff' }]),
    ]);
  });

  it('checks e-mail triggers with the rule’s messages and refuses deleting a group in use', async () => {
    const email = harness.client({ 'x-lexbridge-route': '/administration/email-settings' });
    await email.login('admin@lexbridge.test', undefined, true);
    const settings = await email.gql<{
      emailAddresses: { id: string; kind: string }[];
      emailGroups: { id: string; name: string }[];
    }>(`{ emailAddresses { id kind } emailGroups { id name } }`);
    const sender = settings.data!.emailAddresses.find((row) => row.kind === 'SENDER')!;
    const group = settings.data!.emailGroups[0]!;
    const save = (input: Record<string, unknown>) =>
      email.gql(`mutation ($input: SaveEmailTriggerInput!) { saveEmailTrigger(input: $input) { message } }`, {
        input: {
          name: 'Sent back',
          event: 'Law Sent Back',
          subject: 'Sent back',
          senderId: sender.id,
          emailGroupId: group.id,
          isActive: true,
          ...input,
        },
      });
    const noEvent = await save({ event: 'Lunch' });
    expect(noEvent.errors?.[0]?.extensions).toMatchObject({
      fields: { event: EMAIL_SETTINGS_MESSAGES.eventRequired },
    });
    const duplicate = await save({ name: 'LAW APPROVED NOTICE' });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      fields: { name: EMAIL_SETTINGS_MESSAGES.triggerDuplicate },
    });
    const inUse = await email.gql(`mutation ($id: ID!) { deleteEmailGroup(id: $id) { message } }`, {
      id: group.id,
    });
    expect(inUse.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const refused = await clientAdmin.gql(`mutation { deleteEmailTrigger(id: "1") { message } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('changes a registered user’s plan and cancels the subscription', async () => {
    const subscriptions = harness.client({ 'x-lexbridge-route': '/administration/subscriptions' });
    await subscriptions.login('admin@lexbridge.test', undefined, true);
    const page = await subscriptions.gql<{
      registeredUsers: { totalCount: number; items: { id: string; email: string; productPlanId: string }[] };
    }>(
      `{ registeredUsers(search: "prairiebank", page: { pageNumber: 1, pageSize: 10 }) { totalCount items { id email productPlanId } } }`,
    );
    const sam = page.data!.registeredUsers.items[0]!;
    const same = await subscriptions.gql(
      `mutation ($id: ID!, $plan: ID!) { changeSubscriptionPlan(id: $id, productPlanId: $plan) { message } }`,
      { id: sam.id, plan: sam.productPlanId },
    );
    expect(same.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { productPlanId: SUBSCRIPTION_ADMIN_MESSAGES.samePlan },
    });
    const cancelled = await subscriptions.gql<{ cancelSubscription: { user: { status: string } } }>(
      `mutation ($id: ID!) { cancelSubscription(id: $id) { user { status } } }`,
      { id: sam.id },
    );
    expect(cancelled.data?.cancelSubscription.user.status).toBe('Cancelled');
  });
});
