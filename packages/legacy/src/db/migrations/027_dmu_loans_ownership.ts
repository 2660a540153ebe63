import type { Migration } from './types.js';

/**
 * DMU mappings and compliance-testing loans belong to a client.
 *
 * A DMU mapping (AGRC fields decided for a system) and a group mapping (a system group given an AGRC category) are
 * one client's decision: each client maps the provider's AGRC fields to its own use of a system, so an AGRC field
 * is mapped at most once per client and system, and a system group has at most one category per client. The AGRC
 * fields, systems, system groups and system fields stay provider-wide.
 *
 * The loan population and everything found in it (loan loads, loans, test runs, test results, remediation rows,
 * their tasks and the action plans) belong to the client whose loans they are. The maintained lists and the testing
 * rules stay provider-wide.
 *
 * Rows that exist before this change are the first client's (the lowest id), as the demo seeded them.
 */
export const dmuLoansOwnership: Migration = {
  version: 27,
  name: 'dmu_loans_ownership',
  sql: /* sql */ `
ALTER TABLE dmu_mappings ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
UPDATE dmu_mappings SET client_id = (SELECT min(id) FROM clients);
CREATE INDEX dmu_mappings_client_idx ON dmu_mappings (client_id, system_id);

ALTER TABLE dmu_mapping_agrc_fields ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
UPDATE dmu_mapping_agrc_fields ma SET client_id = m.client_id FROM dmu_mappings m WHERE m.id = ma.mapping_id;
ALTER TABLE dmu_mapping_agrc_fields DROP CONSTRAINT dmu_mapping_agrc_fields_system_id_agrc_field_id_key;
CREATE UNIQUE INDEX dmu_mapping_agrc_fields_client_field_idx
  ON dmu_mapping_agrc_fields (client_id, system_id, agrc_field_id);

ALTER TABLE dmu_group_mappings ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
UPDATE dmu_group_mappings SET client_id = (SELECT min(id) FROM clients);
ALTER TABLE dmu_group_mappings DROP CONSTRAINT dmu_group_mappings_pkey;
ALTER TABLE dmu_group_mappings
  ADD CONSTRAINT dmu_group_mappings_client_group_key UNIQUE (client_id, system_group_id);

ALTER TABLE ct_loan_loads ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
ALTER TABLE ct_loans ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
ALTER TABLE ct_test_runs ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
ALTER TABLE ct_test_results ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
ALTER TABLE ct_remediation_queue ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
ALTER TABLE ct_remediation_tasks ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
ALTER TABLE ct_action_plans ADD COLUMN client_id integer REFERENCES clients (id) ON DELETE CASCADE;
UPDATE ct_loan_loads SET client_id = (SELECT min(id) FROM clients);
UPDATE ct_loans l SET client_id = ld.client_id FROM ct_loan_loads ld WHERE ld.id = l.loan_load_id;
UPDATE ct_test_runs r SET client_id = ld.client_id FROM ct_loan_loads ld WHERE ld.id = r.loan_load_id;
UPDATE ct_test_results t SET client_id = r.client_id FROM ct_test_runs r WHERE r.id = t.run_id;
UPDATE ct_remediation_queue q SET client_id = r.client_id FROM ct_test_runs r WHERE r.id = q.run_id;
UPDATE ct_remediation_tasks k SET client_id = q.client_id FROM ct_remediation_queue q WHERE q.id = k.queue_id;
UPDATE ct_action_plans p SET client_id = r.client_id FROM ct_test_runs r WHERE r.id = p.run_id;
CREATE INDEX ct_loan_loads_client_idx ON ct_loan_loads (client_id);
CREATE INDEX ct_loans_client_idx ON ct_loans (client_id);
CREATE INDEX ct_remediation_queue_client_idx ON ct_remediation_queue (client_id);
CREATE INDEX ct_action_plans_client_idx ON ct_action_plans (client_id);
`,
};
