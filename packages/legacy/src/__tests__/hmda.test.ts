import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../http/envelope.js';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import { HMDA_MESSAGES as M } from '../modules/hmda/hmda.routes.js';
import { LAR_MESSAGES } from '../modules/hmda/hmda.lar.js';
import type { FieldMasterDto, Page } from '../modules/hmda/hmda.repository.js';
import { HMDA_BANKS, HMDA_READ_ONLY_USER, seedBulkHmdaFieldMaster } from '../seed/hmda-seed.js';
import { expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { HttpAnswer, Session } from './helpers.js';

const { catalogue, sessions, get, postAs, post } = useCatalogueSessions();
const API = '/api/hmda';
const REPLICATE = '/api/hmdaReplicate';

interface Entity {
  entityId: number;
  entityName: string;
  clientId: number;
  businessLineId: number;
}

/** A LAR file: the transmittal sheet, then `records` rows of 110 fields. */
function larFile(lei: string, year: number, records: number, quarter = 4): string {
  const header = [
    '1',
    'Bank',
    String(year),
    String(quarter),
    'Pat',
    '555',
    'a@b.test',
    'St',
    'City',
    'IL',
    '62701',
    '9',
    String(records),
    '12-3456789',
    lei,
  ];
  const rows = Array.from({ length: records }, (_, index) => {
    const fields = Array.from({ length: 110 }, () => 'NA');
    fields[0] = '2';
    fields[1] = lei;
    fields[2] = `${lei}${String(index).padStart(10, '0')}`;
    fields[9] = '250000';
    fields[10] = '1';
    return fields.join('|');
  });
  return [header.join('|'), ...rows].join('\r\n');
}

describe('HMDA reference data (api/hmda)', () => {
  async function entities(): Promise<Entity[]> {
    return (await get<Entity[]>(sessions.admin, `${API}/hmdaClientEntityName`)).body.Result;
  }

  it('refuses users who are neither administrators nor provider staff, and read-only administrators on writes', async () => {
    const answer = await get(sessions.lena, `${API}/hmdaClientName`);
    expect([answer.status, answer.body.Message]).toEqual([403, M.forbidden]);
    const auditor = await catalogue.client.login(HMDA_READ_ONLY_USER);
    const read = await catalogue.client.post<{ Result: Page<FieldMasterDto> }>(`${API}/hmdafieldmaster`, {
      token: auditor.accessToken,
      body: { UserId: auditor.userId, pageSize: 5 },
    });
    expect(read.status).toBe(200);
    expect(read.body.Result.data).toHaveLength(5);
    const write = await catalogue.client.post<{ Message: string }>(`${API}/submit-azimuth-hmda-system`, {
      token: auditor.accessToken,
      body: { UserId: auditor.userId, code: 'X', name: 'X' },
    });
    expect([write.status, write.body.Message]).toEqual([403, M.forbidden]);
  });

  it('saves client info with the federal agency id, per entity and reporting year', async () => {
    const [entity] = await entities();
    const agencies = (
      await get<{ id: number; code: string }[]>(sessions.admin, `${API}/get-hmdafederalagency`)
    ).body.Result;
    const cfpb = agencies.find((agency) => agency.code === 'CFPB')!;
    const body = {
      reportingYear: 2026,
      clientId: entity.clientId,
      businessLineId: entity.businessLineId,
      clientEntityId: entity.entityId,
      federalAgency: String(cfpb.id),
      federalAgencyObj: { id: cfpb.id },
    };
    const added = await postAs<{ id: number; federalAgency: string; version: number }>(
      sessions.admin,
      `${API}/add-hmdaclientinfo`,
      body,
    );
    expect(added.status).toBe(200);
    expect(added.body.Result.federalAgency).toBe(String(cfpb.id));
    const again = await postAs(sessions.admin, `${API}/add-hmdaclientinfo`, body);
    expect([again.status, again.body.Message]).toEqual([409, M.clientInfoDuplicate]);
    const noAgency = await postAs(sessions.admin, `${API}/add-hmdaclientinfo`, {
      ...body,
      federalAgency: null,
      federalAgencyObj: null,
    });
    expect([noAgency.status, noAgency.body.Message]).toEqual([400, M.federalAgencyRequired]);
    const listed = await get<{ reportingYear: number; clientEntityId: number }[]>(
      sessions.admin,
      `${API}/get-hmdaclientinfo`,
      {
        year: 2026,
        clientId: entity.clientId,
      },
    );
    expect(listed.body.Result.map((row) => row.clientEntityId)).toContain(entity.entityId);
    const years = await get<number[]>(sessions.admin, `${API}/get-hmdareportingyears`, {
      screen: 'clientInfo',
    });
    expect(years.body.Result).toEqual(expect.arrayContaining([2026, 2025, 2024]));
  });

  it('applies the AN (at most 255) and N (no length) rules to the field master and its values', async () => {
    const [entity] = await entities();
    const fields = (
      await postAs<{ label: string; value: number }[]>(sessions.admin, `${API}/hmdaazimuthfieldname`, {})
    ).body.Result;
    const base = {
      clientEntityId: entity.entityId,
      reportingYear: 2027,
      azimuthField: { label: fields[0].label, value: fields[0].value },
      fieldName: 'LOAN_AMT',
    };
    const tooLong = await postAs(sessions.admin, `${API}/add-hmdafieldmaster`, {
      ...base,
      fieldType: 'AN',
      fieldLength: 256,
    });
    expect([tooLong.status, tooLong.body.Message]).toEqual([400, M.lengthTooLong]);
    const numeric = await postAs<FieldMasterDto>(sessions.admin, `${API}/add-hmdafieldmaster`, {
      ...base,
      fieldType: 'N',
      fieldLength: 40,
    });
    expect(numeric.status).toBe(200);
    expect(numeric.body.Result).toMatchObject({
      fieldType: 'N',
      fieldLength: null,
      azimuthFieldName: fields[0].label,
    });
    const value = await postAs(sessions.admin, `${API}/add-hmdavalidvalue`, {
      clientEntityId: entity.entityId,
      reportingYear: 2027,
      hmdaFieldMasterId: numeric.body.Result.id,
      validValue: 'abc',
    });
    expect([value.status, value.body.Message]).toEqual([400, M.valueNotNumeric]);
    const updated = await catalogue.client.call<{ Result: FieldMasterDto }>(
      'PUT',
      `${API}/update-hmdafieldmaster`,
      {
        token: sessions.admin.accessToken,
        body: {
          ...base,
          id: numeric.body.Result.id,
          version: 1,
          fieldType: 'AN',
          fieldLength: 3,
          UserId: sessions.admin.userId,
        },
      },
    );
    expect(updated.body.Result).toMatchObject({ fieldType: 'AN', fieldLength: 3, version: 2 });
    const long = await postAs(sessions.admin, `${API}/add-hmdaclientvalue`, {
      clientEntityId: entity.entityId,
      reportingYear: 2027,
      hmdaFieldMasterId: numeric.body.Result.id,
      clientValue: 'abcd',
    });
    expect([long.status, long.body.Message]).toEqual([400, M.valueTooLong(3)]);
    const stale = await catalogue.client.call<{ Message: string }>('PUT', `${API}/update-hmdafieldmaster`, {
      token: sessions.admin.accessToken,
      body: {
        ...base,
        id: numeric.body.Result.id,
        version: 1,
        fieldType: 'N',
        UserId: sessions.admin.userId,
      },
    });
    expect([stale.status, stale.body.Message]).toEqual([409, M.conflict]);
  });

  it('replicates a year, refusing a target year with data until confirmed, and reports counts', async () => {
    const [entity] = await entities();
    const scope = { clientEntityId: entity.entityId };
    const first = await postAs<{ copied: number; sourceCount: number }>(
      sessions.admin,
      `${REPLICATE}/hmdafieldmaster`,
      {
        ...scope,
        priorReportingYear: 2025,
        newReportingYear: 2028,
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.Result.copied).toBe(first.body.Result.sourceCount);
    expect(first.body.Result.copied).toBeGreaterThan(40);
    const values = await postAs<{ copied: number; missingField: number }>(
      sessions.admin,
      `${REPLICATE}/hmdavalidvalue`,
      {
        ...scope,
        priorReportingYear: 2025,
        newReportingYear: 2028,
      },
    );
    expect(values.body.Result.copied).toBeGreaterThan(0);
    expect(values.body.Result.missingField).toBe(0);
    const refused = await postAs<{ existingCount: number }>(sessions.admin, `${REPLICATE}/hmdafieldmaster`, {
      ...scope,
      priorReportingYear: 2025,
      newReportingYear: 2028,
    });
    expect([refused.status, refused.body.Message]).toEqual([409, M.targetHasData(2028)]);
    expect(refused.body.Result.existingCount).toBe(first.body.Result.copied);
    const confirmed = await postAs<{ copied: number; alreadyThere: number }>(
      sessions.admin,
      `${REPLICATE}/hmdafieldmaster`,
      {
        ...scope,
        priorReportingYear: 2025,
        newReportingYear: 2028,
        confirm: true,
      },
    );
    expect(confirmed.body.Result).toMatchObject({ copied: 0, alreadyThere: first.body.Result.copied });
    const same = await postAs(sessions.admin, `${REPLICATE}/hmdaclientinfo`, {
      clientId: entity.clientId,
      priorReportingYear: 2025,
      newReportingYear: 2025,
    });
    expect([same.status, same.body.Message]).toEqual([400, M.sameYear]);
  });

  it('keeps systems, detail systems (with delete) and edit references with their systems', async () => {
    const system = await postAs<{ id: number }>(sessions.admin, `${API}/submit-azimuth-hmda-system`, {
      code: 'TST',
      name: 'Test System',
      vendor: 'Us',
      isActive: true,
    });
    expect(system.status).toBe(200);
    const [entity] = await entities();
    const detail = await postAs<{ id: number }>(sessions.admin, `${API}/submit-hmdadetailsystem`, {
      clientId: entity.clientId,
      systemId: system.body.Result.id,
      reportingYear: 2025,
    });
    expect(detail.status).toBe(200);
    const removed = await catalogue.client.delete<{ Message: string }>(`${API}/deletehmdadetailsystem`, {
      token: sessions.admin.accessToken,
      params: { id: detail.body.Result.id, UserId: sessions.admin.userId },
    });
    expect([removed.status, removed.body.Message]).toEqual([200, M.deleted]);
    const tooLong = await post(sessions.admin, `${API}/submit-edit-reference-list`, [
      {
        editType: 'CFPB',
        editSubtype: 'Validity',
        editNumber: 'V999',
        editMessage: 'x'.repeat(501),
        UserId: sessions.admin.userId,
      },
    ]);
    expect([tooLong.status, (tooLong.body as { Message: string }).Message]).toEqual([
      400,
      M.editMessageTooLong,
    ]);
    const saved = await post<{ id: number; systems: { id: number }[] }[]>(
      sessions.admin,
      `${API}/submit-edit-reference-list`,
      [
        {
          editType: 'LOS',
          editSubtype: 'Syntax',
          editNumber: 'LOS-99',
          editMessage: 'm'.repeat(500),
          systems: [{ id: system.body.Result.id }],
          UserId: sessions.admin.userId,
        },
      ],
    );
    expect(saved.status).toBe(200);
    expect(saved.body.Result[0].systems.map((item) => item.id)).toEqual([system.body.Result.id]);
    const filtered = await postAs<Page<{ editNumber: string }>>(
      sessions.admin,
      `${API}/get-edit-reference-list`,
      { systemId: system.body.Result.id },
    );
    expect(filtered.body.Result.data.map((row) => row.editNumber)).toEqual(['LOS-99']);
    const filters = await get<{ editTypes: string[]; processes: string[] }>(
      sessions.admin,
      `${API}/get-edit-reference-filters`,
    );
    expect(filters.body.Result.editTypes).toEqual(['CFPB', 'AGRC', 'LOS']);
    expect(filters.body.Result.processes.length).toBeGreaterThan(2);
  });

  it('ingests a LAR file whose every row is right, and changes nothing for a wrong one', async () => {
    const bank = HMDA_BANKS[0];
    const send = (text: string, extra: Record<string, unknown> = {}) =>
      postAs<{ recordCount: number; lei: string }>(sessions.admin, `${API}/hmda-lar-file-ingestion`, {
        File: 'lar.txt',
        fileName: 'lar.txt',
        fileText: Buffer.from(text).toString('base64'),
        utilityType: 'Annual LAR',
        year: 2025,
        BankId: bank.id,
        BankName: bank.name,
        ...extra,
      });
    const count = async () =>
      (await catalogue.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM hmda_lar_records'))
        .rows[0].n;
    const before = await count();
    const wrong = await send(larFile(bank.lei, 2025, 3).replace(/\r\n2\|[^\r]*$/, ''));
    expect([wrong.status, wrong.body.Message]).toEqual([400, LAR_MESSAGES.count(3, 2)]);
    const otherBank = await send(larFile(HMDA_BANKS[1].lei, 2025, 2));
    expect([otherBank.status, otherBank.body.Message]).toEqual([400, LAR_MESSAGES.bankLei]);
    expect(await count()).toBe(before);
    const ok = await send(larFile(bank.lei, 2025, 3));
    expect(ok.status).toBe(200);
    expect(ok.body.Result).toMatchObject({ recordCount: 3, lei: bank.lei });
    expect(ok.body.Message).toBe(M.larIngested(3, 'lar.txt', bank.name, 2025));
    expect(await count()).toBe(before + 3);
  });

  it('takes the file itself as a text body, its fields and UserId in the encrypted query', async () => {
    const bank = HMDA_BANKS[0];
    const fields = {
      File: 'streamed.txt',
      fileName: 'streamed.txt',
      utilityType: 'Annual LAR',
      year: 2025,
      BankId: bank.id,
      BankName: bank.name,
    };
    const send = (text: string, params: Record<string, string | number>) =>
      catalogue.client.post<{ Message: string; Result: { recordCount: number; fileName: string } }>(
        `${API}/hmda-lar-file-ingestion`,
        {
          token: sessions.admin.accessToken,
          params,
          body: text,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        },
      );
    const withoutUser = await send(larFile(bank.lei, 2025, 2), fields);
    expect(withoutUser.status).toBe(400);
    const wrongHeader = await send('2|no header\r\n', { ...fields, UserId: sessions.admin.userId });
    expect([wrongHeader.status, wrongHeader.body.Message]).toEqual([400, LAR_MESSAGES.header]);
    const ok = await send(larFile(bank.lei, 2025, 2), { ...fields, UserId: sessions.admin.userId });
    expect(ok.status).toBe(200);
    expect(ok.body.Result).toMatchObject({ recordCount: 2, fileName: 'streamed.txt' });
    // The earlier test stored lar.txt for this bank's 2025 annual period: this file replaces it, and says so.
    expect(ok.body.Message).toBe(
      M.larReplaced(2, 'streamed.txt', bank.name, 2025, { fileName: 'lar.txt', recordCount: 3 }),
    );
  });

  it('refuses the same LAR file again, replaces the file of the same period with another, refuses repeated ULIs', async () => {
    const bank = HMDA_BANKS[0];
    const send = (text: string, fileName: string, quarter = 'Annual LAR') =>
      postAs<{ recordCount: number; replaced: { fileName: string } | null }>(
        sessions.admin,
        `${API}/hmda-lar-file-ingestion`,
        {
          File: fileName,
          fileName,
          fileText: Buffer.from(text).toString('base64'),
          utilityType: quarter,
          year: 2024,
          BankId: bank.id,
          BankName: bank.name,
        },
      );
    const stored = async () =>
      (
        await catalogue.running.db.query<{ files: number; records: number; ulis: number }>(
          `SELECT count(DISTINCT f.id)::int AS files, count(r.id)::int AS records, count(DISTINCT r.uli)::int AS ulis
             FROM hmda_lar_files f JOIN hmda_lar_records r ON r.lar_file_id = f.id
            WHERE f.bank_id = $1 AND f.reporting_year = 2024`,
          [bank.id],
        )
      ).rows[0];
    const first = await send(larFile(bank.lei, 2024, 4), 'annual-2024.txt');
    expect([first.status, first.body.Message]).toEqual([
      200,
      M.larIngested(4, 'annual-2024.txt', bank.name, 2024),
    ]);
    expect(first.body.Result.replaced).toBeNull();

    const again = await send(larFile(bank.lei, 2024, 4), 'annual-2024-copy.txt');
    const today = new Date().toISOString().slice(0, 10);
    expect([again.status, again.body.Message]).toEqual([
      409,
      M.larAlreadyIngested('annual-2024.txt', today, 4),
    ]);
    expect(await stored()).toEqual({ files: 1, records: 4, ulis: 4 });

    const corrected = await send(larFile(bank.lei, 2024, 5), 'annual-2024-corrected.txt');
    expect([corrected.status, corrected.body.Message]).toEqual([
      200,
      M.larReplaced(5, 'annual-2024-corrected.txt', bank.name, 2024, {
        fileName: 'annual-2024.txt',
        recordCount: 4,
      }),
    ]);
    expect(await stored()).toEqual({ files: 1, records: 5, ulis: 5 });

    // A quarterly file is another period: it is kept beside the annual one.
    const quarterly = await send(larFile(bank.lei, 2024, 2, 1), 'q1-2024.txt', 'Quarterly LAR');
    expect([quarterly.status, quarterly.body.Result.replaced]).toEqual([200, null]);
    expect((await stored()).files).toBe(2);

    const repeated = larFile(bank.lei, 2024, 3).replace(`${bank.lei}0000000002`, `${bank.lei}0000000000`);
    const refused = await send(repeated, 'repeated.txt');
    expect([refused.status, refused.body.Message]).toEqual([
      400,
      LAR_MESSAGES.uliRepeated(4, 2, `${bank.lei}0000000000`),
    ]);
    expect(await stored()).toEqual({ files: 2, records: 7, ulis: 5 });
  });

  it('exports the field master as a workbook named with the date', async () => {
    const response = await fetch(`${catalogue.client.baseUrl}${API}/hmdaFieldMasterExport`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions.admin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reportingYear: 2025, UserId: sessions.admin.userId }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/FieldMaster_\d{4}-\d{2}-\d{2}\.xlsx/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('pages 10,000 generated field master rows', async () => {
    const { clientEntityId } = await seedBulkHmdaFieldMaster(catalogue.running.db, 10_000);
    const paged = await postAs<Page<FieldMasterDto>>(sessions.admin, `${API}/hmdafieldmaster`, {
      clientEntityId,
      reportingYear: 2030,
      pageNumber: 20,
      pageSize: 500,
    });
    expect(paged.body.Result.totalCount).toBe(10_000);
    expect(paged.body.Result.data).toHaveLength(500);
    await seedBulkHmdaFieldMaster(catalogue.running.db, 0);
  });
});

describe('HMDA ownership: client-owned rows stay with their client, provider-wide ones with provider staff', () => {
  const users = {} as Record<'harborview' | 'northgate' | 'auditor', Session>;
  let harborviewId = 0;
  let northgateId = 0;
  let northgateEntity: Entity;
  let harborviewEntity: Entity;

  beforeAll(async () => {
    users.harborview = await catalogue.client.login('clientadmin@lexbridge.test');
    users.northgate = await catalogue.client.login('northgate-admin@lexbridge.test');
    users.auditor = await catalogue.client.login(HMDA_READ_ONLY_USER);
    const all = (
      await get<(Entity & { clientName: string })[]>(sessions.admin, `${API}/hmdaClientEntityName`)
    ).body.Result;
    harborviewEntity = all.find((entity) => entity.entityName === 'Harborview Home Loans')!;
    northgateEntity = all.find((entity) => entity.entityName === 'Northgate Mortgage')!;
    harborviewId = harborviewEntity.clientId;
    northgateId = northgateEntity.clientId;
  });

  const put = <T>(session: Session, path: string, body: Record<string, unknown>) =>
    catalogue.client.call<Envelope<T>>('PUT', path, {
      token: session.accessToken,
      body: { ...body, UserId: session.userId },
    });

  it("lists only the client's own clients, entities, client info, field rows, systems, banks and LAR files", async () => {
    const clients = await get<{ id: number }[]>(users.harborview, `${API}/hmdaClientName`);
    expect(clients.body.Result.map((client) => client.id)).toEqual([harborviewId]);
    const entities = await get<Entity[]>(users.harborview, `${API}/hmdaClientEntityName`);
    expect(new Set(entities.body.Result.map((entity) => entity.clientId))).toEqual(new Set([harborviewId]));
    const info = await get<{ clientId: number }[]>(users.harborview, `${API}/get-hmdaclientinfo`);
    expect(info.body.Result.length).toBeGreaterThan(0);
    expect(new Set(info.body.Result.map((row) => row.clientId))).toEqual(new Set([harborviewId]));
    const fields = await postAs<Page<FieldMasterDto & { clientId: number }>>(
      users.harborview,
      `${API}/hmdafieldmaster`,
      { pageSize: 500 },
    );
    expect(fields.body.Result.totalCount).toBeGreaterThan(0);
    expect(new Set(fields.body.Result.data.map((row) => row.clientId))).toEqual(new Set([harborviewId]));
    for (const path of ['hmdaClientValue', 'hmdaValidValues', 'hmdafieldorder']) {
      const rows = await postAs<Page<{ clientId: number }>>(users.harborview, `${API}/${path}`, {});
      expect(rows.body.Result.data.every((row) => row.clientId === harborviewId)).toBe(true);
    }
    const details = await get<{ clientId: number }[]>(users.harborview, `${API}/get-hmdadetailsystem`);
    expect(new Set(details.body.Result.map((row) => row.clientId))).toEqual(new Set([harborviewId]));
    const banks = await get<{ BankId: number }[]>(users.harborview, `${API}/hmda-Bank-Master`);
    expect(banks.body.Result.map((bank) => bank.BankId)).toEqual([HMDA_BANKS[0].id]);
    const files = await get<{ bankId: number }[]>(users.harborview, `${API}/get-hmda-lar-files`);
    expect(files.body.Result.every((file) => file.bankId === HMDA_BANKS[0].id)).toBe(true);
    // Provider-wide lists are read by everyone with the screen.
    const systems = await get<unknown[]>(users.harborview, `${API}/get-azimuth-hmda-system`);
    expect(systems.body.Result.length).toBeGreaterThan(2);
  });

  it("answers 'not found' when a client's user names another client's client, entity, row or bank", async () => {
    const notFound = (answer: HttpAnswer<Envelope<unknown>>) =>
      expectRefusal(answer, 404, OWNERSHIP_MESSAGES.notFound);
    notFound(await get(users.harborview, `${API}/get-hmdaclientinfo`, { clientId: northgateId }));
    notFound(await get(users.harborview, `${API}/hmdaClientEntityName`, { clientId: northgateId }));
    notFound(await get(users.harborview, `${API}/get-hmdadetailsystem`, { clientId: northgateId }));
    notFound(
      await postAs(users.harborview, `${API}/hmdafieldmaster`, { clientEntityId: northgateEntity.entityId }),
    );
    notFound(
      await get(users.harborview, `${API}/hmdaclientvaluefieldname`, {
        clientEntityId: northgateEntity.entityId,
        reportingYear: 2025,
      }),
    );
    notFound(await get(users.harborview, `${API}/get-hmda-lar-files`, { BankId: HMDA_BANKS[1].id }));
    const exported = await catalogue.client.post<Envelope<unknown>>(`${API}/export-hmdaclientinfo`, {
      token: users.harborview.accessToken,
      body: { clientId: northgateId, UserId: users.harborview.userId },
    });
    notFound(exported);
  });

  it("saves client info, field rows, client systems and replicates for the user's own client only", async () => {
    const notFound = (answer: HttpAnswer<Envelope<unknown>>) =>
      expectRefusal(answer, 404, OWNERSHIP_MESSAGES.notFound);
    const count = async (table: string) =>
      (
        await catalogue.running.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`,
          [northgateId],
        )
      ).rows[0].n;
    const northgateRows = {
      info: await count('hmda_client_info'),
      fields: await count('hmda_field_master'),
      details: await count('hmda_detail_systems'),
    };
    const northgateInfo = {
      reportingYear: 2029,
      clientId: northgateId,
      businessLineId: northgateEntity.businessLineId,
      clientEntityId: northgateEntity.entityId,
      federalAgency: '3',
    };
    notFound(await postAs(users.harborview, `${API}/add-hmdaclientinfo`, northgateInfo));
    // Naming its own client with another client's entity is no better.
    notFound(
      await postAs(users.harborview, `${API}/add-hmdaclientinfo`, {
        ...northgateInfo,
        clientId: harborviewId,
      }),
    );
    const own = await postAs<{ id: number; clientId: number }>(
      users.harborview,
      `${API}/add-hmdaclientinfo`,
      {
        reportingYear: 2029,
        businessLineId: harborviewEntity.businessLineId,
        clientEntityId: harborviewEntity.entityId,
        federalAgency: '5',
      },
    );
    expect([own.status, own.body.Result.clientId]).toEqual([200, harborviewId]);
    const [theirs] = (
      await get<{ id: number; version: number }[]>(sessions.admin, `${API}/get-hmdaclientinfo`, {
        clientId: northgateId,
      })
    ).body.Result;
    notFound(
      await put(users.harborview, `${API}/update-hmdaclientinfo`, {
        id: theirs!.id,
        reportingYear: 2029,
        businessLineId: harborviewEntity.businessLineId,
        clientEntityId: harborviewEntity.entityId,
        federalAgency: '5',
      }),
    );

    const [field] = (
      await postAs<Page<FieldMasterDto>>(sessions.admin, `${API}/hmdafieldmaster`, {
        clientEntityId: northgateEntity.entityId,
        pageSize: 1,
      })
    ).body.Result.data;
    notFound(
      await postAs(users.harborview, `${API}/add-hmdafieldmaster`, {
        clientEntityId: northgateEntity.entityId,
        reportingYear: 2029,
        azimuthFieldId: field!.azimuthField.value,
        fieldName: 'STOLEN',
        fieldType: 'N',
      }),
    );
    notFound(
      await put(users.harborview, `${API}/update-hmdafieldmaster`, {
        id: field!.id,
        clientEntityId: harborviewEntity.entityId,
        reportingYear: 2029,
        azimuthFieldId: field!.azimuthField.value,
        fieldName: 'STOLEN',
        fieldType: 'N',
      }),
    );
    notFound(
      await postAs(users.harborview, `${API}/add-hmdavalidvalue`, {
        clientEntityId: northgateEntity.entityId,
        reportingYear: 2025,
        hmdaFieldMasterId: field!.id,
        validValue: '9',
      }),
    );

    const [system] = (await get<{ id: number }[]>(sessions.admin, `${API}/get-azimuth-hmda-system`)).body
      .Result;
    notFound(
      await postAs(users.harborview, `${API}/submit-hmdadetailsystem`, {
        clientId: northgateId,
        systemId: system!.id,
        reportingYear: 2029,
      }),
    );
    const [theirDetail] = (
      await get<{ id: number }[]>(sessions.admin, `${API}/get-hmdadetailsystem`, { clientId: northgateId })
    ).body.Result;
    notFound(
      await catalogue.client.delete<Envelope<unknown>>(`${API}/deletehmdadetailsystem`, {
        token: users.harborview.accessToken,
        params: { id: theirDetail!.id, UserId: users.harborview.userId },
      }),
    );
    const ownDetail = await postAs<{ clientId: number }>(users.harborview, `${API}/submit-hmdadetailsystem`, {
      systemId: system!.id,
      reportingYear: 2029,
    });
    expect([ownDetail.status, ownDetail.body.Result.clientId]).toEqual([200, harborviewId]);

    notFound(
      await postAs(users.harborview, `${REPLICATE}/hmdaclientinfo`, {
        clientId: northgateId,
        priorReportingYear: 2025,
        newReportingYear: 2031,
      }),
    );
    // No entity named: every entity of its own client, none of another's.
    const replicated = await postAs<{ copied: number }>(users.harborview, `${REPLICATE}/hmdafieldmaster`, {
      priorReportingYear: 2025,
      newReportingYear: 2031,
    });
    expect(replicated.status).toBe(200);
    expect(replicated.body.Result.copied).toBeGreaterThan(0);
    const { rows: copied } = await catalogue.running.db.query<{ client_id: number }>(
      'SELECT DISTINCT client_id FROM hmda_field_master WHERE reporting_year = 2031',
    );
    expect(copied.map((row) => row.client_id)).toEqual([harborviewId]);

    expect({
      info: await count('hmda_client_info'),
      fields: await count('hmda_field_master'),
      details: await count('hmda_detail_systems'),
    }).toEqual(northgateRows);
  });

  it("refuses a client's user writes to the provider's systems and edit references, and LAR files for another's bank", async () => {
    expectRefusal(
      await postAs(users.harborview, `${API}/submit-azimuth-hmda-system`, { code: 'MINE', name: 'Mine' }),
      403,
      OWNERSHIP_MESSAGES.providerOnly,
    );
    expectRefusal(
      await post(users.harborview, `${API}/submit-edit-reference-list`, [
        {
          editType: 'CFPB',
          editSubtype: 'Validity',
          editNumber: 'V-MINE',
          editMessage: 'Mine.',
          UserId: users.harborview.userId,
        },
      ]),
      403,
      OWNERSHIP_MESSAGES.providerOnly,
    );
    const bank = HMDA_BANKS[1];
    const upload = await postAs(users.harborview, `${API}/hmda-lar-file-ingestion`, {
      fileName: 'theirs.txt',
      fileText: Buffer.from(larFile(bank.lei, 2025, 2)).toString('base64'),
      utilityType: 'Annual LAR',
      year: 2025,
      BankId: bank.id,
      BankName: bank.name,
    });
    expectRefusal(upload, 404, OWNERSHIP_MESSAGES.notFound);
    const { rows } = await catalogue.running.db.query('SELECT 1 FROM hmda_lar_files WHERE file_name = $1', [
      'theirs.txt',
    ]);
    expect(rows).toHaveLength(0);
  });

  it('lets the read-only administrator read every client and change nothing', async () => {
    const info = await get<{ clientId: number }[]>(users.auditor, `${API}/get-hmdaclientinfo`);
    expect(info.body.Result.some((row) => row.clientId === northgateId)).toBe(true);
    const save = await postAs(users.auditor, `${API}/add-hmdaclientinfo`, {
      reportingYear: 2029,
      clientId: northgateId,
      businessLineId: northgateEntity.businessLineId,
      clientEntityId: northgateEntity.entityId,
      federalAgency: '3',
    });
    expect([save.status, save.body.Message]).toEqual([403, M.forbidden]);
  });
});
