import {
  COMPLIANCE_TESTING_MESSAGES as M,
  COMPLIANCE_TESTING_ROUTES as R,
  validateAssessment,
  validateLoanException,
  validateNewActionPlan,
  validateRemediationSave,
  validateRemediationTask,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { MessagePayload, messagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput, pageOfList } from '../../graphql/common/page.js';
import { check } from '../../graphql/common/validation.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { appError, badUserInput, ErrorCode } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { assertReaches, reachableRows, recordNotFound, tenancyOf } from '../../graphql/ownership.js';
import { issueDownloadTicket } from '../../http/files.js';
import { CT_API } from './compliance-testing.api.js';
import { ActionPlanStatus, REMEDIATION_STATUS_IDS, RemediationStatus } from './compliance-testing.enums.js';
import {
  AddActionPlanInput,
  AddLoanToRemediationInput,
  idOf,
  optionalIdOf,
  SaveActionPlanAssessmentInput,
  SaveLoanRemediationInput,
  SaveRemediationTaskInput,
} from './compliance-testing.input.js';
import {
  ActionPlanPage,
  ActionPlanPayload,
  EvidenceDownloadPayload,
  RemediationLoanPage,
  RemediationRowPage,
  RemediationRow,
  RemediationRowPayload,
  RemediationTask,
  RemediationTaskPayload,
} from './compliance-testing.type.js';

/**
 * A record of a client's loan population asked for by id, as this user may reach it: another client's is
 * NOT_FOUND. A client's user never learns whether a record it cannot see exists; provider staff are told which
 * record is missing.
 */
function reached<T extends { clientId: string | null }>(
  context: GraphQLContext,
  record: T | undefined,
  what: string,
): T {
  if (!record)
    throw tenancyOf(context).kind === 'client'
      ? recordNotFound()
      : appError(ErrorCode.NOT_FOUND, M.notFound(what));
  assertReaches(context, record.clientId);
  return record;
}

async function queueRow(context: GraphQLContext, queueId: number) {
  const queue = await context.loaders.complianceTesting.remediationQueue.load('all');
  return reached(
    context,
    queue.find((row) => row.id === String(queueId)),
    'Remediation row',
  );
}

/**
 * Ownership before an evidence ticket: the row is one the user reaches (its client's user, or provider staff) and
 * the file is evidence of one of the row's tasks; NOT_FOUND otherwise.
 */
async function assertEvidenceOfRow(
  context: GraphQLContext,
  queueId: number,
  evidenceId: number,
): Promise<void> {
  const row = await queueRow(context, queueId);
  const tasks = reachableRows(
    context,
    await context.apis.complianceTesting.remediationTasks(Number(row.id)),
    (task) => task.clientId ?? row.clientId,
  );
  if (!tasks.some((task) => task.evidence.some((file) => file.id === String(evidenceId))))
    throw tenancyOf(context).kind === 'client'
      ? recordNotFound()
      : appError(ErrorCode.NOT_FOUND, M.notFound('Evidence file'));
}

/**
 * The compliance testing work queues: the action-plan work queue and list with the assessment save, and loan
 * remediation (queue, loans, status save, tasks and their evidence). Reads need the screen in the menu, writes edit
 * permission on it; uploads go through POST /files/remediation-evidence (compliance-testing.files.ts).
 *
 * Every record here belongs to the client whose loans were tested: a client's user lists its own client's only,
 * and reading or changing another client's record by id is NOT_FOUND (checked here and again by the catalogue).
 */
@Resolver()
export class ComplianceWorkQueuesResolver {
  @Query(() => ActionPlanPage, {
    description:
      'The action-plan work queue, paged: plans not yet Completed, the nearest target date first (none first).',
  })
  @ServesRoute(R.actionPlans)
  async actionPlanWorkQueue(
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ActionPlanPage> {
    const checked = checkPage(page);
    const plans = await context.apis.complianceTesting.actionPlanWorkQueue();
    return pageOfList(
      reachableRows(context, plans, (plan) => plan.clientId),
      checked,
    );
  }

  @Query(() => ActionPlanPage, { description: 'Every action plan, or those of one status, paged.' })
  @ServesRoute(R.actionPlans)
  async actionPlans(
    @Arg('status', () => ActionPlanStatus, { nullable: true, description: 'Only plans of this status.' })
    status: ActionPlanStatus | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ActionPlanPage> {
    const checked = checkPage(page);
    const plans = await context.apis.complianceTesting.actionPlanList(status);
    return pageOfList(
      reachableRows(context, plans, (plan) => plan.clientId),
      checked,
    );
  }

  @Mutation(() => ActionPlanPayload, {
    description:
      'Saves the assessment of an action plan: status, root cause and action plan required; a target date unless Completed.',
  })
  @ServesRoute(R.actionPlans, { edit: true })
  async saveActionPlanAssessment(
    @Arg('input', () => SaveActionPlanAssessmentInput) input: SaveActionPlanAssessmentInput,
    @Ctx() context: GraphQLContext,
  ) {
    check(
      validateAssessment({
        status: input.status,
        rootCause: input.rootCause,
        actionPlan: input.actionPlan,
        targetDate: input.targetDate ?? null,
      }),
    );
    const id = idOf(input.id, 'id');
    const plans = await context.apis.complianceTesting.actionPlanList(null);
    reached(
      context,
      plans.find((plan) => plan.id === String(id)),
      'Action plan',
    );
    return refusalAsInput(
      context.apis.complianceTesting.saveAssessment({
        id,
        status: input.status,
        rootCause: input.rootCause.trim(),
        actionPlan: input.actionPlan.trim(),
        ownerName: (input.ownerName ?? '').trim(),
        targetDate: input.targetDate?.trim() || null,
        version: input.version,
      }),
      'status',
    );
  }

  @Query(() => [RemediationRow], {
    description:
      'The remediation rows an action plan may be added for: not purged, and with no plan yet for their run and rule.',
  })
  @ServesRoute(R.actionPlans)
  async actionPlanCandidates(@Ctx() context: GraphQLContext) {
    const rows = await context.apis.complianceTesting.actionPlanCandidates();
    return reachableRows(context, rows, (row) => row.clientId);
  }

  @Mutation(() => ActionPlanPayload, {
    description:
      'Adds an action plan (Open) for the exceptions of a remediation row, with its owner and target date; one plan per row, none for a purged row.',
  })
  @ServesRoute(R.actionPlans, { edit: true })
  async addActionPlan(
    @Arg('input', () => AddActionPlanInput) input: AddActionPlanInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ActionPlanPayload> {
    check(validateNewActionPlan(input));
    const queueId = idOf(input.queueRowId, 'queueRowId');
    const row = await queueRow(context, queueId);
    const candidates = await context.apis.complianceTesting.actionPlanCandidates();
    if (!candidates.some((candidate) => candidate.id === String(queueId))) {
      // Say why: the row is purged or already has a plan.
      throw badUserInput({
        queueRowId:
          row.status === RemediationStatus.PURGE
            ? M.rowPurged
            : M.planExists(row.ruleNumber, row.loanLoadName),
      });
    }
    return refusalAsInput(
      context.apis.complianceTesting.addActionPlan({
        queueId,
        ownerName: input.ownerName.trim(),
        targetDate: input.targetDate.trim(),
      }),
      (message) =>
        message.startsWith('Owner') ? 'ownerName' : /date/i.test(message) ? 'targetDate' : 'queueRowId',
    );
  }

  @Mutation(() => RemediationRowPayload, {
    description:
      'Adds a loan to the remediation queue by hand: its result for the testing rule in its load’s first run becomes an Exception with what was found, and the row of that run and rule is made (New) when there is none. Refused for a loan the rule does not test, one already an exception of it, or a purged row.',
  })
  @ServesRoute(R.loanRemediation, { edit: true })
  async addLoanToRemediation(
    @Arg('input', () => AddLoanToRemediationInput) input: AddLoanToRemediationInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RemediationRowPayload> {
    check(validateLoanException(input));
    // The catalogue looks the loan up among the user's own client's loans only; the row it answers is checked too.
    const added = await refusalAsInput(
      context.apis.complianceTesting.addLoanException({
        loanNumber: input.loanNumber.trim(),
        testingRuleId: idOf(input.testingRuleId, 'testingRuleId'),
        exceptionMessage: input.finding.trim(),
      }),
      (message) =>
        message.startsWith('Loan') && !message.includes('already')
          ? 'loanNumber'
          : message.startsWith('What was found') || message.startsWith('Say')
            ? 'finding'
            : 'testingRuleId',
    );
    assertReaches(context, added.row.clientId);
    return added;
  }

  @Mutation(() => RemediationTaskPayload, {
    description:
      'Adds a task to a remediation row (queueId) or edits one (id, version): title, assignee, status and due date (required while Open). A purged row takes no new tasks; a task marked Completed takes no more evidence changes.',
  })
  @ServesRoute(R.loanRemediation, { edit: true })
  async saveRemediationTask(
    @Arg('input', () => SaveRemediationTaskInput) input: SaveRemediationTaskInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RemediationTaskPayload> {
    check(
      validateRemediationTask({
        title: input.title,
        description: input.description ?? '',
        assignee: input.assignee,
        dueDate: input.dueDate ?? null,
        status: input.status,
      }),
    );
    const id = optionalIdOf(input.id, 'id');
    const queueId = optionalIdOf(input.queueId, 'queueId');
    if (id === null && queueId === null)
      throw badUserInput({ queueId: 'Name the remediation row to add the task to.' });
    if (id !== null && (input.version === null || input.version === undefined))
      throw badUserInput({ version: 'Send the version read to edit a task.' });
    if (id === null) {
      const row = await queueRow(context, queueId!);
      if (row.status === RemediationStatus.PURGE) throw badUserInput({ queueId: M.rowPurged });
    }
    return refusalAsInput(
      context.apis.complianceTesting.saveTask({
        ...(id === null ? { queueId: queueId! } : { id, version: input.version! }),
        title: input.title.trim(),
        description: (input.description ?? '').trim(),
        ownerName: input.assignee.trim(),
        dueDate: input.dueDate?.trim() || null,
        status: input.status,
      }),
      (message) =>
        message.startsWith('Title')
          ? 'title'
          : message.startsWith('Assignee')
            ? 'assignee'
            : /date/i.test(message)
              ? 'dueDate'
              : message.startsWith('Description')
                ? 'description'
                : 'status',
    );
  }

  @Query(() => RemediationRowPage, {
    description: 'The loan remediation queue, newest first, paged; of one status when given.',
  })
  @ServesRoute(R.loanRemediation)
  async loanRemediationQueue(
    @Arg('status', () => RemediationStatus, { nullable: true, description: 'Only rows of this status.' })
    status: RemediationStatus | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<RemediationRowPage> {
    const checked = checkPage(page);
    const rows = await context.apis.complianceTesting.remediationQueue(
      status ? REMEDIATION_STATUS_IDS[status] : null,
    );
    return pageOfList(
      reachableRows(context, rows, (row) => row.clientId),
      checked,
    );
  }

  @Query(() => RemediationLoanPage, {
    description: 'The loans a remediation row’s rule tested in its run, exceptions first, paged.',
  })
  @ServesRoute(R.loanRemediation)
  async loanRemediationLoans(
    @Arg('queueId', () => ID, { description: 'Queue row id.' }) queueId: string,
    @Arg('resultStatusId', () => ID, { nullable: true, description: 'Only loans with this result status.' })
    resultStatusId: string | null,
    @PageArg()
    page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<RemediationLoanPage> {
    const { pageNumber, pageSize } = checkPage(page, 500);
    const status = optionalIdOf(resultStatusId, 'resultStatusId');
    const row = await queueRow(context, idOf(queueId, 'queueId'));
    return context.apis.complianceTesting.remediationLoans({
      queueId: Number(row.id),
      ...(status === null ? {} : { resultStatusId: status }),
      pageNumber,
      pageSize,
    });
  }

  @Mutation(() => RemediationRowPayload, {
    description:
      'Saves a remediation row’s status and comment. Purge needs the sub-status Not_needed and a comment; Unpurge a comment.',
  })
  @ServesRoute(R.loanRemediation, { edit: true })
  async saveLoanRemediation(
    @Arg('input', () => SaveLoanRemediationInput) input: SaveLoanRemediationInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RemediationRowPayload> {
    const id = idOf(input.id, 'id');
    const current = await queueRow(context, id);
    const comments = input.comments ?? '';
    check(
      validateRemediationSave({
        from: current.status,
        status: input.status,
        subStatus: input.subStatus ?? null,
        comments,
      }),
    );
    return refusalAsInput(
      context.apis.complianceTesting.saveRemediation({
        id,
        statusId: REMEDIATION_STATUS_IDS[input.status],
        subStatusId: input.subStatus ? 1 : null,
        comments: comments.trim(),
        version: input.version,
      }),
      'status',
    );
  }

  @Query(() => [RemediationTask], { description: 'The tasks of a remediation row, with their evidence.' })
  @ServesRoute(R.loanRemediation)
  async remediationTasks(
    @Arg('queueId', () => ID, { description: 'Queue row id.' }) queueId: string,
    @Ctx() context: GraphQLContext,
  ) {
    const row = await queueRow(context, idOf(queueId, 'queueId'));
    const tasks = await context.apis.complianceTesting.remediationTasks(Number(row.id));
    return reachableRows(context, tasks, (task) => task.clientId ?? row.clientId);
  }

  @Mutation(() => MessagePayload, { description: 'Deletes an evidence file (refused on a completed task).' })
  @ServesRoute(R.loanRemediation, { edit: true })
  async deleteRemediationEvidence(
    @Arg('id', () => ID, { description: 'Evidence file id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return messagePayload(
      await refusalAsInput(context.apis.complianceTesting.deleteEvidence(idOf(id, 'id')), 'id'),
    );
  }

  @Mutation(() => EvidenceDownloadPayload, {
    description:
      "A download ticket for an evidence file of a remediation row's task. A client's user must name the row; when a row is named it must be one the user reaches and the file one of its tasks' evidence (another client's, or a file of another row, is NOT_FOUND before any ticket is issued). Provider staff reach every client's evidence.",
  })
  @ServesRoute(R.loanRemediation)
  async remediationEvidenceDownload(
    @Arg('id', () => ID, { description: 'Evidence file id.' }) id: string,
    @Arg('queueId', () => ID, {
      nullable: true,
      description: "The remediation row whose task holds the file (required for a client's user).",
    })
    queueId: string | null | undefined,
    @Ctx() context: GraphQLContext,
  ): Promise<EvidenceDownloadPayload> {
    const principal = requirePrincipal(context);
    const evidenceId = idOf(id, 'id');
    if (queueId) await assertEvidenceOfRow(context, idOf(queueId, 'queueId'), evidenceId);
    else if (tenancyOf(context).kind === 'client') throw recordNotFound();
    const download = await issueDownloadTicket(context.services, {
      userId: principal.user.id,
      route: R.loanRemediation,
      path: `${CT_API}/download-remediation-evidence`,
      body: {},
      query: { Id: evidenceId },
    });
    return { download };
  }
}
