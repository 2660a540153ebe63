import type { Migration } from './types.js';

/** Reserved for the hmda ownership change; filled in by that change. */
export const hmdaOwnership: Migration = {
  version: 24,
  name: 'hmda_ownership',
  sql: /* sql */ `SELECT 1;`,
};
