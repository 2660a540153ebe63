// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { OWNERSHIP_MESSAGES, VALIDATOR_SETUP_ROUTES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
  SUPER_ADMIN,
} from '../../../testing/fake-catalogue.js';

const ROUTE = VALIDATOR_SETUP_ROUTES.systemFieldMapping;
const MENU = sectionMenu('Validator Setup', 170, [ROUTE], 171);
const provider = principalWith({ user: SUPER_ADMIN, menu: MENU, editableRoutes: [ROUTE] });
/** business@ of Harborview, the first client. */
const harborview = principalWith({
  user: {
    id: '5',
    firstName: 'Ben',
    name: 'Ben Business',
    email: 'business@lexbridge.test',
    roles: ['Business User'],
    clientId: '1',
    clientName: 'Harborview Credit Union',
  },
  menu: MENU,
  editableRoutes: [ROUTE],
});

const DASHBOARD = {
  totalAGRCfields: 18,
  totalSystemFields: 12,
  mappedAGRCSystemFields: 1,
  aGRCFieldsNotAvailable: 1,
  notRequiredNotExpected: 0,
  unmappedAGRCFieldsToSystemFields: 16,
  totalMappedAGRCFields: 2,
  groupMapped: 0,
};
const mapping = (id: number, clientId: number) => ({
  id,
  clientId,
  systemId: 1,
  category: 'Loan',
  agrcFields: `Field ${id}`,
  agrcFieldIds: [id],
  systemGroup: '',
  systemFields: '',
  systemFieldIds: [],
  status: 'Not Expected',
  statusId: 2,
  version: 1,
});

/**
 * A catalogue that records what it is asked and answers as if it ignored the client (so the BFF's own checks
 * show); `savedFor` is the client the saved mapping comes back with.
 */
function catalogue(savedFor = 1) {
  return new FakeCatalogue({
    'api/validatorfile-setup/get-dmu-client-list': () => ({
      Message: 'Success',
      Result: [
        { id: 1, name: 'Harborview Credit Union' },
        { id: 2, name: 'Northgate Savings Bank' },
      ],
    }),
    'api/validatorfile-setup/get-dmu-dashboard-count': () => ({ Message: 'Success', Result: DASHBOARD }),
    'api/validatorfile-setup/get-dmu-systemfield-mapping': () => ({
      Message: 'Success',
      Result: { totalCount: 3, data: [mapping(1, 1), mapping(2, 2), { ...mapping(3, 1), id: 0 }] },
    }),
    'api/validatorfile-setup/get-dmu-mapping-status': () => ({
      Message: 'Success',
      Result: [
        { id: 1, name: 'Not Available' },
        { id: 2, name: 'Not Expected' },
        { id: 3, name: 'Mapped' },
        { id: 4, name: 'Unmapped' },
      ],
    }),
    'api/validatorfile-setup/get-dmu-agrc-category-list': () => ({
      Message: 'Success',
      Result: [{ id: 1, name: 'Loan', children: [{ id: 9, name: 'Loan Purpose' }] }],
    }),
    'api/validatorfile-setup/submit-dmu-systemfield-mapping': () => ({
      Message: 'Mapping saved successfully.',
      Result: mapping(10, savedFor),
    }),
    'api/validatorfile-setup/get-dmu-systemgroup-list': () => ({ Message: 'Success', Result: [] }),
    'api/validatorfile-setup/get-dmu-systemfield-list': () => ({ Message: 'Success', Result: [] }),
    'api/validatorfile-setup/submit-dmu-systemgroup-mapping': () => ({
      Message: 'System group mapping saved successfully.',
      Result: true,
    }),
  });
}

// One fake catalogue per request: a request's routed contexts are kept per catalogue caller.
const run = (
  fake: FakeCatalogue,
  source: string,
  variables?: Record<string, unknown>,
  principal = harborview(),
) =>
  runGraphQL(fakeContext(fake, principal, { services: { cache: new MemoryCache(100) } }), source, variables);

const sent = (fake: FakeCatalogue, path: string): LegacyRequest[] =>
  fake.recorded.filter((call) => call.request.path.endsWith(path)).map((call) => call.request);

const COUNTS = `query ($clientId: ID) { dmuDashboard(systemId: "1", clientId: $clientId) { mappedAgrcSystemFields } }`;
const SAVE = `mutation ($input: SaveDmuMappingInput!) { saveDmuMapping(input: $input) { message mapping { id clientId } } }`;
const input = { systemId: '1', status: 'NOT_EXPECTED', agrcFieldIds: ['9'] };
const notFound = { code: 'NOT_FOUND' };

describe("DMU mappings are the session's client's", () => {
  it("sends a client's user's own client, whatever it names; provider staff send the client they choose", async () => {
    const own = catalogue();
    expect((await run(own, COUNTS)).errors).toBeUndefined();
    expect(sent(own, 'get-dmu-dashboard-count')[0]?.query).toMatchObject({ clientId: 1 });

    const other = catalogue();
    const refused = await run(other, COUNTS, { clientId: '2' });
    expect(refused.errors?.[0]?.extensions).toMatchObject(notFound);
    expect(refused.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.notFound);
    expect(other.calls).toBe(0);

    const chosen = catalogue();
    await run(chosen, COUNTS, { clientId: '2' }, provider());
    expect(sent(chosen, 'get-dmu-dashboard-count')[0]?.query).toMatchObject({ clientId: 2 });
    const none = catalogue();
    await run(none, COUNTS, {}, provider());
    expect(sent(none, 'get-dmu-dashboard-count')[0]?.query).not.toHaveProperty('clientId');
  });

  it("saves a client's user's mapping for its own client and refuses another client's", async () => {
    const own = catalogue();
    const saved = await run(own, SAVE, { input });
    expect(saved.data?.saveDmuMapping).toEqual({
      message: 'Mapping saved successfully.',
      mapping: { id: '10', clientId: '1' },
    });
    expect(sent(own, 'submit-dmu-systemfield-mapping')[0]?.body).toMatchObject({ clientId: 1, statusId: 2 });

    const named = catalogue();
    const refused = await run(named, SAVE, { input: { ...input, clientId: '2' } });
    expect(refused.errors?.[0]?.extensions).toMatchObject(notFound);
    expect(sent(named, 'submit-dmu-systemfield-mapping')).toEqual([]);

    // A catalogue answering another client's mapping does not hand it over.
    const leaky = catalogue(2);
    const hidden = await run(leaky, SAVE, { input });
    expect(hidden.errors?.[0]?.extensions).toMatchObject(notFound);

    const group = catalogue();
    const groupRefused = await run(
      group,
      `mutation { saveDmuGroupMapping(systemGroupId: "1", categoryId: "1", clientId: "2") { message } }`,
    );
    expect(groupRefused.errors?.[0]?.extensions).toMatchObject(notFound);
    expect(group.calls).toBe(0);
    const groupOwn = catalogue();
    await run(groupOwn, `mutation { saveDmuGroupMapping(systemGroupId: "1", categoryId: "1") { message } }`);
    expect(sent(groupOwn, 'submit-dmu-systemgroup-mapping')[0]?.body).toMatchObject({ clientId: 1 });
  });

  it("lists a client's user's own client and own mappings only", async () => {
    const clients = await run(catalogue(), `{ dmuClients { id name } }`);
    expect(clients.data?.dmuClients).toEqual([{ id: '1', name: 'Harborview Credit Union' }]);
    const all = await run(catalogue(), `{ dmuClients { id } }`, {}, provider());
    expect(all.data?.dmuClients).toEqual([{ id: '1' }, { id: '2' }]);

    const fake = catalogue();
    const rows = await run(
      fake,
      `query ($clientId: ID) { dmuMappings(filter: { systemId: "1", clientId: $clientId }) { items { id clientId } } dmuSystemGroups(systemId: "1", clientId: $clientId) { id } }`,
      {},
    );
    expect(rows.data?.dmuMappings).toEqual({
      items: [
        { id: '1', clientId: '1' },
        { id: null, clientId: '1' },
      ],
    });
    expect(sent(fake, 'get-dmu-systemfield-mapping')[0]?.body).toMatchObject({ clientId: 1 });
    expect(sent(fake, 'get-dmu-systemgroup-list')[0]?.query).toMatchObject({ clientId: 1 });
  });
});
