import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../http/envelope.js';
import {
  MAINTENANCE_MESSAGES as M,
  SSO_MESSAGES as SSO,
  EMAIL_MESSAGES as EMAIL,
} from '../modules/administration/admin-maintenance.messages.js';
import { ADMIN_MESSAGES as A } from '../modules/administration/administration.messages.js';
import { SUBSCRIPTION_MESSAGES } from '../modules/administration/subscriptions.routes.js';
import { CLIENT_ADMIN } from '../seed/administration-seed.js';
import { sessionCaller, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions } = useCatalogueSessions();
let carla: Session;
let auditor: Session;
beforeAll(async () => {
  carla = await catalogue.client.login(CLIENT_ADMIN.email);
  auditor = await catalogue.client.login('auditor@lexbridge.test');
});

async function clientNamed(name: string): Promise<number> {
  const { rows } = await catalogue.running.db.query<{ id: number }>(
    'SELECT id FROM clients WHERE name = $1',
    [name],
  );
  return rows[0]!.id;
}

const call = sessionCaller(catalogue);

async function workbook(rows: (string | null)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Employee Roles');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

interface UploadResult {
  rowsRead: number;
  counts: Record<string, number>;
  rowErrors: { row: number; email: string; message: string }[];
}

describe('artifact types and the artifact inventory', () => {
  it('lists the seeded types with their artifacts, refuses deleting a type in use and renames it on its artifacts', async () => {
    const types = await call<{ id: number; name: string; artifactCount: number }[]>(
      sessions.admin,
      'GET',
      '/api/Maintenance/get-artifact-type-list',
    );
    const policy = types.body.Result.find((type) => type.name === 'Policy')!;
    expect(policy.artifactCount).toBeGreaterThan(0);
    const blocked = await call<boolean>(
      sessions.admin,
      'DELETE',
      '/api/Maintenance/delete-artifact-type',
      undefined,
      {
        Id: policy.id,
      },
    );
    expect([blocked.body.Result, blocked.body.Message]).toEqual([
      false,
      A.inUse('Artifact Type', 'Policy', `${policy.artifactCount} artifacts`),
    ]);
    const duplicate = await call(sessions.admin, 'POST', '/api/Maintenance/add-artifact-type', {
      name: 'policy',
    });
    expect([duplicate.status, duplicate.body.Message]).toEqual([400, A.nameDuplicate('Artifact Type')]);
    const added = await call<{ id: number }>(sessions.admin, 'POST', '/api/Maintenance/add-artifact-type', {
      name: 'Report',
    });
    expect(added.status).toBe(200);
    const artifact = await call<{ id: number; artifactType: string }>(
      sessions.admin,
      'POST',
      '/api/Maintenance/add-artifact',
      { name: 'Quarterly HMDA report', artifactType: 'report', businessLineId: 1, ownerName: 'Risk' },
    );
    expect([artifact.status, artifact.body.Result.artifactType]).toEqual([200, 'Report']);
    await call(sessions.admin, 'PUT', '/api/Maintenance/update-artifact-type', {
      id: added.body.Result.id,
      name: 'Regulatory Report',
    });
    const list = await call<{ id: number; artifactType: string }[]>(
      sessions.admin,
      'GET',
      '/api/Maintenance/get-artifact-list',
    );
    expect(list.body.Result.find((row) => row.id === artifact.body.Result.id)?.artifactType).toBe(
      'Regulatory Report',
    );
    const again = await call(sessions.admin, 'POST', '/api/Maintenance/add-artifact', {
      name: 'QUARTERLY HMDA REPORT',
      artifactType: 'Regulatory Report',
      businessLineId: 1,
    });
    expect(again.body.Message).toBe(M.artifactDuplicate);
  });

  it('is the provider administrator’s to change', async () => {
    const refused = await call(carla, 'POST', '/api/Maintenance/add-artifact-type', { name: 'Memo' });
    expect([refused.status, refused.body.Message]).toEqual([403, A.providerOnly]);
    const reader = await call(sessions.lena, 'GET', '/api/Maintenance/get-artifact-list');
    expect(reader.status).toBe(403);
  });
});

describe('question lists', () => {
  it('adds a risk-assessment question with options and refuses a bad one', async () => {
    const noOptions = await call(sessions.admin, 'POST', '/api/Maintenance/add-question', {
      list: 'RiskAssessment',
      question: 'Is the control automated?',
      questionType: 'Options',
      options: ['Yes'],
    });
    expect(noOptions.body.Message).toBe(M.optionsRequired);
    const added = await call<{ id: number; options: string[] }>(
      sessions.admin,
      'POST',
      '/api/Maintenance/add-question',
      {
        list: 'RiskAssessment',
        question: 'Is the control automated?',
        questionType: 'Options',
        options: ['Yes', 'No'],
      },
    );
    expect([added.status, added.body.Result.options]).toEqual([200, ['Yes', 'No']]);
    const duplicate = await call(sessions.admin, 'POST', '/api/Maintenance/add-question', {
      list: 'RiskAssessment',
      question: 'is the control automated?',
      questionType: 'Comment',
    });
    expect(duplicate.body.Message).toBe(M.questionDuplicate);
    const noLine = await call(sessions.admin, 'POST', '/api/Maintenance/add-question', {
      list: 'BusinessLine',
      question: 'Who sells it?',
      questionType: 'Text',
    });
    expect(noLine.body.Message).toBe(M.businessLineRequired);
  });

  it('refuses to delete an artifact question that has answers', async () => {
    const list = await call<{ id: number; question: string; answerCount: number }[]>(
      sessions.admin,
      'GET',
      '/api/Maintenance/get-question-list',
      undefined,
      { list: 'Artifact' },
    );
    const answered = list.body.Result.find((row) => row.answerCount > 0)!;
    const blocked = await call<boolean>(
      sessions.admin,
      'DELETE',
      '/api/Maintenance/delete-question',
      undefined,
      {
        list: 'Artifact',
        Id: answered.id,
      },
    );
    expect(blocked.body.Result).toBe(false);
    expect(blocked.body.Message).toContain('cannot be deleted because');
  });
});

describe('employee assignments', () => {
  it('saves business lines, categories and processes, and refuses a category outside them', async () => {
    const options = await call<{ categories: { id: number; businessLineId: number }[] }>(
      sessions.admin,
      'GET',
      '/api/UserMaintenance/get-assignment-options',
    );
    const category = options.body.Result.categories.find((row) => row.businessLineId === 1)!;
    const outside = await call(sessions.admin, 'POST', '/api/UserMaintenance/submit-employee-assignments', {
      employeeId: sessions.ben.userId,
      businessLineIds: [],
      categoryIds: [category.id],
    });
    expect(outside.body.Message).toBe(M.assignmentOutsideLine);
    const saved = await call<{ categoryIds: number[]; businessLineIds: number[] }>(
      sessions.admin,
      'POST',
      '/api/UserMaintenance/submit-employee-assignments',
      {
        employeeId: sessions.ben.userId,
        businessLineIds: [1],
        categoryIds: [category.id],
        companyProcessIds: [],
      },
    );
    expect(saved.body.Message).toBe(M.assignmentsSaved);
    expect(saved.body.Result).toMatchObject({ businessLineIds: [1], categoryIds: [category.id] });
  });

  it('keeps a client administrator to their own client', async () => {
    const refused = await call(carla, 'GET', '/api/UserMaintenance/get-employee-assignments', undefined, {
      Id: sessions.lena.userId,
    });
    expect([refused.status, refused.body.Message]).toEqual([404, A.recordNotFound]);
    const { rows } = await catalogue.running.db.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'northgate-business@lexbridge.test'`,
    );
    const other = await call(carla, 'POST', '/api/UserMaintenance/submit-employee-assignments', {
      employeeId: rows[0]!.id,
      businessLineIds: [],
      categoryIds: [],
      companyProcessIds: [],
    });
    expect([other.status, other.body.Message]).toEqual([404, A.recordNotFound]);
    const read = await call(auditor, 'GET', '/api/UserMaintenance/get-employee-assignments', undefined, {
      Id: rows[0]!.id,
    });
    expect(read.status).toBe(200);
  });
});

describe('employee-to-role upload', () => {
  it('refuses a wrong extension and a sheet without the header', async () => {
    const wrong = await call(sessions.admin, 'POST', '/api/UserMaintenance/upload-employee-role', {
      fileName: 'roles.csv',
      fileText: Buffer.from('Email,Role').toString('base64'),
    });
    expect(wrong.body.Message).toBe(M.invalidExtension);
    const headerless = await call(sessions.admin, 'POST', '/api/UserMaintenance/upload-employee-role', {
      fileName: 'roles.xlsx',
      fileText: await workbook([['Mail', 'Role']]),
    });
    expect(headerless.body.Message).toBe(M.uploadHeader);
  });

  it('reads the rows, applies the good ones and counts every outcome', async () => {
    const answer = await call<UploadResult>(
      sessions.admin,
      'POST',
      '/api/UserMaintenance/upload-employee-role',
      {
        fileName: 'roles.xlsx',
        fileText: await workbook([
          ['Email', 'Role', 'Action'],
          ['reader@lexbridge.test', 'Lexbridge Admin Read Only', 'Add'],
          ['reader@lexbridge.test', 'Lexbridge Admin Read Only', ''],
          ['reader@lexbridge.test', 'Lexbridge Admin Read Only', 'Remove'],
          ['nobody@lexbridge.test', 'Lexbridge User', 'Add'],
          ['reader@lexbridge.test', 'No Such Role', 'Add'],
          ['reader@lexbridge.test', 'Lexbridge Admin Read Only', 'Remove'],
        ]),
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.Result.counts).toEqual({
      inserted: 1,
      updated: 0,
      deleted: 1,
      notInsertedDuplicates: 1,
      notDeletedMapped: 0,
      notUpdatedInvalid: 3,
    });
    expect(answer.body.Message).toBe(M.bulkSaved(answer.body.Result.counts as never));
    expect(answer.body.Result.rowErrors.map((error) => error.row)).toEqual([3, 5, 6, 7]);
  });

  it("refuses a client administrator's sheet that gives a provider role, naming its rows, and applies none", async () => {
    const answer = await call(carla, 'POST', '/api/UserMaintenance/upload-employee-role', {
      fileName: 'roles.xlsx',
      fileText: await workbook([
        ['Email', 'Role', 'Action'],
        ['reader@lexbridge.test', 'Lexbridge User', 'Add'],
        ['business@lexbridge.test', 'Provider Staff', 'Add'],
        ['reader@lexbridge.test', 'Legal Staff', 'Replace'],
        ['reader@lexbridge.test', 'Provider Staff', 'Remove'],
      ]),
    });
    expect([answer.status, answer.body.Message]).toEqual([
      403,
      M.providerRoleRows([
        { row: 3, email: 'business@lexbridge.test', role: 'Provider Staff' },
        { row: 4, email: 'reader@lexbridge.test', role: 'Legal Staff' },
      ]),
    ]);
    expect(answer.body.Message).toMatch(/^Only provider administrators can give provider roles\./);
    const { rows } = await catalogue.running.db.query<{ email: string; name: string }>(
      `SELECT u.email, r.name FROM user_roles ur JOIN users u ON u.id = ur.user_id JOIN roles r ON r.id = ur.role_id
        WHERE u.email IN ('reader@lexbridge.test', 'business@lexbridge.test')
          AND r.name IN ('Lexbridge User', 'Provider Staff', 'Legal Staff')`,
    );
    expect(rows).toEqual([]);
  });

  it("treats another client's user in a client administrator's sheet as unknown", async () => {
    const answer = await call<UploadResult>(carla, 'POST', '/api/UserMaintenance/upload-employee-role', {
      fileName: 'roles.xlsx',
      fileText: await workbook([
        ['Email', 'Role', 'Action'],
        ['northgate-business@lexbridge.test', 'Client Read Only', 'Add'],
        ['admin@lexbridge.test', 'Client Read Only', 'Add'],
      ]),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Result.rowErrors.map((error) => error.message)).toEqual([
      M.rowUnknownUser('northgate-business@lexbridge.test'),
      M.rowUnknownUser('admin@lexbridge.test'),
    ]);
    const readOnly = await call(auditor, 'POST', '/api/UserMaintenance/upload-employee-role', {
      fileName: 'roles.xlsx',
      fileText: await workbook([['Email', 'Role', 'Action']]),
    });
    expect([readOnly.status, readOnly.body.Message]).toEqual([403, A.readOnly]);
  });

  it('gives the template to administrators only', async () => {
    const refused = await call(sessions.lena, 'GET', '/api/UserMaintenance/employee-role-template');
    expect([refused.status, refused.body.Message]).toEqual([403, A.adminOnly]);
  });
});

describe('saved-search history', () => {
  it('renames, refuses a duplicate name and compares two searches', async () => {
    const add = (name: string) =>
      call<{ Id: number }>(sessions.lena, 'POST', '/denormalize-search/add-history-search', {
        SearchName: name,
        searchKey: JSON.stringify({ industryId: 1, name }),
      });
    const first = await add('Banking one');
    const second = await add('Banking two');
    const renamed = await call<{ SearchName: string }>(
      sessions.lena,
      'PUT',
      '/denormalize-search/update-history-search',
      {
        Id: first.body.Result.Id,
        SearchName: 'Banking first',
      },
    );
    expect(renamed.body.Result.SearchName).toBe('Banking first');
    const clash = await call(sessions.lena, 'PUT', '/denormalize-search/update-history-search', {
      Id: first.body.Result.Id,
      SearchName: 'banking TWO',
    });
    expect([clash.status, clash.body.Message]).toEqual([409, LEGACY_MESSAGES.savedSearchExists]);
    const foreign = await call(sessions.admin, 'PUT', '/denormalize-search/update-history-search', {
      Id: first.body.Result.Id,
      SearchName: 'Mine now',
    });
    expect(foreign.status).toBe(404);
    const compared = await call<{ SearchName: string }[]>(
      sessions.lena,
      'GET',
      '/denormalize-search/get-history-search-compare',
      undefined,
      { ids: `${second.body.Result.Id},${first.body.Result.Id}` },
    );
    expect(compared.body.Result.map((row) => row.SearchName)).toEqual(['Banking two', 'Banking first']);
    const found = await call<{ totalCount: number }>(
      sessions.lena,
      'POST',
      '/denormalize-search/search-list',
      { pageNumber: 1, pageSize: 10 },
      { key: 'first' },
    );
    expect(found.body.Result.totalCount).toBe(1);
  });
});

describe('single sign-on groups', () => {
  interface Group {
    id: number;
    groupName: string;
    roleIds: number[];
    businessLineIds: number[];
  }

  it('lists the seeded group with its role and business line', async () => {
    const list = await call<Group[]>(sessions.admin, 'GET', '/api/SSOGroup/get-sso-groups');
    const seeded = list.body.Result.find((group) => group.groupName === 'Compliance Analysts')!;
    expect(seeded.roleIds).toHaveLength(1);
    expect(seeded.businessLineIds).toHaveLength(1);
  });

  it('adds a group, refuses a duplicate and a built-in role, and maps roles and business lines', async () => {
    const added = await call<Group>(sessions.admin, 'POST', '/api/SSOGroup/add-sso-group', {
      groupName: 'Loan Officers',
      clientId: 1,
    });
    expect(added.status).toBe(200);
    const again = await call(sessions.admin, 'POST', '/api/SSOGroup/add-sso-group', {
      groupName: 'loan officers',
      clientId: 1,
    });
    expect(again.body.Message).toBe(SSO.groupDuplicate);
    const badId = await call(sessions.admin, 'POST', '/api/SSOGroup/add-sso-group', {
      groupName: 'Tellers',
      clientId: 1,
      directoryGroupId: 'not-a-guid',
    });
    expect(badId.body.Message).toBe(SSO.directoryIdInvalid);
    const roles = await call<{ id: number; name: string }[]>(sessions.admin, 'GET', '/api/Role/get-roles');
    const builtIn = roles.body.Result.find((role) => role.name === 'Lexbridge Admin')!;
    const plain = roles.body.Result.find((role) => role.name === 'Business User')!;
    const refused = await call(sessions.admin, 'POST', '/api/SSOGroup/submit-sso-group-role', {
      ssoGroupId: added.body.Result.id,
      roleIds: [plain.id, builtIn.id],
    });
    expect(refused.body.Message).toBe(SSO.builtInRoles);
    const mapped = await call<Group>(sessions.admin, 'POST', '/api/SSOGroup/submit-sso-group-role', {
      ssoGroupId: added.body.Result.id,
      roleIds: [plain.id],
    });
    expect(mapped.body.Result.roleIds).toEqual([plain.id]);
    const lines = await call<Group>(sessions.admin, 'POST', '/api/SSOGroup/submit-sso-group-business-line', {
      ssoGroupId: added.body.Result.id,
      businessLineIds: [1, 2],
    });
    expect(lines.body.Result.businessLineIds).toEqual([1, 2]);
  });

  it("keeps a client administrator to its own client's groups and client-side roles", async () => {
    const harborview = await clientNamed('Harborview Credit Union');
    const northgate = await clientNamed('Northgate Savings Bank');
    const theirs = await call<Group>(sessions.admin, 'POST', '/api/SSOGroup/add-sso-group', {
      groupName: 'Northgate Tellers',
      clientId: northgate,
    });
    expect(theirs.status).toBe(200);
    const seen = await call<(Group & { clientId: number })[]>(carla, 'GET', '/api/SSOGroup/get-sso-groups');
    expect(seen.body.Result.length).toBeGreaterThan(0);
    expect(seen.body.Result.every((group) => group.clientId === harborview)).toBe(true);
    const everyone = await call<Group[]>(auditor, 'GET', '/api/SSOGroup/get-sso-groups');
    expect(everyone.body.Result.map((group) => group.groupName)).toContain('Northgate Tellers');

    const elsewhere = await call(carla, 'POST', '/api/SSOGroup/add-sso-group', {
      groupName: 'Planted',
      clientId: northgate,
    });
    expect([elsewhere.status, elsewhere.body.Message]).toEqual([404, A.recordNotFound]);
    const own = await call<Group & { clientId: number }>(carla, 'POST', '/api/SSOGroup/add-sso-group', {
      groupName: 'Branch Managers',
    });
    expect([own.status, own.body.Result.clientId]).toEqual([200, harborview]);
    for (const [method, path, body, params] of [
      ['DELETE', '/api/SSOGroup/delete-sso-group', undefined, { Id: theirs.body.Result.id }],
      ['PUT', '/api/SSOGroup/update-sso-group', { id: theirs.body.Result.id, groupName: 'Mine' }, {}],
      [
        'POST',
        '/api/SSOGroup/submit-sso-group-business-line',
        { ssoGroupId: theirs.body.Result.id, businessLineIds: [1] },
        {},
      ],
    ] as const) {
      const refused = await call(carla, method, path, body, params);
      expect([refused.status, refused.body.Message]).toEqual([404, A.recordNotFound]);
    }

    const roles = await call<{ id: number; name: string }[]>(carla, 'GET', '/api/Role/get-roles');
    const providerStaff = roles.body.Result.find((role) => role.name === 'Provider Staff')!;
    const business = roles.body.Result.find((role) => role.name === 'Business User')!;
    const escalate = await call(carla, 'POST', '/api/SSOGroup/submit-sso-group-role', {
      ssoGroupId: own.body.Result.id,
      roleIds: [business.id, providerStaff.id],
    });
    expect([escalate.status, escalate.body.Message]).toEqual([403, A.providerRoleGrant]);
    const mapped = await call<Group>(carla, 'POST', '/api/SSOGroup/submit-sso-group-role', {
      ssoGroupId: own.body.Result.id,
      roleIds: [business.id],
    });
    expect(mapped.body.Result.roleIds).toEqual([business.id]);
    const readOnly = await call(auditor, 'DELETE', '/api/SSOGroup/delete-sso-group', undefined, {
      Id: own.body.Result.id,
    });
    expect([readOnly.status, readOnly.body.Message]).toEqual([403, A.readOnly]);
  });
});

describe('email settings', () => {
  interface Address {
    id: number;
    kind: string;
    email: string;
  }

  it('adds a trigger from a sender to a group, and refuses to delete what a trigger uses', async () => {
    const list = await call<Address[]>(sessions.admin, 'GET', '/api/Email/get-email-addresses');
    const sender = list.body.Result.find((row) => row.kind === 'Sender')!;
    const receiver = list.body.Result.find((row) => row.kind === 'Receiver')!;
    const badGroup = await call(sessions.admin, 'POST', '/api/Email/add-email-group', {
      name: 'Auditors',
      memberIds: [sender.id],
    });
    expect(badGroup.body.Message).toBe(EMAIL.membersReceivers);
    const group = await call<{ id: number }>(sessions.admin, 'POST', '/api/Email/add-email-group', {
      name: 'Auditors',
      memberIds: [receiver.id],
    });
    const noSender = await call(sessions.admin, 'POST', '/api/Email/add-email-trigger', {
      name: 'Sent back notice',
      event: 'Law Sent Back',
      subject: 'A law was sent back',
      senderId: receiver.id,
      emailGroupId: group.body.Result.id,
    });
    expect(noSender.body.Message).toBe(EMAIL.senderRequired);
    const trigger = await call<{ senderEmail: string }>(
      sessions.admin,
      'POST',
      '/api/Email/add-email-trigger',
      {
        name: 'Sent back notice',
        event: 'Law Sent Back',
        subject: 'A law was sent back',
        senderId: sender.id,
        emailGroupId: group.body.Result.id,
      },
    );
    expect(trigger.body.Result.senderEmail).toBe(sender.email);
    const blocked = await call<boolean>(
      sessions.admin,
      'DELETE',
      '/api/Email/delete-email-group',
      undefined,
      {
        Id: group.body.Result.id,
      },
    );
    expect([blocked.body.Result, blocked.body.Message]).toEqual([false, EMAIL.groupInUse('Auditors', 1)]);
    const senderBlocked = await call<boolean>(
      sessions.admin,
      'DELETE',
      '/api/Email/delete-email-address',
      undefined,
      {
        Id: sender.id,
      },
    );
    expect(senderBlocked.body.Result).toBe(false);
    const refused = await call(carla, 'POST', '/api/Email/add-email-address', {
      kind: 'Receiver',
      email: 'x@harborview.test',
    });
    expect(refused.status).toBe(403);
  });
});

describe("the provider's own back office", () => {
  it('shows e-mail settings, the outbox and registrations to provider staff only', async () => {
    for (const [method, path] of [
      ['GET', '/api/Email/get-email-addresses'],
      ['GET', '/api/Email/get-email-outbox'],
      ['POST', '/api/UserRegistration/get-user-list'],
      ['GET', '/api/UserRegistration/get-custom-pricing-requests'],
    ] as const) {
      const body = method === 'POST' ? {} : undefined;
      const refused = await call(carla, method, path, body);
      expect([path, refused.status, refused.body.Message]).toEqual([path, 403, A.providerOnly]);
      const read = await call(auditor, method, path, body);
      expect([path, read.status]).toEqual([path, 200]);
    }
  });
});

describe('registration and subscription administration', () => {
  interface Registered {
    id: number;
    email: string;
    productPlanId: number;
    status: string;
  }

  it('lists registered users from page 1, changes a plan, cancels and deletes', async () => {
    const page = await call<{ totalCount: number; data: Registered[] }>(
      sessions.admin,
      'POST',
      '/api/UserRegistration/get-user-list',
      { pageNumber: 1, pageSize: 10 },
    );
    expect(page.body.Result.totalCount).toBeGreaterThanOrEqual(2);
    const dana = page.body.Result.data.find((row) => row.email === 'dana@rivertrust.test')!;
    const plans = await call<{ productPlanId: number; activeSubscribers: number }[]>(
      sessions.admin,
      'GET',
      '/api/UserRegistration/get-subscriptionplan-details',
    );
    const other = plans.body.Result.find((plan) => plan.productPlanId !== dana.productPlanId)!;
    const same = await call(sessions.admin, 'PUT', '/api/UserRegistration/update-user-subscription', {
      id: dana.id,
      productPlanId: dana.productPlanId,
    });
    expect(same.body.Message).toBe(SUBSCRIPTION_MESSAGES.samePlan);
    const changed = await call<Registered>(
      sessions.admin,
      'PUT',
      '/api/UserRegistration/update-user-subscription',
      {
        id: dana.id,
        productPlanId: other.productPlanId,
      },
    );
    expect(changed.body.Result.productPlanId).toBe(other.productPlanId);
    const cancelled = await call<Registered>(
      sessions.admin,
      'PUT',
      '/api/UserRegistration/cancel-user-subscription',
      {},
      { Id: dana.id },
    );
    expect(cancelled.body.Result.status).toBe('Cancelled');
    const refused = await call(carla, 'DELETE', '/api/UserRegistration/delete-user', undefined, {
      Id: dana.id,
    });
    expect(refused.status).toBe(403);
    const removed = await call<boolean>(
      sessions.admin,
      'DELETE',
      '/api/UserRegistration/delete-user',
      undefined,
      {
        Id: dana.id,
      },
    );
    expect(removed.body.Result).toBe(true);
  });
});

describe('artifact maintenance: an omitted field leaves the stored value unchanged', () => {
  it('keeps the description of a type, and the description and owner of an artifact, an update leaves out', async () => {
    const type = await call<{ id: number; description: string }>(
      sessions.admin,
      'POST',
      '/api/Maintenance/add-artifact-type',
      { name: 'Omitted Fields Type', description: 'Kept type text' },
    );
    const renamedType = await call<{ description: string }>(
      sessions.admin,
      'PUT',
      '/api/Maintenance/update-artifact-type',
      { id: type.body.Result.id, name: 'Omitted Fields Type 2' },
    );
    expect(renamedType.body.Result.description).toBe('Kept type text');
    const cleared = await call<{ description: string }>(
      sessions.admin,
      'PUT',
      '/api/Maintenance/update-artifact-type',
      { id: type.body.Result.id, name: 'Omitted Fields Type 2', description: '' },
    );
    expect(cleared.body.Result.description).toBe('');

    const artifact = await call<{ id: number; description: string; ownerName: string }>(
      sessions.admin,
      'POST',
      '/api/Maintenance/add-artifact',
      {
        name: 'Omitted fields artifact',
        artifactType: 'Omitted Fields Type 2',
        businessLineId: 1,
        description: 'Kept text',
        ownerName: 'Kept owner',
      },
    );
    expect(artifact.status).toBe(200);
    const renamed = await call<{ name: string; description: string; ownerName: string }>(
      sessions.admin,
      'PUT',
      '/api/Maintenance/update-artifact',
      {
        id: artifact.body.Result.id,
        name: 'Omitted fields artifact 2',
        artifactType: 'Omitted Fields Type 2',
        businessLineId: 1,
      },
    );
    expect(renamed.body.Result).toMatchObject({
      name: 'Omitted fields artifact 2',
      description: 'Kept text',
      ownerName: 'Kept owner',
    });
  });
});
