import type { Migration } from './types.js';

/** Reserved for the dmu loans ownership change; filled in by that change. */
export const dmuLoansOwnership: Migration = {
  version: 27,
  name: 'dmu_loans_ownership',
  sql: /* sql */ `SELECT 1;`,
};
