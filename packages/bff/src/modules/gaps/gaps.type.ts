import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DownloadTicket } from '../../graphql/common/download-ticket.js';
import { GapsFileKind, GapsListKind } from './gaps.enums.js';

export { GapsFileKind, GapsListKind };

@ObjectType({
  description: 'A gap worked in gaps and updates: a gap requirement of a business law, per company process.',
})
export class GapItem {
  @Field(() => ID, {
    nullable: true,
    description: "The client whose gap it is (its business law's client); a client's user sees only its own.",
  })
  clientId: string | null;
  @Field(() => ID, { description: 'The business law.' })
  businessLawId: string;
  @Field(() => ID, { description: 'The law.' })
  lawId: string;
  @Field(() => ID, { description: 'The law section.' })
  sectionId: string;
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
  @Field(() => ID, { description: 'The law requirement that is a gap.' })
  requirementId: string;
  @Field(() => String, { description: 'Its number.' })
  requirementNumber: string;
  @Field(() => String, { description: 'Its text.' })
  requirement: string;
  @Field(() => ID, { description: 'The company process the gap is worked for.' })
  companyProcessId: string;
  @Field(() => String, { description: 'The company process name.' })
  companyProcess: string;
  @Field(() => String, {
    nullable: true,
    description: 'Target completion date (YYYY-MM-DD), set on the business Gaps screen.',
  })
  targetCompletionDate: string | null;
  @Field(() => Int, { description: "The business law's tab index." })
  tabIndex: number;
  @Field(() => Int, { description: "The business law's requirements." })
  requirementCount: number;
  @Field(() => Boolean, { description: 'The questionnaire of this gap is submitted.' })
  isSubmitted: boolean;
  @Field(() => Int, { description: 'Action plans recorded for it.' })
  actionPlanCount: number;
}

@ObjectType({
  description: 'An entry of a gaps and updates list (task type, task status, evidence type, question type).',
})
export class GapsListEntry {
  @Field(() => ID, { description: 'The entry.' })
  id: string;
  @Field(() => String, { description: 'Its name.' })
  name: string;
}

@ObjectType({ description: 'The lists a gap is worked with.' })
export class GapsLists {
  @Field(() => [GapsListEntry], { description: 'Task types.' })
  taskTypes: GapsListEntry[];
  @Field(() => [GapsListEntry], { description: 'Task statuses.' })
  taskStatuses: GapsListEntry[];
  @Field(() => [GapsListEntry], { description: 'Evidence types.' })
  evidenceTypes: GapsListEntry[];
  @Field(() => [GapsListEntry], { description: 'Question types.' })
  questionTypes: GapsListEntry[];
}

@ObjectType({
  description:
    "A question header of a business line's questionnaire (gaps and updates, or client change management).",
})
export class GapsQuestionHeader {
  @Field(() => ID, { description: 'The header.' })
  id: string;
  @Field(() => String, { description: 'Its text.' })
  header: string;
  @Field(() => Int, { description: 'Its place.' })
  sortOrder: number;
  @Field(() => ID, { description: 'The business line.' })
  businessLineId: string;
}

@ObjectType({
  description:
    'A question of a questionnaire (gaps and updates, or client change management); a sub-question shows for one ' +
    'answer of its parent.',
})
export class GapsQuestion {
  @Field(() => ID, { description: 'The question.' })
  id: string;
  @Field(() => ID, { description: 'Its header.' })
  headerId: string;
  @Field(() => String, { description: 'The header text.' })
  header: string;
  @Field(() => ID, { description: 'The business line.' })
  businessLineId: string;
  @Field(() => ID, { nullable: true, description: 'The parent question of a sub-question.' })
  parentQuestionId: string | null;
  @Field(() => String, { nullable: true, description: "The parent's answer that shows this sub-question." })
  triggerAnswer: string | null;
  @Field(() => String, { description: 'The question text.' })
  question: string;
  @Field(() => ID, { description: 'The question type.' })
  questionTypeId: string;
  @Field(() => String, {
    description: "The question type's name (Options, Comment, Calendar Field, Add attachment…).",
  })
  questionType: string;
  @Field(() => [String], { description: 'The options of a question with options.' })
  options: string[];
  @Field(() => Boolean, { description: 'Asked only while active.' })
  isActive: boolean;
  @Field(() => Int, { description: 'Its place under its header.' })
  sortOrder: number;
}

@ObjectType({ description: 'A stored file.' })
export class GapsFile {
  @Field(() => ID, { description: 'The file.' })
  id: string;
  @Field(() => String, { description: 'Its name.' })
  fileName: string;
  @Field(() => Int, { description: 'Its size in bytes.' })
  size: number;
}

@ObjectType({ description: 'A file attached to an answer.' })
export class GapsQuestionFile extends GapsFile {
  @Field(() => ID, { description: 'The question it answers.' })
  questionId: string;
}

@ObjectType({ description: 'One answer.' })
export class GapsAnswer {
  @Field(() => ID, { description: 'The question.' })
  questionId: string;
  @Field(() => String, { description: 'The answer.' })
  answer: string;
}

@ObjectType({
  description: "A gap's (or a changed requirement's) questionnaire as answered so far, with the submit flag.",
})
export class GapsAnswers {
  @Field(() => Boolean, { description: 'Submitted (no more changes).' })
  isSubmitted: boolean;
  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was submitted.' })
  submittedAt: Date | null;
  @Field(() => [GapsAnswer], { description: 'The answers.' })
  answers: GapsAnswer[];
  @Field(() => [GapsQuestionFile], { description: 'Files of Add attachment questions.' })
  files: GapsQuestionFile[];
}

@ObjectType({
  description: 'An action plan of a gap: the task to close it, its status, evidence and step files.',
})
export class GapsActionPlan {
  @Field(() => ID, { description: 'The action plan.' })
  id: string;
  @Field(() => ID, { description: 'Task type.' })
  taskTypeId: string;
  @Field(() => String, { description: 'Task type name.' })
  taskType: string;
  @Field(() => ID, { description: 'Task status.' })
  taskStatusId: string;
  @Field(() => String, { description: 'Task status name.' })
  taskStatus: string;
  @Field(() => ID, { nullable: true, description: 'Evidence type.' })
  evidenceTypeId: string | null;
  @Field(() => String, { nullable: true, description: 'Evidence type name.' })
  evidenceType: string | null;
  @Field(() => String, { description: 'What to do.' })
  description: string;
  @Field(() => String, { nullable: true, description: 'Due date (YYYY-MM-DD).' })
  dueDate: string | null;
  @Field(() => [GapsFile], { description: 'Step files.' })
  stepFiles: GapsFile[];
}

@ObjectType({ description: 'The result of saving a list entry.' })
export class GapsListEntryPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;
  @Field(() => GapsListEntry, { description: 'The entry as saved.' })
  entry: GapsListEntry;
}

@ObjectType({ description: 'The result of saving an action plan.' })
export class GapsActionPlanPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;
  @Field(() => GapsActionPlan, { description: 'The action plan as saved.' })
  actionPlan: GapsActionPlan;
}

@ObjectType({ description: 'The result of asking for a gaps file download.' })
export class GapsFileDownloadPayload {
  @Field(() => DownloadTicket, { description: 'The download ticket of the file.' })
  download: DownloadTicket;
}
