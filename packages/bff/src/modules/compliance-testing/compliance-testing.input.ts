import { Field, ID, InputType, Int } from 'type-graphql';
import {
  ActionPlanStatus,
  RemediationStatus,
  RemediationSubStatus,
  RemediationTaskStatus,
  TestingListKind,
} from './compliance-testing.enums.js';
import { idOf } from '../validator-rules/validator-rules.input.js';

export { idOf };

/** An optional id of the schema as the catalogue's number; null or empty means none. */
export function optionalIdOf(value: string | null | undefined, field: string): number | null {
  return value === null || value === undefined || value === '' ? null : idOf(value, field);
}

@InputType({ description: 'A new or changed test group, test type, test category or requirement category.' })
export class SaveTestingListRecordInput {
  @Field(() => TestingListKind, { description: 'Which list.' })
  kind: TestingListKind;

  @Field(() => ID, { nullable: true, description: 'Record id; none adds a record.' })
  id?: string | null;

  @Field(() => String, {
    description: 'Name (trimmed; 1 to 100 characters; unique in the list ignoring case).',
  })
  name: string;

  @Field(() => String, {
    nullable: true,
    defaultValue: '',
    description: 'Description (at most 500 characters).',
  })
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'The version read; required to update.' })
  version?: number | null;
}

@InputType({ description: 'Filters of the testing rules list; every one optional.' })
export class TestingRuleFilter {
  @Field(() => ID, { nullable: true, description: 'Only rules of this test group.' })
  groupId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only rules of this test type.' })
  typeId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only rules of this test category.' })
  categoryId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only rules of this requirement category.' })
  requirementCategoryId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only rules of this regulator.' })
  regulatorId?: string | null;
}

@InputType({ description: 'What the graphs count: every loan load and group unless narrowed.' })
export class TestingGraphFilter {
  @Field(() => ID, { nullable: true, description: 'Only loans of this loan load.' })
  loanLoadId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only this test group.' })
  groupId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "Provider staff: only this client's loans (default: every client's). A client's user always counts its own " +
      "client's; naming another client is NOT_FOUND.",
  })
  clientId?: string | null;
}

/**
 * The catalogue body of a graph: the filter's load and group, and the client acted for (`actingClient`, from
 * `actingClientId`: provider staff's choice or a client's user's own client; null counts every client's).
 */
export function graphBody(
  filter: TestingGraphFilter | null | undefined,
  actingClient: string | null,
): { loanLoadId?: number; groupId?: number; clientId?: number } {
  const body: { loanLoadId?: number; groupId?: number; clientId?: number } = {};
  const load = optionalIdOf(filter?.loanLoadId, 'loanLoadId');
  const group = optionalIdOf(filter?.groupId, 'groupId');
  const client = optionalIdOf(actingClient, 'clientId');
  if (load !== null) body.loanLoadId = load;
  if (group !== null) body.groupId = group;
  if (client !== null) body.clientId = client;
  return body;
}

@InputType({ description: 'The assessment of an action plan.' })
export class SaveActionPlanAssessmentInput {
  @Field(() => ID, { description: 'Action plan id.' })
  id: string;

  @Field(() => ActionPlanStatus, { description: 'Status after the assessment.' })
  status: ActionPlanStatus;

  @Field(() => String, { description: 'Root cause (required, at most 2000 characters).' })
  rootCause: string;

  @Field(() => String, { description: 'The corrective action planned (required, at most 2000 characters).' })
  actionPlan: string;

  @Field(() => String, { nullable: true, defaultValue: '', description: 'Who owns the plan.' })
  ownerName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Target date (YYYY-MM-DD); required unless the plan is Completed.',
  })
  targetDate?: string | null;

  @Field(() => Int, { description: 'The version read.' })
  version: number;
}

@InputType({ description: 'A new remediation task (with queueId) or an edited one (with id and version).' })
export class SaveRemediationTaskInput {
  @Field(() => ID, { nullable: true, description: 'Task id, to edit a task; none to add one.' })
  id?: string | null;

  @Field(() => ID, { nullable: true, description: 'Queue row the new task belongs to (required to add).' })
  queueId?: string | null;

  @Field(() => String, { description: 'Title (required, at most 200 characters).' })
  title: string;

  @Field(() => String, {
    nullable: true,
    defaultValue: '',
    description: 'What the task asks (at most 1000).',
  })
  description?: string | null;

  @Field(() => String, { description: 'Who the task is assigned to (required, at most 100 characters).' })
  assignee: string;

  @Field(() => String, {
    nullable: true,
    description: 'Due date (YYYY-MM-DD); required while the task is Open.',
  })
  dueDate?: string | null;

  @Field(() => RemediationTaskStatus, { description: 'Open, or Completed (its evidence is then final).' })
  status: RemediationTaskStatus;

  @Field(() => Int, { nullable: true, description: 'The version read (required to edit).' })
  version?: number | null;
}

@InputType({ description: 'A new action plan for the exceptions of one remediation row.' })
export class AddActionPlanInput {
  @Field(() => ID, { description: 'The remediation row (a first run and testing rule) the plan is for.' })
  queueRowId: string;

  @Field(() => String, { description: 'Who owns the plan (required, at most 100 characters).' })
  ownerName: string;

  @Field(() => String, { description: 'Target date (YYYY-MM-DD, required).' })
  targetDate: string;
}

@InputType({
  description: 'A loan added to the remediation queue by hand: an exception found outside the run.',
})
export class AddLoanToRemediationInput {
  @Field(() => String, { description: 'Loan number, as in its loan load.' })
  loanNumber: string;

  @Field(() => ID, { description: 'The testing rule the loan fails; it must test the loan’s group.' })
  testingRuleId: string;

  @Field(() => String, { description: 'What was found (required, at most 500 characters).' })
  finding: string;
}

@InputType({ description: 'A loan remediation row saved with a status and comment.' })
export class SaveLoanRemediationInput {
  @Field(() => ID, { description: 'Queue row id.' })
  id: string;

  @Field(() => RemediationStatus, {
    description:
      'The status to save: the current one or one it may move to (New: Review, Purge; Review: New, Purge; Purge: Unpurge; Unpurge: Review, Purge).',
  })
  status: RemediationStatus;

  @Field(() => RemediationSubStatus, {
    nullable: true,
    description: 'Required with Purge (Not_needed), else none.',
  })
  subStatus?: RemediationSubStatus | null;

  @Field(() => String, {
    nullable: true,
    defaultValue: '',
    description: 'Comments (at most 1000 characters; required to purge or unpurge).',
  })
  comments?: string | null;

  @Field(() => Int, { description: 'The version read.' })
  version: number;
}
