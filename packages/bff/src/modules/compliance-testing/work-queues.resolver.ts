import {
  COMPLIANCE_TESTING_ROUTES as R,
  validateAssessment,
  validateRemediationSave,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { MessagePayload, messagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageInput, pageOfList } from '../../graphql/common/page.js';
import { check } from '../../graphql/common/validation.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { appError, ErrorCode } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { issueDownloadTicket } from '../../http/files.js';
import { CT_API } from './compliance-testing.api.js';
import { ActionPlanStatus, REMEDIATION_STATUS_IDS, RemediationStatus } from './compliance-testing.enums.js';
import {
  idOf,
  optionalIdOf,
  SaveActionPlanAssessmentInput,
  SaveLoanRemediationInput,
} from './compliance-testing.input.js';
import {
  ActionPlanPage,
  ActionPlanPayload,
  EvidenceDownloadPayload,
  RemediationLoanPage,
  RemediationRowPage,
  RemediationRowPayload,
  RemediationTask,
} from './compliance-testing.type.js';

const PAGE_ARG = { nullable: true, description: 'Which page (default: page 1 of 100 rows).' } as const;

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
    @Arg('page', () => PageInput, PAGE_ARG) page: PageInput | null,
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
    @Arg('page', () => PageInput, PAGE_ARG) page: PageInput | null,
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

  @Query(() => RemediationRowPage, {
    description: 'The loan remediation queue, newest first, paged; of one status when given.',
  })
  @ServesRoute(R.loanRemediation)
  async loanRemediationQueue(
    @Arg('status', () => RemediationStatus, { nullable: true, description: 'Only rows of this status.' })
    status: RemediationStatus | null,
    @Arg('page', () => PageInput, PAGE_ARG) page: PageInput | null,
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
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Which page (default: page 1 of 100 rows).',
    })
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
