import { execFileSync } from 'node:child_process';
import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';
import { describe, expect, it } from 'vitest';
import { committedSchema, root } from './documents.js';

/** The schema as last committed, or null where there is no git history (a tarball, a first commit). */
function lastCommittedSdl(): string | null {
  try {
    return execFileSync('git', ['show', 'HEAD:schema/schema.graphql'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

describe('schema evolution', () => {
  it('reports breaking changes against the last committed schema', () => {
    const previous = lastCommittedSdl();
    if (!previous) {
      console.log('schema evolution: no committed schema to compare with; skipped');
      return;
    }
    const before = buildSchema(previous);
    const after = committedSchema();
    const breaking = findBreakingChanges(before, after).map(
      (change) => `${change.type}: ${change.description}`,
    );
    const dangerous = findDangerousChanges(before, after).map(
      (change) => `${change.type}: ${change.description}`,
    );
    if (dangerous.length) console.log(`dangerous schema changes:\n  ${dangerous.join('\n  ')}`);
    if (breaking.length) console.log(`BREAKING schema changes:\n  ${breaking.join('\n  ')}`);
    // Intended breaks are allowed by saying so: ALLOW_BREAKING_SCHEMA=1 pnpm test:contract
    if (process.env.ALLOW_BREAKING_SCHEMA !== '1') expect(breaking).toEqual([]);
  });
});
