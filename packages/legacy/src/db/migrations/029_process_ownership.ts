import type { Migration } from './types.js';

/**
 * Company processes and client change management belong to a client. A 'Client' process hierarchy is one client's
 * own (its processes, proposed processes and process-section mappings hang off it and are that client's too); a
 * 'Provider' hierarchy is the provider's standard taxonomy, shared by every client, and has no client. Names are
 * unique per business line, variant and owner, and each owner (a client, or the provider) has at most one primary
 * hierarchy per business line. A client change (and its changed requirements and their signatures, which hang off
 * it) carries the client of the business law it changes. Rows that existed before are the first client's
 * (Harborview Credit Union), except changes whose business law names its client.
 */
export const processOwnership: Migration = {
  version: 29,
  name: 'process_ownership',
  sql: /* sql */ `
ALTER TABLE process_hierarchies ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
UPDATE process_hierarchies
   SET client_id = coalesce((SELECT id FROM clients WHERE name = 'Harborview Credit Union'),
                            (SELECT min(id) FROM clients))
 WHERE variant = 'Client';
DELETE FROM process_hierarchies WHERE variant = 'Client' AND client_id IS NULL;
UPDATE process_hierarchies SET client_id = NULL WHERE variant = 'Provider';
ALTER TABLE process_hierarchies
  ADD CONSTRAINT process_hierarchies_owner_check CHECK ((variant = 'Client') = (client_id IS NOT NULL));
ALTER TABLE process_hierarchies DROP CONSTRAINT process_hierarchies_business_line_id_variant_name_key;
CREATE UNIQUE INDEX process_hierarchies_name_idx
  ON process_hierarchies (business_line_id, variant, (coalesce(client_id, 0)), name);
DROP INDEX process_hierarchies_primary_idx;
CREATE UNIQUE INDEX process_hierarchies_primary_idx
  ON process_hierarchies (business_line_id, (coalesce(client_id, 0))) WHERE is_primary;
CREATE INDEX process_hierarchies_client_idx ON process_hierarchies (client_id);

ALTER TABLE ccm_changes ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
UPDATE ccm_changes c
   SET client_id = coalesce(
         (SELECT b.client_id FROM business_laws b WHERE b.id = c.business_law_id),
         (SELECT id FROM clients WHERE name = 'Harborview Credit Union'),
         (SELECT min(id) FROM clients));
DELETE FROM ccm_changes WHERE client_id IS NULL;
ALTER TABLE ccm_changes ALTER COLUMN client_id SET NOT NULL;
ALTER TABLE ccm_changes DROP CONSTRAINT ccm_changes_section_id_business_line_id_company_process_id_key;
ALTER TABLE ccm_changes ADD CONSTRAINT ccm_changes_client_process_key
  UNIQUE (client_id, section_id, business_line_id, company_process_id);
`,
};
