import { beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import { expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

type Row = Record<string, unknown>;

const { catalogue, sessions, get } = useCatalogueSessions();
/** northgate-business@: the second client's business user, on business lines Harborview works too. */
let northgate: Session;
let auditor: Session;
/** Harborview's records on a business line Northgate's user has (so only ownership refuses them). */
const harborview = {
  clientId: 0,
  hierarchyId: 0,
  nodeId: 0,
  sectionId: 0,
  changeId: 0,
  requirementChangeId: 0,
};
let providerHierarchyId = 0;

const call = (session: Session, method: string, path: string, options: { body?: Row; params?: Row }) =>
  catalogue.client.call<{ Message: string; Result: unknown }>(method, path, {
    token: session.accessToken,
    ...(options.body ? { body: { ...options.body, UserId: session.userId } } : {}),
    ...(options.params ? { params: { ...options.params, UserId: session.userId } } : {}),
  });

beforeAll(async () => {
  northgate = await catalogue.client.login('northgate-business@lexbridge.test');
  auditor = await catalogue.client.login('auditor@lexbridge.test');
  const db = catalogue.running.db;
  const northgateLines = `SELECT ubl.business_line_id FROM user_business_lines ubl JOIN users u ON u.id = ubl.user_id
                           WHERE u.email = 'northgate-business@lexbridge.test'`;
  const { rows: client } = await db.query<{ id: number }>(
    `SELECT id FROM clients WHERE name = 'Harborview Credit Union'`,
  );
  harborview.clientId = client[0].id;
  const { rows: node } = await db.query<{ hierarchy_id: number; node_id: number; section_id: number }>(
    `SELECT h.id AS hierarchy_id, m.node_id, m.section_id
       FROM process_hierarchies h JOIN process_nodes n ON n.hierarchy_id = h.id
       JOIN process_section_mappings m ON m.node_id = n.id
      WHERE h.client_id = $1 AND h.business_line_id IN (${northgateLines}) ORDER BY m.node_id LIMIT 1`,
    [harborview.clientId],
  );
  Object.assign(harborview, {
    hierarchyId: node[0].hierarchy_id,
    nodeId: node[0].node_id,
    sectionId: node[0].section_id,
  });
  const { rows: provider } = await db.query<{ id: number }>(
    `SELECT id FROM process_hierarchies WHERE variant = 'Provider' AND business_line_id IN (${northgateLines})
      ORDER BY id LIMIT 1`,
  );
  providerHierarchyId = provider[0].id;
  const { rows: change } = await db.query<{ change_id: number; id: number }>(
    `SELECT rc.change_id, rc.id FROM ccm_requirement_changes rc JOIN ccm_changes c ON c.id = rc.change_id
      WHERE c.client_id = $1 ORDER BY rc.id LIMIT 1`,
    [harborview.clientId],
  );
  harborview.changeId = change[0].change_id;
  harborview.requirementChangeId = change[0].id;
});

const notFound = (answer: Parameters<typeof expectRefusal>[0]) =>
  expectRefusal(answer, 404, OWNERSHIP_MESSAGES.notFound);

describe("a client's company processes", () => {
  it("lists a client's user its own client's hierarchies and the provider's, provider staff every client's", async () => {
    const theirs = (await get<Row[]>(northgate, '/Hierarchy/get-hierarchies', { Variant: '' })).body.Result;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((h) => h.Variant === 'Provider' && h.ClientId === null)).toBe(true);
    const ours = (await get<Row[]>(sessions.ben, '/Hierarchy/get-hierarchies', { Variant: 'Client' })).body
      .Result;
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((h) => h.ClientId === harborview.clientId)).toBe(true);
    notFound(await get(northgate, '/Hierarchy/get-hierarchies', { ClientId: harborview.clientId }));
    const all = (await get<Row[]>(sessions.admin, '/Hierarchy/get-hierarchies', { Variant: 'Client' })).body
      .Result;
    expect(
      all.some((h) => h.Id === harborview.hierarchyId && h.ClientName === 'Harborview Credit Union'),
    ).toBe(true);
  });

  it("refuses another client's hierarchy, processes and mappings as not found", async () => {
    const { hierarchyId, nodeId, sectionId } = harborview;
    notFound(await get(northgate, '/Hierarchy/get-process-hierarchy', { HierarchyId: hierarchyId }));
    notFound(
      await get(northgate, '/Hierarchy/search-process-hierarchy', { HierarchyId: hierarchyId, Search: 'a' }),
    );
    notFound(await get(northgate, '/Hierarchy/export-process-hierarchy', { HierarchyId: hierarchyId }));
    notFound(await get(northgate, '/Hierarchy/get-proposed-hierarchy', { HierarchyId: hierarchyId }));
    notFound(await get(northgate, '/Hierarchy/get-process-mapping', { NodeId: nodeId }));
    notFound(
      await call(northgate, 'PUT', '/Hierarchy/update-process-hierarchy', {
        body: { Id: nodeId, ProcessName: 'Taken over' },
      }),
    );
    notFound(
      await call(northgate, 'POST', '/Hierarchy/add-process-hierarchy', {
        body: { HierarchyId: hierarchyId, ProcessName: 'Planted' },
      }),
    );
    notFound(
      await call(northgate, 'DELETE', '/Hierarchy/delete-process-mapping', {
        params: { NodeId: nodeId, SectionId: sectionId },
      }),
    );
    notFound(
      await call(northgate, 'POST', '/Hierarchy/submit-process-mapping', {
        body: { NodeId: nodeId, SectionIds: [sectionId] },
      }),
    );
    notFound(
      await call(northgate, 'DELETE', '/Hierarchy/delete-process-hierarchy', { params: { Ids: nodeId } }),
    );
    notFound(
      await call(northgate, 'PUT', '/Hierarchy/set-primary-hierarchy', {
        body: { HierarchyId: hierarchyId },
      }),
    );
    // Nothing changed: the mapping is still there and the process keeps its name.
    const mapping = await get<{ Mapped: Row[] }>(sessions.ben, '/Hierarchy/get-process-mapping', {
      NodeId: nodeId,
    });
    expect(mapping.body.Result.Mapped.some((row) => row.SectionId === sectionId)).toBe(true);
    const { rows } = await catalogue.running.db.query('SELECT 1 FROM process_nodes WHERE name = $1', [
      'Taken over',
    ]);
    expect(rows).toEqual([]);
  });

  it("lets a client's user read the provider's hierarchy but not change it; the auditor changes nothing", async () => {
    const nodes = await get<Row[]>(northgate, '/Hierarchy/get-process-hierarchy', {
      HierarchyId: providerHierarchyId,
    });
    expect(nodes.status).toBe(200);
    expectRefusal(
      await call(northgate, 'POST', '/Hierarchy/add-process-hierarchy', {
        body: { HierarchyId: providerHierarchyId, ProcessName: 'Client idea' },
      }),
      403,
      OWNERSHIP_MESSAGES.providerOnly,
    );
    const refused = await call(auditor, 'PUT', '/Hierarchy/update-process-hierarchy', {
      body: { Id: harborview.nodeId, ProcessName: 'Audited' },
    });
    expect(refused.status).toBe(403);
  });
});

describe("a client's change management", () => {
  it("lists a client's user only its own client's changes", async () => {
    for (const path of ['get-work-queue', 'get-assesswork-queue', 'GetChangedLaws']) {
      const theirs = (await get<Row[]>(northgate, `/ClientChangeManagement/${path}`)).body.Result;
      expect(theirs.filter((row) => row.ClientId !== undefined && row.ClientId !== null)).toEqual([]);
    }
    const ours = (await get<Row[]>(sessions.ben, '/ClientChangeManagement/get-work-queue')).body.Result;
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((row) => row.ClientId === harborview.clientId)).toBe(true);
    const change = ours.find((row) => row.ChangeId === harborview.changeId) ?? ours[0];
    const byProcess = await get<Row[]>(northgate, '/ClientChangeManagement/GetChangedLawCompanyProcessWise', {
      SectionId: change.SectionId as number,
      BusinessLineId: change.BusinessLineId as number,
    });
    expect(byProcess.body.Result).toEqual([]);
    const filter = await get<{ BusinessLines: Row[] }>(
      northgate,
      '/ClientChangeManagement/GetChangeManagementFilter',
    );
    expect(filter.body.Result.BusinessLines).toEqual([]);
    notFound(
      await get(northgate, '/ClientChangeManagement/get-work-queue', { ClientId: harborview.clientId }),
    );
    const all = (await get<Row[]>(sessions.admin, '/ClientChangeManagement/get-work-queue')).body.Result;
    expect(all.some((row) => row.ClientName === 'Harborview Credit Union')).toBe(true);
  });

  it("refuses another client's change, changed requirements and signatures as not found", async () => {
    const { changeId, requirementChangeId } = harborview;
    notFound(
      await get(northgate, '/ClientChangeManagement/GetRequirementCompanyProcessWise', {
        ChangeId: changeId,
      }),
    );
    notFound(await get(northgate, '/RequirementMapping/GetStatus', { ChangeId: changeId }));
    notFound(
      await get(northgate, '/RequirementMapping/GetCurrentSignatures', {
        RequirementChangeId: requirementChangeId,
      }),
    );
    notFound(
      await get(northgate, '/RequirementMapping/GetUpdatedSignatures', {
        RequirementChangeId: requirementChangeId,
      }),
    );
    notFound(
      await call(northgate, 'PUT', '/ClientChangeManagement/UpdateProposedRequirement', {
        body: { Id: requirementChangeId, Decision: 'NotApplicable' },
      }),
    );
    notFound(
      await call(northgate, 'POST', '/ClientChangeManagement/SubmitChanges', {
        body: { ChangeId: changeId },
      }),
    );
    notFound(
      await call(northgate, 'POST', '/ClientChangeManagement/AcceptLaw', { body: { ChangeId: changeId } }),
    );
    notFound(
      await call(northgate, 'POST', '/RequirementMapping/SaveSubmitMapping', {
        body: { RequirementChangeId: requirementChangeId, CompanyProcessIds: [1], IsSubmit: false },
      }),
    );
    const { rows } = await catalogue.running.db.query<{ decision: string }>(
      'SELECT decision FROM ccm_requirement_changes WHERE id = $1',
      [requirementChangeId],
    );
    expect(rows[0].decision).not.toBe('NotApplicable');
    const own = await get(sessions.ben, '/ClientChangeManagement/GetRequirementCompanyProcessWise', {
      ChangeId: changeId,
    });
    expect(own.status).toBe(200);
    const staff = await get(sessions.admin, '/RequirementMapping/GetCurrentSignatures', {
      RequirementChangeId: requirementChangeId,
    });
    expect(staff.status).toBe(200);
  });
});
