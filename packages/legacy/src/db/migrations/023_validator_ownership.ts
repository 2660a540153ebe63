import type { Migration } from './types.js';

/** Reserved for the validator ownership change; filled in by that change. */
export const validatorOwnership: Migration = {
  version: 23,
  name: 'validator_ownership',
  sql: /* sql */ `SELECT 1;`,
};
