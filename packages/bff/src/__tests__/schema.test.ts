import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { getSchema, SCHEMA_FILE, schemaSdl } from '../graphql/schema.js';
import {
  GraphQLObjectType,
  GraphQLInputObjectType,
  isIntrospectionType,
  isSpecifiedScalarType,
} from 'graphql';

describe('the schema', () => {
  it('matches the committed schema/schema.graphql (run `pnpm schema` after changing the code)', async () => {
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    expect(schemaSdl(await getSchema())).toBe(committed);
  });

  it('describes every type and every field', async () => {
    const schema = await getSchema();
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
      const isRoot = type === schema.getQueryType() || type === schema.getMutationType();
      if (!type.description && !isRoot) missing.push(type.name);
      if (type instanceof GraphQLObjectType || type instanceof GraphQLInputObjectType) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
