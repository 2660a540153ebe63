import {
  BUSINESS_MESSAGES,
  BUSINESS_ROUTES as R,
  OWNERSHIP_MESSAGES,
  validateApproverComment,
  validateBusinessDate,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { checkPage, PageArg, type PageInput, pageOfList } from '../../graphql/common/page.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badUserInput, forbidden } from '../../graphql/errors.js';
import {
  assertReaches,
  reachableRows,
  recordNotFound,
  requireOtherDecider,
} from '../../graphql/ownership.js';
import { ServesRoute } from '../../graphql/guards.js';
import { issueRecordFileTicket } from '../../http/files.js';
import type { BusinessFilterBody } from './business.api.js';
import {
  answerBody,
  ApproverCommentInput,
  BusinessDashboardFilter,
  BusinessRequirementRef,
  DecideNotApplicableInput,
  DeleteMappedArtifactsInput,
  idOf,
  idsOf,
  RequirementDateInput,
  SaveArtifactMappingsInput,
  SaveAssessmentInput,
  SendBackRequirementsInput,
  ValidateLawInput,
} from './business.input.js';
import { COLUMN_STATUS_IDS, toBusinessLaw, toDashboard, toGap, toProcess } from './business.mapper.js';
import {
  AssessmentCopyAnswer,
  BusinessDashboard,
  BusinessLaw,
  BusinessLawDetail,
  BusinessLawPage,
  BusinessProcess,
  BusinessTogglePayload,
  GapRequirement,
  QuestionFileDownloadPayload,
} from './business.type.js';

async function filterBody(context: GraphQLContext, filter: BusinessDashboardFilter | null | undefined) {
  const body: BusinessFilterBody = {};
  if (filter?.lawProcessId) body.law_process_id = idOf(filter.lawProcessId, 'lawProcessId');
  if (filter?.businessLineId) body.business_line_id = idOf(filter.businessLineId, 'businessLineId');
  if (filter?.regulatorIds?.length) body.regulators = idsOf(filter.regulatorIds, 'regulatorIds');
  if (filter?.column) body.status_id = COLUMN_STATUS_IDS[filter.column];
  if (filter?.businessUserId) body.business_user_id = idOf(filter.businessUserId, 'businessUserId');
  body.azimuthDashboard = filter?.showAllLaws ?? (await context.loaders.business.toggle.load('all'));
  return body;
}

/** A law screen the user asked for: another client's law is NOT_FOUND. */
export async function reachedDetail(
  context: GraphQLContext,
  detail: Promise<BusinessLawDetail>,
): Promise<BusinessLawDetail> {
  const loaded = await detail;
  assertReaches(context, loaded.law.clientId);
  return loaded;
}

/** A client's user lists its own client's laws only (the catalogue filters them too). */
const ownLaws = (context: GraphQLContext, laws: BusinessLaw[]) =>
  reachableRows(context, laws, (law) => law.clientId);

/**
 * Separation of duties before a write that makes the writer the law's business contact (validate, declare not
 * applicable, map, assess, submit): the law's approver never becomes its contact, so FORBIDDEN for them.
 */
export async function assertMayBeContact(context: GraphQLContext, businessLawId: number): Promise<void> {
  const { law } = await reachedDetail(context, context.loaders.business.validation.load(businessLawId));
  if (law.isApprover && !law.isBusinessContact) throw forbidden(OWNERSHIP_MESSAGES.approverAsContact);
}

/**
 * Separation of duties before a decision on requirements: none of them may be the approver's own submission. (Anyone
 * but the law's approver is refused by the catalogue as not the approver, its first check.)
 */
async function assertDecidesOthersWork(
  context: GraphQLContext,
  businessLawId: number,
  requirementIds: readonly number[],
): Promise<void> {
  const detail = await reachedDetail(context, context.loaders.business.assessment.load(businessLawId));
  if (!detail.law.isApprover) return;
  for (const requirement of detail.requirements) {
    if (requirementIds.includes(Number(requirement.id)))
      requireOtherDecider(context, requirement.submittedById);
  }
}

/**
 * A business write's outcome: its message, or the catalogue's refusal as BAD_USER_INPUT on the law in the
 * catalogue's words (a 403, not the business contact or not the approver, stays FORBIDDEN).
 */
export function write(work: Promise<{ message: string | null }>): Promise<MessagePayload> {
  return refusalAsInput(
    work.then(({ message }) => messagePayload(message ?? 'Success')),
    'businessLawId',
  );
}

/**
 * The business module: the dashboard and its report, the steps (validate, map artifacts, assess, approve), law not
 * applicable and gaps. Each field serves its screen's route: reads need the route in the menu, writes its edit
 * permission too; the catalogue checks the business contact and the approver.
 */
@Resolver()
export class BusinessResolver {
  @Query(() => BusinessDashboard, {
    description: 'The business dashboard: column counts and filter choices.',
  })
  @ServesRoute(R.dashboard)
  async businessDashboard(
    @Ctx() context: GraphQLContext,
    @Arg('filter', () => BusinessDashboardFilter, { nullable: true }) filter?: BusinessDashboardFilter | null,
  ): Promise<BusinessDashboard> {
    const body = await filterBody(context, filter);
    const { result } = await context.apis.business.dashboard({ ...body, status_id: undefined });
    return toDashboard(result, body.azimuthDashboard ?? false);
  }

  @Query(() => BusinessLawPage, { description: 'The laws of the business dashboard, filtered and paged.' })
  @ServesRoute(R.dashboard)
  async businessLaws(
    @Ctx() context: GraphQLContext,
    @Arg('filter', () => BusinessDashboardFilter, { nullable: true }) filter?: BusinessDashboardFilter | null,
    @PageArg() page?: PageInput | null,
  ): Promise<BusinessLawPage> {
    const checked = checkPage(page);
    const { result } = await context.apis.business.list(await filterBody(context, filter));
    return pageOfList(ownLaws(context, result.map(toBusinessLaw)), checked);
  }

  @Query(() => BusinessLawPage, { description: "Every law of the user's lines, for the dashboard report." })
  @ServesRoute(R.dashboardReport)
  async businessReportLaws(
    @Ctx() context: GraphQLContext,
    @PageArg() page?: PageInput | null,
  ): Promise<BusinessLawPage> {
    const checked = checkPage(page);
    const { result } = await context.apis.business.list({ azimuthDashboard: true });
    return pageOfList(ownLaws(context, result.map(toBusinessLaw)), checked);
  }

  @Mutation(() => BusinessTogglePayload, {
    description: "Saves the dashboard toggle: every law of the user's lines or only theirs.",
  })
  @ServesRoute(R.dashboard)
  async updateBusinessToggle(
    @Ctx() context: GraphQLContext,
    @Arg('showAllLaws', () => Boolean) showAllLaws: boolean,
  ): Promise<BusinessTogglePayload> {
    const { message, result } = await context.apis.business.updateToggle(showAllLaws);
    return { message: message ?? 'Success', showAllLaws: result.IsAzimuthDashboard };
  }

  @Query(() => BusinessLawDetail, {
    description: 'Validate Law Applicability: the law, its requirements and processes.',
  })
  @ServesRoute(R.validateLawApplicability)
  businessLawValidation(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<BusinessLawDetail> {
    return reachedDetail(context, context.loaders.business.validation.load(idOf(id, 'id')));
  }

  @Query(() => [BusinessProcess], { description: "The mapped and recommended processes of a law's line." })
  @ServesRoute(R.lawNotApplicable)
  async mappedAndRecommendedProcesses(
    @Ctx() context: GraphQLContext,
    @Arg('businessLawId', () => ID) businessLawId: string,
  ): Promise<BusinessProcess[]> {
    const { result } = await context.apis.business.mappedAndRecommendedProcesses(
      idOf(businessLawId, 'businessLawId'),
    );
    return result.map(toProcess);
  }

  @Query(() => BusinessLawDetail, {
    description: "Map Artifacts: the requirements, their artifacts and the line's artifacts.",
  })
  @ServesRoute(R.mapArtifacts)
  businessArtifactMapping(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<BusinessLawDetail> {
    return reachedDetail(context, context.loaders.business.mapping.load(idOf(id, 'id')));
  }

  @Query(() => BusinessLawDetail, {
    description: 'Assess Artifacts: questions, answers and files per artifact.',
  })
  @ServesRoute(R.assessArtifacts)
  businessAssessment(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<BusinessLawDetail> {
    return reachedDetail(context, context.loaders.business.assessment.load(idOf(id, 'id')));
  }

  @Query(() => [AssessmentCopyAnswer], {
    description:
      "Assess Artifacts: the latest answers given for an artifact in the user's other laws of the line.",
  })
  @ServesRoute(R.assessArtifacts)
  async assessmentCopy(
    @Ctx() context: GraphQLContext,
    @Arg('businessLawId', () => ID) businessLawId: string,
    @Arg('artifactId', () => ID) artifactId: string,
  ): Promise<AssessmentCopyAnswer[]> {
    const { result } = await context.apis.business.assessmentCopy(
      idOf(businessLawId, 'businessLawId'),
      idOf(artifactId, 'artifactId'),
    );
    return result.map((row) => ({
      questionId: String(row.QuestionId),
      answer: row.Answer,
      fromBusinessLawId: String(row.FromBusinessLawId),
    }));
  }

  @Query(() => BusinessLawDetail, { description: 'Approve Assessment: the submitted assessment of a law.' })
  @ServesRoute(R.approveAssessment)
  businessApproval(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID) id: string,
  ): Promise<BusinessLawDetail> {
    return reachedDetail(context, context.loaders.business.assessment.load(idOf(id, 'id')));
  }

  @Query(() => [GapRequirement], { description: "Gap requirements of the user's lines." })
  @ServesRoute(R.gaps)
  async businessGaps(
    @Ctx() context: GraphQLContext,
    @Arg('businessLineId', () => ID, { nullable: true }) businessLineId?: string | null,
  ): Promise<GapRequirement[]> {
    const { result } = await context.apis.business.gaps(
      businessLineId ? idOf(businessLineId, 'businessLineId') : null,
    );
    return result.map(toGap);
  }

  @Query(() => BusinessLawPage, { description: 'Laws declared not applicable, 10 a page, filtered.' })
  @ServesRoute(R.lawNotApplicable)
  async lawsNotApplicable(
    @Ctx() context: GraphQLContext,
    @Arg('pageNumber', () => Int, { defaultValue: 1 }) pageNumber: number,
    @Arg('filter', () => BusinessDashboardFilter, { nullable: true }) filter?: BusinessDashboardFilter | null,
  ): Promise<BusinessLawPage> {
    if (!Number.isInteger(pageNumber) || pageNumber < 1)
      throw badUserInput({ pageNumber: 'pageNumber must be 1 or more.' });
    const body = await filterBody(context, filter);
    const { result } = await context.apis.business.notApplicableGrid({
      pageNumber,
      ...(body.business_line_id ? { businessLineId: body.business_line_id } : {}),
      ...(body.regulators ? { regulators: body.regulators } : {}),
      ...(body.law_process_id ? { lawProcessId: body.law_process_id } : {}),
    });
    return { totalCount: result.TotalCount, items: ownLaws(context, result.Rows.map(toBusinessLaw)) };
  }

  @Query(() => [BusinessLaw], { description: 'Not-applicable declarations waiting for approval.' })
  @ServesRoute(R.lawNotApplicable)
  async notApprovedLaws(@Ctx() context: GraphQLContext): Promise<BusinessLaw[]> {
    const { result } = await context.apis.business.notApproved();
    return ownLaws(context, result.map(toBusinessLaw));
  }

  // ---- writes

  @Mutation(() => MessagePayload, {
    description: 'Validates a law for company processes: on to artifact mapping.',
  })
  @ServesRoute(R.validateLawApplicability, { edit: true })
  async validateLaw(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => ValidateLawInput) input: ValidateLawInput,
  ) {
    if (input.companyProcessIds.length === 0)
      throw badUserInput({ companyProcessIds: BUSINESS_MESSAGES.selectAtLeastOneProcess });
    await assertMayBeContact(context, idOf(input.businessLawId, 'businessLawId'));
    return write(
      context.apis.business.write('POST', 'business-validation/submit-validate-law', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        CompanyProcessIds: idsOf(input.companyProcessIds, 'companyProcessIds'),
      }),
    );
  }

  @Mutation(() => MessagePayload, {
    description: 'Declares a law not applicable to processes, for the approver.',
  })
  @ServesRoute(R.validateLawApplicability, { edit: true })
  async declareLawNotApplicable(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => ValidateLawInput) input: ValidateLawInput,
  ) {
    if (input.companyProcessIds.length === 0)
      throw badUserInput({ companyProcessIds: BUSINESS_MESSAGES.selectAtLeastOneProcess });
    check(validateApproverComment(input.comment ?? ''));
    await assertMayBeContact(context, idOf(input.businessLawId, 'businessLawId'));
    return write(
      context.apis.business.write('POST', 'business-validation/submit-law-not-applicable', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        CompanyProcessIds: idsOf(input.companyProcessIds, 'companyProcessIds'),
        Comment: input.comment!.trim(),
      }),
    );
  }

  @Mutation(() => MessagePayload, {
    description: 'The approver approves or rejects a not-applicable declaration.',
  })
  @ServesRoute(R.lawNotApplicable, { edit: true })
  async decideNotApplicable(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => DecideNotApplicableInput) input: DecideNotApplicableInput,
  ) {
    if (!input.approve) check(validateApproverComment(input.comment ?? ''));
    const { law } = await reachedDetail(
      context,
      context.loaders.business.validation.load(idOf(input.businessLawId, 'businessLawId')),
    );
    // Separation of duties: whoever declared the law not applicable never decides the declaration.
    requireOtherDecider(context, law.notApplicableById);
    return write(
      context.apis.business.write('POST', 'law-not-applicable/SubmitPopUp_OnLawNotApplicablePage', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        IsApproved: input.approve,
        ...(input.approve ? {} : { Comment: input.comment!.trim() }),
      }),
    );
  }

  @Mutation(() => MessagePayload, { description: 'Saves artifact mappings; with submit, on to assessment.' })
  @ServesRoute(R.mapArtifacts, { edit: true })
  async saveArtifactMappings(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SaveArtifactMappingsInput) input: SaveArtifactMappingsInput,
  ) {
    await assertMayBeContact(context, idOf(input.businessLawId, 'businessLawId'));
    return write(
      context.apis.business.write('POST', 'map-artifact/submit-artifact-mappings', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        IsSubmit: input.submit,
        Mappings: input.mappings.map((mapping) => ({
          RequirementId: idOf(mapping.requirementId, 'requirementId'),
          ArtifactIds: idsOf(mapping.artifactIds, 'artifactIds'),
        })),
      }),
    );
  }

  @Mutation(() => MessagePayload, { description: 'Unmaps artifacts from a requirement.' })
  @ServesRoute(R.mapArtifacts, { edit: true })
  deleteMappedArtifacts(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => DeleteMappedArtifactsInput) input: DeleteMappedArtifactsInput,
  ) {
    return write(
      context.apis.business.write('POST', 'map-artifact/delete-mapped-artifacts', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        RequirementId: idOf(input.requirementId, 'requirementId'),
        ArtifactIds: idsOf(input.artifactIds, 'artifactIds'),
      }),
    );
  }

  @Mutation(() => MessagePayload, { description: 'Removes every artifact mapping of a law.' })
  @ServesRoute(R.mapArtifacts, { edit: true })
  clearArtifactMappings(
    @Ctx() context: GraphQLContext,
    @Arg('businessLawId', () => ID) businessLawId: string,
  ) {
    return write(
      context.apis.business.write('DELETE', 'map-artifact/DeleteMapArtifacts', {
        BusinessLawId: idOf(businessLawId, 'businessLawId'),
      }),
    );
  }

  @Mutation(() => MessagePayload, { description: 'Marks a requirement as met by no artifact (a gap).' })
  @ServesRoute(R.mapArtifacts, { edit: true })
  markNoArtifact(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => BusinessRequirementRef) input: BusinessRequirementRef,
  ) {
    return write(
      context.apis.business.write('POST', 'map-artifact/DeleteAllMapArtifactOnClickOfNoArtifact', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        RequirementId: idOf(input.requirementId, 'requirementId'),
      }),
    );
  }

  @Mutation(() => MessagePayload, { description: 'Deletes the requirements the legal team decommissioned.' })
  @ServesRoute(R.mapArtifacts, { edit: true })
  async deleteDecommissionedRequirements(
    @Ctx() context: GraphQLContext,
    @Arg('businessLawId', () => ID) businessLawId: string,
  ): Promise<MessagePayload> {
    const { message } = await refusalAsInput(
      context.apis.business.deleteDecommissioned(idOf(businessLawId, 'businessLawId')),
      'businessLawId',
    );
    return messagePayload(message ?? 'Success');
  }

  @Mutation(() => MessagePayload, { description: 'Saves assessment answers as a draft.' })
  @ServesRoute(R.assessArtifacts, { edit: true })
  async saveAssessment(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SaveAssessmentInput) input: SaveAssessmentInput,
  ) {
    await assertMayBeContact(context, idOf(input.businessLawId, 'businessLawId'));
    return write(
      context.apis.business.write('POST', 'assessment/save-assessment', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        Answers: input.answers.map(answerBody),
      }),
    );
  }

  @Mutation(() => MessagePayload, { description: 'Submits the assessment for approval.' })
  @ServesRoute(R.assessArtifacts, { edit: true })
  async submitAssessment(
    @Ctx() context: GraphQLContext,
    @Arg('businessLawId', () => ID) businessLawId: string,
  ) {
    await assertMayBeContact(context, idOf(businessLawId, 'businessLawId'));
    return write(
      context.apis.business.write('POST', 'assessment/submit-assessment', {
        BusinessLawId: idOf(businessLawId, 'businessLawId'),
      }),
    );
  }

  @Mutation(() => MessagePayload, {
    description: 'Sets (or clears) the actual completion date of a requirement.',
  })
  @ServesRoute(R.assessArtifacts, { edit: true })
  setActualCompletionDate(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => RequirementDateInput) input: RequirementDateInput,
  ) {
    if (input.date) check(validateBusinessDate('date', input.date));
    return write(
      context.apis.business.write('POST', 'assessment/AddActualCompletionDate', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        RequirementId: idOf(input.requirementId, 'requirementId'),
        ActualCompletionDate: input.date?.trim() || null,
      }),
    );
  }

  @Mutation(() => MessagePayload, { description: 'Deletes a question file.' })
  @ServesRoute(R.assessArtifacts, { edit: true })
  deleteQuestionFile(@Ctx() context: GraphQLContext, @Arg('fileId', () => ID) fileId: string) {
    return write(
      context.apis.business.write('DELETE', 'assessment/delete-artifact-question-files', {
        Id: idOf(fileId, 'fileId'),
      }),
    );
  }

  @Mutation(() => QuestionFileDownloadPayload, {
    description:
      "A download ticket for a question file. The file follows its business law: a client's user names the law " +
      "(businessLawId) and gets a ticket only for a file of that law of its own client (another client's law, a " +
      'file of another law, or no law named is NOT_FOUND before any ticket is issued). Provider staff reach every ' +
      "client's files.",
  })
  @ServesRoute(R.assessArtifacts)
  async questionFileDownload(
    @Ctx() context: GraphQLContext,
    @Arg('fileId', () => ID, { description: 'The file.' }) fileId: string,
    @Arg('businessLawId', () => ID, {
      nullable: true,
      description: "The business law whose assessment holds the file (required for a client's user).",
    })
    businessLawId?: string | null,
  ): Promise<QuestionFileDownloadPayload> {
    const id = idOf(fileId, 'fileId');
    const lawId = businessLawId ? idOf(businessLawId, 'businessLawId') : null;
    const download = await issueRecordFileTicket(
      context,
      async () => {
        if (lawId === null) throw recordNotFound();
        const { law, requirements } = await context.loaders.business.assessment.load(lawId);
        const files = requirements.flatMap((requirement) =>
          requirement.artifacts.flatMap((artifact) => artifact.answers.flatMap((answer) => answer.files)),
        );
        if (!files.some((file) => file.id === String(id))) throw recordNotFound();
        return law.clientId;
      },
      {
        route: R.assessArtifacts,
        path: 'assessment/download-artifact-question-files',
        body: {},
        query: { Id: id },
      },
    );
    return { download };
  }

  @Mutation(() => MessagePayload, { description: 'The approver approves one submitted requirement.' })
  @ServesRoute(R.approveAssessment, { edit: true })
  async approveRequirement(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => BusinessRequirementRef) input: BusinessRequirementRef,
  ) {
    await assertDecidesOthersWork(context, idOf(input.businessLawId, 'businessLawId'), [
      idOf(input.requirementId, 'requirementId'),
    ]);
    return write(
      context.apis.business.write('POST', 'assessment/approve-requirement', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        RequirementId: idOf(input.requirementId, 'requirementId'),
      }),
    );
  }

  @Mutation(() => MessagePayload, { description: 'The approver sends requirements back with a comment.' })
  @ServesRoute(R.approveAssessment, { edit: true })
  async sendBackRequirements(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SendBackRequirementsInput) input: SendBackRequirementsInput,
  ) {
    check(validateApproverComment(input.comment));
    if (input.requirementIds.length === 0)
      throw badUserInput({ requirementIds: BUSINESS_MESSAGES.selectRequirement });
    await assertDecidesOthersWork(
      context,
      idOf(input.businessLawId, 'businessLawId'),
      idsOf(input.requirementIds, 'requirementIds'),
    );
    return write(
      context.apis.business.write('POST', 'assessment/send-back-law', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        RequirementIds: idsOf(input.requirementIds, 'requirementIds'),
        Comment: input.comment.trim(),
      }),
    );
  }

  @Mutation(() => MessagePayload, {
    description: 'The approver keeps a comment on a submitted requirement without deciding it.',
  })
  @ServesRoute(R.approveAssessment, { edit: true })
  saveApproverComment(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => ApproverCommentInput) input: ApproverCommentInput,
  ) {
    check(validateApproverComment(input.comment));
    return write(
      context.apis.business.write('POST', 'assessment/approver-comment', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        RequirementId: idOf(input.requirementId, 'requirementId'),
        Comment: input.comment.trim(),
      }),
    );
  }

  @Mutation(() => MessagePayload, {
    description: "The business contact clears a requirement's send-back comment.",
  })
  @ServesRoute(R.assessArtifacts, { edit: true })
  clearBusinessSendBackComment(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => BusinessRequirementRef) input: BusinessRequirementRef,
  ) {
    return write(
      context.apis.business.write('POST', 'assessment/Clear-SendBack-Comment', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        RequirementId: idOf(input.requirementId, 'requirementId'),
      }),
    );
  }

  @Mutation(() => MessagePayload, { description: 'Sets (or clears) the target completion date of a gap.' })
  @ServesRoute(R.gaps, { edit: true })
  setTargetCompletionDate(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => RequirementDateInput) input: RequirementDateInput,
  ) {
    if (input.date) check(validateBusinessDate('date', input.date));
    return write(
      context.apis.business.write('POST', 'gaps/submit-target-completion-date', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        RequirementId: idOf(input.requirementId, 'requirementId'),
        TargetCompletionDate: input.date?.trim() || null,
      }),
    );
  }
}
