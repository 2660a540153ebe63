import type { Migration } from './types.js';

/**
 * Administration: the two master lists the catalogue had no table for (law types, countries), the client a user
 * belongs to, the client setup (server, database, details, single sign-on configuration) and the moment a user was
 * last synchronised with the directory.
 *
 * Law types were free text on laws; the list names them once, and a law's type stays its text (a type in use is
 * found by comparing texts, ignoring case). Only additive changes: columns added with IF NOT EXISTS and new tables.
 */
export const administration: Migration = {
  version: 9,
  name: 'administration',
  sql: /* sql */ `
CREATE TABLE IF NOT EXISTS clients (
  id        serial PRIMARY KEY,
  name      text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE law_types (
  id   serial PRIMARY KEY,
  name text NOT NULL
);
CREATE UNIQUE INDEX law_types_name_key ON law_types (lower(name));
INSERT INTO law_types (name) SELECT DISTINCT law_type FROM laws ON CONFLICT DO NOTHING;

CREATE TABLE countries (
  id   serial PRIMARY KEY,
  name text NOT NULL
);
CREATE UNIQUE INDEX countries_name_key ON countries (lower(name));

-- Master-list duplicates ignore case, like every other name check of the catalogue.
CREATE UNIQUE INDEX IF NOT EXISTS industries_name_lower_key ON industries (lower(name));

ALTER TABLE clients ADD COLUMN IF NOT EXISTS server_name   text;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS database_name text;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS domain        text;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS country_id    integer REFERENCES countries (id) ON DELETE SET NULL;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS contact_email text;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS sso_enabled   boolean NOT NULL DEFAULT false;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS tenant_id     text;
ALTER TABLE clients ADD COLUMN IF NOT EXISTS created_at    timestamptz NOT NULL DEFAULT now();
CREATE INDEX IF NOT EXISTS clients_country_idx ON clients (country_id);

-- The client a user works for; null for provider staff.
ALTER TABLE users ADD COLUMN IF NOT EXISTS client_id integer REFERENCES clients (id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN IF NOT EXISTS last_name text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN IF NOT EXISTS synced_at timestamptz;
CREATE INDEX IF NOT EXISTS users_client_idx ON users (client_id);
`,
};
