// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { HMDA_MESSAGES, HMDA_ROUTES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import { LegacyError, toGraphQLError } from '../../../legacy/errors.js';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
  SUPER_ADMIN,
} from '../../../testing/fake-catalogue.js';

const ROUTES = Object.values(HMDA_ROUTES);
const MENU = sectionMenu('HMDA', 10, ROUTES, 140);
const admin = principalWith({ user: SUPER_ADMIN, menu: MENU, editableRoutes: ROUTES });

const run = (fake: FakeCatalogue, source: string, variables?: Record<string, unknown>, principal = admin()) =>
  runGraphQL(fakeContext(fake, principal, { services: { cache: new MemoryCache(100) } }), source, variables);

const clientInfo = (id: number) => ({
  id,
  reportingYear: 2026,
  clientId: 1,
  clientName: 'Harborview Credit Union',
  businessLineId: 5,
  businessLineName: 'Mortgage Origination',
  clientEntityId: 1,
  entityName: 'Harborview Home Loans',
  federalAgency: '9',
  federalAgencyObj: { id: 9, code: 'CFPB', name: 'Consumer Financial Protection Bureau' },
  isActive: true,
  version: 1,
});

const fieldMaster = (id: number, fieldType: 'AN' | 'N', fieldLength: number | null) => ({
  id,
  clientEntityId: 1,
  entityName: 'Harborview Home Loans',
  reportingYear: 2025,
  azimuthFieldName: 'Loan Type',
  azimuthField: { label: 'Loan Type', value: 3 },
  fieldName: 'HV_LOAN_TYPE',
  fieldType,
  fieldLength,
  checkDigit: 'Not applicable',
  valueRequired: 'Required',
  description: '',
  isActive: true,
  version: 1,
});

const SAVE_CLIENT_INFO = `mutation ($input: SaveHmdaClientInfoInput!) { saveHmdaClientInfo(input: $input) { message action clientInfo { id federalAgencyId } } }`;
const SAVE_FIELD = `mutation ($input: SaveHmdaFieldMasterInput!) { saveHmdaFieldMaster(input: $input) { message action field { id fieldType fieldLength } } }`;
const SAVE_VALID = `mutation ($input: SaveHmdaValidValueInput!) { saveHmdaValidValue(input: $input) { message action } }`;
const REPLICATE = `mutation ($input: ReplicateHmdaYearInput!) { replicateHmdaYear(input: $input) { message needsConfirmation existingCount copied alreadyThere } }`;

const CLIENT_INFO_INPUT = {
  reportingYear: 2026,
  clientId: '1',
  businessLineId: '5',
  clientEntityId: '1',
  federalAgencyId: '9',
  isActive: true,
};

describe('HMDA resolvers over a fake catalogue', () => {
  it('adds client info without an id and updates with one, with the agency id copied into federalAgency', async () => {
    const bodies: { path: string; method: string; body: Record<string, unknown> }[] = [];
    const record = (request: LegacyRequest) => {
      bodies.push({
        path: request.path,
        method: request.method,
        body: request.body as Record<string, unknown>,
      });
      return { Message: 'Record saved successfully', Result: clientInfo(7) };
    };
    const fake = new FakeCatalogue({
      'api/hmda/add-hmdaclientinfo': record,
      'api/hmda/update-hmdaclientinfo': record,
    });
    const added = await run(fake, SAVE_CLIENT_INFO, { input: CLIENT_INFO_INPUT });
    expect(added.data?.saveHmdaClientInfo).toMatchObject({
      action: 'ADD',
      clientInfo: { federalAgencyId: '9' },
    });
    const updated = await run(fake, SAVE_CLIENT_INFO, {
      input: { ...CLIENT_INFO_INPUT, id: '7', version: 1 },
    });
    expect(updated.data?.saveHmdaClientInfo).toMatchObject({ action: 'UPDATE' });
    expect(bodies.map((call) => [call.method, call.path])).toEqual([
      ['POST', 'api/hmda/add-hmdaclientinfo'],
      ['PUT', 'api/hmda/update-hmdaclientinfo'],
    ]);
    expect(bodies[0]!.body).toMatchObject({ federalAgency: '9', federalAgencyObj: { id: 9 } });
    expect(bodies[0]!.body).not.toHaveProperty('id');
    expect(bodies[1]!.body).toMatchObject({ id: 7, version: 1, federalAgency: '9' });
  });

  it('refuses a missing agency and AN lengths over 255 before calling the catalogue; sends N without a length', async () => {
    let sent: Record<string, unknown> | null = null;
    const fake = new FakeCatalogue({
      'api/hmda/add-hmdafieldmaster': (request) => {
        sent = request.body as Record<string, unknown>;
        return { Message: 'Record saved successfully', Result: fieldMaster(5, 'N', null) };
      },
    });
    const noAgency = await run(fake, SAVE_CLIENT_INFO, {
      input: { ...CLIENT_INFO_INPUT, federalAgencyId: null },
    });
    expect(noAgency.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { federalAgency: HMDA_MESSAGES.federalAgencyRequired },
    });
    const input = {
      clientEntityId: '1',
      reportingYear: 2025,
      azimuthFieldId: '3',
      fieldName: 'HV_LOAN_TYPE',
      isActive: true,
    };
    const tooLong = await run(fake, SAVE_FIELD, { input: { ...input, fieldType: 'AN', fieldLength: 256 } });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { fieldLength: HMDA_MESSAGES.lengthTooLong },
    });
    expect(fake.calls).toBe(0);
    const numeric = await run(fake, SAVE_FIELD, { input: { ...input, fieldType: 'N', fieldLength: 40 } });
    expect(numeric.data?.saveHmdaFieldMaster).toMatchObject({
      action: 'ADD',
      field: { fieldType: 'N', fieldLength: null },
    });
    expect(sent).toMatchObject({ fieldType: 'N', fieldLength: null, azimuthField: { value: 3 } });
  });

  it("checks a value against its field's type: N takes numbers only", async () => {
    const fake = new FakeCatalogue({
      'api/hmda/hmdaclientvaluefieldname': () => ({ Result: [fieldMaster(3, 'N', null)] }),
      'api/hmda/add-hmdavalidvalue': () => ({ Message: 'Record saved successfully', Result: null }),
    });
    const result = await run(fake, SAVE_VALID, {
      input: {
        clientEntityId: '1',
        reportingYear: 2025,
        hmdaFieldMasterId: '3',
        validValue: 'abc',
        isActive: true,
      },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { validValue: HMDA_MESSAGES.valueNotNumeric },
    });
    expect(fake.recorded.map((call) => call.request.path)).toEqual(['api/hmda/hmdaclientvaluefieldname']);
  });

  it('asks before replicating into a year with data, then reports the counts once confirmed', async () => {
    const fake = new FakeCatalogue({
      'api/hmdaReplicate/hmdafieldmaster': (request) => {
        const body = request.body as { confirm: boolean };
        if (!body.confirm)
          throw toGraphQLError(
            new LegacyError('http', 'refused', 409, {
              Message: 'Reporting year 2026 already has data. Confirm to replicate into it.',
              Result: { existingCount: 3 },
            }),
          );
        return {
          Message: 'Replicated 41 rows from 2025 to 2026; 3 already there.',
          Result: { sourceCount: 44, copied: 41, alreadyThere: 3, missingField: 0, existingCount: 3 },
        };
      },
    });
    const input = {
      part: 'FIELD_MASTER',
      clientEntityId: '1',
      priorReportingYear: 2025,
      newReportingYear: 2026,
    };
    const asked = await run(fake, REPLICATE, { input });
    expect(asked.data?.replicateHmdaYear).toEqual({
      message: HMDA_MESSAGES.replicateConfirm(2026, 3),
      needsConfirmation: true,
      existingCount: 3,
      copied: 0,
      alreadyThere: 0,
    });
    const done = await run(fake, REPLICATE, { input: { ...input, confirmed: true } });
    expect(done.data?.replicateHmdaYear).toMatchObject({
      needsConfirmation: false,
      copied: 41,
      alreadyThere: 3,
    });
    const same = await run(fake, REPLICATE, { input: { ...input, newReportingYear: 2025 } });
    expect(same.errors?.[0]?.extensions).toMatchObject({
      fields: { newReportingYear: HMDA_MESSAGES.sameYear },
    });
  });

  it('lets a read-only administrator read but not save or replicate', async () => {
    const readOnly = admin({ editableRoutes: [] });
    const fake = new FakeCatalogue({
      'api/hmda/hmdafieldmaster': () => ({ Result: { totalCount: 1, data: [fieldMaster(3, 'AN', 10)] } }),
    });
    const read = await run(fake, `{ hmdaFieldMaster { totalCount items { id fieldLength } } }`, {}, readOnly);
    expect(read.data?.hmdaFieldMaster).toEqual({ totalCount: 1, items: [{ id: '3', fieldLength: 10 }] });
    const save = await run(fake, SAVE_CLIENT_INFO, { input: CLIENT_INFO_INPUT }, readOnly);
    expect(save.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const replicate = await run(
      fake,
      REPLICATE,
      { input: { part: 'FIELD_MASTER', priorReportingYear: 2025, newReportingYear: 2026 } },
      readOnly,
    );
    expect(replicate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

/** clientadmin@: the administrator of Harborview (client 1), with every HMDA screen and edit rights on them. */
const harborviewAdmin = principalWith({
  user: {
    id: '9',
    firstName: 'Casey',
    name: 'Casey Client',
    email: 'clientadmin@lexbridge.test',
    roles: ['Lexbridge Admin'],
    clientId: '1',
    clientName: 'Harborview Credit Union',
  },
  menu: MENU,
  editableRoutes: ROUTES,
});

const entity = (id: number, clientId: number) => ({
  entityId: id,
  entityName: `Entity ${id}`,
  clientId,
  clientName: clientId === 1 ? 'Harborview Credit Union' : 'Northgate Savings Bank',
  businessLineId: 5,
});

/** A catalogue with two clients' rows: Harborview (1, entity 1, rows 7) and Northgate (2, entity 5, rows 8). */
function twoClients() {
  const harborview = { ...clientInfo(7), clientId: 1 };
  const northgate = {
    ...clientInfo(8),
    clientId: 2,
    clientName: 'Northgate Savings Bank',
    clientEntityId: 5,
  };
  const field = (id: number, clientId: number) => ({
    ...fieldMaster(id, 'AN', 10),
    clientId,
    clientEntityId: clientId === 1 ? 1 : 5,
  });
  const bank = (id: number, clientId: number | null) => ({
    BankId: id,
    clientId,
    BankName: `Bank ${id}`,
    lei: `LEI${id}`.padEnd(20, '0'),
    isActive: true,
  });
  const detail = (id: number, clientId: number) => ({
    id,
    clientId,
    clientName: 'x',
    systemId: 3,
    systemCode: 'ENC',
    systemName: 'Encompass',
    reportingYear: 2025,
    description: '',
    isActive: true,
  });
  const saved = { Message: 'Record saved successfully', Result: harborview };
  const byClient = <T extends { clientId: number | null }>(rows: T[], request: LegacyRequest) => {
    const client = request.query?.clientId;
    return client === undefined ? rows : rows.filter((row) => row.clientId === Number(client));
  };
  return new FakeCatalogue({
    'api/hmda/hmdaClientName': () => ({
      Result: [
        { id: 1, name: 'Harborview Credit Union' },
        { id: 2, name: 'Northgate Savings Bank' },
      ],
    }),
    'api/hmda/hmdaClientEntityName': (request) => ({
      Result: byClient([entity(1, 1), entity(5, 2)], request),
    }),
    'api/hmda/get-hmdaclientinfo': (request) => ({ Result: byClient([harborview, northgate], request) }),
    'api/hmda/add-hmdaclientinfo': () => saved,
    'api/hmda/update-hmdaclientinfo': () => saved,
    // A catalogue that forgets the client filter: the BFF drops the other client's rows all the same.
    'api/hmda/hmdafieldmaster': () => ({ Result: { totalCount: 2, data: [field(3, 1), field(4, 2)] } }),
    'api/hmda/update-hmdafieldmaster': () => ({ Message: 'Record saved successfully', Result: field(3, 1) }),
    'api/hmda/get-hmdadetailsystem': (request) => ({
      Result: byClient([detail(11, 1), detail(12, 2)], request),
    }),
    'api/hmda/submit-hmdadetailsystem': () => ({
      Message: 'Record saved successfully',
      Result: detail(11, 1),
    }),
    'api/hmda/deletehmdadetailsystem': () => ({ Message: 'Record deleted successfully', Result: true }),
    'api/hmda/hmda-Bank-Master': () => ({ Result: [bank(1, 1), bank(2, 2), bank(4, null)] }),
    'api/hmda/get-hmda-lar-files': () => ({ Result: [] }),
    'api/hmdaReplicate/hmdaclientinfo': () => ({
      Message: 'Replicated 1 row from 2025 to 2026; 0 already there.',
      Result: { sourceCount: 1, copied: 1, alreadyThere: 0, missingField: 0, existingCount: 0 },
    }),
    'api/hmdaReplicate/hmdafieldmaster': () => ({
      Message: 'Replicated 1 row from 2025 to 2026; 0 already there.',
      Result: { sourceCount: 1, copied: 1, alreadyThere: 0, missingField: 0, existingCount: 0 },
    }),
  });
}

const notFound = (result: {
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}) => {
  expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(result.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.notFound);
};
const paths = (fake: FakeCatalogue) => fake.recorded.map((call) => call.request.path);

describe("HMDA for a client's user: its own client's rows only, the client taken from the session", () => {
  it('lists only its own client, entities, client info, field rows, detail systems and banks', async () => {
    const fake = twoClients();
    const user = harborviewAdmin();
    const lists = await run(
      fake,
      `{ hmdaClients { id } hmdaClientEntities { id clientId } hmdaClientInfo { totalCount items { id clientId } }
         hmdaFieldMaster { items { id } } hmdaDetailSystems { id clientId } hmdaBanks { id } }`,
      {},
      user,
    );
    expect(lists.errors).toBeUndefined();
    expect(lists.data).toEqual({
      hmdaClients: [{ id: '1' }],
      hmdaClientEntities: [{ id: '1', clientId: '1' }],
      hmdaClientInfo: { totalCount: 1, items: [{ id: '7', clientId: '1' }] },
      hmdaFieldMaster: { items: [{ id: '3' }] },
      hmdaDetailSystems: [{ id: '11', clientId: '1' }],
      hmdaBanks: [{ id: '1' }],
    });
    // The catalogue is asked for the session's client, never for every client.
    const asked = (path: string) => fake.recorded.find((call) => call.request.path === path)!.request;
    expect(asked('api/hmda/get-hmdaclientinfo').query).toMatchObject({ clientId: 1 });
    expect(asked('api/hmda/hmdafieldmaster').body).toMatchObject({ clientId: 1 });
    expect(asked('api/hmda/get-hmdadetailsystem').query).toMatchObject({ clientId: 1 });
  });

  it("answers NOT_FOUND for another client's client, entity, rows and bank, without reading them", async () => {
    const fake = twoClients();
    const user = harborviewAdmin();
    notFound(await run(fake, `{ hmdaClientInfo(clientId: "2") { totalCount } }`, {}, user));
    notFound(await run(fake, `{ hmdaClientEntities(clientId: "2") { id } }`, {}, user));
    notFound(await run(fake, `{ hmdaDetailSystems(clientId: "2") { id } }`, {}, user));
    notFound(
      await run(fake, `{ hmdaFieldMaster(filter: { clientEntityId: "5" }) { totalCount } }`, {}, user),
    );
    notFound(await run(fake, `{ hmdaFieldsOf(clientEntityId: "5", reportingYear: 2025) { id } }`, {}, user));
    notFound(await run(fake, `{ hmdaLarFiles(bankId: "2") { id } }`, {}, user));
    expect(paths(fake)).not.toContain('api/hmda/hmdafieldmaster');
    expect(paths(fake)).not.toContain('api/hmda/get-hmda-lar-files');
  });

  it("saves client info and detail systems for its own client only, and never another's row", async () => {
    const fake = twoClients();
    const user = harborviewAdmin();
    notFound(await run(fake, SAVE_CLIENT_INFO, { input: { ...CLIENT_INFO_INPUT, clientId: '2' } }, user));
    notFound(
      await run(fake, SAVE_CLIENT_INFO, { input: { ...CLIENT_INFO_INPUT, clientEntityId: '5' } }, user),
    );
    notFound(await run(fake, SAVE_CLIENT_INFO, { input: { ...CLIENT_INFO_INPUT, id: '8' } }, user));
    const ownUpdate = await run(fake, SAVE_CLIENT_INFO, { input: { ...CLIENT_INFO_INPUT, id: '7' } }, user);
    expect(ownUpdate.data?.saveHmdaClientInfo).toMatchObject({ action: 'UPDATE' });
    expect(paths(fake).filter((path) => /add-|update-/.test(path))).toEqual([
      'api/hmda/update-hmdaclientinfo',
    ]);

    const FIELD_UPDATE = {
      id: '4',
      clientEntityId: '1',
      reportingYear: 2025,
      azimuthFieldId: '3',
      fieldName: 'X',
      fieldType: 'N',
      isActive: true,
    };
    notFound(await run(fake, SAVE_FIELD, { input: FIELD_UPDATE }, user));
    expect(paths(fake)).not.toContain('api/hmda/update-hmdafieldmaster');

    const SAVE_DETAIL = `mutation ($input: SaveHmdaDetailSystemInput!) { saveHmdaDetailSystem(input: $input) { message } }`;
    const detail = { clientId: '2', systemId: '3', reportingYear: 2026, isActive: true };
    notFound(await run(fake, SAVE_DETAIL, { input: detail }, user));
    notFound(await run(fake, SAVE_DETAIL, { input: { ...detail, clientId: '1', id: '12' } }, user));
    notFound(await run(fake, `mutation { deleteHmdaDetailSystem(id: "12") { message } }`, {}, user));
    expect(paths(fake)).not.toContain('api/hmda/submit-hmdadetailsystem');
    expect(paths(fake)).not.toContain('api/hmda/deletehmdadetailsystem');
  });

  it('replicates its own client only: the client comes from the session', async () => {
    const fake = twoClients();
    const user = harborviewAdmin();
    const years = { priorReportingYear: 2025, newReportingYear: 2026 };
    notFound(await run(fake, REPLICATE, { input: { part: 'CLIENT_INFO', clientId: '2', ...years } }, user));
    notFound(
      await run(fake, REPLICATE, { input: { part: 'FIELD_MASTER', clientEntityId: '5', ...years } }, user),
    );
    const info = await run(fake, REPLICATE, { input: { part: 'CLIENT_INFO', ...years } }, user);
    expect(info.data?.replicateHmdaYear).toMatchObject({ copied: 1 });
    const fields = await run(fake, REPLICATE, { input: { part: 'FIELD_MASTER', ...years } }, user);
    expect(fields.data?.replicateHmdaYear).toMatchObject({ copied: 1 });
    const bodies = fake.recorded
      .filter((call) => call.request.path.startsWith('api/hmdaReplicate/'))
      .map((call) => call.request.body);
    expect(bodies).toEqual([
      expect.objectContaining({ clientId: 1 }),
      expect.objectContaining({ clientId: 1 }),
    ]);
  });

  it("refuses its writes to the provider's HMDA systems and edit references", async () => {
    const fake = twoClients();
    const user = harborviewAdmin();
    const system = await run(
      fake,
      `mutation { saveHmdaSystem(input: { code: "MINE", name: "Mine", isActive: true }) { message } }`,
      {},
      user,
    );
    expect(system.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(system.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.providerOnly);
    const edit = await run(
      fake,
      `mutation { saveHmdaEditReference(input: { editType: "CFPB", editSubtype: "Validity", editNumber: "V1",
         editMessage: "m", systemIds: [], isActive: true }) { message } }`,
      {},
      user,
    );
    expect(edit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(edit.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.providerOnly);
    expect(fake.calls).toBe(0);
  });

  it('leaves provider staff every client: the read-only administrator lists both', async () => {
    const fake = twoClients();
    const auditor = admin({ editableRoutes: [] });
    const read = await run(fake, `{ hmdaClients { id } hmdaClientInfo { items { clientId } } }`, {}, auditor);
    expect(read.data).toEqual({
      hmdaClients: [{ id: '1' }, { id: '2' }],
      hmdaClientInfo: { items: [{ clientId: '1' }, { clientId: '2' }] },
    });
  });
});
