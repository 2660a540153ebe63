import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ChangeDecision, RequirementChangeStatus } from './change-in-law.enums.js';

export { ChangeDecision, RequirementChangeStatus };

@ObjectType({
  description: 'A business line with updated requirements for a change in law, and its decision.',
})
export class ChangeBusinessLine {
  @Field(() => ID, { description: 'Business line id.' })
  businessLineId: string;

  @Field(() => String, { description: 'Business line name.' })
  businessLineName: string;

  @Field(() => Int, { description: 'Updated requirements of the line.' })
  requirementCount: number;

  @Field(() => Int, { description: 'Of those, the ones the change changes, adds or removes.' })
  changedCount: number;

  @Field(() => Boolean, { description: 'The updated requirements were submitted (not a draft).' })
  submitted: boolean;

  @Field(() => ChangeDecision, { nullable: true, description: 'The decision; null while none is taken.' })
  decision: ChangeDecision | null;

  @Field(() => String, { nullable: true, description: 'The Does Not Apply comment.' })
  decisionComment: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The company policy requirements noted with the acceptance.',
  })
  companyPolicy: string | null;

  @Field(() => String, { nullable: true, description: 'Who decided.' })
  decidedBy: string | null;

  @Field(() => String, { nullable: true, description: 'When they decided (ISO 8601, UTC).' })
  decidedAt: string | null;
}

@ObjectType({ description: 'A change in law of a section (legacy GetChangedLawDetails).' })
export class ChangedLaw {
  @Field(() => ID, { description: 'Change in law id.' })
  changeLawId: string;

  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Law detail id.' })
  lawDetailId: string;

  @Field(() => String, { description: 'Regulator name.' })
  regulator: string;

  @Field(() => String, { description: 'Section number and name.' })
  section: string;

  @Field(() => String, { description: 'Section status (Amended, New, Decommissioned, …).' })
  sectionStatus: string;

  @Field(() => ID, { description: 'Status id of the change (6 Changed Law, 7 New Law, 8 Decommissioned).' })
  statusId: string;

  @Field(() => String, { description: 'Status name.' })
  status: string;

  @Field(() => String, { description: 'Type of change.' })
  changeType: string;

  @Field(() => String, { nullable: true, description: 'Effective date, yyyy-mm-dd.' })
  effectiveDate: string | null;

  @Field(() => String, { description: 'What the change does, in short.' })
  summary: string;

  @Field(() => [ChangeBusinessLine], {
    description: "The user's business lines with updated requirements for it.",
  })
  businessLines: ChangeBusinessLine[];
}

@ObjectType({ description: 'A business requirement as a change in law updates it: old versus new.' })
export class UpdatedRequirement {
  @Field(() => ID, { description: 'Id of the updated requirement (the change-in-law row).' })
  id: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The requirement it updates; null for a new one not yet accepted.',
  })
  requirementId: string | null;

  @Field(() => ID, { description: 'Business line id.' })
  businessLineId: string;

  @Field(() => Int, { description: 'Requirement type: 1 header/definition/scope, 2 requirement.' })
  requirementTypeId: number;

  @Field(() => String, {
    nullable: true,
    description: 'Requirement number before the change (legacy OldRequirementNumber).',
  })
  oldRequirementNumber: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Requirement number after it (legacy NewRequirementNumber).',
  })
  newRequirementNumber: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Requirement text before the change (legacy OldRequirement).',
  })
  oldRequirement: string | null;

  @Field(() => String, { nullable: true, description: 'Requirement text after it (legacy NewRequirement).' })
  newRequirement: string | null;

  @Field(() => RequirementChangeStatus, { description: 'Legacy RequirementChangeStatus.' })
  changeStatus: RequirementChangeStatus;

  @Field(() => Boolean, {
    description: 'A user edited it after the change proposed it (undo returns to the proposal).',
  })
  edited: boolean;

  @Field(() => Boolean, { description: 'Submitted (not a draft).' })
  submitted: boolean;
}

@ObjectType({
  description: 'An edit of the updated requirements: the message and the line’s rows, reloaded.',
})
export class UpdatedRequirementsPayload {
  @Field(() => String, { description: 'The catalogue’s message.' })
  message: string;

  @Field(() => [UpdatedRequirement], {
    description: 'The business line’s updated requirements after the edit.',
  })
  requirements: UpdatedRequirement[];
}

@ObjectType({ description: 'A decision about a change in law: the message and the change, reloaded.' })
export class ChangeDecisionPayload {
  @Field(() => String, { description: 'The catalogue’s message.' })
  message: string;

  @Field(() => ChangedLaw, { description: 'The change in law with the decision recorded.' })
  changedLaw: ChangedLaw;

  @Field(() => [UpdatedRequirement], {
    description: 'The business line’s updated requirements after the decision.',
  })
  requirements: UpdatedRequirement[];
}

@ObjectType({ description: 'A change in law recorded for a section.' })
export class RecordChangeInLawPayload {
  @Field(() => String, { description: 'The catalogue’s message.' })
  message: string;

  @Field(() => ID, { description: 'The new change in law’s id.' })
  changeLawId: string;
}
