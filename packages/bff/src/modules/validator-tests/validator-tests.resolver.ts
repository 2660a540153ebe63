import { REQUIREMENT_FIELD_TYPES, VALIDATOR_SETUP_ROUTES } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { DownloadTicket } from '../../graphql/common/download-ticket.js';
import { MessagePayload, messagePayload } from '../../graphql/common/message-payload.js';
import { failureSays, refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import { issueDownloadTicket } from '../../http/files.js';
import { ServesAnyRoute } from '../../graphql/guards.js';
import { idOf, optionalIdOf } from '../validator-setup/validator-setup.input.js';
import { requireEntity } from '../validator-setup/validator-setup.ownership.js';
import { actingClientId, reachableRows, requireProviderStaff } from '../../graphql/ownership.js';
import { REQUIREMENT_FIELD_EXPORT_PATH } from './validator-tests.api.js';
import {
  RequirementFieldInput,
  requirementFieldWrite,
  sourceTypeWrite,
  systemTypeWrite,
  TestSourceTypeInput,
  TestSystemTypeInput,
  ValidatorTestRequestInput,
  testRequestWrite,
} from './validator-tests.input.js';
import {
  RequirementField,
  RequirementFieldPayload,
  RequirementFieldType,
  TestMappingFilter,
  ValidatorJsonFilter,
  ValidatorLoanCounts,
  ValidatorLoanPage,
  ValidatorTestRequest,
  ValidatorTestRequestPayload,
  ValidatorTestSourceType,
  ValidatorTestSourceTypePayload,
  ValidatorTestSystemType,
  ValidatorTestSystemTypePayload,
} from './validator-tests.type.js';

const R = VALIDATOR_SETUP_ROUTES;
const api = (context: GraphQLContext) => context.apis.validatorTests;
const loaders = (context: GraphQLContext) => context.loaders.validatorTests;
/** The one client a list is narrowed to: a client's user may name only its own (another is NOT_FOUND). */
const namedClient = (context: GraphQLContext, clientId: string | null): number | null =>
  clientId ? optionalIdOf(actingClientId(context, clientId), 'clientId') : null;

const LOAD_FAILED = 'The validator tests could not be loaded. Try again.';
/** The dashboard card reads at most this many loans a page. */
const LOAN_PAGE_MAX = 100;

/** Which field a catalogue refusal of a requirement field belongs beside. */
const requirementFieldOf = (message: string) =>
  /HMDA field|HMDA entity/i.test(message)
    ? 'hmdaFieldId'
    : /header field/i.test(message)
      ? 'headerFieldId'
      : /test/i.test(message)
        ? 'testId'
        : 'requirementId';

/**
 * Validator test requests (system and source types, the test user form), the pipeline output's JSON filters, the
 * dashboard's loans with observations, and the requirement field mapping (VET and HMDA VET, its test mapping filter
 * and export). Reads follow the screens that show them; writes need edit permission there, and the catalogue keeps
 * reference and mapping writes to staff and a client's request to its own users.
 */
@Resolver()
export class ValidatorTestsResolver {
  // ----- system and source types ----------------------------------------------------------------------------------
  @Query(() => [ValidatorTestSystemType], {
    description:
      "System types: a business line's active ones (as the test user form offers them), or every one without it.",
  })
  @ServesAnyRoute([R.reference, R.clientFile])
  validatorTestSystemTypes(
    @Arg('businessLineId', () => ID, { nullable: true, description: 'The business line.' })
    businessLineId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorTestSystemType[]> {
    return failureSays(LOAD_FAILED, api(context).systemTypes(optionalIdOf(businessLineId, 'businessLineId')));
  }

  @Mutation(() => ValidatorTestSystemTypePayload, { description: 'Adds or updates a system type.' })
  @ServesRoute(R.reference, { edit: true })
  saveValidatorTestSystemType(
    @Arg('input', () => TestSystemTypeInput) input: TestSystemTypeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorTestSystemTypePayload> {
    // Reference data of every client: provider staff's.
    requireProviderStaff(context);
    return refusalAsInput(api(context).saveSystemType(systemTypeWrite(input)), (message) =>
      /business line/i.test(message) ? 'businessLineId' : 'name',
    );
  }

  @Query(() => [ValidatorTestSourceType], { description: 'Source types (File, Database, API).' })
  @ServesAnyRoute([R.reference, R.clientFile])
  validatorTestSourceTypes(
    @Arg('activeOnly', () => Boolean, { defaultValue: false, description: 'Only those the form offers.' })
    activeOnly: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorTestSourceType[]> {
    return failureSays(LOAD_FAILED, loaders(context).sourceTypes.load(activeOnly));
  }

  @Mutation(() => ValidatorTestSourceTypePayload, { description: 'Adds or updates a source type.' })
  @ServesRoute(R.reference, { edit: true })
  saveValidatorTestSourceType(
    @Arg('input', () => TestSourceTypeInput) input: TestSourceTypeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorTestSourceTypePayload> {
    requireProviderStaff(context);
    return refusalAsInput(api(context).saveSourceType(sourceTypeWrite(input)), 'name');
  }

  // ----- the test user form ---------------------------------------------------------------------------------------
  @Query(() => [ValidatorTestRequest], {
    description: "Validator test requests of the user's clients (or one client), newest first.",
  })
  @ServesRoute(R.clientFile)
  async validatorTestRequests(
    @Arg('clientId', () => ID, { nullable: true, description: 'One client.' }) clientId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorTestRequest[]> {
    const named = namedClient(context, clientId);
    const requests = await failureSays(LOAD_FAILED, api(context).testRequests(named));
    return reachableRows(context, requests, (request) => request.clientId);
  }

  @Mutation(() => ValidatorTestRequestPayload, {
    description:
      'Submits the test user form: a validator test of entities of a client, from one system and source.',
  })
  @ServesRoute(R.clientFile, { edit: true })
  submitValidatorTestRequest(
    @Arg('input', () => ValidatorTestRequestInput) input: ValidatorTestRequestInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorTestRequestPayload> {
    // A client's user requests tests for its own client (the session's); naming another is NOT_FOUND.
    const clientId = actingClientId(context, input.clientId);
    const write = testRequestWrite(Object.assign(input, { clientId }));
    return refusalAsInput(api(context).submitTestRequest(write), (message) =>
      /system type/i.test(message)
        ? 'systemTypeId'
        : /source type/i.test(message)
          ? 'sourceTypeId'
          : /entit/i.test(message)
            ? 'entityIds'
            : /comment/i.test(message)
              ? 'comment'
              : 'clientId',
    );
  }

  // ----- JSON filters and the dashboard pair ----------------------------------------------------------------------
  @Query(() => [ValidatorJsonFilter], {
    description:
      "Business lines with their validator tests: what a pipeline run's output can be narrowed to.",
  })
  @ServesAnyRoute([R.pipelineRuns, R.reference])
  validatorJsonFilters(@Ctx() context: GraphQLContext): Promise<ValidatorJsonFilter[]> {
    return failureSays(LOAD_FAILED, api(context).jsonFilters());
  }

  @Query(() => ValidatorLoanCounts, {
    description:
      "How many loans of the user's clients have observations in finished runs (the dashboard card).",
  })
  @ServesRoute(R.results)
  myValidatorLoanCounts(
    @Arg('clientId', () => ID, { nullable: true, description: 'One client.' }) clientId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorLoanCounts> {
    return failureSays(LOAD_FAILED, api(context).loanCounts(namedClient(context, clientId)));
  }

  @Query(() => ValidatorLoanPage, { description: 'Those loans, most observations first, a page at a time.' })
  @ServesRoute(R.results)
  async myValidatorLoans(
    @Arg('clientId', () => ID, { nullable: true, description: 'One client.' }) clientId: string | null,
    @PageArg(`Which page (at most ${LOAN_PAGE_MAX} rows).`)
    page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorLoanPage> {
    const { pageNumber, pageSize } = checkPage(page ?? { pageNumber: 1, pageSize: 10 }, LOAN_PAGE_MAX);
    const loans = await failureSays(
      LOAD_FAILED,
      api(context).loans(namedClient(context, clientId), pageNumber, pageSize),
    );
    return { ...loans, items: reachableRows(context, loans.items, (loan) => loan.clientId) };
  }

  // ----- requirement fields ---------------------------------------------------------------------------------------
  @Query(() => TestMappingFilter, {
    description:
      "An entity's test mapping filter: its business line's tests and, for an HMDA entity, the HMDA fields.",
  })
  @ServesRoute(R.requirementFields)
  async testMappingFilter(
    @Arg('entityId', () => ID, { description: 'The entity.' }) entityId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<TestMappingFilter> {
    await requireEntity(context, idOf(entityId, 'entityId'));
    return failureSays(LOAD_FAILED, api(context).testMappingFilter(idOf(entityId, 'entityId')));
  }

  @Query(() => [RequirementField], {
    description: "An entity's requirement fields of one type, narrowed to a test when one is given.",
  })
  @ServesRoute(R.requirementFields)
  async requirementFields(
    @Arg('entityId', () => ID, { description: 'The entity.' }) entityId: string,
    @Arg('type', () => RequirementFieldType, { description: 'VET or HMDA VET.' }) type: RequirementFieldType,
    @Arg('testId', () => ID, { nullable: true, description: 'The test mapping filter: one test.' })
    testId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<RequirementField[]> {
    await requireEntity(context, idOf(entityId, 'entityId'));
    return failureSays(
      LOAD_FAILED,
      api(context).requirementFields(type, idOf(entityId, 'entityId'), optionalIdOf(testId, 'testId')),
    );
  }

  @Mutation(() => RequirementFieldPayload, { description: 'Adds or updates a requirement field.' })
  @ServesRoute(R.requirementFields, { edit: true })
  saveRequirementField(
    @Arg('input', () => RequirementFieldInput) input: RequirementFieldInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RequirementFieldPayload> {
    // Setting a client up is provider staff's work; a client's user reads.
    requireProviderStaff(context);
    const write = requirementFieldWrite(input);
    return refusalAsInput(api(context).saveRequirementField(input.type, write), requirementFieldOf);
  }

  @Mutation(() => MessagePayload, { description: 'Deletes a requirement field.' })
  @ServesRoute(R.requirementFields, { edit: true })
  async deleteRequirementField(
    @Arg('id', () => ID, { description: 'The row.' }) id: string,
    @Arg('type', () => RequirementFieldType, { description: 'Its type (picks the call set).' })
    type: RequirementFieldType,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    requireProviderStaff(context);
    return messagePayload(
      await refusalAsInput(api(context).deleteRequirementField(type, idOf(id, 'id')), 'id'),
    );
  }

  @Mutation(() => DownloadTicket, {
    description:
      'The requirement field view as a workbook (RequirementFields_<date>.xlsx or HmdaFieldMapping_<date>.xlsx): a single-use download ticket for GET /files/:ticket.',
  })
  @ServesRoute(R.requirementFields)
  async exportRequirementFields(
    @Arg('entityId', () => ID, { description: 'The entity.' }) entityId: string,
    @Arg('type', () => RequirementFieldType, { description: 'VET or HMDA VET.' }) type: RequirementFieldType,
    @Arg('testId', () => ID, { nullable: true, description: 'The test mapping filter: one test.' })
    testId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<DownloadTicket> {
    const principal = requirePrincipal(context);
    return issueDownloadTicket(context.services, {
      userId: principal.user.id,
      route: R.requirementFields,
      path: REQUIREMENT_FIELD_EXPORT_PATH,
      body: {
        entityId: idOf(entityId, 'entityId'),
        requirementTypeId: REQUIREMENT_FIELD_TYPES[type],
        testId: optionalIdOf(testId, 'testId'),
      },
    });
  }
}
