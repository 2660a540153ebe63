import { registerEnumType } from 'type-graphql';

// Apart from the object types, like laws.enums.ts: the mapper imports these without loading the decorated classes.

export enum RequirementStatus {
  DRAFT = 'DRAFT',
  SUBMITTED = 'SUBMITTED',
  APPROVED = 'APPROVED',
}

registerEnumType(RequirementStatus, {
  name: 'RequirementStatus',
  description: 'Where a requirement stands in the legal workflow (legacy Status).',
  valuesConfig: {
    DRAFT: { description: "Defined or saved as a draft, not yet submitted (legacy 'Draft')." },
    SUBMITTED: { description: "Submitted with its law for approval (legacy 'Submitted')." },
    APPROVED: { description: "Approved with its law (legacy 'Approved')." },
  },
});

export enum WorkflowStatus {
  PENDING = 'PENDING',
  DRAFT = 'DRAFT',
  SUBMITTED = 'SUBMITTED',
  SENT_BACK = 'SENT_BACK',
  APPROVED = 'APPROVED',
}

registerEnumType(WorkflowStatus, {
  name: 'WorkflowStatus',
  description: 'Where a law stands at its workflow step (legacy law workflow Status).',
  valuesConfig: {
    PENDING: { description: "Nothing saved at this step yet (legacy 'Pending')." },
    DRAFT: { description: "Requirements changed or saved as a draft, not submitted (legacy 'Draft')." },
    SUBMITTED: { description: "Submitted, waiting for the approver (legacy 'Submitted')." },
    SENT_BACK: {
      description:
        "Sent back to the lawyer with a comment (legacy 'SentBack'): the screens tag it '( Send Back )'.",
    },
    APPROVED: { description: "Approved: the workflow is complete (legacy 'Approved')." },
  },
});

export enum LegalColumn {
  PENDING = 'PENDING',
  DRAFT = 'DRAFT',
  COMPLETED = 'COMPLETED',
  OPEN = 'OPEN',
}

registerEnumType(LegalColumn, {
  name: 'LegalColumn',
  description:
    'The legal dashboard column a law counts in for the signed-in user (every law also counts in Total). The approve ' +
    'screen allows approve and send back only from PENDING (edit is off for Draft, Total and Completed).',
  valuesConfig: {
    PENDING: { description: "Waiting for this user's action at the step (legacy 'Pending')." },
    DRAFT: { description: "This user's saved draft (legacy 'Draft')." },
    COMPLETED: { description: "Approved: past every step (legacy 'Completed')." },
    OPEN: { description: "At the step but waiting for someone else; shown in Total only (legacy 'Open')." },
  },
});
