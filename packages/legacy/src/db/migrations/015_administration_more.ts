import type { Migration } from './types.js';

/**
 * Administration, continued: artifact types (the inventory's artifacts name their type by text, as laws name
 * theirs), more columns of the artifact inventory, the risk-assessment and business-line question lists (artifact
 * questions are the business module's assessment questionnaire), and the employee assignments to categories and
 * company processes (business lines had theirs), single sign-on groups with their roles and business lines, and the e-mail
 * senders, receivers, groups and triggers, and a registered user's subscription status. Only
 * additive changes.
 */
export const administrationMore: Migration = {
  version: 15,
  name: 'administration_more',
  sql: /* sql */ `
CREATE TABLE artifact_types (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  description text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX artifact_types_name_key ON artifact_types (lower(name));
INSERT INTO artifact_types (name) SELECT DISTINCT artifact_type FROM business_artifacts ON CONFLICT DO NOTHING;

ALTER TABLE business_artifacts ADD COLUMN IF NOT EXISTS description text NOT NULL DEFAULT '';
ALTER TABLE business_artifacts ADD COLUMN IF NOT EXISTS owner_name  text NOT NULL DEFAULT '';

-- Risk-assessment questions (kind RiskAssessment) and questions asked of a business line (kind BusinessLine).
CREATE TABLE maintenance_questions (
  id               serial PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('RiskAssessment', 'BusinessLine')),
  business_line_id integer REFERENCES business_lines (id) ON DELETE CASCADE,
  question         text NOT NULL,
  question_type    text NOT NULL,
  options          text[] NOT NULL DEFAULT '{}',
  is_required      boolean NOT NULL DEFAULT false,
  is_active        boolean NOT NULL DEFAULT true,
  sort_order       integer NOT NULL DEFAULT 0,
  CHECK ((kind = 'BusinessLine') = (business_line_id IS NOT NULL))
);
CREATE INDEX maintenance_questions_kind_idx ON maintenance_questions (kind, business_line_id);

CREATE TABLE user_categories (
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, category_id)
);
CREATE TABLE user_company_processes (
  user_id            integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_process_id integer NOT NULL REFERENCES company_processes (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, company_process_id)
);

-- Directory (single sign-on) groups of a client, and the roles and business lines their members get.
CREATE TABLE sso_groups (
  id                 serial PRIMARY KEY,
  client_id          integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  group_name         text NOT NULL,
  directory_group_id text NOT NULL DEFAULT '',
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sso_groups_name_key ON sso_groups (client_id, lower(group_name));
CREATE TABLE sso_group_roles (
  sso_group_id integer NOT NULL REFERENCES sso_groups (id) ON DELETE CASCADE,
  role_id      integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  PRIMARY KEY (sso_group_id, role_id)
);
CREATE TABLE sso_group_business_lines (
  sso_group_id     integer NOT NULL REFERENCES sso_groups (id) ON DELETE CASCADE,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  PRIMARY KEY (sso_group_id, business_line_id)
);

-- E-mail: sender and receiver addresses, groups of receivers, and the triggers that send to a group.
CREATE TABLE email_addresses (
  id           serial PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('Sender', 'Receiver')),
  email        text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  is_active    boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX email_addresses_key ON email_addresses (kind, lower(email));
CREATE TABLE email_groups (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  description text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX email_groups_name_key ON email_groups (lower(name));
CREATE TABLE email_group_members (
  email_group_id   integer NOT NULL REFERENCES email_groups (id) ON DELETE CASCADE,
  email_address_id integer NOT NULL REFERENCES email_addresses (id) ON DELETE CASCADE,
  PRIMARY KEY (email_group_id, email_address_id)
);
CREATE TABLE email_triggers (
  id             serial PRIMARY KEY,
  name           text NOT NULL,
  event          text NOT NULL,
  subject        text NOT NULL,
  sender_id      integer NOT NULL REFERENCES email_addresses (id),
  email_group_id integer NOT NULL REFERENCES email_groups (id),
  is_active      boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX email_triggers_name_key ON email_triggers (lower(name));

-- A registered user's subscription: active until cancelled.
ALTER TABLE registrations ADD COLUMN IF NOT EXISTS status       text NOT NULL DEFAULT 'Active'
  CHECK (status IN ('Active', 'Cancelled'));
ALTER TABLE registrations ADD COLUMN IF NOT EXISTS cancelled_at timestamptz;
`,
};
