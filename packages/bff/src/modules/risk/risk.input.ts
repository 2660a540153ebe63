import {
  RISK_MESSAGES,
  validateQuestionnaireSelection,
  validateRiskAnswer,
  validateRiskFrequency,
  validateRiskLevel,
  validateRiskParameter,
  validateRiskQuestion,
  validateRiskSearchName,
  validateRiskSendBackComment,
  isIsoDate,
} from '@lexbridge/rules';
import { Field, ID, InputType, Int } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import { badUserInput } from '../../graphql/errors.js';
import type { OrderRow, ReportFilterBody, SelectionBody } from './risk.api.js';
import { RiskReportKind, RiskStage } from './risk.enums.js';

/** A positive whole-number id, or BAD_USER_INPUT on `field`. */
export function idOf(value: string | null | undefined, field: string): number {
  const text = (value ?? '').trim();
  const number = Number(text);
  if (!/^\d{1,10}$/.test(text) || number < 1 || number > 2_147_483_647)
    throw badUserInput({ [field]: `${field} must be a positive whole number.` });
  return number;
}

/** The catalogue's ClientId of the client an operation acts for (none: absent). */
export const clientField = (clientId: string | null): { ClientId?: number } =>
  clientId === null ? {} : { ClientId: idOf(clientId, 'clientId') };

const optionalId = (value: string | null | undefined, field: string) =>
  value === null || value === undefined || value.trim() === '' ? null : idOf(value, field);

@InputType({ description: 'A parameter or sub-parameter to add (no id) or update.' })
export class SaveRiskParameterInput {
  @Field(() => ID, { nullable: true, description: 'The parameter to update; absent to add one.' })
  id?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The parameter a sub-parameter belongs to; absent for a parameter.',
  })
  parentId?: string | null;
  @Field(() => String, { description: 'Name (required, at most 100 characters).' })
  name: string;
  @Field(() => String, { nullable: true, description: 'What it measures.' })
  description?: string | null;
  @Field(() => Int, { description: 'Weight, 0 to 100.' })
  weight: number;
  @Field(() => Boolean, { description: 'Active.' })
  isActive: boolean;
}

@InputType({ description: 'A new place for one parameter; only rows whose place changed are sent.' })
export class RiskParameterOrderInput {
  @Field(() => ID, { description: 'The parameter or sub-parameter.' })
  id: string;
  @Field(() => Int, { description: 'Its new place among its siblings, from 1.' })
  order: number;
  @Field(() => Boolean, {
    nullable: true,
    description: 'When given, makes the row a sub-parameter of parentId (true) or a parameter (false).',
  })
  isSubParameter?: boolean | null;
  @Field(() => ID, { nullable: true, description: 'The parameter a row becomes a sub-parameter of.' })
  parentId?: string | null;
}

@InputType({
  description:
    'A question type to add (no id) or rename. Added types are answered from their questions’ options.',
})
export class SaveRiskQuestionTypeInput {
  @Field(() => ID, {
    nullable: true,
    description: 'The type to rename; absent to add one. Built-in types refuse.',
  })
  id?: string | null;
  @Field(() => String, { description: 'Name (required, at most 100 characters, unique ignoring case).' })
  name: string;
  @Field(() => Int, { nullable: true, description: 'The version read (with id).' })
  version?: number | null;
}

@InputType({ description: 'A level to add (no id) or update.' })
export class SaveRiskLevelInput {
  @Field(() => ID, { nullable: true, description: 'The level to update; absent to add one.' })
  id?: string | null;
  @Field(() => String, { description: 'Name.' })
  name: string;
  @Field(() => Int, { description: 'Lowest score, 0 to 100.' })
  minScore: number;
  @Field(() => Int, { description: 'Highest score, 0 to 100, not below the lowest.' })
  maxScore: number;
  @Field(() => String, { nullable: true, description: 'Colour name (green, orange, red…).' })
  color?: string | null;
  @Field(() => Boolean, { description: 'Active.' })
  isActive: boolean;
}

@InputType({ description: 'The level given to one parameter.' })
export class ManualParameterRatingInput {
  @Field(() => ID, { description: 'The parameter or sub-parameter.' })
  parameterId: string;
  @Field(() => ID, { description: 'The level.' })
  levelId: string;
  @Field(() => String, { nullable: true, description: "The rater's comment." })
  comment?: string | null;
}

@InputType({ description: 'A manual risk rating of one artifact of a company process.' })
export class ManualRiskRatingInput {
  @Field(() => ID, { description: 'The company process.' })
  companyProcessId: string;
  @Field(() => String, { description: 'The artifact (one of the list, or a new name).' })
  artifactName: string;
  @Field(() => [ManualParameterRatingInput], { description: 'The parameters rated.' })
  ratings: ManualParameterRatingInput[];
  @Field(() => ID, {
    nullable: true,
    description:
      "The client rated for: provider staff must name one; a client's user rates for its own (naming another is NOT_FOUND).",
  })
  clientId?: string | null;
}

@InputType({ description: 'A frequency to add (no id) or update.' })
export class SaveRiskFrequencyInput {
  @Field(() => ID, { nullable: true, description: 'The frequency to update; absent to add one.' })
  id?: string | null;
  @Field(() => String, { description: 'Name.' })
  name: string;
  @Field(() => Int, { description: 'Months per period: 1, 3, 6 or 12.' })
  months: number;
  @Field(() => Boolean, { description: 'Active.' })
  isActive: boolean;
}

@InputType({ description: 'A question header to add (no id) or rename.' })
export class SaveRiskQuestionHeaderInput {
  @Field(() => ID, { nullable: true, description: 'The header to rename; absent to add one.' })
  id?: string | null;
  @Field(() => String, { description: 'Title.' })
  name: string;
}

@InputType({ description: 'A question to add (no id) or update.' })
export class SaveRiskQuestionInput {
  @Field(() => ID, { nullable: true, description: 'The question to update; absent to add one.' })
  id?: string | null;
  @Field(() => ID, { nullable: true, description: 'Its header (required).' })
  headerId?: string | null;
  @Field(() => String, { description: 'The question text (required, at most 500 characters).' })
  question: string;
  @Field(() => ID, { nullable: true, description: 'Its question type (required).' })
  questionTypeId?: string | null;
  @Field(() => [String], { description: 'Options, for a type answered from options (at least two).' })
  options: string[];
  @Field(() => [String], { description: 'Options whose choice reveals a gap.' })
  gapOptions: string[];
  @Field(() => Boolean, { description: 'Must be answered before a submit.' })
  isRequired: boolean;
  @Field(() => Boolean, { description: 'Asked in questionnaires.' })
  isActive: boolean;
}

@InputType({ description: 'A new place for one question under its header.' })
export class RiskQuestionOrderInput {
  @Field(() => ID, { description: 'The question.' })
  id: string;
  @Field(() => Int, { description: 'Its new place, from 1.' })
  order: number;
}

@InputType({
  description:
    "What opens a questionnaire. All five are needed; a missing one is BAD_USER_INPUT 'Please select a questionnaire.'",
})
export class QuestionnaireSelectionInput {
  @Field(() => ID, { nullable: true, description: 'The company process.' })
  companyProcessId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The frequency.' })
  frequencyId?: string | null;
  @Field(() => String, { nullable: true, description: 'First day of the period (YYYY-MM-DD).' })
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day of the period (YYYY-MM-DD).' })
  endDate?: string | null;
  @Field(() => RiskStage, { nullable: true, description: 'Answering or deciding.' })
  stage?: RiskStage | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "The client whose assessment it is: provider staff name one (required to answer); a client's user answers for its own (naming another is NOT_FOUND).",
  })
  clientId?: string | null;
}

@InputType({ description: 'The answer to one question.' })
export class RiskAnswerInput {
  @Field(() => ID, { description: 'The question.' })
  questionId: string;
  @Field(() => String, { description: 'Its question type, checked again by the catalogue.' })
  questionType: string;
  @Field(() => [String], { description: 'The values (one for single inputs).' })
  values: string[];
  @Field(() => [String], { nullable: true, description: 'The options of an options question.' })
  options?: string[] | null;
}

@InputType({ description: 'Answers to save or submit for a questionnaire.' })
export class RiskAnswersInput {
  @Field(() => QuestionnaireSelectionInput, { description: 'The questionnaire (its stage is ignored).' })
  selection: QuestionnaireSelectionInput;
  @Field(() => [RiskAnswerInput], { description: 'Answers changed since the last save.' })
  answers: RiskAnswerInput[];
}

@InputType({ description: "The approver's decision on a submitted assessment." })
export class DecideRiskAssessmentInput {
  @Field(() => ID, { description: 'The assessment.' })
  assessmentId: string;
  @Field(() => String, { nullable: true, description: 'Comment; required to send back.' })
  comment?: string | null;
}

@InputType({ description: 'The filter of a risk report (all optional).' })
export class RiskReportFilterInput {
  @Field(() => RiskReportKind, { nullable: true, description: 'The report (kept with a saved search).' })
  kind?: RiskReportKind | null;
  @Field(() => ID, { nullable: true, description: 'Business line.' })
  businessLineId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Company process.' })
  companyProcessId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Frequency.' })
  frequencyId?: string | null;
  @Field(() => String, { nullable: true, description: 'Periods ending on or after this day (YYYY-MM-DD).' })
  startDate?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Periods starting on or before this day (YYYY-MM-DD).',
  })
  endDate?: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "The client reported on: provider staff may name one (none: every client); a client's user always gets its own (naming another is NOT_FOUND).",
  })
  clientId?: string | null;
}

@InputType({ description: 'A risk report search to save under a name.' })
export class SaveRiskSearchInput {
  @Field(() => String, { description: 'Name (a second save under the same name replaces it).' })
  name: string;
  @Field(() => RiskReportFilterInput, { description: 'The filter to keep.' })
  filter: RiskReportFilterInput;
}

export function parameterBody(input: SaveRiskParameterInput) {
  check(validateRiskParameter({ name: input.name, weight: input.weight }));
  return {
    Id: optionalId(input.id, 'id'),
    ParentId: optionalId(input.parentId, 'parentId'),
    Name: input.name.trim(),
    Description: (input.description ?? '').trim(),
    Weight: input.weight,
    IsActive: input.isActive,
  };
}

export function parameterOrderRows(rows: readonly RiskParameterOrderInput[]): OrderRow[] {
  if (rows.length === 0) throw badUserInput({ rows: RISK_MESSAGES.orderInvalid });
  return rows.map((row) => {
    if (!Number.isInteger(row.order) || row.order < 1)
      throw badUserInput({ order: RISK_MESSAGES.orderInvalid });
    const moved: OrderRow = { Id: idOf(row.id, 'id'), SortOrder: row.order };
    if (row.isSubParameter !== null && row.isSubParameter !== undefined) {
      moved.IsSubParameter = row.isSubParameter;
      moved.ParentId = row.isSubParameter ? idOf(row.parentId, 'parentId') : null;
    }
    return moved;
  });
}

export function levelBody(input: SaveRiskLevelInput) {
  check(validateRiskLevel(input));
  return {
    Id: optionalId(input.id, 'id'),
    Name: input.name.trim(),
    MinScore: input.minScore,
    MaxScore: input.maxScore,
    Color: (input.color ?? '').trim() || 'gray',
    IsActive: input.isActive,
  };
}

export function manualRatingBody(input: ManualRiskRatingInput) {
  if (!input.artifactName.trim()) throw badUserInput({ artifactName: RISK_MESSAGES.artifactRequired });
  if (input.ratings.length === 0) throw badUserInput({ ratings: RISK_MESSAGES.ratingsRequired });
  return {
    CompanyProcessId: idOf(input.companyProcessId, 'companyProcessId'),
    ArtifactName: input.artifactName.trim(),
    Ratings: input.ratings.map((rating) => ({
      ParameterId: idOf(rating.parameterId, 'parameterId'),
      LevelId: idOf(rating.levelId, 'levelId'),
      Comment: (rating.comment ?? '').trim(),
    })),
  };
}

export function frequencyBody(input: SaveRiskFrequencyInput) {
  check(validateRiskFrequency(input));
  return {
    Id: optionalId(input.id, 'id'),
    Name: input.name.trim(),
    Months: input.months,
    IsActive: input.isActive,
  };
}

export function questionBody(input: SaveRiskQuestionInput, questionType: string) {
  check(
    validateRiskQuestion({
      question: input.question,
      headerId: input.headerId ?? null,
      questionType,
      options: input.options,
    }),
  );
  const options = [...new Set(input.options.map((option) => option.trim()).filter(Boolean))];
  return {
    Id: optionalId(input.id, 'id'),
    HeaderId: idOf(input.headerId, 'headerId'),
    Question: input.question.trim(),
    QuestionTypeId: idOf(input.questionTypeId, 'questionTypeId'),
    Options: options,
    GapOptions: input.gapOptions.map((option) => option.trim()).filter((option) => options.includes(option)),
    IsRequired: input.isRequired,
    IsActive: input.isActive,
  };
}

export function questionOrderRows(rows: readonly RiskQuestionOrderInput[]): OrderRow[] {
  if (rows.length === 0) throw badUserInput({ rows: RISK_MESSAGES.orderInvalid });
  return rows.map((row) => {
    if (!Number.isInteger(row.order) || row.order < 1)
      throw badUserInput({ order: RISK_MESSAGES.orderInvalid });
    return { Id: idOf(row.id, 'id'), SortOrder: row.order };
  });
}

const LEGACY_STAGES: Record<RiskStage, string> = { ASSESSMENT: 'Assessment', APPROVAL: 'Approval' };

/** The questionnaire's five choices, or BAD_USER_INPUT 'Please select a questionnaire.' */
export function selectionBody(
  input: QuestionnaireSelectionInput,
  needsStage: boolean,
): SelectionBody & { Stage: string } {
  check(
    validateQuestionnaireSelection({
      ...input,
      freqId: input.frequencyId,
      stage: needsStage ? input.stage : 'x',
    }),
  );
  const startDate = input.startDate!.trim();
  const endDate = input.endDate!.trim();
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || startDate > endDate)
    throw badUserInput({ questionnaire: RISK_MESSAGES.selectQuestionnaire });
  return {
    CompanyProcessId: idOf(input.companyProcessId, 'companyProcessId'),
    FreqId: idOf(input.frequencyId, 'frequencyId'),
    StartDate: startDate,
    EndDate: endDate,
    Stage: LEGACY_STAGES[input.stage ?? RiskStage.ASSESSMENT],
  };
}

export function answersBody(input: RiskAnswersInput) {
  const { Stage: _stage, ...selection } = selectionBody(input.selection, false);
  void _stage;
  return {
    ...selection,
    Answers: input.answers.map((answer) => {
      const failure = validateRiskAnswer(answer.questionType, answer.values, answer.options ?? []);
      if (failure) throw badUserInput({ [`answers.${answer.questionId}`]: failure.message });
      return {
        QuestionId: idOf(answer.questionId, 'questionId'),
        Values: answer.values.map((value) => value.trim()).filter(Boolean),
      };
    }),
  };
}

export function decisionBody(input: DecideRiskAssessmentInput, approve: boolean) {
  const comment = (input.comment ?? '').trim();
  if (!approve) check(validateRiskSendBackComment(comment));
  return { AssessmentId: idOf(input.assessmentId, 'assessmentId'), Comment: comment };
}

export function reportFilterBody(filter: RiskReportFilterInput | null | undefined): ReportFilterBody {
  const body: ReportFilterBody = {};
  if (!filter) return body;
  const line = optionalId(filter.businessLineId, 'businessLineId');
  const process = optionalId(filter.companyProcessId, 'companyProcessId');
  const frequency = optionalId(filter.frequencyId, 'frequencyId');
  if (line) body.BusinessLineId = line;
  if (process) body.CompanyProcessId = process;
  if (frequency) body.FrequencyId = frequency;
  for (const [field, value] of [
    ['startDate', filter.startDate],
    ['endDate', filter.endDate],
  ] as const) {
    const text = (value ?? '').trim();
    if (!text) continue;
    if (!isIsoDate(text)) throw badUserInput({ [field]: RISK_MESSAGES.dateInvalid });
    body[field === 'startDate' ? 'StartDate' : 'EndDate'] = text;
  }
  return body;
}

export function searchBody(input: SaveRiskSearchInput) {
  check(validateRiskSearchName(input.name));
  reportFilterBody(input.filter);
  const filter: Record<string, string> = {};
  for (const key of [
    'kind',
    'businessLineId',
    'companyProcessId',
    'frequencyId',
    'startDate',
    'endDate',
  ] as const) {
    const value = input.filter[key];
    if (value) filter[key] = String(value).trim();
  }
  return { Name: input.name.trim(), Filter: filter };
}
