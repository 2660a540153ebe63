import { GAPS_MESSAGES, validateDueDate, validateGapsListName, validateGapsQuestion } from '@lexbridge/rules';
import { Field, ID, InputType } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import { idOf } from '../business/business.input.js';
import type { GapKey } from './gaps.api.js';

@InputType({
  description:
    'Whose answers: the law, section, requirement and company process. In gaps and updates the requirement is the ' +
    "gap requirement; in client change management it is the changed requirement (RequirementChange.id) of the change's company process.",
})
export class GapRefInput {
  @Field(() => ID, { description: 'The law.' })
  lawId: string;
  @Field(() => ID, { description: 'The law section.' })
  sectionId: string;
  @Field(() => ID, { description: 'The gap requirement, or the changed requirement.' })
  requirementId: string;
  @Field(() => ID, { description: 'The company process.' })
  companyProcessId: string;
}

export function gapKey(ref: GapRefInput): GapKey {
  return {
    LawId: idOf(ref.lawId, 'lawId'),
    SectionId: idOf(ref.sectionId, 'sectionId'),
    LawRequirementId: idOf(ref.requirementId, 'requirementId'),
    MstCompanyProcessId: idOf(ref.companyProcessId, 'companyProcessId'),
  };
}

@InputType({ description: 'One answer.' })
export class GapsAnswerInput {
  @Field(() => ID, { description: 'The question.' })
  questionId: string;
  @Field(() => String, { description: 'The answer (empty clears it).' })
  answer: string;
}

@InputType({ description: 'A question header (with an id: renamed; without: added), in the order given.' })
export class GapsQuestionHeaderInput {
  @Field(() => ID, { nullable: true, description: 'The header; absent for a new one.' })
  id?: string | null;
  @Field(() => String, { description: 'Its text.' })
  header: string;
}

@InputType({ description: 'A question, or with a parent a sub-question shown for one answer of it.' })
export class GapsQuestionInput {
  @Field(() => ID, { nullable: true, description: 'The question to update; absent: a new one.' })
  id?: string | null;
  @Field(() => ID, { nullable: true, description: 'The header of a new top question.' })
  headerId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The parent of a sub-question.' })
  parentQuestionId?: string | null;
  @Field(() => String, { nullable: true, description: "The parent's answer that shows a sub-question." })
  triggerAnswer?: string | null;
  @Field(() => String, { description: 'The question text.' })
  question: string;
  @Field(() => ID, { description: 'The question type.' })
  questionTypeId: string;
  @Field(() => String, { description: "The type's name, to check options against (Options needs some)." })
  questionType: string;
  @Field(() => [String], { description: 'Options of a question with options.' })
  options: string[];
  @Field(() => Boolean, { nullable: true, description: 'Active (asked); default true.' })
  isActive?: boolean | null;
}

export function questionBody(input: GapsQuestionInput): Record<string, unknown> {
  check(
    validateGapsQuestion({
      question: input.question,
      questionType: input.questionType,
      options: input.options,
      parentQuestionId: input.parentQuestionId,
      triggerAnswer: input.triggerAnswer,
    }),
  );
  return {
    ...(input.id ? { Id: idOf(input.id, 'id') } : {}),
    ...(input.headerId ? { HeaderId: idOf(input.headerId, 'headerId') } : {}),
    ...(input.parentQuestionId ? { ParentQuestionId: idOf(input.parentQuestionId, 'parentQuestionId') } : {}),
    TriggerAnswer: input.triggerAnswer?.trim() || null,
    Question: input.question.trim(),
    QuestionTypeId: idOf(input.questionTypeId, 'questionTypeId'),
    Options: input.options.map((option) => option.trim()).filter(Boolean),
    IsActive: input.isActive ?? true,
  };
}

@InputType({ description: 'An action plan of a gap.' })
export class GapsActionPlanInput {
  @Field(() => ID, { nullable: true, description: 'The plan to update; absent: a new one.' })
  id?: string | null;
  @Field(() => GapRefInput, { description: 'The gap.' })
  gap: GapRefInput;
  @Field(() => ID, { description: 'Task type.' })
  taskTypeId: string;
  @Field(() => ID, { description: 'Task status.' })
  taskStatusId: string;
  @Field(() => ID, { nullable: true, description: 'Evidence type.' })
  evidenceTypeId?: string | null;
  @Field(() => String, { description: 'What to do.' })
  description: string;
  @Field(() => String, { nullable: true, description: 'Due date, YYYY-MM-DD.' })
  dueDate?: string | null;
}

export function actionPlanBody(input: GapsActionPlanInput): Record<string, unknown> {
  if (!input.description.trim())
    check({ field: 'description', message: GAPS_MESSAGES.actionPlanDescriptionRequired });
  check(validateDueDate(input.dueDate));
  return {
    ...gapKey(input.gap),
    TaskTypeId: idOf(input.taskTypeId, 'taskTypeId'),
    TaskStatusId: idOf(input.taskStatusId, 'taskStatusId'),
    EvidenceTypeId: input.evidenceTypeId ? idOf(input.evidenceTypeId, 'evidenceTypeId') : null,
    Description: input.description.trim(),
    DueDate: input.dueDate?.trim() || null,
  };
}

export function listName(name: string): string {
  check(validateGapsListName(name));
  return name.trim();
}
