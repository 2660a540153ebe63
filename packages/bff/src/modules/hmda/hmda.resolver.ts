import {
  fieldLengthFor,
  HMDA_MESSAGES,
  HMDA_ROUTES,
  hmdaSaveAction,
  validateClientInfo,
  validateDetailSystem,
  validateEditReference,
  validateFieldMaster,
  validateFieldOrder,
  validateFieldValue,
  validateHmdaSystem,
  validateReplicate,
  withFederalAgency,
} from '@lexbridge/rules';
import type { GraphQLError } from 'graphql';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { checkPage, PageArg, type PageInput, pageOfList } from '../../graphql/common/page.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import { requirePrincipal, withRoute, type GraphQLContext } from '../../graphql/context.js';
import { badUserInput, errorCode } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { issueDownloadTicket } from '../../http/files.js';
import { actingClientId, reachableRows, requireProviderStaff } from '../../graphql/ownership.js';
import { HMDA_API } from './hmda.api.js';
import { hmdaRoute, ServesHmdaScreens } from './hmda.guards.js';
import { assertOwnEntity, assertOwnRow, ownClientNumber } from './hmda.ownership.js';
import {
  ExportHmdaListInput,
  HmdaEditReferenceFilter,
  HmdaEntityYearFilter,
  MAX_HMDA_PAGE_SIZE,
  ReplicateHmdaYearInput,
  SaveHmdaClientInfoInput,
  SaveHmdaClientValueInput,
  SaveHmdaDetailSystemInput,
  SaveHmdaEditReferenceInput,
  SaveHmdaFieldMasterInput,
  SaveHmdaFieldOrderInput,
  SaveHmdaSystemInput,
  SaveHmdaValidValueInput,
} from './hmda.input.js';
import {
  HmdaAzimuthField,
  HmdaBank,
  HmdaClientEntity,
  HmdaClientInfoPage,
  HmdaClientInfoPayload,
  HmdaClientValuePage,
  HmdaClientValuePayload,
  HmdaDetailSystem,
  HmdaDetailSystemPayload,
  HmdaEditReferenceFilters,
  HmdaEditReferencePage,
  HmdaEditReferencePayload,
  HmdaExportPayload,
  HmdaFederalAgency,
  HmdaFieldMasterPage,
  HmdaFieldMasterPayload,
  HmdaFieldMasterRow,
  HmdaFieldOrderPage,
  HmdaFieldOrderPayload,
  HmdaLarFile,
  HmdaList,
  HmdaOption,
  HmdaReplicatePart,
  HmdaReplicatePayload,
  HmdaSaveAction,
  HmdaScreen,
  HmdaSystem,
  HmdaSystemPayload,
  HmdaValidValuePage,
  HmdaValidValuePayload,
} from './hmda.type.js';
import { MessagePayload, messagePayload } from '../../graphql/common/message-payload.js';

const R = HMDA_ROUTES;

/** An optional id of the schema as the catalogue's number; BAD_USER_INPUT when it is not one. */
function optionalId(value: string | null | undefined, field: string): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1)
    throw badUserInput({ [field]: `${field} must be a positive whole number.` });
  return id;
}

function idOf(value: string | null | undefined, field: string): number {
  const id = optionalId(value, field);
  if (id === null) throw badUserInput({ [field]: `${field} must be a positive whole number.` });
  return id;
}

function entityYearBody(
  filter: HmdaEntityYearFilter | null | undefined,
  page?: PageInput,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const entity = optionalId(filter?.clientEntityId, 'clientEntityId');
  if (entity !== null) body.clientEntityId = entity;
  if (filter?.reportingYear !== null && filter?.reportingYear !== undefined)
    body.reportingYear = filter.reportingYear;
  if (filter?.searchText?.trim()) body.searchText = filter.searchText.trim();
  if (filter?.isActive !== null && filter?.isActive !== undefined) body.isActive = filter.isActive;
  if (page) Object.assign(body, { pageNumber: page.pageNumber, pageSize: page.pageSize });
  return body;
}

function editReferenceBody(filter: HmdaEditReferenceFilter | null | undefined, page?: PageInput) {
  const body: Record<string, unknown> = {};
  for (const key of [
    'fieldGroup',
    'fieldType',
    'editSet',
    'editType',
    'editSubtype',
    'process',
    'searchText',
  ] as const) {
    const value = filter?.[key]?.trim();
    if (value) body[key] = value;
  }
  const system = optionalId(filter?.systemId, 'systemId');
  if (system !== null) body.systemId = system;
  if (filter?.isActive !== null && filter?.isActive !== undefined) body.isActive = filter.isActive;
  if (page) Object.assign(body, { pageNumber: page.pageNumber, pageSize: page.pageSize });
  return body;
}

/** The add or the update, by the rule: an id or the update flag makes an update. */
function actionOf(input: { id?: string | null; isUpdate?: boolean | null }): HmdaSaveAction {
  return hmdaSaveAction(input) === 'update' ? HmdaSaveAction.UPDATE : HmdaSaveAction.ADD;
}

function updateIdentity(input: { id?: string | null; version?: number | null }, action: HmdaSaveAction) {
  if (action === HmdaSaveAction.ADD) return {};
  return { id: idOf(input.id, 'id'), ...(input.version ? { version: input.version } : {}) };
}

/** A refusal of a save in the catalogue's words, on the field its words are about. */
function fieldOfRefusal(fields: Record<string, RegExp>, fallback: string) {
  return (message: string) =>
    Object.entries(fields).find(([, pattern]) => pattern.test(message))?.[0] ?? fallback;
}

const EXPORTS: Record<HmdaList, { path: string; route: string }> = {
  [HmdaList.CLIENT_INFO]: { path: 'export-hmdaclientinfo', route: R.clientInfo },
  [HmdaList.FIELD_MASTER]: { path: 'hmdaFieldMasterExport', route: R.fieldMaster },
  [HmdaList.CLIENT_VALUES]: { path: 'clientValueExport', route: R.clientValues },
  [HmdaList.VALID_VALUES]: { path: 'hmdaValidValueExport', route: R.validValues },
  [HmdaList.FIELD_ORDER]: { path: 'hmdaFieldOrderExport', route: R.fieldOrder },
  [HmdaList.SYSTEMS]: { path: 'export-hmda-system', route: R.systems },
  [HmdaList.DETAIL_SYSTEMS]: { path: 'export-hmdadetailsystem', route: R.detailSystems },
  [HmdaList.EDIT_REFERENCES]: { path: 'export-edit-reference-list', route: R.editReferences },
  [HmdaList.BANK_MASTER]: { path: 'export-hmda-bank-master', route: R.bankMaster },
};

/** The screen each replicate part is started from. */
const REPLICATE_ROUTES: Record<HmdaReplicatePart, string> = {
  [HmdaReplicatePart.CLIENT_INFO]: R.clientInfo,
  [HmdaReplicatePart.FIELD_MASTER]: R.fieldMaster,
  [HmdaReplicatePart.CLIENT_VALUES]: R.clientValues,
  [HmdaReplicatePart.VALID_VALUES]: R.validValues,
  [HmdaReplicatePart.FIELD_ORDER]: R.fieldOrder,
};

@Resolver()
export class HmdaResolver {
  /**
   * A per-entity list as the user may read it: a client's user names only its own entities and gets its own
   * client's rows (the catalogue is asked for that client's; rows of another are dropped all the same).
   */
  private async ownPage<T extends { clientId?: string | null }>(
    context: GraphQLContext,
    filter: HmdaEntityYearFilter | null,
    page: PageInput | null,
    list: (body: Record<string, unknown>) => Promise<{ totalCount: number; items: T[] }>,
  ) {
    const body = entityYearBody(filter, checkPage(page, MAX_HMDA_PAGE_SIZE));
    await assertOwnEntity(context, (body.clientEntityId as number | undefined) ?? null);
    const client = ownClientNumber(context);
    if (client !== null) body.clientId = client;
    const answer = await list(body);
    return { ...answer, items: reachableRows(context, answer.items, (row) => row.clientId) };
  }

  // ----- lookups -------------------------------------------------------------------------------------------------
  @Query(() => [HmdaOption], { description: 'Clients with HMDA entities (hmdaClientName).' })
  @ServesHmdaScreens()
  async hmdaClients(@Ctx() context: GraphQLContext) {
    return reachableRows(context, await context.loaders.hmda.clients.load('all'), (client) => client.id);
  }

  @Query(() => [HmdaOption], { description: 'Business lines with HMDA entities (hmdaBusinessLine).' })
  @ServesHmdaScreens()
  hmdaBusinessLines(@Ctx() context: GraphQLContext) {
    return context.loaders.hmda.businessLines.load('all');
  }

  @Query(() => [HmdaClientEntity], {
    description: 'Client entities, of a client and business line when given.',
  })
  @ServesHmdaScreens()
  async hmdaClientEntities(
    @Arg('clientId', () => ID, { nullable: true, description: 'Client.' }) clientId: string | null,
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Business line.' })
    businessLineId: string | null,
    @Ctx() context: GraphQLContext,
  ) {
    const client = optionalId(actingClientId(context, clientId), 'clientId');
    const entities = await context.apis.hmda.clientEntities(
      client,
      optionalId(businessLineId, 'businessLineId'),
    );
    return reachableRows(context, entities, (entity) => entity.clientId);
  }

  @Query(() => [Int], { description: 'Reporting years with data, newest first; of one screen when given.' })
  @ServesHmdaScreens()
  hmdaReportingYears(
    @Arg('screen', () => HmdaScreen, { nullable: true, description: 'The screen.' })
    screen: HmdaScreen | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.hmda.reportingYears(screen);
  }

  @Query(() => [HmdaFederalAgency], { description: 'Federal agencies (get-hmdafederalagency).' })
  @ServesHmdaScreens()
  hmdaFederalAgencies(@Ctx() context: GraphQLContext) {
    return context.loaders.hmda.federalAgencies.load('all');
  }

  @Query(() => [String], { description: 'Check-digit options of a field (get-hmdacheckdigit).' })
  @ServesRoute(R.fieldMaster)
  hmdaCheckDigits(@Ctx() context: GraphQLContext) {
    return context.apis.hmda.checkDigits();
  }

  @Query(() => [String], { description: 'Value-required options of a field (get-hmdavaluerequired).' })
  @ServesRoute(R.fieldMaster)
  hmdaValueRequiredOptions(@Ctx() context: GraphQLContext) {
    return context.apis.hmda.valueRequiredOptions();
  }

  @Query(() => [HmdaAzimuthField], { description: "The provider's HMDA fields (hmdaazimuthfieldname)." })
  @ServesHmdaScreens()
  hmdaAzimuthFields(
    @Arg('searchText', () => String, { nullable: true, description: 'Text in the name.' })
    searchText: string | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.hmda.azimuthFields(searchText?.trim() || null);
  }

  @Query(() => [HmdaFieldMasterRow], {
    description:
      'The active fields of an entity and year (hmdaclientvaluefieldname): what values are kept for.',
  })
  @ServesHmdaScreens()
  async hmdaFieldsOf(
    @Arg('clientEntityId', () => ID, { description: 'Entity.' }) clientEntityId: string,
    @Arg('reportingYear', () => Int, { description: 'Reporting year.' }) reportingYear: number,
    @Ctx() context: GraphQLContext,
  ) {
    const entity = idOf(clientEntityId, 'clientEntityId');
    await assertOwnEntity(context, entity);
    return context.loaders.hmda.fieldsOf.load({ clientEntityId: entity, reportingYear });
  }

  // ----- lists ---------------------------------------------------------------------------------------------------
  @Query(() => HmdaClientInfoPage, {
    description: 'Client info, of a year and client when given (paged here).',
  })
  @ServesRoute(R.clientInfo)
  async hmdaClientInfo(
    @Arg('reportingYear', () => Int, { nullable: true, description: 'Reporting year.' })
    reportingYear: number | null,
    @Arg('clientId', () => ID, { nullable: true, description: 'Client.' }) clientId: string | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ) {
    const client = optionalId(actingClientId(context, clientId), 'clientId');
    const rows = await context.apis.hmda.clientInfo(reportingYear, client);
    return pageOfList(
      reachableRows(context, rows, (row) => row.clientId),
      checkPage(page, MAX_HMDA_PAGE_SIZE),
    );
  }

  @Query(() => HmdaFieldMasterPage, { description: 'The field master, paged by the catalogue.' })
  @ServesRoute(R.fieldMaster)
  hmdaFieldMaster(
    @Arg('filter', () => HmdaEntityYearFilter, { nullable: true, description: 'Filter.' })
    filter: HmdaEntityYearFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ) {
    return this.ownPage(context, filter, page, (body) => context.apis.hmda.fieldMaster(body));
  }

  @Query(() => HmdaClientValuePage, { description: 'Client values, paged by the catalogue.' })
  @ServesRoute(R.clientValues)
  hmdaClientValues(
    @Arg('filter', () => HmdaEntityYearFilter, { nullable: true, description: 'Filter.' })
    filter: HmdaEntityYearFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ) {
    return this.ownPage(context, filter, page, (body) => context.apis.hmda.clientValues(body));
  }

  @Query(() => HmdaValidValuePage, { description: 'Valid values, paged by the catalogue.' })
  @ServesRoute(R.validValues)
  hmdaValidValues(
    @Arg('filter', () => HmdaEntityYearFilter, { nullable: true, description: 'Filter.' })
    filter: HmdaEntityYearFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ) {
    return this.ownPage(context, filter, page, (body) => context.apis.hmda.validValues(body));
  }

  @Query(() => HmdaFieldOrderPage, { description: 'Field order, paged by the catalogue.' })
  @ServesRoute(R.fieldOrder)
  hmdaFieldOrder(
    @Arg('filter', () => HmdaEntityYearFilter, { nullable: true, description: 'Filter.' })
    filter: HmdaEntityYearFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ) {
    return this.ownPage(context, filter, page, (body) => context.apis.hmda.fieldOrder(body));
  }

  @Query(() => [HmdaSystem], { description: "The provider's HMDA systems (get-azimuth-hmda-system)." })
  @ServesHmdaScreens()
  hmdaSystems(
    @Arg('isActive', () => Boolean, { nullable: true, description: 'Active only, inactive only, or all.' })
    isActive: boolean | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.hmda.systems(isActive);
  }

  @Query(() => [HmdaDetailSystem], { description: "Clients' detail systems (get-hmdadetailsystem)." })
  @ServesRoute(R.detailSystems)
  async hmdaDetailSystems(
    @Arg('clientId', () => ID, { nullable: true, description: 'Client.' }) clientId: string | null,
    @Ctx() context: GraphQLContext,
  ) {
    const client = optionalId(actingClientId(context, clientId), 'clientId');
    const rows = await context.apis.hmda.detailSystems(client);
    return reachableRows(context, rows, (row) => row.clientId);
  }

  @Query(() => HmdaEditReferencePage, { description: 'Edit references, paged by the catalogue.' })
  @ServesRoute(R.editReferences)
  hmdaEditReferences(
    @Arg('filter', () => HmdaEditReferenceFilter, { nullable: true, description: 'Filter.' })
    filter: HmdaEditReferenceFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.hmda.editReferences(editReferenceBody(filter, checkPage(page, MAX_HMDA_PAGE_SIZE)));
  }

  @Query(() => HmdaEditReferenceFilters, { description: 'The filter values of the edit references.' })
  @ServesRoute(R.editReferences)
  hmdaEditReferenceFilters(@Ctx() context: GraphQLContext) {
    return context.apis.hmda.editReferenceFilters();
  }

  @Query(() => [HmdaBank], { description: 'The bank master (hmda-Bank-Master).' })
  @ServesHmdaScreens()
  async hmdaBanks(@Ctx() context: GraphQLContext) {
    return reachableRows(context, await context.apis.hmda.banks(), (bank) => bank.clientId);
  }

  @Query(() => [HmdaLarFile], { description: 'The last 50 LAR files uploaded, of a bank when given.' })
  @ServesRoute(R.larUpload)
  async hmdaLarFiles(
    @Arg('bankId', () => ID, { nullable: true, description: 'Bank.' }) bankId: string | null,
    @Ctx() context: GraphQLContext,
  ) {
    const bank = optionalId(bankId, 'bankId');
    if (bank !== null) await assertOwnRow(context, bank, () => context.apis.hmda.banks());
    const files = await context.apis.hmda.larFiles(bank);
    return reachableRows(context, files, (file) => file.clientId);
  }

  // ----- saves ---------------------------------------------------------------------------------------------------
  @Mutation(() => HmdaClientInfoPayload, {
    description:
      'Add or update client info (update with an id or the update flag); the agency id goes as federalAgency.',
  })
  @ServesRoute(R.clientInfo, { edit: true })
  async saveHmdaClientInfo(
    @Arg('input', () => SaveHmdaClientInfoInput) input: SaveHmdaClientInfoInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HmdaClientInfoPayload> {
    const federalAgencyObj = input.federalAgencyId ? { id: input.federalAgencyId } : null;
    // Client info is its client's: a client's user saves its own client's, whatever client it names.
    const clientId = actingClientId(context, input.clientId) ?? input.clientId;
    check(validateClientInfo({ ...input, clientId, federalAgencyObj }));
    const action = actionOf(input);
    const clientEntityId = idOf(input.clientEntityId, 'clientEntityId');
    await assertOwnEntity(context, clientEntityId);
    if (action === HmdaSaveAction.UPDATE)
      await assertOwnRow(context, idOf(input.id, 'id'), (client) =>
        context.apis.hmda.clientInfo(null, client),
      );
    const body = withFederalAgency({
      ...updateIdentity(input, action),
      reportingYear: input.reportingYear,
      clientId: idOf(clientId, 'clientId'),
      businessLineId: idOf(input.businessLineId, 'businessLineId'),
      clientEntityId,
      federalAgencyObj: federalAgencyObj && { id: idOf(federalAgencyObj.id, 'federalAgency') },
      isActive: input.isActive,
    });
    const saved = await refusalAsInput(
      context.apis.hmda.saveClientInfo(action, body),
      fieldOfRefusal({ federalAgency: /agency/i, reportingYear: /year/i }, 'clientEntityId'),
    );
    return { message: saved.message, action, clientInfo: saved.row };
  }

  @Mutation(() => HmdaFieldMasterPayload, {
    description: 'Add or update a field master row: AN needs a length from 1 to 255, N has none.',
  })
  @ServesRoute(R.fieldMaster, { edit: true })
  async saveHmdaFieldMaster(
    @Arg('input', () => SaveHmdaFieldMasterInput) input: SaveHmdaFieldMasterInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HmdaFieldMasterPayload> {
    check(validateFieldMaster({ ...input, fieldLength: input.fieldLength ?? null }));
    const action = actionOf(input);
    await this.assertOwnFieldRow(context, input, action, (body) => context.apis.hmda.fieldMaster(body));
    const saved = await refusalAsInput(
      context.apis.hmda.saveFieldMaster(action, {
        ...updateIdentity(input, action),
        clientEntityId: idOf(input.clientEntityId, 'clientEntityId'),
        reportingYear: input.reportingYear,
        azimuthField: { value: idOf(input.azimuthFieldId, 'azimuthFieldId') },
        fieldName: input.fieldName.trim(),
        fieldType: input.fieldType,
        fieldLength: fieldLengthFor(input.fieldType, input.fieldLength),
        checkDigit: input.checkDigit ?? null,
        valueRequired: input.valueRequired ?? null,
        description: input.description?.trim() ?? '',
        isActive: input.isActive,
      }),
      fieldOfRefusal({ fieldLength: /length/i, fieldName: /field name/i }, 'azimuthFieldId'),
    );
    return { message: saved.message, action, field: saved.row };
  }

  /**
   * The rows a client's user saves are its own client's: the entity it names, and the row it updates (looked up by
   * id among its own client's rows).
   */
  private async assertOwnFieldRow(
    context: GraphQLContext,
    input: { id?: string | null; clientEntityId: string },
    action: HmdaSaveAction,
    list: (body: Record<string, unknown>) => Promise<{ items: { id: string; clientId?: string | null }[] }>,
  ): Promise<void> {
    await assertOwnEntity(context, idOf(input.clientEntityId, 'clientEntityId'));
    if (action !== HmdaSaveAction.UPDATE) return;
    const id = idOf(input.id, 'id');
    await assertOwnRow(context, id, async (client) => {
      return (await list({ id, clientId: client, pageNumber: 1, pageSize: 1 })).items;
    });
  }

  /** The field a value is for, of the entity and year (its type decides what the value may be). */
  private async fieldFor(
    context: GraphQLContext,
    input: { clientEntityId: string; reportingYear: number; hmdaFieldMasterId: string },
  ) {
    const fields = await context.loaders.hmda.fieldsOf.load({
      clientEntityId: idOf(input.clientEntityId, 'clientEntityId'),
      reportingYear: input.reportingYear,
    });
    return fields.find((field) => field.id === input.hmdaFieldMasterId) ?? null;
  }

  private fieldRowBody(
    input: SaveHmdaClientValueInput | SaveHmdaValidValueInput | SaveHmdaFieldOrderInput,
    action: HmdaSaveAction,
  ) {
    return {
      ...updateIdentity(input, action),
      clientEntityId: idOf(input.clientEntityId, 'clientEntityId'),
      reportingYear: input.reportingYear,
      hmdaFieldMasterId: idOf(input.hmdaFieldMasterId, 'hmdaFieldMasterId'),
      isActive: input.isActive,
    };
  }

  @Mutation(() => HmdaClientValuePayload, {
    description: 'Add or update a client value; it must fit the field type.',
  })
  @ServesRoute(R.clientValues, { edit: true })
  async saveHmdaClientValue(
    @Arg('input', () => SaveHmdaClientValueInput) input: SaveHmdaClientValueInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HmdaClientValuePayload> {
    await this.assertOwnFieldRow(context, input, actionOf(input), (body) =>
      context.apis.hmda.clientValues(body),
    );
    const field = await this.fieldFor(context, input);
    const failure = validateFieldValue({ ...input, value: input.clientValue }, field);
    check(failure && { ...failure, field: failure.field === 'value' ? 'clientValue' : failure.field });
    const action = actionOf(input);
    const saved = await refusalAsInput(
      context.apis.hmda.saveClientValue(action, {
        ...this.fieldRowBody(input, action),
        clientValue: input.clientValue.trim(),
        hmdaValue: input.hmdaValue?.trim() ?? '',
        description: input.description?.trim() ?? '',
      }),
      fieldOfRefusal({ hmdaFieldMasterId: /field/i }, 'clientValue'),
    );
    return { message: saved.message, action, clientValue: saved.row };
  }

  @Mutation(() => HmdaValidValuePayload, {
    description: 'Add or update a valid value; it must fit the field type.',
  })
  @ServesRoute(R.validValues, { edit: true })
  async saveHmdaValidValue(
    @Arg('input', () => SaveHmdaValidValueInput) input: SaveHmdaValidValueInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HmdaValidValuePayload> {
    await this.assertOwnFieldRow(context, input, actionOf(input), (body) =>
      context.apis.hmda.validValues(body),
    );
    const field = await this.fieldFor(context, input);
    const failure = validateFieldValue({ ...input, value: input.validValue }, field);
    check(failure && { ...failure, field: failure.field === 'value' ? 'validValue' : failure.field });
    const action = actionOf(input);
    const saved = await refusalAsInput(
      context.apis.hmda.saveValidValue(action, {
        ...this.fieldRowBody(input, action),
        validValue: input.validValue.trim(),
        description: input.description?.trim() ?? '',
      }),
      fieldOfRefusal({ hmdaFieldMasterId: /field/i }, 'validValue'),
    );
    return { message: saved.message, action, validValue: saved.row };
  }

  @Mutation(() => HmdaFieldOrderPayload, { description: "Add or update a field's order." })
  @ServesRoute(R.fieldOrder, { edit: true })
  async saveHmdaFieldOrder(
    @Arg('input', () => SaveHmdaFieldOrderInput) input: SaveHmdaFieldOrderInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HmdaFieldOrderPayload> {
    check(validateFieldOrder(input));
    const action = actionOf(input);
    await this.assertOwnFieldRow(context, input, action, (body) => context.apis.hmda.fieldOrder(body));
    const saved = await refusalAsInput(
      context.apis.hmda.saveFieldOrder(action, {
        ...this.fieldRowBody(input, action),
        fieldOrder: input.fieldOrder,
      }),
      fieldOfRefusal({ fieldOrder: /order/i }, 'hmdaFieldMasterId'),
    );
    return { message: saved.message, action, fieldOrder: saved.row };
  }

  @Mutation(() => HmdaReplicatePayload, {
    description:
      'Replicate a year. A new year that has data already is not touched unless confirmed: the answer then asks (needsConfirmation) with the rows there.',
  })
  async replicateHmdaYear(
    @Arg('input', () => ReplicateHmdaYearInput) input: ReplicateHmdaYearInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HmdaReplicatePayload> {
    // The screen the replicate starts from, with edit permission; its calls carry that screen's ids.
    const { route, menu } = await hmdaRoute(context, true, [REPLICATE_ROUTES[input.part]]);
    context = withRoute(context, route, menu);
    check(validateReplicate(input));
    const clientInfo = input.part === HmdaReplicatePart.CLIENT_INFO;
    const body: Record<string, unknown> = {
      priorReportingYear: input.priorReportingYear,
      newReportingYear: input.newReportingYear,
      confirm: input.confirmed,
    };
    // A client's user replicates its own client's rows only: the client comes from the session.
    const client = actingClientId(context, input.clientId);
    if (clientInfo) {
      if (!client) throw badUserInput({ clientId: HMDA_MESSAGES.clientRequired });
      body.clientId = idOf(client, 'clientId');
    } else {
      const entity = optionalId(input.clientEntityId, 'clientEntityId');
      await assertOwnEntity(context, entity);
      if (entity !== null) body.clientEntityId = entity;
      if (client !== null) body.clientId = idOf(client, 'clientId');
    }
    try {
      const { message, counts } = await context.apis.hmda.replicate(input.part, body);
      return { message, needsConfirmation: false, ...counts };
    } catch (error) {
      if (errorCode(error) !== 'CONFLICT') throw error;
      const result = (
        (error as GraphQLError).extensions.body as { Result?: { existingCount?: number } } | undefined
      )?.Result;
      const existingCount = result?.existingCount ?? 0;
      return {
        message: HMDA_MESSAGES.replicateConfirm(input.newReportingYear, existingCount),
        needsConfirmation: true,
        existingCount,
        sourceCount: 0,
        copied: 0,
        alreadyThere: 0,
        missingField: 0,
      };
    }
  }

  @Mutation(() => HmdaSystemPayload, {
    description: 'Add or update an HMDA system (submit-azimuth-hmda-system).',
  })
  @ServesRoute(R.systems, { edit: true })
  async saveHmdaSystem(
    @Arg('input', () => SaveHmdaSystemInput) input: SaveHmdaSystemInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HmdaSystemPayload> {
    // The HMDA systems are the provider's.
    requireProviderStaff(context);
    check(validateHmdaSystem(input));
    const saved = await refusalAsInput(
      context.apis.hmda.saveSystem({
        id: optionalId(input.id, 'id') ?? 0,
        ...(input.version ? { version: input.version } : {}),
        code: input.code.trim(),
        name: input.name.trim(),
        description: input.description?.trim() ?? '',
        vendor: input.vendor?.trim() ?? '',
        isActive: input.isActive,
      }),
      fieldOfRefusal({ name: /name/i }, 'code'),
    );
    return { message: saved.message, system: saved.row };
  }

  @Mutation(() => HmdaDetailSystemPayload, {
    description: 'Add or update a detail system (submit-hmdadetailsystem).',
  })
  @ServesRoute(R.detailSystems, { edit: true })
  async saveHmdaDetailSystem(
    @Arg('input', () => SaveHmdaDetailSystemInput) input: SaveHmdaDetailSystemInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HmdaDetailSystemPayload> {
    // A client's systems are its own: a client's user keeps its own client's, whatever client it names.
    const clientId = actingClientId(context, input.clientId) ?? input.clientId;
    check(validateDetailSystem({ ...input, clientId }));
    const id = optionalId(input.id, 'id');
    if (id !== null) await assertOwnRow(context, id, (client) => context.apis.hmda.detailSystems(client));
    const saved = await refusalAsInput(
      context.apis.hmda.saveDetailSystem({
        id: id ?? 0,
        ...(input.version ? { version: input.version } : {}),
        clientId: idOf(clientId, 'clientId'),
        systemId: idOf(input.systemId, 'systemId'),
        reportingYear: input.reportingYear,
        description: input.description?.trim() ?? '',
        isActive: input.isActive,
      }),
      fieldOfRefusal({ reportingYear: /year/i }, 'systemId'),
    );
    return { message: saved.message, detailSystem: saved.row };
  }

  @Mutation(() => MessagePayload, { description: 'Delete a detail system (deletehmdadetailsystem).' })
  @ServesRoute(R.detailSystems, { edit: true })
  async deleteHmdaDetailSystem(
    @Arg('id', () => ID, { description: 'Detail system id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    const rowId = idOf(id, 'id');
    await assertOwnRow(context, rowId, (client) => context.apis.hmda.detailSystems(client));
    return messagePayload(await context.apis.hmda.deleteDetailSystem(rowId));
  }

  @Mutation(() => HmdaEditReferencePayload, {
    description:
      'Add or update an edit reference (submit-edit-reference-list); message and resolution at most 500 characters.',
  })
  @ServesRoute(R.editReferences, { edit: true })
  async saveHmdaEditReference(
    @Arg('input', () => SaveHmdaEditReferenceInput) input: SaveHmdaEditReferenceInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HmdaEditReferencePayload> {
    // Edit references are the provider's.
    requireProviderStaff(context);
    check(
      validateEditReference({
        ...input,
        editMessage: input.editMessage.trim(),
        editResolution: input.editResolution?.trim() ?? null,
      }),
    );
    const text = (value: string | null | undefined) => value?.trim() ?? '';
    const saved = await refusalAsInput(
      context.apis.hmda.saveEditReference({
        id: optionalId(input.id, 'id') ?? 0,
        ...(input.version ? { version: input.version } : {}),
        fieldGroup: text(input.fieldGroup),
        fieldType: text(input.fieldType),
        editSet: text(input.editSet),
        editType: input.editType,
        editSubtype: input.editSubtype,
        editNumber: input.editNumber.trim(),
        process: text(input.process),
        processItem: text(input.processItem),
        fieldItem: text(input.fieldItem),
        editMessage: input.editMessage.trim(),
        editDescription: text(input.editDescription),
        editResolution: text(input.editResolution),
        systems: input.systemIds.map((id) => ({ id: idOf(id, 'systemIds') })),
        isActive: input.isActive,
      }),
      fieldOfRefusal(
        { editNumber: /edit number/i, systemIds: /system/i, editResolution: /resolution/i },
        'editMessage',
      ),
    );
    return { message: saved.message, editReference: saved.row };
  }

  @Mutation(() => HmdaExportPayload, {
    description:
      'Export an HMDA list as an Excel workbook named with the date: a single-use download ticket, valid for a minute, for GET /files/:ticket (same user).',
  })
  async exportHmdaList(
    @Arg('input', () => ExportHmdaListInput) input: ExportHmdaListInput,
    @Ctx() context: GraphQLContext,
  ): Promise<HmdaExportPayload> {
    const principal = requirePrincipal(context);
    const target = EXPORTS[input.list];
    const { route } = await hmdaRoute(context, false, [target.route]);
    let body: Record<string, unknown>;
    if (input.list === HmdaList.EDIT_REFERENCES) body = editReferenceBody(input.editReferenceFilter);
    else if (input.list === HmdaList.CLIENT_INFO || input.list === HmdaList.DETAIL_SYSTEMS) {
      body = {};
      // A client's user exports its own client's rows, whatever client it names.
      const client = optionalId(actingClientId(context, input.clientId), 'clientId');
      if (client !== null) body.clientId = client;
      if (input.filter?.reportingYear) body.year = input.filter.reportingYear;
    } else if (input.list === HmdaList.SYSTEMS)
      body = input.isActive === null || input.isActive === undefined ? {} : { isActive: input.isActive };
    else if (input.list === HmdaList.BANK_MASTER) body = {};
    else {
      body = entityYearBody(input.filter);
      await assertOwnEntity(context, (body.clientEntityId as number | undefined) ?? null);
      const client = ownClientNumber(context);
      if (client !== null) body.clientId = client;
    }
    const download = await issueDownloadTicket(context.services, {
      userId: principal.user.id,
      route,
      path: `${HMDA_API}/${target.path}`,
      body,
    });
    return { message: 'Your download is ready.', download };
  }
}
