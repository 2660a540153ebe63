import type { Migration } from './types.js';

/** Reserved for the administration ownership change; filled in by that change. */
export const administrationOwnership: Migration = {
  version: 25,
  name: 'administration_ownership',
  sql: /* sql */ `SELECT 1;`,
};
