import type { Migration } from './types.js';

/**
 * Compliance testing: the four maintained lists (test groups, types, categories, requirement categories), the
 * testing rules built on them, the loan population (loan loads and loans in test groups), test runs and their
 * results per rule and loan, the loan remediation queue (one row per run and rule that found exceptions) with its
 * tasks and evidence files, and the action plans assessed for a rule's exceptions.
 *
 * The lists' names are unique ignoring case (a unique index, so racing inserts cannot both pass); a testing rule
 * holds its group, type and categories with ON DELETE RESTRICT, so a list record in use cannot be deleted even by
 * a racing request. Maintained rows carry `version` (+1 per update) for optimistic concurrency.
 */
export const complianceTesting: Migration = {
  version: 12,
  name: 'compliance_testing',
  sql: /* sql */ `
CREATE TABLE ct_test_groups (
  id          serial PRIMARY KEY,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  version     integer NOT NULL DEFAULT 1,
  updated_by  integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ct_test_groups_name_idx ON ct_test_groups (lower(name));

CREATE TABLE ct_test_types (
  id          serial PRIMARY KEY,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  version     integer NOT NULL DEFAULT 1,
  updated_by  integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ct_test_types_name_idx ON ct_test_types (lower(name));

CREATE TABLE ct_test_categories (
  id          serial PRIMARY KEY,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  version     integer NOT NULL DEFAULT 1,
  updated_by  integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ct_test_categories_name_idx ON ct_test_categories (lower(name));

CREATE TABLE ct_requirement_categories (
  id          serial PRIMARY KEY,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  version     integer NOT NULL DEFAULT 1,
  updated_by  integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ct_requirement_categories_name_idx ON ct_requirement_categories (lower(name));

CREATE TABLE ct_testing_rules (
  id                      serial PRIMARY KEY,
  rule_number             text NOT NULL UNIQUE,
  name                    text NOT NULL,
  description             text NOT NULL DEFAULT '',
  requirement_number      text NOT NULL,
  group_id                integer NOT NULL REFERENCES ct_test_groups (id) ON DELETE RESTRICT,
  type_id                 integer NOT NULL REFERENCES ct_test_types (id) ON DELETE RESTRICT,
  category_id             integer NOT NULL REFERENCES ct_test_categories (id) ON DELETE RESTRICT,
  requirement_category_id integer NOT NULL REFERENCES ct_requirement_categories (id) ON DELETE RESTRICT,
  regulator_id            integer NOT NULL REFERENCES regulators (id),
  is_active               boolean NOT NULL DEFAULT true
);
CREATE INDEX ct_testing_rules_group_idx ON ct_testing_rules (group_id);

CREATE TABLE ct_result_statuses (
  id   integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE ct_loan_loads (
  id        serial PRIMARY KEY,
  name      text NOT NULL UNIQUE,
  loaded_on date NOT NULL
);

CREATE TABLE ct_loans (
  id            serial PRIMARY KEY,
  loan_number   text NOT NULL UNIQUE,
  loan_load_id  integer NOT NULL REFERENCES ct_loan_loads (id) ON DELETE CASCADE,
  group_id      integer NOT NULL REFERENCES ct_test_groups (id) ON DELETE RESTRICT,
  borrower_name text NOT NULL,
  product       text NOT NULL,
  state         text NOT NULL,
  loan_amount   numeric(14, 2) NOT NULL,
  originated_on date NOT NULL
);
CREATE INDEX ct_loans_group_idx ON ct_loans (group_id, loan_load_id);

-- A first run: the first time a loan load went through the testing rules.
CREATE TABLE ct_test_runs (
  id           serial PRIMARY KEY,
  loan_load_id integer NOT NULL REFERENCES ct_loan_loads (id) ON DELETE CASCADE,
  run_on       date NOT NULL
);

CREATE TABLE ct_test_results (
  id                serial PRIMARY KEY,
  run_id            integer NOT NULL REFERENCES ct_test_runs (id) ON DELETE CASCADE,
  testing_rule_id   integer NOT NULL REFERENCES ct_testing_rules (id) ON DELETE CASCADE,
  loan_id           integer NOT NULL REFERENCES ct_loans (id) ON DELETE CASCADE,
  result_status_id  integer NOT NULL REFERENCES ct_result_statuses (id),
  exception_message text NOT NULL DEFAULT '',
  UNIQUE (run_id, testing_rule_id, loan_id)
);
CREATE INDEX ct_test_results_rule_idx ON ct_test_results (testing_rule_id, result_status_id);

-- status: 1 New, 2 Review, 3 Purge, 4 Unpurge; sub_status 1 Not_needed, only with Purge.
CREATE TABLE ct_remediation_queue (
  id              serial PRIMARY KEY,
  run_id          integer NOT NULL REFERENCES ct_test_runs (id) ON DELETE CASCADE,
  testing_rule_id integer NOT NULL REFERENCES ct_testing_rules (id) ON DELETE CASCADE,
  submitted_on    date NOT NULL,
  status_id       integer NOT NULL DEFAULT 1 CHECK (status_id BETWEEN 1 AND 4),
  sub_status_id   integer CHECK ((status_id = 3 AND sub_status_id = 1) OR (status_id <> 3 AND sub_status_id IS NULL)),
  comments        text NOT NULL DEFAULT '' CHECK (length(comments) <= 1000),
  version         integer NOT NULL DEFAULT 1,
  updated_by      integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (run_id, testing_rule_id)
);

CREATE TABLE ct_remediation_tasks (
  id          serial PRIMARY KEY,
  queue_id    integer NOT NULL REFERENCES ct_remediation_queue (id) ON DELETE CASCADE,
  title       text NOT NULL,
  description text NOT NULL DEFAULT '',
  owner_name  text NOT NULL,
  due_on      date,
  status      text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Completed'))
);
CREATE INDEX ct_remediation_tasks_queue_idx ON ct_remediation_tasks (queue_id);

CREATE TABLE ct_remediation_evidence (
  id           serial PRIMARY KEY,
  task_id      integer NOT NULL REFERENCES ct_remediation_tasks (id) ON DELETE CASCADE,
  file_name    text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  content_type text NOT NULL,
  size         integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  content      bytea NOT NULL,
  uploaded_by  integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ct_remediation_evidence_task_idx ON ct_remediation_evidence (task_id);

CREATE TABLE ct_action_plans (
  id              serial PRIMARY KEY,
  run_id          integer NOT NULL REFERENCES ct_test_runs (id) ON DELETE CASCADE,
  testing_rule_id integer NOT NULL REFERENCES ct_testing_rules (id) ON DELETE CASCADE,
  status          text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'In Progress', 'Completed')),
  root_cause      text NOT NULL DEFAULT '',
  action_plan     text NOT NULL DEFAULT '',
  owner_name      text NOT NULL DEFAULT '',
  target_on       date,
  version         integer NOT NULL DEFAULT 1,
  assessed_by     integer REFERENCES users (id) ON DELETE SET NULL,
  assessed_at     timestamptz,
  UNIQUE (run_id, testing_rule_id)
);
`,
};
