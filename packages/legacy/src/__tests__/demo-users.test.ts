import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCatalogue } from './helpers.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const emailsIn = (file: string) =>
  [...new Set(readFileSync(path.join(root, file), 'utf8').match(/[\w.+-]+@lexbridge\.test/g) ?? [])].sort();

const catalogue = useCatalogue();

describe('the demo users', () => {
  it("are the same in the seed, README.md's table and the banner of pnpm start", async () => {
    const seeded = await catalogue.running.db.query<{ email: string }>(
      'SELECT email FROM users ORDER BY email',
    );
    const emails = seeded.rows.map((row) => row.email).sort();
    expect(emails).toHaveLength(11);
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('### Demo users'), readme.indexOf('## Other commands'));
    expect([...new Set(table.match(/[\w.+-]+@lexbridge\.test/g))].sort()).toEqual(emails);
    expect(emailsIn('scripts/lib.mjs')).toEqual(emails);
  });
});
