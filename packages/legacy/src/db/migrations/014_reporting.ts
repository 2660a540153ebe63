import type { Migration } from './types.js';

/**
 * Reporting: the reporting mart behind the canned reports that have no home elsewhere in the catalogue (the gap
 * register and the risk ratings of business laws), the embedded dashboards each screen shows and the report
 * tool's client of each user, the reporting errors the browser submits, and the views of the stand-in report
 * tool (what each view's active sheet holds, so its client-id filter can be checked).
 */
export const reporting: Migration = {
  version: 14,
  name: 'reporting',
  sql: /* sql */ `
CREATE TABLE IF NOT EXISTS clients (
  id        serial PRIMARY KEY,
  name      text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true
);

-- Gaps found in a business line's compliance with a requirement, and how far their remediation is.
CREATE TABLE reporting_gaps (
  id               serial PRIMARY KEY,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  requirement_id   integer NOT NULL REFERENCES requirements (id) ON DELETE CASCADE,
  description      text NOT NULL,
  -- High, Medium, Low
  severity         text NOT NULL CHECK (severity IN ('High', 'Medium', 'Low')),
  -- Open, In Progress, Closed
  status           text NOT NULL CHECK (status IN ('Open', 'In Progress', 'Closed')),
  owner            text NOT NULL,
  identified_on    date NOT NULL,
  target_date      date,
  closed_on        date
);
CREATE INDEX reporting_gaps_line_idx ON reporting_gaps (business_line_id);

-- The risk rating of a law section for a business line: inherent (before controls) and residual (after).
CREATE TABLE reporting_risk_ratings (
  section_id       integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  likelihood       smallint NOT NULL CHECK (likelihood BETWEEN 1 AND 5),
  impact           smallint NOT NULL CHECK (impact BETWEEN 1 AND 5),
  inherent_risk    text NOT NULL CHECK (inherent_risk IN ('High', 'Medium', 'Low')),
  residual_risk    text NOT NULL CHECK (residual_risk IN ('High', 'Medium', 'Low')),
  rated_on         date NOT NULL,
  PRIMARY KEY (section_id, business_line_id)
);

-- The report tool's client of a user: the client whose data the user's embedded reports must show.
CREATE TABLE reporting_user_clients (
  user_id   integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE
);

-- An embedded dashboard: which screen shows it (reports, cra, compliance-testing) and the report tool's view.
CREATE TABLE reporting_dashboards (
  id          serial PRIMARY KEY,
  screen      text NOT NULL CHECK (screen IN ('reports', 'cra', 'compliance-testing')),
  name        text NOT NULL,
  workbook    text NOT NULL,
  view        text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  UNIQUE (screen, name)
);

-- Reporting errors the browser posted (submit-tableau-error).
CREATE TABLE reporting_errors (
  id           serial PRIMARY KEY,
  user_id      integer REFERENCES users (id) ON DELETE SET NULL,
  report_name  text NOT NULL,
  error_code   text NOT NULL,
  client_name  text,
  description  text,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- The stand-in report tool's views. client_info says what the view's 'Client Info' worksheet holds: the viewer's
-- client id (client), another client's id (other-client), no value (no-value), no 'Client Id' filter
-- (no-filter) or no such worksheet at all (missing); fails makes the view answer a load error.
CREATE TABLE report_tool_views (
  workbook    text NOT NULL,
  view        text NOT NULL,
  title       text NOT NULL,
  sheet_type  text NOT NULL DEFAULT 'dashboard' CHECK (sheet_type IN ('dashboard', 'story')),
  -- what the view draws: gaps, risk, implementation, cra, compliance-testing
  content     text NOT NULL,
  client_info text NOT NULL DEFAULT 'client'
                CHECK (client_info IN ('client', 'other-client', 'no-value', 'no-filter', 'missing')),
  fails       boolean NOT NULL DEFAULT false,
  PRIMARY KEY (workbook, view)
);
`,
};
