import { OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const HIERARCHIES = `{ processHierarchies { id variant clientId clientName businessLineId } }`;
const NODES = `query ($id: ID!) { processNodes(hierarchyId: $id) { id } }`;
const SEARCH = `query ($id: ID!) { searchProcessNodes(hierarchyId: $id, search: "a") { id } }`;
const UPDATE = `mutation ($id: ID!) { updateProcessNode(input: { id: $id, name: "Taken over" }) { message } }`;
const MAPPING = `query ($id: ID!) { processMapping(nodeId: $id) { mapped { sectionId } } }`;
const SUBMIT_MAPPING = `mutation ($id: ID!, $section: ID!) { submitProcessMapping(nodeId: $id, sectionIds: [$section]) { message } }`;
const DELETE_MAPPING = `mutation ($id: ID!, $section: ID!) { deleteProcessMapping(nodeId: $id, sectionId: $section) { message } }`;
const QUEUE = `{ changeWorkQueue { id clientId clientName } changedLaws { sectionId clientId } }`;
const CHANGE = `query ($id: ID!) { clientChange(id: $id) { change { id clientName } requirements { id } } }`;
const SIGNATURES = `query ($id: ID!) { requirementSignatures(requirementChangeId: $id) { current { id } } }`;
const SAVE_SIGNATURE = `mutation ($id: ID!) {
  saveRequirementMapping(requirementChangeId: $id, companyProcessIds: ["1"], submit: false) { message } }`;

interface Hierarchy {
  id: string;
  variant: string;
  clientId: string | null;
  clientName: string | null;
  businessLineId: string;
}

/**
 * What the authorization matrix found, through the BFF over the reference catalogue: Northgate's business user read
 * and changed Harborview's company processes, process mappings, client changes and their signatures.
 */
describe("one client's company processes and client changes stay its own", () => {
  let harness: Harness;
  let business: TestClient;
  let northgate: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    [business, northgate] = [1, 2].map(() => harness.client());
    await business.login('business@lexbridge.test');
    await northgate.login('northgate-business@lexbridge.test');
  });
  afterAll(() => harness?.close());

  const notFound = (result: {
    errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
  }) => {
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.notFound);
  };

  it("keeps Harborview's hierarchy, processes and mappings from Northgate's user", async () => {
    const ours = (await business.gql<{ processHierarchies: Hierarchy[] }>(HIERARCHIES)).data!
      .processHierarchies;
    const own = ours.filter((h) => h.variant === 'CLIENT');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((h) => h.clientName === 'Harborview Credit Union')).toBe(true);
    const theirs = (await northgate.gql<{ processHierarchies: Hierarchy[] }>(HIERARCHIES)).data!
      .processHierarchies;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((h) => h.variant === 'PROVIDER' && h.clientId === null)).toBe(true);

    const hierarchy = own.find((h) => theirs.some((t) => t.businessLineId === h.businessLineId)) ?? own[0];
    notFound(await northgate.gql(NODES, { id: hierarchy.id }));
    notFound(await northgate.gql(SEARCH, { id: hierarchy.id }));
    const top = (await business.gql<{ processNodes: { id: string }[] }>(NODES, { id: hierarchy.id })).data!
      .processNodes;
    const nodeId = top[0].id;
    notFound(await northgate.gql(UPDATE, { id: nodeId }));
    notFound(await northgate.gql(MAPPING, { id: nodeId }));
    notFound(await northgate.gql(SUBMIT_MAPPING, { id: nodeId, section: '1' }));
    notFound(await northgate.gql(DELETE_MAPPING, { id: nodeId, section: '1' }));
    const still = (await business.gql<{ processNodes: { id: string }[] }>(NODES, { id: hierarchy.id })).data!;
    expect(still.processNodes.map((node) => node.id)).toEqual(top.map((node) => node.id));
  });

  it("keeps Harborview's client changes and their signatures from Northgate's user", async () => {
    type Queue = {
      changeWorkQueue: { id: string; clientName: string }[];
      changedLaws: { clientId: string }[];
    };
    const ours = (await business.gql<Queue>(QUEUE)).data!;
    expect(ours.changeWorkQueue.length).toBeGreaterThan(0);
    expect(ours.changeWorkQueue.every((row) => row.clientName === 'Harborview Credit Union')).toBe(true);
    const theirs = (await northgate.gql<Queue>(QUEUE)).data!;
    expect(theirs).toEqual({ changeWorkQueue: [], changedLaws: [] });

    const changeId = ours.changeWorkQueue[0].id;
    notFound(await northgate.gql(CHANGE, { id: changeId }));
    const detail = await business.gql<{ clientChange: { requirements: { id: string }[] } }>(CHANGE, {
      id: changeId,
    });
    const requirementId = detail.data!.clientChange.requirements[0].id;
    notFound(await northgate.gql(SIGNATURES, { id: requirementId }));
    notFound(await northgate.gql(SAVE_SIGNATURE, { id: requirementId }));
    notFound(
      await northgate.gql(`mutation ($id: ID!) { submitChanges(changeId: $id) { message } }`, {
        id: changeId,
      }),
    );
  });
});
