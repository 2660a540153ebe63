import type { Migration } from './types.js';

/**
 * Who owns what. A user with a client works for that client only; a user without one is provider staff. A role is
 * either a provider role (given to provider staff, and only by a provider administrator) or a client-side role.
 * The four provider roles the catalogue has always had are marked here; the ownership seed marks them again for
 * databases whose roles were seeded after this migration ran.
 */
export const ownership: Migration = {
  version: 22,
  name: 'ownership',
  sql: /* sql */ `
ALTER TABLE roles ADD COLUMN is_provider boolean NOT NULL DEFAULT false;
UPDATE roles SET is_provider = true
 WHERE lower(name) IN ('lexbridge super admin', 'lexbridge admin read only', 'provider staff', 'legal staff');
`,
};
