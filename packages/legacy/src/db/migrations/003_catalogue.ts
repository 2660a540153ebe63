import type { Migration } from './types.js';

/**
 * The law catalogue: lookups (industries, business lines, regulators, categories, products, institution types,
 * inventories, types of change, statuses, lawyers), the users' industry and business-line assignments, laws with
 * their level paths (1 to 10), sections, sub-section trees, changes, section mappings, requirements and reports.
 *
 * Only new tables, all referring to 001's users at most, so it applies after 001 alone or after any migration
 * that leaves users in place. Every index serves a lookup an endpoint makes (named in the comment beside it).
 */
export const catalogue: Migration = {
  version: 3,
  name: 'catalogue',
  sql: /* sql */ `
CREATE TABLE industries (
  id         serial PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE business_lines (
  id          serial PRIMARY KEY,
  industry_id integer NOT NULL REFERENCES industries (id) ON DELETE CASCADE,
  name        text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  -- business lines by industry id
  UNIQUE (industry_id, name)
);

-- Users see only the industries and business lines assigned to them.
CREATE TABLE user_industries (
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  industry_id integer NOT NULL REFERENCES industries (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, industry_id)
);

CREATE TABLE user_business_lines (
  user_id          integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, business_line_id)
);

CREATE TABLE regulators (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  code_name   text NOT NULL,
  description text NOT NULL DEFAULT '',
  authority   text NOT NULL CHECK (authority IN ('Federal', 'State')),
  is_active   boolean NOT NULL DEFAULT true
);
-- regulators grouped by authority, sorted by name
CREATE INDEX regulators_authority_name_idx ON regulators (authority, name);

CREATE TABLE categories (
  id               serial PRIMARY KEY,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  name             text NOT NULL,
  description      text NOT NULL DEFAULT '',
  category_type    text NOT NULL DEFAULT 'Legal',
  -- categories by business line
  UNIQUE (business_line_id, name)
);

CREATE TABLE products (
  id               serial PRIMARY KEY,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  name             text NOT NULL,
  UNIQUE (business_line_id, name)
);

CREATE TABLE institution_types (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE law_inventories (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE change_types (
  id                 serial PRIMARY KEY,
  filter_description text NOT NULL UNIQUE
);

CREATE TABLE law_statuses (
  id         serial PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0
);

-- The legal contacts of laws and the lawyers work is reassigned to; some are users of the catalogue.
CREATE TABLE lawyers (
  id        serial PRIMARY KEY,
  user_id   integer REFERENCES users (id) ON DELETE SET NULL,
  name      text NOT NULL,
  email     text NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE laws (
  id               serial PRIMARY KEY,
  regulator_id     integer NOT NULL REFERENCES regulators (id),
  law_inventory_id integer NOT NULL REFERENCES law_inventories (id),
  name             text NOT NULL,
  citation         text NOT NULL,
  -- Regulation, Statute, Official Interpretation, Guidance
  law_type         text NOT NULL,
  source_url       text,
  legal_contact_id integer REFERENCES lawyers (id) ON DELETE SET NULL,
  effective_date   date,
  -- rows of the bulk generator (seed --scale), replaced as a whole on the next bulk run
  is_generated     boolean NOT NULL DEFAULT false
);
CREATE INDEX laws_regulator_idx ON laws (regulator_id);
CREATE INDEX laws_generated_idx ON laws (id) WHERE is_generated;

-- The level path of a law's part (level1 = Title, level2 = Chapter, level3 = SubChapter/Part, down to level10);
-- the hierarchy search walks these texts.
CREATE TABLE law_details (
  id      serial PRIMARY KEY,
  law_id  integer NOT NULL REFERENCES laws (id) ON DELETE CASCADE,
  level1  text NOT NULL,
  level2  text,
  level3  text,
  level4  text,
  level5  text,
  level6  text,
  level7  text,
  level8  text,
  level9  text,
  level10 text
);
CREATE INDEX law_details_law_idx ON law_details (law_id);

CREATE TABLE law_sections (
  id                serial PRIMARY KEY,
  law_id            integer NOT NULL REFERENCES laws (id) ON DELETE CASCADE,
  law_detail_id     integer NOT NULL REFERENCES law_details (id) ON DELETE CASCADE,
  -- set on a section combined into another one (whose status is then 'Parent')
  parent_section_id integer REFERENCES law_sections (id) ON DELETE SET NULL,
  section_number    text NOT NULL,
  section_name      text NOT NULL,
  -- Parent, Combined, Active, Amended, New, Decommissioned
  section_status    text NOT NULL DEFAULT 'Active',
  -- HTML
  law_text          text NOT NULL,
  sort_order        integer NOT NULL DEFAULT 0,
  effective_date    date
);
-- link-to-source: the sections of a law in order
CREATE INDEX law_sections_law_idx ON law_sections (law_id, sort_order);
-- the target of section_business_lines' (section_id, law_detail_id) key; also the sections under a level path
CREATE UNIQUE INDEX law_sections_id_detail_key ON law_sections (id, law_detail_id);
CREATE INDEX law_sections_detail_idx ON law_sections (law_detail_id);
-- law text: the sections combined into a parent
CREATE INDEX law_sections_parent_idx ON law_sections (parent_section_id) WHERE parent_section_id IS NOT NULL;

CREATE TABLE sub_sections (
  id         serial PRIMARY KEY,
  section_id integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  parent_id  integer REFERENCES sub_sections (id) ON DELETE CASCADE,
  number     text NOT NULL,
  heading    text NOT NULL DEFAULT '',
  -- HTML
  text       text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
-- the sub-section tree of a section
CREATE INDEX sub_sections_section_idx ON sub_sections (section_id, sort_order);
CREATE INDEX sub_sections_parent_idx ON sub_sections (parent_id) WHERE parent_id IS NOT NULL;

-- Which business lines and categories a section applies to: the hierarchy search filters on both.
CREATE TABLE section_business_lines (
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  section_id       integer NOT NULL,
  -- the section's level path, copied here so the search groups a business line's sections by path from the
  -- index alone; the foreign key below keeps the copy equal to the section's own
  law_detail_id    integer NOT NULL,
  PRIMARY KEY (business_line_id, section_id),
  FOREIGN KEY (section_id, law_detail_id) REFERENCES law_sections (id, law_detail_id) ON DELETE CASCADE
);
-- hierarchy search: a business line's sections by level path (index-only)
CREATE INDEX section_business_lines_search_idx ON section_business_lines (business_line_id, law_detail_id, section_id);
-- regulators for a user: does any path of this regulator reach one of the user's business lines
CREATE INDEX section_business_lines_detail_idx ON section_business_lines (law_detail_id, business_line_id);
CREATE INDEX section_business_lines_section_idx ON section_business_lines (section_id);

CREATE TABLE section_categories (
  section_id  integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (section_id, category_id)
);
CREATE INDEX section_categories_category_idx ON section_categories (category_id);

-- The provider's standard process taxonomy, per business line, and the client company's own processes.
CREATE TABLE azimuth_processes (
  id               serial PRIMARY KEY,
  business_line_id integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  name             text NOT NULL,
  UNIQUE (business_line_id, name)
);

CREATE TABLE company_processes (
  id                    serial PRIMARY KEY,
  business_line_id      integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  azimuth_process_id    integer REFERENCES azimuth_processes (id) ON DELETE SET NULL,
  name                  text NOT NULL,
  business_process_name text NOT NULL
);
CREATE INDEX company_processes_business_line_idx ON company_processes (business_line_id);

CREATE TABLE section_azimuth_processes (
  section_id         integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  business_line_id   integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  azimuth_process_id integer NOT NULL REFERENCES azimuth_processes (id) ON DELETE CASCADE,
  PRIMARY KEY (section_id, business_line_id, azimuth_process_id)
);

CREATE TABLE section_company_processes (
  section_id         integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  business_line_id   integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  company_process_id integer NOT NULL REFERENCES company_processes (id) ON DELETE CASCADE,
  PRIMARY KEY (section_id, business_line_id, company_process_id)
);

-- A change in law: the old and new text of a section, the changed levels and the sub-section diff tree.
CREATE TABLE law_changes (
  id             serial PRIMARY KEY,
  section_id     integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  change_type_id integer NOT NULL REFERENCES change_types (id),
  status_id      integer NOT NULL REFERENCES law_statuses (id),
  effective_date date,
  summary        text NOT NULL DEFAULT '',
  -- HTML; null for a new section (old) or a decommissioned one (new)
  old_text       text,
  new_text       text,
  -- [{"level":3,"oldText":"…","newText":"…"}]
  levels         jsonb NOT NULL DEFAULT '[]',
  -- [{"SubSectionId":1,"number":"(a)","newNumber":"(a)","oldText":"…","newText":"…","subSection":[…]}]
  sub_sections   jsonb NOT NULL DEFAULT '[]',
  created_at     timestamptz NOT NULL DEFAULT now()
);
-- changed law text: the latest change of a section
CREATE INDEX law_changes_section_idx ON law_changes (section_id, id DESC);

-- Business requirements of a section for a business line. The workflow module extends this table.
CREATE TABLE requirements (
  id                  serial PRIMARY KEY,
  section_id          integer NOT NULL REFERENCES law_sections (id) ON DELETE CASCADE,
  business_line_id    integer NOT NULL REFERENCES business_lines (id) ON DELETE CASCADE,
  -- prefix_number, e.g. REGB_004
  requirement_number  text NOT NULL,
  -- 1 header/definition/scope (no requirement needed), 2 requirement
  requirement_type_id smallint NOT NULL CHECK (requirement_type_id IN (1, 2)),
  requirement_text    text NOT NULL,
  status              text NOT NULL DEFAULT 'Approved'
);
-- requirement grids: a section's requirements for a business line, by number
CREATE INDEX requirements_section_business_line_idx
  ON requirements (section_id, business_line_id, requirement_number);
-- reports by business line
CREATE INDEX requirements_business_line_idx ON requirements (business_line_id);

CREATE TABLE reports (
  id         serial PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  -- the legacy path (and query) the Excel list is fetched from; a query ending in '=' takes the business line id
  api        text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
`,
};
