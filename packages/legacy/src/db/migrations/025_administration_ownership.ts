import type { Migration } from './types.js';

/**
 * Administration ownership. Users and single sign-on groups are client-owned: a client's administrator manages its
 * own client's users and groups (another client's are not found), and gives client-side roles only. The client
 * administrator role ('Lexbridge Admin') therefore sees and edits the SSO Groups screen (menu entry 1308) of its
 * own client; databases seeded before this change get the grant here, fresh ones from the administration seed.
 * A single sign-on group never maps a provider role for a client's users unless the provider administrator chose
 * it; nothing stored needs to change for that, the routes enforce it.
 */
export const administrationOwnership: Migration = {
  version: 25,
  name: 'administration_ownership',
  sql: /* sql */ `
INSERT INTO role_menu_items (role_id, menu_item_id)
SELECT r.id, m.id FROM roles r JOIN menu_items m ON m.id = 1308
 WHERE lower(r.name) = 'lexbridge admin'
ON CONFLICT DO NOTHING;
INSERT INTO role_editable_routes (role_id, router_link)
SELECT r.id, m.router_link FROM roles r JOIN menu_items m ON m.id = 1308
 WHERE lower(r.name) = 'lexbridge admin' AND m.router_link IS NOT NULL
ON CONFLICT DO NOTHING;
`,
};
