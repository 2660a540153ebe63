import { describe, expect, it } from 'vitest';
import type { Envelope } from '../http/envelope.js';
import { useCatalogueSessions } from './catalogue-helpers.js';

const { catalogue, sessions, get, postAs } = useCatalogueSessions();
const SETUP = '/api/validatorfile-setup';
const DASHBOARD = '/api/my-dashboard';

interface SystemType {
  id: number;
  businessLineId: number;
  name: string;
  isActive: boolean;
  version: number;
}
interface Entity {
  entityId: number;
  entityName: string;
  clientId: number;
  businessLineId: number;
  isHMDA: boolean;
}
interface RequirementField {
  id: number;
  requirementId: number;
  testId: number;
  headerFieldId: number;
  hmdaFieldName: string | null;
  version: number;
}

/** The first client's seeded entity of a file prefix (the other clients' prefixes carry their id). */
async function entityNamed(prefix: 'LOAN' | 'HMDA'): Promise<Entity> {
  const tree = await get<{ businessLines: { entities: (Entity & { prefixName: string })[] }[] }[]>(
    sessions.admin,
    `${SETUP}/client-searchfilter-hierarchy`,
  );
  const entity = tree.body.Result.flatMap((client) => client.businessLines)
    .flatMap((line) => line.entities)
    .find((e) => e.prefixName === prefix);
  if (!entity) throw new Error(`no seeded ${prefix} entity`);
  return entity;
}

const del = (path: string, params: Record<string, string | number>) =>
  catalogue.client.delete<Envelope<unknown>>(path, {
    token: sessions.admin.accessToken,
    params: { ...params, UserId: sessions.admin.userId },
  });

describe('validator test system and source types', () => {
  it("lists a business line's active system types, and lets staff add, rename and switch them off", async () => {
    const loan = await entityNamed('LOAN');
    const before = await get<SystemType[]>(sessions.ben, `${SETUP}/get-validator-test-systemTypes`, {
      BusinessLineId: loan.businessLineId,
    });
    expect(before.body.Result.map((row) => row.name)).toEqual(['Empower', 'Encompass', 'MSP']);

    const refused = await postAs(sessions.ben, `${SETUP}/submit-validator-test-systemType`, {
      businessLineId: loan.businessLineId,
      name: 'Byte',
    });
    // Reference data of every client: provider staff's.
    expect([refused.status, refused.body.Message]).toEqual([403, 'Only provider staff may change this.']);
    const duplicate = await postAs(sessions.admin, `${SETUP}/submit-validator-test-systemType`, {
      businessLineId: loan.businessLineId,
      name: 'encompass',
    });
    expect([duplicate.status, duplicate.body.Message]).toEqual([
      409,
      'A system type of this name already exists for the business line.',
    ]);
    const added = await postAs<SystemType>(sessions.admin, `${SETUP}/submit-validator-test-systemType`, {
      businessLineId: loan.businessLineId,
      name: 'Byte Pro',
      description: 'Loan origination system',
    });
    expect(added.body.Message).toBe('Data saved successfully.');
    const stale = await postAs(sessions.admin, `${SETUP}/submit-validator-test-systemType`, {
      id: added.body.Result.id,
      businessLineId: loan.businessLineId,
      name: 'Byte',
      version: added.body.Result.version + 1,
    });
    expect(stale.status).toBe(409);
    const off = await postAs<SystemType>(sessions.admin, `${SETUP}/submit-validator-test-systemType`, {
      id: added.body.Result.id,
      businessLineId: loan.businessLineId,
      name: 'Byte',
      isActive: false,
      version: added.body.Result.version,
    });
    expect(off.body.Result).toMatchObject({ name: 'Byte', isActive: false, version: 2 });
    const offered = await get<SystemType[]>(sessions.ben, `${SETUP}/get-validator-test-systemTypes`, {
      BusinessLineId: loan.businessLineId,
    });
    expect(offered.body.Result.map((row) => row.name)).not.toContain('Byte');
    const all = await get<SystemType[]>(sessions.admin, `${SETUP}/get-validator-test-systemTypes`);
    expect(all.body.Result.map((row) => row.name)).toContain('Byte');
  });

  it('keeps source type names unique ignoring case', async () => {
    const list = await get<{ name: string }[]>(sessions.ben, `${SETUP}/get-validator-test-sourceTypes`);
    expect(list.body.Result.map((row) => row.name)).toEqual(['API', 'Database', 'File']);
    const duplicate = await postAs(sessions.admin, `${SETUP}/submit-validator-test-sourceType`, {
      name: 'file',
    });
    expect([duplicate.status, duplicate.body.Message]).toEqual([
      409,
      'A source type of this name already exists.',
    ]);
    const blank = await postAs(sessions.admin, `${SETUP}/submit-validator-test-sourceType`, { name: ' ' });
    expect([blank.status, blank.body.Message]).toEqual([400, 'Name is required.']);
  });
});

describe('the validator test user form', () => {
  it("takes a client user's request for its own entities, and refuses another line's entity or another client", async () => {
    const loan = await entityNamed('LOAN');
    const systems = await get<SystemType[]>(sessions.ben, `${SETUP}/get-validator-test-systemTypes`, {
      BusinessLineId: loan.businessLineId,
    });
    const sources = await get<{ id: number }[]>(sessions.ben, `${SETUP}/get-validator-test-sourceTypes`, {
      IsActive: true,
    });
    const form = {
      clientId: loan.clientId,
      businessLineId: loan.businessLineId,
      systemTypeId: systems.body.Result[0].id,
      sourceTypeId: sources.body.Result[0].id,
      entityIds: [loan.entityId],
      comment: 'Month-end check',
    };
    const none = await postAs(sessions.ben, `${SETUP}/submit-validator-test-userform`, {
      ...form,
      entityIds: [],
    });
    expect([none.status, none.body.Message]).toEqual([400, 'Choose at least one entity.']);
    const noSystem = await postAs(sessions.ben, `${SETUP}/submit-validator-test-userform`, {
      ...form,
      systemTypeId: null,
    });
    expect(noSystem.body.Message).toBe('Choose the system type.');
    const sent = await postAs<{ id: number; entities: { entityName: string }[]; submittedByName: string }>(
      sessions.ben,
      `${SETUP}/submit-validator-test-userform`,
      form,
    );
    expect(sent.body.Message).toBe('Validator test request submitted.');
    expect(sent.body.Result.entities).toEqual([{ entityId: loan.entityId, entityName: 'Loan' }]);
    const list = await get<{ id: number }[]>(sessions.ben, `${SETUP}/get-validator-test-userforms`);
    expect(list.body.Result[0].id).toBe(sent.body.Result.id);

    const { rows } = await catalogue.running.db.query<{ id: number }>(
      'SELECT id FROM clients WHERE id <> $1 ORDER BY id LIMIT 1',
      [loan.clientId],
    );
    const other = await postAs(sessions.ben, `${SETUP}/submit-validator-test-userform`, {
      ...form,
      clientId: rows[0].id,
    });
    // Another client's is not found: a client's user never learns of other clients' records.
    expect([other.status, other.body.Message]).toEqual([404, 'The record was not found.']);
  });
});

describe('JSON filters and the dashboard pair', () => {
  it('offers the business lines with validator tests, and counts and lists loans with observations', async () => {
    const filters = await get<{ businessLineName: string; tests: { testId: string }[] }[]>(
      sessions.ben,
      `${SETUP}/get-validator-JSON-filters`,
    );
    expect(filters.body.Result.length).toBeGreaterThan(0);
    expect(filters.body.Result[0].tests.length).toBeGreaterThan(0);

    const count = await postAs<{ loanCount: number; observationCount: number }>(
      sessions.ben,
      `${DASHBOARD}/get-validator-loan-count`,
      {},
    );
    expect(count.body.Result.loanCount).toBeGreaterThan(0);
    const page = await postAs<{
      totalCount: number;
      data: { loanNumber: string; observationCount: number }[];
    }>(sessions.ben, `${DASHBOARD}/get-validator-loan-list`, { pageNumber: 1, pageSize: 5 });
    expect(page.body.Result.totalCount).toBe(count.body.Result.loanCount);
    expect(page.body.Result.data.length).toBeLessThanOrEqual(5);
    const observations = page.body.Result.data.map((row) => row.observationCount);
    expect(observations).toEqual([...observations].sort((a, b) => b - a));
  });
});

describe('requirement fields and the HMDA field mapping', () => {
  it('maps a requirement, its test and a header field of the entity; the test mapping filter narrows the view', async () => {
    const loan = await entityNamed('LOAN');
    const filter = await get<{ tests: { testId: number }[]; hmdaFields: unknown[] }>(
      sessions.ben,
      `${SETUP}/get-test-mapping-filter`,
      { EntityId: loan.entityId },
    );
    expect(filter.body.Result.hmdaFields).toEqual([]);
    const seeded = await get<RequirementField[]>(sessions.ben, `${SETUP}/get-requirement-fields`, {
      EntityId: loan.entityId,
    });
    expect(seeded.body.Result).toHaveLength(3);
    const firstTest = filter.body.Result.tests[0].testId;
    const narrowed = await get<RequirementField[]>(sessions.ben, `${SETUP}/get-requirement-fields`, {
      EntityId: loan.entityId,
      TestId: firstTest,
    });
    expect(narrowed.body.Result.every((row) => row.testId === firstTest)).toBe(true);
    expect(narrowed.body.Result.length).toBeLessThan(3);

    const [row] = seeded.body.Result;
    const duplicate = await postAs(sessions.admin, `${SETUP}/submit-requirement-fields`, {
      entityId: loan.entityId,
      requirementId: row.requirementId,
      testId: row.testId,
      headerFieldId: row.headerFieldId,
    });
    expect(duplicate.status).toBe(409);
    const hmdaOnLoan = await postAs(sessions.admin, `${SETUP}/submit-hmda-field-mapping`, {
      entityId: loan.entityId,
    });
    expect(hmdaOnLoan.body.Message).toBe('Only an HMDA entity takes HMDA field mappings.');
    const updated = await postAs<RequirementField>(sessions.admin, `${SETUP}/submit-requirement-fields`, {
      id: row.id,
      entityId: loan.entityId,
      requirementId: row.requirementId,
      testId: filter.body.Result.tests[1].testId,
      headerFieldId: row.headerFieldId,
      isRequired: false,
      version: row.version,
    });
    expect(updated.body.Result).toMatchObject({ testId: filter.body.Result.tests[1].testId, version: 2 });
    const removed = await del(`${SETUP}/delete-requirement-fields`, { Id: row.id });
    expect(removed.body.Message).toBe('Record deleted successfully.');
    const after = await get<RequirementField[]>(sessions.ben, `${SETUP}/get-requirement-fields`, {
      EntityId: loan.entityId,
    });
    expect(after.body.Result).toHaveLength(2);
  });

  it('keeps HMDA VET rows apart, with the HMDA field each reports, and exports the view', async () => {
    const hmda = await entityNamed('HMDA');
    const rows = await get<RequirementField[]>(sessions.ben, `${SETUP}/get-hmda-field-mapping`, {
      EntityId: hmda.entityId,
    });
    expect(rows.body.Result.map((row) => row.hmdaFieldName)).toEqual(
      expect.arrayContaining(['Universal Loan Identifier', 'Action Taken']),
    );
    const vet = await get<RequirementField[]>(sessions.ben, `${SETUP}/get-requirement-fields`, {
      EntityId: hmda.entityId,
    });
    expect(vet.body.Result).toEqual([]);
    const noField = await postAs(sessions.admin, `${SETUP}/submit-hmda-field-mapping`, {
      entityId: hmda.entityId,
      requirementId: rows.body.Result[0].requirementId,
      testId: rows.body.Result[0].testId,
      headerFieldId: rows.body.Result[0].headerFieldId,
    });
    expect(noField.body.Message).toBe('Choose the HMDA field.');
    const file = await fetch(`${catalogue.client.baseUrl}${SETUP}/export-requirement-fields`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions.ben.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ entityId: hmda.entityId, requirementTypeId: 2, UserId: sessions.ben.userId }),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/HmdaFieldMapping_\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
