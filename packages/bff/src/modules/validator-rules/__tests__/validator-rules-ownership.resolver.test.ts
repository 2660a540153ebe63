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

/** A rule of a message type of `typeClientId` (null: provider-wide), and its message. */
const rule = (id: number, typeClientId: number | null) => ({
  id,
  messageType: typeClientId === null ? 'Test' : `Type of client ${typeClientId}`,
  messageTypeId: typeClientId === null ? 1 : 4 + typeClientId,
  messageTypeClientId: typeClientId,
  testRuleId: `1000${id}`,
  testRuleDescription: `rule ${id}`,
  status: 'Pass',
  isActive: true,
  version: 1,
  messageCount: 1,
});
const ruleMessage = (id: number, typeClientId: number | null) => ({
  id,
  businessLineId: 5,
  businessLineName: 'Mortgage Origination',
  testRuleId: id,
  testRule: `1000${id} - rule ${id}`,
  ruleMessageId: 200 + id,
  azimuthMessage: `message ${id}`,
  ruleMessageLogic: '',
  messageType: typeClientId === null ? 'Test' : `Type of client ${typeClientId}`,
  messageTypeClientId: typeClientId,
  status: 'Pass',
  isActive: true,
  isMapped: false,
  isAssigned: false,
  version: 1,
});
/** Rows 1 (provider-wide type), 2 (Harborview's type) and 3 (Northgate's type). */
const RULES = [rule(1, null), rule(2, 1), rule(3, 2)];
const RULE_MESSAGES = [ruleMessage(1, null), ruleMessage(2, 1), ruleMessage(3, 2)];
const typedMapping = (id: number, typeClientId: number | null) => ({
  ...mapping(id, 1),
  clientId: null,
  messageTypeClientId: typeClientId,
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
    'api/filterMappingMaster/getAllTestRule': () => ({ Result: { totalCount: 3, data: RULES } }),
    'api/filterMappingTransaction/getMappedTestRule': () => ({ Result: RULES }),
    'api/filterMappingMaster/getAllTestRuleMessage': () => ({
      Result: { totalCount: 3, data: RULE_MESSAGES },
    }),
    'api/filterMappingTransaction/getTestMessageByTestRule': () => ({ Result: RULE_MESSAGES }),
    'api/filterMappingTransaction/getAllTestFilterMapping': () => ({
      Result: { totalCount: 3, data: [typedMapping(1, null), typedMapping(2, 1), typedMapping(3, 2)] },
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

describe("validator maintenance: nothing tells a client's user of another client's message types", () => {
  const RULE_LISTS = `query ($filter: ValidatorListFilter) {
    testRuleMessages(filter: $filter) { items { id } }
    testRuleMessagesOfRule(testRuleId: "3") { id }
    testRules { items { id } }
    mappedTestRules { id }
    testFilterMappings { items { id } }
  }`;
  interface RuleLists {
    testRuleMessages: { items: { id: string }[] };
    testRuleMessagesOfRule: { id: string }[];
    testRules: { items: { id: string }[] };
    mappedTestRules: { id: string }[];
    testFilterMappings: { items: { id: string }[] };
  }
  const idsOf = (data: RuleLists) => ({
    testRuleMessages: data.testRuleMessages.items.map((row) => row.id),
    testRuleMessagesOfRule: data.testRuleMessagesOfRule.map((row) => row.id),
    testRules: data.testRules.items.map((row) => row.id),
    mappedTestRules: data.mappedTestRules.map((row) => row.id),
    testFilterMappings: data.testFilterMappings.items.map((row) => row.id),
  });

  it("lists Harborview no rule, rule message or mapping of Northgate's message type, and sends no client", async () => {
    const fake = careless();
    const result = await run(fake, RULE_LISTS, { filter: { clientId: '2' } });
    expect(result.errors).toBeUndefined();
    const ownAndShared = ['1', '2'];
    expect(idsOf(result.data as unknown as RuleLists)).toEqual({
      testRuleMessages: ownAndShared,
      testRuleMessagesOfRule: ownAndShared,
      testRules: ownAndShared,
      mappedTestRules: ownAndShared,
      testFilterMappings: ownAndShared,
    });
    // The catalogue holds the lists to the caller's client: the BFF names no client that could widen them.
    const body = (path: string) =>
      fake.recorded.find((call) => call.request.path === path)!.request.body as Record<string, unknown>;
    expect(body('api/filterMappingMaster/getAllTestRuleMessage')).not.toHaveProperty('clientId');
    expect(body('api/filterMappingMaster/getAllTestRule')).not.toHaveProperty('clientId');
  });

  it("lists provider staff every client's", async () => {
    const result = await run(careless(), RULE_LISTS, {}, admin());
    expect(result.errors).toBeUndefined();
    const every = ['1', '2', '3'];
    expect(idsOf(result.data as unknown as RuleLists)).toEqual({
      testRuleMessages: every,
      testRuleMessagesOfRule: every,
      testRules: every,
      mappedTestRules: every,
      testFilterMappings: every,
    });
  });

  it("lets a client's type share another client's type's name, never a provider-wide or its own client's", async () => {
    const DUPLICATE = {
      code: 'BAD_USER_INPUT',
      messageType:
        'Please add another message type it is already present in the Message type screen check the tabs',
    };
    const refusal = (result: Awaited<ReturnType<typeof run>>) => ({
      code: result.errors?.[0]?.extensions?.code,
      messageType: (result.errors?.[0]?.extensions?.fields as Record<string, string> | undefined)
        ?.messageType,
    });
    // Harborview names its type as Northgate named one: the catalogue is asked, nothing is refused.
    const record: { saved?: unknown } = {};
    const own = await run(careless(record), SAVE_TYPE, {
      input: { messageType: 'northgate exception', isClient: true, isActive: true },
    });
    expect(own.errors).toBeUndefined();
    expect(record.saved).toMatchObject({ messageType: 'northgate exception', clientId: 1 });
    // A provider-wide name is still taken.
    expect(
      refusal(
        await run(careless(), SAVE_TYPE, { input: { messageType: 'TEST', isClient: true, isActive: true } }),
      ),
    ).toEqual(DUPLICATE);

    // Provider staff: Harborview's type's name for Northgate is saved; for Harborview, or provider-wide, refused.
    const asAdmin: { saved?: unknown } = {};
    const forNorthgate = await run(
      careless(asAdmin),
      SAVE_TYPE,
      { input: { messageType: 'Harborview Escalation', isClient: true, clientId: '2', isActive: true } },
      admin(),
    );
    expect(forNorthgate.errors).toBeUndefined();
    expect(asAdmin.saved).toMatchObject({ messageType: 'Harborview Escalation', clientId: 2 });
    for (const input of [
      { messageType: 'Harborview Escalation', isClient: true, clientId: '1', isActive: true },
      { messageType: 'harborview escalation', isClient: false, isActive: true },
    ]) {
      expect(refusal(await run(careless(), SAVE_TYPE, { input }, admin()))).toEqual(DUPLICATE);
    }
  });
});
