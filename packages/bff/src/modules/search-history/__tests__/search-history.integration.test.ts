import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const SAVE = `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) { savedSearch { id name searchKey createdAt } message } }`;

describe('saved searches over the legacy wire contract', () => {
  let harness: Harness;
  let client: TestClient;
  beforeAll(async () => {
    harness = await startHarness({ bff: { exposeLegacyCalls: true } });
    client = harness.client();
    await client.login('lawyer@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it('saves (UserId injected into the body) and lists (UserId inside the secret)', async () => {
    const saved = await client.gql<{ saveSearch: { savedSearch: { id: string; name: string } } }>(SAVE, {
      input: { name: '  Fair lending  ', searchKey: 'industry=1&category=4' },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveSearch.savedSearch.name).toBe('Fair lending');
    const listed = await client.gql<{ savedSearches: { name: string }[] }>(`{ savedSearches { id name } }`);
    expect(listed.data?.savedSearches.map((search) => search.name)).toContain('Fair lending');
    expect(listed.extensions?.legacyCalls).toBe(1);
  });

  it('maps a legacy 409 to CONFLICT, keeping its message and body', async () => {
    const again = await client.gql(SAVE, { input: { name: 'FAIR LENDING', searchKey: 'x=1' } });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('A saved search with this name already exists.');
    expect(again.errors?.[0]?.extensions?.body).toMatchObject({
      Message: 'A saved search with this name already exists.',
    });
  });

  it('validates in the BFF before calling the catalogue', async () => {
    const result = await client.gql(SAVE, { input: { name: '   ', searchKey: '' } });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: 'Please enter a name for the search.', searchKey: 'There is no search to save.' },
    });
    expect(result.extensions?.legacyCalls).toBe(0);
  });

  it('deletes, and answers NOT_FOUND for a search that is not yours', async () => {
    const saved = await client.gql<{ saveSearch: { savedSearch: { id: string } } }>(SAVE, {
      input: { name: 'To delete', searchKey: 'k=1' },
    });
    const id = saved.data!.saveSearch.savedSearch.id;
    const other = harness.client();
    await other.login('business@lexbridge.test');
    const stolen = await other.gql(`mutation ($id: ID!) { deleteSavedSearch(id: $id) { id } }`, { id });
    expect(stolen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const deleted = await client.gql(`mutation ($id: ID!) { deleteSavedSearch(id: $id) { id } }`, { id });
    expect(deleted.data).toEqual({ deleteSavedSearch: { id } });
  });
});

describe('a BFF whose cipher key differs from the catalogue', () => {
  it("reports the catalogue's refusal of the secret as UPSTREAM_ERROR", async () => {
    const harness = await startHarness({ legacySecretKey: 'the-catalogue-key' });
    try {
      const client = harness.client();
      expect((await client.login('lawyer@lexbridge.test')).errors).toBeUndefined();
      const result = await client.gql(`{ savedSearches { id } }`);
      expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
      expect(result.errors?.[0]?.message).toBe('Invalid secret parameter.');
    } finally {
      await harness.close();
    }
  });
});
