// Generated hostile GraphQL operations, shared by the contract fuzz test and the hostile-operations benchmark:
// a seeded generator (the same seed gives the same cases), wrong and nasty variable values, random selections with
// unknown fields, aliases and deep nesting now and then.
import { getNamedType, isInputObjectType, isObjectType, isScalarType } from 'graphql';

/** A small seeded generator (mulberry32), so a failing case can be replayed from its seed. */
export function prng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max) => Math.floor(next() * max),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

export const NASTY_STRINGS = [
  '',
  ' ',
  '"',
  '\\',
  '\u0000',
  '💥'.repeat(50),
  'x'.repeat(70_000),
  "'; DROP TABLE users; --",
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
];

export function randomValue(random, type, depth = 0) {
  if (random.chance(0.35) || !type) {
    return random.pick([
      null,
      42,
      -1,
      1e308,
      true,
      'str',
      [],
      {},
      [1, 2, 3],
      { deep: { deeper: {} } },
      random.pick(NASTY_STRINGS),
    ]);
  }
  const named = getNamedType(type);
  if (isInputObjectType(named) && depth < 3) {
    const value = {};
    for (const field of Object.values(named.getFields()))
      if (random.chance(0.8)) value[field.name] = randomValue(random, field.type, depth + 1);
    if (random.chance(0.2)) value.unknownField = 'x';
    return value;
  }
  if (isScalarType(named)) {
    if (named.name === 'Int') return random.pick([0, 1, -5, 2 ** 31, 3.5]);
    if (named.name === 'Boolean') return random.pick([true, false, 'true']);
    return random.pick(NASTY_STRINGS);
  }
  return random.pick(['A', 'MONTHLY', 'nope']);
}

function selection(random, type, depth) {
  const fields = Object.values(type.getFields());
  const chosen = fields.filter(() => random.chance(0.5));
  if (chosen.length === 0) chosen.push(random.pick(fields));
  const parts = chosen.map((field) => fieldText(random, field, depth));
  if (random.chance(0.1)) parts.push('doesNotExist');
  if (random.chance(0.05)) parts.push('__typename');
  return `{ ${parts.join(' ')} }`;
}

export function fieldText(random, field, depth) {
  const alias = random.chance(0.1) ? `a${random.int(1000)}: ` : '';
  const args =
    field.args.length && random.chance(0.8)
      ? `(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})`
      : '';
  const named = getNamedType(field.type);
  if (isObjectType(named)) {
    const nextDepth = random.chance(0.05) ? depth + 10 : depth + 1;
    return `${alias}${field.name}${args} ${nextDepth > 20 ? '{ __typename }' : selection(random, named, nextDepth)}`;
  }
  return `${alias}${field.name}${args}${random.chance(0.05) ? ' { nope }' : ''}`;
}

/**
 * One operation over random root fields of `schema` (a query seven times in ten), every argument declared as a
 * variable (now and then with a wrong type) and given a random value.
 */
export function randomOperation(random, schema) {
  const root = random.chance(0.7) ? schema.getQueryType() : schema.getMutationType();
  const fields = Object.values(root.getFields()).filter(() => random.chance(0.4));
  if (fields.length === 0) fields.push(random.pick(Object.values(root.getFields())));
  const variables = {};
  const declared = [];
  for (const field of fields) {
    for (const arg of field.args) {
      if (declared.some((text) => text.startsWith(`$${arg.name}:`))) continue;
      declared.push(`$${arg.name}: ${random.chance(0.9) ? arg.type.toString() : 'String'}`);
      if (random.chance(0.9)) variables[arg.name] = randomValue(random, arg.type);
    }
  }
  const operation = root === schema.getMutationType() ? 'mutation' : 'query';
  const header = declared.length ? `${operation} Fuzz(${declared.join(', ')})` : `${operation} Fuzz`;
  return {
    query: `${header} { ${fields.map((field) => fieldText(random, field, 1)).join(' ')} }`,
    variables,
  };
}
