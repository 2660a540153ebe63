// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { describe, expect, it } from 'vitest';
import config from '../../../codegen';

const gqlDir = join(import.meta.dirname, '../src/gql');

/**
 * src/gql is generated and committed. This regenerates it in memory from schema/schema.graphql
 * and the .graphql documents and fails on any difference, so a stale commit is caught here, not in review.
 */
describe('generated GraphQL code', () => {
  it('matches what `pnpm codegen` writes', async () => {
    const outputs: Types.FileOutput[] = await generate({ ...config, silent: true, errorsOnly: true }, false);
    const generated = new Map(outputs.map((output) => [output.filename, output.content]));

    const committed = readdirSync(gqlDir).map((name) => join(gqlDir, name));
    expect([...generated.keys()].sort()).toEqual(committed.sort());
    for (const [filename, content] of generated) {
      expect(readFileSync(filename, 'utf8'), `${filename} is stale: run \`pnpm codegen\``).toBe(content);
    }
  }, 60_000);
});
