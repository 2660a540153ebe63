import { beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import { GAPS_LEGACY_MESSAGES as M } from '../modules/gaps/gaps.messages.js';
import { expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions, get } = useCatalogueSessions();

interface Hierarchy {
  Id: number;
  Variant: string;
  BusinessLineId: number;
}
interface Node {
  Id: number;
  ParentId: number | null;
  ProcessName: string;
  MappedCount: number;
}
interface Preview {
  Processes: {
    Id: number;
    ProcessName: string;
    Descendants: number;
    Mappings: number;
    InsideId: number | null;
  }[];
  TotalProcesses: number;
  TotalMappings: number;
}

const call = <T>(
  session: Session,
  method: string,
  path: string,
  options: { body?: object; params?: Record<string, string | number> },
) =>
  catalogue.client.call<{ Message: string; Result: T }>(method, path, {
    token: session.accessToken,
    ...(options.body !== undefined ? { body: { ...options.body, UserId: session.userId } } : {}),
    ...(options.params ? { params: { ...options.params, UserId: session.userId } } : {}),
  });

async function hierarchies(session: Session, variant: string): Promise<Hierarchy[]> {
  return (await get<Hierarchy[]>(session, '/Hierarchy/get-hierarchies', { Variant: variant })).body.Result;
}

let hierarchy: Hierarchy;
const add = async (name: string, parentId: number | null, hierarchyId = hierarchy.Id) => {
  const answer = await call<Node>(sessions.ben, 'POST', '/Hierarchy/add-process-hierarchy', {
    body: { HierarchyId: hierarchyId, ParentId: parentId, ProcessName: name },
  });
  expect(answer.status).toBe(200);
  return answer.body.Result.Id;
};
const move = (id: number, newParentId: number | null, session = sessions.ben) =>
  call<Node>(session, 'PUT', '/Hierarchy/move-process-hierarchy', {
    body: { Id: id, NewParentId: newParentId },
  });
const preview = (ids: number[], session = sessions.ben) =>
  get<Preview>(session, '/Hierarchy/preview-delete-process-hierarchy', { Ids: ids.join(',') });
const remove = (ids: number[]) =>
  call<{ Deleted: number }>(sessions.ben, 'DELETE', '/Hierarchy/delete-process-hierarchy', {
    params: { Ids: ids.join(',') },
  });
async function parents(): Promise<Map<number, number | null>> {
  const { rows } = await catalogue.running.db.query<{ id: number; parent_id: number | null }>(
    'SELECT id, parent_id FROM process_nodes WHERE hierarchy_id = $1',
    [hierarchy.Id],
  );
  return new Map(rows.map((row) => [row.id, row.parent_id]));
}
async function mapOne(nodeId: number): Promise<number> {
  const mapping = await get<{ Available: { SectionId: number }[] }>(
    sessions.ben,
    '/Hierarchy/get-process-mapping',
    {
      NodeId: nodeId,
    },
  );
  const sectionId = mapping.body.Result.Available[0].SectionId;
  const answer = await call(sessions.ben, 'POST', '/Hierarchy/submit-process-mapping', {
    body: { NodeId: nodeId, SectionIds: [sectionId] },
  });
  expect(answer.status).toBe(200);
  return sectionId;
}

beforeAll(async () => {
  [hierarchy] = await hierarchies(sessions.ben, 'Client');
});

describe('deleting ticked processes', () => {
  it('deletes exactly the ticked process and what lies under it, never its parent or siblings', async () => {
    const parent = await add('Tick Parent', null);
    const ticked = await add('Tick Child', parent);
    const grandchild = await add('Tick Grandchild', ticked);
    const sibling = await add('Tick Sibling', parent);
    const other = await add('Tick Other Sibling', parent);

    const before = await preview([ticked]);
    expect(before.status).toBe(200);
    expect(before.body.Result).toEqual({
      Processes: [{ Id: ticked, ProcessName: 'Tick Child', Descendants: 1, Mappings: 0, InsideId: null }],
      TotalProcesses: 2,
      TotalMappings: 0,
    });

    const deleted = await remove([ticked]);
    expect(deleted.body).toEqual({ Message: M.deleted, Result: { Deleted: 2 } });
    const left = await parents();
    expect(left.has(ticked)).toBe(false);
    expect(left.has(grandchild)).toBe(false);
    expect(left.get(sibling)).toBe(parent);
    expect(left.get(other)).toBe(parent);
    expect(left.get(parent)).toBeNull();
  });

  it('counts the mappings that go with each ticked process, once each, and names a ticked process under another', async () => {
    const parent = await add('Count Parent', null);
    const child = await add('Count Child', parent);
    const grandchild = await add('Count Grandchild', child);
    await mapOne(grandchild);
    await mapOne(child);
    const answer = await preview([child, parent]);
    expect(answer.body.Result).toEqual({
      Processes: [
        { Id: child, ProcessName: 'Count Child', Descendants: 1, Mappings: 2, InsideId: parent },
        { Id: parent, ProcessName: 'Count Parent', Descendants: 2, Mappings: 2, InsideId: null },
      ],
      TotalProcesses: 3,
      TotalMappings: 2,
    });
    // A preview changes nothing.
    expect((await parents()).get(grandchild)).toBe(child);
  });

  it('deletes all of the ticked processes or none: one mapped process refuses the whole delete', async () => {
    const free = await add('All Or None Free', null);
    const mapped = await add('All Or None Mapped', null);
    const under = await add('All Or None Under', mapped);
    await mapOne(under);
    expectRefusal(await remove([free, mapped]), 400, M.mapped);
    const left = await parents();
    expect(left.has(free)).toBe(true);
    expect(left.get(under)).toBe(mapped);
  });

  it('answers the preview as a read: not found off the user’s lines or for another client’s process', async () => {
    const id = await add('Preview Read', null);
    expectRefusal(await preview([id], sessions.rita), 404, M.hierarchyUnknown);
    const northgate = await catalogue.client.login('northgate-business@lexbridge.test');
    expectRefusal(await preview([id], northgate), 404, OWNERSHIP_MESSAGES.notFound);
  });
});

describe('moving a process', () => {
  it('moves a process with its subtree and keeps its mappings, last among its new siblings', async () => {
    const from = await add('Move From', null);
    const moving = await add('Move Me', from);
    const below = await add('Move Me Below', moving);
    const to = await add('Move To', null);
    await add('Move To First', to);
    const sectionId = await mapOne(moving);

    const moved = await move(moving, to);
    expect(moved.status).toBe(200);
    expect(moved.body.Message).toBe(M.moved);
    expect(moved.body.Result).toMatchObject({
      Id: moving,
      ParentId: to,
      ProcessName: 'Move Me',
      MappedCount: 1,
    });
    const level = await get<Node[]>(sessions.ben, '/Hierarchy/get-process-hierarchy', {
      HierarchyId: hierarchy.Id,
      ParentId: to,
    });
    expect(level.body.Result.map((node) => node.ProcessName)).toEqual(['Move To First', 'Move Me']);
    expect((await parents()).get(below)).toBe(moving);
    const mapping = await get<{ Mapped: { SectionId: number }[] }>(
      sessions.ben,
      '/Hierarchy/get-process-mapping',
      {
        NodeId: moving,
      },
    );
    expect(mapping.body.Result.Mapped.map((row) => row.SectionId)).toEqual([sectionId]);

    // To the top of its hierarchy (null), and back.
    expect((await move(moving, null)).body.Result.ParentId).toBeNull();
    expect((await move(moving, from)).body.Result.ParentId).toBe(from);
  });

  it('refuses a move under itself, below itself, to where it is, or beside a process of the same name', async () => {
    const top = await add('Refuse Top', null);
    const child = await add('Refuse Child', top);
    const grandchild = await add('Refuse Grandchild', child);
    const target = await add('Refuse Target', null);
    await add('refuse child', target);
    await add('Refuse Top', target);
    const before = await parents();

    expectRefusal(await move(top, top), 400, M.moveIntoItself);
    expectRefusal(await move(top, child), 400, M.moveIntoItself);
    expectRefusal(await move(top, grandchild), 400, M.moveIntoItself);
    expectRefusal(await move(child, top), 400, M.moveSameParent);
    expectRefusal(await move(top, null), 400, M.moveSameParent);
    expectRefusal(await move(child, target), 400, M.moveDuplicate);
    expectRefusal(await move(top, target), 400, M.moveDuplicate);
    const twin = await add('REFUSE TOP', grandchild);
    expectRefusal(await move(twin, null), 400, M.moveDuplicate);

    expect(await parents()).toEqual(new Map([...before, [twin, grandchild]]));
  });

  it('refuses a move to another business line or another hierarchy, and an unknown parent', async () => {
    const mine = await hierarchies(sessions.ben, 'Client');
    const otherLine = mine.find((entry) => entry.BusinessLineId !== hierarchy.BusinessLineId)!;
    const provider = (await hierarchies(sessions.ben, 'Provider')).find(
      (entry) => entry.BusinessLineId === hierarchy.BusinessLineId,
    )!;
    const [elsewhere] = (
      await get<Node[]>(sessions.ben, '/Hierarchy/get-process-hierarchy', { HierarchyId: otherLine.Id })
    ).body.Result;
    const [providers] = (
      await get<Node[]>(sessions.ben, '/Hierarchy/get-process-hierarchy', { HierarchyId: provider.Id })
    ).body.Result;
    const id = await add('Stay On Line', null);
    expectRefusal(await move(id, elsewhere.Id), 400, M.moveOtherLine);
    expectRefusal(await move(id, providers.Id), 400, M.moveOtherHierarchy);
    expectRefusal(await move(id, 999_999), 404, M.processUnknown);
    expect((await parents()).get(id)).toBeNull();
  });

  it('lets only the hierarchy’s writers move: not a reader, not a client’s user in the provider’s hierarchy, not another client', async () => {
    const id = await add('Owned Move', null);
    const target = await add('Owned Target', null);
    expectRefusal(await move(id, target, sessions.rita), 403, M.readOnly);
    const provider = (await hierarchies(sessions.ben, 'Provider')).find(
      (entry) => entry.BusinessLineId === hierarchy.BusinessLineId,
    )!;
    const [first, second] = (
      await get<Node[]>(sessions.ben, '/Hierarchy/get-process-hierarchy', { HierarchyId: provider.Id })
    ).body.Result;
    expectRefusal(await move(second.Id, first.Id), 403, OWNERSHIP_MESSAGES.providerOnly);
    const northgate = await catalogue.client.login('northgate-business@lexbridge.test');
    expectRefusal(await move(id, target, northgate), 404, OWNERSHIP_MESSAGES.notFound);
    const auditor = await catalogue.client.login('auditor@lexbridge.test');
    expect((await move(id, target, auditor)).status).toBe(403);
    expect((await parents()).get(id)).toBeNull();
    // Provider staff change the provider's hierarchy.
    const moved = await move(second.Id, first.Id, sessions.admin);
    expect(moved.status).toBe(200);
    expect(moved.body.Result.ParentId).toBe(first.Id);
  });
});
