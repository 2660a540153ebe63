import type { Migration } from './types.js';

/**
 * Report data and the gap register belong to a client. The reporting mart's gaps and risk ratings carry their
 * client, so two clients working the same business line keep their own registers (a risk rating is unique per
 * client, section and line); a reporting error records the client whose report failed; the answer sets of the
 * gaps questionnaires (and so their answers, files and action plans) carry the client of the business law they
 * answer for. Rows that existed before are the first client's, except
 * answer sets whose business law names its client. The report tool's own per-user client table goes: a user's
 * report client is the user's own client (provider staff name the client they look at).
 */
export const reportingOwnership: Migration = {
  version: 28,
  name: 'reporting_ownership',
  sql: /* sql */ `
ALTER TABLE reporting_gaps ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
UPDATE reporting_gaps SET client_id = (SELECT min(id) FROM clients);
DELETE FROM reporting_gaps WHERE client_id IS NULL;
ALTER TABLE reporting_gaps ALTER COLUMN client_id SET NOT NULL;
CREATE INDEX reporting_gaps_client_idx ON reporting_gaps (client_id, business_line_id);

ALTER TABLE reporting_risk_ratings ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
UPDATE reporting_risk_ratings SET client_id = (SELECT min(id) FROM clients);
DELETE FROM reporting_risk_ratings WHERE client_id IS NULL;
ALTER TABLE reporting_risk_ratings ALTER COLUMN client_id SET NOT NULL;
ALTER TABLE reporting_risk_ratings DROP CONSTRAINT reporting_risk_ratings_pkey;
ALTER TABLE reporting_risk_ratings ADD PRIMARY KEY (client_id, section_id, business_line_id);

ALTER TABLE reporting_errors ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE SET NULL;

ALTER TABLE gaps_answer_sets ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
UPDATE gaps_answer_sets s
   SET client_id = coalesce(
         (SELECT b.client_id FROM business_laws b WHERE b.id = s.business_law_id),
         (SELECT min(id) FROM clients));
CREATE INDEX gaps_answer_sets_client_idx ON gaps_answer_sets (client_id);

DROP TABLE reporting_user_clients;
`,
};
