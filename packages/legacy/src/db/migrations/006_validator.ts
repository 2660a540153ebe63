import type { Migration } from './types.js';

/**
 * The loan-file validator's rule maintenance: clients, message types, test rules, the
 * Azimuth message list, rule-to-message mappings, validator tests, filter mappings (master rows and a client's
 * own copies), filter entities and fields, and filter-field mappings.
 *
 * Every maintained row carries `version` (1 on insert, +1 on every update): a save that names the version it read
 * updates only when nobody saved in between (UPDATE ... WHERE version = $n), so of two administrators saving the
 * same record at once one succeeds and the other is told (409 with the current row), and nothing is lost silently.
 * Duplicates the spec forbids are unique indexes, so two racing inserts cannot both pass the check.
 *
 * Only new tables referring to 001's users and 003's business lines; `clients` is created only when no earlier
 * migration made one (the client setup area may own it later).
 */
export const validator: Migration = {
  version: 6,
  name: 'validator',
  sql: /* sql */ `
CREATE TABLE IF NOT EXISTS clients (
  id        serial PRIMARY KEY,
  name      text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE message_types (
  id           serial PRIMARY KEY,
  message_type text NOT NULL,
  description  text NOT NULL DEFAULT '',
  is_client    boolean NOT NULL DEFAULT false,
  client_id    integer REFERENCES clients (id) ON DELETE SET NULL,
  is_active    boolean NOT NULL DEFAULT true,
  version      integer NOT NULL DEFAULT 1,
  updated_by   integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT is_client OR client_id IS NOT NULL)
);
-- no duplicate message types, ignoring case
CREATE UNIQUE INDEX message_types_name_idx ON message_types (lower(message_type));

CREATE TABLE test_rules (
  id                    serial PRIMARY KEY,
  message_type_id       integer NOT NULL REFERENCES message_types (id),
  -- five-digit text, e.g. '00042'
  test_rule_id          text NOT NULL UNIQUE CHECK (test_rule_id ~ '^[0-9]{5}$'),
  test_rule_description text NOT NULL,
  status                text NOT NULL DEFAULT 'Pass' CHECK (status IN ('Pass', 'Observation')),
  is_active             boolean NOT NULL DEFAULT true,
  version               integer NOT NULL DEFAULT 1,
  updated_by            integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX test_rules_description_idx ON test_rules (lower(test_rule_description));
CREATE INDEX test_rules_message_type_idx ON test_rules (message_type_id);

-- The Azimuth message list the auto-complete searches (getAllTestMessage).
CREATE TABLE azimuth_messages (
  id         serial PRIMARY KEY,
  message    text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX azimuth_messages_text_idx ON azimuth_messages (lower(message));

-- A test rule's message for a business line (the rule-to-message mapping).
CREATE TABLE test_rule_messages (
  id                 serial PRIMARY KEY,
  business_line_id   integer NOT NULL REFERENCES business_lines (id),
  test_rule_id       integer NOT NULL REFERENCES test_rules (id) ON DELETE CASCADE,
  rule_message_id    integer NOT NULL REFERENCES azimuth_messages (id),
  rule_message_logic text NOT NULL DEFAULT '',
  is_active          boolean NOT NULL DEFAULT true,
  version            integer NOT NULL DEFAULT 1,
  updated_by         integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_line_id, test_rule_id, rule_message_id)
);
CREATE INDEX test_rule_messages_rule_idx ON test_rule_messages (test_rule_id);

CREATE TABLE test_filter_result_statuses (
  id   integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

-- The validator's tests of a business line; filter mappings order test rules within one test.
CREATE TABLE validator_tests (
  id               serial PRIMARY KEY,
  business_line_id integer NOT NULL REFERENCES business_lines (id),
  test_number      text NOT NULL,
  test_name        text NOT NULL,
  is_generated     boolean NOT NULL DEFAULT false,
  UNIQUE (business_line_id, test_number)
);

-- A test rule (with one of its messages) in a test, at a position. client_id null: the master mapping; set: that
-- client's own copy, which may carry a custom message.
CREATE TABLE test_filter_mappings (
  id                   serial PRIMARY KEY,
  test_id              integer NOT NULL REFERENCES validator_tests (id) ON DELETE CASCADE,
  business_line_id     integer NOT NULL REFERENCES business_lines (id),
  test_rule_id         integer NOT NULL REFERENCES test_rules (id),
  test_rule_message_id integer NOT NULL REFERENCES test_rule_messages (id),
  test_order           integer NOT NULL DEFAULT 1,
  status_id            integer REFERENCES test_filter_result_statuses (id),
  custom_message       text,
  is_custom_message    boolean NOT NULL DEFAULT false,
  is_active            boolean NOT NULL DEFAULT true,
  client_id            integer REFERENCES clients (id) ON DELETE CASCADE,
  is_generated         boolean NOT NULL DEFAULT false,
  version              integer NOT NULL DEFAULT 1,
  updated_by           integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at           timestamptz NOT NULL DEFAULT now()
);
-- one rule once per test (master) and once per test and client
CREATE UNIQUE INDEX test_filter_mappings_master_idx ON test_filter_mappings (test_id, test_rule_id) WHERE client_id IS NULL;
CREATE UNIQUE INDEX test_filter_mappings_client_idx ON test_filter_mappings (client_id, test_id, test_rule_id) WHERE client_id IS NOT NULL;
-- the grids and the reorder list: by test, then order
CREATE INDEX test_filter_mappings_test_idx ON test_filter_mappings (test_id, test_order);
-- the delete block of a rule message
CREATE INDEX test_filter_mappings_message_idx ON test_filter_mappings (test_rule_message_id) WHERE is_active;

-- Entity types of the validator (loan, borrower, property...) and their fields.
CREATE TABLE validator_entities (
  id               serial PRIMARY KEY,
  business_line_id integer NOT NULL REFERENCES business_lines (id),
  entity_name      text NOT NULL,
  table_name       text NOT NULL,
  UNIQUE (business_line_id, entity_name)
);

CREATE TABLE validator_entity_fields (
  id         serial PRIMARY KEY,
  entity_id  integer NOT NULL REFERENCES validator_entities (id) ON DELETE CASCADE,
  field_name text NOT NULL,
  UNIQUE (entity_id, field_name)
);

-- Which field of which entity a filter mapping reads (Test Filter Field).
CREATE TABLE test_filter_fields (
  id                     serial PRIMARY KEY,
  test_filter_mapping_id integer NOT NULL REFERENCES test_filter_mappings (id) ON DELETE CASCADE,
  entity_id              integer NOT NULL REFERENCES validator_entities (id),
  field_id               integer NOT NULL REFERENCES validator_entity_fields (id),
  is_validation_required boolean NOT NULL DEFAULT false,
  is_active              boolean NOT NULL DEFAULT true,
  version                integer NOT NULL DEFAULT 1,
  updated_by             integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (test_filter_mapping_id, field_id)
);

-- Spreadsheets uploaded for validator setup, kept as sent (never parsed here).
CREATE TABLE validator_uploads (
  id          serial PRIMARY KEY,
  file_name   text NOT NULL,
  size_bytes  integer NOT NULL,
  content     bytea NOT NULL,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
`,
};
