import type { Migration } from './types.js';

/** Reserved for the separation of duties change; filled in by that change. */
export const separationOfDuties: Migration = {
  version: 26,
  name: 'separation_of_duties',
  sql: /* sql */ `SELECT 1;`,
};
