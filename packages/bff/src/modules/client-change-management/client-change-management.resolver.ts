import { GAPS_MESSAGES, GAPS_ROUTES } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import { assertReaches, reachableRows, requireOtherDecider, tenancyOf } from '../../graphql/ownership.js';
import { idOf, idsOf } from '../business/business.input.js';
import { DECISIONS, ProposedRequirementInput } from './client-change-management.input.js';
import { toChange, toChangedLaw, toRequirementChange } from './client-change-management.mapper.js';
import {
  ClientChangedLaw,
  ChangeManagementFilter,
  ClientChange,
  ClientChangeDetail,
  RequirementSignatures,
} from './client-change-management.type.js';

const ROUTE = GAPS_ROUTES.assessChange;
const option = (row: { Id: number; Name: string }) => ({ id: String(row.Id), name: row.Name });
const signature = (row: { CompanyProcessId: number; CompanyProcess: string }) => ({
  id: String(row.CompanyProcessId),
  name: row.CompanyProcess,
});

/** Rows of a list that belong to the user's client (provider staff: every client's). */
const own = <T extends { ClientId?: number | null }>(context: GraphQLContext, rows: readonly T[]) =>
  reachableRows(context, rows, (row) => row.ClientId);

/**
 * A change a client's user names by id must be its own client's: another client's is NOT_FOUND before the
 * catalogue is asked to change it (the catalogue refuses it too). Provider staff reach every client's.
 */
async function reachChange(context: GraphQLContext, changeId: number): Promise<void> {
  if (tenancyOf(context).kind === 'provider') return;
  assertReaches(context, (await context.loaders.clientChange.detail.load(changeId)).Change.ClientId);
}

/**
 * Client change management (Assess Change): changed laws of the user's lines, their changes per company process, the
 * work and assess-work queues, each change's requirements with a decision and proposed wording, submit and accept,
 * and the requirement mapping (current and updated signatures). Reads need the screen in the menu, writes its edit
 * permission. A change (its changed requirements and signatures) is one client's: a client's user lists only its
 * own client's, and another client's named by id is NOT_FOUND; provider staff reach every client's. Whoever
 * submitted a change may not accept it: another user decides (FORBIDDEN, the ownership rules' words).
 */
@Resolver()
export class ClientChangeResolver {
  @Query(() => [ClientChangedLaw], { description: "Changed laws of the user's lines, filtered." })
  @ServesRoute(ROUTE)
  async changedLaws(
    @Ctx() context: GraphQLContext,
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Only this business line.' })
    businessLineId?: string | null,
    @Arg('regulatorId', () => ID, { nullable: true, description: 'Only this regulator.' })
    regulatorId?: string | null,
  ): Promise<ClientChangedLaw[]> {
    const { result } = await context.apis.clientChange.changedLaws({
      ...(businessLineId ? { BusinessLineId: idOf(businessLineId, 'businessLineId') } : {}),
      ...(regulatorId ? { RegulatorId: idOf(regulatorId, 'regulatorId') } : {}),
    });
    return own(context, result).map(toChangedLaw);
  }

  @Query(() => [ClientChange], { description: 'A changed law company process by company process.' })
  @ServesRoute(ROUTE)
  async changedLawProcesses(
    @Ctx() context: GraphQLContext,
    @Arg('sectionId', () => ID, { description: 'The section.' }) sectionId: string,
    @Arg('businessLineId', () => ID, { description: 'The business line.' }) businessLineId: string,
  ): Promise<ClientChange[]> {
    const { result } = await context.apis.clientChange.changesByProcess(
      idOf(sectionId, 'sectionId'),
      idOf(businessLineId, 'businessLineId'),
    );
    return own(context, result).map(toChange);
  }

  @Query(() => [ClientChange], { description: 'Changes to assess (new or in progress).' })
  @ServesRoute(ROUTE)
  async changeWorkQueue(@Ctx() context: GraphQLContext): Promise<ClientChange[]> {
    return own(context, (await context.apis.clientChange.queue(false)).result).map(toChange);
  }

  @Query(() => [ClientChange], { description: 'Submitted changes waiting to be accepted.' })
  @ServesRoute(ROUTE)
  async changeAssessQueue(@Ctx() context: GraphQLContext): Promise<ClientChange[]> {
    return own(context, (await context.apis.clientChange.queue(true)).result).map(toChange);
  }

  @Query(() => ChangeManagementFilter, { description: 'The filter choices.' })
  @ServesRoute(ROUTE)
  async changeManagementFilter(@Ctx() context: GraphQLContext): Promise<ChangeManagementFilter> {
    const { result } = await context.apis.clientChange.filter();
    return {
      businessLines: result.BusinessLines.map(option),
      regulators: result.Regulators.map(option),
      statuses: result.Statuses,
    };
  }

  @Query(() => ClientChangeDetail, { description: "A change's requirements company process-wise." })
  @ServesRoute(ROUTE)
  async clientChange(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID, { description: 'The change.' }) id: string,
  ): Promise<ClientChangeDetail> {
    const result = await context.loaders.clientChange.detail.load(idOf(id, 'id'));
    assertReaches(context, result.Change.ClientId);
    return {
      change: toChange(result.Change),
      requirements: result.Requirements.map(toRequirementChange),
      processes: result.Processes.map(option),
    };
  }

  @Query(() => RequirementSignatures, {
    description: "A changed requirement's current and updated signatures.",
  })
  @ServesRoute(ROUTE)
  async requirementSignatures(
    @Ctx() context: GraphQLContext,
    @Arg('requirementChangeId', () => ID, { description: 'The changed requirement.' })
    requirementChangeId: string,
  ): Promise<RequirementSignatures> {
    const id = idOf(requirementChangeId, 'requirementChangeId');
    const [current, updated] = await Promise.all([
      context.apis.clientChange.signatures(id, false),
      context.apis.clientChange.signatures(id, true),
    ]);
    return {
      requirementChangeId,
      current: current.result.map(signature),
      updated: updated.result.map(signature),
    };
  }

  @Mutation(() => MessagePayload, {
    description: 'Decides a changed requirement (and updates its proposed wording).',
  })
  @ServesRoute(ROUTE, { edit: true })
  async updateProposedRequirement(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => ProposedRequirementInput) input: ProposedRequirementInput,
  ): Promise<MessagePayload> {
    if (!DECISIONS.includes(input.decision))
      check({ field: 'decision', message: GAPS_MESSAGES.proposedRequirementRequired });
    if (input.decision === 'Updated' && !(input.proposedRequirement ?? '').trim())
      check({ field: 'proposedRequirement', message: GAPS_MESSAGES.proposedRequirementRequired });
    const { message } = await refusalAsInput(
      context.apis.clientChange.updateProposed({
        Id: idOf(input.id, 'id'),
        Decision: input.decision,
        ProposedRequirement: (input.proposedRequirement ?? '').trim(),
      }),
      'proposedRequirement',
    );
    return messagePayload(message ?? GAPS_MESSAGES.proposedRequirementUpdated);
  }

  @Mutation(() => MessagePayload, {
    description: 'Submits a change once every changed requirement is decided.',
  })
  @ServesRoute(ROUTE, { edit: true })
  async submitChanges(
    @Ctx() context: GraphQLContext,
    @Arg('changeId', () => ID, { description: 'The change.' }) changeId: string,
  ): Promise<MessagePayload> {
    await reachChange(context, idOf(changeId, 'changeId'));
    const { message } = await refusalAsInput(
      context.apis.clientChange.submitChanges(idOf(changeId, 'changeId')),
      'changeId',
    );
    return messagePayload(message ?? GAPS_MESSAGES.changesSubmitted);
  }

  @Mutation(() => MessagePayload, {
    description: 'Accepts a submitted change of a law; never by the user who submitted it.',
  })
  @ServesRoute(ROUTE, { edit: true })
  async acceptChangedLaw(
    @Ctx() context: GraphQLContext,
    @Arg('changeId', () => ID, { description: 'The change.' }) changeId: string,
  ): Promise<MessagePayload> {
    const id = idOf(changeId, 'changeId');
    // Another client's change is NOT_FOUND; whoever submitted the change may not accept it (separation of duties).
    const { Change } = await context.loaders.clientChange.detail.load(id);
    assertReaches(context, Change.ClientId);
    requireOtherDecider(context, Change.SubmittedById);
    const { message } = await refusalAsInput(context.apis.clientChange.acceptLaw(id), 'changeId');
    return messagePayload(message ?? GAPS_MESSAGES.lawAccepted);
  }

  @Mutation(() => MessagePayload, {
    description: "Saves (submit false) or submits a changed requirement's updated signature.",
  })
  @ServesRoute(ROUTE, { edit: true })
  async saveRequirementMapping(
    @Ctx() context: GraphQLContext,
    @Arg('requirementChangeId', () => ID, { description: 'The changed requirement.' })
    requirementChangeId: string,
    @Arg('companyProcessIds', () => [ID], { description: 'Company processes of the change’s line.' })
    companyProcessIds: string[],
    @Arg('submit', () => Boolean, { description: 'True: submit; false: save a draft.' }) submit: boolean,
  ): Promise<MessagePayload> {
    if (companyProcessIds.length === 0)
      check({ field: 'companyProcessIds', message: GAPS_MESSAGES.selectSignature });
    const { message } = await refusalAsInput(
      context.apis.clientChange.saveMapping(
        idOf(requirementChangeId, 'requirementChangeId'),
        idsOf(companyProcessIds, 'companyProcessIds'),
        submit,
      ),
      'companyProcessIds',
    );
    return messagePayload(
      message ?? (submit ? GAPS_MESSAGES.mappingSubmittedForReview : GAPS_MESSAGES.mappingSaved),
    );
  }
}
