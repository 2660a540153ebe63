import type { Queryable } from '../../db/db.js';

/** Rows of a canned report: flat objects whose keys are the catalogue's PascalCase column names. */
export type CannedRow = Record<string, string | number | boolean | null>;

/**
 * The filters a canned report takes; each is optional, and every report is limited to the user's lines and to the
 * client it acts for.
 */
export interface CannedFilters {
  /** The client whose rows the report shows: a client's user's own; null (provider staff only) every client's. */
  clientId: number | null;
  businessLineId: number | null;
  regulatorId: number | null;
  /** Gap severity, or a risk level (residual) for the risk report. */
  level: string | null;
  /** Gap status. */
  status: string | null;
  /** Impact report: change type. */
  changeTypeId: number | null;
  /** Inclusive date range (yyyy-mm-dd): identified on (gaps), effective date (impact), rated on (risk). */
  fromDate: string | null;
  toDate: string | null;
  /** Artifact type. */
  artifactType: string | null;
}

const LINES = `SELECT business_line_id FROM user_business_lines WHERE user_id = $1`;

/** SQL: the client of the business law `alias` (the client whose work it is). */
export const businessLawClient = (alias: string) => `${alias}.client_id`;

/** SQL: the client column `column` is the client at `$n`, or any client when that parameter is null. */
const ofClient = (column: string, n: number) => `($${n}::int IS NULL OR ${column} = $${n})`;

/** report-gap: the gap register of the user's business lines. */
export async function gapReport(db: Queryable, userId: number, f: CannedFilters): Promise<CannedRow[]> {
  const { rows } = await db.query<CannedRow>(
    `SELECT g.id AS "GapId", g.client_id AS "ClientId", c.name AS "Client", bl.id AS "BusinessLineId", bl.name AS "BusinessLine", r.id AS "RegulatorId",
            r.name AS "Regulator", l.citation AS "Citation", s.section_number AS "Section",
            rq.requirement_number AS "RequirementNumber", rq.requirement_text AS "Requirement",
            g.description AS "Description", g.severity AS "Severity", g.status AS "Status", g.owner AS "Owner",
            g.identified_on::text AS "IdentifiedOn", g.target_date::text AS "TargetDate",
            g.closed_on::text AS "ClosedOn",
            (g.status <> 'Closed' AND g.target_date IS NOT NULL AND g.target_date < current_date) AS "IsOverdue"
       FROM reporting_gaps g
       JOIN clients c ON c.id = g.client_id
       JOIN business_lines bl ON bl.id = g.business_line_id
       JOIN requirements rq ON rq.id = g.requirement_id
       JOIN law_sections s ON s.id = rq.section_id
       JOIN laws l ON l.id = s.law_id
       JOIN regulators r ON r.id = l.regulator_id
      WHERE g.business_line_id IN (${LINES})
        AND ($2::int IS NULL OR g.business_line_id = $2)
        AND ($3::int IS NULL OR r.id = $3)
        AND ($4::text IS NULL OR g.severity = $4)
        AND ($5::text IS NULL OR g.status = $5)
        AND ($6::date IS NULL OR g.identified_on >= $6)
        AND ($7::date IS NULL OR g.identified_on <= $7)
        AND ${ofClient('g.client_id', 8)}
      ORDER BY g.identified_on DESC, g.id`,
    [userId, f.businessLineId, f.regulatorId, f.level, f.status, f.fromDate, f.toDate, f.clientId],
  );
  return rows;
}

/** report-risk: the risk ratings of law sections for the user's business lines. */
export async function riskReport(db: Queryable, userId: number, f: CannedFilters): Promise<CannedRow[]> {
  const { rows } = await db.query<CannedRow>(
    `SELECT rr.client_id AS "ClientId", c.name AS "Client", bl.id AS "BusinessLineId", bl.name AS "BusinessLine",
            r.id AS "RegulatorId", r.name AS "Regulator",
            l.citation AS "Citation", s.section_number AS "Section", s.section_name AS "SectionName",
            rr.likelihood AS "Likelihood", rr.impact AS "Impact", rr.inherent_risk AS "InherentRisk",
            rr.residual_risk AS "ResidualRisk", rr.rated_on::text AS "RatedOn"
       FROM reporting_risk_ratings rr
       JOIN clients c ON c.id = rr.client_id
       JOIN business_lines bl ON bl.id = rr.business_line_id
       JOIN law_sections s ON s.id = rr.section_id
       JOIN laws l ON l.id = s.law_id
       JOIN regulators r ON r.id = l.regulator_id
      WHERE rr.business_line_id IN (${LINES})
        AND ($2::int IS NULL OR rr.business_line_id = $2)
        AND ($3::int IS NULL OR r.id = $3)
        AND ($4::text IS NULL OR rr.residual_risk = $4)
        AND ($5::date IS NULL OR rr.rated_on >= $5)
        AND ($6::date IS NULL OR rr.rated_on <= $6)
        AND ${ofClient('rr.client_id', 7)}
      ORDER BY rr.likelihood * rr.impact DESC, lower(r.name), s.sort_order, s.id, bl.id, c.id`,
    [userId, f.businessLineId, f.regulatorId, f.level, f.fromDate, f.toDate, f.clientId],
  );
  return rows;
}

/** report-impact: changes in law on sections of the user's lines, and what each touches there. */
export async function impactReport(db: Queryable, userId: number, f: CannedFilters): Promise<CannedRow[]> {
  const { rows } = await db.query<CannedRow>(
    `SELECT c.id AS "ChangeId", r.id AS "RegulatorId", r.name AS "Regulator", l.citation AS "Citation",
            s.section_number AS "Section", s.section_name AS "SectionName", ct.id AS "ChangeTypeId",
            ct.filter_description AS "ChangeType", st.name AS "Status", c.effective_date::text AS "EffectiveDate",
            c.summary AS "Summary",
            (SELECT count(*)::int FROM section_business_lines x
              WHERE x.section_id = c.section_id AND x.business_line_id IN (${LINES})
                AND ($2::int IS NULL OR x.business_line_id = $2)) AS "BusinessLines",
            (SELECT count(*)::int FROM requirements rq
              WHERE rq.section_id = c.section_id AND rq.requirement_type_id = 2
                AND rq.business_line_id IN (${LINES})
                AND ($2::int IS NULL OR rq.business_line_id = $2)) AS "Requirements",
            (SELECT count(*)::int FROM business_laws b
              WHERE b.section_id = c.section_id AND b.business_line_id IN (${LINES})
                AND ($2::int IS NULL OR b.business_line_id = $2)
                AND ${ofClient(businessLawClient('b'), 7)}) AS "BusinessLaws"
       FROM law_changes c
       JOIN law_sections s ON s.id = c.section_id
       JOIN laws l ON l.id = s.law_id AND NOT l.is_generated
       JOIN regulators r ON r.id = l.regulator_id
       JOIN change_types ct ON ct.id = c.change_type_id
       JOIN law_statuses st ON st.id = c.status_id
      WHERE EXISTS (SELECT 1 FROM section_business_lines x
                     WHERE x.section_id = c.section_id AND x.business_line_id IN (${LINES})
                       AND ($2::int IS NULL OR x.business_line_id = $2))
        AND ($3::int IS NULL OR r.id = $3)
        AND ($4::int IS NULL OR ct.id = $4)
        AND ($5::date IS NULL OR c.effective_date >= $5)
        AND ($6::date IS NULL OR c.effective_date <= $6)
      ORDER BY c.effective_date DESC NULLS LAST, lower(r.name), s.sort_order, c.id`,
    [userId, f.businessLineId, f.regulatorId, f.changeTypeId, f.fromDate, f.toDate, f.clientId],
  );
  return rows;
}

/** report-dashboard: how far the business has implemented its laws, per business line and status. */
export async function implementationReport(
  db: Queryable,
  userId: number,
  f: CannedFilters,
): Promise<CannedRow[]> {
  const { rows } = await db.query<CannedRow>(
    `SELECT bl.id AS "BusinessLineId", bl.name AS "BusinessLine",
            count(*) FILTER (WHERE b.status = 'Open')::int AS "Open",
            count(*) FILTER (WHERE b.status = 'Draft')::int AS "Draft",
            count(*) FILTER (WHERE b.status = 'Submitted')::int AS "Submitted",
            count(*) FILTER (WHERE b.status = 'SentBack')::int AS "SentBack",
            count(*) FILTER (WHERE b.status = 'Approved')::int AS "Approved",
            count(*) FILTER (WHERE b.status = 'NotApplicable')::int AS "NotApplicable",
            count(b.id)::int AS "Total"
       FROM business_lines bl
       LEFT JOIN business_laws b ON b.business_line_id = bl.id
        AND ${ofClient(businessLawClient('b'), 4)}
        AND ($3::int IS NULL OR EXISTS (SELECT 1 FROM law_sections s JOIN laws l ON l.id = s.law_id
                                         WHERE s.id = b.section_id AND l.regulator_id = $3))
      WHERE bl.id IN (${LINES}) AND ($2::int IS NULL OR bl.id = $2)
      GROUP BY bl.id, bl.name
      ORDER BY lower(bl.name), bl.id`,
    [userId, f.businessLineId, f.regulatorId, f.clientId],
  );
  return rows;
}

/** report-artifact-type: the artifacts of each type per business line, and what they are mapped to. */
export async function artifactTypeReport(
  db: Queryable,
  userId: number,
  f: CannedFilters,
): Promise<CannedRow[]> {
  const { rows } = await db.query<CannedRow>(
    `SELECT bl.id AS "BusinessLineId", bl.name AS "BusinessLine", a.artifact_type AS "ArtifactType",
            count(DISTINCT a.id)::int AS "Artifacts",
            count(DISTINCT (m.business_law_id, m.requirement_id))::int AS "MappedRequirements",
            count(DISTINCT m.business_law_id)::int AS "Laws"
       FROM business_artifacts a
       JOIN business_lines bl ON bl.id = a.business_line_id
       LEFT JOIN business_artifact_mappings m ON m.artifact_id = a.id
        AND EXISTS (SELECT 1 FROM business_laws b WHERE b.id = m.business_law_id
                     AND ${ofClient(businessLawClient('b'), 4)})
      WHERE a.business_line_id IN (${LINES})
        AND ($2::int IS NULL OR a.business_line_id = $2)
        AND ($3::text IS NULL OR a.artifact_type = $3)
      GROUP BY bl.id, bl.name, a.artifact_type
      ORDER BY lower(bl.name), bl.id, a.artifact_type`,
    [userId, f.businessLineId, f.artifactType, f.clientId],
  );
  return rows;
}

export interface DashboardDto {
  Id: number;
  Name: string;
  Workbook: string;
  View: string;
  Screen: string;
}

/** The embedded dashboards of a screen, in order. */
export async function dashboards(db: Queryable, screen: string): Promise<DashboardDto[]> {
  const { rows } = await db.query<DashboardDto>(
    `SELECT id AS "Id", name AS "Name", workbook AS "Workbook", view AS "View", screen AS "Screen"
       FROM reporting_dashboards WHERE screen = $1 ORDER BY sort_order, id`,
    [screen],
  );
  return rows;
}

/** A client by id (the client a report acts for), or null when there is none. */
export async function reportClient(
  db: Queryable,
  clientId: number | null,
): Promise<{ ClientId: number; ClientName: string } | null> {
  if (clientId === null) return null;
  const { rows } = await db.query<{ ClientId: number; ClientName: string }>(
    `SELECT c.id AS "ClientId", c.name AS "ClientName" FROM clients c WHERE c.id = $1`,
    [clientId],
  );
  return rows[0] ?? null;
}

/** The clients a user may look at in reports: a client's user its own (`clientId`); provider staff (null) every one. */
export async function reportClients(
  db: Queryable,
  clientId: number | null,
): Promise<{ ClientId: number; ClientName: string }[]> {
  const { rows } = await db.query<{ ClientId: number; ClientName: string }>(
    `SELECT c.id AS "ClientId", c.name AS "ClientName" FROM clients c
      WHERE ($1::int IS NULL OR c.id = $1) ORDER BY lower(c.name), c.id`,
    [clientId],
  );
  return rows;
}

export async function recordReportError(
  db: Queryable,
  userId: number,
  error: {
    reportName: string;
    errorCode: string;
    clientId: number | null;
    clientName: string | null;
    description: string | null;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO reporting_errors (user_id, report_name, error_code, client_id, client_name, description)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [userId, error.reportName, error.errorCode, error.clientId, error.clientName, error.description],
  );
  return rows[0].id;
}

export interface ReportToolView {
  workbook: string;
  view: string;
  title: string;
  sheet_type: 'dashboard' | 'story';
  content: string;
  client_info: 'client' | 'other-client' | 'no-value' | 'no-filter' | 'missing';
  fails: boolean;
}

export async function reportToolView(
  db: Queryable,
  workbook: string,
  view: string,
): Promise<ReportToolView | null> {
  const { rows } = await db.query<ReportToolView>(
    'SELECT * FROM report_tool_views WHERE lower(workbook) = lower($1) AND lower(view) = lower($2)',
    [workbook, view],
  );
  return rows[0] ?? null;
}

/**
 * The figures a stand-in view draws for a user and the client it shows: a label and a count per row, over the
 * user's lines and that client's rows only (no client: nothing of any client's).
 */
export async function viewFigures(
  db: Queryable,
  userId: number,
  clientId: number | null,
  content: string,
): Promise<{ label: string; value: number }[]> {
  const sql: Record<string, string> = {
    gaps: `SELECT g.status AS label, count(*)::int AS value FROM reporting_gaps g
            WHERE g.business_line_id IN (${LINES}) AND g.client_id = $2 GROUP BY g.status ORDER BY g.status`,
    risk: `SELECT rr.residual_risk AS label, count(*)::int AS value FROM reporting_risk_ratings rr
            WHERE rr.business_line_id IN (${LINES}) AND rr.client_id = $2
            GROUP BY rr.residual_risk ORDER BY rr.residual_risk`,
    implementation: `SELECT b.status AS label, count(*)::int AS value FROM business_laws b
            WHERE b.business_line_id IN (${LINES}) AND ${businessLawClient('b')} = $2
            GROUP BY b.status ORDER BY b.status`,
    cra: `SELECT bl.name AS label, count(s.section_id)::int AS value FROM business_lines bl
            LEFT JOIN section_business_lines s ON s.business_line_id = bl.id
            WHERE bl.id IN (${LINES}) AND $2::int IS NOT NULL GROUP BY bl.name ORDER BY bl.name`,
    'compliance-testing': `SELECT g.severity AS label, count(*)::int AS value FROM reporting_gaps g
            WHERE g.business_line_id IN (${LINES}) AND g.client_id = $2 AND g.status <> 'Closed'
            GROUP BY g.severity ORDER BY g.severity`,
  };
  const query = sql[content] ?? sql.implementation!;
  const { rows } = await db.query<{ label: string; value: number }>(query, [userId, clientId]);
  return rows;
}
