import { RISK_MESSAGES, RISK_ROUTES as R, validateRiskQuestionType } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError, badUserInput, ErrorCode } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { actingClientId, reachableRows, requireProviderStaff } from '../../graphql/ownership.js';
import {
  clientField,
  idOf,
  levelBody,
  ManualRiskRatingInput,
  manualRatingBody,
  parameterBody,
  parameterOrderRows,
  RiskParameterOrderInput,
  SaveRiskLevelInput,
  SaveRiskQuestionTypeInput,
  SaveRiskParameterInput,
} from './risk.input.js';
import { toLevel, toManualArtifact, toQuestionType, toSavedParameter } from './risk.mapper.js';
import {
  ManualArtifact,
  RiskLevel,
  RiskLevelPayload,
  RiskQuestionTypePayload,
  RiskParameter,
  RiskParameterPayload,
  RiskRatingLookups,
} from './risk.type.js';

/**
 * Risk rating: parameters and their sub-parameters in order, levels, question types and manual ratings. Parameters,
 * levels and question types are provider-wide (every client rates with the same ones): whoever has the screen reads
 * them, provider staff alone change them (FORBIDDEN for a client's user). Manual ratings are a client's: a client's
 * user reads and rates its own client's, provider staff name the client.
 */
@Resolver()
export class RiskRatingResolver {
  @Query(() => [RiskParameter], {
    description: 'Risk parameters in order, each with its sub-parameters in order.',
  })
  @ServesRoute(R.riskRating)
  riskParameters(@Ctx() context: GraphQLContext): Promise<RiskParameter[]> {
    return context.loaders.risk.parameters.load('all');
  }

  @Query(() => [RiskLevel], { description: 'Risk levels, lowest scores first.' })
  @ServesRoute(R.riskRating)
  riskLevels(@Ctx() context: GraphQLContext): Promise<RiskLevel[]> {
    return context.loaders.risk.levels.load('all');
  }

  @Query(() => RiskRatingLookups, { description: 'What the risk rating screen chooses from.' })
  @ServesRoute(R.riskRating)
  async riskRatingLookups(@Ctx() context: GraphQLContext): Promise<RiskRatingLookups> {
    const [companyProcesses, questionTypes, clients] = await Promise.all([
      context.loaders.risk.companyProcesses.load('all'),
      context.loaders.risk.questionTypes.load('all'),
      context.loaders.risk.clients.load('all'),
    ]);
    return {
      companyProcesses,
      questionTypes,
      clients: reachableRows(context, clients, (client) => client.id),
    };
  }

  @Query(() => [ManualArtifact], {
    description:
      "The artifacts of a company process's business line and those the client rated by hand, with the client's ratings (provider staff naming no client: the artifacts unrated).",
  })
  @ServesRoute(R.riskRating)
  async riskManualArtifacts(
    @Ctx() context: GraphQLContext,
    @Arg('companyProcessId', () => ID, { description: 'The company process.' }) companyProcessId: string,
    @Arg('clientId', () => ID, {
      nullable: true,
      description:
        "The client whose ratings to show: provider staff name one; a client's user sees its own (naming another is NOT_FOUND).",
    })
    clientId?: string | null,
  ): Promise<ManualArtifact[]> {
    const processId = idOf(companyProcessId, 'companyProcessId');
    const client = actingClientId(context, clientId);
    if (client === null) return context.loaders.risk.manualArtifacts.load(processId);
    const { result } = await context.apis.risk.manualArtifacts(processId, idOf(client, 'clientId'));
    return result.map(toManualArtifact);
  }

  @Mutation(() => RiskParameterPayload, { description: 'Adds or updates a parameter or sub-parameter.' })
  @ServesRoute(R.riskRating, { edit: true })
  async saveRiskParameter(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SaveRiskParameterInput) input: SaveRiskParameterInput,
  ): Promise<RiskParameterPayload> {
    requireProviderStaff(context);
    const { message, result } = await refusalAsInput(
      context.apis.risk.saveParameter(parameterBody(input)),
      'name',
    );
    return { message: message ?? 'Success', parameter: toSavedParameter(result) };
  }

  @Mutation(() => MessagePayload, {
    description:
      'Puts parameters or sub-parameters in a new order (only the rows whose place changed); a row with isSubParameter moves under parentId, or up to a parameter.',
  })
  @ServesRoute(R.riskRating, { edit: true })
  async updateRiskParameterOrder(
    @Ctx() context: GraphQLContext,
    @Arg('rows', () => [RiskParameterOrderInput], { description: 'The rows whose place changed.' })
    rows: RiskParameterOrderInput[],
  ): Promise<MessagePayload> {
    requireProviderStaff(context);
    const { message } = await refusalAsInput(
      context.apis.risk.updateParameterOrder(parameterOrderRows(rows)),
      'rows',
    );
    return messagePayload(message ?? 'Success');
  }

  @Mutation(() => RiskLevelPayload, { description: 'Adds or updates a risk level.' })
  @ServesRoute(R.riskRating, { edit: true })
  async saveRiskLevel(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SaveRiskLevelInput) input: SaveRiskLevelInput,
  ): Promise<RiskLevelPayload> {
    requireProviderStaff(context);
    const { message, result } = await refusalAsInput(
      context.apis.risk.saveLevel(levelBody(input)),
      (refusal) => (/name/i.test(refusal) ? 'name' : 'minScore'),
    );
    return { message: message ?? 'Success', level: toLevel(result) };
  }

  @Mutation(() => RiskQuestionTypePayload, {
    description:
      'Adds a question type (answered from its questions’ options) or renames one. The built-in types, each answered with an input of its own, cannot be renamed; names are unique ignoring case.',
  })
  @ServesRoute(R.riskRating, { edit: true })
  async saveRiskQuestionType(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SaveRiskQuestionTypeInput) input: SaveRiskQuestionTypeInput,
  ): Promise<RiskQuestionTypePayload> {
    requireProviderStaff(context);
    const id = input.id ? idOf(input.id, 'id') : null;
    const types = await context.loaders.risk.questionTypes.load('all');
    const current = id === null ? null : types.find((type) => type.id === String(id));
    if (id !== null && !current) throw appError(ErrorCode.NOT_FOUND, 'Question type not found.');
    check(validateRiskQuestionType(input.name, types, current?.id ?? null, current?.name ?? null));
    const { message, result } = await refusalAsInput(
      context.apis.risk.saveQuestionType({ Id: id, Name: input.name.trim(), Version: input.version ?? null }),
      'name',
    );
    return { message: message ?? RISK_MESSAGES.questionTypeSaved, questionType: toQuestionType(result) };
  }

  @Mutation(() => MessagePayload, {
    description:
      'Deletes a question type no question uses. A built-in type, or one in use, is refused with the reason.',
  })
  @ServesRoute(R.riskRating, { edit: true })
  async deleteRiskQuestionType(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID, { description: 'The question type.' }) id: string,
  ): Promise<MessagePayload> {
    requireProviderStaff(context);
    const typeId = idOf(id, 'id');
    const current = (await context.loaders.risk.questionTypes.load('all')).find(
      (type) => type.id === String(typeId),
    );
    if (!current) throw appError(ErrorCode.NOT_FOUND, 'Question type not found.');
    if (current.isBuiltIn) throw badUserInput({ id: RISK_MESSAGES.questionTypeBuiltIn(current.name) });
    if (current.questionsCount > 0)
      throw badUserInput({ id: RISK_MESSAGES.questionTypeInUse(current.name, current.questionsCount) });
    const { message } = await refusalAsInput(context.apis.risk.deleteQuestionType(typeId), 'id');
    return messagePayload(message ?? RISK_MESSAGES.questionTypeDeleted);
  }

  @Mutation(() => MessagePayload, {
    description: 'Submits a manual risk rating: a level per parameter for one artifact of a company process.',
  })
  @ServesRoute(R.riskRating, { edit: true })
  async submitManualRiskRating(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => ManualRiskRatingInput) input: ManualRiskRatingInput,
  ): Promise<MessagePayload> {
    // A rating is its client's: a client's user rates for its own, provider staff must name the client.
    const client = actingClientId(context, input.clientId);
    if (client === null) throw badUserInput({ clientId: RISK_MESSAGES.clientRequired });
    const { message } = await refusalAsInput(
      context.apis.risk.submitManualRating({ ...manualRatingBody(input), ...clientField(client) }),
      'ratings',
    );
    return messagePayload(message ?? 'Success');
  }
}
