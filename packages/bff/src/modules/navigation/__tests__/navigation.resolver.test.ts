import { describe, expect, it } from 'vitest';
import { appError, ErrorCode } from '../../../graphql/errors.js';
import type { Principal } from '../../../session/principal.js';
import { FakeCatalogue, fakeContext, runGraphQL, testPrincipal } from '../../../testing/fake-catalogue.js';

function principal(roles: string[]): Principal {
  const lawyer = testPrincipal();
  return testPrincipal({
    user: { ...lawyer.user, roles },
    menu: [
      {
        id: '10',
        label: 'Legal',
        routerLink: null,
        image: 'scale',
        counts: null,
        selectedIndex: null,
        breadcrumbs: [],
        subMenus: [
          {
            id: '11',
            label: 'Legal Dashboard',
            routerLink: '/legal-module/legal-dashboard',
            image: null,
            counts: 1,
            selectedIndex: null,
            subMenus: [],
            breadcrumbs: [],
          },
          {
            id: '12',
            label: 'Hierarchy Search',
            routerLink: '/legal-module/hierarchy-search',
            image: null,
            counts: null,
            selectedIndex: null,
            subMenus: [],
            breadcrumbs: [],
          },
        ],
      },
    ],
  });
}

async function run(catalogue: FakeCatalogue, who: Principal) {
  return runGraphQL(fakeContext(catalogue, who), `{ session { menu { id count subMenus { id count } } } }`);
}

describe('menu counts', () => {
  it('come from one inbox call however many entries ask', async () => {
    const catalogue = new FakeCatalogue({
      'business-laws/get-inbox_counts': () => ({
        Result: [{ MenuId: 11, RouterLink: 'legal-module/legal-dashboard', Count: 7 }],
      }),
    });
    const result = await run(catalogue, principal(['Legal Staff']));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      session: {
        menu: [
          {
            id: '10',
            count: null,
            subMenus: [
              { id: '11', count: 7 },
              { id: '12', count: null },
            ],
          },
        ],
      },
    });
    expect(catalogue.calls).toBe(1);
  });

  it('are not fetched for provider-type users', async () => {
    const catalogue = new FakeCatalogue({});
    const result = await run(catalogue, principal(['Provider Staff']));
    expect(result.errors).toBeUndefined();
    expect(catalogue.calls).toBe(0);
  });

  it('null only themselves when the inbox call fails; the menu still answers', async () => {
    const catalogue = new FakeCatalogue({
      'business-laws/get-inbox_counts': () => {
        throw appError(ErrorCode.UPSTREAM_UNAVAILABLE);
      },
    });
    const result = await run(catalogue, principal(['Legal Staff']));
    const data = result.data as {
      session: { menu: { id: string; subMenus: { id: string; count: number | null }[] }[] };
    };
    expect(data.session.menu[0]!.subMenus.map((item) => item.id)).toEqual(['11', '12']);
    expect(data.session.menu[0]!.subMenus.every((item) => item.count === null)).toBe(true);
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(result.errors?.[0]?.path).toEqual(['session', 'menu', 0, 'count']);
    expect(result.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
