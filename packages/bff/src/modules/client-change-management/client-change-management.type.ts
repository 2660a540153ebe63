import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A changed law of one company process, as client change management works it.' })
export class ClientChange {
  @Field(() => ID, { description: 'The change.' })
  id: string;
  @Field(() => ID, { nullable: true, description: 'The client whose change it is.' })
  clientId: string | null;
  @Field(() => String, { nullable: true, description: "That client's name." })
  clientName: string | null;
  @Field(() => ID, { description: 'The changed law section.' })
  sectionId: string;
  @Field(() => ID, { description: 'The law.' })
  lawId: string;
  @Field(() => ID, { description: "The section's level path." })
  lawDetailId: string;
  @Field(() => String, { description: 'Section number and name.' })
  section: string;
  @Field(() => String, { description: 'The regulator.' })
  regulator: string;
  @Field(() => ID, { description: 'The business line.' })
  businessLineId: string;
  @Field(() => String, { description: 'The business line name.' })
  businessLineName: string;
  @Field(() => ID, { description: 'The company process.' })
  companyProcessId: string;
  @Field(() => String, { description: 'The company process name.' })
  companyProcess: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The business law of the section and line, when there is one.',
  })
  businessLawId: string | null;
  @Field(() => Int, { nullable: true, description: "That business law's tab index." })
  tabIndex: number | null;
  @Field(() => Int, { nullable: true, description: "That business law's requirements." })
  businessRequirementCount: number | null;
  @Field(() => String, {
    description: "Where the change stands: 'New', 'InProgress', 'Submitted', 'Accepted'.",
  })
  status: string;
  @Field(() => String, { description: 'What changed in the law.' })
  changeSummary: string;
  @Field(() => String, { nullable: true, description: 'Who works it.' })
  assignedUser: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'Who submitted it (none until submitted): they may not accept it, another user decides.',
  })
  submittedById: string | null;
  @Field(() => String, { nullable: true, description: "The submitter's name." })
  submittedBy: string | null;
  @Field(() => Int, { description: 'Changed requirements.' })
  requirementCount: number;
  @Field(() => Int, { description: 'Changed requirements not decided yet.' })
  undecided: number;
}

@ObjectType({
  description: 'A changed law (section and business line) with its changes per company process counted.',
})
export class ClientChangedLaw {
  @Field(() => ID, { nullable: true, description: 'The client whose change it is.' })
  clientId: string | null;
  @Field(() => String, { nullable: true, description: "That client's name." })
  clientName: string | null;
  @Field(() => ID, { description: 'The section.' })
  sectionId: string;
  @Field(() => ID, { description: 'The law.' })
  lawId: string;
  @Field(() => ID, { description: "The section's level path." })
  lawDetailId: string;
  @Field(() => String, { description: 'Section number and name.' })
  section: string;
  @Field(() => String, { description: 'The regulator.' })
  regulator: string;
  @Field(() => ID, { description: 'The business line.' })
  businessLineId: string;
  @Field(() => String, { description: 'The business line name.' })
  businessLineName: string;
  @Field(() => String, { description: 'What changed.' })
  changeSummary: string;
  @Field(() => Int, { description: 'Company processes the change touches.' })
  processes: number;
  @Field(() => Int, { description: 'Of them, accepted.' })
  accepted: number;
}

@ObjectType({
  description: 'A requirement the change touches: its current and proposed wording and the decision.',
})
export class RequirementChange {
  @Field(() => ID, { description: 'The changed requirement.' })
  id: string;
  @Field(() => String, { description: 'Requirement number.' })
  requirementNumber: string;
  @Field(() => String, { nullable: true, description: 'The wording now (none for a new requirement).' })
  currentRequirement: string | null;
  @Field(() => String, { nullable: true, description: 'The proposed wording.' })
  proposedRequirement: string | null;
  @Field(() => String, { description: "'New', 'Changed' or 'Deleted'." })
  changeStatus: string;
  @Field(() => String, { description: "'Pending', 'Accepted', 'Updated' or 'NotApplicable'." })
  decision: string;
  @Field(() => String, {
    description: "Requirement mapping: 'Remap' (must be re-mapped), 'Draft' or 'Submitted'.",
  })
  mappingStatus: string;
}

@ObjectType({ description: 'A company process choice.' })
export class ChangeProcessOption {
  @Field(() => ID, { description: 'The company process.' })
  id: string;
  @Field(() => String, { description: 'Its name.' })
  name: string;
}

@ObjectType({ description: 'One change with its changed requirements and the processes of its line.' })
export class ClientChangeDetail {
  @Field(() => ClientChange, { description: 'The change.' })
  change: ClientChange;
  @Field(() => [RequirementChange], { description: 'Its changed requirements.' })
  requirements: RequirementChange[];
  @Field(() => [ChangeProcessOption], { description: "The company processes of the change's line." })
  processes: ChangeProcessOption[];
}

@ObjectType({ description: 'Choices of the change-management filter.' })
export class ChangeManagementFilter {
  @Field(() => [ChangeProcessOption], { description: 'Business lines with changes.' })
  businessLines: ChangeProcessOption[];
  @Field(() => [ChangeProcessOption], { description: 'Regulators with changes.' })
  regulators: ChangeProcessOption[];
  @Field(() => [String], { description: 'Change statuses.' })
  statuses: string[];
}

@ObjectType({
  description: "A requirement's current and updated signatures: the company processes it maps to.",
})
export class RequirementSignatures {
  @Field(() => ID, { description: 'The changed requirement.' })
  requirementChangeId: string;
  @Field(() => [ChangeProcessOption], { description: 'Mapped now.' })
  current: ChangeProcessOption[];
  @Field(() => [ChangeProcessOption], { description: 'Mapped after the change (saved or submitted).' })
  updated: ChangeProcessOption[];
}
