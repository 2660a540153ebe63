import { GAPS_MESSAGES, GAPS_ROUTES, validateQuestionHeaders } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import type { GraphQLContext } from '../../graphql/context.js';
import {
  actingClientId,
  reachableRows,
  recordNotFound,
  requireProviderStaff,
} from '../../graphql/ownership.js';
import { ServesRoute } from '../../graphql/guards.js';
import { issueRecordFileTicket } from '../../http/files.js';
import { idOf } from '../business/business.input.js';
import { gapsDownloadPath } from './gaps.api.js';
import { gapFileClient } from './gaps.files.js';
import { LIST_PATHS, QUESTION_SETS, QuestionSet, questionSetOf } from './gaps.enums.js';
import { questionSetApi } from './gaps.loaders.js';
import {
  actionPlanBody,
  GapRefInput,
  gapKey,
  GapsActionPlanInput,
  GapsAnswerInput,
  GapsQuestionHeaderInput,
  GapsQuestionInput,
  listName,
  questionBody,
} from './gaps.input.js';
import { toActionPlan, toAnswers, toGap, toHeader, toNamed, toQuestion } from './gaps.mapper.js';
import {
  GapItem,
  GapsActionPlan,
  GapsActionPlanPayload,
  GapsAnswers,
  GapsFileDownloadPayload,
  GapsFileKind,
  GapsListEntryPayload,
  GapsListKind,
  GapsLists,
  GapsQuestion,
  GapsQuestionHeader,
} from './gaps.type.js';

const ROUTE = GAPS_ROUTES.gapsAndUpdates;
/** A questionnaire operation serves the screen of the set it names. */
const SET_ROUTE = (args: Record<string, unknown>) => QUESTION_SETS[questionSetOf(args)].route;
const SET_ARG = {
  defaultValue: QuestionSet.GAPS_AND_UPDATES,
  description: 'Which questionnaire (default gaps and updates).',
};
const api = (context: GraphQLContext, set: QuestionSet) => questionSetApi(context.apis, set);

/**
 * Gaps and updates: the gaps of the user's lines per company process, the questionnaire (headers, questions,
 * sub-questions) and its answers with the submit flag, action plans with their step files, and the task lists.
 * Reads need the screen in the menu, writes its edit permission; the catalogue checks the gap belongs to the user's
 * lines. Files are uploaded at POST /files/gaps-files and downloaded with a ticket.
 *
 * Ownership: a gap, its answers, files and action plans are its client's (the client of its business law). A
 * client's user lists only its own client's gaps, and naming another client's gap, plan or file is NOT_FOUND (the
 * catalogue answers it; the list is filtered here again). Provider staff see every client's, or name one. The task
 * lists and the questionnaire are shared by every client on a line, so only provider staff change them.
 *
 * Client change management's questionnaire is the same set of calls under another prefix: the questionnaire
 * operations take `set` and then check the menu and edit permission of that set's screen (Assess Change).
 */
@Resolver()
export class GapsResolver {
  @Query(() => [GapItem], {
    description: "The gaps of the user's business lines, one per gap requirement and company process.",
  })
  @ServesRoute(ROUTE)
  async gapsAndUpdates(
    @Ctx() context: GraphQLContext,
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Only this business line.' })
    businessLineId?: string | null,
    @Arg('clientId', () => ID, {
      nullable: true,
      description:
        "Provider staff: only this client's gaps (none: every client's). A client's user always gets its own " +
        "client's; naming another client is NOT_FOUND.",
    })
    clientId?: string | null,
  ): Promise<GapItem[]> {
    const client = actingClientId(context, clientId);
    const { result } = await context.apis.gaps.gaps(
      businessLineId ? idOf(businessLineId, 'businessLineId') : null,
      client,
    );
    return reachableRows(context, result, (row) => row.ClientId)
      .filter((row) => client === null || String(row.ClientId) === client)
      .map(toGap);
  }

  @Query(() => GapsLists, { description: 'Task types, task statuses, evidence types and question types.' })
  @ServesRoute(SET_ROUTE)
  gapsLists(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
  ): Promise<GapsLists> {
    return context.loaders.gaps.lists.load(set);
  }

  @Query(() => [GapsQuestionHeader], { description: "A business line's question headers, in order." })
  @ServesRoute(SET_ROUTE)
  async gapsQuestionHeaders(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
    @Arg('businessLineId', () => ID, { description: 'The business line.' }) businessLineId: string,
  ): Promise<GapsQuestionHeader[]> {
    const { result } = await api(context, set).headers(idOf(businessLineId, 'businessLineId'));
    return result.map(toHeader);
  }

  @Query(() => [GapsQuestion], {
    description:
      "A business line's questions and sub-questions as they are answered (active ones unless told).",
  })
  @ServesRoute(SET_ROUTE)
  async gapsQuestions(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
    @Arg('businessLineId', () => ID, { description: 'The business line.' }) businessLineId: string,
    @Arg('activeOnly', () => Boolean, { defaultValue: true, description: 'Only active questions.' })
    activeOnly: boolean,
  ): Promise<GapsQuestion[]> {
    const { result } = await api(context, set).userQuestions(
      idOf(businessLineId, 'businessLineId'),
      activeOnly,
    );
    return result.map(toQuestion);
  }

  @Query(() => [GapsQuestion], { description: 'The sub-questions of a question.' })
  @ServesRoute(SET_ROUTE)
  async gapsSubQuestions(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
    @Arg('questionId', () => ID, { description: 'The parent question.' }) questionId: string,
  ): Promise<GapsQuestion[]> {
    const { result } = await api(context, set).subQuestions(idOf(questionId, 'questionId'));
    return result.map(toQuestion);
  }

  @Query(() => GapsAnswers, { description: "A gap's answers, files and submit state." })
  @ServesRoute(SET_ROUTE)
  async gapsAnswers(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
    @Arg('gap', () => GapRefInput, { description: 'The gap.' }) gap: GapRefInput,
  ): Promise<GapsAnswers> {
    const { result } = await api(context, set).answered(gapKey(gap));
    return toAnswers(result);
  }

  @Query(() => [GapsActionPlan], { description: "A gap's action plans with their step files." })
  @ServesRoute(ROUTE)
  async gapsActionPlans(
    @Ctx() context: GraphQLContext,
    @Arg('gap', () => GapRefInput, { description: 'The gap.' }) gap: GapRefInput,
  ): Promise<GapsActionPlan[]> {
    const { result } = await context.apis.gaps.actionPlans(gapKey(gap));
    return result.map(toActionPlan);
  }

  @Mutation(() => MessagePayload, {
    description:
      'Saves the answers as a draft, or with submit true submits them (every shown question answered).',
  })
  @ServesRoute(SET_ROUTE, { edit: true })
  async submitGapsAnswers(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
    @Arg('gap', () => GapRefInput, { description: 'The gap.' }) gap: GapRefInput,
    @Arg('answers', () => [GapsAnswerInput], { description: 'Answers given or changed.' })
    answers: GapsAnswerInput[],
    @Arg('submit', () => Boolean, { description: 'True: submit; false: save a draft.' }) submit: boolean,
  ): Promise<MessagePayload> {
    const { message } = await refusalAsInput(
      api(context, set).submitAnswers(
        gapKey(gap),
        answers.map((answer) => ({
          QuestionId: idOf(answer.questionId, 'questionId'),
          Answer: answer.answer,
        })),
        submit,
      ),
      'answers',
    );
    const submitted =
      set === QuestionSet.CLIENT_CHANGE_MANAGEMENT
        ? GAPS_MESSAGES.changeAnswersSubmitted
        : GAPS_MESSAGES.answersSubmitted;
    return messagePayload(message ?? (submit ? submitted : GAPS_MESSAGES.answersSaved));
  }

  @Mutation(() => GapsActionPlanPayload, { description: 'Adds or updates an action plan of a gap.' })
  @ServesRoute(ROUTE, { edit: true })
  async saveGapsActionPlan(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => GapsActionPlanInput) input: GapsActionPlanInput,
  ): Promise<GapsActionPlanPayload> {
    const body = actionPlanBody(input);
    const { message, result } = await refusalAsInput(
      context.apis.gaps.saveActionPlan(input.id ? idOf(input.id, 'id') : null, body),
      'description',
    );
    return { message: message ?? GAPS_MESSAGES.actionPlanSaved, actionPlan: toActionPlan(result) };
  }

  @Mutation(() => MessagePayload, { description: 'Deletes an action plan and its step files.' })
  @ServesRoute(ROUTE, { edit: true })
  async deleteGapsActionPlan(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID, { description: 'The action plan.' }) id: string,
  ): Promise<MessagePayload> {
    const { message } = await refusalAsInput(context.apis.gaps.deleteActionPlan(idOf(id, 'id')), 'id');
    return messagePayload(message ?? GAPS_MESSAGES.actionPlanDeleted);
  }

  @Mutation(() => GapsListEntryPayload, {
    description:
      "Adds (no id) or renames an entry of a task list. Provider staff only (FORBIDDEN for a client's user).",
  })
  @ServesRoute(ROUTE, { edit: true })
  async saveGapsListEntry(
    @Ctx() context: GraphQLContext,
    @Arg('kind', () => GapsListKind, { description: 'Which list.' }) kind: GapsListKind,
    @Arg('name', () => String, { description: 'The name (unique in the list, any case).' }) name: string,
    @Arg('id', () => ID, { nullable: true, description: 'The entry to rename.' }) id?: string | null,
  ): Promise<GapsListEntryPayload> {
    requireProviderStaff(context);
    const { message, result } = await refusalAsInput(
      context.apis.gaps.saveListEntry(LIST_PATHS[kind], id ? idOf(id, 'id') : null, listName(name)),
      'name',
    );
    return { message: message ?? 'Success', entry: toNamed(result) };
  }

  @Mutation(() => MessagePayload, {
    description:
      'Deletes an entry of a task list (refused while action plans use it). Provider staff only (FORBIDDEN ' +
      "for a client's user).",
  })
  @ServesRoute(ROUTE, { edit: true })
  async deleteGapsListEntry(
    @Ctx() context: GraphQLContext,
    @Arg('kind', () => GapsListKind, { description: 'Which list.' }) kind: GapsListKind,
    @Arg('id', () => ID, { description: 'The entry.' }) id: string,
  ): Promise<MessagePayload> {
    requireProviderStaff(context);
    const { message } = await refusalAsInput(
      context.apis.gaps.deleteListEntry(LIST_PATHS[kind], idOf(id, 'id')),
      'id',
    );
    return messagePayload(message ?? 'Success');
  }

  @Mutation(() => [GapsQuestionHeader], {
    description:
      "Saves a business line's question headers in the order given (with an id: renamed; without: added). " +
      "Provider staff only: the questionnaire is every client's (FORBIDDEN for a client's user).",
  })
  @ServesRoute(SET_ROUTE, { edit: true })
  async saveGapsQuestionHeaders(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
    @Arg('businessLineId', () => ID, { description: 'The business line.' }) businessLineId: string,
    @Arg('headers', () => [GapsQuestionHeaderInput], { description: 'The headers.' })
    headers: GapsQuestionHeaderInput[],
  ): Promise<GapsQuestionHeader[]> {
    requireProviderStaff(context);
    if (headers.length === 0) check({ field: 'headers', message: GAPS_MESSAGES.headerRequired });
    check(validateQuestionHeaders(headers.map((header) => header.header)));
    const line = idOf(businessLineId, 'businessLineId');
    const { result } = await refusalAsInput(
      api(context, set).saveHeaders(
        headers.map((header) => ({
          Id: header.id ? idOf(header.id, 'id') : null,
          Header: header.header.trim(),
          BusinessLineId: line,
        })),
      ),
      'headers',
    );
    return result.map(toHeader);
  }

  @Mutation(() => MessagePayload, {
    description:
      "Deletes a question header with its questions. Provider staff only (FORBIDDEN for a client's user).",
  })
  @ServesRoute(SET_ROUTE, { edit: true })
  async deleteGapsQuestionHeader(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
    @Arg('id', () => ID, { description: 'The header.' }) id: string,
  ): Promise<MessagePayload> {
    requireProviderStaff(context);
    const { message } = await refusalAsInput(api(context, set).deleteHeader(idOf(id, 'id')), 'id');
    return messagePayload(message ?? 'Success');
  }

  @Mutation(() => GapsQuestion, {
    description:
      "Adds or updates a question or a sub-question. Provider staff only (FORBIDDEN for a client's user).",
  })
  @ServesRoute(SET_ROUTE, { edit: true })
  async saveGapsQuestion(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
    @Arg('input', () => GapsQuestionInput) input: GapsQuestionInput,
  ): Promise<GapsQuestion> {
    requireProviderStaff(context);
    const body = questionBody(input);
    const work = input.id
      ? api(context, set).updateQuestion(Boolean(input.parentQuestionId), body)
      : api(context, set).addQuestion(body);
    const { result } = await refusalAsInput(work, 'question');
    return toQuestion(result);
  }

  @Mutation(() => MessagePayload, {
    description:
      "Deletes a question with its sub-questions. Provider staff only (FORBIDDEN for a client's user).",
  })
  @ServesRoute(SET_ROUTE, { edit: true })
  async deleteGapsQuestion(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
    @Arg('id', () => ID, { description: 'The question.' }) id: string,
  ): Promise<MessagePayload> {
    requireProviderStaff(context);
    const { message } = await refusalAsInput(api(context, set).deleteQuestion(idOf(id, 'id')), 'id');
    return messagePayload(message ?? 'Success');
  }

  @Mutation(() => GapsFileDownloadPayload, {
    description:
      "A single-use ticket to download a gaps file. The file follows its gap (or change): a client's user names " +
      "the gap (gap) and gets a ticket only for a file of that gap of its own client (another client's gap, a file " +
      'of another gap, or no gap named is NOT_FOUND before any ticket is issued). Provider staff reach every ' +
      "client's files.",
  })
  @ServesRoute(SET_ROUTE)
  async gapsFileDownload(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
    @Arg('kind', () => GapsFileKind, { description: 'Answer file or step file.' }) kind: GapsFileKind,
    @Arg('fileId', () => ID, { description: 'The file.' }) fileId: string,
    @Arg('gap', () => GapRefInput, {
      nullable: true,
      description:
        "The gap (or changed requirement) whose answers or action plans hold the file (required for a client's user).",
    })
    gap?: GapRefInput | null,
  ): Promise<GapsFileDownloadPayload> {
    const id = idOf(fileId, 'fileId');
    const file = kind === GapsFileKind.QUESTION ? 'question' : 'step';
    const download = await issueRecordFileTicket(
      context,
      async () => {
        if (!gap) throw recordNotFound();
        return gapFileClient(
          api(context, set),
          gapKey(gap),
          file === 'question' ? { questionFileId: id } : { stepFileId: id },
        );
      },
      {
        route: QUESTION_SETS[set].route,
        path: gapsDownloadPath(QUESTION_SETS[set].prefix, file),
        body: {},
        query: { Id: id },
      },
    );
    return { download };
  }

  @Mutation(() => MessagePayload, { description: 'Deletes a gaps file.' })
  @ServesRoute(SET_ROUTE, { edit: true })
  async deleteGapsFile(
    @Ctx() context: GraphQLContext,
    @Arg('set', () => QuestionSet, SET_ARG) set: QuestionSet,
    @Arg('kind', () => GapsFileKind, { description: 'Answer file or step file.' }) kind: GapsFileKind,
    @Arg('fileId', () => ID, { description: 'The file.' }) fileId: string,
  ): Promise<MessagePayload> {
    const { message } = await refusalAsInput(
      api(context, set).deleteFile(
        kind === GapsFileKind.QUESTION ? 'question' : 'step',
        idOf(fileId, 'fileId'),
      ),
      'fileId',
    );
    return messagePayload(message ?? 'Success');
  }
}
