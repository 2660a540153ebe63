import { PGlite } from '@electric-sql/pglite';
const db = new PGlite('/tmp/vs-copy');
for (const sql of [
  "SELECT id, client_id, business_line_id, entity_name FROM vs_entities ORDER BY id LIMIT 4",
  "SELECT id, business_line_id, name FROM vs_test_system_types ORDER BY id LIMIT 4",
  "SELECT id, name FROM vs_test_source_types ORDER BY id",
  "SELECT id, entity_id, requirement_type_id, requirement_id, test_id, header_field_id, hmda_field_id FROM vs_requirement_fields ORDER BY id",
]) console.log(JSON.stringify((await db.query(sql)).rows));
