import type { Migration } from './types.js';

/**
 * Validator test requests: the systems a client's loans come from (per business line) and the kinds of source
 * (file, database, API), kept as reference data, and the test user form a client's user submits to ask for a
 * validator test of some of its entities from one system and source.
 *
 * Requirement fields: which mapped header field of an entity feeds which business requirement, and the validator
 * test that checks it. A requirement of type VET names the entity's header field; one of type HMDA VET (an HMDA
 * entity's) names also the provider's HMDA field it reports.
 *
 * Only new tables, referring to 003's business lines and requirements, 006's tests, 010's HMDA fields and 011's
 * clients, entities and header fields.
 */
export const validatorTests: Migration = {
  version: 20,
  name: 'validator_tests',
  sql: /* sql */ `
CREATE TABLE vs_test_system_types (
  id               serial PRIMARY KEY,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description      text NOT NULL DEFAULT '',
  is_active        boolean NOT NULL DEFAULT true,
  version          integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX vs_test_system_types_name_idx ON vs_test_system_types (business_line_id, lower(name));

CREATE TABLE vs_test_source_types (
  id          serial PRIMARY KEY,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '',
  is_active   boolean NOT NULL DEFAULT true,
  version     integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX vs_test_source_types_name_idx ON vs_test_source_types (lower(name));

CREATE TABLE vs_test_user_forms (
  id               serial PRIMARY KEY,
  client_id        integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  business_line_id integer NOT NULL REFERENCES business_lines (id),
  system_type_id   integer NOT NULL REFERENCES vs_test_system_types (id),
  source_type_id   integer NOT NULL REFERENCES vs_test_source_types (id),
  entity_ids       integer[] NOT NULL,
  comment          text NOT NULL DEFAULT '',
  submitted_by     integer REFERENCES users (id) ON DELETE SET NULL,
  submitted_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vs_test_user_forms_client_idx ON vs_test_user_forms (client_id, submitted_at DESC);

CREATE TABLE vs_requirement_types (
  id   integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);
INSERT INTO vs_requirement_types (id, name) VALUES (1, 'VET'), (2, 'HMDA VET');

CREATE TABLE vs_requirement_fields (
  id                  serial PRIMARY KEY,
  entity_id           integer NOT NULL REFERENCES vs_entities (id) ON DELETE CASCADE,
  requirement_type_id integer NOT NULL REFERENCES vs_requirement_types (id),
  requirement_id      integer NOT NULL REFERENCES requirements (id) ON DELETE CASCADE,
  test_id             integer NOT NULL REFERENCES validator_tests (id) ON DELETE CASCADE,
  header_field_id     integer NOT NULL REFERENCES vs_header_fields (id) ON DELETE CASCADE,
  -- HMDA VET only: the provider's HMDA field the header field reports
  hmda_field_id       integer REFERENCES hmda_azimuth_fields (id),
  is_required         boolean NOT NULL DEFAULT true,
  version             integer NOT NULL DEFAULT 1,
  updated_by          integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((requirement_type_id = 2) = (hmda_field_id IS NOT NULL))
);
CREATE UNIQUE INDEX vs_requirement_fields_idx
  ON vs_requirement_fields (entity_id, requirement_id, test_id, header_field_id);
`,
};
