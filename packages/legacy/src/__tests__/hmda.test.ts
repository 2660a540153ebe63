import { describe, expect, it } from 'vitest';
import { HMDA_MESSAGES as M } from '../modules/hmda/hmda.routes.js';
import { LAR_MESSAGES } from '../modules/hmda/hmda.lar.js';
import type { FieldMasterDto, Page } from '../modules/hmda/hmda.repository.js';
import { HMDA_BANKS, HMDA_READ_ONLY_USER, seedBulkHmdaFieldMaster } from '../seed/hmda-seed.js';
import { useCatalogueSessions } from './catalogue-helpers.js';

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
    expect(ok.body.Message).toBe(M.larIngested(2, 'streamed.txt', bank.name, 2025));
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
