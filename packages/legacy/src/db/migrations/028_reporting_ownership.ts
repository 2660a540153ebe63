import type { Migration } from './types.js';

/** Reserved for the reporting ownership change; filled in by that change. */
export const reportingOwnership: Migration = {
  version: 28,
  name: 'reporting_ownership',
  sql: /* sql */ `SELECT 1;`,
};
