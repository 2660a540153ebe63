import type { Migration } from './types.js';

/**
 * HMDA ownership. Every client-owned HMDA row carries its client: the field master, client values, valid values and
 * field order get `client_id`, filled from their entity, and a foreign key on (entity, client) keeps it the entity's
 * client (client info gets the same key). A bank of the bank master belongs to the client of its name (none for a
 * bank that is no client), and a LAR file to its bank's client.
 *
 * LAR files: one file per bank, reporting year and quarter (a newer upload of that period replaces the older one),
 * and the SHA-256 of its text, so the same file uploaded again is recognised. Where a database already holds several
 * files of one period, the newest stays and the older ones (with their records) go, as a new upload would do.
 */
export const hmdaOwnership: Migration = {
  version: 24,
  name: 'hmda_ownership',
  sql: /* sql */ `
ALTER TABLE hmda_client_entities ADD CONSTRAINT hmda_client_entities_id_client_key UNIQUE (id, client_id);

ALTER TABLE hmda_client_info ADD CONSTRAINT hmda_client_info_entity_client_fk
  FOREIGN KEY (client_entity_id, client_id) REFERENCES hmda_client_entities (id, client_id) ON DELETE CASCADE;

ALTER TABLE hmda_field_master ADD COLUMN client_id integer;
UPDATE hmda_field_master x SET client_id = e.client_id FROM hmda_client_entities e WHERE e.id = x.client_entity_id;
ALTER TABLE hmda_field_master ALTER COLUMN client_id SET NOT NULL;
ALTER TABLE hmda_field_master ADD CONSTRAINT hmda_field_master_entity_client_fk
  FOREIGN KEY (client_entity_id, client_id) REFERENCES hmda_client_entities (id, client_id) ON DELETE CASCADE;
CREATE INDEX hmda_field_master_client_idx ON hmda_field_master (client_id, reporting_year);

ALTER TABLE hmda_client_values ADD COLUMN client_id integer;
UPDATE hmda_client_values x SET client_id = e.client_id FROM hmda_client_entities e WHERE e.id = x.client_entity_id;
ALTER TABLE hmda_client_values ALTER COLUMN client_id SET NOT NULL;
ALTER TABLE hmda_client_values ADD CONSTRAINT hmda_client_values_entity_client_fk
  FOREIGN KEY (client_entity_id, client_id) REFERENCES hmda_client_entities (id, client_id) ON DELETE CASCADE;
CREATE INDEX hmda_client_values_client_idx ON hmda_client_values (client_id, reporting_year);

ALTER TABLE hmda_valid_values ADD COLUMN client_id integer;
UPDATE hmda_valid_values x SET client_id = e.client_id FROM hmda_client_entities e WHERE e.id = x.client_entity_id;
ALTER TABLE hmda_valid_values ALTER COLUMN client_id SET NOT NULL;
ALTER TABLE hmda_valid_values ADD CONSTRAINT hmda_valid_values_entity_client_fk
  FOREIGN KEY (client_entity_id, client_id) REFERENCES hmda_client_entities (id, client_id) ON DELETE CASCADE;
CREATE INDEX hmda_valid_values_client_idx ON hmda_valid_values (client_id, reporting_year);

ALTER TABLE hmda_field_order ADD COLUMN client_id integer;
UPDATE hmda_field_order x SET client_id = e.client_id FROM hmda_client_entities e WHERE e.id = x.client_entity_id;
ALTER TABLE hmda_field_order ALTER COLUMN client_id SET NOT NULL;
ALTER TABLE hmda_field_order ADD CONSTRAINT hmda_field_order_entity_client_fk
  FOREIGN KEY (client_entity_id, client_id) REFERENCES hmda_client_entities (id, client_id) ON DELETE CASCADE;
CREATE INDEX hmda_field_order_client_idx ON hmda_field_order (client_id, reporting_year);

CREATE INDEX hmda_detail_systems_client_idx ON hmda_detail_systems (client_id, reporting_year);

ALTER TABLE hmda_banks ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE SET NULL;
UPDATE hmda_banks b SET client_id = c.id FROM clients c WHERE c.name = b.bank_name;

ALTER TABLE hmda_lar_files ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
ALTER TABLE hmda_lar_files ADD COLUMN content_hash text;
UPDATE hmda_lar_files f SET client_id = b.client_id FROM hmda_banks b WHERE b.id = f.bank_id;
UPDATE hmda_lar_files SET content_hash = encode(sha256(convert_to(file_text, 'UTF8')), 'hex');
ALTER TABLE hmda_lar_files ALTER COLUMN content_hash SET NOT NULL;
DELETE FROM hmda_lar_files f WHERE EXISTS (
  SELECT 1 FROM hmda_lar_files newer
   WHERE newer.bank_id = f.bank_id AND newer.reporting_year = f.reporting_year AND newer.quarter = f.quarter
     AND (newer.uploaded_at, newer.id) > (f.uploaded_at, f.id));
CREATE UNIQUE INDEX hmda_lar_files_period_idx ON hmda_lar_files (bank_id, reporting_year, quarter);
CREATE INDEX hmda_lar_files_client_idx ON hmda_lar_files (client_id, uploaded_at);
`,
};
