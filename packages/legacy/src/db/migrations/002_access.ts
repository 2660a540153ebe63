import type { Migration } from './types.js';

// Access and the application shell: password reset links, the mail outbox, self-service registration
// with its products and plans, custom pricing requests, and the OpenID provider's stored artifacts.
export const access: Migration = {
  version: 2,
  name: 'access',
  sql: /* sql */ `
-- A password reset link carries two random values (Token, Token2); only their SHA-256 digests are stored. A link
-- works once and for an hour.
CREATE TABLE password_resets (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  token2_hash text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Mail the catalogue sends, kept here instead of going to a mail server (tests read it back).
CREATE TABLE outbox (
  id         serial PRIMARY KEY,
  to_email   text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  link       text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to_email_idx ON outbox (lower(to_email), id DESC);

-- What the self-service registration page sells: products, each with plans per billing duration.
CREATE TABLE subscription_products (
  id         serial PRIMARY KEY,
  name       text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  -- the product tab the registration page opens on
  is_checked boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX subscription_products_name_key ON subscription_products (lower(name));

CREATE TABLE subscription_plans (
  id             serial PRIMARY KEY,
  product_id     integer NOT NULL REFERENCES subscription_products (id) ON DELETE CASCADE,
  duration       text NOT NULL CHECK (duration IN ('Monthly', 'Annual')),
  sort_order     integer NOT NULL DEFAULT 0,
  plan_name      text NOT NULL,
  -- dollars per billing period; null when the plan has custom pricing
  plan_pricing   numeric(12, 2),
  -- the most users the plan allows; null when unlimited or negotiated
  total_users    integer,
  custom_pricing boolean NOT NULL DEFAULT false,
  CHECK (custom_pricing OR plan_pricing IS NOT NULL)
);
CREATE INDEX subscription_plans_product_idx ON subscription_plans (product_id);

-- One registration per e-mail address; card details are never sent, so never stored.
CREATE TABLE registrations (
  id                serial PRIMARY KEY,
  email             text NOT NULL,
  first_name        text NOT NULL,
  last_name         text NOT NULL,
  address           text NOT NULL,
  city              text NOT NULL,
  state             text NOT NULL,
  zip               text NOT NULL,
  phone             text NOT NULL,
  company_name      text NOT NULL,
  product_plan_id   integer NOT NULL REFERENCES subscription_plans (id),
  billing_zip_check boolean NOT NULL,
  terms_accepted    boolean NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX registrations_email_key ON registrations (lower(email));

CREATE TABLE custom_pricing_requests (
  id              serial PRIMARY KEY,
  email           text NOT NULL,
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  -- both optional: the form prefills them from the plan chosen, if any
  product_name    text,
  product_plan_id integer REFERENCES subscription_plans (id),
  estimated_users text NOT NULL,
  phone           text NOT NULL,
  company_name    text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- The OpenID provider's artifacts (sessions, interactions, grants, codes, access tokens), one JSON payload per
-- model and id, so single sign-on survives a restart and works across replicas.
CREATE TABLE oidc_models (
  model       text NOT NULL,
  id          text NOT NULL,
  payload     text NOT NULL,
  grant_id    text,
  user_code   text,
  uid         text,
  expires_at  timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_models_grant_idx ON oidc_models (grant_id);
CREATE INDEX oidc_models_uid_idx ON oidc_models (uid);
CREATE INDEX oidc_models_user_code_idx ON oidc_models (user_code);
CREATE INDEX oidc_models_expires_idx ON oidc_models (expires_at);
`,
};
