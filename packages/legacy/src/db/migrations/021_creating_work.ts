import type { Migration } from './types.js';

/**
 * Work a compliance officer creates, and question types an administrator maintains.
 *
 * Remediation tasks gain a version (optimistic concurrency for edits), who changed them and when, and bounds on
 * their texts. A test result may be recorded by hand (a loan found outside the run): `added_by` names who added it,
 * null for results of the run itself. Action plans keep who created them.
 *
 * Risk question types gain a version, who changed them and a case-insensitive unique name. The nine types whose
 * answer has an input of its own are known by name (the rules' list) and cannot be renamed or deleted. Questions keep their type with
 * ON DELETE RESTRICT (the default), so a type in use cannot be deleted even by a racing request.
 */
export const creatingWork: Migration = {
  version: 21,
  name: 'creating_work',
  sql: /* sql */ `
ALTER TABLE ct_remediation_tasks
  ADD COLUMN version    integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT ct_remediation_tasks_title_len CHECK (length(title) BETWEEN 1 AND 200),
  ADD CONSTRAINT ct_remediation_tasks_description_len CHECK (length(description) <= 1000),
  ADD CONSTRAINT ct_remediation_tasks_owner_len CHECK (length(owner_name) BETWEEN 1 AND 100),
  ADD CONSTRAINT ct_remediation_tasks_due CHECK (due_on IS NOT NULL OR status = 'Completed');

ALTER TABLE ct_test_results
  ADD COLUMN added_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN added_at timestamptz;

ALTER TABLE ct_action_plans
  ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE risk_question_types
  ADD COLUMN version    integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT risk_question_types_name_len CHECK (length(name) BETWEEN 1 AND 100);
CREATE UNIQUE INDEX risk_question_types_name_ci_idx ON risk_question_types (lower(name));
`,
};
