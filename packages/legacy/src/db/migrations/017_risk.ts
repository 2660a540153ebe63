import type { Migration } from './types.js';

/**
 * Risk rating and risk assessment. Risk parameters form a two-level tree (a sub-parameter names its parameter) with
 * an order among siblings; levels are score ranges; manual ratings give a level per parameter to an artifact of a
 * company process. Assessments are questionnaires of headers and questions answered once per company process,
 * frequency and period, with their files and a history of every save, submit and decision. Saved risk report
 * searches keep a user's report filters by name.
 */
export const risk: Migration = {
  version: 17,
  name: 'risk',
  sql: /* sql */ `
CREATE TABLE risk_parameters (
  id               serial PRIMARY KEY,
  parent_id        integer REFERENCES risk_parameters (id) ON DELETE CASCADE,
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description      text NOT NULL DEFAULT '',
  weight           integer NOT NULL DEFAULT 0 CHECK (weight BETWEEN 0 AND 100),
  sort_order       integer NOT NULL DEFAULT 1,
  is_sub_parameter boolean NOT NULL DEFAULT false,
  is_active        boolean NOT NULL DEFAULT true,
  updated_by       integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX risk_parameters_name_idx ON risk_parameters (coalesce(parent_id, 0), lower(name));

CREATE TABLE risk_levels (
  id         serial PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  min_score  integer NOT NULL CHECK (min_score BETWEEN 0 AND 100),
  max_score  integer NOT NULL CHECK (max_score BETWEEN 0 AND 100),
  color      text NOT NULL DEFAULT 'gray',
  is_active  boolean NOT NULL DEFAULT true,
  CHECK (min_score <= max_score)
);

CREATE TABLE risk_question_types (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  has_options boolean NOT NULL
);

CREATE TABLE risk_frequencies (
  id         serial PRIMARY KEY,
  name       text NOT NULL,
  months     integer NOT NULL CHECK (months IN (1, 3, 6, 12)),
  is_active  boolean NOT NULL DEFAULT true,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX risk_frequencies_name_idx ON risk_frequencies (lower(name));

CREATE TABLE risk_question_headers (
  id         serial PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 1
);

CREATE TABLE risk_questions (
  id               serial PRIMARY KEY,
  header_id        integer NOT NULL REFERENCES risk_question_headers (id) ON DELETE CASCADE,
  question         text NOT NULL CHECK (length(question) BETWEEN 1 AND 500),
  question_type_id integer NOT NULL REFERENCES risk_question_types (id),
  options          text[] NOT NULL DEFAULT '{}',
  -- Option answers that reveal a gap (the gap reports count them).
  gap_options      text[] NOT NULL DEFAULT '{}',
  is_required      boolean NOT NULL DEFAULT false,
  is_active        boolean NOT NULL DEFAULT true,
  sort_order       integer NOT NULL DEFAULT 1,
  updated_by       integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX risk_questions_header_idx ON risk_questions (header_id, sort_order);

CREATE TABLE risk_assessments (
  id                 serial PRIMARY KEY,
  company_process_id integer NOT NULL REFERENCES company_processes (id) ON DELETE CASCADE,
  frequency_id       integer NOT NULL REFERENCES risk_frequencies (id),
  start_date         date NOT NULL,
  end_date           date NOT NULL,
  status             text NOT NULL DEFAULT 'Draft' CHECK (status IN ('Draft', 'Submitted', 'Approved', 'SentBack')),
  respondent_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  approver_user_id   integer REFERENCES users (id) ON DELETE SET NULL,
  approver_comment   text,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (start_date <= end_date),
  UNIQUE (company_process_id, frequency_id, start_date, end_date)
);

CREATE TABLE risk_answers (
  assessment_id integer NOT NULL REFERENCES risk_assessments (id) ON DELETE CASCADE,
  question_id   integer NOT NULL REFERENCES risk_questions (id) ON DELETE CASCADE,
  answer_values text[] NOT NULL DEFAULT '{}',
  answered_by   integer REFERENCES users (id) ON DELETE SET NULL,
  answered_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (assessment_id, question_id)
);

CREATE TABLE risk_question_files (
  id            serial PRIMARY KEY,
  assessment_id integer NOT NULL REFERENCES risk_assessments (id) ON DELETE CASCADE,
  question_id   integer NOT NULL REFERENCES risk_questions (id) ON DELETE CASCADE,
  file_name     text NOT NULL,
  content_type  text NOT NULL,
  size          integer NOT NULL,
  content       bytea NOT NULL,
  uploaded_by   integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX risk_question_files_idx ON risk_question_files (assessment_id, question_id);

CREATE TABLE risk_assessment_events (
  id            serial PRIMARY KEY,
  assessment_id integer NOT NULL REFERENCES risk_assessments (id) ON DELETE CASCADE,
  action        text NOT NULL,
  detail        text NOT NULL DEFAULT '',
  user_id       integer REFERENCES users (id) ON DELETE SET NULL,
  at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX risk_assessment_events_idx ON risk_assessment_events (assessment_id, at);

CREATE TABLE risk_manual_ratings (
  id                 serial PRIMARY KEY,
  company_process_id integer NOT NULL REFERENCES company_processes (id) ON DELETE CASCADE,
  artifact_name      text NOT NULL CHECK (length(artifact_name) BETWEEN 1 AND 200),
  parameter_id       integer NOT NULL REFERENCES risk_parameters (id) ON DELETE CASCADE,
  level_id           integer NOT NULL REFERENCES risk_levels (id),
  score              integer NOT NULL CHECK (score BETWEEN 0 AND 100),
  comment            text NOT NULL DEFAULT '',
  rated_by           integer REFERENCES users (id) ON DELETE SET NULL,
  rated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_process_id, artifact_name, parameter_id)
);

CREATE TABLE risk_saved_searches (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL,
  filter     jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, name)
);
`,
};
