import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DownloadTicket } from '../../graphql/common/download-ticket.js';
import {
  RiskAssessmentStatus,
  RiskChartKind,
  RiskQuestionInputKind,
  RiskReportKind,
  RiskStage,
} from './risk.enums.js';

export { RiskAssessmentStatus, RiskChartKind, RiskQuestionInputKind, RiskReportKind, RiskStage };

@ObjectType({
  description: 'A risk parameter, or a sub-parameter of one, with its weight and place among its siblings.',
})
export class RiskParameter {
  @Field(() => ID, { description: 'The parameter.' })
  id: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The parameter a sub-parameter belongs to; null for a parameter.',
  })
  parentId: string | null;
  @Field(() => String, { description: 'Name, unique among its siblings.' })
  name: string;
  @Field(() => String, { description: 'What the parameter measures.' })
  description: string;
  @Field(() => Int, {
    description: 'Weight in the risk score, 0 to 100 (sub-parameters count with their parent).',
  })
  weight: number;
  @Field(() => Int, { description: 'Place among its siblings, from 1.' })
  order: number;
  @Field(() => Boolean, { description: 'True for a sub-parameter.' })
  isSubParameter: boolean;
  @Field(() => Boolean, { description: 'Inactive parameters are kept but cannot be rated.' })
  isActive: boolean;
  @Field(() => [RiskParameter], { description: 'The sub-parameters, in order (empty for a sub-parameter).' })
  subParameters: RiskParameter[];
}

@ObjectType({ description: 'A risk level: the range of scores it covers.' })
export class RiskLevel {
  @Field(() => ID, { description: 'The level.' })
  id: string;
  @Field(() => String, { description: 'Name (Low, Medium, High…).' })
  name: string;
  @Field(() => Int, { description: 'Lowest score of the level, 0 to 100.' })
  minScore: number;
  @Field(() => Int, { description: 'Highest score of the level, 0 to 100.' })
  maxScore: number;
  @Field(() => String, { description: 'The colour the level is shown in, beside its name.' })
  color: string;
  @Field(() => Boolean, { description: 'Inactive levels are kept but not offered.' })
  isActive: boolean;
}

@ObjectType({ description: 'A question type and the input it is answered with.' })
export class RiskQuestionType {
  @Field(() => ID, { description: 'The type.' })
  id: string;
  @Field(() => String, { description: "The type's name." })
  name: string;
  @Field(() => Boolean, { description: 'Answered by choosing one of the question’s options.' })
  hasOptions: boolean;
  @Field(() => RiskQuestionInputKind, { description: 'The input the answer is given with.' })
  inputKind: RiskQuestionInputKind;
  @Field(() => Boolean, {
    description: 'One of the types whose answer has an input of its own: it cannot be renamed or deleted.',
  })
  isBuiltIn: boolean;
  @Field(() => Int, { description: 'Questions of this type; a type in use cannot be deleted.' })
  questionsCount: number;
  @Field(() => Int, { description: 'Version, sent back with a rename; a stale one is refused (CONFLICT).' })
  version: number;
}

@ObjectType({ description: 'A question type after a save.' })
export class RiskQuestionTypePayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;
  @Field(() => RiskQuestionType, { description: 'The type as saved.' })
  questionType: RiskQuestionType;
}

@ObjectType({ description: 'A company process the user may assess or rate.' })
export class RiskCompanyProcess {
  @Field(() => ID, { description: 'The company process.' })
  id: string;
  @Field(() => String, { description: 'Its name.' })
  name: string;
  @Field(() => ID, { description: 'Its business line.' })
  businessLineId: string;
  @Field(() => String, { description: 'The business line name.' })
  businessLine: string;
}

@ObjectType({
  description:
    "A client a manual rating, an assessment or a report may be for (a client's user gets its own client only).",
})
export class RiskClient {
  @Field(() => ID, { description: 'The client.' })
  id: string;
  @Field(() => String, { description: 'Its name.' })
  name: string;
}

@ObjectType({ description: 'An employee an Employee Selection question can name.' })
export class RiskEmployee {
  @Field(() => ID, { description: 'The employee (a user).' })
  id: string;
  @Field(() => String, { description: 'Full name.' })
  name: string;
  @Field(() => String, { description: 'E-mail address.' })
  email: string;
}

@ObjectType({ description: 'How often an assessment is answered.' })
export class RiskFrequency {
  @Field(() => ID, { description: 'The frequency.' })
  id: string;
  @Field(() => String, { description: 'Name (Monthly, Quarterly…).' })
  name: string;
  @Field(() => Int, { description: 'Months in one period: 1, 3, 6 or 12.' })
  months: number;
  @Field(() => Boolean, { description: 'Inactive frequencies cannot start new assessments.' })
  isActive: boolean;
}

@ObjectType({ description: 'A header grouping questions of the questionnaire.' })
export class RiskQuestionHeader {
  @Field(() => ID, { description: 'The header.' })
  id: string;
  @Field(() => String, { description: 'Its title.' })
  name: string;
  @Field(() => Int, { description: 'Place in the questionnaire.' })
  order: number;
}

@ObjectType({ description: 'A question of the risk assessment questionnaire.' })
export class RiskQuestion {
  @Field(() => ID, { description: 'The question.' })
  id: string;
  @Field(() => ID, { description: 'Its header.' })
  headerId: string;
  @Field(() => String, { description: 'The header title.' })
  header: string;
  @Field(() => String, { description: 'The question text.' })
  question: string;
  @Field(() => ID, { description: 'Its question type.' })
  questionTypeId: string;
  @Field(() => String, { description: 'The question type name.' })
  questionType: string;
  @Field(() => RiskQuestionInputKind, { description: 'The input it is answered with.' })
  inputKind: RiskQuestionInputKind;
  @Field(() => [String], { description: 'The options of an OPTIONS question (empty otherwise).' })
  options: string[];
  @Field(() => [String], { description: 'Options whose choice reveals a gap (counted by the gap reports).' })
  gapOptions: string[];
  @Field(() => Boolean, { description: 'Must be answered before a submit.' })
  isRequired: boolean;
  @Field(() => Boolean, { description: 'Inactive questions are kept but not asked.' })
  isActive: boolean;
  @Field(() => Int, { description: 'Place under its header.' })
  order: number;
}

@ObjectType({ description: 'A file attached to an attachment question of an assessment.' })
export class RiskQuestionFile {
  @Field(() => ID, { description: 'The file.' })
  id: string;
  @Field(() => String, { description: 'File name.' })
  fileName: string;
  @Field(() => Int, { description: 'Size in bytes.' })
  size: number;
}

@ObjectType({ description: 'A question with the answer the assessment holds.' })
export class RiskAnsweredQuestion extends RiskQuestion {
  @Field(() => [String], {
    description:
      'The answer: one value for single inputs (a date as YYYY-MM-DD, an employee or option by value), several for multiple ones.',
  })
  values: string[];
  @Field(() => [RiskQuestionFile], { description: 'Files of an attachment question.' })
  files: RiskQuestionFile[];
}

@ObjectType({ description: 'One header of a questionnaire with its questions.' })
export class RiskQuestionnaireHeader {
  @Field(() => ID, { description: 'The header.' })
  id: string;
  @Field(() => String, { description: 'Its title.' })
  name: string;
  @Field(() => [RiskAnsweredQuestion], { description: 'Its active questions, in order.' })
  questions: RiskAnsweredQuestion[];
}

@ObjectType({ description: 'An assessment: the questionnaire of one company process, frequency and period.' })
export class RiskAssessment {
  @Field(() => ID, { description: 'The assessment.' })
  id: string;
  @Field(() => ID, { description: 'The company process.' })
  companyProcessId: string;
  @Field(() => String, { description: 'The company process name.' })
  companyProcess: string;
  @Field(() => ID, { description: 'The frequency.' })
  frequencyId: string;
  @Field(() => String, { description: 'The frequency name.' })
  frequency: string;
  @Field(() => String, { description: 'First day of the period (YYYY-MM-DD).' })
  startDate: string;
  @Field(() => String, { description: 'Last day of the period (YYYY-MM-DD).' })
  endDate: string;
  @Field(() => RiskAssessmentStatus, { description: 'Where it stands.' })
  status: RiskAssessmentStatus;
  @Field(() => String, { nullable: true, description: "The approver's comment of the last decision." })
  approverComment: string | null;
  @Field(() => String, { nullable: true, description: 'Who answers it.' })
  respondentName: string | null;
  @Field(() => String, { nullable: true, description: 'Who approves it.' })
  approverName: string | null;
  @Field(() => Boolean, { description: 'Submitted, and the signed-in user may approve or send it back.' })
  canDecide: boolean;
  @Field(() => Boolean, { description: 'Draft or sent back: answers can still change.' })
  canEdit: boolean;
  @Field(() => String, { description: 'Last change (ISO 8601).' })
  updatedAt: string;
  @Field(() => ID, {
    nullable: true,
    description: 'Who submitted it last (null: never submitted); they cannot approve it or send it back.',
  })
  submittedById: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "The client whose assessment it is (a client's user sees its own client's only; provider staff open it for this client).",
  })
  clientId?: string | null;
}

@ObjectType({ description: 'A questionnaire as opened for a company process, frequency, period and stage.' })
export class RiskQuestionnaire {
  @Field(() => RiskStage, { description: 'The stage it was opened in.' })
  stage: RiskStage;
  @Field(() => RiskAssessment, {
    nullable: true,
    description: 'The assessment; null until the first answers of the period are saved.',
  })
  assessment: RiskAssessment | null;
  @Field(() => [RiskQuestionnaireHeader], { description: 'Headers and their questions with the answers.' })
  headers: RiskQuestionnaireHeader[];
  /** The client whose employees `employees` lists (not a field: the resolver reads it). */
  employeesOf?: string | null;
}

@ObjectType({ description: 'One event in the history of an assessment.' })
export class RiskHistoryEntry {
  @Field(() => ID, { description: 'The event.' })
  id: string;
  @Field(() => String, { description: 'What happened: Saved, Submitted, Approved, Sent back, File added…' })
  action: string;
  @Field(() => String, {
    description: 'Details (the send-back comment, the file name, the number of answers).',
  })
  detail: string;
  @Field(() => String, { nullable: true, description: 'Who did it.' })
  userName: string | null;
  @Field(() => String, { description: 'When (ISO 8601).' })
  at: string;
}

@ObjectType({ description: 'A rating of one parameter for a manually rated artifact.' })
export class ManualRiskRating {
  @Field(() => ID, { description: 'The parameter.' })
  parameterId: string;
  @Field(() => String, { description: 'The parameter name.' })
  parameter: string;
  @Field(() => ID, { description: 'The level given.' })
  levelId: string;
  @Field(() => String, { description: 'The level name.' })
  level: string;
  @Field(() => Int, { description: 'The score the level stands for (the middle of its range).' })
  score: number;
  @Field(() => String, { description: "The rater's comment." })
  comment: string;
  @Field(() => String, { nullable: true, description: 'Who rated it.' })
  ratedBy: string | null;
  @Field(() => String, { description: 'When (ISO 8601).' })
  ratedAt: string;
}

@ObjectType({ description: 'An artifact of a company process that can be rated by hand, with its ratings.' })
export class ManualArtifact {
  @Field(() => String, { description: 'The artifact name.' })
  name: string;
  @Field(() => String, { description: "The artifact type ('Manual' for one entered with a rating)." })
  artifactType: string;
  @Field(() => [ManualRiskRating], { description: 'Its ratings, one per parameter rated.' })
  ratings: ManualRiskRating[];
}

@ObjectType({ description: 'What the risk rating screen chooses from.' })
export class RiskRatingLookups {
  @Field(() => [RiskCompanyProcess], { description: 'Company processes to rate.' })
  companyProcesses: RiskCompanyProcess[];
  @Field(() => [RiskQuestionType], { description: 'The question types of the questionnaire.' })
  questionTypes: RiskQuestionType[];
  @Field(() => [RiskClient], {
    description: "Clients to rate for: provider staff choose one; a client's user has its own only.",
  })
  clients: RiskClient[];
}

@ObjectType({ description: 'What the risk assessment screen chooses from.' })
export class RiskAssessmentLookups {
  @Field(() => [RiskCompanyProcess], { description: "Company processes of the user's business lines." })
  companyProcesses: RiskCompanyProcess[];
  @Field(() => [RiskFrequency], { description: 'Frequencies, active and inactive.' })
  frequencies: RiskFrequency[];
  @Field(() => [RiskEmployee], {
    description:
      "Users of the caller's own client (a client's user), or of every client (provider staff). An Employee Selection answer may name only a user of its assessment's client: offer RiskQuestionnaire.employees.",
    deprecationReason:
      "Use RiskQuestionnaire.employees: the employees of the questionnaire's client, the only ones an answer may name.",
  })
  employees: RiskEmployee[];
  @Field(() => [RiskQuestionType], { description: 'Question types.' })
  questionTypes: RiskQuestionType[];
  @Field(() => [RiskQuestionHeader], { description: 'Question headers, in order.' })
  headers: RiskQuestionHeader[];
  @Field(() => [RiskClient], {
    description: "Clients to answer for: provider staff choose one; a client's user has its own only.",
  })
  clients: RiskClient[];
}

@ObjectType({ description: 'What the risk reports filter by.' })
export class RiskReportLookups {
  @Field(() => [RiskCompanyProcess], {
    description: 'Company processes (their business lines come with them).',
  })
  companyProcesses: RiskCompanyProcess[];
  @Field(() => [RiskFrequency], { description: 'Frequencies.' })
  frequencies: RiskFrequency[];
  @Field(() => [RiskClient], {
    description: "Clients to report on: provider staff may choose one; a client's user has its own only.",
  })
  clients: RiskClient[];
}

@ObjectType({ description: 'A column of a report table.' })
export class RiskReportColumn {
  @Field(() => String, { description: 'Key of the column.' })
  key: string;
  @Field(() => String, { description: 'Heading.' })
  label: string;
  @Field(() => Boolean, { description: 'Numbers: right-aligned and exported as numbers.' })
  numeric: boolean;
}

@ObjectType({ description: 'A row of a report table.' })
export class RiskRatingReportRow {
  @Field(() => [String], { description: 'One text per column, in column order.' })
  cells: string[];
}

@ObjectType({ description: 'A point of a report chart.' })
export class RiskChartPoint {
  @Field(() => String, { description: 'What the point counts (a level, a process, a month…).' })
  label: string;
  @Field(() => [Int], { description: 'One value per series.' })
  values: number[];
}

@ObjectType({ description: 'The chart of a report, drawn from its rows.' })
export class RiskReportChart {
  @Field(() => String, { description: 'Title of the chart.' })
  title: string;
  @Field(() => RiskChartKind, { description: 'Bars or a pie.' })
  kind: RiskChartKind;
  @Field(() => [String], { description: 'Names of the series (one for a single series).' })
  series: string[];
  @Field(() => [RiskChartPoint], { description: 'The points.' })
  points: RiskChartPoint[];
}

@ObjectType({ description: 'A risk rating report: a table and its chart.' })
export class RiskRatingReport {
  @Field(() => RiskReportKind, { description: 'Which report.' })
  kind: RiskReportKind;
  @Field(() => String, { description: 'Its title.' })
  title: string;
  @Field(() => [RiskReportColumn], { description: 'The columns.' })
  columns: RiskReportColumn[];
  @Field(() => [RiskRatingReportRow], { description: 'The rows.' })
  rows: RiskRatingReportRow[];
  @Field(() => Int, { description: 'Number of rows.' })
  totalCount: number;
  @Field(() => RiskReportChart, { description: 'The chart of the rows.' })
  chart: RiskReportChart;
}

@ObjectType({ description: 'The filter of a risk report, as saved.' })
export class RiskReportFilter {
  @Field(() => RiskReportKind, { nullable: true, description: 'The report it was saved on.' })
  kind: RiskReportKind | null;
  @Field(() => ID, { nullable: true, description: 'Business line.' })
  businessLineId: string | null;
  @Field(() => ID, { nullable: true, description: 'Company process.' })
  companyProcessId: string | null;
  @Field(() => ID, { nullable: true, description: 'Frequency.' })
  frequencyId: string | null;
  @Field(() => String, { nullable: true, description: 'From (YYYY-MM-DD).' })
  startDate: string | null;
  @Field(() => String, { nullable: true, description: 'To (YYYY-MM-DD).' })
  endDate: string | null;
}

@ObjectType({ description: 'A saved risk report search of the signed-in user.' })
export class RiskSavedSearch {
  @Field(() => ID, { description: 'The saved search.' })
  id: string;
  @Field(() => String, { description: 'Its name.' })
  name: string;
  @Field(() => RiskReportFilter, { description: 'The filter it keeps.' })
  filter: RiskReportFilter;
  @Field(() => String, { description: 'When it was saved (ISO 8601).' })
  createdAt: string;
}

@ObjectType({ description: 'A parameter after a save.' })
export class RiskParameterPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;
  @Field(() => RiskParameter, { description: 'The parameter as saved.' })
  parameter: RiskParameter;
}

@ObjectType({ description: 'A level after a save.' })
export class RiskLevelPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;
  @Field(() => RiskLevel, { description: 'The level as saved.' })
  level: RiskLevel;
}

@ObjectType({ description: 'A frequency after a save.' })
export class RiskFrequencyPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;
  @Field(() => RiskFrequency, { description: 'The frequency as saved.' })
  frequency: RiskFrequency;
}

@ObjectType({ description: 'A question header after a save.' })
export class RiskQuestionHeaderPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;
  @Field(() => RiskQuestionHeader, { description: 'The header as saved.' })
  header: RiskQuestionHeader;
}

@ObjectType({ description: 'A question after a save.' })
export class RiskQuestionPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;
  @Field(() => RiskQuestion, { description: 'The question as saved.' })
  question: RiskQuestion;
}

@ObjectType({ description: 'Answers after a save or a submit.' })
export class RiskAnswersPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;
  @Field(() => ID, { description: 'The assessment the answers belong to (made by the first save).' })
  assessmentId: string;
}

@ObjectType({ description: 'A saved search after a save.' })
export class RiskSavedSearchPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;
  @Field(() => RiskSavedSearch, { description: 'The search as saved.' })
  search: RiskSavedSearch;
}

@ObjectType({ description: 'The result of asking for a risk question file.' })
export class RiskQuestionFileDownloadPayload {
  @Field(() => DownloadTicket, { description: 'The download ticket of the file.' })
  download: DownloadTicket;
}
