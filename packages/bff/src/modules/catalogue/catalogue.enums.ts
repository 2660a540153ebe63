import { registerEnumType } from 'type-graphql';

// Enums live apart from the object types: mappers import them, and loading a decorated class needs
// reflect-metadata first (schema.ts), which a mapper loaded through context.ts would not have.

/** Federal or State: how regulators, and the hierarchy search's results, are grouped. */
export enum Authority {
  FEDERAL = 'FEDERAL',
  STATE = 'STATE',
}

registerEnumType(Authority, {
  name: 'Authority',
  description: 'The level of government a regulator belongs to.',
  valuesConfig: {
    FEDERAL: { description: "Federal regulators (legacy 'Federal')." },
    STATE: { description: "State regulators (legacy 'State'; the screens title the group 'States')." },
  },
});
