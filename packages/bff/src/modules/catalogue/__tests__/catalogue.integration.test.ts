import { MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const LOOKUPS = `{ industries { id name businessLines { id industryId name } } regulators { authority regulators { id name codeName } }
  lawInventories { id name } changeTypes { id description } lawStatuses { id name } institutionTypes { id name } lawyers { id name } }`;

describe('lookups against the reference catalogue', () => {
  let harness: Harness;
  let lawyer: TestClient;
  beforeAll(async () => {
    harness = await startHarness({ bff: { exposeLegacyCalls: true } });
    lawyer = harness.client();
    await lawyer.login('lawyer@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it("answer the user's industries and business lines, and every picker's list", async () => {
    const result = await lawyer.gql<{
      industries: { id: string; businessLines: { id: string; industryId: string }[] }[];
      regulators: { authority: string; regulators: { name: string }[] }[];
      lawStatuses: { name: string }[];
      lawyers: { name: string }[];
    }>(LOOKUPS);
    expect(result.errors).toBeUndefined();
    const data = result.data!;
    expect(
      data.industries.map((industry) => [industry.id, industry.businessLines.map((line) => line.id)]),
    ).toEqual([
      ['1', ['1', '2', '3']],
      ['2', ['5', '6', '7']],
    ]);
    expect(
      data.industries.every((industry) =>
        industry.businessLines.every((line) => line.industryId === industry.id),
      ),
    ).toBe(true);
    expect(data.regulators.map((group) => group.authority)).toEqual(['FEDERAL', 'STATE']);
    for (const group of data.regulators) {
      const names = group.regulators.map((regulator) => regulator.name);
      expect(names).toEqual(
        [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
      );
    }
    expect(data.lawStatuses.map((status) => status.name)).toContain('Changed Law');
    expect(data.lawyers.length).toBeGreaterThan(0);
    // industries, 2 x business lines, regulators, inventories, change types, statuses, institution types, lawyers
    expect(result.extensions?.legacyCalls).toBe(9);
  });

  it('are cached per user for the next request', async () => {
    const again = await lawyer.gql(LOOKUPS);
    expect(again.errors).toBeUndefined();
    expect(again.extensions?.legacyCalls).toBe(0);
    const business = harness.client();
    await business.login('business@lexbridge.test');
    const theirs = await business.gql<{ industries: { id: string; businessLines: { id: string }[] }[] }>(
      `{ industries { id businessLines { id } } }`,
    );
    expect(theirs.data?.industries).toEqual([{ id: '1', businessLines: [{ id: '1' }, { id: '2' }] }]);
    expect(theirs.extensions?.legacyCalls).toBe(2);
  });

  it('give the provider-type role every regulator (isOmnia)', async () => {
    const admin = harness.client();
    await admin.login('admin@lexbridge.test');
    const all = await admin.gql<{ regulators: { regulators: unknown[] }[] }>(
      `{ regulators { regulators { id } } }`,
    );
    expect(all.data!.regulators.map((group) => group.regulators.length)).toEqual([8, 6]);
  });

  it("list categories of the chosen lines, by name, and only the user's lines", async () => {
    const result = await lawyer.gql<{
      categories: { name: string; businessLineId: string; industryId: string }[];
    }>(
      `{ categories(input: { industryIds: ["1"], businessLineIds: ["2", "4"] }) { id name businessLineId industryId categoryType } }`,
    );
    expect(result.errors).toBeUndefined();
    const categories = result.data!.categories;
    expect(categories.length).toBeGreaterThan(0);
    expect(
      categories.every((category) => category.businessLineId === '2' && category.industryId === '1'),
    ).toBe(true);
    expect(categories.map((category) => category.name)).toContain('Adverse Action');
  });

  it('answer products of a business line', async () => {
    const result = await lawyer.gql<{ products: { businessLineId: string }[] }>(
      `{ products(businessLineId: "5") { id name businessLineId } }`,
    );
    expect(result.data!.products.length).toBeGreaterThan(0);
    expect(result.data!.products.every((product) => product.businessLineId === '5')).toBe(true);
  });

  it("tell a user with no industry 'You are not assigned to an industry. Please contact site administrator!'", async () => {
    const unassigned = harness.client();
    await unassigned.login('unassigned@lexbridge.test');
    const result = await unassigned.gql(`{ industries { id } }`);
    expect(result.errors?.[0]).toMatchObject({
      message: MESSAGES.noIndustry,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(result.errors?.[0]?.message).toBe(
      'You are not assigned to an industry. Please contact site administrator!',
    );
  });

  it("refuse bad inputs with the spec's messages, and signed-out callers", async () => {
    const noIndustry = await lawyer.gql(`{ businessLines(industryId: "") { id } }`);
    expect(noIndustry.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { industryId: 'Select Industry First' },
    });
    const noLine = await lawyer.gql(
      `{ categories(input: { industryIds: ["1"], businessLineIds: [] }) { id } }`,
    );
    expect(noLine.errors?.[0]?.message).toBe('Please Select the Industry and Business Line first');
    const anonymous = await harness.client().gql(`{ lawInventories { id } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
