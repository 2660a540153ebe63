import ExcelJS from 'exceljs';
import { GAPS_MESSAGES, OFFICE_FILE_MESSAGES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const HIERARCHIES = `{ processHierarchies(variant: CLIENT) { id name isPrimary processCount businessLineId } }`;
const TOP = `query ($h: ID!, $p: ID) { processNodes(hierarchyId: $h, parentId: $p) { id name parentId childrenCount } }`;
const TREE = `query ($h: ID!) { processTree(hierarchyId: $h) { id parentId } }`;
const SEARCH = `query ($h: ID!, $s: String!) { searchProcessNodes(hierarchyId: $h, search: $s) { id name isMatch } }`;
const ADD = `mutation ($input: AddProcessNodeInput!) { addProcessNode(input: $input) { message node { id name } } }`;
const EXPORT = `query ($h: ID!) { processHierarchyExport(hierarchyId: $h) { levels description } }`;
const PROPOSED = `query ($h: ID!) { proposedProcesses(hierarchyId: $h) { id name } }`;

async function workbook(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Process Hierarchy');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('process hierarchy through the BFF against the reference catalogue', () => {
  let harness: Harness;
  let business: TestClient;
  let reader: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    business = harness.client();
    reader = harness.client();
    await business.login('business@lexbridge.test');
    await reader.login('reader@lexbridge.test');
  });
  afterAll(() => harness?.close());

  const upload = (client: TestClient, hierarchyId: string, fileName: string, content: Buffer) => {
    const form = new FormData();
    form.append('hierarchyId', hierarchyId);
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    return fetch(`${harness.bffUrl}/files/process-hierarchy`, {
      method: 'POST',
      headers: client.cookie ? { cookie: client.cookie } : {},
      body: form,
    });
  };

  it('opens the seeded primary hierarchy lazily, adds a process, searches and exports it', async () => {
    const list = await business.gql<{
      processHierarchies: { id: string; isPrimary: boolean; processCount: number }[];
    }>(HIERARCHIES);
    expect(list.errors).toBeUndefined();
    const hierarchy = list.data!.processHierarchies[0]!;
    expect(hierarchy.isPrimary).toBe(true);
    const top = await business.gql<{ processNodes: { id: string; childrenCount: number }[] }>(TOP, {
      h: hierarchy.id,
    });
    const first = top.data!.processNodes[0]!;
    const children = await business.gql<{ processNodes: { parentId: string }[] }>(TOP, {
      h: hierarchy.id,
      p: first.id,
    });
    expect(children.data!.processNodes).toHaveLength(first.childrenCount);
    const added = await business.gql<{ addProcessNode: { message: string; node: { id: string } } }>(ADD, {
      input: { hierarchyId: hierarchy.id, parentId: first.id, name: 'Integration Check Step' },
    });
    expect(added.data!.addProcessNode.message).toBe(GAPS_MESSAGES.processAdded);
    const duplicate = await business.gql(ADD, {
      input: { hierarchyId: hierarchy.id, parentId: first.id, name: 'integration check step' },
    });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      fields: { name: GAPS_MESSAGES.processDuplicate },
    });
    const search = await business.gql<{ searchProcessNodes: { id: string; isMatch: boolean }[] }>(SEARCH, {
      h: hierarchy.id,
      s: 'integration check',
    });
    expect(search.data!.searchProcessNodes.filter((n) => n.isMatch).map((n) => n.id)).toEqual([
      added.data!.addProcessNode.node.id,
    ]);
    const tree = await business.gql<{ processTree: unknown[] }>(TREE, { h: hierarchy.id });
    expect(tree.data!.processTree).toHaveLength(hierarchy.processCount + 1);
    const exported = await business.gql<{ processHierarchyExport: { levels: string[] }[] }>(EXPORT, {
      h: hierarchy.id,
    });
    expect(
      exported.data!.processHierarchyExport.some((row) => row.levels.at(-1) === 'Integration Check Step'),
    ).toBe(true);
  });

  it('reads an uploaded workbook with the bulk save message, and refuses a wrong file', async () => {
    const { data } = await business.gql<{ processHierarchies: { id: string }[] }>(HIERARCHIES);
    const id = data!.processHierarchies[0]!.id;
    const good = await upload(
      business,
      id,
      'hierarchy.xlsx',
      await workbook([
        ['Level 1', 'Level 2', 'Description'],
        ['Uploaded Top', null, 'From the upload'],
        ['Uploaded Top', 'Uploaded Child', null],
      ]),
    );
    expect(good.status).toBe(200);
    const body = (await good.json()) as { title: string; message: string; counts: { inserted: number } };
    expect(body.title).toBe('Success!');
    expect(body.counts.inserted).toBe(2);
    expect(body.message).toBe(
      'Records inserted: 2, updated: 0, deleted: 0, not inserted due to duplicates: 0, not deleted due to already mapped: 0, not updated due to invalid information: 0.',
    );
    const wrongName = await upload(business, id, 'hierarchy.csv', Buffer.from('a,b'));
    expect(wrongName.status).toBe(400);
    expect(((await wrongName.json()) as { error: string }).error).toBe(GAPS_MESSAGES.uploadExtension);
    const notZip = await upload(business, id, 'hierarchy.xlsx', Buffer.from('plain text'));
    expect(((await notZip.json()) as { error: string }).error).toBe(OFFICE_FILE_MESSAGES.notZip('.xlsx'));
    const badHeader = await upload(business, id, 'hierarchy.xlsx', await workbook([['Name'], ['x']]));
    expect(badHeader.status).toBe(400);
    expect(((await badHeader.json()) as { error: string }).error).toBe(GAPS_MESSAGES.uploadHeader);
    expect(
      (await upload(reader, id, 'hierarchy.xlsx', await workbook([['Level 1', 'Description']]))).status,
    ).toBe(403);
  });

  it('sets the primary hierarchy and lets the reader read but not write', async () => {
    const provider = await business.gql<{ processHierarchies: { id: string; businessLineId: string }[] }>(
      `{ processHierarchies(variant: PROVIDER) { id businessLineId } }`,
    );
    const target = provider.data!.processHierarchies[0]!;
    const setPrimary = `mutation ($id: ID) { setPrimaryHierarchy(hierarchyId: $id) { message hierarchy { isPrimary } } }`;
    // The provider's standard hierarchy is shared by every client: a client's user does not change it.
    const providerOnly = await business.gql(setPrimary, { id: target.id });
    expect(providerOnly.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(providerOnly.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.providerOnly);
    const own = await business.gql<{ processHierarchies: { id: string }[] }>(
      `{ processHierarchies(variant: CLIENT) { id } }`,
    );
    const saved = await business.gql<{ setPrimaryHierarchy: { message: string } }>(setPrimary, {
      id: own.data!.processHierarchies[0]!.id,
    });
    expect(saved.data!.setPrimaryHierarchy.message).toBe('Primary Hierarchy saved successfully.');
    const readerList = await reader.gql<{ processHierarchies: { id: string }[] }>(HIERARCHIES);
    expect(readerList.errors).toBeUndefined();
    const readerHierarchy = readerList.data!.processHierarchies[0]!.id;
    const proposals = await reader.gql<{ proposedProcesses: unknown[] }>(PROPOSED, { h: readerHierarchy });
    expect(proposals.data!.proposedProcesses.length).toBe(2);
    const refused = await reader.gql(
      `mutation ($id: ID) { setPrimaryHierarchy(hierarchyId: $id) { message } }`,
      {
        id: readerHierarchy,
      },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
