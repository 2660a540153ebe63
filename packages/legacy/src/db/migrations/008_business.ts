import type { Migration } from './types.js';

/**
 * The business module: a law section for a business line as the business sees it (validated against company
 * processes or declared not applicable), its requirements mapped to artifacts, the assessment answers and question
 * files, the approver's decisions per requirement, gaps with their target dates, and each user's dashboard toggle.
 */
export const business: Migration = {
  version: 8,
  name: 'business',
  sql: /* sql */ `
CREATE TABLE business_laws (
  id                   serial PRIMARY KEY,
  section_id           integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  business_line_id     integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  -- the law's business contact, who validates, maps, assesses and submits
  business_user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the second business user, who approves or sends back each requirement
  approver_user_id     integer REFERENCES users (id) ON DELETE SET NULL,
  -- 1 validate, 3 map artifacts, 4 assess, 5 waiting for approval, 7 approved
  tab_index            smallint NOT NULL DEFAULT 1 CHECK (tab_index IN (1, 3, 4, 5, 7)),
  -- Open, Draft, Submitted, SentBack, Approved, NotApplicable
  status               text NOT NULL DEFAULT 'Open'
                         CHECK (status IN ('Open', 'Draft', 'Submitted', 'SentBack', 'Approved', 'NotApplicable')),
  -- the law changed since the business last worked it (the dashboard's 'changed law' column)
  is_changed_law       boolean NOT NULL DEFAULT false,
  not_applicable_comment text,
  -- null: waiting for the approver; true approved; false rejected (the law is open again)
  not_applicable_approved boolean,
  not_applicable_by    integer REFERENCES users (id) ON DELETE SET NULL,
  not_applicable_at    timestamptz,
  validated_at         timestamptz,
  submitted_at         timestamptz,
  approved_at          timestamptz,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  version              integer NOT NULL DEFAULT 1,
  UNIQUE (section_id, business_line_id)
);
CREATE INDEX business_laws_user_idx ON business_laws (business_user_id, status);
CREATE INDEX business_laws_approver_idx ON business_laws (approver_user_id, status);
CREATE INDEX business_laws_line_idx ON business_laws (business_line_id);

-- The company processes a law was validated for (or declared not applicable to).
CREATE TABLE business_law_processes (
  business_law_id    integer NOT NULL REFERENCES business_laws (id) ON DELETE CASCADE,
  company_process_id integer NOT NULL REFERENCES company_processes (id) ON DELETE CASCADE,
  PRIMARY KEY (business_law_id, company_process_id)
);

-- The company's artifacts (policies, procedures, controls, systems) a requirement can be met by.
CREATE TABLE business_artifacts (
  id               serial PRIMARY KEY,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  name             text NOT NULL,
  artifact_type    text NOT NULL,
  UNIQUE (business_line_id, name)
);

-- One requirement of a business law: its assessment status, the approver's comment and the dates.
CREATE TABLE business_law_requirements (
  business_law_id        integer NOT NULL REFERENCES business_laws (id) ON DELETE CASCADE,
  requirement_id         integer NOT NULL REFERENCES requirements (id) ON DELETE CASCADE,
  -- Open, Draft, Submitted, Approved, SentBack
  status                 text NOT NULL DEFAULT 'Open'
                           CHECK (status IN ('Open', 'Draft', 'Submitted', 'Approved', 'SentBack')),
  -- the business met this requirement with no artifact (it is then a gap)
  no_artifact            boolean NOT NULL DEFAULT false,
  -- the legal requirement was removed after the business mapped it
  is_decommissioned      boolean NOT NULL DEFAULT false,
  is_gap                 boolean NOT NULL DEFAULT false,
  approver_comment       text,
  target_completion_date date,
  actual_completion_date date,
  PRIMARY KEY (business_law_id, requirement_id)
);

CREATE TABLE business_artifact_mappings (
  business_law_id integer NOT NULL,
  requirement_id  integer NOT NULL,
  artifact_id     integer NOT NULL REFERENCES business_artifacts (id) ON DELETE CASCADE,
  PRIMARY KEY (business_law_id, requirement_id, artifact_id),
  FOREIGN KEY (business_law_id, requirement_id)
    REFERENCES business_law_requirements (business_law_id, requirement_id) ON DELETE CASCADE
);

-- The assessment questionnaire asked of every mapped artifact.
CREATE TABLE business_questions (
  id            serial PRIMARY KEY,
  question      text NOT NULL,
  -- Options (one of options), Comment, Calendar Field, Add attachment
  question_type text NOT NULL,
  options       text[] NOT NULL DEFAULT '{}',
  is_required   boolean NOT NULL DEFAULT false,
  -- an Options answer among these makes the requirement a gap
  gap_answers   text[] NOT NULL DEFAULT '{}',
  sort_order    integer NOT NULL DEFAULT 0
);

CREATE TABLE business_answers (
  business_law_id integer NOT NULL,
  requirement_id  integer NOT NULL,
  artifact_id     integer NOT NULL REFERENCES business_artifacts (id) ON DELETE CASCADE,
  question_id     integer NOT NULL REFERENCES business_questions (id) ON DELETE CASCADE,
  answer          text NOT NULL,
  answered_by     integer REFERENCES users (id) ON DELETE SET NULL,
  answered_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_law_id, requirement_id, artifact_id, question_id),
  FOREIGN KEY (business_law_id, requirement_id)
    REFERENCES business_law_requirements (business_law_id, requirement_id) ON DELETE CASCADE
);

CREATE TABLE business_question_files (
  id              serial PRIMARY KEY,
  business_law_id integer NOT NULL,
  requirement_id  integer NOT NULL,
  artifact_id     integer NOT NULL REFERENCES business_artifacts (id) ON DELETE CASCADE,
  question_id     integer NOT NULL REFERENCES business_questions (id) ON DELETE CASCADE,
  file_name       text NOT NULL,
  content_type    text NOT NULL,
  size            integer NOT NULL,
  content         bytea NOT NULL,
  uploaded_by     integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at     timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (business_law_id, requirement_id)
    REFERENCES business_law_requirements (business_law_id, requirement_id) ON DELETE CASCADE
);
CREATE INDEX business_question_files_law_idx ON business_question_files (business_law_id, requirement_id);

-- Who did what on a business law, in order.
CREATE TABLE business_law_events (
  id              serial PRIMARY KEY,
  business_law_id integer NOT NULL REFERENCES business_laws (id) ON DELETE CASCADE,
  user_id         integer REFERENCES users (id) ON DELETE SET NULL,
  action          text NOT NULL,
  detail          text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_law_events_law_idx ON business_law_events (business_law_id, id);

-- The dashboard toggle: every law of the user's business lines (true) or only those waiting for the user.
CREATE TABLE business_toggle_selection (
  user_id             integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  is_azimuth_dashboard boolean NOT NULL DEFAULT false
);
`,
};
