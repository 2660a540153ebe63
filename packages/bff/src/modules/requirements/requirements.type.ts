import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { RequirementType } from '../laws/laws.enums.js';
import { LegalColumn, RequirementStatus, WorkflowStatus } from './requirements.enums.js';

export { LegalColumn, RequirementStatus, WorkflowStatus };

@ObjectType({ description: 'A business requirement of a law section for a business line.' })
export class Requirement {
  @Field(() => ID, { description: 'Requirement id.' })
  id: string;

  @Field(() => String, { description: 'Requirement number, prefix_number (REGB_004); numbered per section.' })
  requirementNumber: string;

  @Field(() => String, {
    description:
      "The requirement text; a header's is 'Header/Definition/Scope/etc. – Requirement Not Needed'.",
  })
  requirement: string;

  @Field(() => RequirementType, {
    description: 'Header (legacy type 1) or defined requirement (legacy type 2).',
  })
  requirementType: RequirementType;

  @Field(() => Int, { description: 'The legacy requirement type id: 1 header, 2 defined requirement.' })
  requirementTypeId: number;

  @Field(() => Boolean, {
    description: "The grid's yes/no cell: applicable (legacy IsApplicable 1) or not (0).",
  })
  isApplicable: boolean;

  @Field(() => Boolean, { description: 'Submitted with its law (false: a saved draft).' })
  isSubmitted: boolean;

  @Field(() => RequirementStatus, { description: 'Draft, submitted or approved.' })
  status: RequirementStatus;

  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'The business line the requirement belongs to.' })
  businessLineId: string;

  @Field(() => [ID], { description: 'The sub-sections of the law text the requirement was written for.' })
  subSectionIds: string[];

  @Field(() => String, { description: 'The law text quoted with the requirement (HTML; may be empty).' })
  lawText: string;

  @Field(() => Int, {
    description:
      'Optimistic version: send it back with updateRequirement; a change by someone else since is a CONFLICT.',
  })
  version: number;

  @Field(() => String, {
    nullable: true,
    description: 'Who wrote it (null for catalogue-seeded requirements).',
  })
  createdBy: string | null;

  @Field(() => String, { nullable: true, description: 'Who changed it last.' })
  updatedBy: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was last changed.' })
  updatedAt: Date | null;
}

@ObjectType({
  description: 'A row of the quick-search requirements table: the requirement and the lists beside it.',
})
export class QuickSearchRequirement extends Requirement {
  @Field(() => [String], {
    description: "The section's company processes for the business line; empty shows 'NA'.",
  })
  processes: string[];

  @Field(() => [String], { description: "The section's products for the business line; empty shows 'NA'." })
  products: string[];

  @Field(() => [String], { description: "The section's categories for the business line; empty shows 'NA'." })
  categories: string[];

  @Field(() => [String], { description: "The section's institution types; empty shows 'NA'." })
  institutionTypes: string[];
}

@ObjectType({ description: 'A user of the workflow, by name.' })
export class WorkflowUser {
  @Field(() => ID, { description: 'User id.' })
  id: string;

  @Field(() => String, { description: 'Full name.' })
  name: string;
}

@ObjectType({
  description: 'A law section in the legal workflow for one business line, as the signed-in user sees it.',
})
export class WorkflowLaw {
  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Law detail (level path) id.' })
  lawDetailId: string;

  @Field(() => ID, { description: 'Law inventory id.' })
  lawInventoryId: string;

  @Field(() => ID, { description: 'Business line id.' })
  businessLineId: string;

  @Field(() => String, { description: 'Business line name.' })
  businessLineName: string;

  @Field(() => String, { description: 'Regulator name.' })
  regulator: string;

  @Field(() => String, { description: 'The section, number and name.' })
  section: string;

  @Field(() => String, { description: 'Level 1 of the law (its title).' })
  level1: string;

  @Field(() => Int, {
    description:
      'The workflow tab index: 1 identify duplicates, 3 combine, 4 define, 5 map, 6 approve, 7 completed.',
  })
  tabIndex: number;

  @Field(() => String, {
    description:
      'The step key of tabIndex: identifyDuplicateLaws, combineLaws, defineBusinessRequirements, ' +
      'mapLawToBusinessProcesses or approveBusinessRequirements (completed laws are in the approve step).',
  })
  step: string;

  @Field(() => WorkflowStatus, { description: 'Where the law stands at its step.' })
  status: WorkflowStatus;

  @Field(() => Int, { description: 'Submit flag of the last submit or accept: 1 no change, 2 changed.' })
  submitFlag: number;

  @Field(() => WorkflowUser, { description: 'The lawyer who defines the requirements.' })
  lawyer: WorkflowUser;

  @Field(() => WorkflowUser, { nullable: true, description: 'The approver; null when none is assigned.' })
  approver: WorkflowUser | null;

  @Field(() => Boolean, { description: 'The signed-in user is the lawyer.' })
  isLawyer: boolean;

  @Field(() => Boolean, { description: 'The signed-in user is the approver.' })
  isApprover: boolean;

  @Field(() => Boolean, {
    description: "Send Back mode: the law came back with a comment (tag '( Send Back )').",
  })
  sentBack: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The approver's send-back comment, until the lawyer clears it.",
  })
  sendBackComment: string | null;

  @Field(() => String, { nullable: true, description: 'Who sent it back.' })
  sentBackBy: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was sent back.' })
  sentBackAt: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was last submitted.' })
  submittedAt: Date | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'Who submitted the requirements last (null: never submitted); they cannot approve them or send them back.',
  })
  submittedById: string | null;

  @Field(() => String, { nullable: true, description: 'Who approved it.' })
  approvedBy: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was approved.' })
  approvedAt: Date | null;

  @Field(() => DateTimeISOResolver, { description: 'When anything about it last changed.' })
  updatedAt: Date;

  @Field(() => Int, {
    description: "Its requirements for the business line (the selected law's requirementCount).",
  })
  requirementCount: number;

  @Field(() => Int, { description: 'Of those, the ones saved as drafts.' })
  draftCount: number;

  @Field(() => LegalColumn, { description: 'The dashboard column it counts in for the signed-in user.' })
  column: LegalColumn;
}

@ObjectType({ description: 'Something done to a law in the workflow.' })
export class WorkflowEvent {
  @Field(() => String, {
    description:
      'Assigned, RequirementAdded, RequirementUpdated, RequirementsDeleted, DraftSaved, Submitted, Accepted, ' +
      'SentBack, SendBackCommentCleared or Approved.',
  })
  action: string;

  @Field(() => String, {
    description: 'Details: requirement numbers, the send-back comment, the submit flag.',
  })
  detail: string;

  @Field(() => String, { nullable: true, description: 'Who did it.' })
  userName: string | null;

  @Field(() => DateTimeISOResolver, { description: 'When.' })
  at: Date;
}

/** A law with its history, as the catalogue's get-law-workflow answers (history is WorkflowLaw's field resolver). */
export type LawWorkflow = WorkflowLaw & { history: WorkflowEvent[] };

@ObjectType({ description: 'A step of the legal workflow on the dashboard, with its counts and its laws.' })
export class LegalDashboardStep {
  @Field(() => String, { description: "The step's route key (defineBusinessRequirements, …)." })
  key: string;

  @Field(() => String, { description: 'The step as the breadcrumb names it.' })
  label: string;

  @Field(() => Int, { description: 'The tab index stored when a law of this step is chosen.' })
  tabIndex: number;

  @Field(() => Int, { description: "Laws waiting for the user's action." })
  pending: number;

  @Field(() => Int, { description: "The user's drafts." })
  draft: number;

  @Field(() => Int, { description: 'Approved laws (the approve step only).' })
  completed: number;

  @Field(() => Int, { description: 'Every law of the step the user works on.' })
  total: number;

  @Field(() => [WorkflowLaw], {
    description: 'The laws of the step: sent back first, then waiting, drafts, the rest.',
  })
  laws: WorkflowLaw[];
}

@ObjectType({ description: "The legal dashboard: the signed-in lawyer's laws by workflow step." })
export class LegalDashboard {
  @Field(() => [LegalDashboardStep], { description: 'The five steps in tab order.' })
  steps: LegalDashboardStep[];

  @Field(() => Int, { description: 'Laws waiting for the user at any step.' })
  pendingCount: number;

  @Field(() => Int, { description: 'Every law on the dashboard.' })
  totalCount: number;
}

@ObjectType({ description: 'A requirement type of the Individual Business Requirement modal.' })
export class RequirementTypeOption {
  @Field(() => Int, { description: 'Legacy id: 1 header, 2 define requirement.' })
  id: number;

  @Field(() => RequirementType, { description: 'The type.' })
  type: RequirementType;

  @Field(() => String, { description: 'The name the select shows.' })
  name: string;

  @Field(() => String, { description: 'What it means.' })
  description: string;
}

@ObjectType({ description: 'A created or updated requirement and the message to show.' })
export class RequirementPayload {
  @Field(() => Requirement, { description: 'The requirement as saved.' })
  requirement: Requirement;

  @Field(() => String, { description: "'New Requirement Added' or 'Requirement updated'." })
  message: string;
}

@ObjectType({ description: "A section's requirements after a change, and the message to show." })
export class RequirementsPayload {
  @Field(() => [Requirement], {
    description: "The section's requirements for the business line, in number order.",
  })
  requirements: Requirement[];

  @Field(() => String, { description: "The catalogue's message." })
  message: string;
}

@ObjectType({ description: 'A law after a workflow action, and the message to show.' })
export class LawWorkflowPayload {
  @Field(() => WorkflowLaw, { description: 'The law as it now stands.' })
  law: WorkflowLaw;

  @Field(() => String, { description: "The catalogue's message (the success text users see)." })
  message: string;
}
