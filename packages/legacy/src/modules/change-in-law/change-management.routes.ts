import type { FastifyInstance } from 'fastify';
import type { LegacyContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { bodyValue, isPlainObject, parseId } from '../../http/params.js';
import { Refusal, answer } from '../catalogue/http.js';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.js';
import type { ChangeDecision } from './change-in-law.repository.js';

const MAX_PAGE_SIZE = 200;
const DEFAULT_PAGE_SIZE = 25;
const SEARCH_MAX = 200;

/** One row of the change-management work queue: a change in law for one of the user's business lines. */
export interface ChangedLawQueueRowDto {
  changeLawId: number;
  lawId: number;
  sectionId: number;
  lawDetailId: number;
  regulatorId: number;
  regulator: string;
  section: string;
  level1: string;
  changeTypeId: number;
  changeType: string;
  statusId: number;
  status: string;
  effectiveDate: string | null;
  summary: string;
  businessLineId: number;
  businessLineName: string;
  requirementCount: number;
  changedCount: number;
  isEdited: boolean;
  isSubmitted: boolean;
  decision: ChangeDecision | null;
  decidedBy: string | null;
  decidedAt: string | null;
  /** The change-management step the line is at: 1 map business requirements, 2 confirm law requirements. */
  tabIndex: number;
}

export interface ChangedLawQueueDto {
  rows: ChangedLawQueueRowDto[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  /** What the filters offer: the regulators and change types of the user's whole queue. */
  regulators: { id: number; name: string }[];
  changeTypes: { id: number; name: string }[];
}

export interface ChangedLawQueueFilter {
  search: string;
  regulatorId: number | null;
  changeTypeId: number | null;
  statusId: number | null;
  pageNumber: number;
  pageSize: number;
}

/**
 * Every change in law of a section mapped to (or with updated requirements for) one of the user's business lines,
 * one row per change and line. Submitted proposals, decided lines and decommissioned sections are at step 2.
 */
const QUEUE = `
  WITH lines AS (
    SELECT cr.law_change_id, cr.business_line_id FROM change_requirements cr
    UNION
    SELECT c.id, sbl.business_line_id FROM law_changes c JOIN section_business_lines sbl ON sbl.section_id = c.section_id
  ), queue AS (
    SELECT c.id AS "changeLawId", s.law_id AS "lawId", s.id AS "sectionId", s.law_detail_id AS "lawDetailId",
           r.id AS "regulatorId", r.name AS regulator, s.section_number || ' ' || s.section_name AS section,
           coalesce(ld.level1, '') AS level1,
           ct.id AS "changeTypeId", ct.filter_description AS "changeType",
           st.id AS "statusId", st.name AS status, c.effective_date::text AS "effectiveDate", c.summary,
           bl.id AS "businessLineId", bl.name AS "businessLineName", bl.sort_order AS line_order,
           count(cr.id)::int AS "requirementCount",
           count(cr.id) FILTER (WHERE cr.change_status <> 'No Change')::int AS "changedCount",
           coalesce(bool_or(cr.is_edited), false) AS "isEdited",
           (count(cr.id) > 0 AND bool_and(cr.is_submitted)) AS "isSubmitted",
           d.decision, u.full_name AS "decidedBy",
           to_char(d.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "decidedAt"
      FROM lines x
      JOIN user_business_lines ubl ON ubl.business_line_id = x.business_line_id AND ubl.user_id = $1
      JOIN business_lines bl ON bl.id = x.business_line_id
      JOIN law_changes c ON c.id = x.law_change_id
      JOIN law_sections s ON s.id = c.section_id
      JOIN laws l ON l.id = s.law_id
      JOIN law_details ld ON ld.id = s.law_detail_id
      JOIN regulators r ON r.id = l.regulator_id
      JOIN law_statuses st ON st.id = c.status_id
      JOIN change_types ct ON ct.id = c.change_type_id
      LEFT JOIN change_requirements cr ON cr.law_change_id = c.id AND cr.business_line_id = bl.id
      LEFT JOIN change_decisions d ON d.law_change_id = c.id AND d.business_line_id = bl.id
      LEFT JOIN users u ON u.id = d.decided_by
     GROUP BY c.id, s.id, ld.level1, r.id, ct.id, st.id, bl.id, d.decision, u.full_name, d.decided_at
  )`;

const FILTERED = `
  SELECT * FROM queue
   WHERE ($2::int IS NULL OR "regulatorId" = $2)
     AND ($3::int IS NULL OR "changeTypeId" = $3)
     AND ($4::int IS NULL OR "statusId" = $4)
     AND ($5 = '' OR strpos(lower(regulator || ' ' || section || ' ' || level1 || ' ' || summary || ' ' ||
                                  "businessLineName" || ' ' || "changeType" || ' ' || status), lower($5)) > 0)`;

type QueueRow = Omit<ChangedLawQueueRowDto, 'tabIndex'> & { total: number; line_order: number };

/** The step a line is at: decided, submitted or decommissioned changes wait for confirmation. */
export function queueStep(row: { decision: string | null; isSubmitted: boolean; status: string }): number {
  return row.decision !== null || row.isSubmitted || row.status === 'Decommissioned' ? 2 : 1;
}

export async function loadChangedLawQueue(
  db: Queryable,
  userId: number,
  filter: ChangedLawQueueFilter,
): Promise<ChangedLawQueueDto> {
  const params = [userId, filter.regulatorId, filter.changeTypeId, filter.statusId, filter.search];
  const offset = (filter.pageNumber - 1) * filter.pageSize;
  // Undecided lines first (the work), then the latest effective date.
  const { rows } = await db.query<QueueRow>(
    `${QUEUE} SELECT *, count(*) OVER ()::int AS total FROM (${FILTERED}) f
      ORDER BY (decision IS NOT NULL), "effectiveDate" DESC NULLS LAST, regulator, section, line_order, "businessLineId"
      LIMIT $6 OFFSET $7`,
    [...params, filter.pageSize, offset],
  );
  const { rows: options } = await db.query<{ kind: string; id: number; name: string }>(
    `${QUEUE} SELECT DISTINCT 'regulator' AS kind, "regulatorId" AS id, regulator AS name FROM queue
      UNION SELECT DISTINCT 'changeType', "changeTypeId", "changeType" FROM queue
      ORDER BY kind, name`,
    [userId],
  );
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const { rows: counted } = await db.query<{ total: number }>(
      `${QUEUE} SELECT count(*)::int AS total FROM (${FILTERED}) f`,
      params,
    );
    totalCount = counted[0]?.total ?? 0;
  }
  return {
    rows: rows.map(({ total: _total, line_order: _order, ...row }) => ({
      ...row,
      tabIndex: queueStep(row),
    })),
    totalCount,
    pageNumber: filter.pageNumber,
    pageSize: filter.pageSize,
    regulators: options.filter((row) => row.kind === 'regulator').map(({ id, name }) => ({ id, name })),
    changeTypes: options.filter((row) => row.kind === 'changeType').map(({ id, name }) => ({ id, name })),
  };
}

/**
 * The change-management inbox count (the /change-management/newLaw menu entry) of every user of the business line
 * who has one (every user when no line is given): their lines' changes in law still without a decision. Called
 * after a decision, and by the seed.
 */
export async function refreshChangeInboxCounts(tx: Queryable, businessLineId: number | null): Promise<void> {
  const { rows: users } = await tx.query<{ user_id: number; menu_item_id: number }>(
    `SELECT ic.user_id, ic.menu_item_id FROM inbox_counts ic
       JOIN menu_items m ON m.id = ic.menu_item_id AND m.router_link = '/change-management/newLaw'
      WHERE $1::int IS NULL
         OR EXISTS (SELECT 1 FROM user_business_lines ubl WHERE ubl.user_id = ic.user_id AND ubl.business_line_id = $1)`,
    [businessLineId],
  );
  for (const user of users) {
    await tx.query(
      `${QUEUE} UPDATE inbox_counts SET count = (SELECT count(*)::int FROM queue WHERE decision IS NULL)
        WHERE user_id = $1 AND menu_item_id = $2`,
      [user.user_id, user.menu_item_id],
    );
  }
}

function optionalBodyId(body: Record<string, unknown>, name: string): number | null {
  const raw = bodyValue(body, name);
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return null;
  const id = parseId(raw);
  if (id === null) throw new Refusal(400, CATALOGUE_MESSAGES.idInvalid(name));
  return id;
}

function queueFilter(body: unknown): ChangedLawQueueFilter {
  const source = isPlainObject(body) ? body : {};
  const rawSearch = bodyValue(source, 'search');
  if (rawSearch !== undefined && rawSearch !== null && typeof rawSearch !== 'string') {
    throw new Refusal(400, CATALOGUE_MESSAGES.textInvalid('search'));
  }
  const search = (rawSearch ?? '').trim().slice(0, SEARCH_MAX);
  const pageNumber = optionalBodyId(source, 'pageNumber') ?? 1;
  const pageSize = optionalBodyId(source, 'pageSize') ?? DEFAULT_PAGE_SIZE;
  if (pageSize > MAX_PAGE_SIZE) throw new Refusal(400, `pageSize must be from 1 to ${MAX_PAGE_SIZE}.`);
  return {
    search,
    regulatorId: optionalBodyId(source, 'regulatorId'),
    changeTypeId: optionalBodyId(source, 'changeTypeId'),
    statusId: optionalBodyId(source, 'statusId'),
    pageNumber,
    pageSize,
  };
}

/**
 * Change management's work queue (ChangeInLaw get-dashboard-regulator-list and its ClientChange
 * Management twin GetChangedLaws): the changes in law (changed, new and decommissioned sections) for the user's
 * business lines, one row per change and line with its decision state, filtered and paged.
 */
export async function changeManagementRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const list = answer(async (request) =>
    loadChangedLawQueue(db, request.legacyUserId, queueFilter(request.body)),
  );
  app.post('/ChangeInLaw/get-dashboard-regulator-list', list);
  app.post('/ClientChangeManagement/GetChangedLaws', list);
  app.post(
    '/ChangeInLaw/get-dashboard-regulator-count',
    answer(async (request) => {
      const filter = queueFilter(request.body);
      const { totalCount } = await loadChangedLawQueue(db, request.legacyUserId, {
        ...filter,
        pageSize: 1,
        pageNumber: 1,
      });
      return { totalCount };
    }),
  );
}
