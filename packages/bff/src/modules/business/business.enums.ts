import { registerEnumType } from 'type-graphql';

// Apart from the object types, like catalogue.enums.ts: the mapper imports these, and loading a decorated class
// needs reflect-metadata first (schema.ts), which a mapper loaded through context.ts would not have.

export enum BusinessColumn {
  OPEN = 'OPEN',
  MY_DRAFT = 'MY_DRAFT',
  SUBMITTED = 'SUBMITTED',
  CHANGED_LAW = 'CHANGED_LAW',
  SEND_BACK = 'SEND_BACK',
}
registerEnumType(BusinessColumn, {
  name: 'BusinessColumn',
  description:
    "A business dashboard column (legacy status_id 1 'Open', 2 'My Draft', 3 'Submitted for Approval', 4 'Changed Law', 5 'Send Back').",
});

export enum BusinessLawStatus {
  OPEN = 'OPEN',
  DRAFT = 'DRAFT',
  SUBMITTED = 'SUBMITTED',
  SENT_BACK = 'SENT_BACK',
  APPROVED = 'APPROVED',
  NOT_APPLICABLE = 'NOT_APPLICABLE',
}
registerEnumType(BusinessLawStatus, {
  name: 'BusinessLawStatus',
  description:
    "Where a business law stands (legacy 'Open', 'Draft', 'Submitted', 'SentBack', 'Approved', 'NotApplicable').",
});

export enum BusinessRequirementStatus {
  OPEN = 'OPEN',
  DRAFT = 'DRAFT',
  SUBMITTED = 'SUBMITTED',
  APPROVED = 'APPROVED',
  SENT_BACK = 'SENT_BACK',
}
registerEnumType(BusinessRequirementStatus, {
  name: 'BusinessRequirementStatus',
  description:
    "A requirement's assessment status (legacy 'Open', 'Draft', 'Submitted', 'Approved', 'SentBack').",
});
