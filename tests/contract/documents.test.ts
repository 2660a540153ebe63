import { validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { committedSchema, webDocuments } from './documents.js';
import { SCENARIOS } from './scenarios/index.js';

describe('the web documents', () => {
  const { document, files, operations } = webDocuments();

  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('all validate against schema/schema.graphql', () => {
    const errors = validate(committedSchema(), document).map((error) => error.message);
    expect(errors).toEqual([]);
  });

  it('each have a contract scenario (add one to its domain file in tests/contract/scenarios/)', () => {
    const missing = operations.filter((name) => !(name in SCENARIOS));
    expect(missing).toEqual([]);
  });
});
