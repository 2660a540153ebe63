import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { dbOptionsFromConfig, openDb } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { MAX_BULK_SCALE, seedBulkCatalogue } from './catalogue-bulk.js';
import { seedBulkValidator } from './validator-seed.js';
import { seedDemoData } from './seed.js';

const USAGE = `Usage: pnpm --filter @lexbridge/legacy seed [--scale N]

Migrates the catalogue's database (DATABASE_URL, else the PGlite directory LEGACY_DATA_DIR) and seeds the demo
users, roles, menus, inbox counts and the demo law catalogue. Safe to run again: seeding happens once per
database.

  --scale N   also generate bulk law-catalogue data for load tests: at scale 1 about 2,000 laws, 20,000 sections,
              40,000 sub-sections and 60,000 requirements (N may be a fraction, e.g. 0.01; at most ${MAX_BULK_SCALE}).
              Running again at another scale replaces the generated data; at the same scale it does nothing.
  --validator-mappings N
              also generate N validator filter mappings (0 to 200000; 10000 for the grids' load check) in generated
              tests of Mortgage Origination, replacing earlier generated ones; 0 removes them.`;

const { values } = parseArgs({
  options: {
    scale: { type: 'string' },
    'validator-mappings': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
/** A plain decimal above 0 and at most MAX_BULK_SCALE (no exponents, signs or spaces); exits 2 otherwise. */
function parseScale(text: string): number {
  const scale = Number(text);
  if (!/^(\d+(\.\d+)?|\.\d+)$/.test(text) || !(scale > 0) || scale > MAX_BULK_SCALE) {
    console.error(
      `--scale must be a number above 0 and at most ${MAX_BULK_SCALE} (got "${text}")\n\n${USAGE}`,
    );
    process.exit(2);
  }
  return scale;
}
const scale = values.scale === undefined ? undefined : parseScale(values.scale);
const validatorText = values['validator-mappings'];
if (validatorText !== undefined && !/^\d{1,6}$/.test(validatorText)) {
  console.error(
    `--validator-mappings must be a whole number from 0 to 200000 (got "${validatorText}")\n\n${USAGE}`,
  );
  process.exit(2);
}
const validatorMappings = validatorText === undefined ? undefined : Number(validatorText);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const db = await openDb(dbOptionsFromConfig(config.database));
try {
  const applied = await migrate(db);
  const seeded = await seedDemoData(db);
  console.log(`${db.description}`);
  console.log(applied.length > 0 ? `  applied migrations ${applied.join(', ')}` : '  schema up to date');
  console.log(seeded ? '  seeded the demo data' : '  demo data already present');
  if (scale !== undefined) {
    const bulk = await seedBulkCatalogue(db, scale);
    if (!bulk.written) {
      console.log(`  --scale ${scale}: bulk data at this scale already present`);
    } else {
      console.log(
        `  --scale ${scale}: generated ${bulk.laws} laws, ${bulk.sections} sections, ` +
          `${bulk.subSections} sub-sections and ${bulk.requirements} requirements in ${bulk.totalMs} ms`,
      );
      for (const { step, ms } of bulk.steps) console.log(`    ${step}: ${ms} ms`);
    }
  }
  if (validatorMappings !== undefined) {
    const written = await seedBulkValidator(db, validatorMappings);
    console.log(`  --validator-mappings ${validatorMappings}: generated ${written} filter mappings`);
  }
} finally {
  await db.close();
}
