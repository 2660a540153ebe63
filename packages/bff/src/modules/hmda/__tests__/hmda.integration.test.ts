import { HMDA_MESSAGES, OWNERSHIP_MESSAGES, sampleLarFile } from '@lexbridge/rules';
import { HMDA_BANKS } from '@lexbridge/legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, TestClient, type Harness } from '../../../testing/harness.js';

/** The HMDA module against the reference catalogue over real HTTP, as the administrator and auditor@. */
describe('HMDA reference data through the BFF and the reference catalogue', () => {
  let harness: Harness;
  let admin: TestClient;
  let auditor: TestClient;
  let clientAdmin: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    admin = new TestClient(harness.bffUrl);
    auditor = new TestClient(harness.bffUrl);
    await admin.login('admin@lexbridge.test');
    await auditor.login('auditor@lexbridge.test');
    clientAdmin = new TestClient(harness.bffUrl);
    await clientAdmin.login('clientadmin@lexbridge.test');
  });
  afterAll(() => harness?.close());

  const uploadLar = (
    client: TestClient,
    fileName: string,
    text: string,
    year = '2025',
    bank = HMDA_BANKS[0]!,
  ) => {
    const form = new FormData();
    form.append('utilityType', 'Annual LAR');
    form.append('year', year);
    form.append('bankId', String(bank.id));
    form.append('bankName', bank.name);
    form.append('file', new Blob([text]), fileName);
    return fetch(`${harness.bffUrl}/files/hmda/lar`, {
      method: 'POST',
      body: form,
      headers: { cookie: client.cookie! },
    });
  };

  it('adds a field master row and lists it, paged by the catalogue', async () => {
    const entities = await admin.gql<{ hmdaClientEntities: { id: string; name: string }[] }>(
      `{ hmdaClientEntities { id name } }`,
    );
    const entity = entities.data!.hmdaClientEntities.find(
      (candidate) => candidate.name === 'Northgate Home Equity',
    )!;
    const saved = await admin.gql<{
      saveHmdaFieldMaster: { action: string; field: { id: string; fieldLength: number } };
    }>(
      `mutation ($input: SaveHmdaFieldMasterInput!) { saveHmdaFieldMaster(input: $input) { action field { id fieldLength } } }`,
      {
        input: {
          clientEntityId: entity.id,
          reportingYear: 2025,
          azimuthFieldId: '1',
          fieldName: 'NG_ULI',
          fieldType: 'AN',
          fieldLength: 45,
          isActive: true,
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveHmdaFieldMaster).toMatchObject({ action: 'ADD', field: { fieldLength: 45 } });
    const listed = await auditor.gql<{
      hmdaFieldMaster: { totalCount: number; items: { fieldName: string }[] };
    }>(
      `query ($filter: HmdaEntityYearFilter) { hmdaFieldMaster(filter: $filter, page: { pageNumber: 1, pageSize: 5 }) { totalCount items { fieldName } } }`,
      { filter: { clientEntityId: entity.id, reportingYear: 2025 } },
    );
    expect(listed.data!.hmdaFieldMaster).toEqual({ totalCount: 1, items: [{ fieldName: 'NG_ULI' }] });
  });

  it('streams a LAR file to the catalogue and answers what it ingested; a wrong header is refused at the BFF', async () => {
    const bank = HMDA_BANKS[0]!;
    const good = await uploadLar(
      admin,
      'lar.txt',
      sampleLarFile({ institutionName: bank.name, lei: bank.lei, year: 2025, records: 25 }),
    );
    expect(good.status).toBe(200);
    const body = (await good.json()) as { message: string; file: { recordCount: number; lei: string } };
    expect(body.file).toMatchObject({ recordCount: 25, lei: bank.lei });
    expect(body.message).toBe(`LAR file ingested: 25 records of lar.txt for ${bank.name} (2025).`);

    const wrongYear = await uploadLar(
      admin,
      'lar.txt',
      sampleLarFile({ institutionName: bank.name, lei: bank.lei, year: 2024, records: 2 }),
    );
    expect([wrongYear.status, ((await wrongYear.json()) as { error: string }).error]).toEqual([
      400,
      HMDA_MESSAGES.larHeaderYear('2024', 2025),
    ]);
    const wrongType = await uploadLar(admin, 'lar.csv', 'a,b');
    expect(((await wrongType.json()) as { error: string }).error).toBe(HMDA_MESSAGES.larFileType);
    const readOnly = await uploadLar(auditor, 'lar.txt', 'x');
    expect(readOnly.status).toBe(403);
    const files = await admin.gql<{ hmdaLarFiles: { recordCount: number }[] }>(
      `{ hmdaLarFiles { recordCount } }`,
    );
    expect(files.data!.hmdaLarFiles).toEqual([{ recordCount: 25 }]);
  });

  it('exports the edit references through a download ticket as a workbook named with the date', async () => {
    const ticket = await auditor.gql<{ exportHmdaList: { download: { url: string } } }>(
      `mutation { exportHmdaList(input: { list: EDIT_REFERENCES, editReferenceFilter: { editType: "CFPB" } }) { download { url } } }`,
    );
    const response = await fetch(`${harness.bffUrl}${ticket.data!.exportHmdaList.download.url}`, {
      headers: { cookie: auditor.cookie! },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/EditReferences_\d{4}-\d{2}-\d{2}\.xlsx/);
  });

  it("keeps Harborview's administrator to Harborview: lists, saves, systems and LAR files", async () => {
    const listed = await clientAdmin.gql<{
      hmdaClients: { name: string }[];
      hmdaClientInfo: { items: { clientName: string }[] };
    }>(`{ hmdaClients { name } hmdaClientInfo { items { clientName } } }`);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.hmdaClients).toEqual([{ name: 'Harborview Credit Union' }]);
    expect(new Set(listed.data!.hmdaClientInfo.items.map((row) => row.clientName))).toEqual(
      new Set(['Harborview Credit Union']),
    );

    const northgate = (
      await admin.gql<{
        hmdaClientEntities: { id: string; clientId: string; businessLineId: string; name: string }[];
      }>(`{ hmdaClientEntities { id clientId businessLineId name } }`)
    ).data!.hmdaClientEntities.find((entity) => entity.name === 'Northgate Mortgage')!;
    const stolen = await clientAdmin.gql(
      `mutation ($input: SaveHmdaClientInfoInput!) { saveHmdaClientInfo(input: $input) { message } }`,
      {
        input: {
          reportingYear: 2027,
          clientId: northgate.clientId,
          businessLineId: northgate.businessLineId,
          clientEntityId: northgate.id,
          federalAgencyId: '3',
          isActive: true,
        },
      },
    );
    expect(stolen.errors?.[0]).toMatchObject({
      message: OWNERSHIP_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const system = await clientAdmin.gql(
      `mutation { saveHmdaSystem(input: { code: "HV", name: "Harborview's own", isActive: true }) { message } }`,
    );
    expect(system.errors?.[0]).toMatchObject({
      message: OWNERSHIP_MESSAGES.providerOnly,
      extensions: { code: 'FORBIDDEN' },
    });

    const theirBank = HMDA_BANKS[1]!;
    const theirs = await uploadLar(
      clientAdmin,
      'theirs.txt',
      sampleLarFile({ institutionName: theirBank.name, lei: theirBank.lei, year: 2025, records: 2 }),
      '2025',
      theirBank,
    );
    expect([theirs.status, ((await theirs.json()) as { error: string }).error]).toEqual([
      404,
      OWNERSHIP_MESSAGES.notFound,
    ]);
    // The file the administrator uploaded before: the same file again is refused, and says so.
    const bank = HMDA_BANKS[0]!;
    const again = await uploadLar(
      clientAdmin,
      'lar-again.txt',
      sampleLarFile({ institutionName: bank.name, lei: bank.lei, year: 2025, records: 25 }),
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(
      /^This LAR file was already ingested on \d{4}-\d{2}-\d{2} as lar\.txt \(25 records\); nothing was stored again\.$/,
    );
    const files = await clientAdmin.gql<{ hmdaLarFiles: { fileName: string }[] }>(
      `{ hmdaLarFiles { fileName } }`,
    );
    expect(files.data!.hmdaLarFiles).toEqual([{ fileName: 'lar.txt' }]);
  });
});
