import { resultFileName, VALIDATOR_SETUP_ROUTES } from '@lexbridge/rules';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { failureSays, refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import { MessagePayload, messagePayload } from '../../graphql/common/message-payload.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { badUserInput } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { issueDownloadTicket } from '../../http/files.js';
import { RESULT_FILE_PATH } from './validator-setup.api.js';
import { ServesAnyRoute } from '../../graphql/guards.js';
import {
  actingClientId,
  assertReaches,
  reachableRows,
  requireOtherDecider,
  requireProviderStaff,
} from '../../graphql/ownership.js';
import { requireEntity } from './validator-setup.ownership.js';
import {
  criteriaOf,
  DynamicFieldInput,
  dynamicFieldWrite,
  entityWrite,
  HeaderFieldInput,
  headerFieldWrite,
  headerChangesWrite,
  idOf,
  RejectHeaderChangesInput,
  rejectWrite,
  SaveHeaderChangesInput,
  SetupEntityInput,
  StagingDecisionInput,
  statusUpdateOf,
  StepGroupInput,
  stepGroupWrite,
  UpdateValidatorResultStatusInput,
  ValidatorResultFilter,
} from './validator-setup.input.js';
import {
  ClientFile,
  ClientFilePayload,
  ClientFilePreview,
  DynamicField,
  RequirementChoice,
  DynamicFieldPayload,
  HeaderChangePayload,
  HeaderChangeRequest,
  HeaderField,
  HeaderFieldPayload,
  PipelineRun,
  PipelineRunPayload,
  RequirementLawText,
  SetupClient,
  SetupDataType,
  SetupEntity,
  SetupEntityPayload,
  SetupOption,
  SetupStepGroup,
  SetupStepGroupPayload,
  StagingTable,
  ValidatorRequirementResult,
  ValidatorResultCounts,
  ValidatorResultFilePayload,
  ValidatorResultFilters,
  ValidatorResultPage,
  ValidatorResultStatusPayload,
  ValidatorSectionResult,
  ValidatorTestDetail,
} from './validator-setup.type.js';

const R = VALIDATOR_SETUP_ROUTES;
const api = (context: GraphQLContext) => context.apis.validatorSetup;
const loaders = (context: GraphQLContext) => context.loaders.validatorSetup;
const LOAD_FAILED = 'The validator setup could not be loaded. Try again.';
const RESULTS_FAILED = 'The validator results could not be loaded. Try again.';
const FILTER_ARG = { nullable: true, description: 'Filter criteria.' } as const;

/** The criteria of a results query: a client's user names no other client (NOT_FOUND). */
function ownCriteria(context: GraphQLContext, filter: ValidatorResultFilter | null) {
  const criteria = criteriaOf(filter);
  if (criteria.clientId !== null && criteria.clientId !== undefined)
    actingClientId(context, String(criteria.clientId));
  return criteria;
}

/**
 * A header change decision: provider staff only, and never by whoever submitted the request (FORBIDDEN with the
 * ownership rules' words).
 */
async function requireDecider(context: GraphQLContext, id: number): Promise<void> {
  requireProviderStaff(context);
  const pending = await api(context).headerChangesAwaitingApproval();
  const request = pending.find((row) => row.id === String(id));
  if (request) requireOtherDecider(context, request.submittedById);
}

/**
 * Validator setup (the client, business line and entity hierarchy, header field mapping, dynamic fields, steps
 * and groups, reference lists, client files and their header changes, staging approval), validator results and
 * pipeline runs. Every screen's rules are checked here with its messages; the catalogue checks them again and
 * limits a client's user to their client.
 */
@Resolver()
export class ValidatorSetupResolver {
  // ----- hierarchy and entities -----------------------------------------------------------------------------------
  @Query(() => [SetupClient], { description: 'Clients the user may see, their business lines and entities.' })
  @ServesAnyRoute([R.entities, R.headerMapping, R.clientFile, R.approvals, R.requirementFields])
  async setupHierarchy(@Ctx() context: GraphQLContext): Promise<SetupClient[]> {
    const clients = await failureSays(LOAD_FAILED, loaders(context).hierarchy.load('all'));
    return reachableRows(context, clients, (client) => client.id);
  }

  @Query(() => [SetupEntity], { description: 'The entities of a client on a business line.' })
  @ServesAnyRoute([R.entities, R.headerMapping, R.clientFile])
  setupEntities(
    @Arg('clientId', () => ID, { description: 'The client.' }) clientId: string,
    @Arg('businessLineId', () => ID, { description: 'The business line.' }) businessLineId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<SetupEntity[]> {
    const client = actingClientId(context, clientId);
    return api(context).entities(idOf(client, 'clientId'), idOf(businessLineId, 'businessLineId'));
  }

  @Mutation(() => SetupEntityPayload, { description: 'Adds or updates an entity (prefix, parent, flags).' })
  @ServesRoute(R.entities, { edit: true })
  async saveSetupEntity(
    @Arg('input', () => SetupEntityInput) input: SetupEntityInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SetupEntityPayload> {
    requireProviderStaff(context);
    const write = entityWrite(input);
    return refusalAsInput(api(context).saveEntity(write), (message) =>
      /prefix/i.test(message) ? 'prefixName' : /parent/i.test(message) ? 'parentEntityId' : 'name',
    );
  }

  @Mutation(() => MessagePayload, {
    description: 'Deletes an entity that has no files and no child entities.',
  })
  @ServesRoute(R.entities, { edit: true })
  async deleteSetupEntity(
    @Arg('id', () => ID, { description: 'The entity.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    requireProviderStaff(context);
    return messagePayload(await refusalAsInput(api(context).deleteEntity(idOf(id, 'id')), 'id'));
  }

  // ----- header field mapping and dynamic fields ------------------------------------------------------------------
  @Query(() => [HeaderField], { description: "An entity's mapped file header, in order." })
  @ServesAnyRoute([R.headerMapping, R.clientFile, R.approvals, R.requirementFields])
  async headerFields(
    @Arg('entityId', () => ID, { description: 'The entity.' }) entityId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<HeaderField[]> {
    await requireEntity(context, idOf(entityId, 'entityId'));
    return loaders(context).headerFields.load(idOf(entityId, 'entityId'));
  }

  @Mutation(() => HeaderFieldPayload, { description: 'Adds or updates a header field of an entity.' })
  @ServesRoute(R.headerMapping, { edit: true })
  async saveHeaderField(
    @Arg('input', () => HeaderFieldInput) input: HeaderFieldInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HeaderFieldPayload> {
    requireProviderStaff(context);
    return refusalAsInput(api(context).saveHeaderField(headerFieldWrite(input)), (message) =>
      /length/i.test(message)
        ? 'destinationLength'
        : /destination/i.test(message)
          ? 'destinationField'
          : 'clientSourceField',
    );
  }

  @Mutation(() => MessagePayload, { description: 'Deletes a header field.' })
  @ServesRoute(R.headerMapping, { edit: true })
  async deleteHeaderField(
    @Arg('id', () => ID, { description: 'The header field.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    requireProviderStaff(context);
    return messagePayload(await api(context).deleteHeaderField(idOf(id, 'id')));
  }

  @Query(() => [RequirementChoice], {
    description:
      "The requirements a header field of the entity may affect: its business line's business requirements.",
  })
  @ServesAnyRoute([R.headerMapping, R.requirementFields])
  async entityRequirements(
    @Arg('entityId', () => ID, { description: 'The entity.' }) entityId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RequirementChoice[]> {
    await requireEntity(context, idOf(entityId, 'entityId'));
    return api(context).entityRequirements(idOf(entityId, 'entityId'));
  }

  @Query(() => [DynamicField], { description: "An entity's dynamic fields." })
  @ServesRoute(R.headerMapping)
  async dynamicFields(
    @Arg('entityId', () => ID, { description: 'The entity.' }) entityId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<DynamicField[]> {
    await requireEntity(context, idOf(entityId, 'entityId'));
    return api(context).dynamicFields(idOf(entityId, 'entityId'));
  }

  @Mutation(() => DynamicFieldPayload, { description: 'Adds a dynamic field, or switches one on or off.' })
  @ServesRoute(R.headerMapping, { edit: true })
  saveDynamicField(
    @Arg('input', () => DynamicFieldInput) input: DynamicFieldInput,
    @Ctx() context: GraphQLContext,
  ): Promise<DynamicFieldPayload> {
    requireProviderStaff(context);
    return refusalAsInput(api(context).saveDynamicField(dynamicFieldWrite(input)), 'fieldName');
  }

  // ----- reference lists ------------------------------------------------------------------------------------------
  @Query(() => [SetupStepGroup], { description: 'Steps and groups of the validator process.' })
  @ServesRoute(R.reference)
  setupStepsGroups(@Ctx() context: GraphQLContext): Promise<SetupStepGroup[]> {
    return failureSays(LOAD_FAILED, api(context).stepsGroups());
  }

  @Mutation(() => SetupStepGroupPayload, { description: 'Adds or updates a step or group.' })
  @ServesRoute(R.reference, { edit: true })
  saveSetupStepGroup(
    @Arg('input', () => StepGroupInput) input: StepGroupInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SetupStepGroupPayload> {
    requireProviderStaff(context);
    return refusalAsInput(api(context).saveStepGroup(stepGroupWrite(input)), 'name');
  }

  @Query(() => [SetupOption], { description: 'Reasons to reject a client request.' })
  @ServesAnyRoute([R.approvals, R.reference, R.clientFile])
  rejectReasons(@Ctx() context: GraphQLContext): Promise<SetupOption[]> {
    return loaders(context).rejectReasons.load('all');
  }

  @Query(() => [SetupDataType], { description: 'Data types of header fields.' })
  @ServesAnyRoute([R.headerMapping, R.reference, R.clientFile])
  setupDataTypes(@Ctx() context: GraphQLContext): Promise<SetupDataType[]> {
    return api(context).dataTypes();
  }

  @Query(() => [StagingTable], { description: 'Staging tables and their columns.' })
  @ServesAnyRoute([R.reference, R.approvals, R.headerMapping, R.clientFile])
  stagingTables(@Ctx() context: GraphQLContext): Promise<StagingTable[]> {
    return api(context).stagingTables();
  }

  // ----- client files and header changes --------------------------------------------------------------------------
  @Query(() => [ClientFile], { description: "An entity's uploaded files, newest first." })
  @ServesAnyRoute([R.clientFile, R.approvals])
  async clientFiles(
    @Arg('entityId', () => ID, { description: 'The entity.' }) entityId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<ClientFile[]> {
    await requireEntity(context, idOf(entityId, 'entityId'));
    return api(context).clientFiles(idOf(entityId, 'entityId'));
  }

  @Query(() => ClientFile, {
    description: 'One uploaded file with its header compared with the mapped header.',
  })
  @ServesAnyRoute([R.clientFile, R.approvals])
  async clientFile(
    @Arg('id', () => ID, { description: 'The file.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const file = await loaders(context).clientFile.load(idOf(id, 'id'));
    assertReaches(context, file.clientId);
    return file;
  }

  @Query(() => ClientFilePreview, { description: 'A page of the rows of an uploaded file.' })
  @ServesAnyRoute([R.clientFile, R.approvals])
  clientFilePreview(
    @Arg('fileId', () => ID, { description: 'The file.' }) fileId: string,
    @PageArg()
    page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ClientFilePreview> {
    const { pageNumber, pageSize } = checkPage(page, 500);
    return api(context).preview(idOf(fileId, 'fileId'), pageNumber, pageSize);
  }

  @Query(() => [HeaderChangeRequest], { description: "An entity's header change requests, newest first." })
  @ServesAnyRoute([R.clientFile, R.approvals])
  async headerChangeRequests(
    @Arg('entityId', () => ID, { description: 'The entity.' }) entityId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<HeaderChangeRequest[]> {
    await requireEntity(context, idOf(entityId, 'entityId'));
    const requests = await api(context).headerChanges(idOf(entityId, 'entityId'));
    return reachableRows(context, requests, (request) => request.clientId);
  }

  @Mutation(() => HeaderChangePayload, { description: "Saves an entity's header changes (state Saved)." })
  @ServesRoute(R.clientFile, { edit: true })
  async saveHeaderChanges(
    @Arg('input', () => SaveHeaderChangesInput) input: SaveHeaderChangesInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HeaderChangePayload> {
    await requireEntity(context, idOf(input.entityId, 'entityId'));
    return refusalAsInput(api(context).saveHeaderChanges(headerChangesWrite(input)), 'rows');
  }

  @Mutation(() => HeaderChangePayload, { description: 'Submits saved header changes for approval.' })
  @ServesRoute(R.clientFile, { edit: true })
  submitHeaderChanges(
    @Arg('id', () => ID, { description: 'The request.' }) id: string,
    @Arg('version', () => Int, { description: 'The version read.' }) version: number,
    @Ctx() context: GraphQLContext,
  ): Promise<HeaderChangePayload> {
    return refusalAsInput(api(context).submitHeaderChanges(idOf(id, 'id'), version), 'id');
  }

  @Query(() => [HeaderChangeRequest], {
    description: 'Submitted header change requests awaiting a decision.',
  })
  @ServesRoute(R.approvals)
  headerChangesAwaitingApproval(@Ctx() context: GraphQLContext): Promise<HeaderChangeRequest[]> {
    return failureSays(LOAD_FAILED, api(context).headerChangesAwaitingApproval());
  }

  @Mutation(() => HeaderChangePayload, {
    description: "Approves header changes: they become the entity's header.",
  })
  @ServesRoute(R.approvals, { edit: true })
  async approveHeaderChanges(
    @Arg('id', () => ID, { description: 'The request.' }) id: string,
    @Arg('version', () => Int, { description: 'The version read.' }) version: number,
    @Ctx() context: GraphQLContext,
  ): Promise<HeaderChangePayload> {
    await requireDecider(context, idOf(id, 'id'));
    return refusalAsInput(api(context).approveHeaderChanges(idOf(id, 'id'), version), 'id');
  }

  @Mutation(() => HeaderChangePayload, { description: "Rejects the client's request with a reason." })
  @ServesRoute(R.approvals, { edit: true })
  async rejectHeaderChanges(
    @Arg('input', () => RejectHeaderChangesInput) input: RejectHeaderChangesInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HeaderChangePayload> {
    const write = rejectWrite(input);
    await requireDecider(context, write.id);
    return refusalAsInput(
      api(context).rejectHeaderChanges(write.id, write.version, write.rejectReasonId, write.comment),
      (message) => (/reason/i.test(message) ? 'rejectReasonId' : 'id'),
    );
  }

  @Query(() => [ClientFile], { description: 'Files whose header is approved, awaiting staging approval.' })
  @ServesRoute(R.approvals)
  filesAwaitingStaging(@Ctx() context: GraphQLContext): Promise<ClientFile[]> {
    return failureSays(LOAD_FAILED, api(context).filesAwaitingStaging());
  }

  @Mutation(() => ClientFilePayload, { description: 'Approves a file into a staging table, or does not.' })
  @ServesRoute(R.approvals, { edit: true })
  decideStaging(
    @Arg('input', () => StagingDecisionInput) input: StagingDecisionInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ClientFilePayload> {
    requireProviderStaff(context);
    const stagingTableId = input.stagingTableId ? idOf(input.stagingTableId, 'stagingTableId') : null;
    if (input.approve && stagingTableId === null)
      throw badUserInput({ stagingTableId: 'Choose the staging table.' });
    return refusalAsInput(
      api(context).decideStaging(idOf(input.fileId, 'fileId'), input.approve, stagingTableId),
      (message) => (/staging table/i.test(message) ? 'stagingTableId' : 'fileId'),
    );
  }

  // ----- results --------------------------------------------------------------------------------------------------
  @Query(() => ValidatorResultFilters, {
    description: 'The validator filters: clients, lines, entities, tests, runs.',
  })
  @ServesRoute(R.results)
  async validatorResultFilters(@Ctx() context: GraphQLContext): Promise<ValidatorResultFilters> {
    const filters = await failureSays(RESULTS_FAILED, loaders(context).resultFilters.load('all'));
    // A client's user chooses among its own client's only.
    return {
      ...filters,
      clients: reachableRows(context, filters.clients, (client) => client.id),
      entities: reachableRows(context, filters.entities, (entity) => entity.clientId),
      runs: reachableRows(context, filters.runs, (run) => run.clientId),
    };
  }

  @Query(() => [SetupOption], { description: 'The validator status filter (Pass, Observation).' })
  @ServesRoute(R.results)
  validatorResultStatuses(@Ctx() context: GraphQLContext): Promise<SetupOption[]> {
    return api(context).resultStatuses();
  }

  @Query(() => ValidatorResultCounts, {
    description: 'Result counts for the filter criteria, in all and per test.',
  })
  @ServesRoute(R.results)
  validatorResultCounts(
    @Arg('filter', () => ValidatorResultFilter, FILTER_ARG) filter: ValidatorResultFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorResultCounts> {
    return failureSays(RESULTS_FAILED, api(context).resultCounts(ownCriteria(context, filter)));
  }

  @Query(() => [ValidatorTestDetail], {
    description: 'Validator tests and their rules (one test with testId).',
  })
  @ServesRoute(R.results)
  validatorTestDetails(
    @Arg('testId', () => String, { nullable: true, description: 'One test.' }) testId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorTestDetail[]> {
    return api(context).testDetails(testId?.trim() || null);
  }

  @Query(() => [ValidatorSectionResult], { description: 'Results per law section for the filter criteria.' })
  @ServesRoute(R.results)
  validatorSectionResults(
    @Arg('filter', () => ValidatorResultFilter, FILTER_ARG) filter: ValidatorResultFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorSectionResult[]> {
    return api(context).sectionResults(ownCriteria(context, filter));
  }

  @Query(() => [ValidatorRequirementResult], {
    description: "A section's law requirements and their results.",
  })
  @ServesRoute(R.results)
  validatorRequirementResults(
    @Arg('sectionId', () => ID, { description: 'The section.' }) sectionId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorRequirementResult[]> {
    return api(context).requirementResults(idOf(sectionId, 'sectionId'));
  }

  @Query(() => ValidatorResultPage, { description: 'Result rows (test-id details) for the filter criteria.' })
  @ServesRoute(R.results)
  validatorResults(
    @Arg('filter', () => ValidatorResultFilter, FILTER_ARG) filter: ValidatorResultFilter | null,
    @PageArg()
    page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorResultPage> {
    const { pageNumber, pageSize } = checkPage(page, 1000);
    return failureSays(
      RESULTS_FAILED,
      api(context).results(ownCriteria(context, filter), pageNumber, pageSize),
    );
  }

  @Query(() => RequirementLawText, { description: "A requirement with its section's law text." })
  @ServesRoute(R.results)
  requirementLawText(
    @Arg('requirementId', () => ID, { description: 'The requirement.' }) requirementId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RequirementLawText> {
    return api(context).requirementLawText(idOf(requirementId, 'requirementId'));
  }

  @Mutation(() => ValidatorResultStatusPayload, { description: "Sets results' status, with a comment." })
  @ServesRoute(R.results, { edit: true })
  updateValidatorResultStatus(
    @Arg('input', () => UpdateValidatorResultStatusInput) input: UpdateValidatorResultStatusInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorResultStatusPayload> {
    const update = statusUpdateOf(input);
    return refusalAsInput(api(context).updateResultStatus(update.ids, update.status, update.comment), 'ids');
  }

  @Mutation(() => ValidatorResultFilePayload, {
    description:
      'A download ticket of the result file for the filter criteria (ValidatorResults_<date>.xlsx).',
  })
  @ServesRoute(R.results)
  async downloadValidatorResults(
    @Arg('filter', () => ValidatorResultFilter, FILTER_ARG) filter: ValidatorResultFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorResultFilePayload> {
    const principal = requirePrincipal(context);
    const download = await issueDownloadTicket(context.services, {
      userId: principal.user.id,
      route: R.results,
      path: RESULT_FILE_PATH,
      body: { ...ownCriteria(context, filter) },
    });
    return {
      message: `Your download is ready: ${resultFileName('ValidatorResults', new Date())}.`,
      download,
    };
  }

  // ----- pipeline runs --------------------------------------------------------------------------------------------
  @Query(() => [PipelineRun], { description: 'Pipeline runs, newest first, as of now.' })
  @ServesRoute(R.pipelineRuns)
  async pipelineRuns(
    @Arg('isDatabricks', () => Boolean, {
      nullable: true,
      description: 'Only Databricks (true) or Data Factory.',
    })
    isDatabricks: boolean | null,
    @Ctx() context: GraphQLContext,
  ): Promise<PipelineRun[]> {
    const runs = await failureSays(
      'The pipeline runs could not be loaded. Try again.',
      api(context).pipelineRuns(isDatabricks),
    );
    return reachableRows(context, runs, (run) => run.clientId);
  }

  @Query(() => PipelineRun, { description: 'One pipeline run and its tests, as of now.' })
  @ServesRoute(R.pipelineRuns)
  pipelineRun(
    @Arg('runId', () => String, { description: 'runId.' }) runId: string,
    @Arg('clientId', () => ID, { description: 'The client.' }) clientId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<PipelineRun> {
    return api(context).pipelineRun(runId, idOf(actingClientId(context, clientId), 'clientId'));
  }

  @Mutation(() => PipelineRunPayload, { description: "Starts a run of the client's validator tests (sync)." })
  @ServesRoute(R.pipelineRuns, { edit: true })
  startPipelineRun(
    @Arg('clientId', () => ID, { description: 'The client.' }) clientId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<PipelineRunPayload> {
    const client = idOf(actingClientId(context, clientId), 'clientId');
    return refusalAsInput(api(context).startPipelineRun(client), 'clientId');
  }
}
