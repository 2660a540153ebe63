import {
  ADMIN_MAINTENANCE_MESSAGES,
  ADMIN_MAINTENANCE_ROUTES,
  ADMIN_ROUTES,
  validateArtifact,
  validateMasterListName,
  validateQuestion,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import { badUserInput } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { issueDownloadTicket } from '../../http/files.js';
import { DownloadTicket } from '../../graphql/common/download-ticket.js';
import { EMPLOYEE_ROLE_TEMPLATE_PATH } from './admin-maintenance.api.js';
import {
  SaveArtifactInput,
  SaveArtifactTypeInput,
  SaveEmployeeAssignmentsInput,
  SaveQuestionInput,
} from './admin-maintenance.input.js';
import {
  Artifact,
  ArtifactPayload,
  ArtifactType,
  ArtifactTypePayload,
  AssignmentOptions,
  EmployeeAssignments,
  EmployeeAssignmentsPayload,
  MaintenanceQuestion,
  MaintenanceQuestionPayload,
} from './admin-maintenance.type.js';
import { QuestionListKind } from './administration.enums.js';
import { Administrator } from './administration.guards.js';
import { idOf, optionalIdOf, deleted } from './administration.ids.js';
import { sentText } from '../../graphql/common/omitted.js';

const R = ADMIN_MAINTENANCE_ROUTES;
const M = ADMIN_MAINTENANCE_MESSAGES;

/** The catalogue's refusal of a question on the field its words name. */
const questionField = (message: string): string =>
  /option/i.test(message)
    ? 'options'
    : /gap/i.test(message)
      ? 'gapAnswers'
      : /type/i.test(message)
        ? 'questionType'
        : /business line/i.test(message)
          ? 'businessLineId'
          : 'question';

/**
 * Artifact inventory and types, the three question lists (provider administrator's to change), employee
 * assignments to business lines, categories and company processes (a client administrator's for their own
 * client's staff), and the employee-to-role upload's template.
 */
@Resolver()
export class AdminMaintenanceResolver {
  // ----- artifact types and inventory ----------------------------------------------------------------------------

  @Query(() => [ArtifactType], {
    description: 'Every artifact type, by name, with how many artifacts have it.',
  })
  @ServesRoute(R.artifacts)
  @Administrator()
  async artifactTypes(@Ctx() context: GraphQLContext): Promise<ArtifactType[]> {
    return context.apis.adminMaintenance.artifactTypes();
  }

  @Mutation(() => ArtifactTypePayload, {
    description:
      'Add (no id) or update an artifact type; renaming it renames it on its artifacts. BAD_USER_INPUT on name for a blank or duplicate name (ignoring case). Provider administrator only.',
  })
  @ServesRoute(R.artifacts, { edit: true })
  @Administrator({ provider: true })
  async saveArtifactType(
    @Arg('input', () => SaveArtifactTypeInput) input: SaveArtifactTypeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ArtifactTypePayload> {
    const id = optionalIdOf(input.id, 'id');
    const others = await context.apis.adminMaintenance.artifactTypes();
    check(validateMasterListName('Artifact Type', input.name, others, input.id));
    return refusalAsInput(
      context.apis.adminMaintenance.saveArtifactType({
        id,
        name: input.name.trim(),
        // Left out of an update, the description stays as it is.
        ...sentText('description', input.description),
      }),
      'name',
    );
  }

  @Mutation(() => MessagePayload, {
    description:
      'Delete an artifact type. BAD_USER_INPUT on id, saying how many artifacts have it, while any does. Provider administrator only.',
  })
  @ServesRoute(R.artifacts, { edit: true })
  @Administrator({ provider: true })
  async deleteArtifactType(
    @Arg('id', () => ID, { description: 'The type.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return deleted(await context.apis.adminMaintenance.deleteArtifactType(idOf(id, 'id')));
  }

  @Query(() => [Artifact], { description: 'The artifact inventory, by name, with where each is mapped.' })
  @ServesRoute(R.artifacts)
  @Administrator()
  async artifacts(@Ctx() context: GraphQLContext): Promise<Artifact[]> {
    return context.apis.adminMaintenance.artifacts();
  }

  @Mutation(() => ArtifactPayload, {
    description:
      'Add (no id) or update an artifact. BAD_USER_INPUT on the field at fault: a blank name or one its business line already has (ignoring case), no business line, a type that is not an artifact type. Provider administrator only.',
  })
  @ServesRoute(R.artifacts, { edit: true })
  @Administrator({ provider: true })
  async saveArtifact(
    @Arg('input', () => SaveArtifactInput) input: SaveArtifactInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ArtifactPayload> {
    const id = optionalIdOf(input.id, 'id');
    const businessLineId = optionalIdOf(input.businessLineId, 'businessLineId');
    const sameLine = (await context.apis.adminMaintenance.artifacts()).filter(
      (artifact) => artifact.businessLineId === String(businessLineId),
    );
    check(validateArtifact(input, sameLine, input.id));
    return refusalAsInput(
      context.apis.adminMaintenance.saveArtifact(id, {
        name: input.name.trim(),
        artifactType: input.artifactType.trim(),
        businessLineId,
        // Left out of an update, the description and the owner stay as they are.
        ...sentText('description', input.description),
        ...sentText('ownerName', input.ownerName),
      }),
      (message) =>
        /type/i.test(message) ? 'artifactType' : /business line/i.test(message) ? 'businessLineId' : 'name',
    );
  }

  @Mutation(() => MessagePayload, {
    description:
      'Delete an artifact. BAD_USER_INPUT on id while requirements are mapped to it. Provider administrator only.',
  })
  @ServesRoute(R.artifacts, { edit: true })
  @Administrator({ provider: true })
  async deleteArtifact(
    @Arg('id', () => ID, { description: 'The artifact.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return deleted(await context.apis.adminMaintenance.deleteArtifact(idOf(id, 'id')));
  }

  // ----- question lists -------------------------------------------------------------------------------------------

  @Query(() => [MaintenanceQuestion], { description: 'One question list, in its order.' })
  @ServesRoute(R.questions)
  @Administrator()
  async maintenanceQuestions(
    @Arg('list', () => QuestionListKind, { description: 'Which list.' }) list: QuestionListKind,
    @Ctx() context: GraphQLContext,
  ): Promise<MaintenanceQuestion[]> {
    return context.apis.adminMaintenance.questions(list);
  }

  @Mutation(() => MaintenanceQuestionPayload, {
    description:
      'Add (no id) or update a question. BAD_USER_INPUT on the field at fault: a blank or duplicate question (ignoring case), a type the list does not offer, fewer than two distinct options for an Options question, a gap answer that is not an option, a business-line question without its business line. Provider administrator only.',
  })
  @ServesRoute(R.questions, { edit: true })
  @Administrator({ provider: true })
  async saveQuestion(
    @Arg('input', () => SaveQuestionInput) input: SaveQuestionInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MaintenanceQuestionPayload> {
    const id = optionalIdOf(input.id, 'id');
    const businessLineId = optionalIdOf(input.businessLineId, 'businessLineId');
    const others = (await context.apis.adminMaintenance.questions(input.list))
      .filter((row) => row.businessLineId === (businessLineId === null ? null : String(businessLineId)))
      .map((row) => ({ id: row.id, name: row.question }));
    check(
      validateQuestion(
        {
          list: input.list,
          question: input.question,
          questionType: input.questionType,
          options: input.options,
          gapAnswers: input.gapAnswers ?? [],
          businessLineId,
        },
        others,
        input.id,
      ),
    );
    const options = input.options.map((option) => option.trim()).filter(Boolean);
    return refusalAsInput(
      context.apis.adminMaintenance.saveQuestion(id, {
        list: input.list,
        question: input.question.trim(),
        questionType: input.questionType,
        options,
        gapAnswers: (input.gapAnswers ?? []).map((answer) => answer.trim()).filter(Boolean),
        isRequired: input.isRequired,
        isActive: input.isActive ?? true,
        ...(businessLineId !== null ? { businessLineId } : {}),
      }),
      questionField,
    );
  }

  @Mutation(() => MessagePayload, {
    description: 'Delete a question. BAD_USER_INPUT on id while it has answers. Provider administrator only.',
  })
  @ServesRoute(R.questions, { edit: true })
  @Administrator({ provider: true })
  async deleteQuestion(
    @Arg('list', () => QuestionListKind, { description: 'Which list.' }) list: QuestionListKind,
    @Arg('id', () => ID, { description: 'The question.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return deleted(await context.apis.adminMaintenance.deleteQuestion(list, idOf(id, 'id')));
  }

  // ----- employee assignments -------------------------------------------------------------------------------------

  @Query(() => AssignmentOptions, {
    description: 'Every business line, category and company process an employee can be assigned to.',
  })
  @ServesRoute(R.employeeAssignments)
  @Administrator()
  async assignmentOptions(@Ctx() context: GraphQLContext): Promise<AssignmentOptions> {
    return context.apis.adminMaintenance.assignmentOptions();
  }

  @Query(() => EmployeeAssignments, {
    description:
      "An employee's business lines, categories and company processes. NOT_FOUND for a client's administrator asking about another client's user.",
  })
  @ServesRoute(R.employeeAssignments)
  @Administrator()
  async employeeAssignments(
    @Arg('employeeId', () => ID, { description: 'The employee (user).' }) employeeId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<EmployeeAssignments> {
    return context.apis.adminMaintenance.employeeAssignments(idOf(employeeId, 'employeeId'));
  }

  @Mutation(() => EmployeeAssignmentsPayload, {
    description:
      "Replace an employee's business lines, categories and company processes. BAD_USER_INPUT on categoryIds when a category or process is not under one of the business lines; NOT_FOUND for another client's user.",
  })
  @ServesRoute(R.employeeAssignments, { edit: true })
  @Administrator({ write: true, manage: true })
  async saveEmployeeAssignments(
    @Arg('input', () => SaveEmployeeAssignmentsInput) input: SaveEmployeeAssignmentsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<EmployeeAssignmentsPayload> {
    const employeeId = optionalIdOf(input.employeeId, 'employeeId');
    if (employeeId === null) throw badUserInput({ employeeId: M.employeeRequired });
    const ids = (values: readonly string[], field: string) => values.map((value) => idOf(value, field));
    const body = {
      employeeId,
      businessLineIds: ids(input.businessLineIds, 'businessLineIds'),
      categoryIds: ids(input.categoryIds, 'categoryIds'),
      companyProcessIds: ids(input.companyProcessIds, 'companyProcessIds'),
    };
    const options = await context.apis.adminMaintenance.assignmentOptions();
    const lines = new Set(body.businessLineIds.map(String));
    const outside = (
      selected: readonly number[],
      all: readonly { id: string; businessLineId: string | null }[],
    ) =>
      selected.some((id) => {
        const row = all.find((candidate) => candidate.id === String(id));
        return !row || !lines.has(row.businessLineId ?? '');
      });
    if (outside(body.categoryIds, options.categories))
      throw badUserInput({ categoryIds: M.assignmentOutsideLine });
    if (outside(body.companyProcessIds, options.companyProcesses))
      throw badUserInput({ companyProcessIds: M.assignmentOutsideLine });
    return refusalAsInput(context.apis.adminMaintenance.saveEmployeeAssignments(body), 'employeeId');
  }

  // ----- employee-to-role upload ----------------------------------------------------------------------------------

  @Mutation(() => DownloadTicket, {
    description:
      'The employee-to-role template (.xlsx: Email, Role and Action, with the roles the caller may give listed on a second sheet): a single-use download ticket for GET /files/:ticket.',
  })
  @ServesRoute(ADMIN_ROUTES.users, { edit: true })
  @Administrator({ write: true, manage: true })
  async employeeRoleTemplate(@Ctx() context: GraphQLContext): Promise<DownloadTicket> {
    const principal = requirePrincipal(context);
    return issueDownloadTicket(context.services, {
      userId: principal.user.id,
      route: ADMIN_ROUTES.users,
      path: EMPLOYEE_ROLE_TEMPLATE_PATH,
      body: {},
      query: {},
    });
  }
}
