import { questionInputKind, RISK_MESSAGES, RISK_ROUTES as R, validateRiskEmployee } from '@lexbridge/rules';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import { issueDownloadTicket } from '../../http/files.js';
import { badUserInput } from '../../graphql/errors.js';
import {
  actingClientId,
  reachableRows,
  recordNotFound,
  requireOtherDecider,
  requireProviderStaff,
} from '../../graphql/ownership.js';
import {
  answersBody,
  clientField,
  DecideRiskAssessmentInput,
  decisionBody,
  frequencyBody,
  idOf,
  questionBody,
  QuestionnaireSelectionInput,
  questionOrderRows,
  type RiskAnswerInput,
  RiskAnswersInput,
  RiskQuestionOrderInput,
  SaveRiskFrequencyInput,
  SaveRiskQuestionHeaderInput,
  SaveRiskQuestionInput,
  selectionBody,
} from './risk.input.js';
import { toFrequency, toHeader, toQuestion, toQuestionnaire } from './risk.mapper.js';
import {
  RiskAnswersPayload,
  RiskAssessment,
  RiskAssessmentLookups,
  RiskEmployee,
  RiskFrequencyPayload,
  RiskHistoryEntry,
  RiskQuestion,
  RiskQuestionFileDownloadPayload,
  RiskQuestionHeaderPayload,
  RiskQuestionnaire,
  RiskQuestionPayload,
} from './risk.type.js';

/**
 * Separation of duties and ownership before a decision: the assessment must be one the user reaches (its own
 * client's; NOT_FOUND otherwise), and whoever submitted it may not approve it or send it back (FORBIDDEN).
 */
async function assertOtherDecider(context: GraphQLContext, assessmentId: number): Promise<void> {
  const reachable = reachableRows(
    context,
    await context.loaders.risk.assessments.load('all'),
    (row) => row.clientId,
  );
  const assessment = reachable.find((row) => row.id === String(assessmentId));
  if (!assessment) throw recordNotFound();
  requireOtherDecider(context, assessment.submittedById);
}

/** An assessment the user reaches (its own client's, for a client's user): NOT_FOUND otherwise. */
async function assertReachesAssessment(context: GraphQLContext, assessmentId: number): Promise<void> {
  const reachable = reachableRows(
    context,
    await context.loaders.risk.assessments.load('all'),
    (row) => row.clientId,
  );
  if (!reachable.some((row) => row.id === String(assessmentId))) throw recordNotFound();
}

/**
 * An Employee Selection answer names a user of the assessment's client (`clientId`), never another client's user or
 * provider staff: BAD_USER_INPUT on the answer's field before the catalogue is asked, so nothing is stored. The
 * question's type is read from the questionnaire, not taken from the input.
 */
async function assertEmployeesOfClient(
  context: GraphQLContext,
  clientId: string,
  answers: readonly RiskAnswerInput[],
): Promise<void> {
  if (answers.length === 0) return;
  const questions = await context.loaders.risk.questions.load('all');
  const employeeQuestions = new Set(
    questions
      .filter((question) => questionInputKind(question.questionType) === 'employee')
      .map((question) => question.id),
  );
  const naming = answers.filter(
    (answer) =>
      employeeQuestions.has(answer.questionId.trim()) ||
      questionInputKind(answer.questionType) === 'employee',
  );
  if (naming.length === 0) return;
  const employees = await context.loaders.risk.employees.load(Number(clientId));
  const ids = employees.map((employee) => employee.id);
  for (const answer of naming) {
    const failure = validateRiskEmployee(answer.values, ids);
    if (failure) throw badUserInput({ [`answers.${answer.questionId}`]: failure.message });
  }
}

/**
 * Risk assessment: frequencies, the questionnaire and its upkeep, answers by company process and their approval.
 * Frequencies, headers and questions are provider-wide (every client answers the same questionnaire): whoever has
 * the screen reads them, provider staff alone change them (FORBIDDEN for a client's user). Assessments, their
 * answers and files are a client's: a client's user reaches its own client's only (another's is NOT_FOUND) and
 * answers for its own client; provider staff name the client they answer for.
 */
@Resolver(() => RiskQuestionnaire)
export class RiskAssessmentResolver {
  @Query(() => RiskAssessmentLookups, { description: 'What the risk assessment screen chooses from.' })
  @ServesRoute(R.riskAssessment)
  async riskAssessmentLookups(@Ctx() context: GraphQLContext): Promise<RiskAssessmentLookups> {
    const risk = context.loaders.risk;
    // Kept for tools that read it: a client's user gets its own client's users, provider staff every client's.
    const own = actingClientId(context);
    const [companyProcesses, frequencies, employees, questionTypes, headers, clients] = await Promise.all([
      risk.companyProcesses.load('all'),
      risk.frequencies.load('all'),
      risk.employees.load(own === null ? 'all' : Number(own)),
      risk.questionTypes.load('all'),
      risk.headers.load('all'),
      risk.clients.load('all'),
    ]);
    return {
      companyProcesses,
      frequencies,
      employees,
      questionTypes,
      headers,
      clients: reachableRows(context, clients, (client) => client.id),
    };
  }

  @Query(() => [RiskQuestion], {
    description: 'Every question of the questionnaire, active or not, by header and order.',
  })
  @ServesRoute(R.riskAssessment)
  riskQuestions(@Ctx() context: GraphQLContext): Promise<RiskQuestion[]> {
    return context.loaders.risk.questions.load('all');
  }

  @Query(() => RiskQuestionnaire, {
    description:
      "The questionnaire of a company process, frequency, period and stage, with its answers. BAD_USER_INPUT 'Please select a questionnaire.' when one of the five is missing.",
  })
  @ServesRoute(R.riskAssessment)
  async riskQuestionnaire(
    @Ctx() context: GraphQLContext,
    @Arg('selection', () => QuestionnaireSelectionInput) selection: QuestionnaireSelectionInput,
  ): Promise<RiskQuestionnaire> {
    const client = actingClientId(context, selection.clientId);
    const body = { ...selectionBody(selection, true), ...clientField(client) };
    const { result } = await refusalAsInput(context.apis.risk.questionnaire(body), 'questionnaire');
    const questionnaire = toQuestionnaire(result);
    // The assessment's client: the one acted for, or (provider staff naming none) the assessment found.
    return { ...questionnaire, employeesOf: client ?? questionnaire.assessment?.clientId ?? null };
  }

  @FieldResolver(() => [RiskEmployee], {
    description:
      "The employees an Employee Selection question of this questionnaire may name: the users of the assessment's client (never provider staff or another client's users). Empty while no client is known (provider staff who named none, before the first save).",
  })
  async employees(
    @Root() questionnaire: RiskQuestionnaire,
    @Ctx() context: GraphQLContext,
  ): Promise<RiskEmployee[]> {
    const client = questionnaire.employeesOf ?? null;
    return client === null ? [] : context.loaders.risk.employees.load(Number(client));
  }

  @Query(() => [RiskAssessment], {
    description: 'Assessments the user answers, approves or oversees, latest periods first.',
  })
  @ServesRoute(R.riskAssessment)
  async riskAssessments(@Ctx() context: GraphQLContext): Promise<RiskAssessment[]> {
    // A client's user lists its own client's assessments only (the catalogue filters them too).
    return reachableRows(context, await context.loaders.risk.assessments.load('all'), (row) => row.clientId);
  }

  @Query(() => [RiskHistoryEntry], {
    description: "The history of an assessment, latest first (another client's assessment is NOT_FOUND).",
  })
  @ServesRoute(R.riskAssessment)
  async riskAssessmentHistory(
    @Ctx() context: GraphQLContext,
    @Arg('assessmentId', () => ID, { description: 'The assessment.' }) assessmentId: string,
  ): Promise<RiskHistoryEntry[]> {
    const id = idOf(assessmentId, 'assessmentId');
    await assertReachesAssessment(context, id);
    return context.loaders.risk.history.load(id);
  }

  @Mutation(() => RiskFrequencyPayload, { description: 'Adds or updates a frequency.' })
  @ServesRoute(R.riskAssessment, { edit: true })
  async saveRiskFrequency(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SaveRiskFrequencyInput) input: SaveRiskFrequencyInput,
  ): Promise<RiskFrequencyPayload> {
    requireProviderStaff(context);
    const { message, result } = await refusalAsInput(
      context.apis.risk.saveFrequency(frequencyBody(input)),
      (refusal) => (/month/i.test(refusal) ? 'months' : 'name'),
    );
    return { message: message ?? 'Success', frequency: toFrequency(result) };
  }

  @Mutation(() => RiskQuestionHeaderPayload, { description: 'Adds or renames a question header.' })
  @ServesRoute(R.riskAssessment, { edit: true })
  async saveRiskQuestionHeader(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SaveRiskQuestionHeaderInput) input: SaveRiskQuestionHeaderInput,
  ): Promise<RiskQuestionHeaderPayload> {
    requireProviderStaff(context);
    if (!input.name.trim()) throw badUserInput({ name: RISK_MESSAGES.headerRequired });
    const { message, result } = await refusalAsInput(
      context.apis.risk.saveHeader({ Id: input.id ? idOf(input.id, 'id') : null, Name: input.name.trim() }),
      'name',
    );
    return { message: message ?? 'Success', header: toHeader(result) };
  }

  @Mutation(() => RiskQuestionPayload, { description: 'Adds or updates a question of the questionnaire.' })
  @ServesRoute(R.riskAssessment, { edit: true })
  async saveRiskQuestion(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SaveRiskQuestionInput) input: SaveRiskQuestionInput,
  ): Promise<RiskQuestionPayload> {
    requireProviderStaff(context);
    const types = await context.loaders.risk.questionTypes.load('all');
    const type = types.find((entry) => entry.id === (input.questionTypeId ?? '').trim());
    if (!type) throw badUserInput({ questionTypeId: RISK_MESSAGES.questionTypeRequired });
    const { message, result } = await refusalAsInput(
      context.apis.risk.saveQuestion(questionBody(input, type.name)),
      'question',
    );
    return { message: message ?? 'Success', question: toQuestion(result) };
  }

  @Mutation(() => MessagePayload, {
    description: 'Puts questions in a new order under their header (only the rows whose place changed).',
  })
  @ServesRoute(R.riskAssessment, { edit: true })
  async updateRiskQuestionOrder(
    @Ctx() context: GraphQLContext,
    @Arg('rows', () => [RiskQuestionOrderInput], { description: 'The rows whose place changed.' })
    rows: RiskQuestionOrderInput[],
  ): Promise<MessagePayload> {
    requireProviderStaff(context);
    const { message } = await refusalAsInput(
      context.apis.risk.updateQuestionOrder(questionOrderRows(rows)),
      'rows',
    );
    return messagePayload(message ?? 'Success');
  }

  @Mutation(() => RiskAnswersPayload, {
    description: 'Saves answers of a questionnaire (the first save makes its assessment, as a draft).',
  })
  @ServesRoute(R.riskAssessment, { edit: true })
  saveRiskAnswers(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => RiskAnswersInput) input: RiskAnswersInput,
  ): Promise<RiskAnswersPayload> {
    return this.answers(context, input, false);
  }

  @Mutation(() => RiskAnswersPayload, {
    description:
      'Saves answers and submits the assessment for approval; every required question must be answered.',
  })
  @ServesRoute(R.riskAssessment, { edit: true })
  submitRiskAnswers(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => RiskAnswersInput) input: RiskAnswersInput,
  ): Promise<RiskAnswersPayload> {
    return this.answers(context, input, true);
  }

  private async answers(context: GraphQLContext, input: RiskAnswersInput, submit: boolean) {
    const body = answersBody(input);
    // Every assessment is a client's: a client's user answers for its own, provider staff must name the client.
    const client = actingClientId(context, input.selection.clientId);
    if (client === null) throw badUserInput({ clientId: RISK_MESSAGES.clientRequired });
    await assertEmployeesOfClient(context, client, input.answers);
    const { message, result } = await refusalAsInput(
      context.apis.risk.saveAnswers(submit, { ...body, ...clientField(client) }),
      'answers',
    );
    return { message: message ?? 'Success', assessmentId: String(result.AssessmentId) };
  }

  @Mutation(() => MessagePayload, {
    description: "The company process's approver approves a submitted assessment.",
  })
  @ServesRoute(R.riskAssessment, { edit: true })
  async approveRiskAssessment(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => DecideRiskAssessmentInput) input: DecideRiskAssessmentInput,
  ): Promise<MessagePayload> {
    const body = decisionBody(input, true);
    await assertOtherDecider(context, body.AssessmentId);
    const { message } = await refusalAsInput(context.apis.risk.decide(true, body), 'assessmentId');
    return messagePayload(message ?? 'Success');
  }

  @Mutation(() => MessagePayload, {
    description: "The company process's approver sends a submitted assessment back with a comment.",
  })
  @ServesRoute(R.riskAssessment, { edit: true })
  async sendBackRiskAssessment(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => DecideRiskAssessmentInput) input: DecideRiskAssessmentInput,
  ): Promise<MessagePayload> {
    const body = decisionBody(input, false);
    await assertOtherDecider(context, body.AssessmentId);
    const { message } = await refusalAsInput(context.apis.risk.decide(false, body), 'comment');
    return messagePayload(message ?? 'Success');
  }

  @Mutation(() => RiskQuestionFileDownloadPayload, {
    description:
      "A download ticket for a risk question file of an assessment. A client's user must name the assessment, and it must be its own client's (else NOT_FOUND, before any ticket is issued); the catalogue then sends the file only if it is that assessment's. Provider staff reach every client's files.",
  })
  @ServesRoute(R.riskAssessment)
  async riskQuestionFileDownload(
    @Ctx() context: GraphQLContext,
    @Arg('fileId', () => ID, { description: 'The file.' }) fileId: string,
    @Arg('assessmentId', () => ID, {
      nullable: true,
      description: "The assessment the file belongs to (required for a client's user).",
    })
    assessmentId?: string | null,
  ): Promise<RiskQuestionFileDownloadPayload> {
    const principal = requirePrincipal(context);
    const assessment = assessmentId ? idOf(assessmentId, 'assessmentId') : null;
    if (assessment !== null) await assertReachesAssessment(context, assessment);
    else if (principal.user.clientId !== null) throw recordNotFound();
    const download = await issueDownloadTicket(context.services, {
      userId: principal.user.id,
      route: R.riskAssessment,
      path: 'RiskAssessment/download-risk-question-files',
      body: {},
      query: { Id: idOf(fileId, 'fileId'), ...(assessment === null ? {} : { AssessmentId: assessment }) },
    });
    return { download };
  }

  @Mutation(() => MessagePayload, {
    description: 'Deletes a file of an attachment question (while answers can change).',
  })
  @ServesRoute(R.riskAssessment, { edit: true })
  async deleteRiskQuestionFile(
    @Ctx() context: GraphQLContext,
    @Arg('fileId', () => ID, { description: 'The file.' }) fileId: string,
  ): Promise<MessagePayload> {
    const { message } = await refusalAsInput(
      context.apis.risk.deleteQuestionFile(idOf(fileId, 'fileId')),
      'fileId',
    );
    return messagePayload(message ?? 'Success');
  }
}
