// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import type { Principal } from '../../../session/principal.js';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
  SUPER_ADMIN,
} from '../../../testing/fake-catalogue.js';

const ROUTES = [
  '/validator-maintenance/message-types',
  '/validator-maintenance/test-rules',
  '/validator-maintenance/test-rule-messages',
  '/validator-maintenance/test-filter-mappings',
  '/validator-maintenance/test-filter-fields',
  '/validator-maintenance/client-filter-mappings',
];
const MENU = sectionMenu('Validator Maintenance', 8, ROUTES, 80);
const admin = principalWith({ user: SUPER_ADMIN, menu: MENU, editableRoutes: ROUTES });
/** clientadmin@: Harborview's administrator, with the screens editable in its menu. */
const harborview = principalWith({
  user: {
    id: '7',
    firstName: 'Cleo',
    name: 'Cleo Client',
    email: 'clientadmin@lexbridge.test',
    roles: ['Lexbridge Admin'],
    clientId: '1',
    clientName: 'Harborview Credit Union',
  },
  menu: MENU,
  editableRoutes: ROUTES,
});

const type = (id: number, messageType: string, clientId: number | null) => ({
  id,
  messageType,
  description: '',
  isClient: clientId !== null,
  clientId,
  clientName: clientId === null ? null : `Client ${clientId}`,
  isActive: true,
  version: 1,
});
const TYPES = [type(1, 'Test', null), type(5, 'Harborview Escalation', 1), type(6, 'Northgate Exception', 2)];

const mapping = (id: number, clientId: number) => ({
  id,
  testId: 1,
  testNumber: 'VT-101',
  businessLineId: 5,
  testRuleId: 10 + id,
  testRule: `100${10 + id} - rule ${id}`,
  messageType: 'Test',
  ruleMessageId: 100 + id,
  testOrder: id,
  azimuthMessageId: 200 + id,
  azimuthMessage: `message ${id}`,
  customMessage: null,
  isCustomMessage: false,
  status: 'Pass',
  statusId: 1,
  isActive: true,
  clientId,
  version: 3,
});

/** A catalogue that (wrongly) answers every client's rows: the BFF must not pass them on. */
function careless(record: { saved?: unknown } = {}) {
  return new FakeCatalogue({
    'api/ClientDbSetup/GetClientServer': () => ({
      Result: [
        { id: 1, clientName: 'Harborview Credit Union' },
        { id: 2, clientName: 'Northgate Savings Bank' },
      ],
    }),
    'api/filterMappingMaster/getAllMessageType': (request: LegacyRequest) =>
      request.method === 'GET' ? { Result: TYPES } : { Result: { totalCount: 3, data: TYPES } },
    'api/filterMappingMaster/PostMessageType': (request: LegacyRequest) => {
      record.saved = request.body;
      return { Message: 'Record saved successfully', Result: type(9, 'Mine', 1) };
    },
    'api/filterMappingMaster/DeleteMessageType': () => ({
      Message: 'Record deleted successfully',
      Result: true,
    }),
    'api/filterMappingTransaction/getAllClientTestFilterMapping': (request: LegacyRequest) => {
      const body = request.body as { id?: number };
      const rows = [mapping(1, 1), mapping(2, 2)].filter((row) => !body.id || row.id === body.id);
      return { Result: { totalCount: rows.length, data: rows } };
    },
    'api/filterMappingTransaction/postTestClientFilterMapping': () => ({
      Message: 'Record saved successfully',
      Result: mapping(1, 1),
    }),
    'api/filterMappingTransaction/deleteTestClientFilterMapping': () => ({
      Message: 'Record deleted successfully',
      Result: true,
    }),
  });
}

function run(
  fake: FakeCatalogue,
  source: string,
  variables?: Record<string, unknown>,
  principal: Principal = harborview(),
) {
  return runGraphQL(
    fakeContext(fake, principal, { services: { cache: new MemoryCache(100) } }),
    source,
    variables,
  );
}

const SAVE_TYPE = `mutation ($input: SaveMessageTypeInput!) { saveMessageType(input: $input) { message messageType { id clientId } } }`;
const errorOf = (result: Awaited<ReturnType<typeof run>>) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});
const NOT_FOUND = { code: 'NOT_FOUND', message: 'The record was not found.' };
const PROVIDER_ONLY = { code: 'FORBIDDEN', message: 'Only provider staff may change this.' };

describe("validator maintenance: a client's user reaches its own client's records only", () => {
  it("lists its own client and its own client's and the provider-wide message types", async () => {
    const fake = careless();
    const result = await run(
      fake,
      `{ validatorClients { id } messageTypes { items { messageType clientId } } }`,
    );
    expect(result.errors).toBeUndefined();
    const data = result.data as {
      validatorClients: { id: string }[];
      messageTypes: { items: { messageType: string }[] };
    };
    expect(data.validatorClients).toEqual([{ id: '1' }]);
    expect(data.messageTypes.items.map((row) => row.messageType)).toEqual(['Test', 'Harborview Escalation']);
    const other = await run(fake, `{ messageTypes(filter: { clientId: "2" }) { totalCount } }`);
    expect(errorOf(other)).toEqual(NOT_FOUND);
    // Provider staff see every client's (a catalogue of their own: routed contexts are kept per catalogue).
    const all = await run(careless(), `{ messageTypes { items { messageType } } }`, undefined, admin());
    expect((all.data as { messageTypes: { items: unknown[] } }).messageTypes.items).toHaveLength(3);
  });

  it("saves a message type for its own client only: another client's is NOT_FOUND, a provider-wide one FORBIDDEN", async () => {
    const record: { saved?: unknown } = {};
    const fake = careless(record);
    const probe = await run(fake, SAVE_TYPE, {
      input: { messageType: 'PROBE', isClient: true, clientId: '2', isActive: true },
    });
    expect(errorOf(probe)).toEqual(NOT_FOUND);
    const shared = await run(fake, SAVE_TYPE, {
      input: { messageType: 'PROBE', isClient: false, isActive: true },
    });
    expect(errorOf(shared)).toEqual(PROVIDER_ONLY);
    const changeShared = await run(fake, SAVE_TYPE, {
      input: { id: '1', version: 1, messageType: 'Test', isClient: true, isActive: true },
    });
    expect(errorOf(changeShared)).toEqual(PROVIDER_ONLY);
    const changeOther = await run(fake, SAVE_TYPE, {
      input: { id: '6', version: 1, messageType: 'Mine now', isClient: true, isActive: true },
    });
    expect(errorOf(changeOther)).toEqual(NOT_FOUND);
    expect(errorOf(await run(fake, `mutation { deleteMessageType(id: "6") { id } }`))).toEqual(NOT_FOUND);
    expect(errorOf(await run(fake, `mutation { deleteMessageType(id: "1") { id } }`))).toEqual(PROVIDER_ONLY);
    expect(fake.recorded.map((call) => call.request.path)).not.toContain(
      'api/filterMappingMaster/PostMessageType',
    );
    expect(fake.recorded.map((call) => call.request.path)).not.toContain(
      'api/filterMappingMaster/DeleteMessageType',
    );

    // No client named: its own, from the session.
    const own = await run(fake, SAVE_TYPE, {
      input: { messageType: 'Mine', isClient: true, isActive: true },
    });
    expect(own.errors).toBeUndefined();
    expect(record.saved).toMatchObject({ isClient: true, clientId: 1 });
    expect((await run(fake, `mutation { deleteMessageType(id: "5") { id } }`)).errors).toBeUndefined();
  });

  it('leaves test rules, rule messages, master mappings and filter fields to provider staff', async () => {
    const fake = new FakeCatalogue({});
    for (const source of [
      `mutation { saveTestRule(input: { messageTypeId: "1", testRuleDescription: "x", isActive: true }) { message } }`,
      `mutation { deleteTestRule(id: "4") { id } }`,
      `mutation { deleteTestRuleMessage(id: "4") { id } }`,
      `mutation { saveTestFilterMappings(input: { mappings: [{ testId: "1", testRuleId: "2" }] }) { message } }`,
      `mutation { deleteTestFilterMapping(id: "4") { id } }`,
      `mutation { deleteTestFilterField(id: "4") { id } }`,
      `mutation { reorderTestFilterMappings(input: { testId: "1", rows: [{ id: "1", testOrder: 2 }] }) { message } }`,
    ]) {
      expect(errorOf(await run(fake, source))).toEqual(PROVIDER_ONLY);
    }
    expect(fake.recorded).toHaveLength(0);
  });

  it("keeps a client's filter mappings to its own client", async () => {
    const fake = careless();
    const list = await run(fake, `{ clientFilterMappings { items { id clientId } } }`);
    expect((list.data as { clientFilterMappings: { items: unknown[] } }).clientFilterMappings.items).toEqual([
      { id: '1', clientId: '1' },
    ]);
    // The list asks for its own client, whatever the filter named.
    expect(fake.recorded[0]!.request.body).toMatchObject({ clientId: 1 });
    expect(
      errorOf(await run(fake, `{ clientFilterMappings(filter: { clientId: "2" }) { totalCount } }`)),
    ).toEqual(NOT_FOUND);
    const save = await run(
      fake,
      `mutation { saveClientFilterMapping(input: { id: "2", version: 3, isActive: true, isCustomMessage: false }) { message } }`,
    );
    expect(errorOf(save)).toEqual(NOT_FOUND);
    expect(errorOf(await run(fake, `mutation { deleteClientFilterMapping(id: "2") { id } }`))).toEqual(
      NOT_FOUND,
    );
    const reorder = await run(
      fake,
      `mutation { reorderTestFilterMappings(input: { testId: "1", clientId: "2", rows: [{ id: "2", testOrder: 1 }] }) { message } }`,
    );
    expect(errorOf(reorder)).toEqual(NOT_FOUND);
    const paths = fake.recorded.map((call) => call.request.path);
    expect(paths).not.toContain('api/filterMappingTransaction/postTestClientFilterMapping');
    expect(paths).not.toContain('api/filterMappingTransaction/deleteTestClientFilterMapping');
    // Its own it changes.
    const own = await run(
      fake,
      `mutation { saveClientFilterMapping(input: { id: "1", version: 3, isActive: true, isCustomMessage: false }) { message } }`,
    );
    expect(own.errors).toBeUndefined();
  });

  it("exports a client's filter mappings of its own client only", async () => {
    const cache = new MemoryCache(100);
    const context = fakeContext(new FakeCatalogue({}), harborview(), { services: { cache } });
    const refused = await runGraphQL(
      context,
      `mutation { exportValidatorGrid(input: { grid: MESSAGE_TYPES, filter: { clientId: "2" } }) { message } }`,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const result = await runGraphQL(
      context,
      `mutation { exportValidatorGrid(input: { grid: CLIENT_FILTER_MAPPINGS }) { download { ticket } } }`,
    );
    const { ticket } = (result.data as { exportValidatorGrid: { download: { ticket: string } } })
      .exportValidatorGrid.download;
    expect(await cache.get(`file-ticket:${ticket}`)).toMatchObject({ body: { clientId: 1 } });
  });
});
