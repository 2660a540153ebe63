// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { GAPS_MESSAGES, GAPS_ROUTES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import type { LegacyRequest } from '../../../legacy/client.js';
import { LegacyError, toGraphQLError } from '../../../legacy/errors.js';
import type { MenuItemData } from '../../navigation/navigation.mapper.js';
import type { Principal } from '../../../session/principal.js';
import { FakeCatalogue, fakeContext, runGraphQL, testPrincipal } from '../../../testing/fake-catalogue.js';

const MENU: MenuItemData[] = [
  {
    id: '4',
    label: 'Business',
    routerLink: null,
    image: null,
    counts: null,
    selectedIndex: null,
    breadcrumbs: [],
    subMenus: [
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
    ],
  },
];

const editor = (overrides: Partial<Principal> = {}) =>
  testPrincipal({ menu: MENU, editableRoutes: [GAPS_ROUTES.processHierarchy], ...overrides });
const reader = () => editor({ editableRoutes: [] });

const node = (id: number, extra: Record<string, unknown> = {}) => ({
  Id: id,
  ParentId: null,
  ProcessName: `Process ${id}`,
  Description: null,
  CompanyProcessId: null,
  ChildrenCount: 0,
  MappedCount: 0,
  IsMatch: false,
  ...extra,
});

const refused = (status: number, message: string) => () => {
  throw toGraphQLError(new LegacyError('http', `answered ${status}`, status, { Message: message }));
};

function run(fake: FakeCatalogue, source: string, variables?: Record<string, unknown>, principal = editor()) {
  return runGraphQL(fakeContext(fake, principal), source, variables);
}

describe('process hierarchy resolver', () => {
  it('lists hierarchies by variant and loads one level per distinct parent, once', async () => {
    const fake = new FakeCatalogue({
      'Hierarchy/get-hierarchies': () => ({
        Result: [
          {
            Id: 5,
            Name: 'Company Process Hierarchy',
            Variant: 'Client',
            BusinessLineId: 2,
            BusinessLineName: 'Consumer Lending',
            IsPrimary: true,
            ProcessCount: 40,
          },
        ],
      }),
      'Hierarchy/get-process-hierarchy': (request: LegacyRequest) => ({
        Result: [
          node(request.query?.ParentId ? 11 : 10, {
            ParentId: request.query?.ParentId ?? null,
            ChildrenCount: 2,
          }),
        ],
      }),
    });
    const result = await run(
      fake,
      `{ processHierarchies(variant: CLIENT) { id variant isPrimary processCount businessLineName }
         top: processNodes(hierarchyId: "5") { id parentId childrenCount }
         again: processNodes(hierarchyId: "5") { id }
         children: processNodes(hierarchyId: "5", parentId: "10") { id parentId } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      processHierarchies: [{ id: '5', variant: 'CLIENT', isPrimary: true, processCount: 40 }],
      top: [{ id: '10', parentId: null, childrenCount: 2 }],
      children: [{ id: '11', parentId: '10' }],
    });
    expect(
      fake.recorded.find((call) => call.request.path === 'Hierarchy/get-hierarchies')!.request.query,
    ).toEqual({
      Variant: 'Client',
    });
    expect(
      fake.recorded.filter((call) => call.request.path === 'Hierarchy/get-process-hierarchy'),
    ).toHaveLength(2);
  });

  it("checks the primary hierarchy and says the product's messages", async () => {
    const fake = new FakeCatalogue({
      'Hierarchy/set-primary-hierarchy': () => ({
        Message: 'Primary Hierarchy saved successfully.',
        Result: {
          Id: 6,
          Name: 'Standard Process Taxonomy',
          Variant: 'Provider',
          BusinessLineId: 2,
          BusinessLineName: 'Consumer Lending',
          IsPrimary: true,
          ProcessCount: 9,
        },
      }),
    });
    const missing = await run(fake, `mutation { setPrimaryHierarchy { message } }`);
    expect(missing.errors?.[0]).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { hierarchyId: 'Select a hierarchy to set as Primary Hierarchy.' },
      },
    });
    expect(fake.calls).toBe(0);
    const saved = await run(
      fake,
      `mutation { setPrimaryHierarchy(hierarchyId: "6") { message hierarchy { id isPrimary variant } } }`,
    );
    expect(saved.data).toEqual({
      setPrimaryHierarchy: {
        message: 'Primary Hierarchy saved successfully.',
        hierarchy: { id: '6', isPrimary: true, variant: 'PROVIDER' },
      },
    });
  });

  it('checks names before the catalogue, and puts its refusals beside the right field', async () => {
    const fake = new FakeCatalogue({
      'Hierarchy/add-process-hierarchy': refused(400, GAPS_MESSAGES.processDuplicate),
      'Hierarchy/delete-process-hierarchy': refused(400, GAPS_MESSAGES.processMapped),
    });
    const ADD = `mutation ($input: AddProcessNodeInput!) { addProcessNode(input: $input) { message } }`;
    const blank = await run(fake, ADD, { input: { hierarchyId: '5', name: '  ' } });
    expect(blank.errors?.[0]?.extensions).toMatchObject({
      fields: { name: GAPS_MESSAGES.processNameRequired },
    });
    const long = await run(fake, ADD, { input: { hierarchyId: '5', name: 'x'.repeat(201) } });
    expect(long.errors?.[0]?.extensions).toMatchObject({
      fields: { name: GAPS_MESSAGES.processNameTooLong },
    });
    expect(fake.calls).toBe(0);
    const duplicate = await run(fake, ADD, { input: { hierarchyId: '5', name: 'Intake' } });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: GAPS_MESSAGES.processDuplicate },
    });
    const none = await run(fake, `mutation { deleteProcessNodes(ids: []) { message } }`);
    expect(none.errors?.[0]?.extensions).toMatchObject({ fields: { ids: GAPS_MESSAGES.selectProcesses } });
    const mapped = await run(fake, `mutation { deleteProcessNodes(ids: ["3", "3", "4"]) { message } }`);
    expect(mapped.errors?.[0]?.extensions).toMatchObject({ fields: { ids: GAPS_MESSAGES.processMapped } });
    expect(fake.recorded.at(-1)!.request.query).toEqual({ Ids: '3,4' });
    const same = await run(
      fake,
      `mutation { remapProcessMappings(fromNodeId: "3", toNodeId: "3") { message } }`,
    );
    expect(same.errors?.[0]?.extensions).toMatchObject({
      fields: { toNodeId: GAPS_MESSAGES.remapSameProcess },
    });
    const noSections = await run(
      fake,
      `mutation { submitProcessMapping(nodeId: "3", sectionIds: []) { message } }`,
    );
    expect(noSections.errors?.[0]?.extensions).toMatchObject({
      fields: { sectionIds: GAPS_MESSAGES.selectSections },
    });
  });

  it('refuses every write to a read-only user before the catalogue, and lets them read', async () => {
    const fake = new FakeCatalogue({
      'Hierarchy/get-proposed-hierarchy': () => ({ Result: [] }),
    });
    for (const source of [
      `mutation { setPrimaryHierarchy(hierarchyId: "6") { message } }`,
      `mutation { deleteProcessNodes(ids: ["3"]) { message } }`,
      `mutation { acceptProposedProcess(id: "1") { message } }`,
    ]) {
      const result = await run(fake, source, {}, reader());
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(fake.calls).toBe(0);
    const read = await run(fake, `{ proposedProcesses(hierarchyId: "5") { id } }`, {}, reader());
    expect(read.data).toEqual({ proposedProcesses: [] });
  });
});
