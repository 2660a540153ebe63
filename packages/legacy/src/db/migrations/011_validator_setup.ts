import type { Migration } from './types.js';

/**
 * A client's validator setup and results, and system field mapping (DMU).
 *
 * Setup: the client > business line > entity hierarchy (file prefix, parent, transactional, HMDA), each entity's
 * mapped file header (client source field to destination table and field, with the new, ignored, encrypted,
 * removed and merged flags and the requirements a field affects), dynamic fields, steps and groups, reject reasons,
 * data types and staging tables; the client files uploaded (kept with their parsed header and rows), and the header
 * change requests a file raises (saved, submitted, approved or rejected) with the staging approval after them.
 *
 * Results: validator result rows per pipeline run (test, requirement, loan, Pass or Observation), and pipeline
 * runs whose tests finish over time: a run's planned test times are stored, and reads derive its progress.
 *
 * DMU: systems, AGRC categories and fields, system groups and fields, field mappings (AGRC fields to system
 * fields with a status) and group mappings (a system group to an AGRC category).
 *
 * Only new tables, referring to 001's users, 003's business lines and requirements and 006's clients and tests.
 */
export const validatorSetup: Migration = {
  version: 11,
  name: 'validator_setup',
  sql: /* sql */ `
CREATE TABLE IF NOT EXISTS clients (
  id        serial PRIMARY KEY,
  name      text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true
);

-- the clients a client-side user works for; administrators and provider staff see every client
CREATE TABLE vs_user_clients (
  user_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, client_id)
);

CREATE TABLE vs_entities (
  id               serial PRIMARY KEY,
  client_id        integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  business_line_id integer NOT NULL REFERENCES business_lines (id),
  entity_name      text NOT NULL,
  prefix_name      text NOT NULL,
  parent_entity_id integer REFERENCES vs_entities (id) ON DELETE SET NULL,
  is_transactional boolean NOT NULL DEFAULT false,
  is_hmda          boolean NOT NULL DEFAULT false,
  version          integer NOT NULL DEFAULT 1,
  updated_by       integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX vs_entities_name_idx ON vs_entities (client_id, business_line_id, lower(entity_name));
CREATE UNIQUE INDEX vs_entities_prefix_idx ON vs_entities (client_id, lower(prefix_name));

CREATE TABLE vs_data_types (
  id         integer PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  has_length boolean NOT NULL
);

CREATE TABLE vs_staging_tables (
  id         serial PRIMARY KEY,
  table_name text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT ''
);

CREATE TABLE vs_staging_columns (
  id          serial PRIMARY KEY,
  table_id    integer NOT NULL REFERENCES vs_staging_tables (id) ON DELETE CASCADE,
  column_name text NOT NULL,
  data_type   text NOT NULL,
  length      integer,
  UNIQUE (table_id, column_name)
);

CREATE TABLE vs_reject_reasons (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE vs_header_fields (
  id                 serial PRIMARY KEY,
  entity_id          integer NOT NULL REFERENCES vs_entities (id) ON DELETE CASCADE,
  sort_order         integer NOT NULL DEFAULT 0,
  client_source_field text NOT NULL,
  client_source_type text,
  client_source_length integer,
  destination_table  text,
  destination_field  text,
  destination_type   text,
  destination_length integer,
  is_new             boolean NOT NULL DEFAULT false,
  is_ignored         boolean NOT NULL DEFAULT false,
  is_encrypted       boolean NOT NULL DEFAULT false,
  is_removed         boolean NOT NULL DEFAULT false,
  is_merged          boolean NOT NULL DEFAULT false,
  merged_into        text,
  is_old_field_active boolean NOT NULL DEFAULT true,
  impacted_requirement_ids integer[] NOT NULL DEFAULT '{}',
  version            integer NOT NULL DEFAULT 1,
  updated_by         integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX vs_header_fields_source_idx ON vs_header_fields (entity_id, lower(client_source_field));

CREATE TABLE vs_dynamic_fields (
  id          serial PRIMARY KEY,
  entity_id   integer NOT NULL REFERENCES vs_entities (id) ON DELETE CASCADE,
  field_name  text NOT NULL,
  is_active   boolean NOT NULL DEFAULT true,
  UNIQUE (entity_id, field_name)
);

CREATE TABLE vs_steps_groups (
  id            serial PRIMARY KEY,
  name          text NOT NULL UNIQUE,
  description   text NOT NULL DEFAULT '',
  rule_set_name text NOT NULL DEFAULT '',
  is_dynamic    boolean NOT NULL DEFAULT false,
  is_active     boolean NOT NULL DEFAULT true
);

CREATE TABLE vs_client_files (
  id          serial PRIMARY KEY,
  entity_id   integer NOT NULL REFERENCES vs_entities (id) ON DELETE CASCADE,
  file_name   text NOT NULL,
  file_type   text NOT NULL,
  size_bytes  integer NOT NULL,
  content     bytea NOT NULL,
  header      text[] NOT NULL DEFAULT '{}',
  rows        jsonb NOT NULL DEFAULT '[]',
  row_count   integer NOT NULL DEFAULT 0,
  -- Uploaded, HeaderChanges (a request is open), HeaderApproved (waits for staging), Staged, Rejected
  status      text NOT NULL DEFAULT 'Uploaded',
  staging_table_id integer REFERENCES vs_staging_tables (id),
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  staged_by   integer REFERENCES users (id) ON DELETE SET NULL,
  staged_at   timestamptz
);

CREATE TABLE vs_header_changes (
  id              serial PRIMARY KEY,
  entity_id       integer NOT NULL REFERENCES vs_entities (id) ON DELETE CASCADE,
  file_id         integer REFERENCES vs_client_files (id) ON DELETE SET NULL,
  status          text NOT NULL CHECK (status IN ('Saved', 'Submitted', 'Approved', 'Rejected')),
  -- the proposed rows: the header field columns, with changeKind NEW, REMOVED or CHANGED
  rows            jsonb NOT NULL DEFAULT '[]',
  reject_reason_id integer REFERENCES vs_reject_reasons (id),
  comment         text,
  created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  submitted_at    timestamptz,
  decided_by      integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at      timestamptz,
  version         integer NOT NULL DEFAULT 1
);
-- one open (saved or submitted) request per entity
CREATE UNIQUE INDEX vs_header_changes_open_idx ON vs_header_changes (entity_id)
  WHERE status IN ('Saved', 'Submitted');

CREATE TABLE vs_pipeline_runs (
  id            serial PRIMARY KEY,
  run_id        text NOT NULL UNIQUE,
  client_id     integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  pipeline_name text NOT NULL,
  is_databricks boolean NOT NULL DEFAULT false,
  run_start     timestamptz NOT NULL,
  -- when the last test finishes: results of a run count from then on
  planned_end   timestamptz NOT NULL,
  -- each test finishes at run_start + its offset; a test that fails fails the run
  tests         jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE vs_results (
  id             serial PRIMARY KEY,
  run_id         integer NOT NULL REFERENCES vs_pipeline_runs (id) ON DELETE CASCADE,
  client_id      integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  business_line_id integer NOT NULL REFERENCES business_lines (id),
  entity_id      integer REFERENCES vs_entities (id) ON DELETE SET NULL,
  test_id        integer NOT NULL REFERENCES validator_tests (id) ON DELETE CASCADE,
  requirement_id integer REFERENCES requirements (id) ON DELETE SET NULL,
  loan_number    text NOT NULL,
  field_value    text NOT NULL DEFAULT '',
  status         text NOT NULL CHECK (status IN ('Pass', 'Observation')),
  comment        text,
  updated_by     integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at     timestamptz
);
CREATE INDEX vs_results_filter_idx ON vs_results (client_id, business_line_id, test_id, status);

CREATE TABLE dmu_systems (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE dmu_agrc_categories (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE dmu_agrc_fields (
  id          serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES dmu_agrc_categories (id) ON DELETE CASCADE,
  name        text NOT NULL,
  UNIQUE (category_id, name)
);

CREATE TABLE dmu_system_groups (
  id        serial PRIMARY KEY,
  system_id integer NOT NULL REFERENCES dmu_systems (id) ON DELETE CASCADE,
  name      text NOT NULL,
  UNIQUE (system_id, name)
);

CREATE TABLE dmu_system_fields (
  id                    serial PRIMARY KEY,
  system_id             integer NOT NULL REFERENCES dmu_systems (id) ON DELETE CASCADE,
  group_id              integer NOT NULL REFERENCES dmu_system_groups (id) ON DELETE CASCADE,
  name                  text NOT NULL,
  api_data_field        text NOT NULL DEFAULT '',
  type                  text NOT NULL DEFAULT '',
  display_format        text NOT NULL DEFAULT '',
  screen_name           text NOT NULL DEFAULT '',
  description           text NOT NULL DEFAULT '',
  system_point_field_id text NOT NULL DEFAULT '',
  value_list            text NOT NULL DEFAULT '',
  attribute             text NOT NULL DEFAULT '',
  business_logic        text NOT NULL DEFAULT '',
  term                  text NOT NULL DEFAULT '',
  UNIQUE (group_id, name)
);

CREATE TABLE dmu_mapping_statuses (
  id   integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE dmu_mappings (
  id         serial PRIMARY KEY,
  system_id  integer NOT NULL REFERENCES dmu_systems (id) ON DELETE CASCADE,
  status_id  integer NOT NULL REFERENCES dmu_mapping_statuses (id),
  version    integer NOT NULL DEFAULT 1,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- an AGRC field has at most one mapping per system
CREATE TABLE dmu_mapping_agrc_fields (
  mapping_id    integer NOT NULL REFERENCES dmu_mappings (id) ON DELETE CASCADE,
  system_id     integer NOT NULL REFERENCES dmu_systems (id) ON DELETE CASCADE,
  agrc_field_id integer NOT NULL REFERENCES dmu_agrc_fields (id) ON DELETE CASCADE,
  PRIMARY KEY (mapping_id, agrc_field_id),
  UNIQUE (system_id, agrc_field_id)
);

CREATE TABLE dmu_mapping_system_fields (
  mapping_id      integer NOT NULL REFERENCES dmu_mappings (id) ON DELETE CASCADE,
  system_field_id integer NOT NULL REFERENCES dmu_system_fields (id) ON DELETE CASCADE,
  PRIMARY KEY (mapping_id, system_field_id)
);

CREATE TABLE dmu_group_mappings (
  system_group_id integer PRIMARY KEY REFERENCES dmu_system_groups (id) ON DELETE CASCADE,
  category_id     integer NOT NULL REFERENCES dmu_agrc_categories (id) ON DELETE CASCADE,
  updated_by      integer REFERENCES users (id) ON DELETE SET NULL
);
`,
};
