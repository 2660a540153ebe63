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
 * The compliance testing work queues: the action-plan work queue and list with the assessment save, and loan
 * remediation (queue, loans, status save, tasks and their evidence). Reads need the screen in the menu, writes edit
 * permission on it; uploads go through POST /files/remediation-evidence (compliance-testing.files.ts).
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
    return pageOfList(await context.apis.complianceTesting.actionPlanWorkQueue(), checked);
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
    return pageOfList(await context.apis.complianceTesting.actionPlanList(status), checked);
  }

  @Mutation(() => ActionPlanPayload, {
    description:
      'Saves the assessment of an action plan: status, root cause and action plan required; a target date unless Completed.',
  })
  @ServesRoute(R.actionPlans, { edit: true })
  saveActionPlanAssessment(
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
    return refusalAsInput(
      context.apis.complianceTesting.saveAssessment({
        id: idOf(input.id, 'id'),
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
  actionPlanCandidates(@Ctx() context: GraphQLContext) {
    return context.apis.complianceTesting.actionPlanCandidates();
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
    const candidates = await context.apis.complianceTesting.actionPlanCandidates();
    if (!candidates.some((row) => row.id === String(queueId))) {
      // Say why: the row is purged, already has a plan, or is not there at all.
      const row = (await context.loaders.complianceTesting.remediationQueue.load('all')).find(
        (candidate) => candidate.id === String(queueId),
      );
      if (!row) throw appError(ErrorCode.NOT_FOUND, M.notFound('Remediation row'));
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
  addLoanToRemediation(
    @Arg('input', () => AddLoanToRemediationInput) input: AddLoanToRemediationInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RemediationRowPayload> {
    check(validateLoanException(input));
    return refusalAsInput(
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
      const row = (await context.loaders.complianceTesting.remediationQueue.load('all')).find(
        (candidate) => candidate.id === String(queueId),
      );
      if (!row) throw appError(ErrorCode.NOT_FOUND, M.notFound('Remediation row'));
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
    return pageOfList(rows, checked);
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
    return context.apis.complianceTesting.remediationLoans({
      queueId: idOf(queueId, 'queueId'),
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
    const queue = await context.loaders.complianceTesting.remediationQueue.load('all');
    const current = queue.find((row) => row.id === String(id));
    if (!current) throw appError(ErrorCode.NOT_FOUND, 'Remediation row not found.');
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
  remediationTasks(
    @Arg('queueId', () => ID, { description: 'Queue row id.' }) queueId: string,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.complianceTesting.remediationTasks(idOf(queueId, 'queueId'));
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

  @Mutation(() => EvidenceDownloadPayload, { description: 'A download ticket for an evidence file.' })
  @ServesRoute(R.loanRemediation)
  async remediationEvidenceDownload(
    @Arg('id', () => ID, { description: 'Evidence file id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<EvidenceDownloadPayload> {
    const principal = requirePrincipal(context);
    const download = await issueDownloadTicket(context.services, {
      userId: principal.user.id,
      route: R.loanRemediation,
      path: `${CT_API}/download-remediation-evidence`,
      body: {},
      query: { Id: idOf(id, 'id') },
    });
    return { download };
  }
}
