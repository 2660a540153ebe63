import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import {
  actingClient,
  type Caller,
  callerOf,
  OwnershipRefusal,
  requireOwn,
  requireWriter,
} from '../../http/caller.js';
import { bodyValue } from '../../http/params.js';
import { bodyId, bodyIdList, optionalQueryId, queryId, Refusal } from '../catalogue/http.js';
import { respond } from '../requirements/requirements.routes.js';
import { ASSESS_CHANGE_ROUTE, bodyFlag, bodyText, objectBody, requireEditor } from './gaps.http.js';
import { GAPS_LEGACY_MESSAGES as M } from './gaps.messages.js';

const P = '/ClientChangeManagement';
const DECISIONS = ['Pending', 'Accepted', 'Updated', 'NotApplicable'];

interface ChangeRow {
  id: number;
  client_id: number;
  client: string;
  section_id: number;
  law_id: number;
  law_detail_id: number;
  section: string;
  regulator: string;
  regulator_id: number;
  business_line_id: number;
  business_line: string;
  company_process_id: number;
  company_process: string;
  business_law_id: number | null;
  tab_index: number | null;
  requirement_count: number | null;
  status: string;
  change_summary: string;
  total: number;
  undecided: number;
  assigned_user: string | null;
  submitted_by: number | null;
  submitted_by_name: string | null;
}

// $1 the user (a change of one of the user's business lines), $2 the client (null: every client's).
const CHANGE_SELECT = `
  SELECT c.id, c.client_id, client.name AS client, c.section_id, s.law_id, s.law_detail_id, s.section_number || ' ' || s.section_name AS section,
         r.name AS regulator, r.id AS regulator_id, c.business_line_id, line.name AS business_line,
         c.company_process_id, cp.name AS company_process, c.business_law_id, bl.tab_index,
         (SELECT count(*)::int FROM business_law_requirements x WHERE x.business_law_id = bl.id) AS requirement_count,
         c.status, c.change_summary, u.full_name AS assigned_user,
         c.submitted_by, sub.full_name AS submitted_by_name,
         (SELECT count(*)::int FROM ccm_requirement_changes rc WHERE rc.change_id = c.id) AS total,
         (SELECT count(*)::int FROM ccm_requirement_changes rc WHERE rc.change_id = c.id AND rc.decision = 'Pending')
           AS undecided
    FROM ccm_changes c
    JOIN law_sections s ON s.id = c.section_id
    JOIN laws l ON l.id = s.law_id
    JOIN regulators r ON r.id = l.regulator_id
    JOIN business_lines line ON line.id = c.business_line_id
    JOIN company_processes cp ON cp.id = c.company_process_id
    LEFT JOIN business_laws bl ON bl.id = c.business_law_id
    JOIN clients client ON client.id = c.client_id
    LEFT JOIN users u ON u.id = c.assigned_user_id
    LEFT JOIN users sub ON sub.id = c.submitted_by
   WHERE c.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)
     AND ($2::int IS NULL OR c.client_id = $2)`;

const toChange = (row: ChangeRow) => ({
  ChangeId: row.id,
  ClientId: row.client_id,
  ClientName: row.client,
  SectionId: row.section_id,
  LawId: row.law_id,
  LawDetailId: row.law_detail_id,
  Section: row.section,
  Regulator: row.regulator,
  RegulatorId: row.regulator_id,
  BusinessLineId: row.business_line_id,
  BusinessLineName: row.business_line,
  CompanyProcessId: row.company_process_id,
  CompanyProcess: row.company_process,
  BusinessLawId: row.business_law_id,
  TabIndex: row.tab_index,
  BusinessRequirementCount: row.requirement_count,
  Status: row.status,
  ChangeSummary: row.change_summary,
  AssignedUser: row.assigned_user,
  // Who submitted the change (null until it is submitted): they may not accept it themselves.
  SubmittedById: row.submitted_by,
  SubmittedBy: row.submitted_by_name,
  RequirementCount: row.total,
  Undecided: row.undecided,
});

/** The client a caller's lists show: a client's user its own, provider staff the one named (null: every one). */
const listClient = (caller: Caller, request: FastifyRequest) =>
  actingClient(caller, optionalQueryId(request.legacyQuery, 'ClientId'));

/**
 * A change the caller reaches: another client's change (and so its changed requirements and signatures) is 'The
 * record was not found.' for a client's user; provider staff reach every client's; either on the user's lines.
 */
async function loadChange(db: Queryable, caller: Caller, changeId: number): Promise<ChangeRow> {
  const { rows: owner } = await db.query<{ client_id: number }>(
    'SELECT client_id FROM ccm_changes WHERE id = $1',
    [changeId],
  );
  if (owner.length === 0) throw new Refusal(404, M.changeUnknown);
  requireOwn(caller, owner[0].client_id);
  const { rows } = await db.query<ChangeRow>(`${CHANGE_SELECT} AND c.id = $3`, [
    caller.userId,
    null,
    changeId,
  ]);
  if (rows.length === 0) throw new Refusal(404, M.changeUnknown);
  return rows[0];
}

async function requirementChange(db: Queryable, caller: Caller, id: number) {
  const { rows } = await db.query<{ change_id: number }>(
    'SELECT change_id FROM ccm_requirement_changes WHERE id = $1',
    [id],
  );
  if (rows.length === 0) throw new Refusal(404, M.requirementUnknown);
  return loadChange(db, caller, rows[0].change_id);
}

/** A write: edit permission on Assess Change, never the read-only administrator's. */
async function writer(db: Queryable, caller: Caller): Promise<void> {
  await requireEditor(db, caller.userId, ASSESS_CHANGE_ROUTE);
  requireWriter(caller);
}

/**
 * Client change management: changed laws of the user's lines, one change per company process, their changed
 * requirements (current and proposed wording, a decision each), submit and accept, and the requirement mapping
 * (the company processes each requirement is mapped to now, and after the change).
 */
export async function clientChangeRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const user = (request: FastifyRequest) => request.legacyUserId;
  const caller = (request: FastifyRequest) => callerOf(db, request);

  // Every changed law (section and business line) with its changes counted.
  app.get(
    `${P}/GetChangedLaws`,
    respond(async (request) => {
      const lineId = optionalQueryId(request.legacyQuery, 'BusinessLineId');
      const regulatorId = optionalQueryId(request.legacyQuery, 'RegulatorId');
      const clientId = listClient(await caller(request), request);
      const { rows } = await db.query<ChangeRow>(
        `${CHANGE_SELECT} AND ($3::int IS NULL OR c.business_line_id = $3) AND ($4::int IS NULL OR r.id = $4)
         ORDER BY line.name, s.section_number, client.name, cp.name`,
        [user(request), clientId, lineId, regulatorId],
      );
      // One changed law per client, section and business line.
      const laws = new Map<string, ReturnType<typeof toChange> & { Processes: number; Accepted: number }>();
      for (const row of rows) {
        const key = `${row.client_id}:${row.section_id}:${row.business_line_id}`;
        const law = laws.get(key) ?? { ...toChange(row), Processes: 0, Accepted: 0 };
        law.Processes++;
        if (row.status === 'Accepted') law.Accepted++;
        laws.set(key, law);
      }
      return {
        result: [...laws.values()].map((law) => ({
          ClientId: law.ClientId,
          ClientName: law.ClientName,
          SectionId: law.SectionId,
          LawId: law.LawId,
          LawDetailId: law.LawDetailId,
          Section: law.Section,
          Regulator: law.Regulator,
          BusinessLineId: law.BusinessLineId,
          BusinessLineName: law.BusinessLineName,
          ChangeSummary: law.ChangeSummary,
          Processes: law.Processes,
          Accepted: law.Accepted,
        })),
      };
    }),
  );

  app.get(
    `${P}/GetChangedLawCompanyProcessWise`,
    respond(async (request) => {
      const sectionId = queryId(request.legacyQuery, 'SectionId');
      const lineId = queryId(request.legacyQuery, 'BusinessLineId');
      const clientId = listClient(await caller(request), request);
      const { rows } = await db.query<ChangeRow>(
        `${CHANGE_SELECT} AND c.section_id = $3 AND c.business_line_id = $4 ORDER BY client.name, cp.name`,
        [user(request), clientId, sectionId, lineId],
      );
      return { result: rows.map(toChange) };
    }),
  );

  // The user's work queue (changes to assess), and the assess-work queue (submitted changes waiting to be accepted).
  for (const [path, statuses] of [
    ['get-work-queue', ['New', 'InProgress']],
    ['get-assesswork-queue', ['Submitted']],
  ] as const) {
    app.get(
      `${P}/${path}`,
      respond(async (request) => {
        const clientId = listClient(await caller(request), request);
        const { rows } = await db.query<ChangeRow>(
          `${CHANGE_SELECT} AND c.status = ANY($3::text[]) ORDER BY c.updated_at DESC, c.id`,
          [user(request), clientId, statuses],
        );
        return { result: rows.map(toChange) };
      }),
    );
  }

  app.get(
    `${P}/GetChangeManagementFilter`,
    respond(async (request) => {
      const clientId = listClient(await caller(request), request);
      const { rows } = await db.query<ChangeRow>(`${CHANGE_SELECT}`, [user(request), clientId]);
      const unique = (pairs: [number, string][]) =>
        [...new Map(pairs).entries()]
          .map(([Id, Name]) => ({ Id, Name }))
          .sort((a, b) => a.Name.localeCompare(b.Name));
      return {
        result: {
          BusinessLines: unique(rows.map((row) => [row.business_line_id, row.business_line])),
          Regulators: unique(rows.map((row) => [row.regulator_id, row.regulator])),
          Statuses: ['New', 'InProgress', 'Submitted', 'Accepted'],
        },
      };
    }),
  );

  app.get(
    `${P}/GetRequirementCompanyProcessWise`,
    respond(async (request) => {
      const change = await loadChange(db, await caller(request), queryId(request.legacyQuery, 'ChangeId'));
      const { rows } = await db.query<{
        id: number;
        requirement_number: string;
        current_requirement: string | null;
        proposed_requirement: string | null;
        change_status: string;
        decision: string;
        mapping_status: string;
      }>(
        `SELECT id, requirement_number, current_requirement, proposed_requirement, change_status, decision,
                mapping_status
           FROM ccm_requirement_changes WHERE change_id = $1 ORDER BY sort_order, id`,
        [change.id],
      );
      const processes = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM company_processes WHERE business_line_id = $1 ORDER BY name',
        [change.business_line_id],
      );
      return {
        result: {
          Change: toChange(change),
          Requirements: rows.map((row) => ({
            Id: row.id,
            RequirementNumber: row.requirement_number,
            CurrentRequirement: row.current_requirement,
            ProposedRequirement: row.proposed_requirement,
            ChangeStatus: row.change_status,
            Decision: row.decision,
            MappingStatus: row.mapping_status,
          })),
          Processes: processes.rows.map((row) => ({ Id: row.id, Name: row.name })),
        },
      };
    }),
  );

  app.put(
    `${P}/UpdateProposedRequirement`,
    respond(async (request) => {
      await writer(db, await caller(request));
      const body = objectBody(request);
      const id = bodyId(body, 'Id');
      const change = await requirementChange(db, await caller(request), id);
      if (change.status === 'Submitted' || change.status === 'Accepted')
        throw new Refusal(400, M.alreadyAccepted);
      const decision = bodyText(body, 'Decision') || 'Updated';
      if (!DECISIONS.includes(decision)) throw new Refusal(400, M.proposedRequired);
      const text = bodyText(body, 'ProposedRequirement');
      if (decision === 'Updated' && !text) throw new Refusal(400, M.proposedRequired);
      await db.query(
        `UPDATE ccm_requirement_changes SET decision = $2,
                proposed_requirement = CASE WHEN $2 = 'Updated' THEN $3 ELSE proposed_requirement END WHERE id = $1`,
        [id, decision, text.slice(0, 4000)],
      );
      await db.query(
        `UPDATE ccm_changes SET status = 'InProgress', updated_at = now() WHERE id = $1 AND status = 'New'`,
        [change.id],
      );
      return { message: M.proposedUpdated, result: true };
    }),
  );

  app.post(
    `${P}/SubmitChanges`,
    respond(async (request) => {
      await writer(db, await caller(request));
      const change = await loadChange(db, await caller(request), bodyId(objectBody(request), 'ChangeId'));
      if (change.status === 'Submitted' || change.status === 'Accepted')
        throw new Refusal(400, M.alreadyAccepted);
      if (change.undecided > 0) throw new Refusal(400, M.assessAllFirst);
      await db.query(
        `UPDATE ccm_changes SET status = 'Submitted', submitted_by = $2, submitted_at = now(), updated_at = now()
          WHERE id = $1`,
        [change.id, user(request)],
      );
      return { message: M.changesSubmitted, result: true };
    }),
  );

  app.post(
    `${P}/AcceptLaw`,
    respond(async (request) => {
      await writer(db, await caller(request));
      const change = await loadChange(db, await caller(request), bodyId(objectBody(request), 'ChangeId'));
      if (change.status === 'Accepted') throw new Refusal(400, M.alreadyAccepted);
      if (change.undecided > 0) throw new Refusal(400, M.assessAllFirst);
      if (change.status !== 'Submitted') throw new Refusal(400, M.notSubmitted);
      // Separation of duties: whoever submitted the change may not accept it; another user of the client decides.
      if (change.submitted_by === user(request)) throw new OwnershipRefusal(403, M.ownWork);
      await db.query(
        `UPDATE ccm_changes SET status = 'Accepted', accepted_by = $2, accepted_at = now(), updated_at = now()
          WHERE id = $1`,
        [change.id, user(request)],
      );
      return { message: M.accepted, result: true };
    }),
  );

  app.get(
    '/RequirementMapping/GetStatus',
    respond(async (request) => {
      const change = await loadChange(db, await caller(request), queryId(request.legacyQuery, 'ChangeId'));
      const { rows } = await db.query<{ id: number; requirement_number: string; mapping_status: string }>(
        'SELECT id, requirement_number, mapping_status FROM ccm_requirement_changes WHERE change_id = $1 ORDER BY sort_order',
        [change.id],
      );
      return {
        result: rows.map((row) => ({
          RequirementChangeId: row.id,
          RequirementNumber: row.requirement_number,
          MappingStatus: row.mapping_status,
          // A requirement whose mapping differs must be re-mapped.
          RemapRequired: row.mapping_status === 'Remap',
        })),
      };
    }),
  );

  for (const [path, kind] of [
    ['GetCurrentSignatures', 'Current'],
    ['GetUpdatedSignatures', 'Updated'],
  ] as const) {
    app.get(
      `/RequirementMapping/${path}`,
      respond(async (request) => {
        const id = queryId(request.legacyQuery, 'RequirementChangeId');
        await requirementChange(db, await caller(request), id);
        const { rows } = await db.query<{ id: number; name: string }>(
          `SELECT cp.id, cp.name FROM ccm_requirement_signatures s JOIN company_processes cp ON cp.id = s.company_process_id
            WHERE s.requirement_change_id = $1 AND s.kind = $2 ORDER BY cp.name`,
          [id, kind],
        );
        return { result: rows.map((row) => ({ CompanyProcessId: row.id, CompanyProcess: row.name })) };
      }),
    );
  }

  // Saves (IsSubmit false) or submits the updated signature: the company processes the requirement maps to after
  // the change, all of the change's business line.
  app.post(
    '/RequirementMapping/SaveSubmitMapping',
    respond(async (request) => {
      await writer(db, await caller(request));
      const body = objectBody(request);
      const id = bodyId(body, 'RequirementChangeId');
      const change = await requirementChange(db, await caller(request), id);
      const processIds = bodyIdList(body, 'CompanyProcessIds');
      const submit = bodyFlag(body, 'IsSubmit');
      if (processIds.length === 0 && (submit || bodyValue(body, 'CompanyProcessIds') !== undefined))
        throw new Refusal(400, M.signatureRequired);
      const { rows } = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM company_processes WHERE business_line_id = $1 AND id = ANY($2::int[])',
        [change.business_line_id, processIds],
      );
      if (rows[0].count !== processIds.length) throw new Refusal(400, M.processNotOfLine);
      await db.transaction(async (tx) => {
        await tx.query(
          `DELETE FROM ccm_requirement_signatures WHERE requirement_change_id = $1 AND kind = 'Updated'`,
          [id],
        );
        await tx.query(
          `INSERT INTO ccm_requirement_signatures (requirement_change_id, company_process_id, kind)
           SELECT $1, unnest($2::int[]), 'Updated'`,
          [id, processIds],
        );
        await tx.query('UPDATE ccm_requirement_changes SET mapping_status = $2 WHERE id = $1', [
          id,
          submit ? 'Submitted' : 'Draft',
        ]);
      });
      return { message: submit ? M.mappingSubmittedForReview : M.mappingSaved, result: true };
    }),
  );
}
