import type { Migration } from './types.js';

/**
 * Manual risk ratings, and every risk assessment, belong to a client. A manual rating carries its client (the rows
 * that existed before are the first client's, Harborview Credit Union), so two clients rating the same artifact of
 * the same company process keep their own ratings (unique per client, process, artifact and parameter), and the
 * risk and impact reports built on them are one client's. A risk assessment always names its client: one left
 * without (provider staff answering before they could name the client) becomes the first client's, unless that
 * client already has the same questionnaire, whose copy it is. Parameters, levels, frequencies, question types,
 * headers and questions stay provider-wide (no client).
 */
export const riskRatingsOwnership: Migration = {
  version: 30,
  name: 'risk_ratings_ownership',
  sql: /* sql */ `
ALTER TABLE risk_manual_ratings ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
UPDATE risk_manual_ratings SET client_id = (SELECT min(id) FROM clients);
DELETE FROM risk_manual_ratings WHERE client_id IS NULL;
ALTER TABLE risk_manual_ratings ALTER COLUMN client_id SET NOT NULL;

DO $$
DECLARE rating_key text;
BEGIN
  SELECT conname INTO rating_key FROM pg_constraint
   WHERE conrelid = 'risk_manual_ratings'::regclass AND contype = 'u';
  IF rating_key IS NOT NULL THEN
    EXECUTE format('ALTER TABLE risk_manual_ratings DROP CONSTRAINT %I', rating_key);
  END IF;
END $$;
CREATE UNIQUE INDEX risk_manual_ratings_rating_idx
    ON risk_manual_ratings (client_id, company_process_id, artifact_name, parameter_id);

DELETE FROM risk_assessments a
 WHERE a.client_id IS NULL
   AND EXISTS (SELECT 1 FROM risk_assessments b
                WHERE b.client_id = (SELECT min(id) FROM clients) AND b.company_process_id = a.company_process_id
                  AND b.frequency_id = a.frequency_id AND b.start_date = a.start_date AND b.end_date = a.end_date);
UPDATE risk_assessments SET client_id = (SELECT min(id) FROM clients) WHERE client_id IS NULL;
DELETE FROM risk_assessments WHERE client_id IS NULL;
ALTER TABLE risk_assessments ALTER COLUMN client_id SET NOT NULL;
`,
};
