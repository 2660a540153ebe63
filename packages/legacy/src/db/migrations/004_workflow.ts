import type { Migration } from './types.js';

/**
 * The legal workflow for real: each law section a lawyer works on for a business line
 * is one workflow item that moves through the steps (tab index 1 identify duplicates, 3 combine, 4 define, 5 map,
 * 6 approve, 7 completed), with who did what and when. Requirements gain what the define / accept / approve screens
 * keep: draft or submitted, applicability, the sub-sections they came from, the law text quoted, who wrote them,
 * and an optimistic version (a concurrent edit of one requirement answers 409, nothing is lost).
 *
 * Only new tables and new columns with defaults, so the rows 003's seed wrote stay valid (their requirements are
 * the approved, submitted ones of finished work).
 */
export const workflow: Migration = {
  version: 4,
  name: 'workflow',
  sql: /* sql */ `
ALTER TABLE requirements
  ADD COLUMN version         integer NOT NULL DEFAULT 1,
  -- save draft writes false; submit (accept laws) writes true
  ADD COLUMN is_submitted    boolean NOT NULL DEFAULT true,
  -- the grid's yes/no cell: 1 applicable, 0 not
  ADD COLUMN is_applicable   smallint NOT NULL DEFAULT 1 CHECK (is_applicable IN (0, 1)),
  -- the sub-sections of the law text the requirement was written for (requirementSection)
  ADD COLUMN sub_section_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN law_text        text NOT NULL DEFAULT '',
  ADD COLUMN created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN created_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_by      integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_at      timestamptz NOT NULL DEFAULT now();

-- One law section in the legal workflow for one business line.
CREATE TABLE law_workflow (
  id                serial PRIMARY KEY,
  section_id        integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  business_line_id  integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  -- the lawyer who works the steps up to submit, and the legal user who approves
  lawyer_user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  approver_user_id  integer REFERENCES users (id) ON DELETE SET NULL,
  -- 1 identify duplicates, 3 combine laws, 4 define requirements, 5 map to processes, 6 approve, 7 completed
  tab_index         smallint NOT NULL DEFAULT 1 CHECK (tab_index IN (1, 3, 4, 5, 6, 7)),
  -- Pending (nothing saved at this step), Draft (saved, not submitted), Submitted (waiting for approval),
  -- SentBack (returned to the lawyer with a comment), Approved
  status            text NOT NULL DEFAULT 'Pending'
                      CHECK (status IN ('Pending', 'Draft', 'Submitted', 'SentBack', 'Approved')),
  -- the accept screens' submit flag: 1 no change since the last submit, 2 changed
  submit_flag       smallint NOT NULL DEFAULT 1 CHECK (submit_flag IN (1, 2)),
  send_back_comment text,
  sent_back_by      integer REFERENCES users (id) ON DELETE SET NULL,
  sent_back_at      timestamptz,
  submitted_by      integer REFERENCES users (id) ON DELETE SET NULL,
  submitted_at      timestamptz,
  approved_by       integer REFERENCES users (id) ON DELETE SET NULL,
  approved_at       timestamptz,
  assigned_at       timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1,
  UNIQUE (section_id, business_line_id)
);
-- the dashboard: a lawyer's items, an approver's items
CREATE INDEX law_workflow_lawyer_idx ON law_workflow (lawyer_user_id, tab_index);
CREATE INDEX law_workflow_approver_idx ON law_workflow (approver_user_id, tab_index) WHERE approver_user_id IS NOT NULL;

-- Who did what and when: every workflow action, in order.
CREATE TABLE law_workflow_events (
  id          serial PRIMARY KEY,
  workflow_id integer NOT NULL REFERENCES law_workflow (id) ON DELETE CASCADE,
  user_id     integer REFERENCES users (id) ON DELETE SET NULL,
  -- RequirementAdded, RequirementUpdated, RequirementsDeleted, DraftSaved, Submitted, Approved, SentBack,
  -- SendBackCommentCleared, StepEntered
  action      text NOT NULL,
  detail      text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX law_workflow_events_workflow_idx ON law_workflow_events (workflow_id, id);

-- The requirement types of get-legal-RequirementType.
CREATE TABLE requirement_types (
  id          smallint PRIMARY KEY,
  name        text NOT NULL,
  description text NOT NULL
);
INSERT INTO requirement_types (id, name, description) VALUES
  (1, 'Header/Definition/Scope/etc.', 'Header/Definition/Scope/etc. – Requirement Not Needed'),
  (2, 'Define Requirement', 'A business requirement the business must meet');
`,
};
