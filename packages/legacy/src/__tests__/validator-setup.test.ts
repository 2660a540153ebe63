import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readCsv, readXls } from '../modules/validator-setup/client-file.js';
import { runAsOf } from '../modules/validator-setup/results.routes.js';
import { useCatalogueSessions } from './catalogue-helpers.js';

const { catalogue, sessions, get, postAs } = useCatalogueSessions();
const SETUP = '/api/validatorfile-setup';

interface Entity {
  entityId: number;
  entityName: string;
  prefixName: string;
  clientId: number;
  businessLineId: number;
  version: number;
}
interface Hierarchy {
  clientId: number;
  clientName: string;
  businessLines: { businessLineId: number; businessLineName: string; entities: Entity[] }[];
}
interface Compared {
  field: string;
  comparison: string;
}
interface ClientFile {
  fileId: number;
  status: string;
  rowCount: number;
  header: string[];
  comparison: Compared[];
}
interface Change {
  id: number;
  status: string;
  version: number;
  rows: Record<string, unknown>[];
}

const csv = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function loanEntity(): Promise<Entity> {
  const tree = await get<Hierarchy[]>(sessions.admin, `${SETUP}/client-searchfilter-hierarchy`);
  const entity = tree.body.Result.flatMap((client) => client.businessLines)
    .flatMap((line) => line.entities)
    .find((e) => e.prefixName === 'LOAN');
  if (!entity) throw new Error('no seeded Loan entity');
  return entity;
}

describe('client file reading', () => {
  it('reads quoted CSV values, doubled quotes and CRLF line ends, leaving blank rows out', () => {
    const sheet = readCsv(Buffer.from('A,"B, b"\r\n1,"say ""hi"""\r\n,\r\n2,x\n'));
    expect(sheet.header).toEqual(['A', 'B, b']);
    expect(sheet.rows).toEqual([
      ['1', 'say "hi"'],
      ['2', 'x'],
    ]);
  });
  it('stops at the row limit and refuses an unclosed quote', () => {
    const many = 'A\n' + Array.from({ length: 5001 }, (_, i) => String(i)).join('\n');
    expect(() => readCsv(Buffer.from(many))).toThrow('more than 5000 data rows');
    expect(() => readCsv(Buffer.from('A\n"open'))).toThrow('never closed');
  });
  it('reads an .xls within the same row limit, and refuses what is not a compound document', () => {
    const sheetOf = (rows: number) => {
      const book = XLSX.utils.book_new();
      const data = [['A'], ...Array.from({ length: rows }, (_, i) => [i])];
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'S');
      return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    };
    expect(readXls(sheetOf(5000)).rows).toHaveLength(5000);
    expect(() => readXls(sheetOf(5001))).toThrow('more than 5000 data rows');
    expect(() => readXls(Buffer.from('A,B\n1,2\n'))).toThrow('not an Excel 97-2003 workbook');
  });
});

describe('pipeline run progress', () => {
  it('is in progress until every test has finished, then Success or Failed', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const row = {
      id: 1,
      run_id: 'R1',
      client_id: 1,
      pipeline_name: 'p',
      is_databricks: false,
      run_start: start,
      planned_end: new Date(start.getTime() + 8000),
      tests: [
        { testId: 'T1', firstRunID: '1', offsetSeconds: 4 },
        { testId: 'T2', firstRunID: '2', offsetSeconds: 8, failed: true },
      ],
    };
    const early = runAsOf(row, start.getTime() + 5000);
    expect([early.status, early.testsDone, early.runEnd, early.duration]).toEqual(['Inprogess', 1, null, 5]);
    const late = runAsOf(row, start.getTime() + 60_000);
    expect([late.status, late.testsDone, late.duration]).toEqual(['Failed', 2, 8]);
  });
});

describe('validator setup (api/validatorfile-setup)', () => {
  it('keeps the client hierarchy; a client user sees only their client and cannot set entities up', async () => {
    const admin = await get<Hierarchy[]>(sessions.admin, `${SETUP}/client-searchfilter-hierarchy`);
    expect(admin.body.Result.length).toBeGreaterThanOrEqual(2);
    const client = await get<Hierarchy[]>(sessions.ben, `${SETUP}/client-searchfilter-hierarchy`);
    expect(client.body.Result).toHaveLength(1);
    const entity = await loanEntity();
    const refused = await postAs(sessions.ben, `${SETUP}/submit-entities-hierarchy`, {
      clientId: entity.clientId,
      businessLineId: entity.businessLineId,
      entityName: 'Escrow',
      prefixName: 'ESC',
    });
    // Setting a client up is provider staff's work.
    expect([refused.status, refused.body.Message]).toEqual([403, 'Only provider staff may change this.']);
  });

  it('adds an entity under a parent, refuses bad prefixes and duplicates, and updates with the version read', async () => {
    const loan = await loanEntity();
    const base = {
      clientId: loan.clientId,
      businessLineId: loan.businessLineId,
      parentEntityId: loan.entityId,
    };
    const bad = await postAs(sessions.admin, `${SETUP}/submit-entities-hierarchy`, {
      ...base,
      entityName: 'X',
      prefixName: 'a-b',
    });
    expect(bad.status).toBe(400);
    const created = await postAs<Entity & { parentEntityName: string }>(
      sessions.admin,
      `${SETUP}/submit-entities-hierarchy`,
      {
        ...base,
        entityName: 'Escrow',
        prefixName: 'ESC',
        isTransactional: true,
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.Result.parentEntityName).toBe('Loan');
    const duplicate = await postAs(sessions.admin, `${SETUP}/submit-entities-hierarchy`, {
      ...base,
      entityName: 'escrow',
      prefixName: 'ESC2',
    });
    expect(duplicate.status).toBe(409);
    const stale = await postAs(sessions.admin, `${SETUP}/submit-entities-hierarchy`, {
      ...base,
      entityId: created.body.Result.entityId,
      entityName: 'Escrow Account',
      prefixName: 'ESC',
      version: 99,
    });
    expect(stale.status).toBe(409);
    const updated = await postAs<Entity>(sessions.admin, `${SETUP}/submit-entities-hierarchy`, {
      ...base,
      entityId: created.body.Result.entityId,
      entityName: 'Escrow Account',
      prefixName: 'ESC',
      version: created.body.Result.version,
    });
    expect([updated.body.Result.entityName, updated.body.Result.version]).toEqual(['Escrow Account', 2]);
  });

  it('maps header fields with the destination rule', async () => {
    const loan = await loanEntity();
    const fields = await get<{ clientSourceField: string; isEncrypted: boolean }[]>(
      sessions.admin,
      `${SETUP}/client-header-fields`,
      {
        EntityId: loan.entityId,
      },
    );
    expect(fields.body.Result.find((field) => field.clientSourceField === 'BorrowerSSN')?.isEncrypted).toBe(
      true,
    );
    const noDestination = await postAs(sessions.admin, `${SETUP}/submit-client-validator-fields`, {
      entityId: loan.entityId,
      clientSourceField: 'Escrow',
    });
    expect([noDestination.status, noDestination.body.Message]).toEqual([
      400,
      'Destination table and field are required unless the field is ignored or removed.',
    ]);
  });

  it('uploads a client file, compares its header, and takes the header change from saved to approved', async () => {
    const loan = await loanEntity();
    const wrong = await postAs(sessions.ben, `${SETUP}/client-csv-file`, {
      entityId: loan.entityId,
      fileName: 'loans.txt',
      fileText: csv('a'),
    });
    expect([wrong.status, wrong.body.Message]).toEqual([400, 'Invalid file extension.']);

    const header =
      'LoanNumber,LoanAmount,InterestRate,LoanTerm,CloseDate,BorrowerSSN,PropertyState,LegacyBranchCode,LienStatus';
    const uploaded = await postAs<ClientFile>(sessions.ben, `${SETUP}/client-csv-file`, {
      entityId: loan.entityId,
      fileName: 'loans.csv',
      fileText: csv(`${header}\nLN1,100,3.5,360,2026-01-01,123-45-6789,CA,B1,First\nLN2,,4,180,,,NY,,\n`),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.Result.rowCount).toBe(2);
    expect(uploaded.body.Result.status).toBe('HeaderChanges');
    expect(
      uploaded.body.Result.comparison.filter((row) => row.comparison === 'NEW').map((row) => row.field),
    ).toEqual(['LienStatus']);

    const preview = await postAs<{ totalCount: number; rows: (string | null)[][] }>(
      sessions.ben,
      `${SETUP}/client-preview-data`,
      {
        fileId: uploaded.body.Result.fileId,
        pageNumber: 1,
        pageSize: 1,
      },
    );
    expect(preview.body.Result.totalCount).toBe(2);
    expect(preview.body.Result.rows).toEqual([
      ['LN1', '100', '3.5', '360', '2026-01-01', '123-45-6789', 'CA', 'B1', 'First'],
    ]);

    const saved = await postAs<Change>(sessions.ben, `${SETUP}/save-removed-client-header-changes`, {
      entityId: loan.entityId,
      fileId: uploaded.body.Result.fileId,
      rows: [
        {
          changeKind: 'NEW',
          clientSourceField: 'LienStatus',
          clientSourceType: 'text',
          azimuthDestinationTable: 'stg_loan',
          azimuthDestinationField: 'lien_status',
          azimuthDestinationDataType: 'varchar',
          azimuthDestinationLength: 10,
        },
      ],
    });
    expect(saved.body.Result.status).toBe('Saved');
    const submitted = await postAs<Change>(sessions.ben, `${SETUP}/submit-client-header-changes`, {
      id: saved.body.Result.id,
      version: saved.body.Result.version,
    });
    expect(submitted.body.Result.status).toBe('Submitted');
    const clientApproves = await postAs(sessions.ben, `${SETUP}/submit-header-changes`, {
      id: saved.body.Result.id,
      version: submitted.body.Result.version,
    });
    expect(clientApproves.status).toBe(403);
    const queue = await get<Change[]>(sessions.admin, `${SETUP}/client-file-approval`);
    expect(queue.body.Result.map((change) => change.id)).toContain(saved.body.Result.id);
    const approved = await postAs<Change>(sessions.admin, `${SETUP}/submit-header-changes`, {
      id: saved.body.Result.id,
      version: submitted.body.Result.version,
    });
    expect(approved.body.Result.status).toBe('Approved');
    const fields = await get<{ clientSourceField: string; isNew: boolean }[]>(
      sessions.admin,
      `${SETUP}/client-header-fields`,
      {
        EntityId: loan.entityId,
      },
    );
    expect(fields.body.Result.find((field) => field.clientSourceField === 'LienStatus')?.isNew).toBe(true);

    const staging = await get<ClientFile[]>(sessions.admin, `${SETUP}/staging-file-approval`);
    expect(staging.body.Result.map((file) => file.fileId)).toContain(uploaded.body.Result.fileId);
    const tables = await get<{ id: number; tableName: string }[]>(
      sessions.admin,
      `${SETUP}/client-staging-tables`,
    );
    const staged = await postAs<ClientFile>(sessions.admin, `${SETUP}/submit-staging-approval`, {
      fileId: uploaded.body.Result.fileId,
      stagingTableId: tables.body.Result.find((table) => table.tableName === 'stg_loan')!.id,
    });
    expect(staged.body.Result.status).toBe('Staged');
  });

  it('reads an uploaded .xlsx with the guarded reader', async () => {
    const loan = await loanEntity();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Loans');
    sheet.addRow(['LoanNumber', 'LoanAmount']);
    sheet.addRow(['LN9', 5]);
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const uploaded = await postAs<ClientFile>(sessions.admin, `${SETUP}/client-csv-file`, {
      entityId: loan.entityId,
      fileName: 'loans.xlsx',
      fileText: content,
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.Result.header).toEqual(['LoanNumber', 'LoanAmount']);
    expect(uploaded.body.Result.comparison.some((row) => row.comparison === 'MISSING')).toBe(true);
  });

  it("offers the business line's requirements as impacted requirements, and takes only those", async () => {
    const loan = await loanEntity();
    const choices = await get<{ requirementId: number; requirementNumber: string }[]>(
      sessions.admin,
      `${SETUP}/get-entity-requirements`,
      { EntityId: loan.entityId },
    );
    expect(choices.body.Result.length).toBeGreaterThan(0);
    const numbers = choices.body.Result.map((row) => row.requirementNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const [first, second] = choices.body.Result;
    const field = {
      entityId: loan.entityId,
      clientSourceField: 'ImpactProbe',
      azimuthDestinationTable: 'stg_loan',
      azimuthDestinationField: 'loan_number',
    };
    const foreign = await postAs(sessions.admin, `${SETUP}/submit-client-validator-fields`, {
      ...field,
      impactedRequirementIds: [first!.requirementId, 999_999],
    });
    expect([foreign.status, foreign.body.Message]).toEqual([
      400,
      "An impacted requirement must be a business requirement of the entity's business line.",
    ]);
    const saved = await postAs<{
      headerFieldId: number;
      impactedRequirements: { requirementNumber: string }[];
    }>(sessions.admin, `${SETUP}/submit-client-validator-fields`, {
      ...field,
      impactedRequirementIds: [first!.requirementId, second!.requirementId],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.Result.impactedRequirements.map((row) => row.requirementNumber).sort()).toEqual(
      [first!.requirementNumber, second!.requirementNumber].sort(),
    );
    const removed = await postAs(sessions.admin, `${SETUP}/submit-client-validator-fields`, {
      headerFieldId: saved.body.Result.headerFieldId,
      isActive: false,
    });
    expect(removed.status).toBe(200);
  });

  it('reads an .xls like an .xlsx: header compared, rows previewed; a file that is not one is refused and not kept', async () => {
    const loan = await loanEntity();
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['LoanNumber', 'LoanAmount', 'BranchRegion'],
        ['LX1', 250, 'West'],
        [],
        ['LX2', 300, 'East'],
      ]),
      'Loans',
    );
    const xls = (XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer).toString('base64');
    const uploaded = await postAs<ClientFile>(sessions.admin, `${SETUP}/client-csv-file`, {
      entityId: loan.entityId,
      fileName: 'loans.xls',
      fileText: xls,
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.Result.header).toEqual(['LoanNumber', 'LoanAmount', 'BranchRegion']);
    expect(uploaded.body.Result.rowCount).toBe(2);
    const compared = Object.fromEntries(
      uploaded.body.Result.comparison.map((row) => [row.field, row.comparison]),
    );
    expect(compared).toMatchObject({ LoanNumber: 'MATCHED', BranchRegion: 'NEW', PropertyState: 'MISSING' });
    const preview = await postAs<{ totalCount: number; rows: (string | null)[][] }>(
      sessions.admin,
      `${SETUP}/client-preview-data`,
      { fileId: uploaded.body.Result.fileId, pageNumber: 1, pageSize: 50 },
    );
    expect(preview.body.Result.rows).toEqual([
      ['LX1', '250', 'West'],
      ['LX2', '300', 'East'],
    ]);

    const before = await get<ClientFile[]>(sessions.admin, `${SETUP}/get-client-files`, {
      EntityId: loan.entityId,
    });
    // HTML renamed .xls: the reader would take it as a sheet, so only a compound document reaches it.
    const refused = await postAs(sessions.admin, `${SETUP}/client-csv-file`, {
      entityId: loan.entityId,
      fileName: 'loans.xls',
      fileText: Buffer.from('<table><tr><td>LoanNumber</td></tr></table>').toString('base64'),
    });
    expect([refused.status, refused.body.Message]).toEqual([
      400,
      'The file is not an Excel 97-2003 workbook (.xls): it could not be read.',
    ]);
    const after = await get<ClientFile[]>(sessions.admin, `${SETUP}/get-client-files`, {
      EntityId: loan.entityId,
    });
    expect(after.body.Result).toHaveLength(before.body.Result.length);
  });

  it('rejects a submitted request with a reason', async () => {
    const loan = await loanEntity();
    // The client raises it; provider staff decide it (whoever submitted a request cannot decide it).
    const saved = await postAs<Change>(sessions.ben, `${SETUP}/save-removed-client-header-changes`, {
      entityId: loan.entityId,
      rows: [{ changeKind: 'REMOVED', clientSourceField: 'PropertyState' }],
    });
    const submitted = await postAs<Change>(sessions.ben, `${SETUP}/submit-client-header-changes`, {
      id: saved.body.Result.id,
      version: saved.body.Result.version,
    });
    const noReason = await postAs(sessions.admin, `${SETUP}/client-reject-fileProcess`, {
      id: saved.body.Result.id,
      version: submitted.body.Result.version,
    });
    expect([noReason.status, noReason.body.Message]).toEqual([400, 'Choose a reject reason.']);
    const reasons = await get<{ id: number }[]>(sessions.admin, `${SETUP}/client-reject-reasons`);
    const rejected = await postAs<Change & { rejectReason: string }>(
      sessions.admin,
      `${SETUP}/client-reject-fileProcess`,
      {
        id: saved.body.Result.id,
        version: submitted.body.Result.version,
        rejectReasonId: reasons.body.Result[0].id,
      },
    );
    expect(rejected.body.Result.status).toBe('Rejected');
    expect(rejected.body.Result.rejectReason).toBe('Header does not match the agreed layout');
  });
});

describe('validator results and pipeline runs', () => {
  it('counts results by criteria, lists test-id details and updates their status', async () => {
    const counts = await postAs<{
      total: number;
      pass: number;
      observation: number;
      tests: { testId: string }[];
    }>(sessions.ben, `${SETUP}/post-validator-result-count`, {});
    expect(counts.body.Result.total).toBe(60);
    expect(counts.body.Result.pass + counts.body.Result.observation).toBe(60);
    const testId = counts.body.Result.tests[0].testId;
    const details = await postAs<{ totalCount: number; data: { id: number; status: string }[] }>(
      sessions.ben,
      `${SETUP}/get-validator-testid-details`,
      { testId, status: 'Observation', pageNumber: 1, pageSize: 50 },
    );
    expect(details.body.Result.data.every((row) => row.status === 'Observation')).toBe(true);
    const updated = await postAs<number>(sessions.ben, `${SETUP}/post-validator-update-status`, {
      ids: [details.body.Result.data[0].id],
      status: 'Pass',
      comment: 'Checked by hand',
    });
    expect(updated.body.Result).toBe(1);
    const after = await postAs<{ observation: number }>(
      sessions.ben,
      `${SETUP}/post-validator-result-count`,
      {},
    );
    expect(after.body.Result.observation).toBe(counts.body.Result.observation - 1);
    // Another client's user counts none of them.
    const northgate = await catalogue.client.login('northgate-business@lexbridge.test');
    const others = await postAs<{ total: number }>(northgate, `${SETUP}/post-validator-result-count`, {});
    expect(others.body.Result.total).toBe(0);
  });

  it('gives sections, their requirements and the law text', async () => {
    const sections = await postAs<{ sectionId: number; total: number }[]>(
      sessions.admin,
      `${SETUP}/get-validator-section-details`,
      {},
    );
    expect(sections.body.Result.length).toBeGreaterThan(0);
    const requirements = await get<{ requirementId: number; total: number }[]>(
      sessions.admin,
      `${SETUP}/get-validator-Lawrequirements-details`,
      { SectionId: sections.body.Result[0].sectionId },
    );
    const tested = requirements.body.Result.find((row) => row.total > 0)!;
    // A client's user sees the requirement of its own business line once, not every line's copy.
    const ownLine = await get<{ requirementNumber: string }[]>(
      sessions.ben,
      `${SETUP}/get-validator-Lawrequirements-details`,
      { SectionId: sections.body.Result[0].sectionId },
    );
    const numbers = ownLine.body.Result.map((row) => row.requirementNumber);
    expect(numbers.length).toBeGreaterThan(0);
    expect(new Set(numbers).size).toBe(numbers.length);
    const lawText = await get<{ lawText: string; requirementNumber: string }>(
      sessions.admin,
      `${SETUP}/get-requirement-lawText`,
      {
        RequirementId: tested.requirementId,
      },
    );
    expect(lawText.body.Result.lawText.length).toBeGreaterThan(0);
  });

  it('lists pipeline runs and starts one whose tests finish over time', async () => {
    const runs = await get<{ status: string }[]>(sessions.admin, `${SETUP}/get-validator-ADF-status`);
    expect(runs.body.Result.map((run) => run.status).sort()).toEqual(['Failed', 'Success', 'Success']);
    const tree = await get<Hierarchy[]>(sessions.ben, `${SETUP}/client-searchfilter-hierarchy`);
    const started = await get<{ runId: string; status: string; testsDone: number }>(
      sessions.ben,
      `${SETUP}/call-synch-button-ADF`,
      {
        Id: tree.body.Result[0].clientId,
      },
    );
    expect([started.body.Result.status, started.body.Result.testsDone]).toEqual(['Inprogess', 0]);
    const again = await get(sessions.ben, `${SETUP}/call-synch-button-ADF`, {
      Id: tree.body.Result[0].clientId,
    });
    expect(again.status).toBe(409);
    const one = await get<{ runId: string; data: unknown[] }>(
      sessions.ben,
      `${SETUP}/call-json-from-blobStorage`,
      {
        runId: started.body.Result.runId,
        ClientId: tree.body.Result[0].clientId,
      },
    );
    expect(one.body.Result.data.length).toBeGreaterThan(0);
  });
});

describe('system field mapping (DMU)', () => {
  interface Counts {
    mappedAGRCSystemFields: number;
    notRequiredNotExpected: number;
    unmappedAGRCFieldsToSystemFields: number;
    totalMappedAGRCFields: number;
    groupMapped: number;
  }
  it('maps AGRC fields to system fields of one group and moves the dashboard counts', async () => {
    const systems = await get<{ id: number; name: string }[]>(sessions.ben, `${SETUP}/get-dmu-system-list`);
    const system = systems.body.Result.find((row) => row.name === 'Encompass')!;
    const before = await get<Counts>(sessions.ben, `${SETUP}/get-dmu-dashboard-count`, {
      systemId: system.id,
    });
    expect(before.body.Result.mappedAGRCSystemFields).toBe(1);
    const categories = await get<{ name: string; children: { id: number; name: string }[] }[]>(
      sessions.ben,
      `${SETUP}/get-dmu-agrc-category-list`,
    );
    const loan = categories.body.Result.find((row) => row.name === 'Loan')!;
    const rate = loan.children.find((child) => child.name === 'Interest Rate')!;
    const term = loan.children.find((child) => child.name === 'Loan Term')!;
    const groups = await get<{ id: number; name: string; children: { id: number; name: string }[] }[]>(
      sessions.ben,
      `${SETUP}/get-dmu-systemgroup-list`,
      { systemId: system.id },
    );
    const loanTerms = groups.body.Result.find((row) => row.name === 'Loan Terms')!;
    const borrower = groups.body.Result.find((row) => row.name === 'Borrower Information')!;
    const twoGroups = await postAs(sessions.ben, `${SETUP}/submit-dmu-systemfield-mapping`, {
      systemId: system.id,
      statusId: 3,
      agrcFieldIds: [rate.id],
      systemFieldIds: [loanTerms.children[0].id, borrower.children[0].id],
    });
    expect([twoGroups.status, twoGroups.body.Message]).toEqual([
      400,
      'System fields of one mapping come from one system group.',
    ]);
    const mapped = await postAs<{ id: number; status: string; systemGroup: string }>(
      sessions.ben,
      `${SETUP}/submit-dmu-systemfield-mapping`,
      {
        systemId: system.id,
        statusId: 3,
        agrcFieldIds: [rate.id],
        systemFieldIds: [loanTerms.children.find((child) => child.name === 'Note Rate')!.id],
      },
    );
    expect([mapped.body.Result.status, mapped.body.Result.systemGroup]).toEqual(['Mapped', 'Loan Terms']);
    await postAs(sessions.ben, `${SETUP}/submit-dmu-systemfield-mapping`, {
      systemId: system.id,
      statusId: 2,
      agrcFieldIds: [term.id],
    });
    await postAs(sessions.ben, `${SETUP}/submit-dmu-systemgroup-mapping`, {
      systemGroupId: loanTerms.id,
      categoryId: 2,
    });
    const after = await get<Counts>(sessions.ben, `${SETUP}/get-dmu-dashboard-count`, {
      systemId: system.id,
    });
    expect(after.body.Result.mappedAGRCSystemFields).toBe(2);
    expect(after.body.Result.notRequiredNotExpected).toBe(1);
    expect(after.body.Result.unmappedAGRCFieldsToSystemFields).toBe(
      before.body.Result.unmappedAGRCFieldsToSystemFields - 2,
    );
    expect(after.body.Result.groupMapped).toBe(before.body.Result.groupMapped + 1);

    const rows = await postAs<{ totalCount: number; data: { status: string; agrcFields: string }[] }>(
      sessions.ben,
      `${SETUP}/get-dmu-systemfield-mapping`,
      { systemId: system.id, statusId: 4 },
    );
    expect(rows.body.Result.data.every((row) => row.status === 'Unmapped')).toBe(true);
    expect(rows.body.Result.data.map((row) => row.agrcFields)).not.toContain('Interest Rate');

    const detail = await postAs<{ totalCount: number; data: { systemGroupName: string }[] }>(
      sessions.ben,
      `${SETUP}/get-dmu-system-detail`,
      {
        systemId: system.id,
        systemGroupId: loanTerms.id,
      },
    );
    expect(detail.body.Result.totalCount).toBe(5);
    expect(detail.body.Result.data.every((row) => row.systemGroupName === 'Loan Terms')).toBe(true);
    const filters = await get<{ types: string[] }>(sessions.ben, `${SETUP}/get-dmu-system-detail-filters`, {
      systemId: system.id,
    });
    expect(filters.body.Result.types).toContain('decimal');
  });
});
