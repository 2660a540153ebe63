import type { Migration } from './types.js';

/**
 * Validator ownership. Every user is provider staff or a user of exactly one client (users.client_id), so the
 * validator setup's own list of the clients a user works for (vs_user_clients) goes: a client's user reaches its
 * own client's setup, files, results and test requests, and provider staff reach every client's.
 *
 * Header change requests remember who submitted them (submitted_by): whoever submitted a request cannot approve or
 * reject it.
 */
export const validatorOwnership: Migration = {
  version: 23,
  name: 'validator_ownership',
  sql: /* sql */ `
DROP TABLE IF EXISTS vs_user_clients;

ALTER TABLE vs_header_changes
  ADD COLUMN IF NOT EXISTS submitted_by integer REFERENCES users (id) ON DELETE SET NULL;
UPDATE vs_header_changes SET submitted_by = created_by WHERE submitted_at IS NOT NULL AND submitted_by IS NULL;
`,
};
