import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_FILE_MESSAGES } from '@lexbridge/rules';
import { startHarness, type GraphQLResult, type Harness, type TestClient } from '../../../testing/harness.js';

const HIERARCHY = `{ setupHierarchy { id name businessLines { id name entities { id name prefixName parentEntityId version } } } }`;
const SAVE_ENTITY = `mutation ($input: SetupEntityInput!) { saveSetupEntity(input: $input) { message entity { id name prefixName parentEntityName version } } }`;
const CLIENT_FILE = `query ($id: ID!) { clientFile(id: $id) { id status rowCount header comparison { field comparison } } }`;
const SAVE_CHANGES = `mutation ($input: SaveHeaderChangesInput!) { saveHeaderChanges(input: $input) { message request { id status version rows { changeKind clientSourceField } } } }`;
const SUBMIT = `mutation ($id: ID!, $version: Int!) { submitHeaderChanges(id: $id, version: $version) { message request { id status version } } }`;
const APPROVE = `mutation ($id: ID!, $version: Int!) { approveHeaderChanges(id: $id, version: $version) { message request { id status } } }`;

interface Hierarchy {
  setupHierarchy: {
    id: string;
    name: string;
    businessLines: {
      id: string;
      entities: { id: string; name: string; prefixName: string; version: number }[];
    }[];
  }[];
}

const fieldsOf = (result: GraphQLResult) =>
  result.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;

describe('validator setup and DMU against the reference catalogue', () => {
  let harness: Harness;
  let admin: TestClient;
  let client: TestClient;
  let lawyer: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    admin = harness.client();
    client = harness.client();
    lawyer = harness.client();
    await admin.login('admin@lexbridge.test');
    await client.login('business@lexbridge.test');
    await lawyer.login('lawyer@lexbridge.test');
  });
  afterAll(() => harness?.close());

  const loanOf = async (who: TestClient) => {
    const tree = await who.gql<Hierarchy>(HIERARCHY);
    const entity = tree
      .data!.setupHierarchy.flatMap((c) => c.businessLines.map((line) => ({ client: c, line })))
      .flatMap(({ client: c, line }) =>
        line.entities.map((e) => ({ ...e, clientId: c.id, businessLineId: line.id })),
      )
      .find((e) => e.prefixName === 'LOAN');
    return entity!;
  };

  const upload = (who: TestClient, entityId: string, name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return fetch(`${harness.bffUrl}/files/validator-setup/client-file?entityId=${entityId}`, {
      method: 'POST',
      body: form,
      headers: { cookie: who.cookie! },
    });
  };

  it('refuses users without the screens, and the client user on the admin screens', async () => {
    expect(codeOf(await lawyer.gql(HIERARCHY))).toBe('FORBIDDEN');
    expect(codeOf(await lawyer.gql(`{ dmuSystems { id } }`))).toBe('FORBIDDEN');
    const loan = await loanOf(client);
    const save = await client.gql(SAVE_ENTITY, {
      input: {
        clientId: loan.clientId,
        businessLineId: loan.businessLineId,
        name: 'Escrow',
        prefixName: 'ESC',
      },
    });
    expect(codeOf(save)).toBe('FORBIDDEN');
    expect(codeOf(await client.gql(`{ headerChangesAwaitingApproval { id } }`))).toBe('FORBIDDEN');
  });

  it('checks an entity with the screen rules before the catalogue, and saves it under its parent', async () => {
    const loan = await loanOf(admin);
    const base = { clientId: loan.clientId, businessLineId: loan.businessLineId, parentEntityId: loan.id };
    const bad = await admin.gql(SAVE_ENTITY, { input: { ...base, name: 'Fees', prefixName: 'FEE-1' } });
    expect(fieldsOf(bad)).toEqual({
      prefixName: 'File prefix may hold only letters, digits and underscores (at most 20).',
    });
    const saved = await admin.gql<{ saveSetupEntity: { entity: { id: string; parentEntityName: string } } }>(
      SAVE_ENTITY,
      {
        input: { ...base, name: 'Fees', prefixName: 'FEE' },
      },
    );
    expect(saved.data!.saveSetupEntity.entity.parentEntityName).toBe('Loan');
    const update = await admin.gql(SAVE_ENTITY, {
      input: { ...base, id: saved.data!.saveSetupEntity.entity.id, name: 'Fees', prefixName: 'FEE' },
    });
    expect(fieldsOf(update)).toEqual({ version: 'The version you read is required to update a record.' });
    const duplicate = await admin.gql(SAVE_ENTITY, { input: { ...base, name: 'Fees 2', prefixName: 'fee' } });
    expect(codeOf(duplicate)).toBe('CONFLICT');
  });

  it('uploads a client file through the file route, compares the header, and takes the changes to approval', async () => {
    const loan = await loanOf(client);
    const wrong = await upload(client, loan.id, 'loans.pdf', Buffer.from('%PDF'));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('Invalid file extension.');
    const renamed = await upload(client, loan.id, 'loans.xls', Buffer.from('LoanNumber\nLN1\n'));
    expect(renamed.status).toBe(400);
    // A text file named .xls is refused by the Office container check before it travels.
    expect((await renamed.json()).error).toBe(OFFICE_FILE_MESSAGES.notZip('.xls'));
    const old = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      old,
      XLSX.utils.aoa_to_sheet([
        ['LoanNumber', 'LoanAmount', 'Region'],
        ['LN7', 70, 'North'],
      ]),
      'Loans',
    );
    const xls = await upload(
      client,
      loan.id,
      'loans.xls',
      XLSX.write(old, { type: 'buffer', bookType: 'biff8' }) as Buffer,
    );
    expect(xls.status).toBe(200);
    const xlsBody = (await xls.json()) as { file: { id: string; rowCount: number } };
    expect(xlsBody.file.rowCount).toBe(1);
    const xlsFile = await client.gql<{
      clientFile: { header: string[]; comparison: { field: string; comparison: string }[] };
    }>(CLIENT_FILE, { id: xlsBody.file.id });
    expect(xlsFile.data!.clientFile.header).toEqual(['LoanNumber', 'LoanAmount', 'Region']);
    expect(xlsFile.data!.clientFile.comparison.find((row) => row.field === 'Region')?.comparison).toBe('NEW');

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Loans');
    sheet.addRow([
      'LoanNumber',
      'LoanAmount',
      'InterestRate',
      'LoanTerm',
      'CloseDate',
      'BorrowerSSN',
      'PropertyState',
      'LegacyBranchCode',
      'Escrow',
    ]);
    sheet.addRow(['LN1', 100, 3.5, 360, '2026-01-01', '1', 'CA', 'B', 'Y']);
    const answer = await upload(client, loan.id, 'loans.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { message: string; file: { id: string } };
    expect(body.message).toContain('1 new and 0 missing fields');
    const file = await client.gql<{
      clientFile: { status: string; comparison: { field: string; comparison: string }[] };
    }>(CLIENT_FILE, { id: body.file.id });
    expect(file.data!.clientFile.status).toBe('HEADER_CHANGES');
    expect(file.data!.clientFile.comparison.find((row) => row.comparison === 'NEW')?.field).toBe('Escrow');

    const missingDestination = await client.gql(SAVE_CHANGES, {
      input: {
        entityId: loan.id,
        fileId: body.file.id,
        rows: [{ changeKind: 'NEW', clientSourceField: 'Escrow' }],
      },
    });
    expect(fieldsOf(missingDestination)).toEqual({
      destinationField: 'Destination table and field are required unless the field is ignored or removed.',
    });
    const saved = await client.gql<{
      saveHeaderChanges: { request: { id: string; version: number; status: string } };
    }>(SAVE_CHANGES, {
      input: {
        entityId: loan.id,
        fileId: body.file.id,
        rows: [
          {
            changeKind: 'NEW',
            clientSourceField: 'Escrow',
            destinationTable: 'stg_loan',
            destinationField: 'escrow_flag',
          },
        ],
      },
    });
    const request = saved.data!.saveHeaderChanges.request;
    expect(request.status).toBe('SAVED');
    const submitted = await client.gql<{
      submitHeaderChanges: { request: { version: number; status: string } };
    }>(SUBMIT, {
      id: request.id,
      version: request.version,
    });
    expect(submitted.data!.submitHeaderChanges.request.status).toBe('SUBMITTED');
    expect(codeOf(await client.gql(APPROVE, { id: request.id, version: 1 }))).toBe('FORBIDDEN');
    const approved = await admin.gql<{ approveHeaderChanges: { request: { status: string } } }>(APPROVE, {
      id: request.id,
      version: submitted.data!.submitHeaderChanges.request.version,
    });
    expect(approved.data!.approveHeaderChanges.request.status).toBe('APPROVED');
    const fields = await admin.gql<{ headerFields: { clientSourceField: string; isNew: boolean }[] }>(
      `query ($id: ID!) { headerFields(entityId: $id) { clientSourceField isNew } }`,
      { id: loan.id },
    );
    expect(fields.data!.headerFields.find((field) => field.clientSourceField === 'Escrow')?.isNew).toBe(true);
    const staging = await admin.gql<{
      filesAwaitingStaging: { id: string }[];
      stagingTables: { id: string; tableName: string }[];
    }>(`{ filesAwaitingStaging { id } stagingTables { id tableName } }`);
    expect(staging.data!.filesAwaitingStaging.map((row) => row.id)).toContain(body.file.id);
  });

  it('counts results, downloads the result file named with the date, and shows a run progressing', async () => {
    const counts = await client.gql<{ validatorResultCounts: { total: number; observation: number } }>(
      `{ validatorResultCounts { total observation } }`,
    );
    expect(counts.data!.validatorResultCounts.total).toBe(60);
    const ticket = await client.gql<{ downloadValidatorResults: { download: { url: string } } }>(
      `mutation { downloadValidatorResults(filter: { status: OBSERVATION }) { download { url } } }`,
    );
    const file = await fetch(`${harness.bffUrl}${ticket.data!.downloadValidatorResults.download.url}`, {
      headers: { cookie: client.cookie! },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/ValidatorResults_\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    expect(book.worksheets[0]!.rowCount - 1).toBe(counts.data!.validatorResultCounts.observation);

    const hierarchy = await admin.gql<Hierarchy>(HIERARCHY);
    const clientId = hierarchy.data!.setupHierarchy.find((c) =>
      c.businessLines.some((l) => l.entities.some((e) => e.prefixName === 'LOAN')),
    )!.id;
    const started = await admin.gql<{ startPipelineRun: { run: { runId: string; status: string } } }>(
      `mutation ($id: ID!) { startPipelineRun(clientId: $id) { run { runId status } } }`,
      { id: clientId },
    );
    expect(started.data!.startPipelineRun.run.status).toBe('IN_PROGRESS');
    await new Promise((resolve) => setTimeout(resolve, 4500));
    const run = await admin.gql<{ pipelineRun: { testsDone: number; status: string; duration: string } }>(
      `query ($runId: String!, $clientId: ID!) { pipelineRun(runId: $runId, clientId: $clientId) { testsDone status duration } }`,
      { runId: started.data!.startPipelineRun.run.runId, clientId },
    );
    expect(run.data!.pipelineRun.testsDone).toBeGreaterThanOrEqual(1);
  });

  it('maps system fields under the single-group rule and moves the dashboard', async () => {
    const systems = await client.gql<{ dmuSystems: { id: string; name: string }[] }>(
      `{ dmuSystems { id name } }`,
    );
    const systemId = systems.data!.dmuSystems.find((s) => s.name === 'Encompass')!.id;
    const dashboard = () =>
      client.gql<{
        dmuDashboard: { mappedAgrcSystemFields: number; unmappedAgrcFieldsToSystemFields: number };
      }>(
        `query ($id: ID) { dmuDashboard(systemId: $id) { mappedAgrcSystemFields unmappedAgrcFieldsToSystemFields } }`,
        { id: systemId },
      );
    const before = (await dashboard()).data!.dmuDashboard;
    const lists = await client.gql<{
      dmuAgrcCategories: { name: string; fields: { id: string; name: string }[] }[];
      dmuSystemGroups: { name: string; fields: { id: string; name: string }[] }[];
    }>(
      `query ($id: ID!) { dmuAgrcCategories { name fields { id name } } dmuSystemGroups(systemId: $id) { name fields { id name } } }`,
      {
        id: systemId,
      },
    );
    const borrower = lists.data!.dmuAgrcCategories.find((c) => c.name === 'Borrower')!;
    const groups = lists.data!.dmuSystemGroups;
    const SAVE = `mutation ($input: SaveDmuMappingInput!) { saveDmuMapping(input: $input) { message mapping { id status systemGroup } } }`;
    const twoGroups = await client.gql(SAVE, {
      input: {
        systemId,
        status: 'MAPPED',
        agrcFieldIds: [borrower.fields[0]!.id],
        systemFieldIds: [groups[0]!.fields[0]!.id, groups[1]!.fields[0]!.id],
      },
    });
    expect(fieldsOf(twoGroups)).toEqual({
      systemFieldIds: 'System fields of one mapping come from one system group.',
    });
    const noFields = await client.gql(SAVE, {
      input: { systemId, status: 'MAPPED', agrcFieldIds: [borrower.fields[0]!.id] },
    });
    expect(fieldsOf(noFields)).toEqual({
      systemFieldIds: 'A Mapped status needs at least one system field.',
    });
    const info = groups.find((g) => g.name === 'Borrower Information')!;
    const saved = await client.gql<{ saveDmuMapping: { mapping: { status: string; systemGroup: string } } }>(
      SAVE,
      {
        input: {
          systemId,
          status: 'MAPPED',
          agrcFieldIds: [borrower.fields.find((f) => f.name === 'Borrower First Name')!.id],
          systemFieldIds: [info.fields.find((f) => f.name === 'First Name')!.id],
        },
      },
    );
    expect(saved.data!.saveDmuMapping.mapping).toMatchObject({
      status: 'MAPPED',
      systemGroup: 'Borrower Information',
    });
    const after = (await dashboard()).data!.dmuDashboard;
    expect(after.mappedAgrcSystemFields).toBe(before.mappedAgrcSystemFields + 1);
    expect(after.unmappedAgrcFieldsToSystemFields).toBe(before.unmappedAgrcFieldsToSystemFields - 1);
  });
});
