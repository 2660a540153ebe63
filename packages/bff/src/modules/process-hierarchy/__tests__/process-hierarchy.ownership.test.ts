// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { GAPS_ROUTES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import type { MenuItemData } from '../../navigation/navigation.mapper.js';
import type { Principal } from '../../../session/principal.js';
import { FakeCatalogue, fakeContext, runGraphQL, testPrincipal } from '../../../testing/fake-catalogue.js';

const MENU: MenuItemData[] = [
  {
    id: '1701',
    label: 'Process Hierarchy',
    routerLink: GAPS_ROUTES.processHierarchy,
    image: null,
    counts: null,
    selectedIndex: null,
    subMenus: [],
    breadcrumbs: [],
  },
];
const provider = testPrincipal({ menu: MENU, editableRoutes: [GAPS_ROUTES.processHierarchy] });
/** Northgate's business user (client 2). */
const northgate: Principal = {
  ...provider,
  user: { ...provider.user, id: '12', clientId: '2', clientName: 'Northgate Savings Bank' },
};

const hierarchy = (id: number, variant: 'Client' | 'Provider', clientId: number | null) => ({
  Id: id,
  Name: `Hierarchy ${id}`,
  Variant: variant,
  BusinessLineId: 2,
  BusinessLineName: 'Consumer Lending',
  ClientId: clientId,
  ClientName: clientId === null ? null : `Client ${clientId}`,
  IsPrimary: false,
  ProcessCount: 3,
});

/** A catalogue that (wrongly) answers every client's hierarchies: the BFF must not pass another client's on. */
const leaky = () =>
  new FakeCatalogue({
    'Hierarchy/get-hierarchies': () => ({
      Result: [hierarchy(5, 'Client', 1), hierarchy(6, 'Client', 2), hierarchy(7, 'Provider', null)],
    }),
    'Hierarchy/get-process-hierarchy': () => ({ Result: [] }),
    'Hierarchy/search-process-hierarchy': () => ({ Result: [] }),
    'Hierarchy/export-process-hierarchy': () => ({ Result: [] }),
    'Hierarchy/get-proposed-hierarchy': () => ({ Result: [] }),
    'Hierarchy/set-primary-hierarchy': () => ({ Result: hierarchy(5, 'Client', 1) }),
  });

const paths = (fake: FakeCatalogue) => fake.recorded.map((call) => call.request.path);

describe('process hierarchy ownership', () => {
  it("lists a client's user its own client's hierarchies and the provider's; provider staff every client's", async () => {
    const source = '{ processHierarchies { id clientId clientName } }';
    const theirs = await runGraphQL(fakeContext(leaky(), northgate), source);
    expect(theirs.data).toEqual({
      processHierarchies: [
        { id: '6', clientId: '2', clientName: 'Client 2' },
        { id: '7', clientId: null, clientName: null },
      ],
    });
    const all = await runGraphQL(fakeContext(leaky(), provider), source);
    expect((all.data as { processHierarchies: unknown[] }).processHierarchies).toHaveLength(3);
  });

  it("answers another client's hierarchy NOT_FOUND before the catalogue reads or changes it", async () => {
    for (const source of [
      '{ processNodes(hierarchyId: "5") { id } }',
      '{ processTree(hierarchyId: "5") { id } }',
      '{ searchProcessNodes(hierarchyId: "5", search: "loan") { id } }',
      '{ processHierarchyExport(hierarchyId: "5") { description } }',
      '{ proposedProcesses(hierarchyId: "5") { id } }',
      'mutation { addProcessNode(input: { hierarchyId: "5", name: "Planted" }) { message } }',
      'mutation { setPrimaryHierarchy(hierarchyId: "5") { message } }',
    ]) {
      const fake = leaky();
      const result = await runGraphQL(fakeContext(fake, northgate), source);
      expect(result.errors?.[0]?.extensions?.code, source).toBe('NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.notFound);
      expect(paths(fake)).toEqual(['Hierarchy/get-hierarchies']);
    }
    // Its own client's and the provider's are read; provider staff read any client's without the extra look-up.
    for (const id of ['6', '7']) {
      const result = await runGraphQL(
        fakeContext(leaky(), northgate),
        `{ processNodes(hierarchyId: "${id}") { id } }`,
      );
      expect(result.errors).toBeUndefined();
    }
    const staff = leaky();
    expect(
      (await runGraphQL(fakeContext(staff, provider), '{ processNodes(hierarchyId: "5") { id } }')).errors,
    ).toBe(undefined);
    expect(paths(staff)).toEqual(['Hierarchy/get-process-hierarchy']);
  });
});
