import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { Cache } from '../../../cache/cache.js';
import { appError, ErrorCode } from '../../../graphql/errors.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import type { Principal } from '../../../session/principal.js';
import { FakeCatalogue, fakeContext, runGraphQL, testPrincipal } from '../../../testing/fake-catalogue.js';

const INDUSTRIES = [
  { industryId: 1, name: 'Banking' },
  { industryId: 2, name: 'Mortgage Lending' },
];

function catalogue(overrides: Record<string, (request: LegacyRequest) => unknown> = {}) {
  return new FakeCatalogue({
    'api/Lookup/GetUserIndustries': () => ({ Result: INDUSTRIES }),
    'api/Lookup/GetUserBusinessLines': (request) => ({
      Result:
        request.query?.industryId === '1'
          ? [
              { businessLineId: 2, industryId: 1, name: 'Consumer Lending' },
              { businessLineId: 1, industryId: 1, name: 'Deposit Accounts' },
            ]
          : [{ businessLineId: 5, industryId: 2, name: 'Mortgage Origination' }],
    }),
    'api/Lookup/GetRegulators': (request) => ({
      Result: [
        {
          authority: 'State',
          regulators: [
            {
              id: 12,
              name: 'Texas Office of Consumer Credit Commissioner',
              description: null,
              codeName: 'OCCC',
            },
            {
              id: 10,
              name: 'New York State Department of Financial Services',
              description: 'NY',
              codeName: 'NYDFS',
            },
          ],
        },
        {
          authority: 'Federal',
          regulators: request.query?.isOmnia
            ? [
                { id: 3, name: 'Regulator 10', description: '', codeName: 'R10' },
                { id: 2, name: 'Regulator 9', description: '', codeName: 'R9' },
                { id: 1, name: 'regulator 2', description: '', codeName: 'R2' },
              ]
            : [{ id: 1, name: 'regulator 2', description: '', codeName: 'R2' }],
        },
      ],
    }),
    'api/LegalList/Category': () => ({
      Result: [
        { id: 9, name: 'Part 10', description: 'd', businessLineId: 2, industryId: 1, categorytype: 'Legal' },
        { id: 8, Name: 'part 9', businessLineId: 2, industryId: 1, categorytype: 'Legal' },
        { id: 7, categoryName: 'Part IX', businessLineId: 2, industryId: 1 },
      ],
    }),
    'law-common/get-products': (request) => ({
      Result: request.query?.businessLineId ? [{ id: 4, name: 'Checking', businessLineId: 1 }] : [],
    }),
    'law-common/get-institution-types': () => ({ Result: [{ id: 1, name: 'Bank' }] }),
    'api/ClientSetup/GetLawInventories': () => ({ Result: [{ id: 1, name: 'Federal Consumer Finance' }] }),
    'law-common/get-types-of-change': () => ({ Result: [{ id: 1, filterDescription: 'Amendment' }] }),
    'law-common/get-status-filter': () => ({ Result: [{ id: 6, name: 'Changed Law' }] }),
    'reassign-law/get-lawyers-list': () => ({
      Result: [
        { lawyerId: 4, lawyerName: 'Zed Lawyer 10', email: 'z10@x' },
        { lawyerId: 3, lawyerName: 'Zed Lawyer 9', email: null },
      ],
    }),
    ...overrides,
  });
}

function run(
  fake: FakeCatalogue,
  source: string,
  variables?: Record<string, unknown>,
  options: { principal?: Principal; cache?: Cache } = {},
) {
  return runGraphQL(
    fakeContext(fake, options.principal ?? testPrincipal(), {
      services: { cache: options.cache ?? new MemoryCache(100) },
    }),
    source,
    variables,
  );
}

const paths = (fake: FakeCatalogue) => fake.recorded.map((call) => call.request.path);

describe('lookups', () => {
  it("answer the user's industries with their business lines, one call per industry", async () => {
    const fake = catalogue();
    const result = await run(fake, `{ industries { id name businessLines { id industryId name } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      industries: [
        {
          id: '1',
          name: 'Banking',
          businessLines: [
            { id: '2', industryId: '1', name: 'Consumer Lending' },
            { id: '1', industryId: '1', name: 'Deposit Accounts' },
          ],
        },
        {
          id: '2',
          name: 'Mortgage Lending',
          businessLines: [{ id: '5', industryId: '2', name: 'Mortgage Origination' }],
        },
      ],
    });
    expect(paths(fake)).toEqual([
      'api/Lookup/GetUserIndustries',
      'api/Lookup/GetUserBusinessLines',
      'api/Lookup/GetUserBusinessLines',
    ]);
  });

  it('are cached per user: the same user asks the catalogue once, another user asks for themselves', async () => {
    const fake = catalogue();
    const cache = new MemoryCache(100);
    const query = `{ industries { id } regulators { authority } lawInventories { id } }`;
    await run(fake, query, undefined, { cache });
    await run(fake, query, undefined, { cache });
    expect(fake.calls).toBe(3);
    const other = testPrincipal({ user: { ...testPrincipal().user, id: '3' } });
    await run(fake, query, undefined, { cache, principal: other });
    expect(fake.calls).toBe(6);
    expect(cache.stats).toMatchObject({ hits: 3, misses: 6 });
  });

  it('are not cached when the catalogue fails: the next request asks again', async () => {
    let fail = true;
    const fake = catalogue({
      'law-common/get-institution-types': () => {
        if (fail) throw appError(ErrorCode.UPSTREAM_UNAVAILABLE);
        return { Result: [{ id: 1, name: 'Bank' }] };
      },
    });
    const cache = new MemoryCache(100);
    const failed = await run(fake, `{ institutionTypes { id } }`, undefined, { cache });
    expect(failed.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    fail = false;
    const answered = await run(fake, `{ institutionTypes { id name } }`, undefined, { cache });
    expect(answered.data).toEqual({ institutionTypes: [{ id: '1', name: 'Bank' }] });
  });

  it("tell a user without an industry: 'You are not assigned to an industry. Please contact site administrator!'", async () => {
    const fake = catalogue({ 'api/Lookup/GetUserIndustries': () => ({ Result: [] }) });
    for (const query of [
      `{ industries { id } }`,
      `{ businessLines(industryId: "1") { id } }`,
      `{ categories(input: { industryIds: ["1"], businessLineIds: ["2"] }) { id } }`,
    ]) {
      const result = await run(fake, query);
      expect(result.errors?.[0]?.message).toBe(
        'You are not assigned to an industry. Please contact site administrator!',
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('group regulators Federal first, by name in natural order; the provider role asks for all (isOmnia)', async () => {
    const fake = catalogue();
    const mine = await run(fake, `{ regulators { authority regulators { id name codeName description } } }`);
    expect(mine.data).toEqual({
      regulators: [
        {
          authority: 'FEDERAL',
          regulators: [{ id: '1', name: 'regulator 2', codeName: 'R2', description: null }],
        },
        {
          authority: 'STATE',
          regulators: [
            {
              id: '10',
              name: 'New York State Department of Financial Services',
              codeName: 'NYDFS',
              description: 'NY',
            },
            {
              id: '12',
              name: 'Texas Office of Consumer Credit Commissioner',
              codeName: 'OCCC',
              description: null,
            },
          ],
        },
      ],
    });
    expect(fake.recorded[0]!.request.query).toEqual({ isOmnia: false });

    const provider = testPrincipal({ user: { ...testPrincipal().user, roles: ['Provider Staff'] } });
    const all = await run(fake, `{ regulators { authority regulators { name } } }`, undefined, {
      principal: provider,
    });
    const federal = (all.data as { regulators: { regulators: { name: string }[] }[] }).regulators[0]!
      .regulators;
    expect(federal.map((regulator) => regulator.name)).toEqual([
      'regulator 2',
      'Regulator 9',
      'Regulator 10',
    ]);
    expect(fake.recorded[1]!.request.query).toEqual({ isOmnia: true });
  });

  it('list categories by name in natural order (Roman numerals too), posting the ids as the legacy body names them', async () => {
    const fake = catalogue();
    const result = await run(
      fake,
      `{ categories(input: { industryIds: ["1", "1"], businessLineIds: ["2", "Select"] }) { id name categoryType description } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(
      (result.data as { categories: { name: string }[] }).categories.map((category) => category.name),
    ).toEqual(['part 9', 'Part IX', 'Part 10']);
    const post = fake.recorded.find((call) => call.request.path === 'api/LegalList/Category')!;
    expect(post.request).toMatchObject({ method: 'POST', body: { business_id: [2], industry_id: [1] } });
  });

  it('answer products, institution types, inventories, change types, statuses and lawyers', async () => {
    const fake = catalogue();
    const result = await run(
      fake,
      `{ products(businessLineId: "1") { id name businessLineId } all: products { id } institutionTypes { id name }
         lawInventories { id name } changeTypes { id description } lawStatuses { id name } lawyers { id name email } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      products: [{ id: '4', name: 'Checking', businessLineId: '1' }],
      all: [],
      institutionTypes: [{ id: '1', name: 'Bank' }],
      lawInventories: [{ id: '1', name: 'Federal Consumer Finance' }],
      changeTypes: [{ id: '1', description: 'Amendment' }],
      lawStatuses: [{ id: '6', name: 'Changed Law' }],
      lawyers: [
        { id: '3', name: 'Zed Lawyer 9', email: null },
        { id: '4', name: 'Zed Lawyer 10', email: 'z10@x' },
      ],
    });
  });
});

describe('lookup inputs', () => {
  const cases: [string, string, Record<string, string>][] = [
    [
      'business lines without an industry',
      `{ businessLines(industryId: "") { id } }`,
      { industryId: 'Select Industry First' },
    ],
    [
      'business lines with a null industry',
      `{ businessLines { id } }`,
      { industryId: 'Select Industry First' },
    ],
    [
      'business lines for a bad id',
      `{ businessLines(industryId: "x1") { id } }`,
      { industryId: 'industryId must be a positive whole number.' },
    ],
    [
      'categories without an industry',
      `{ categories(input: { industryIds: [], businessLineIds: ["2"] }) { id } }`,
      { industryIds: 'Please Select the Industry and Business Line first' },
    ],
    [
      'categories without a business line',
      `{ categories(input: { industryIds: ["1"], businessLineIds: ["Select"] }) { id } }`,
      { businessLineIds: 'Please Select the Industry and Business Line first' },
    ],
    [
      'categories for a bad id',
      `{ categories(input: { industryIds: ["1"], businessLineIds: ["2", "-3"] }) { id } }`,
      { businessLineIds: 'businessLineIds must be a positive whole number.' },
    ],
    [
      'products for a bad id',
      `{ products(businessLineId: "1e3") { id } }`,
      { businessLineId: 'businessLineId must be a positive whole number.' },
    ],
  ];
  it.each(cases)('refuse %s with the exact message, before any call', async (_name, query, fields) => {
    const fake = catalogue();
    const result = await run(fake, query);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    expect(result.errors?.[0]?.message).toBe(Object.values(fields)[0]);
    expect(fake.calls).toBe(0);
  });

  it('need a signed-in user', async () => {
    const fake = catalogue();
    const result = await runGraphQL(
      fakeContext(fake, null, { services: { cache: new MemoryCache(10) } }),
      `{ lawyers { id } }`,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(fake.calls).toBe(0);
  });
});
