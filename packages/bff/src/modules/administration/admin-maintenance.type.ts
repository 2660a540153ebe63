import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { QuestionListKind } from './administration.enums.js';

registerEnumType(QuestionListKind, {
  name: 'QuestionListKind',
  description:
    "The question lists: the artifact assessment's questions, risk-assessment questions and questions asked of a business line.",
});

@ObjectType({ description: 'A kind of artifact (policy, procedure, control, system…).' })
export class ArtifactType {
  @Field(() => ID, { description: 'The type id.' })
  id: string;

  @Field(() => String, { description: 'Its name, unique ignoring case.' })
  name: string;

  @Field(() => String, { description: 'What the type covers (may be empty).' })
  description: string;

  @Field(() => Int, { description: 'How many artifacts of the inventory are of this type.' })
  artifactCount: number;
}

@ObjectType({ description: 'A saved artifact type and the message to show.' })
export class ArtifactTypePayload {
  @Field(() => ArtifactType, { description: 'The type as saved.' })
  artifactType: ArtifactType;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({ description: "An artifact of the company's inventory: what a requirement can be met by." })
export class Artifact {
  @Field(() => ID, { description: 'The artifact id.' })
  id: string;

  @Field(() => String, { description: 'Its name, unique in its business line ignoring case.' })
  name: string;

  @Field(() => String, { description: 'Its type (an artifact type name).' })
  artifactType: string;

  @Field(() => ID, { description: 'The business line it serves.' })
  businessLineId: string;

  @Field(() => String, { description: "The business line's name." })
  businessLineName: string;

  @Field(() => String, { description: 'What it is (may be empty).' })
  description: string;

  @Field(() => String, { description: 'Who keeps it (may be empty).' })
  ownerName: string;

  @Field(() => Int, {
    description: 'How many requirements it is mapped to; a mapped artifact cannot be deleted.',
  })
  mappingCount: number;
}

@ObjectType({ description: 'A saved artifact and the message to show.' })
export class ArtifactPayload {
  @Field(() => Artifact, { description: 'The artifact as saved.' })
  artifact: Artifact;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({ description: 'A question of one of the question lists.' })
export class MaintenanceQuestion {
  @Field(() => ID, { description: 'The question id (unique within its list).' })
  id: string;

  @Field(() => QuestionListKind, { description: 'The list it belongs to.' })
  list: QuestionListKind;

  @Field(() => String, { description: 'The question text.' })
  question: string;

  @Field(() => String, {
    description: "How it is answered: Options (one of the options) or one of the list's other types.",
  })
  questionType: string;

  @Field(() => [String], { description: 'The options of an Options question, in order.' })
  options: string[];

  @Field(() => [String], { description: 'Artifact questions: the answers that make the requirement a gap.' })
  gapAnswers: string[];

  @Field(() => Boolean, { description: 'Whether an answer is required.' })
  isRequired: boolean;

  @Field(() => Boolean, { description: 'Whether the question is asked (inactive ones are kept, not asked).' })
  isActive: boolean;

  @Field(() => Int, { description: 'Its place in the list.' })
  sortOrder: number;

  @Field(() => ID, { nullable: true, description: 'Business-line questions: the business line asked about.' })
  businessLineId: string | null;

  @Field(() => String, { nullable: true, description: "The business line's name." })
  businessLineName: string | null;

  @Field(() => Int, { description: 'How many answers it has; an answered question cannot be deleted.' })
  answerCount: number;
}

@ObjectType({ description: 'A saved question and the message to show.' })
export class MaintenanceQuestionPayload {
  @Field(() => MaintenanceQuestion, { description: 'The question as saved.' })
  question: MaintenanceQuestion;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({ description: 'Something an employee can be assigned to.' })
export class AssignmentOption {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The business line a category or company process belongs to.',
  })
  businessLineId: string | null;
}

@ObjectType({ description: 'What employees can be assigned to.' })
export class AssignmentOptions {
  @Field(() => [AssignmentOption], { description: 'Every business line.' })
  businessLines: AssignmentOption[];

  @Field(() => [AssignmentOption], { description: 'Every category (legal), under its business line.' })
  categories: AssignmentOption[];

  @Field(() => [AssignmentOption], {
    description: 'Every company process (business), under its business line.',
  })
  companyProcesses: AssignmentOption[];
}

@ObjectType({ description: "An employee's business lines, categories and company processes." })
export class EmployeeAssignments {
  @Field(() => ID, { description: 'The employee (user) id.' })
  employeeId: string;

  @Field(() => [ID], { description: 'Their business lines.' })
  businessLineIds: string[];

  @Field(() => [ID], { description: 'Their categories (each under one of their business lines).' })
  categoryIds: string[];

  @Field(() => [ID], { description: 'Their company processes (each under one of their business lines).' })
  companyProcessIds: string[];
}

@ObjectType({ description: 'Saved assignments and the message to show.' })
export class EmployeeAssignmentsPayload {
  @Field(() => EmployeeAssignments, { description: 'The assignments as saved.' })
  assignments: EmployeeAssignments;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}
