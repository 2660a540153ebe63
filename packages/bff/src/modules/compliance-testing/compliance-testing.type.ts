import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../graphql/common/page.js';
import { DownloadTicket } from '../../graphql/common/download-ticket.js';
import {
  ActionPlanStatus,
  RemediationTaskStatus,
  RemediationStatus,
  RemediationSubStatus,
  TestingListKind,
} from './compliance-testing.enums.js';

registerEnumType(TestingListKind, {
  name: 'TestingListKind',
  description: 'A maintained compliance testing list (the catalogue path word in brackets).',
  valuesConfig: {
    GROUP: { description: 'Test groups (test-group): the loan population is split into them.' },
    TYPE: { description: 'Test types (test-type): what a testing rule checks, such as timing or accuracy.' },
    CATEGORY: { description: 'Test categories (test-category), such as disclosure or fee tolerance.' },
    REQUIREMENT_CATEGORY: {
      description:
        'Requirement categories (requirement-category): the body of rules a requirement comes from.',
    },
  },
});
registerEnumType(RemediationStatus, {
  name: 'RemediationStatus',
  description: 'Status of a loan remediation row (catalogue statusId 1 New, 2 Review, 3 Purge, 4 Unpurge).',
});
registerEnumType(RemediationSubStatus, {
  name: 'RemediationSubStatus',
  description: 'Sub-status of a purged row (catalogue subStatusId 1 Not_needed).',
});
registerEnumType(RemediationTaskStatus, {
  name: 'RemediationTaskStatus',
  description:
    "Status of a remediation task ('Open' or 'Completed' in the catalogue); a completed task takes no evidence changes.",
});
registerEnumType(ActionPlanStatus, {
  name: 'ActionPlanStatus',
  description: "Status of an action plan: 'Open', 'In Progress' or 'Completed' in the catalogue.",
});

@ObjectType({ description: 'A test group, test type, test category or requirement category.' })
export class TestingListRecord {
  @Field(() => ID, { description: 'Record id.' })
  id: string;

  @Field(() => TestingListKind, { description: 'Which list the record belongs to.' })
  kind: TestingListKind;

  @Field(() => String, { description: 'Name, unique in its list ignoring case.' })
  name: string;

  @Field(() => String, { description: 'Description (may be empty).' })
  description: string;

  @Field(() => Int, { description: 'Testing rules that use the record; a record in use cannot be deleted.' })
  rulesCount: number;

  @Field(() => Int, {
    description: 'Version read; an update sends it back so a newer change is not overwritten.',
  })
  version: number;
}

@ObjectType({ description: 'A list record after a save.' })
export class TestingListRecordPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;

  @Field(() => TestingListRecord, { description: 'The record as saved.' })
  record: TestingListRecord;
}

@ObjectType({ description: 'A testing rule: what every loan of a test group is tested against.' })
export class TestingRule {
  @Field(() => ID, { description: 'Testing rule id.' })
  id: string;

  @Field(() => String, { description: 'Rule number, such as TRID-01.' })
  ruleNumber: string;

  @Field(() => String, { description: 'What the rule checks.' })
  name: string;

  @Field(() => String, { description: 'Longer description.' })
  description: string;

  @Field(() => String, { description: 'The requirement number (regulation citation) the rule tests.' })
  requirementNumber: string;

  @Field(() => ID, { description: 'Test group id.' })
  groupId: string;

  @Field(() => String, { description: 'Test group name.' })
  groupName: string;

  @Field(() => ID, { description: 'Test type id.' })
  typeId: string;

  @Field(() => String, { description: 'Test type name.' })
  typeName: string;

  @Field(() => ID, { description: 'Test category id.' })
  categoryId: string;

  @Field(() => String, { description: 'Test category name.' })
  categoryName: string;

  @Field(() => ID, { description: 'Requirement category id.' })
  requirementCategoryId: string;

  @Field(() => String, { description: 'Requirement category name.' })
  requirementCategoryName: string;

  @Field(() => ID, { description: 'Regulator id.' })
  regulatorId: string;

  @Field(() => String, { description: 'Regulator short name.' })
  regulatorName: string;

  @Field(() => Boolean, { description: 'Whether the rule runs on new loan loads.' })
  isActive: boolean;
}

@ObjectType({ description: 'A requirement number and the testing rule that tests it.' })
export class RequirementNumber {
  @Field(() => String, { description: 'The requirement number (regulation citation).' })
  requirementNumber: string;

  @Field(() => ID, { description: 'Testing rule id.' })
  testingRuleId: string;

  @Field(() => String, { description: 'Testing rule number.' })
  ruleNumber: string;

  @Field(() => String, { description: 'Requirement category of the rule.' })
  requirementCategoryName: string;
}

@ObjectType({ description: 'A loan load: loans received together and tested in one first run.' })
export class LoanLoad {
  @Field(() => ID, { description: 'Loan load id.' })
  id: string;

  @Field(() => ID, { nullable: true, description: 'The client whose loan population it belongs to.' })
  clientId: string | null;

  @Field(() => String, { description: 'Name of the load.' })
  name: string;

  @Field(() => String, { description: 'Date loaded (YYYY-MM-DD).' })
  loadedOn: string;

  @Field(() => Int, { description: 'Loans in the load.' })
  loansCount: number;
}

@ObjectType({ description: 'A client whose loan population the graphs can count.' })
export class TestingClient {
  @Field(() => ID, { description: 'Client id.' })
  id: string;

  @Field(() => String, { description: 'Client name.' })
  name: string;
}

@ObjectType({ description: 'A result status of a test (Pass, Exception, Not Applicable, Remediated).' })
export class TestResultStatus {
  @Field(() => ID, { description: 'Result status id.' })
  id: string;

  @Field(() => String, { description: 'Result status name.' })
  name: string;
}

@ObjectType({ description: 'The loan population of one test group.' })
export class GroupPopulationCount {
  @Field(() => ID, { description: 'Test group id.' })
  groupId: string;

  @Field(() => String, { description: 'Test group name.' })
  groupName: string;

  @Field(() => Int, { description: 'Loans in the group.' })
  populationCount: number;

  @Field(() => Int, { description: 'Loans of the group with at least one exception.' })
  exceptionLoans: number;
}

@ObjectType({ description: 'A loan of a test group’s population.' })
export class PopulationLoan {
  @Field(() => ID, { description: 'Loan id.' })
  id: string;

  @Field(() => ID, { nullable: true, description: 'The client whose loan population it belongs to.' })
  clientId: string | null;

  @Field(() => String, { description: 'Loan number.' })
  loanNumber: string;

  @Field(() => String, { description: 'Borrower name.' })
  borrowerName: string;

  @Field(() => String, { description: 'Loan product.' })
  product: string;

  @Field(() => String, { description: 'Property state.' })
  state: string;

  @Field(() => Float, { description: 'Loan amount in dollars.' })
  loanAmount: number;

  @Field(() => String, { description: 'Origination date (YYYY-MM-DD).' })
  originatedOn: string;

  @Field(() => String, { description: 'Loan load the loan came in.' })
  loanLoadName: string;

  @Field(() => String, {
    nullable: true,
    description: 'Name of the client whose loan it is (the Client column provider staff see).',
  })
  clientName: string | null;

  @Field(() => Int, { description: 'Exceptions the loan has across its testing rules.' })
  exceptionsCount: number;
}

@ObjectType({ description: 'A page of a test group’s loans.' })
export class PopulationLoanPage extends PageOf(PopulationLoan) {}

@ObjectType({
  description: 'Test results counted for one bar of a graph (a test type, category, regulator or rule).',
})
export class TestResultCounts {
  @Field(() => ID, { description: 'Id of what is counted.' })
  id: string;

  @Field(() => String, { description: 'Name of what is counted.' })
  name: string;

  @Field(() => Int, { description: 'Results that passed.' })
  passCount: number;

  @Field(() => Int, { description: 'Results that are exceptions.' })
  exceptionCount: number;

  @Field(() => Int, { description: 'Results where the rule did not apply.' })
  notApplicableCount: number;
}

@ObjectType({ description: 'An action plan for the exceptions a testing rule found in a first run.' })
export class ActionPlan {
  @Field(() => ID, { description: 'Action plan id.' })
  id: string;

  @Field(() => ID, { nullable: true, description: 'The client whose loan population it belongs to.' })
  clientId: string | null;

  @Field(() => ID, { description: 'The first run that found the exceptions.' })
  firstRunId: string;

  @Field(() => ID, { description: 'Testing rule id.' })
  testingRuleId: string;

  @Field(() => String, { description: 'Testing rule number.' })
  ruleNumber: string;

  @Field(() => String, { description: 'Testing rule name.' })
  ruleName: string;

  @Field(() => String, { description: 'Requirement number the rule tests.' })
  requirementNumber: string;

  @Field(() => String, { description: 'Test group of the rule.' })
  groupName: string;

  @Field(() => String, { description: 'Loan load of the run.' })
  loanLoadName: string;

  @Field(() => Int, { description: 'Exceptions the rule found in the run.' })
  exceptionsCount: number;

  @Field(() => ActionPlanStatus, { description: 'Status of the plan.' })
  status: ActionPlanStatus;

  @Field(() => String, { description: 'Root cause found by the assessment (empty until assessed).' })
  rootCause: string;

  @Field(() => String, { description: 'The corrective action planned (empty until assessed).' })
  actionPlan: string;

  @Field(() => String, { description: 'Who owns the plan (may be empty).' })
  ownerName: string;

  @Field(() => String, { nullable: true, description: 'Target date (YYYY-MM-DD); none when not set.' })
  targetDate: string | null;

  @Field(() => Int, { description: 'Version read; a save sends it back.' })
  version: number;

  @Field(() => String, { nullable: true, description: 'When it was last assessed (ISO date-time, UTC).' })
  assessedAt: string | null;
}

@ObjectType({ description: 'A page of action plans.' })
export class ActionPlanPage extends PageOf(ActionPlan) {}

@ObjectType({ description: 'An action plan after its assessment was saved.' })
export class ActionPlanPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;

  @Field(() => ActionPlan, { description: 'The plan as saved.' })
  actionPlan: ActionPlan;
}

@ObjectType({
  description: 'A loan remediation queue row: the exceptions one testing rule found in one first run.',
})
export class RemediationRow {
  @Field(() => ID, { description: 'Queue row id.' })
  id: string;

  @Field(() => ID, { nullable: true, description: 'The client whose loan population it belongs to.' })
  clientId: string | null;

  @Field(() => ID, { description: 'First run id.' })
  firstRunId: string;

  @Field(() => ID, { description: 'The testing rule (requirement) whose exceptions the row holds.' })
  requirementId: string;

  @Field(() => String, { description: 'Requirement number the rule tests.' })
  requirementNumber: string;

  @Field(() => String, { description: 'Testing rule number.' })
  ruleNumber: string;

  @Field(() => String, { description: 'Testing rule name.' })
  ruleName: string;

  @Field(() => ID, { description: 'Loan load id.' })
  loanLoadId: string;

  @Field(() => String, { description: 'Loan load name.' })
  loanLoadName: string;

  @Field(() => String, { description: 'Date submitted to the queue (YYYY-MM-DD).' })
  submittedDate: string;

  @Field(() => Int, { description: 'Loans the rule tested in the run.' })
  recordsCount: number;

  @Field(() => Int, { description: 'Exceptions among them.' })
  resultsCount: number;

  @Field(() => RemediationStatus, { description: 'Status of the row.' })
  status: RemediationStatus;

  @Field(() => RemediationSubStatus, {
    nullable: true,
    description: 'Sub-status; only a purged row has one.',
  })
  subStatus: RemediationSubStatus | null;

  @Field(() => String, { description: 'Comments (may be empty).' })
  comments: string;

  @Field(() => Int, { description: 'Version read; a save sends it back.' })
  version: number;

  @Field(() => [RemediationStatus], {
    description: 'Statuses the row may be saved with: its own (to change the comment) and where it may move.',
  })
  nextStatuses: RemediationStatus[];
}

@ObjectType({ description: 'A page of the loan remediation queue.' })
export class RemediationRowPage extends PageOf(RemediationRow) {}

@ObjectType({ description: 'A remediation row after a save.' })
export class RemediationRowPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;

  @Field(() => RemediationRow, { description: 'The row as saved.' })
  row: RemediationRow;
}

@ObjectType({ description: 'A loan tested by a remediation row’s rule, with its result.' })
export class RemediationLoan {
  @Field(() => ID, { description: 'Test result id.' })
  id: string;

  @Field(() => String, { description: 'Loan number.' })
  loanNumber: string;

  @Field(() => String, { description: 'Borrower name.' })
  borrowerName: string;

  @Field(() => String, { description: 'Loan product.' })
  product: string;

  @Field(() => String, { description: 'Property state.' })
  state: string;

  @Field(() => Float, { description: 'Loan amount in dollars.' })
  loanAmount: number;

  @Field(() => ID, { description: 'Result status id.' })
  resultStatusId: string;

  @Field(() => String, { description: 'Result status name.' })
  resultStatus: string;

  @Field(() => String, { description: 'What the rule found (empty when it passed).' })
  exceptionMessage: string;
}

@ObjectType({ description: 'A page of the loans of a remediation row.' })
export class RemediationLoanPage extends PageOf(RemediationLoan) {}

@ObjectType({ description: 'An evidence file kept on a remediation task.' })
export class EvidenceFile {
  @Field(() => ID, { description: 'Evidence file id.' })
  id: string;

  @Field(() => String, { description: 'File name.' })
  fileName: string;

  @Field(() => String, { description: 'Content type it is sent with.' })
  contentType: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  size: number;

  @Field(() => String, { description: 'Who uploaded it (empty when unknown).' })
  uploadedBy: string;

  @Field(() => String, { description: 'When it was uploaded (ISO date-time, UTC).' })
  uploadedAt: string;
}

@ObjectType({ description: 'A task of a remediation row, with its evidence.' })
export class RemediationTask {
  @Field(() => ID, { description: 'Task id.' })
  id: string;

  @Field(() => ID, { nullable: true, description: 'The client whose loan population it belongs to.' })
  clientId: string | null;

  @Field(() => String, { description: 'Task title.' })
  title: string;

  @Field(() => String, { description: 'What the task asks.' })
  description: string;

  @Field(() => String, { description: 'Who owns the task.' })
  ownerName: string;

  @Field(() => String, { nullable: true, description: 'Due date (YYYY-MM-DD).' })
  dueDate: string | null;

  @Field(() => String, {
    description: "Task status: 'Open' or 'Completed' (a completed task's evidence is fixed).",
  })
  status: string;

  @Field(() => [EvidenceFile], { description: 'Evidence kept on the task, oldest first.' })
  evidence: EvidenceFile[];

  @Field(() => Int, { description: 'Version, sent back with an edit; a stale one is refused (CONFLICT).' })
  version: number;
}

@ObjectType({ description: 'The result of adding or editing a remediation task.' })
export class RemediationTaskPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;

  @Field(() => RemediationTask, { description: 'The task as saved, with its evidence.' })
  task: RemediationTask;
}

@ObjectType({ description: 'The result of asking for an evidence file.' })
export class EvidenceDownloadPayload {
  @Field(() => DownloadTicket, { description: 'The download ticket of the file.' })
  download: DownloadTicket;
}
