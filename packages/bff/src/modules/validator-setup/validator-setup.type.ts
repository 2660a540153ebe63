import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../graphql/common/page.js';
import { DownloadTicket } from '../../graphql/common/download-ticket.js';
import {
  ClientFileStatus,
  HeaderChangeKind,
  HeaderChangeStatus,
  HeaderComparison,
  PipelineRunStatus,
  ValidatorResultStatus,
} from './validator-setup.enums.js';

registerEnumType(HeaderComparison, {
  name: 'HeaderComparison',
  description: "How a file's column compares with the entity's mapped header.",
  valuesConfig: {
    MATCHED: { description: 'The column is a mapped field.' },
    NEW: { description: 'The column is not mapped yet.' },
    MISSING: { description: 'A mapped field the file lacks.' },
  },
});
registerEnumType(HeaderChangeKind, {
  name: 'HeaderChangeKind',
  description: 'What a row of a header change request does.',
  valuesConfig: {
    NEW: { description: 'Adds the field to the mapped header.' },
    REMOVED: { description: 'Marks the mapped field removed (its old field inactive).' },
  },
});
registerEnumType(HeaderChangeStatus, {
  name: 'HeaderChangeStatus',
  description: "A header change request's state (legacy values Saved, Submitted, Approved, Rejected).",
});
registerEnumType(ClientFileStatus, {
  name: 'ClientFileStatus',
  description:
    'Where an uploaded client file stands (legacy values Uploaded, HeaderChanges, HeaderApproved, Staged, Rejected).',
});
registerEnumType(ValidatorResultStatus, {
  name: 'ValidatorResultStatus',
  description: 'A validator result (legacy values Pass, Observation).',
});
registerEnumType(PipelineRunStatus, {
  name: 'PipelineRunStatus',
  description: "A pipeline run's or test's state (legacy values Failed, Inprogess, Success).",
});

@ObjectType({ description: 'An entity of a client and business line: the kind of file the client sends.' })
export class SetupEntity {
  @Field(() => ID, { description: 'entityId.' })
  id: string;

  @Field(() => String, { description: 'entityName.' })
  name: string;

  @Field(() => String, { description: 'The file prefix that names files of this entity (prefixName).' })
  prefixName: string;

  @Field(() => ID, { nullable: true, description: 'The parent entity (parentEntityId), or null at the top.' })
  parentEntityId: string | null;

  @Field(() => String, { nullable: true, description: "The parent entity's name." })
  parentEntityName: string | null;

  @Field(() => Boolean, { description: 'Transactional data (isTransactional).' })
  isTransactional: boolean;

  @Field(() => Boolean, { description: 'Mortgage-reporting (HMDA) data (isHMDA).' })
  isHmda: boolean;

  @Field(() => ID, { description: 'The client.' })
  clientId: string;

  @Field(() => ID, { description: 'The business line.' })
  businessLineId: string;

  @Field(() => Int, { description: 'The version read; an update sends it back.' })
  version: number;
}

@ObjectType({ description: "A business line of a client's validator setup, with its entities." })
export class SetupBusinessLine {
  @Field(() => ID, { description: 'The business line id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => String, { description: 'Its industry (line names repeat across industries).' })
  industryName: string;

  @Field(() => [SetupEntity], { description: "The client's entities on this line." })
  entities: SetupEntity[];
}

@ObjectType({ description: 'A client in the validator setup hierarchy (client, business line, entity).' })
export class SetupClient {
  @Field(() => ID, { description: 'The client id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => [SetupBusinessLine], {
    description: 'Business lines the validator serves, with the entities.',
  })
  businessLines: SetupBusinessLine[];
}

@ObjectType({ description: 'A requirement a header field affects.' })
export class ImpactedRequirement {
  @Field(() => ID, { description: 'The requirement id.' })
  id: string;

  @Field(() => String, { description: 'Its number (prefix_number).' })
  requirementNumber: string;
}

@ObjectType({
  description:
    "A requirement a header field may affect: a business requirement of the entity's business line.",
})
export class RequirementChoice {
  @Field(() => ID, { description: 'The requirement id.' })
  id: string;

  @Field(() => String, { description: 'Its number (prefix_number).' })
  requirementNumber: string;

  @Field(() => String, { nullable: true, description: 'Its text.' })
  requirement: string | null;
}

@ObjectType({
  description: "A field of an entity's mapped file header: a client source field and its destination.",
})
export class HeaderField {
  @Field(() => ID, { description: 'headerFieldId.' })
  id: string;

  @Field(() => ID, { description: 'The entity.' })
  entityId: string;

  @Field(() => Int, { description: 'Position in the header.' })
  sortOrder: number;

  @Field(() => String, { description: "The client's column name (clientSourceField)." })
  clientSourceField: string;

  @Field(() => String, { nullable: true, description: "The client's type for it." })
  clientSourceType: string | null;

  @Field(() => Int, { nullable: true, description: "The client's length for it." })
  clientSourceLength: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Destination (staging) table (azimuthDestinationTable).',
  })
  destinationTable: string | null;

  @Field(() => String, { nullable: true, description: 'Destination field (azimuthDestinationField).' })
  destinationField: string | null;

  @Field(() => String, { nullable: true, description: 'Destination data type (azimuthDestinationDataType).' })
  destinationDataType: string | null;

  @Field(() => Int, { nullable: true, description: 'Destination length.' })
  destinationLength: number | null;

  @Field(() => Boolean, { description: 'Added by an approved header change (isNew).' })
  isNew: boolean;

  @Field(() => Boolean, { description: 'Read but not loaded (isIgnored).' })
  isIgnored: boolean;

  @Field(() => Boolean, { description: 'Stored encrypted (isEncrypted).' })
  isEncrypted: boolean;

  @Field(() => Boolean, { description: 'No longer in the client file (isRemoved).' })
  isRemoved: boolean;

  @Field(() => Boolean, { description: 'Merged into another field (isMerged).' })
  isMerged: boolean;

  @Field(() => String, { nullable: true, description: 'The field it is merged into.' })
  mergedInto: string | null;

  @Field(() => Boolean, { description: 'The old field is still loaded (isOldFieldActive).' })
  isOldFieldActive: boolean;

  @Field(() => [ImpactedRequirement], {
    description: 'Requirements the field affects (impactedRequirementIds).',
  })
  impactedRequirements: ImpactedRequirement[];

  @Field(() => Int, { description: 'The version read; an update sends it back.' })
  version: number;
}

@ObjectType({ description: "A dynamic field of an entity: a client's own column, switched on or off." })
export class DynamicField {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => ID, { description: 'The entity.' })
  entityId: string;

  @Field(() => String, { description: 'The field name.' })
  fieldName: string;

  @Field(() => Boolean, { description: 'On or off (activeInActive).' })
  active: boolean;
}

@ObjectType({ description: 'A step or group of the validator process.' })
export class SetupStepGroup {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => String, { description: 'What it does.' })
  description: string;

  @Field(() => String, { description: 'The rule set it runs (ruleSetName).' })
  ruleSetName: string;

  @Field(() => Boolean, { description: 'Dynamic (isDynamic).' })
  isDynamic: boolean;

  @Field(() => Boolean, { description: 'Status Active (true) or Inactive.' })
  active: boolean;
}

@ObjectType({ description: 'A named choice (a reject reason, a client, a business line).' })
export class SetupOption {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;
}

@ObjectType({ description: 'A data type a header field may have.' })
export class SetupDataType {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => Boolean, { description: 'It takes a length.' })
  hasLength: boolean;
}

@ObjectType({ description: 'A column of a staging table.' })
export class StagingColumn {
  @Field(() => String, { description: 'Column name.' })
  columnName: string;

  @Field(() => String, { description: 'Data type.' })
  dataType: string;

  @Field(() => Int, { nullable: true, description: 'Length, where the type has one.' })
  length: number | null;
}

@ObjectType({ description: 'A staging table approved files are loaded into.' })
export class StagingTable {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Table name.' })
  tableName: string;

  @Field(() => String, { description: 'What it holds.' })
  description: string;

  @Field(() => [StagingColumn], { description: 'Its columns.' })
  columns: StagingColumn[];
}

@ObjectType({ description: "A column of a file's header against the mapped header." })
export class HeaderComparisonRow {
  @Field(() => String, { description: 'The column (or mapped field) name.' })
  field: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Position in the file from 1; null when missing from it.',
  })
  position: number | null;

  @Field(() => HeaderComparison, { description: 'Matched, new or missing.' })
  comparison: HeaderComparison;

  @Field(() => ID, { nullable: true, description: 'The mapped header field, when there is one.' })
  headerFieldId: string | null;
}

@ObjectType({ description: 'A client file uploaded for an entity, read on the server.' })
export class ClientFile {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => ID, { description: 'The entity.' })
  entityId: string;

  @Field(() => String, { description: "The entity's name." })
  entityName: string;

  @Field(() => ID, { description: 'The client.' })
  clientId: string;

  @Field(() => String, { description: "The client's name." })
  clientName: string;

  @Field(() => String, { description: 'The file name.' })
  fileName: string;

  @Field(() => String, { description: 'xlsx, xls or csv.' })
  fileType: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  size: number;

  @Field(() => Int, { description: 'Data rows read from the file.' })
  rowCount: number;

  @Field(() => [String], { description: "The file's header row." })
  header: string[];

  @Field(() => ClientFileStatus, { description: 'Where it stands.' })
  status: ClientFileStatus;

  @Field(() => String, { nullable: true, description: 'The staging table it was approved into.' })
  stagingTableName: string | null;

  @Field(() => DateTimeISOResolver, { description: 'When it was uploaded.' })
  uploadedAt: Date;

  @Field(() => String, { nullable: true, description: 'Who uploaded it.' })
  uploadedBy: string | null;

  @Field(() => [HeaderComparisonRow], {
    description: 'Its header against the mapped header (empty in lists; filled for one file).',
  })
  comparison: HeaderComparisonRow[];
}

@ObjectType({ description: 'A row of a file preview.' })
export class PreviewRow {
  @Field(() => [String], { nullable: 'items', description: 'The cells, in header order (null: empty).' })
  cells: (string | null)[];
}

@ObjectType({ description: 'A page of the rows of an uploaded file.' })
export class ClientFilePreview {
  @Field(() => ID, { description: 'The file.' })
  fileId: string;

  @Field(() => [String], { description: 'The header row.' })
  header: string[];

  @Field(() => Int, { description: 'Data rows in the file.' })
  totalCount: number;

  @Field(() => [PreviewRow], { description: 'This page of rows.' })
  rows: PreviewRow[];
}

@ObjectType({ description: 'A row of a header change request.' })
export class HeaderChangeRow {
  @Field(() => HeaderChangeKind, { description: 'Add the field, or mark it removed.' })
  changeKind: HeaderChangeKind;

  @Field(() => String, { description: "The client's column name." })
  clientSourceField: string;

  @Field(() => String, { nullable: true, description: "The client's type." })
  clientSourceType: string | null;

  @Field(() => Int, { nullable: true, description: "The client's length." })
  clientSourceLength: number | null;

  @Field(() => String, { nullable: true, description: 'Destination table.' })
  destinationTable: string | null;

  @Field(() => String, { nullable: true, description: 'Destination field.' })
  destinationField: string | null;

  @Field(() => String, { nullable: true, description: 'Destination data type.' })
  destinationDataType: string | null;

  @Field(() => Int, { nullable: true, description: 'Destination length.' })
  destinationLength: number | null;

  @Field(() => Boolean, { description: 'Read but not loaded.' })
  isIgnored: boolean;

  @Field(() => Boolean, { description: 'Stored encrypted.' })
  isEncrypted: boolean;

  @Field(() => Boolean, { description: 'Merged into another field.' })
  isMerged: boolean;

  @Field(() => String, { nullable: true, description: 'The field it is merged into.' })
  mergedInto: string | null;
}

@ObjectType({ description: "A request to change an entity's mapped header, raised by a client file." })
export class HeaderChangeRequest {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => ID, { description: 'The entity.' })
  entityId: string;

  @Field(() => String, { description: "The entity's name." })
  entityName: string;

  @Field(() => String, { description: "The client's name." })
  clientName: string;

  @Field(() => ID, { nullable: true, description: 'The file that raised it.' })
  fileId: string | null;

  @Field(() => String, { nullable: true, description: "That file's name." })
  fileName: string | null;

  @Field(() => HeaderChangeStatus, { description: 'Saved, submitted, approved or rejected.' })
  status: HeaderChangeStatus;

  @Field(() => [HeaderChangeRow], { description: 'The changes.' })
  rows: HeaderChangeRow[];

  @Field(() => String, { nullable: true, description: 'Why it was rejected.' })
  rejectReason: string | null;

  @Field(() => String, { nullable: true, description: "The approver's comment." })
  comment: string | null;

  @Field(() => String, { nullable: true, description: 'Who raised it.' })
  createdBy: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was submitted.' })
  submittedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who approved or rejected it.' })
  decidedBy: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When.' })
  decidedAt: Date | null;

  @Field(() => Int, { description: 'The version read; a change of state sends it back.' })
  version: number;

  /** The client it belongs to (for ownership checks; not in the schema). */
  clientId: string;

  /** The user who submitted it (for separation of duties; not in the schema). */
  submittedById: string | null;
}

@ObjectType({ description: 'A saved setup record and the message to show.' })
export class SetupEntityPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => SetupEntity, { description: 'The entity as saved.' })
  entity: SetupEntity;
}

@ObjectType({ description: 'A saved header field and the message to show.' })
export class HeaderFieldPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => HeaderField, { description: 'The field as saved.' })
  headerField: HeaderField;
}

@ObjectType({ description: 'A saved dynamic field and the message to show.' })
export class DynamicFieldPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => DynamicField, { description: 'The field as saved.' })
  dynamicField: DynamicField;
}

@ObjectType({ description: 'A saved step or group and the message to show.' })
export class SetupStepGroupPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => SetupStepGroup, { description: 'The step or group as saved.' })
  stepGroup: SetupStepGroup;
}

@ObjectType({
  description: 'A header change request after a save or a change of state, and the message to show.',
})
export class HeaderChangePayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => HeaderChangeRequest, { description: 'The request as it is now.' })
  request: HeaderChangeRequest;
}

@ObjectType({ description: 'A client file after a staging decision, and the message to show.' })
export class ClientFilePayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => ClientFile, { description: 'The file as it is now.' })
  file: ClientFile;
}

// ----- results ----------------------------------------------------------------------------------------------------

@ObjectType({ description: 'An entity to filter results by.' })
export class ResultEntityOption {
  @Field(() => ID, { description: 'The entity.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => ID, { description: 'Its client.' })
  clientId: string;

  @Field(() => ID, { description: 'Its business line.' })
  businessLineId: string;
}

@ObjectType({ description: 'A validator test to filter results by.' })
export class ResultTestOption {
  @Field(() => String, { description: 'The test id (test number).' })
  testId: string;

  @Field(() => String, { description: 'Its name.' })
  testName: string;

  @Field(() => ID, { description: 'Its business line.' })
  businessLineId: string;
}

@ObjectType({ description: 'A pipeline run to filter results by.' })
export class ResultRunOption {
  @Field(() => String, { description: 'runId.' })
  runId: string;

  @Field(() => String, { description: 'pipelineName.' })
  pipelineName: string;

  @Field(() => ID, { description: 'The client.' })
  clientId: string;
}

@ObjectType({ description: "The validator results' filter choices for the user." })
export class ValidatorResultFilters {
  @Field(() => [SetupOption], { description: 'Clients the user may see.' })
  clients: SetupOption[];

  @Field(() => [SetupOption], { description: 'Business lines with results.' })
  businessLines: SetupOption[];

  @Field(() => [ResultEntityOption], { description: 'Entities.' })
  entities: ResultEntityOption[];

  @Field(() => [ResultTestOption], { description: 'Tests with results.' })
  tests: ResultTestOption[];

  @Field(() => [ResultRunOption], { description: 'Pipeline runs, newest first.' })
  runs: ResultRunOption[];
}

@ObjectType({ description: "One test's result counts." })
export class ValidatorTestCount {
  @Field(() => String, { description: 'The test id.' })
  testId: string;

  @Field(() => String, { description: 'Its name.' })
  testName: string;

  @Field(() => Int, { description: 'Results.' })
  total: number;

  @Field(() => Int, { description: 'Pass results.' })
  pass: number;

  @Field(() => Int, { description: 'Observation results.' })
  observation: number;
}

@ObjectType({ description: 'Result counts for the filter criteria, in all and per test.' })
export class ValidatorResultCounts {
  @Field(() => Int, { description: 'Results.' })
  total: number;

  @Field(() => Int, { description: 'Pass results.' })
  pass: number;

  @Field(() => Int, { description: 'Observation results.' })
  observation: number;

  @Field(() => [ValidatorTestCount], { description: 'Per test.' })
  tests: ValidatorTestCount[];
}

@ObjectType({ description: 'A rule a validator test runs.' })
export class ValidatorTestRuleStep {
  @Field(() => String, { description: 'The five-digit test rule id.' })
  testRuleId: string;

  @Field(() => String, { description: 'Its description.' })
  description: string;

  @Field(() => Int, { description: 'Its order in the test.' })
  testOrder: number;

  @Field(() => String, { nullable: true, description: 'The result it reports (Pass or Observation).' })
  status: string | null;
}

@ObjectType({ description: 'A validator test and the rules it runs.' })
export class ValidatorTestDetail {
  @Field(() => String, { description: 'The test id.' })
  testId: string;

  @Field(() => String, { description: 'Its name.' })
  testName: string;

  @Field(() => String, { description: 'Its business line.' })
  businessLineName: string;

  @Field(() => [ValidatorTestRuleStep], { description: 'Its rules in order.' })
  rules: ValidatorTestRuleStep[];
}

@ObjectType({ description: 'Results of one law section (through the requirements the tests check).' })
export class ValidatorSectionResult {
  @Field(() => ID, { description: 'The section.' })
  sectionId: string;

  @Field(() => String, { description: 'Its number and name.' })
  section: string;

  @Field(() => String, { description: 'The law.' })
  lawName: string;

  @Field(() => Int, { description: 'Requirements with results.' })
  requirementCount: number;

  @Field(() => Int, { description: 'Results.' })
  total: number;

  @Field(() => Int, { description: 'Observation results.' })
  observation: number;
}

@ObjectType({ description: 'A law requirement of a section and its results.' })
export class ValidatorRequirementResult {
  @Field(() => ID, { description: 'The requirement.' })
  requirementId: string;

  @Field(() => String, { description: 'Its number.' })
  requirementNumber: string;

  @Field(() => String, { description: 'Its text.' })
  requirement: string;

  @Field(() => [String], { description: 'Tests with results on it.' })
  testIds: string[];

  @Field(() => Int, { description: 'Results.' })
  total: number;

  @Field(() => Int, { description: 'Observation results.' })
  observation: number;
}

@ObjectType({ description: 'One validator result: a test on a loan in a run.' })
export class ValidatorResult {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'The run.' })
  runId: string;

  @Field(() => String, { description: 'The test id.' })
  testId: string;

  @Field(() => String, { description: 'The test name.' })
  testName: string;

  @Field(() => String, { description: 'The loan.' })
  loanNumber: string;

  @Field(() => String, { description: 'The value the test read.' })
  fieldValue: string;

  @Field(() => ValidatorResultStatus, { description: 'Pass or Observation.' })
  status: ValidatorResultStatus;

  @Field(() => String, { nullable: true, description: "The reviewer's comment on a status update." })
  comment: string | null;

  @Field(() => ID, { nullable: true, description: 'The requirement the test checks.' })
  requirementId: string | null;

  @Field(() => String, { nullable: true, description: "That requirement's number." })
  requirementNumber: string | null;

  @Field(() => String, { nullable: true, description: 'The entity.' })
  entityName: string | null;

  @Field(() => String, { nullable: true, description: 'Who last updated the status.' })
  updatedBy: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When.' })
  updatedAt: Date | null;
}

@ObjectType({ description: 'A page of validator results.' })
export class ValidatorResultPage extends PageOf(ValidatorResult) {}

@ObjectType({ description: "A requirement with its section's law text." })
export class RequirementLawText {
  @Field(() => ID, { description: 'The requirement.' })
  requirementId: string;

  @Field(() => String, { description: 'Its number.' })
  requirementNumber: string;

  @Field(() => String, { description: 'Its text.' })
  requirement: string;

  @Field(() => String, { description: "The section's law text." })
  lawText: string;

  @Field(() => String, { description: 'The section.' })
  section: string;

  @Field(() => String, { description: 'The law.' })
  lawName: string;

  @Field(() => String, { description: 'The regulator.' })
  regulator: string;
}

@ObjectType({ description: 'The result of a status update.' })
export class ValidatorResultStatusPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => Int, { description: 'Results updated.' })
  updated: number;
}

@ObjectType({ description: 'The result file download.' })
export class ValidatorResultFilePayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;

  @Field(() => DownloadTicket, { description: 'The ticket of the workbook (ValidatorResults_<date>.xlsx).' })
  download: DownloadTicket;
}

@ObjectType({ description: 'A test of a pipeline run.' })
export class PipelineRunTest {
  @Field(() => String, { description: 'The test id.' })
  testId: string;

  @Field(() => String, { description: 'firstRunID.' })
  firstRunId: string;

  @Field(() => PipelineRunStatus, { description: 'Its state.' })
  status: PipelineRunStatus;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it finished.' })
  finishedAt: Date | null;
}

@ObjectType({ description: 'A run of the validator pipeline.' })
export class PipelineRun {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'runId.' })
  runId: string;

  @Field(() => ID, { description: 'The client.' })
  clientId: string;

  @Field(() => String, { description: 'pipelineName.' })
  pipelineName: string;

  @Field(() => Boolean, { description: 'Run on Databricks (else Data Factory).' })
  isDatabricks: boolean;

  @Field(() => DateTimeISOResolver, { description: 'runStart.' })
  runStart: Date;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'runEnd; null while in progress.' })
  runEnd: Date | null;

  @Field(() => Int, { description: 'Duration in seconds (up to now while in progress).' })
  durationSeconds: number;

  @Field(() => String, { description: "Duration as shown: '2m 05s'." })
  duration: string;

  @Field(() => PipelineRunStatus, { description: 'Failed, in progress or success.' })
  status: PipelineRunStatus;

  @Field(() => Int, { description: 'Tests finished.' })
  testsDone: number;

  @Field(() => [PipelineRunTest], { description: 'Its tests (data).' })
  tests: PipelineRunTest[];
}

@ObjectType({ description: 'A started pipeline run and the message to show.' })
export class PipelineRunPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => PipelineRun, { description: 'The run.' })
  run: PipelineRun;
}
