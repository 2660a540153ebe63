import type { Migration } from './types.js';

/**
 * Separation of duties and the client of business and risk work. Whoever submitted an item may not approve it or
 * send it back, so every decided item records its submitter: a business requirement (`submitted_by`, set by the
 * assessment's submit) and a risk assessment (`submitted_by`, set by its submit); a not-applicable declaration keeps
 * `not_applicable_by`, a legal workflow item `submitted_by`. Business laws and risk assessments are client-owned:
 * they carry their client, taken from the business contact (or respondent) where one exists, else the first client
 * (the demo's business work is Harborview's). A risk assessment is unique per client, process, frequency and period.
 */
export const separationOfDuties: Migration = {
  version: 26,
  name: 'separation_of_duties',
  sql: /* sql */ `
ALTER TABLE business_laws ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
ALTER TABLE business_law_requirements ADD COLUMN submitted_by integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE risk_assessments ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
ALTER TABLE risk_assessments ADD COLUMN submitted_by integer REFERENCES users (id) ON DELETE SET NULL;

UPDATE business_laws bl
   SET client_id = coalesce((SELECT u.client_id FROM users u WHERE u.id = bl.business_user_id),
                            (SELECT min(c.id) FROM clients c));
UPDATE business_law_requirements r
   SET submitted_by = bl.business_user_id
  FROM business_laws bl
 WHERE bl.id = r.business_law_id AND r.status IN ('Submitted', 'Approved', 'SentBack');
UPDATE risk_assessments a
   SET client_id = coalesce((SELECT u.client_id FROM users u WHERE u.id = a.respondent_user_id),
                            (SELECT min(c.id) FROM clients c)),
       submitted_by = CASE WHEN a.status <> 'Draft' THEN a.respondent_user_id END;

CREATE INDEX business_laws_client_idx ON business_laws (client_id);

DO $$
DECLARE selection_key text;
BEGIN
  SELECT conname INTO selection_key FROM pg_constraint
   WHERE conrelid = 'risk_assessments'::regclass AND contype = 'u';
  IF selection_key IS NOT NULL THEN
    EXECUTE format('ALTER TABLE risk_assessments DROP CONSTRAINT %I', selection_key);
  END IF;
END $$;
CREATE UNIQUE INDEX risk_assessments_selection_idx
    ON risk_assessments ((coalesce(client_id, 0)), company_process_id, frequency_id, start_date, end_date);
`,
};
