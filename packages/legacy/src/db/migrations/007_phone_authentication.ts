import type { Migration } from './types.js';

// /user-authentication: the phone a user enrols for sign-in codes. The spec shows the page, not what it
// does; docs/access.md says what we chose.
export const phoneAuthentication: Migration = {
  version: 7,
  name: 'phone_authentication',
  sql: /* sql */ `
ALTER TABLE users ADD COLUMN phone_country_code text;
ALTER TABLE users ADD COLUMN phone_number text;
ALTER TABLE users ADD COLUMN phone_updated_at timestamptz;
`,
};
