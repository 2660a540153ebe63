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

  it('moves a process with the input the catalogue reads, and puts its refusals beside the new parent', async () => {
    const fake = new FakeCatalogue({
      'Hierarchy/move-process-hierarchy': (request: LegacyRequest) => {
        const body = request.body as { Id: number; NewParentId: number | null };
        if (body.NewParentId === 9) return refused(400, GAPS_MESSAGES.processMoveDuplicate)();
        return {
          Message: 'Process moved successfully.',
          Result: node(body.Id, { ParentId: body.NewParentId }),
        };
      },
    });
    const MOVE = `mutation ($input: MoveProcessInput!) {
      moveProcess(input: $input) { message node { id parentId } } }`;
    const itself = await run(fake, MOVE, { input: { id: '4', newParentId: '4' } });
    expect(itself.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { newParentId: GAPS_MESSAGES.processMoveIntoItself },
    });
    expect(fake.calls).toBe(0);
    const moved = await run(fake, MOVE, { input: { id: '4', newParentId: '7' } });
    expect(moved.data).toEqual({
      moveProcess: { message: GAPS_MESSAGES.processMoved, node: { id: '4', parentId: '7' } },
    });
    expect(fake.recorded.at(-1)!.request).toMatchObject({
      method: 'PUT',
      body: { Id: 4, NewParentId: 7 },
    });
    const top = await run(fake, MOVE, { input: { id: '4', newParentId: null } });
    expect(top.data).toEqual({
      moveProcess: { message: GAPS_MESSAGES.processMoved, node: { id: '4', parentId: null } },
    });
    expect(fake.recorded.at(-1)!.request.body).toMatchObject({ Id: 4, NewParentId: null });
    const taken = await run(fake, MOVE, { input: { id: '4', newParentId: '9' } });
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { newParentId: GAPS_MESSAGES.processMoveDuplicate },
    });
    const forbidden = await run(fake, MOVE, { input: { id: '4', newParentId: '7' } }, reader());
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('previews what deleting ticked processes would take, for the delete confirmation', async () => {
    const fake = new FakeCatalogue({
      'Hierarchy/preview-delete-process-hierarchy': () => ({
        Result: {
          Processes: [
            { Id: 3, ProcessName: 'Intake', Descendants: 2, Mappings: 1, InsideId: null },
            { Id: 5, ProcessName: 'Intake Review', Descendants: 0, Mappings: 0, InsideId: 3 },
          ],
          TotalProcesses: 3,
          TotalMappings: 1,
        },
      }),
    });
    const none = await run(fake, `{ processDeletionPreview(ids: []) { processCount } }`);
    expect(none.errors?.[0]?.extensions).toMatchObject({ fields: { ids: GAPS_MESSAGES.selectProcesses } });
    const answer = await run(
      fake,
      `{ processDeletionPreview(ids: ["3", "5"]) {
           processes { id name descendantCount mappingCount insideId } processCount mappingCount } }`,
      {},
      reader(),
    );
    expect(answer.data).toEqual({
      processDeletionPreview: {
        processes: [
          { id: '3', name: 'Intake', descendantCount: 2, mappingCount: 1, insideId: null },
          { id: '5', name: 'Intake Review', descendantCount: 0, mappingCount: 0, insideId: '3' },
        ],
        processCount: 3,
        mappingCount: 1,
      },
    });
    expect(fake.recorded.at(-1)!.request.query).toEqual({ Ids: '3,5' });
  });
});
