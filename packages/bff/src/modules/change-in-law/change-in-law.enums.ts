import { registerEnumType } from 'type-graphql';

// Apart from the object types, like laws.enums.ts: the mapper imports these without loading the decorated classes.

export enum RequirementChangeStatus {
  CHANGED = 'CHANGED',
  NEW = 'NEW',
  DELETED = 'DELETED',
  NO_CHANGE = 'NO_CHANGE',
}
registerEnumType(RequirementChangeStatus, {
  name: 'RequirementChangeStatus',
  description: 'What a change in law does to a requirement (legacy RequirementChangeStatus).',
  valuesConfig: {
    CHANGED: { description: "Its text or number changes (legacy 'Changed'); the screen highlights the row." },
    NEW: { description: "A requirement the change adds (legacy 'New')." },
    DELETED: { description: "A requirement the change removes (legacy 'Deleted')." },
    NO_CHANGE: { description: "A requirement the change leaves as it is (legacy 'No Change')." },
  },
});

export enum ChangeDecision {
  ACCEPTED = 'ACCEPTED',
  ACCEPTED_WITH_POLICY = 'ACCEPTED_WITH_POLICY',
  DOES_NOT_APPLY = 'DOES_NOT_APPLY',
}
registerEnumType(ChangeDecision, {
  name: 'ChangeDecision',
  description: 'What a business line decided about a change in law (legacy accept-law decision).',
  valuesConfig: {
    ACCEPTED: {
      description:
        "Accept Change in Law/Requirements: the new texts became the requirements (legacy 'Accepted').",
    },
    ACCEPTED_WITH_POLICY: {
      description:
        "Accepted with company policy requirements, noted in companyPolicy (legacy 'AcceptedWithPolicy').",
    },
    DOES_NOT_APPLY: {
      description: "Does Not Apply, with a comment; the requirements stay (legacy 'DoesNotApply').",
    },
  },
});
