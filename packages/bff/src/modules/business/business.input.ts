import { Field, ID, InputType } from 'type-graphql';
import { badUserInput } from '../../graphql/errors.js';
import { BusinessColumn, BusinessRequirementStatus } from './business.type.js';

/** A required id of the schema, as the catalogue's number. */
export function idOf(value: string | null | undefined, field: string): number {
  const text = (value ?? '').trim();
  const number = Number(text);
  if (!/^\d{1,10}$/.test(text) || !Number.isInteger(number) || number < 1 || number > 2_147_483_647)
    throw badUserInput({ [field]: `${field} must be a positive whole number.` });
  return number;
}

export function idsOf(values: readonly string[], field: string): number[] {
  return [...new Set(values.map((value) => idOf(value, field)))];
}

@InputType({ description: 'Filters of the business dashboard and its list.' })
export class BusinessDashboardFilter {
  @Field(() => ID, { nullable: true, description: 'Laws validated for (or mapped to) this company process.' })
  lawProcessId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Laws of this business line.' })
  businessLineId?: string | null;
  @Field(() => [ID], { nullable: true, description: 'Laws of these regulators.' })
  regulatorIds?: string[] | null;
  @Field(() => BusinessColumn, { nullable: true, description: 'Laws of this column.' })
  column?: BusinessColumn | null;
  @Field(() => ID, { nullable: true, description: 'Laws of this business contact.' })
  businessUserId?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "Every law of the user's lines; absent: the user's saved toggle.",
  })
  showAllLaws?: boolean | null;
}

@InputType({ description: 'Validate a law for company processes, or declare it not applicable to them.' })
export class ValidateLawInput {
  @Field(() => ID, { description: 'The business law.' })
  businessLawId: string;
  @Field(() => [ID], { description: 'The company processes (at least one).' })
  companyProcessIds: string[];
  @Field(() => String, { nullable: true, description: 'Why it does not apply (required when declaring).' })
  comment?: string | null;
}

@InputType({ description: "One requirement's artifacts." })
export class ArtifactMappingInput {
  @Field(() => ID, { description: 'The requirement.' })
  requirementId: string;
  @Field(() => [ID], { description: 'Its artifacts; the ones not listed are unmapped.' })
  artifactIds: string[];
}

@InputType({ description: 'Save (or submit) the artifact mappings of a law.' })
export class SaveArtifactMappingsInput {
  @Field(() => ID, { description: 'The business law.' })
  businessLawId: string;
  @Field(() => [ArtifactMappingInput], { description: 'The requirements changed.' })
  mappings: ArtifactMappingInput[];
  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Submit: every requirement mapped, on to assessment.',
  })
  submit: boolean;
}

@InputType({ description: 'A requirement of a business law.' })
export class BusinessRequirementRef {
  @Field(() => ID, { description: 'The business law.' })
  businessLawId: string;
  @Field(() => ID, { description: 'The requirement.' })
  requirementId: string;
}

@InputType({ description: 'Unmap artifacts from a requirement.' })
export class DeleteMappedArtifactsInput extends BusinessRequirementRef {
  @Field(() => [ID], { description: 'The artifacts to unmap.' })
  artifactIds: string[];
}

@InputType({ description: 'One answer of the assessment.' })
export class AssessmentAnswerInput {
  @Field(() => ID, { description: 'The requirement.' })
  requirementId: string;
  @Field(() => ID, { description: 'The artifact.' })
  artifactId: string;
  @Field(() => ID, { description: 'The question.' })
  questionId: string;
  @Field(() => String, { description: 'The answer; empty clears it.' })
  answer: string;
}

/** An answer as the catalogue's save-assessment and SaveAssessedArtifactQuestion take it. */
export function answerBody(answer: AssessmentAnswerInput) {
  return {
    RequirementId: idOf(answer.requirementId, 'requirementId'),
    ArtifactId: idOf(answer.artifactId, 'artifactId'),
    QuestionId: idOf(answer.questionId, 'questionId'),
    Answer: answer.answer.trim(),
  };
}

@InputType({ description: 'One answer of the assessment, saved on its own.' })
export class SaveAssessmentAnswerInput extends AssessmentAnswerInput {
  @Field(() => ID, { description: 'The business law.' })
  businessLawId: string;
}

@InputType({ description: 'An artifact mapped to a requirement of a business law.' })
export class AssessedArtifactRef extends BusinessRequirementRef {
  @Field(() => ID, { description: 'The artifact.' })
  artifactId: string;
}

@InputType({
  description: 'Which requirements of a law under assessment to list; every condition given must hold.',
})
export class AssessmentRequirementFilter {
  @Field(() => [BusinessRequirementStatus], {
    nullable: true,
    description: 'Requirements in one of these statuses; absent or empty: any status.',
  })
  statuses?: BusinessRequirementStatus[] | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only gaps: requirements met by no artifact, or assessed as not fully met.',
  })
  gapsOnly?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Words the requirement's number or text contains (case-insensitive), at most 200 characters.",
  })
  search?: string | null;
}

@InputType({ description: 'Save assessment answers.' })
export class SaveAssessmentInput {
  @Field(() => ID, { description: 'The business law.' })
  businessLawId: string;
  @Field(() => [AssessmentAnswerInput], { description: 'The answers.' })
  answers: AssessmentAnswerInput[];
}

@InputType({ description: 'A date of a requirement (YYYY-MM-DD; null clears it).' })
export class RequirementDateInput extends BusinessRequirementRef {
  @Field(() => String, { nullable: true, description: 'The date, YYYY-MM-DD.' })
  date?: string | null;
}

@InputType({ description: 'Send requirements back to the business contact.' })
export class SendBackRequirementsInput {
  @Field(() => ID, { description: 'The business law.' })
  businessLawId: string;
  @Field(() => [ID], { description: 'The requirements to send back.' })
  requirementIds: string[];
  @Field(() => String, { description: "The approver's comment (required)." })
  comment: string;
}

@InputType({ description: "The approver's decision on a not-applicable declaration." })
export class DecideNotApplicableInput {
  @Field(() => ID, { description: 'The business law.' })
  businessLawId: string;
  @Field(() => Boolean, { description: 'True approves; false rejects (the law is open again).' })
  approve: boolean;
  @Field(() => String, { nullable: true, description: 'Why it is rejected (required to reject).' })
  comment?: string | null;
}

@InputType({ description: "The approver's comment on a submitted requirement, kept without deciding it." })
export class ApproverCommentInput extends BusinessRequirementRef {
  @Field(() => String, { description: 'The comment (required, at most 2000 characters).' })
  comment: string;
}
