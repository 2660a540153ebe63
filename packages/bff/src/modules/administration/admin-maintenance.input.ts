import { Field, ID, InputType } from 'type-graphql';
import { QuestionListKind } from './administration.enums.js';

@InputType({ description: 'An artifact type to add (no id) or update.' })
export class SaveArtifactTypeInput {
  @Field(() => ID, { nullable: true, description: 'The type to update; absent to add one.' })
  id?: string | null;

  @Field(() => String, { description: 'Its name (trimmed; unique ignoring case).' })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: 'What the type covers. Left out of an update: unchanged; null or empty: none.',
  })
  description?: string | null;
}

@InputType({ description: 'An artifact of the inventory to add (no id) or update.' })
export class SaveArtifactInput {
  @Field(() => ID, { nullable: true, description: 'The artifact to update; absent to add one.' })
  id?: string | null;

  @Field(() => String, { description: 'Its name (unique in its business line, ignoring case).' })
  name: string;

  @Field(() => String, { description: 'Its type: the name of an artifact type.' })
  artifactType: string;

  @Field(() => ID, { description: 'The business line it serves.' })
  businessLineId: string;

  @Field(() => String, {
    nullable: true,
    description: 'What it is. Left out of an update: unchanged; null or empty: none.',
  })
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Who keeps it. Left out of an update: unchanged; null or empty: none.',
  })
  ownerName?: string | null;
}

@InputType({ description: 'A question of a question list to add (no id) or update.' })
export class SaveQuestionInput {
  @Field(() => QuestionListKind, { description: 'The list.' })
  list: QuestionListKind;

  @Field(() => ID, { nullable: true, description: 'The question to update; absent to add one.' })
  id?: string | null;

  @Field(() => String, { description: 'The question text (unique in the list, ignoring case).' })
  question: string;

  @Field(() => String, { description: 'How it is answered: a type the list offers.' })
  questionType: string;

  @Field(() => [String], { description: 'The options of an Options question (at least two, distinct).' })
  options: string[];

  @Field(() => [String], {
    nullable: true,
    description: 'Artifact questions: the options that make the requirement a gap.',
  })
  gapAnswers?: string[] | null;

  @Field(() => Boolean, { description: 'Whether an answer is required.' })
  isRequired: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether it is asked (default true; artifact questions are always asked).',
  })
  isActive?: boolean | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Business-line questions: the business line (required there).',
  })
  businessLineId?: string | null;
}

@InputType({
  description: "An employee's business lines, categories and company processes, replacing the old ones.",
})
export class SaveEmployeeAssignmentsInput {
  @Field(() => ID, { description: 'The employee (user).' })
  employeeId: string;

  @Field(() => [ID], { description: 'Their business lines.' })
  businessLineIds: string[];

  @Field(() => [ID], { description: 'Their categories: each under one of the business lines.' })
  categoryIds: string[];

  @Field(() => [ID], { description: 'Their company processes: each under one of the business lines.' })
  companyProcessIds: string[];
}
