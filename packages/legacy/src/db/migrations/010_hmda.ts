import type { Migration } from './types.js';

/**
 * Mortgage-reporting (HMDA) reference data: client entities and their client info per reporting year, the
 * provider's field list, and per client entity and year the field master with its client values, valid values and
 * field order; the HMDA systems and the clients' detail systems; edit references with their systems; the bank
 * master; LAR files uploaded and the records read from them.
 *
 * Maintained rows carry `version` (+1 per update): an update that names the version it read changes the row only
 * when nobody saved in between. Uniqueness the screens rely on (one field master row per entity, year and field) is
 * a unique index, so racing inserts cannot both pass. `clients` comes from an earlier migration when one made it.
 */
export const hmda: Migration = {
  version: 10,
  name: 'hmda',
  sql: /* sql */ `
CREATE TABLE IF NOT EXISTS clients (
  id        serial PRIMARY KEY,
  name      text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE hmda_federal_agencies (
  id   integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE hmda_client_entities (
  id               serial PRIMARY KEY,
  client_id        integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  business_line_id integer NOT NULL REFERENCES business_lines (id),
  entity_name      text NOT NULL,
  UNIQUE (client_id, business_line_id, entity_name)
);

CREATE TABLE hmda_client_info (
  id                 serial PRIMARY KEY,
  reporting_year     integer NOT NULL CHECK (reporting_year BETWEEN 2000 AND 2100),
  client_id          integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  business_line_id   integer NOT NULL REFERENCES business_lines (id),
  client_entity_id   integer NOT NULL REFERENCES hmda_client_entities (id) ON DELETE CASCADE,
  federal_agency_id  integer NOT NULL REFERENCES hmda_federal_agencies (id),
  is_active          boolean NOT NULL DEFAULT true,
  version            integer NOT NULL DEFAULT 1,
  updated_by         integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (reporting_year, client_entity_id)
);
CREATE INDEX hmda_client_info_client_idx ON hmda_client_info (client_id, reporting_year);

-- The provider's standard HMDA field list (hmdaazimuthfieldname): what a client's fields are mapped onto.
CREATE TABLE hmda_azimuth_fields (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE hmda_field_master (
  id               serial PRIMARY KEY,
  client_entity_id integer NOT NULL REFERENCES hmda_client_entities (id) ON DELETE CASCADE,
  reporting_year   integer NOT NULL CHECK (reporting_year BETWEEN 2000 AND 2100),
  azimuth_field_id integer NOT NULL REFERENCES hmda_azimuth_fields (id),
  field_name       text NOT NULL CHECK (length(field_name) BETWEEN 1 AND 255),
  field_type       text NOT NULL CHECK (field_type IN ('AN', 'N')),
  -- AN: 1 to 255; N: no length
  field_length     integer CHECK ((field_type = 'AN' AND field_length BETWEEN 1 AND 255) OR (field_type = 'N' AND field_length IS NULL)),
  check_digit      text NOT NULL DEFAULT 'Not applicable',
  value_required   text NOT NULL DEFAULT 'Required',
  description      text NOT NULL DEFAULT '',
  is_active        boolean NOT NULL DEFAULT true,
  version          integer NOT NULL DEFAULT 1,
  updated_by       integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_entity_id, reporting_year, azimuth_field_id)
);
CREATE INDEX hmda_field_master_year_idx ON hmda_field_master (reporting_year, client_entity_id, id);

CREATE TABLE hmda_client_values (
  id                   serial PRIMARY KEY,
  client_entity_id     integer NOT NULL REFERENCES hmda_client_entities (id) ON DELETE CASCADE,
  reporting_year       integer NOT NULL,
  hmda_field_master_id integer NOT NULL REFERENCES hmda_field_master (id) ON DELETE CASCADE,
  client_value         text NOT NULL CHECK (length(client_value) BETWEEN 1 AND 255),
  hmda_value           text NOT NULL DEFAULT '',
  description          text NOT NULL DEFAULT '',
  is_active            boolean NOT NULL DEFAULT true,
  version              integer NOT NULL DEFAULT 1,
  updated_by           integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (hmda_field_master_id, client_value)
);
CREATE INDEX hmda_client_values_year_idx ON hmda_client_values (reporting_year, client_entity_id);

CREATE TABLE hmda_valid_values (
  id                   serial PRIMARY KEY,
  client_entity_id     integer NOT NULL REFERENCES hmda_client_entities (id) ON DELETE CASCADE,
  reporting_year       integer NOT NULL,
  hmda_field_master_id integer NOT NULL REFERENCES hmda_field_master (id) ON DELETE CASCADE,
  valid_value          text NOT NULL CHECK (length(valid_value) BETWEEN 1 AND 255),
  description          text NOT NULL DEFAULT '',
  is_active            boolean NOT NULL DEFAULT true,
  version              integer NOT NULL DEFAULT 1,
  updated_by           integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (hmda_field_master_id, valid_value)
);
CREATE INDEX hmda_valid_values_year_idx ON hmda_valid_values (reporting_year, client_entity_id);

CREATE TABLE hmda_field_order (
  id                   serial PRIMARY KEY,
  client_entity_id     integer NOT NULL REFERENCES hmda_client_entities (id) ON DELETE CASCADE,
  reporting_year       integer NOT NULL,
  hmda_field_master_id integer NOT NULL REFERENCES hmda_field_master (id) ON DELETE CASCADE,
  field_order          integer NOT NULL CHECK (field_order >= 1),
  is_active            boolean NOT NULL DEFAULT true,
  version              integer NOT NULL DEFAULT 1,
  updated_by           integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (hmda_field_master_id)
);
CREATE INDEX hmda_field_order_year_idx ON hmda_field_order (reporting_year, client_entity_id, field_order);

CREATE TABLE hmda_systems (
  id          serial PRIMARY KEY,
  code        text NOT NULL,
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  vendor      text NOT NULL DEFAULT '',
  is_active   boolean NOT NULL DEFAULT true,
  version     integer NOT NULL DEFAULT 1,
  updated_by  integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX hmda_systems_code_idx ON hmda_systems (lower(code));

-- A client's systems per reporting year (the detail systems; the only HMDA rows that are deleted).
CREATE TABLE hmda_detail_systems (
  id             serial PRIMARY KEY,
  client_id      integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  system_id      integer NOT NULL REFERENCES hmda_systems (id),
  reporting_year integer NOT NULL CHECK (reporting_year BETWEEN 2000 AND 2100),
  description    text NOT NULL DEFAULT '',
  is_active      boolean NOT NULL DEFAULT true,
  version        integer NOT NULL DEFAULT 1,
  updated_by     integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, system_id, reporting_year)
);

CREATE TABLE hmda_edit_references (
  id               serial PRIMARY KEY,
  field_group      text NOT NULL DEFAULT '',
  field_type       text NOT NULL DEFAULT '',
  edit_set         text NOT NULL DEFAULT '',
  edit_type        text NOT NULL CHECK (edit_type IN ('CFPB', 'AGRC', 'LOS')),
  edit_subtype     text NOT NULL CHECK (edit_subtype IN ('Validity', 'Quality', 'Syntax')),
  edit_number      text NOT NULL,
  process          text NOT NULL DEFAULT '',
  process_item     text NOT NULL DEFAULT '',
  field_item       text NOT NULL DEFAULT '',
  edit_message     text NOT NULL CHECK (length(edit_message) BETWEEN 1 AND 500),
  edit_description text NOT NULL DEFAULT '',
  edit_resolution  text NOT NULL DEFAULT '' CHECK (length(edit_resolution) <= 500),
  is_active        boolean NOT NULL DEFAULT true,
  version          integer NOT NULL DEFAULT 1,
  updated_by       integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX hmda_edit_references_number_idx ON hmda_edit_references (edit_type, lower(edit_number));

CREATE TABLE hmda_edit_reference_systems (
  edit_reference_id integer NOT NULL REFERENCES hmda_edit_references (id) ON DELETE CASCADE,
  system_id         integer NOT NULL REFERENCES hmda_systems (id) ON DELETE CASCADE,
  PRIMARY KEY (edit_reference_id, system_id)
);

CREATE TABLE hmda_banks (
  id                integer PRIMARY KEY,
  bank_name         text NOT NULL,
  lei               text NOT NULL UNIQUE CHECK (lei ~ '^[A-Z0-9]{20}$'),
  federal_agency_id integer REFERENCES hmda_federal_agencies (id),
  city              text NOT NULL DEFAULT '',
  state             text NOT NULL DEFAULT '',
  is_active         boolean NOT NULL DEFAULT true
);

CREATE TABLE hmda_lar_files (
  id            serial PRIMARY KEY,
  bank_id       integer NOT NULL REFERENCES hmda_banks (id),
  bank_name     text NOT NULL,
  reporting_year integer NOT NULL,
  utility_type  text NOT NULL,
  file_name     text NOT NULL,
  file_text     text NOT NULL,
  size          integer NOT NULL,
  lei           text NOT NULL,
  quarter       text NOT NULL,
  record_count  integer NOT NULL,
  uploaded_by   integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE hmda_lar_records (
  id                serial PRIMARY KEY,
  lar_file_id       integer NOT NULL REFERENCES hmda_lar_files (id) ON DELETE CASCADE,
  row_number        integer NOT NULL,
  uli               text NOT NULL,
  loan_type         text NOT NULL,
  loan_purpose      text NOT NULL,
  loan_amount       text NOT NULL,
  action_taken      text NOT NULL,
  action_taken_date text NOT NULL,
  state             text NOT NULL
);
CREATE INDEX hmda_lar_records_file_idx ON hmda_lar_records (lar_file_id, row_number);
`,
};
