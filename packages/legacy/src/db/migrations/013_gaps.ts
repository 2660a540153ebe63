import type { Migration } from './types.js';

/**
 * Process hierarchy maintenance, gaps and updates, and client change management.
 *
 * - A business line has process hierarchies of two variants (the client company's own and the provider's standard
 *   one); at most one of a line's hierarchies is its primary hierarchy (a partial unique index). A hierarchy is a
 *   tree of processes (`parent_id`), names unique among siblings whatever their case; processes are mapped to law
 *   sections, and a process that is mapped (or has a mapped descendant) is not deleted: its mappings are remapped
 *   first. Proposed processes wait for someone to accept them into the tree or delete them.
 * - Gaps and updates and client change management share one questionnaire model, told apart by `module_type_id`
 *   (1 gaps and updates, 2 client change management): question headers per business line, questions with a type
 *   and options, sub-questions shown by one answer of their parent. Answers are kept per answer set (a business law's
 *   requirement and company process), saved as draft or submitted; files hang off a question of an answer set, and
 *   action plans (task type, status, evidence type, due date) with their step files off the same requirement.
 * - Client change management: one change per changed section, business line and company process, with its changed
 *   requirements (current text, proposed text, the decision) and each requirement's company-process signatures
 *   (current and updated), saved as draft or submitted.
 */
export const gaps: Migration = {
  version: 13,
  name: 'gaps',
  sql: /* sql */ `
CREATE TABLE process_hierarchies (
  id               serial PRIMARY KEY,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  variant          text NOT NULL CHECK (variant IN ('Client', 'Provider')),
  name             text NOT NULL,
  is_primary       boolean NOT NULL DEFAULT false,
  UNIQUE (business_line_id, variant, name)
);
CREATE UNIQUE INDEX process_hierarchies_primary_idx ON process_hierarchies (business_line_id) WHERE is_primary;

CREATE TABLE process_nodes (
  id                 serial PRIMARY KEY,
  hierarchy_id       integer NOT NULL REFERENCES process_hierarchies (id) ON DELETE CASCADE,
  parent_id          integer REFERENCES process_nodes (id) ON DELETE CASCADE,
  name               text NOT NULL,
  description        text,
  sort_order         integer NOT NULL DEFAULT 0,
  company_process_id integer REFERENCES company_processes (id) ON DELETE SET NULL,
  updated_by         integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX process_nodes_name_idx ON process_nodes (hierarchy_id, coalesce(parent_id, 0), lower(name));
CREATE INDEX process_nodes_parent_idx ON process_nodes (hierarchy_id, parent_id, sort_order, id);
CREATE INDEX process_nodes_children_idx ON process_nodes (parent_id);

CREATE TABLE proposed_processes (
  id           serial PRIMARY KEY,
  hierarchy_id integer NOT NULL REFERENCES process_hierarchies (id) ON DELETE CASCADE,
  parent_id    integer REFERENCES process_nodes (id) ON DELETE CASCADE,
  name         text NOT NULL,
  description  text,
  reason       text,
  proposed_by  integer REFERENCES users (id) ON DELETE SET NULL,
  proposed_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE process_section_mappings (
  node_id    integer NOT NULL REFERENCES process_nodes (id) ON DELETE CASCADE,
  section_id integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  mapped_by  integer REFERENCES users (id) ON DELETE SET NULL,
  mapped_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (node_id, section_id)
);
CREATE INDEX process_section_mappings_section_idx ON process_section_mappings (section_id);

CREATE TABLE gaps_task_types (
  id        serial PRIMARY KEY,
  name      text NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX gaps_task_types_name_idx ON gaps_task_types (lower(name));
CREATE TABLE gaps_task_statuses (
  id        serial PRIMARY KEY,
  name      text NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX gaps_task_statuses_name_idx ON gaps_task_statuses (lower(name));
CREATE TABLE gaps_evidence_types (
  id        serial PRIMARY KEY,
  name      text NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX gaps_evidence_types_name_idx ON gaps_evidence_types (lower(name));

CREATE TABLE gaps_question_types (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE gaps_question_headers (
  id               serial PRIMARY KEY,
  module_type_id   smallint NOT NULL CHECK (module_type_id IN (1, 2)),
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  header           text NOT NULL,
  sort_order       integer NOT NULL DEFAULT 0
);
CREATE INDEX gaps_question_headers_line_idx ON gaps_question_headers (module_type_id, business_line_id);

CREATE TABLE gaps_questions (
  id                 serial PRIMARY KEY,
  header_id          integer NOT NULL REFERENCES gaps_question_headers (id) ON DELETE CASCADE,
  parent_question_id integer REFERENCES gaps_questions (id) ON DELETE CASCADE,
  trigger_answer     text,
  question           text NOT NULL,
  question_type_id   integer NOT NULL REFERENCES gaps_question_types (id),
  options            text[] NOT NULL DEFAULT '{}',
  is_active          boolean NOT NULL DEFAULT true,
  sort_order         integer NOT NULL DEFAULT 0,
  CHECK ((parent_question_id IS NULL) = (trigger_answer IS NULL))
);
CREATE INDEX gaps_questions_header_idx ON gaps_questions (header_id, sort_order);

-- requirement_id: a law requirement (gaps and updates) or a changed requirement (client change management).
CREATE TABLE gaps_answer_sets (
  id                 serial PRIMARY KEY,
  module_type_id     smallint NOT NULL CHECK (module_type_id IN (1, 2)),
  section_id         integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  business_line_id   integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  requirement_id     integer NOT NULL,
  company_process_id integer NOT NULL REFERENCES company_processes (id) ON DELETE CASCADE,
  business_law_id    integer REFERENCES business_laws (id) ON DELETE SET NULL,
  is_submitted       boolean NOT NULL DEFAULT false,
  submitted_by       integer REFERENCES users (id) ON DELETE SET NULL,
  submitted_at       timestamptz,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (module_type_id, section_id, requirement_id, company_process_id)
);

CREATE TABLE gaps_answers (
  answer_set_id integer NOT NULL REFERENCES gaps_answer_sets (id) ON DELETE CASCADE,
  question_id   integer NOT NULL REFERENCES gaps_questions (id) ON DELETE CASCADE,
  answer        text NOT NULL,
  answered_by   integer REFERENCES users (id) ON DELETE SET NULL,
  answered_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (answer_set_id, question_id)
);

CREATE TABLE gaps_question_files (
  id            serial PRIMARY KEY,
  answer_set_id integer NOT NULL REFERENCES gaps_answer_sets (id) ON DELETE CASCADE,
  question_id   integer NOT NULL REFERENCES gaps_questions (id) ON DELETE CASCADE,
  file_name     text NOT NULL,
  content_type  text NOT NULL,
  size          integer NOT NULL,
  content       bytea NOT NULL,
  uploaded_by   integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gaps_question_files_set_idx ON gaps_question_files (answer_set_id);

CREATE TABLE gaps_action_plans (
  id                 serial PRIMARY KEY,
  answer_set_id      integer NOT NULL REFERENCES gaps_answer_sets (id) ON DELETE CASCADE,
  task_type_id       integer NOT NULL REFERENCES gaps_task_types (id),
  task_status_id     integer NOT NULL REFERENCES gaps_task_statuses (id),
  evidence_type_id   integer REFERENCES gaps_evidence_types (id),
  description        text NOT NULL,
  due_date           date,
  updated_by         integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gaps_action_plans_set_idx ON gaps_action_plans (answer_set_id);

CREATE TABLE gaps_step_files (
  id             serial PRIMARY KEY,
  action_plan_id integer NOT NULL REFERENCES gaps_action_plans (id) ON DELETE CASCADE,
  file_name      text NOT NULL,
  content_type   text NOT NULL,
  size           integer NOT NULL,
  content        bytea NOT NULL,
  uploaded_by    integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gaps_step_files_plan_idx ON gaps_step_files (action_plan_id);

CREATE TABLE ccm_changes (
  id                 serial PRIMARY KEY,
  section_id         integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  business_line_id   integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  company_process_id integer NOT NULL REFERENCES company_processes (id) ON DELETE CASCADE,
  business_law_id    integer REFERENCES business_laws (id) ON DELETE SET NULL,
  assigned_user_id   integer REFERENCES users (id) ON DELETE SET NULL,
  status             text NOT NULL DEFAULT 'New' CHECK (status IN ('New', 'InProgress', 'Submitted', 'Accepted')),
  change_summary     text NOT NULL DEFAULT '',
  submitted_by       integer REFERENCES users (id) ON DELETE SET NULL,
  submitted_at       timestamptz,
  accepted_by        integer REFERENCES users (id) ON DELETE SET NULL,
  accepted_at        timestamptz,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (section_id, business_line_id, company_process_id)
);

CREATE TABLE ccm_requirement_changes (
  id                   serial PRIMARY KEY,
  change_id            integer NOT NULL REFERENCES ccm_changes (id) ON DELETE CASCADE,
  requirement_number   text NOT NULL,
  current_requirement  text,
  proposed_requirement text,
  change_status        text NOT NULL CHECK (change_status IN ('New', 'Changed', 'Deleted')),
  decision             text NOT NULL DEFAULT 'Pending'
                         CHECK (decision IN ('Pending', 'Accepted', 'Updated', 'NotApplicable')),
  mapping_status       text NOT NULL DEFAULT 'Remap' CHECK (mapping_status IN ('Remap', 'Draft', 'Submitted')),
  sort_order           integer NOT NULL DEFAULT 0
);
CREATE INDEX ccm_requirement_changes_change_idx ON ccm_requirement_changes (change_id, sort_order);

CREATE TABLE ccm_requirement_signatures (
  requirement_change_id integer NOT NULL REFERENCES ccm_requirement_changes (id) ON DELETE CASCADE,
  company_process_id    integer NOT NULL REFERENCES company_processes (id) ON DELETE CASCADE,
  kind                  text NOT NULL CHECK (kind IN ('Current', 'Updated')),
  PRIMARY KEY (requirement_change_id, company_process_id, kind)
);
`,
};
