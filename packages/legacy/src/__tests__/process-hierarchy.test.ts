import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { GAPS_LEGACY_MESSAGES as M } from '../modules/gaps/gaps.messages.js';
import { seedBulkProcessHierarchy } from '../seed/gaps-seed.js';
import { expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions, get } = useCatalogueSessions();

interface Hierarchy {
  Id: number;
  Name: string;
  Variant: string;
  BusinessLineId: number;
  IsPrimary: boolean;
  ProcessCount: number;
}
interface Node {
  Id: number;
  ParentId: number | null;
  ProcessName: string;
  ChildrenCount: number;
  MappedCount: number;
  IsMatch: boolean;
}

const call = <T>(
  session: Session,
  method: string,
  path: string,
  options: { body?: unknown; params?: Record<string, string | number> },
) =>
  catalogue.client.call<{ Message: string; Result: T }>(method, path, {
    token: session.accessToken,
    ...(options.body !== undefined ? { body: { ...(options.body as object), UserId: session.userId } } : {}),
    ...(options.params ? { params: { ...options.params, UserId: session.userId } } : {}),
  });

async function hierarchies(session: Session, variant = 'Client') {
  const answer = await get<Hierarchy[]>(session, '/Hierarchy/get-hierarchies', { Variant: variant });
  expect(answer.status).toBe(200);
  return answer.body.Result;
}

async function workbook(rows: (string | null)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Process Hierarchy');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe('process hierarchy', () => {
  it('lists the seeded hierarchies of the user’s lines, one primary per line, and loads children lazily', async () => {
    const mine = await hierarchies(sessions.ben);
    expect(mine.length).toBe(2);
    expect(mine.every((h) => h.IsPrimary && h.ProcessCount > 0)).toBe(true);
    expect((await hierarchies(sessions.ben, 'Provider')).every((h) => !h.IsPrimary)).toBe(true);
    const top = await get<Node[]>(sessions.ben, '/Hierarchy/get-process-hierarchy', {
      HierarchyId: mine[0].Id,
    });
    expect(top.body.Result.every((node) => node.ParentId === null && node.ChildrenCount > 0)).toBe(true);
    const children = await get<Node[]>(sessions.ben, '/Hierarchy/get-process-hierarchy', {
      HierarchyId: mine[0].Id,
      ParentId: top.body.Result[0].Id,
    });
    expect(children.body.Result.every((node) => node.ParentId === top.body.Result[0].Id)).toBe(true);
    const all = await get<Node[]>(sessions.ben, '/Hierarchy/get-process-hierarchy', {
      HierarchyId: mine[0].Id,
      All: 'true',
    });
    expect(all.body.Result.length).toBe(mine[0].ProcessCount);
    // Another line's hierarchy is not the reader's.
    expectRefusal(
      await get(sessions.rita, '/Hierarchy/get-process-hierarchy', { HierarchyId: mine[0].Id }),
      404,
      M.hierarchyUnknown,
    );
  });

  it('adds, renames, refuses duplicates and mapped deletes, remaps and deletes', async () => {
    const [hierarchy] = await hierarchies(sessions.ben);
    const added = await call<Node>(sessions.ben, 'POST', '/Hierarchy/add-process-hierarchy', {
      body: { HierarchyId: hierarchy.Id, ParentId: null, ProcessName: 'Test Process', Description: 'x' },
    });
    expect(added.body.Message).toBe(M.added);
    expectRefusal(
      await call(sessions.ben, 'POST', '/Hierarchy/add-process-hierarchy', {
        body: { HierarchyId: hierarchy.Id, ProcessName: 'test process' },
      }),
      400,
      M.duplicate,
    );
    expectRefusal(
      await call(sessions.ben, 'POST', '/Hierarchy/add-process-hierarchy', {
        body: { HierarchyId: hierarchy.Id, ProcessName: '   ' },
      }),
      400,
      M.nameRequired,
    );
    const child = await call<Node>(sessions.ben, 'POST', '/Hierarchy/add-process-hierarchy', {
      body: { HierarchyId: hierarchy.Id, ParentId: added.body.Result.Id, ProcessName: 'Child' },
    });
    const renamed = await call<Node>(sessions.ben, 'PUT', '/Hierarchy/update-process-hierarchy', {
      body: { Id: added.body.Result.Id, ProcessName: 'Renamed Process' },
    });
    expect(renamed.body.Result.ProcessName).toBe('Renamed Process');

    const mapping = await get<{ Available: { SectionId: number }[] }>(
      sessions.ben,
      '/Hierarchy/get-process-mapping',
      {
        NodeId: child.body.Result.Id,
      },
    );
    const sectionId = mapping.body.Result.Available[0].SectionId;
    const submitted = await call(sessions.ben, 'POST', '/Hierarchy/submit-process-mapping', {
      body: { NodeId: child.body.Result.Id, SectionIds: [sectionId] },
    });
    expect(submitted.body.Message).toBe(M.mappingSubmitted);
    // The parent's subtree holds a mapped process: refused.
    expectRefusal(
      await call(sessions.ben, 'DELETE', '/Hierarchy/delete-process-hierarchy', {
        params: { Ids: String(added.body.Result.Id) },
      }),
      400,
      M.mapped,
    );
    const other = await call<Node>(sessions.ben, 'POST', '/Hierarchy/add-process-hierarchy', {
      body: { HierarchyId: hierarchy.Id, ProcessName: 'Other Process' },
    });
    const remapped = await call<{ Moved: number }>(sessions.ben, 'POST', '/Hierarchy/remap-process-mapping', {
      body: { FromNodeId: child.body.Result.Id, ToNodeId: other.body.Result.Id },
    });
    expect(remapped.body.Result.Moved).toBe(1);
    const deleted = await call<{ Deleted: number }>(
      sessions.ben,
      'DELETE',
      '/Hierarchy/delete-process-hierarchy',
      {
        params: { Ids: String(added.body.Result.Id) },
      },
    );
    expect(deleted.body.Result.Deleted).toBe(2);
    // The reader may look but not change.
    expectRefusal(
      await call(sessions.rita, 'POST', '/Hierarchy/add-process-hierarchy', {
        body: { HierarchyId: hierarchy.Id, ProcessName: 'Nope' },
      }),
      403,
      M.readOnly,
    );
  });

  it('sets the primary hierarchy with its messages', async () => {
    const provider = (await hierarchies(sessions.ben, 'Provider'))[0];
    expectRefusal(
      await call(sessions.ben, 'PUT', '/Hierarchy/set-primary-hierarchy', { body: { HierarchyId: null } }),
      400,
      M.selectPrimary,
    );
    // The provider's standard hierarchy is provider-wide: a client's user does not flag it.
    expectRefusal(
      await call(sessions.ben, 'PUT', '/Hierarchy/set-primary-hierarchy', {
        body: { HierarchyId: provider.Id },
      }),
      403,
      'Only provider staff may change this.',
    );
    const saved = await call(sessions.admin, 'PUT', '/Hierarchy/set-primary-hierarchy', {
      body: { HierarchyId: provider.Id },
    });
    expect(saved.body.Message).toBe('Primary Hierarchy saved successfully.');
    // One primary per owner and line: the provider's, and the client's own, which stays.
    const lines = (await hierarchies(sessions.ben, '')).filter(
      (h) => h.BusinessLineId === provider.BusinessLineId,
    );
    expect(lines.filter((h) => h.IsPrimary).map((h) => h.Variant)).toEqual(['Client', 'Provider']);
    const client = lines.find((h) => h.Variant === 'Client')!;
    const own = await call(sessions.ben, 'PUT', '/Hierarchy/set-primary-hierarchy', {
      body: { HierarchyId: client.Id },
    });
    expect(own.status).toBe(200);
  });

  it('accepts and deletes proposed processes', async () => {
    const [hierarchy] = await hierarchies(sessions.ben);
    const proposed = await get<{ Id: number; ProcessName: string }[]>(
      sessions.ben,
      '/Hierarchy/get-proposed-hierarchy',
      {
        HierarchyId: hierarchy.Id,
      },
    );
    expect(proposed.body.Result.length).toBe(2);
    const accepted = await call(sessions.ben, 'POST', '/Hierarchy/accept-proposed-hierarchy', {
      body: { Id: proposed.body.Result[0].Id },
    });
    expect(accepted.body.Message).toBe(M.proposalAccepted);
    const removed = await call(sessions.ben, 'DELETE', '/Hierarchy/delete-proposed-hierarchy', {
      params: { Id: proposed.body.Result[1].Id },
    });
    expect(removed.body.Message).toBe(M.proposalDeleted);
    const search = await get<Node[]>(sessions.ben, '/Hierarchy/search-process-hierarchy', {
      HierarchyId: hierarchy.Id,
      Search: proposed.body.Result[0].ProcessName,
    });
    expect(search.body.Result.some((node) => node.IsMatch)).toBe(true);
  });

  it('reads an uploaded workbook into the tree with the bulk save counts, and exports the paths', async () => {
    const [hierarchy] = await hierarchies(sessions.ben);
    const FileText = await workbook([
      ['Level 1', 'Level 2', 'Level 3', 'Description'],
      ['Uploaded Area', null, null, 'Top'],
      ['Uploaded Area', 'Uploaded Step', null, 'Second'],
      ['Uploaded Area', 'Uploaded Step', null, 'Second'],
      ['Uploaded Area', 'Uploaded Step', null, 'Changed'],
      ['Uploaded Area', null, 'Orphan', null],
    ]);
    const answer = await call<{ Counts: Record<string, number>; RowsRead: number }>(
      sessions.ben,
      'POST',
      '/Hierarchy/upload-process-hierarchy',
      { body: { HierarchyId: hierarchy.Id, FileName: 'h.xlsx', FileText } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.Result.Counts).toMatchObject({
      Inserted: 2,
      Updated: 1,
      NotInsertedDuplicates: 1,
      NotUpdatedInvalid: 1,
    });
    expect(answer.body.Message).toContain('Records inserted: 2, updated: 1');
    const bad = await call(sessions.ben, 'POST', '/Hierarchy/upload-process-hierarchy', {
      body: {
        HierarchyId: hierarchy.Id,
        FileName: 'h.xlsx',
        FileText: await workbook([
          ['Name', 'Other'],
          ['a', 'b'],
        ]),
      },
    });
    expectRefusal(bad, 400, M.uploadHeader);
    const exported = await get<{ Levels: string[] }[]>(sessions.ben, '/Hierarchy/export-process-hierarchy', {
      HierarchyId: hierarchy.Id,
    });
    expect(exported.body.Result.some((row) => row.Levels.join('/') === 'Uploaded Area/Uploaded Step')).toBe(
      true,
    );
  });

  it('generates a 5,000-process hierarchy for load', async () => {
    const { hierarchyId } = await seedBulkProcessHierarchy(catalogue.running.db, 5000);
    const { rows } = await catalogue.running.db.query<{ count: number; top: number }>(
      `SELECT count(*)::int AS count, count(*) FILTER (WHERE parent_id IS NULL)::int AS top
         FROM process_nodes WHERE hierarchy_id = $1`,
      [hierarchyId],
    );
    expect(rows[0]).toEqual({ count: 5000, top: 10 });
  });
});
