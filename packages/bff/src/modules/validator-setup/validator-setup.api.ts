import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import {
  LegacyClientFile,
  LegacyDataType,
  LegacyDynamicField,
  LegacyEntityRequirement,
  LegacyHeaderChange,
  LegacyHeaderField,
  LegacyIdName,
  LegacyPipelineRun,
  LegacyPreview,
  LegacyRequirementLawText,
  LegacyRequirementResult,
  LegacyResultCounts,
  LegacyResultFilters,
  LegacyResultPage,
  LegacySectionResult,
  LegacySetupEntity,
  LegacySetupHierarchy,
  LegacyStagingTable,
  LegacyStepGroup,
  LegacyTestDetail,
} from './validator-setup.dto.js';
import * as map from './validator-setup.mapper.js';
import type {
  ClientFile,
  ClientFilePreview,
  DynamicField,
  HeaderChangeRequest,
  HeaderField,
  PipelineRun,
  RequirementChoice,
  RequirementLawText,
  SetupClient,
  SetupDataType,
  SetupEntity,
  SetupOption,
  SetupStepGroup,
  StagingTable,
  ValidatorRequirementResult,
  ValidatorResult,
  ValidatorResultCounts,
  ValidatorResultFilters,
  ValidatorSectionResult,
  ValidatorTestDetail,
} from './validator-setup.type.js';
import { writtenRecord } from '../../legacy/shape.js';

export const SETUP_PATH = 'api/validatorfile-setup';
const path = (name: string) => `${SETUP_PATH}/${name}`;

/** The result file: its catalogue call, redeemed through a download ticket. */
export const RESULT_FILE_PATH = path('post-validator-file-download');

const Entities = z.array(LegacySetupEntity);
const HeaderFields = z.array(LegacyHeaderField);
const DynamicFields = z.array(LegacyDynamicField);
const EntityRequirements = z.array(LegacyEntityRequirement);
const StepGroups = z.array(LegacyStepGroup);
const Options = z.array(LegacyIdName);
const DataTypes = z.array(LegacyDataType);
const StagingTables = z.array(LegacyStagingTable);
const ClientFiles = z.array(LegacyClientFile);
const HeaderChanges = z.array(LegacyHeaderChange);
const Deleted = z.literal(true);
const TestDetails = z.array(LegacyTestDetail);
const SectionResults = z.array(LegacySectionResult);
const RequirementResults = z.array(LegacyRequirementResult);
const PipelineRuns = z.array(LegacyPipelineRun);
const Updated = z.number();

/** Criteria of result lists, counts and the result file, as the catalogue reads them. */
export interface ResultCriteria {
  clientId?: number | null;
  businessLineId?: number | null;
  entityId?: number | null;
  testId?: string | null;
  status?: string | null;
  runId?: string | null;
}

export interface EntityWrite {
  entityId: number | null;
  clientId: number;
  businessLineId: number;
  entityName: string;
  prefixName: string;
  parentEntityId: number | null;
  isTransactional: boolean;
  isHMDA: boolean;
  version: number | null;
}

/** A header field (or a header change row) in the catalogue's names. */
export interface HeaderFieldWrite {
  clientSourceField: string;
  clientSourceType: string | null;
  clientSourceLength: number | null;
  azimuthDestinationTable: string | null;
  azimuthDestinationField: string | null;
  azimuthDestinationDataType: string | null;
  azimuthDestinationLength: number | null;
  isIgnored: boolean;
  isEncrypted: boolean;
  isRemoved?: boolean;
  isMerged: boolean;
  mergedInto: string | null;
  isOldFieldActive?: boolean;
  impactedRequirementIds?: number[];
}

/** Validator setup, results and pipeline runs (api/validatorfile-setup). */
export class ValidatorSetupApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async get<T>(name: string, query: Record<string, string | number | boolean>, shape: z.ZodType<T>) {
    return (await this.legacy.envelope({ method: 'GET', path: path(name), query }, shape)).result;
  }

  private async post<T>(name: string, body: Record<string, unknown>, shape: z.ZodType<T>) {
    const { message, result } = await this.legacy.envelope({ method: 'POST', path: path(name), body }, shape);
    return { message: message ?? 'Success', result };
  }

  // ----- setup ----------------------------------------------------------------------------------------------------
  async hierarchy(): Promise<SetupClient[]> {
    return map.toSetupHierarchy(await this.get('client-searchfilter-hierarchy', {}, LegacySetupHierarchy));
  }

  async entities(clientId: number, businessLineId: number): Promise<SetupEntity[]> {
    const rows = await this.get(
      'get-validator-entityTypes',
      { ClientId: clientId, BusinessLineId: businessLineId },
      Entities,
    );
    return rows.map(map.toSetupEntity);
  }

  async saveEntity(input: EntityWrite): Promise<{ message: string; entity: SetupEntity }> {
    const { message, result } = await this.post(
      'submit-entities-hierarchy',
      { ...input },
      writtenRecord(LegacySetupEntity),
    );
    return { message, entity: map.toSetupEntity(result) };
  }

  async deleteEntity(entityId: number): Promise<string> {
    return (await this.post('submit-entities-hierarchy', { entityId, isActive: false }, Deleted)).message;
  }

  async headerFields(entityId: number): Promise<HeaderField[]> {
    return (await this.get('client-header-fields', { EntityId: entityId }, HeaderFields)).map(
      map.toHeaderField,
    );
  }

  async saveHeaderField(
    input: HeaderFieldWrite & {
      headerFieldId: number | null;
      entityId: number;
      isNew: boolean;
      version: number | null;
    },
  ): Promise<{ message: string; headerField: HeaderField }> {
    const { message, result } = await this.post(
      'submit-client-validator-fields',
      { ...input },
      writtenRecord(LegacyHeaderField),
    );
    return { message, headerField: map.toHeaderField(result) };
  }

  async deleteHeaderField(headerFieldId: number): Promise<string> {
    return (await this.post('submit-client-validator-fields', { headerFieldId, isActive: false }, Deleted))
      .message;
  }

  async entityRequirements(entityId: number): Promise<RequirementChoice[]> {
    return (await this.get('get-entity-requirements', { EntityId: entityId }, EntityRequirements)).map(
      map.toRequirementChoice,
    );
  }

  async dynamicFields(entityId: number): Promise<DynamicField[]> {
    return (await this.get('get-dynamic-column-list', { EntityId: entityId }, DynamicFields)).map(
      map.toDynamicField,
    );
  }

  async saveDynamicField(input: {
    id: number | null;
    entityId: number | null;
    fieldName: string | null;
    activeInActive: boolean;
  }): Promise<{ message: string; dynamicField: DynamicField }> {
    const { message, result } = await this.post(
      'submit-dynamic-column-status',
      { ...input },
      writtenRecord(LegacyDynamicField),
    );
    return { message, dynamicField: map.toDynamicField(result) };
  }

  async stepsGroups(): Promise<SetupStepGroup[]> {
    return (await this.get('get-hmda-steps-groups', {}, StepGroups)).map(map.toStepGroup);
  }

  async saveStepGroup(input: {
    id: number | null;
    name: string;
    description: string;
    ruleSetName: string;
    isDynamic: boolean;
    status: 'Active' | 'Inactive';
  }): Promise<{ message: string; stepGroup: SetupStepGroup }> {
    const { message, result } = await this.post(
      'submit-hmda-steps-groups',
      { ...input },
      writtenRecord(LegacyStepGroup),
    );
    return { message, stepGroup: map.toStepGroup(result) };
  }

  async rejectReasons(): Promise<SetupOption[]> {
    return (await this.get('client-reject-reasons', {}, Options)).map(map.toOption);
  }

  async dataTypes(): Promise<SetupDataType[]> {
    return (await this.get('client-file-datatypes', {}, DataTypes)).map(map.toDataType);
  }

  async stagingTables(): Promise<StagingTable[]> {
    return (await this.get('client-staging-tables', {}, StagingTables)).map(map.toStagingTable);
  }

  // ----- client files and header changes --------------------------------------------------------------------------
  async uploadClientFile(
    entityId: number,
    fileName: string,
    content: Buffer,
  ): Promise<{ message: string; file: ClientFile }> {
    // The stored file comes back: an answer without it is no success.
    const { message, result } = await this.post(
      'client-csv-file',
      { entityId, fileName, fileText: content.toString('base64') },
      LegacyClientFile,
    );
    return { message, file: map.toClientFile(result) };
  }

  async clientFiles(entityId: number): Promise<ClientFile[]> {
    return (await this.get('get-client-files', { EntityId: entityId }, ClientFiles)).map(map.toClientFile);
  }

  async clientFile(fileId: number): Promise<ClientFile> {
    return map.toClientFile(await this.get('client-fileheader-row', { FileId: fileId }, LegacyClientFile));
  }

  async preview(fileId: number, pageNumber: number, pageSize: number): Promise<ClientFilePreview> {
    const { result } = await this.post(
      'client-preview-data',
      { fileId, pageNumber, pageSize },
      LegacyPreview,
    );
    return {
      fileId: String(result.fileId),
      header: result.header,
      totalCount: result.totalCount,
      rows: result.rows.map((cells) => ({ cells })),
    };
  }

  async headerChanges(entityId: number): Promise<HeaderChangeRequest[]> {
    return (await this.get('client-header-changes', { EntityId: entityId }, HeaderChanges)).map(
      map.toHeaderChange,
    );
  }

  async saveHeaderChanges(input: {
    id: number | null;
    version: number | null;
    entityId: number;
    fileId: number | null;
    rows: (Partial<HeaderFieldWrite> & { changeKind: string; clientSourceField: string })[];
  }): Promise<{ message: string; request: HeaderChangeRequest }> {
    const { message, result } = await this.post(
      'save-removed-client-header-changes',
      { ...input },
      writtenRecord(LegacyHeaderChange),
    );
    return { message, request: map.toHeaderChange(result) };
  }

  async submitHeaderChanges(id: number, version: number) {
    return this.changeState('submit-client-header-changes', { id, version });
  }

  async approveHeaderChanges(id: number, version: number) {
    return this.changeState('submit-header-changes', { id, version });
  }

  async rejectHeaderChanges(id: number, version: number, rejectReasonId: number, comment: string | null) {
    return this.changeState('client-reject-fileProcess', { id, version, rejectReasonId, comment });
  }

  private async changeState(name: string, body: Record<string, unknown>) {
    const { message, result } = await this.post(name, body, writtenRecord(LegacyHeaderChange));
    return { message, request: map.toHeaderChange(result) };
  }

  async headerChangesAwaitingApproval(): Promise<HeaderChangeRequest[]> {
    return (await this.get('client-file-approval', {}, HeaderChanges)).map(map.toHeaderChange);
  }

  async filesAwaitingStaging(): Promise<ClientFile[]> {
    return (await this.get('staging-file-approval', {}, ClientFiles)).map(map.toClientFile);
  }

  async decideStaging(fileId: number, isApproved: boolean, stagingTableId: number | null) {
    const { message, result } = await this.post(
      'submit-staging-approval',
      { fileId, isApproved, stagingTableId },
      writtenRecord(LegacyClientFile),
    );
    return { message, file: map.toClientFile(result) };
  }

  // ----- results --------------------------------------------------------------------------------------------------
  async resultFilters(): Promise<ValidatorResultFilters> {
    return map.toResultFilters(await this.get('get-validator-filters', {}, LegacyResultFilters));
  }

  async resultStatuses(): Promise<SetupOption[]> {
    return (await this.get('get-validator-status-filter', {}, Options)).map(map.toOption);
  }

  async resultCounts(criteria: ResultCriteria): Promise<ValidatorResultCounts> {
    return map.toResultCounts(
      (await this.post('post-validator-result-count', { ...criteria }, LegacyResultCounts)).result,
    );
  }

  async testDetails(testId: string | null): Promise<ValidatorTestDetail[]> {
    return (await this.get('get-validator-test-details', testId ? { TestId: testId } : {}, TestDetails)).map(
      map.toTestDetail,
    );
  }

  async sectionResults(criteria: ResultCriteria): Promise<ValidatorSectionResult[]> {
    const { result } = await this.post('get-validator-section-details', { ...criteria }, SectionResults);
    return result.map(map.toSectionResult);
  }

  async requirementResults(sectionId: number): Promise<ValidatorRequirementResult[]> {
    return (
      await this.get('get-validator-Lawrequirements-details', { SectionId: sectionId }, RequirementResults)
    ).map(map.toRequirementResult);
  }

  async results(
    criteria: ResultCriteria,
    pageNumber: number,
    pageSize: number,
  ): Promise<{ totalCount: number; items: ValidatorResult[] }> {
    const { result } = await this.post(
      'get-validator-testid-details',
      { ...criteria, pageNumber, pageSize },
      LegacyResultPage,
    );
    return { totalCount: result.totalCount, items: result.data.map(map.toValidatorResult) };
  }

  async requirementLawText(requirementId: number): Promise<RequirementLawText> {
    return map.toRequirementLawText(
      await this.get('get-requirement-lawText', { RequirementId: requirementId }, LegacyRequirementLawText),
    );
  }

  async updateResultStatus(ids: number[], status: string, comment: string | null) {
    const { message, result } = await this.post(
      'post-validator-update-status',
      { ids, status, comment },
      Updated,
    );
    return { message, updated: result };
  }

  // ----- pipeline runs --------------------------------------------------------------------------------------------
  async pipelineRuns(isDatabricks: boolean | null): Promise<PipelineRun[]> {
    const query: Record<string, boolean> = isDatabricks === null ? {} : { IsDatabricks: isDatabricks };
    return (await this.get('get-validator-ADF-status', query, PipelineRuns)).map(map.toPipelineRun);
  }

  async pipelineRun(runId: string, clientId: number): Promise<PipelineRun> {
    return map.toPipelineRun(
      await this.get('call-json-from-blobStorage', { runId, ClientId: clientId }, LegacyPipelineRun),
    );
  }

  async startPipelineRun(clientId: number): Promise<{ message: string; run: PipelineRun }> {
    const { message, result } = await this.legacy.envelope(
      { method: 'GET', path: path('call-synch-button-ADF'), query: { Id: clientId } },
      writtenRecord(LegacyPipelineRun),
    );
    return { message: message ?? 'Success', run: map.toPipelineRun(result) };
  }
}
