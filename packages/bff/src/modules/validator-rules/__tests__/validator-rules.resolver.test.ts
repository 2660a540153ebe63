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

const mapping = (id: number, testOrder: number, testId = 1) => ({
  id,
  testId,
  testNumber: `VT-10${testId}`,
  businessLineId: 5,
  testRuleId: 10 + id,
  testRule: `100${10 + id} - rule ${id}`,
  messageType: 'Test',
  ruleMessageId: 100 + id,
  testOrder,
  azimuthMessageId: 200 + id,
  azimuthMessage: `message ${id}`,
  customMessage: null,
  isCustomMessage: false,
  status: 'Pass',
  statusId: 1,
  isActive: true,
  clientId: null,
  version: 3,
});

const COUNTS = {
  inserted: 0,
  updated: 2,
  deleted: 0,
  notInsertedDuplicates: 0,
  notDeletedMapped: 0,
  notUpdatedInvalid: 0,
};

function run(
  fake: FakeCatalogue,
  source: string,
  variables?: Record<string, unknown>,
  principal: Principal = admin(),
) {
  return runGraphQL(
    fakeContext(fake, principal, { services: { cache: new MemoryCache(100) } }),
    source,
    variables,
  );
}

const REORDER = `mutation ($input: ReorderTestFilterMappingsInput!) { reorderTestFilterMappings(input: $input) { message counts { updated } } }`;

describe('validator rules resolver', () => {
  it('sends only the rows whose order changed, each with isReorder 1 and the version it read', async () => {
    let body: unknown;
    const fake = new FakeCatalogue({
      'api/filterMappingTransaction/getAllTestFilterMapping': () => ({
        Result: { totalCount: 4, data: [mapping(1, 1), mapping(2, 2), mapping(3, 3), mapping(4, 4)] },
      }),
      'api/filterMappingTransaction/postTestFilterMapping': (request: LegacyRequest) => {
        body = request.body;
        return { Message: 'Records updated: 2', Result: COUNTS };
      },
    });
    // The whole new order: rows 1 and 2 swapped, 3 and 4 where they were.
    const result = await run(fake, REORDER, {
      input: {
        testId: '1',
        rows: [
          { id: '2', testOrder: 1 },
          { id: '1', testOrder: 2 },
          { id: '3', testOrder: 3 },
          { id: '4', testOrder: 4 },
        ],
      },
    });
    expect(result.errors).toBeUndefined();
    expect(body).toEqual([
      expect.objectContaining({
        id: 2,
        testOrder: 1,
        isReorder: 1,
        testId: 1,
        testRuleId: 12,
        ruleMessageId: 102,
        statusId: 1,
        version: 3,
        clientId: null,
      }),
      expect.objectContaining({ id: 1, testOrder: 2, isReorder: 1, version: 3 }),
    ]);
    // The screen's route: menu id of Test Filter Mappings.
    expect(fake.recorded.at(-1)!.route).toMatchObject({ menuId: '83' });
  });

  it('refuses rows of another test, and a reorder that changes nothing', async () => {
    const fake = new FakeCatalogue({
      'api/filterMappingTransaction/getAllTestFilterMapping': () => ({
        Result: { totalCount: 2, data: [mapping(1, 1), mapping(2, 2)] },
      }),
    });
    const across = await run(fake, REORDER, { input: { testId: '1', rows: [{ id: '9', testOrder: 1 }] } });
    expect(across.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { rows: 'Rows can be reordered only within one test.' },
    });
    const same = await run(fake, REORDER, { input: { testId: '1', rows: [{ id: '1', testOrder: 1 }] } });
    expect(same.errors?.[0]?.extensions).toMatchObject({ fields: { rows: 'No order changed.' } });
    expect(fake.recorded.map((call) => call.request.path)).not.toContain(
      'api/filterMappingTransaction/postTestFilterMapping',
    );
  });

  it('reorders a client copy through postTestClientReorderFilter', async () => {
    let path = '';
    const fake = new FakeCatalogue({
      'api/filterMappingTransaction/getAllClientTestFilterMapping': () => ({
        Result: {
          totalCount: 2,
          data: [
            { ...mapping(1, 1), clientId: 4 },
            { ...mapping(2, 2), clientId: 4 },
          ],
        },
      }),
      'api/filterMappingTransaction/postTestClientReorderFilter': (request: LegacyRequest) => {
        path = request.path;
        return { Message: 'ok', Result: COUNTS };
      },
    });
    const result = await run(fake, REORDER, {
      input: {
        testId: '1',
        clientId: '4',
        rows: [
          { id: '2', testOrder: 1 },
          { id: '1', testOrder: 2 },
        ],
      },
    });
    expect(result.errors).toBeUndefined();
    expect(path).toBe('api/filterMappingTransaction/postTestClientReorderFilter');
  });

  it('is FORBIDDEN to users without an administrator or provider role, even with the route in their menu', async () => {
    const fake = new FakeCatalogue({});
    const clerk = admin({ user: { ...admin().user, roles: ['Legal Staff'] } });
    const result = await run(fake, `{ messageTypes { totalCount } }`, undefined, clerk);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Validator maintenance is for administrators and provider staff.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(fake.recorded).toHaveLength(0);
  });

  it('refuses writes without edit permission on the screen', async () => {
    const fake = new FakeCatalogue({});
    const reader = admin({ editableRoutes: [] });
    const result = await run(fake, `mutation { deleteTestRule(id: "4") { id } }`, undefined, reader);
    expect(result.errors?.[0]).toMatchObject({
      message: 'You do not have permission to edit on this page.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('deletes instead of saving when isActive is false, and refuses an inactive new record', async () => {
    const fake = new FakeCatalogue({
      'api/filterMappingMaster/deleteTestRule': () => ({
        Message: 'Record deleted successfully',
        Result: true,
      }),
    });
    const deleted = await run(
      fake,
      `mutation { saveTestRule(input: { id: "4", messageTypeId: "1", testRuleDescription: "x", isActive: false }) { message deleted testRule { id } } }`,
    );
    expect(deleted.data).toEqual({
      saveTestRule: { message: 'Record deleted successfully', deleted: true, testRule: null },
    });
    expect(fake.recorded[0]!.request.query).toMatchObject({ testRuleId: 4 });
    const fresh = await run(
      fake,
      `mutation { saveTestRule(input: { messageTypeId: "1", testRuleDescription: "x", isActive: false }) { message } }`,
    );
    expect(fresh.errors?.[0]?.extensions).toMatchObject({
      fields: { isActive: 'A new record cannot be saved as inactive.' },
    });
  });

  it('hands out a single-use download ticket bound to the user and the screen', async () => {
    const cache = new MemoryCache(100);
    const context = fakeContext(new FakeCatalogue({}), admin(), { services: { cache } });
    const result = await runGraphQL(
      context,
      `mutation { exportValidatorGrid(input: { grid: TEST_FILTER_MAPPINGS, filter: { testId: "3", searchText: " rule " } }) { download { ticket url } } }`,
    );
    expect(result.errors).toBeUndefined();
    const { ticket, url } = (
      result.data as { exportValidatorGrid: { download: { ticket: string; url: string } } }
    ).exportValidatorGrid.download;
    expect(url).toBe(`/files/${ticket}`);
    expect(await cache.get(`file-ticket:${ticket}`)).toEqual({
      userId: '1',
      route: '/validator-maintenance/test-filter-mappings',
      path: 'api/filterMappingTransaction/export-test-filter-mapping',
      body: { testId: 3, searchText: 'rule' },
    });
  });
});
