import type { Migration } from './types.js';

/**
 * Section mappings and change in law: law scopes, the products, institution types and validator
 * tests a section (or its requirements) is mapped to, the updated requirements a change in law proposes (old and
 * new text, RequirementChangeStatus) and the decision taken on each change for a business line (who, when, why).
 *
 * Only new tables, referring to 001's users and 003's catalogue. Every index serves a lookup an endpoint makes.
 */
export const mappings: Migration = {
  version: 5,
  name: 'mappings',
  sql: /* sql */ `
CREATE TABLE law_scopes (
  id         serial PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0
);

-- One law scope per section (lawScopeId, lawScopeName of the mapped filters).
CREATE TABLE section_law_scopes (
  section_id   integer PRIMARY KEY REFERENCES law_sections (id) ON DELETE CASCADE,
  law_scope_id integer NOT NULL REFERENCES law_scopes (id),
  updated_by   integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- Products belong to one business line, so the section's products per line come from products.business_line_id.
CREATE TABLE section_products (
  section_id integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (section_id, product_id)
);

-- Institution types are catalogue-wide: the business line they are mapped for is part of the key.
CREATE TABLE section_institution_types (
  section_id          integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  business_line_id    integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  institution_type_id integer NOT NULL REFERENCES institution_types (id) ON DELETE CASCADE,
  PRIMARY KEY (section_id, business_line_id, institution_type_id)
);

-- The loan-file validator's tests a requirement can be checked by, per business line.
CREATE TABLE validation_tests (
  id               serial PRIMARY KEY,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  -- five-digit test id
  test_number      text NOT NULL,
  name             text NOT NULL,
  UNIQUE (business_line_id, test_number)
);

CREATE TABLE requirement_validation_tests (
  requirement_id     integer NOT NULL REFERENCES requirements (id) ON DELETE CASCADE,
  validation_test_id integer NOT NULL REFERENCES validation_tests (id) ON DELETE CASCADE,
  PRIMARY KEY (requirement_id, validation_test_id)
);

-- The business requirements a change in law proposes for one business line: the current requirement (old) and
-- what it becomes (new). proposed_* keep the change's own proposal, so an undo returns to it after an edit.
CREATE TABLE change_requirements (
  id                          serial PRIMARY KEY,
  law_change_id               integer NOT NULL REFERENCES law_changes (id) ON DELETE CASCADE,
  business_line_id            integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  -- the requirement it updates; null for a new one (until the change is accepted)
  requirement_id              integer REFERENCES requirements (id) ON DELETE SET NULL,
  requirement_type_id         smallint NOT NULL DEFAULT 2 CHECK (requirement_type_id IN (1, 2)),
  old_requirement_number      text,
  old_requirement             text,
  new_requirement_number      text,
  new_requirement             text,
  -- RequirementChangeStatus: Changed, New, Deleted, No Change
  change_status               text NOT NULL CHECK (change_status IN ('Changed', 'New', 'Deleted', 'No Change')),
  proposed_requirement_number text,
  proposed_requirement        text,
  proposed_status             text NOT NULL CHECK (proposed_status IN ('Changed', 'New', 'Deleted', 'No Change')),
  proposed_type_id            smallint NOT NULL DEFAULT 2,
  -- added by a user (AddNewRequirement), not by the change itself: deleting it removes the row
  is_user_added               boolean NOT NULL DEFAULT false,
  is_edited                   boolean NOT NULL DEFAULT false,
  is_submitted                boolean NOT NULL DEFAULT false,
  sort_order                  integer NOT NULL DEFAULT 0,
  updated_by                  integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at                  timestamptz
);
-- GetChangeRequirements: a change's rows for a business line, in order
CREATE INDEX change_requirements_change_idx ON change_requirements (law_change_id, business_line_id, sort_order, id);

-- What a business line decided about a change in law: accepted, accepted with company policy requirements, or
-- does not apply; who decided, when, and their comment or policy note.
CREATE TABLE change_decisions (
  id               serial PRIMARY KEY,
  law_change_id    integer NOT NULL REFERENCES law_changes (id) ON DELETE CASCADE,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  decision         text NOT NULL CHECK (decision IN ('Accepted', 'AcceptedWithPolicy', 'DoesNotApply')),
  comment          text,
  company_policy   text,
  decided_by       integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (law_change_id, business_line_id)
);
`,
};
