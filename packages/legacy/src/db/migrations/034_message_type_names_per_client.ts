import type { Migration } from './types.js';

/**
 * Message type names are unique per client, not across every client: a client's type may share its name with
 * another client's type (refusing it would tell one client what another has named its types). Within one client,
 * and among the provider-wide types (no client), a name is still used once, ignoring case: this index keeps that.
 *
 * A client's type must also not share a name with a provider-wide type (and a provider-wide type with no client's),
 * which no single unique index can say: the catalogue checks it while it holds the message types' save lock.
 */
export const messageTypeNamesPerClient: Migration = {
  version: 34,
  name: 'message_type_names_per_client',
  sql: /* sql */ `
DROP INDEX IF EXISTS message_types_name_idx;
CREATE UNIQUE INDEX message_types_client_name_idx ON message_types (coalesce(client_id, 0), lower(message_type));
`,
};
