import type { Migration } from './types.js';

// Kept as a TypeScript string so the compiled package carries its migrations without a copy step.
export const initial: Migration = {
  version: 1,
  name: 'initial',
  sql: /* sql */ `
CREATE TABLE users (
  id            serial PRIMARY KEY,
  email         text NOT NULL,
  first_name    text NOT NULL,
  full_name     text NOT NULL,
  -- scrypt$N$r$p$salt$hash (base64), see src/auth/password.ts
  password_hash text NOT NULL,
  is_azimuth    boolean NOT NULL DEFAULT false,
  is_tableau    boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- Sign-in matches e-mail addresses case-insensitively, so uniqueness must too.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE roles (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE menu_items (
  id             serial PRIMARY KEY,
  parent_id      integer REFERENCES menu_items (id) ON DELETE CASCADE,
  sort_order     integer NOT NULL DEFAULT 0,
  label          text NOT NULL,
  -- null for a group that only holds sub-menus
  router_link    text,
  image          text,
  selected_index integer
);
CREATE INDEX menu_items_parent_idx ON menu_items (parent_id);

-- A user sees the items mapped to any of their roles, plus the groups above them.
CREATE TABLE role_menu_items (
  role_id      integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  menu_item_id integer NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_item_id)
);

CREATE TABLE breadcrumbs (
  id           serial PRIMARY KEY,
  menu_item_id integer NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
  sort_order   integer NOT NULL DEFAULT 0,
  label        text NOT NULL,
  router_link  text NOT NULL,
  module_name  text
);
CREATE INDEX breadcrumbs_menu_item_idx ON breadcrumbs (menu_item_id);

-- Routes (menu or breadcrumb routerLinks) a role may edit; the union over a user's roles is editableBreadCrumbs.
CREATE TABLE role_editable_routes (
  role_id     integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  router_link text NOT NULL,
  PRIMARY KEY (role_id, router_link)
);

-- One row per issued access/refresh pair. Only SHA-256 digests are stored, so a copy of the database
-- cannot be replayed as live tokens.
CREATE TABLE tokens (
  id                 serial PRIMARY KEY,
  user_id            integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  access_token_hash  text NOT NULL UNIQUE,
  refresh_token_hash text NOT NULL UNIQUE,
  issued_at          timestamptz NOT NULL,
  access_expires_at  timestamptz NOT NULL,
  refresh_expires_at timestamptz NOT NULL,
  -- set when the refresh token is consumed by a refresh grant; a refresh token works once
  refresh_revoked_at timestamptz
);
CREATE INDEX tokens_refresh_expires_idx ON tokens (refresh_expires_at);

CREATE TABLE inbox_counts (
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  menu_item_id integer NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
  count        integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (user_id, menu_item_id)
);

CREATE TABLE saved_searches (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- stored trimmed; names are unique per user ignoring case
  search_name text NOT NULL,
  search_key  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX saved_searches_user_name_key ON saved_searches (user_id, lower(search_name));
CREATE INDEX saved_searches_user_created_idx ON saved_searches (user_id, created_at DESC, id DESC);

-- Which data seeds have run, so start-up skips them in one query.
CREATE TABLE seed_runs (
  name       text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
`,
};
