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
import { HMDA_API } from './hmda.api.js';
import { hmdaRoute, ServesHmdaScreens } from './hmda.guards.js';
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
  // ----- lookups -------------------------------------------------------------------------------------------------
  @Query(() => [HmdaOption], { description: 'Clients with HMDA entities (hmdaClientName).' })
  @ServesHmdaScreens()
  hmdaClients(@Ctx() context: GraphQLContext) {
    return context.loaders.hmda.clients.load('all');
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
  hmdaClientEntities(
    @Arg('clientId', () => ID, { nullable: true, description: 'Client.' }) clientId: string | null,
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Business line.' })
    businessLineId: string | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.hmda.clientEntities(
      optionalId(clientId, 'clientId'),
      optionalId(businessLineId, 'businessLineId'),
    );
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
  hmdaFieldsOf(
    @Arg('clientEntityId', () => ID, { description: 'Entity.' }) clientEntityId: string,
    @Arg('reportingYear', () => Int, { description: 'Reporting year.' }) reportingYear: number,
    @Ctx() context: GraphQLContext,
  ) {
    return context.loaders.hmda.fieldsOf.load({
      clientEntityId: idOf(clientEntityId, 'clientEntityId'),
      reportingYear,
    });
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
    const rows = await context.apis.hmda.clientInfo(reportingYear, optionalId(clientId, 'clientId'));
    return pageOfList(rows, checkPage(page, MAX_HMDA_PAGE_SIZE));
  }

  @Query(() => HmdaFieldMasterPage, { description: 'The field master, paged by the catalogue.' })
  @ServesRoute(R.fieldMaster)
  hmdaFieldMaster(
    @Arg('filter', () => HmdaEntityYearFilter, { nullable: true, description: 'Filter.' })
    filter: HmdaEntityYearFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.hmda.fieldMaster(entityYearBody(filter, checkPage(page, MAX_HMDA_PAGE_SIZE)));
  }

  @Query(() => HmdaClientValuePage, { description: 'Client values, paged by the catalogue.' })
  @ServesRoute(R.clientValues)
  hmdaClientValues(
    @Arg('filter', () => HmdaEntityYearFilter, { nullable: true, description: 'Filter.' })
    filter: HmdaEntityYearFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.hmda.clientValues(entityYearBody(filter, checkPage(page, MAX_HMDA_PAGE_SIZE)));
  }

  @Query(() => HmdaValidValuePage, { description: 'Valid values, paged by the catalogue.' })
  @ServesRoute(R.validValues)
  hmdaValidValues(
    @Arg('filter', () => HmdaEntityYearFilter, { nullable: true, description: 'Filter.' })
    filter: HmdaEntityYearFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.hmda.validValues(entityYearBody(filter, checkPage(page, MAX_HMDA_PAGE_SIZE)));
  }

  @Query(() => HmdaFieldOrderPage, { description: 'Field order, paged by the catalogue.' })
  @ServesRoute(R.fieldOrder)
  hmdaFieldOrder(
    @Arg('filter', () => HmdaEntityYearFilter, { nullable: true, description: 'Filter.' })
    filter: HmdaEntityYearFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.hmda.fieldOrder(entityYearBody(filter, checkPage(page, MAX_HMDA_PAGE_SIZE)));
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
  hmdaDetailSystems(
    @Arg('clientId', () => ID, { nullable: true, description: 'Client.' }) clientId: string | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.hmda.detailSystems(optionalId(clientId, 'clientId'));
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
  hmdaBanks(@Ctx() context: GraphQLContext) {
    return context.apis.hmda.banks();
  }

  @Query(() => [HmdaLarFile], { description: 'The last 50 LAR files uploaded, of a bank when given.' })
  @ServesRoute(R.larUpload)
  hmdaLarFiles(
    @Arg('bankId', () => ID, { nullable: true, description: 'Bank.' }) bankId: string | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.hmda.larFiles(optionalId(bankId, 'bankId'));
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
    check(validateClientInfo({ ...input, federalAgencyObj }));
    const action = actionOf(input);
    const body = withFederalAgency({
      ...updateIdentity(input, action),
      reportingYear: input.reportingYear,
      clientId: idOf(input.clientId, 'clientId'),
      businessLineId: idOf(input.businessLineId, 'businessLineId'),
      clientEntityId: idOf(input.clientEntityId, 'clientEntityId'),
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
    if (clientInfo) {
      if (!input.clientId) throw badUserInput({ clientId: HMDA_MESSAGES.clientRequired });
      body.clientId = idOf(input.clientId, 'clientId');
    } else {
      const entity = optionalId(input.clientEntityId, 'clientEntityId');
      if (entity !== null) body.clientEntityId = entity;
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
    check(validateDetailSystem(input));
    const saved = await refusalAsInput(
      context.apis.hmda.saveDetailSystem({
        id: optionalId(input.id, 'id') ?? 0,
        ...(input.version ? { version: input.version } : {}),
        clientId: idOf(input.clientId, 'clientId'),
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
    return messagePayload(await context.apis.hmda.deleteDetailSystem(idOf(id, 'id')));
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
      const client = optionalId(input.clientId, 'clientId');
      if (client !== null) body.clientId = client;
      if (input.filter?.reportingYear) body.year = input.filter.reportingYear;
    } else if (input.list === HmdaList.SYSTEMS)
      body = input.isActive === null || input.isActive === undefined ? {} : { isActive: input.isActive };
    else if (input.list === HmdaList.BANK_MASTER) body = {};
    else body = entityYearBody(input.filter);
    const download = await issueDownloadTicket(context.services, {
      userId: principal.user.id,
      route,
      path: `${HMDA_API}/${target.path}`,
      body,
    });
    return { message: 'Your download is ready.', download };
  }
}
