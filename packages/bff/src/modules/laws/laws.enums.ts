import { registerEnumType } from 'type-graphql';

// Apart from the object types, like catalogue.enums.ts: mappers import these.

/** A section's status in the catalogue: 'Parent' sections list first, 'Decommissioned' ones are struck through. */
export enum SectionStatus {
  PARENT = 'PARENT',
  COMBINED = 'COMBINED',
  ACTIVE = 'ACTIVE',
  AMENDED = 'AMENDED',
  NEW = 'NEW',
  DECOMMISSIONED = 'DECOMMISSIONED',
  OTHER = 'OTHER',
}

registerEnumType(SectionStatus, {
  name: 'SectionStatus',
  description: "A law section's status (legacy sectionStatus or hierarchyStatus).",
  valuesConfig: {
    PARENT: { description: "Other sections were combined into it; listed first (legacy 'Parent')." },
    COMBINED: { description: "Combined into a parent section (legacy 'Combined')." },
    ACTIVE: { description: "In force, unchanged (legacy 'Active')." },
    AMENDED: { description: "Changed by a change in law (legacy 'Amended')." },
    NEW: { description: "Added by a change in law (legacy 'New')." },
    DECOMMISSIONED: {
      description: "Repealed; the change view shows it struck through (legacy 'Decommissioned').",
    },
    OTHER: { description: 'A status this BFF does not know; the section is shown like an active one.' },
  },
});

/** The two kinds of the Law text pop-up (route user/read-more/{lawId}/{sectionId}/{lawDetailId}/{type}). */
export enum LawTextKind {
  LAW_TEXT = 'LAW_TEXT',
  CHANGED = 'CHANGED',
}

registerEnumType(LawTextKind, {
  name: 'LawTextKind',
  description: 'What the Law text pop-up shows.',
  valuesConfig: {
    LAW_TEXT: {
      description: "The section's text with the sections combined with it (legacy type 'LawText').",
    },
    CHANGED: {
      description: "The section's change in law: old versus new sub-section texts (legacy type 'Changed').",
    },
  },
});

export enum RequirementType {
  HEADER = 'HEADER',
  REQUIREMENT = 'REQUIREMENT',
}

registerEnumType(RequirementType, {
  name: 'RequirementType',
  description: 'The kind of a business requirement (legacy requirementTypeId).',
  valuesConfig: {
    HEADER: { description: '1: header, definition or scope; no requirement needed (legacy 1).' },
    REQUIREMENT: { description: '2: a defined requirement (legacy 2).' },
  },
});

export enum RequirementDetailType {
  BUSINESS = 'BUSINESS',
  LEGAL = 'LEGAL',
}

registerEnumType(RequirementDetailType, {
  name: 'RequirementDetailType',
  description:
    'Which grid the requirement detail pop-up was opened from (route user/requirement-detail/{id}/{type}).',
  valuesConfig: {
    BUSINESS: { description: "A business requirements grid (legacy 'business', the default)." },
    LEGAL: { description: "A legal requirements grid (legacy 'legal')." },
  },
});
