import { registerEnumType } from 'type-graphql';

// Apart from the object types, so the mapper loads without reflect-metadata (as business.enums.ts).

export enum HierarchyVariant {
  CLIENT = 'CLIENT',
  PROVIDER = 'PROVIDER',
}
registerEnumType(HierarchyVariant, {
  name: 'HierarchyVariant',
  description:
    "Whose process hierarchy (legacy Variant 'Client': the client company's own; 'Provider': the provider's standard one).",
});

export const VARIANT_TO_LEGACY: Record<HierarchyVariant, 'Client' | 'Provider'> = {
  [HierarchyVariant.CLIENT]: 'Client',
  [HierarchyVariant.PROVIDER]: 'Provider',
};
