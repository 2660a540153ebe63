import {
  validateEntity,
  validateHeaderField,
  VALIDATOR_SETUP_MESSAGES,
  type FieldError,
} from '@lexbridge/rules';
import { Field, ID, InputType, Int } from 'type-graphql';
import { badUserInput } from '../../graphql/errors.js';
import type { EntityWrite, HeaderFieldWrite, ResultCriteria } from './validator-setup.api.js';
import { HeaderChangeKind, ValidatorResultStatus } from './validator-setup.enums.js';

function fail(failure: FieldError | null): void {
  if (failure) throw badUserInput({ [failure.field]: failure.message });
}

/** A required id of the schema as the catalogue's number: BAD_USER_INPUT on `field` otherwise. */
export function idOf(value: string | null | undefined, field: string): number {
  const text = (value ?? '').trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    throw badUserInput({ [field]: `${field} must be a positive whole number.` });
  return id;
}

export function optionalIdOf(value: string | null | undefined, field: string): number | null {
  return value === null || value === undefined || value.trim() === '' ? null : idOf(value, field);
}

function requireVersion(id: number | null, version: number | null | undefined): number | null {
  if (id === null) return null;
  if (version === null || version === undefined)
    throw badUserInput({ version: 'The version you read is required to update a record.' });
  return version;
}

@InputType({ description: 'An entity to add (no id) or update (id and the version read).' })
export class SetupEntityInput {
  @Field(() => ID, { nullable: true, description: 'The entity; absent to add one.' })
  id?: string | null;

  @Field(() => ID, { description: 'The client.' })
  clientId: string;

  @Field(() => ID, { description: 'The business line.' })
  businessLineId: string;

  @Field(() => String, { description: 'Entity name (at most 100 characters).' })
  name: string;

  @Field(() => String, { description: 'File prefix: letters, digits and underscores, at most 20.' })
  prefixName: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The parent entity, of the same client and business line.',
  })
  parentEntityId?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Transactional data.' })
  isTransactional: boolean;

  @Field(() => Boolean, { defaultValue: false, description: 'Mortgage-reporting (HMDA) data.' })
  isHmda: boolean;

  @Field(() => Int, { nullable: true, description: 'The version read (updates).' })
  version?: number | null;
}

export function entityWrite(input: SetupEntityInput): EntityWrite {
  const entityId = optionalIdOf(input.id, 'id');
  const clientId = optionalIdOf(input.clientId, 'clientId');
  const businessLineId = optionalIdOf(input.businessLineId, 'businessLineId');
  const parentEntityId = optionalIdOf(input.parentEntityId, 'parentEntityId');
  fail(
    validateEntity({
      clientId,
      businessLineId,
      entityId,
      entityName: input.name,
      prefixName: input.prefixName,
      parentEntityId,
    }),
  );
  return {
    entityId,
    clientId: clientId!,
    businessLineId: businessLineId!,
    entityName: input.name.trim(),
    prefixName: input.prefixName.trim(),
    parentEntityId,
    isTransactional: input.isTransactional,
    isHMDA: input.isHmda,
    version: requireVersion(entityId, input.version),
  };
}

@InputType({ description: 'The columns of a header field or of a header change row.' })
export class HeaderFieldColumnsInput {
  @Field(() => String, { description: "The client's column name." })
  clientSourceField: string;

  @Field(() => String, { nullable: true, description: "The client's type." })
  clientSourceType?: string | null;

  @Field(() => Int, { nullable: true, description: "The client's length, 1 to 8000." })
  clientSourceLength?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Destination table (needed unless ignored, removed or merged).',
  })
  destinationTable?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Destination field (needed unless ignored, removed or merged).',
  })
  destinationField?: string | null;

  @Field(() => String, { nullable: true, description: 'Destination data type.' })
  destinationDataType?: string | null;

  @Field(() => Int, { nullable: true, description: 'Destination length, 1 to 8000.' })
  destinationLength?: number | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Read but not loaded.' })
  isIgnored: boolean;

  @Field(() => Boolean, { defaultValue: false, description: 'Stored encrypted.' })
  isEncrypted: boolean;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Merged into another field (mergedInto needed).',
  })
  isMerged: boolean;

  @Field(() => String, { nullable: true, description: 'The field it is merged into.' })
  mergedInto?: string | null;
}

@InputType({ description: 'A header field to add (no id) or update (id and the version read).' })
export class HeaderFieldInput extends HeaderFieldColumnsInput {
  @Field(() => ID, { nullable: true, description: 'The header field; absent to add one.' })
  id?: string | null;

  @Field(() => ID, { description: 'The entity.' })
  entityId: string;

  @Field(() => Boolean, { defaultValue: false, description: 'Flagged new.' })
  isNew: boolean;

  @Field(() => Boolean, { defaultValue: false, description: 'No longer in the client file.' })
  isRemoved: boolean;

  @Field(() => Boolean, { defaultValue: true, description: 'The old field is still loaded.' })
  isOldFieldActive: boolean;

  @Field(() => [ID], { defaultValue: [], description: 'Requirements the field affects.' })
  impactedRequirementIds: string[];

  @Field(() => Int, { nullable: true, description: 'The version read (updates).' })
  version?: number | null;
}

function columns(input: HeaderFieldColumnsInput, isRemoved: boolean): HeaderFieldWrite {
  const clean = (value: string | null | undefined) => value?.trim() || null;
  const write: HeaderFieldWrite = {
    clientSourceField: input.clientSourceField.trim(),
    clientSourceType: clean(input.clientSourceType),
    clientSourceLength: input.clientSourceLength ?? null,
    azimuthDestinationTable: clean(input.destinationTable),
    azimuthDestinationField: clean(input.destinationField),
    azimuthDestinationDataType: clean(input.destinationDataType),
    azimuthDestinationLength: input.destinationLength ?? null,
    isIgnored: input.isIgnored,
    isEncrypted: input.isEncrypted,
    isMerged: input.isMerged,
    mergedInto: clean(input.mergedInto),
  };
  fail(
    validateHeaderField({
      clientSourceField: write.clientSourceField,
      clientSourceLength: write.clientSourceLength,
      destinationTable: write.azimuthDestinationTable,
      destinationField: write.azimuthDestinationField,
      destinationLength: write.azimuthDestinationLength,
      isIgnored: write.isIgnored,
      isRemoved,
      isMerged: write.isMerged,
      mergedInto: write.mergedInto,
    }),
  );
  return write;
}

export function headerFieldWrite(input: HeaderFieldInput) {
  const headerFieldId = optionalIdOf(input.id, 'id');
  return {
    ...columns(input, input.isRemoved),
    headerFieldId,
    entityId: idOf(input.entityId, 'entityId'),
    isNew: input.isNew,
    isRemoved: input.isRemoved,
    isOldFieldActive: input.isOldFieldActive,
    impactedRequirementIds: input.impactedRequirementIds.map((id) => idOf(id, 'impactedRequirementIds')),
    version: requireVersion(headerFieldId, input.version),
  };
}

@InputType({ description: 'A dynamic field to add (entity and name) or switch (id).' })
export class DynamicFieldInput {
  @Field(() => ID, { nullable: true, description: 'The field; absent to add one.' })
  id?: string | null;

  @Field(() => ID, { nullable: true, description: 'The entity (adds).' })
  entityId?: string | null;

  @Field(() => String, { nullable: true, description: 'The field name (adds).' })
  fieldName?: string | null;

  @Field(() => Boolean, { description: 'On or off.' })
  active: boolean;
}

export function dynamicFieldWrite(input: DynamicFieldInput) {
  const id = optionalIdOf(input.id, 'id');
  const fieldName = input.fieldName?.trim() || null;
  if (id === null && !fieldName) throw badUserInput({ fieldName: 'Field name is required.' });
  return {
    id,
    entityId: id === null ? idOf(input.entityId, 'entityId') : null,
    fieldName,
    activeInActive: input.active,
  };
}

@InputType({ description: 'A step or group to add (no id) or update.' })
export class StepGroupInput {
  @Field(() => ID, { nullable: true, description: 'Its id; absent to add one.' })
  id?: string | null;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => String, { defaultValue: '', description: 'What it does.' })
  description: string;

  @Field(() => String, { defaultValue: '', description: 'The rule set it runs.' })
  ruleSetName: string;

  @Field(() => Boolean, { defaultValue: false, description: 'Dynamic.' })
  isDynamic: boolean;

  @Field(() => Boolean, { defaultValue: true, description: 'Active.' })
  active: boolean;
}

export function stepGroupWrite(input: StepGroupInput) {
  const name = input.name.trim();
  if (!name) throw badUserInput({ name: 'Name is required.' });
  return {
    id: optionalIdOf(input.id, 'id'),
    name,
    description: input.description.trim(),
    ruleSetName: input.ruleSetName.trim(),
    isDynamic: input.isDynamic,
    status: input.active ? ('Active' as const) : ('Inactive' as const),
  };
}

@InputType({ description: 'A row of a header change request.' })
export class HeaderChangeRowInput extends HeaderFieldColumnsInput {
  @Field(() => HeaderChangeKind, { description: 'Add the field (NEW) or mark the mapped field removed.' })
  changeKind: HeaderChangeKind;
}

@InputType({
  description: "Header changes to save for an entity (the open request's id and version to update it).",
})
export class SaveHeaderChangesInput {
  @Field(() => ID, {
    nullable: true,
    description: 'The saved or rejected request to update; absent for a new one.',
  })
  id?: string | null;

  @Field(() => Int, { nullable: true, description: 'The version read (updates).' })
  version?: number | null;

  @Field(() => ID, { description: 'The entity.' })
  entityId: string;

  @Field(() => ID, { nullable: true, description: 'The file that raised the changes.' })
  fileId?: string | null;

  @Field(() => [HeaderChangeRowInput], { description: 'The changes (at most 500).' })
  rows: HeaderChangeRowInput[];
}

export function headerChangesWrite(input: SaveHeaderChangesInput) {
  if (input.rows.length === 0) throw badUserInput({ rows: VALIDATOR_SETUP_MESSAGES.noHeaderChanges });
  if (input.rows.length > 500) throw badUserInput({ rows: 'At most 500 changes at once.' });
  const id = optionalIdOf(input.id, 'id');
  return {
    id,
    version: requireVersion(id, input.version),
    entityId: idOf(input.entityId, 'entityId'),
    fileId: optionalIdOf(input.fileId, 'fileId'),
    rows: input.rows.map((row) =>
      row.changeKind === HeaderChangeKind.REMOVED
        ? { changeKind: row.changeKind, clientSourceField: row.clientSourceField.trim() }
        : { changeKind: row.changeKind, ...columns(row, false) },
    ),
  };
}

@InputType({ description: 'A submitted header change request to reject, with the reason.' })
export class RejectHeaderChangesInput {
  @Field(() => ID, { description: 'The request.' })
  id: string;

  @Field(() => Int, { description: 'The version read.' })
  version: number;

  @Field(() => ID, { nullable: true, description: 'The reject reason (required).' })
  rejectReasonId?: string | null;

  @Field(() => String, { nullable: true, description: 'A comment for the client (500 characters at most).' })
  comment?: string | null;
}

export function rejectWrite(input: RejectHeaderChangesInput) {
  if (!input.rejectReasonId)
    throw badUserInput({ rejectReasonId: VALIDATOR_SETUP_MESSAGES.rejectReasonRequired });
  const comment = input.comment?.trim() || null;
  if (comment && comment.length > 500) throw badUserInput({ comment: 'At most 500 characters.' });
  return {
    id: idOf(input.id, 'id'),
    version: input.version,
    rejectReasonId: idOf(input.rejectReasonId, 'rejectReasonId'),
    comment,
  };
}

@InputType({ description: 'A staging decision on a file whose header is approved.' })
export class StagingDecisionInput {
  @Field(() => ID, { description: 'The file.' })
  fileId: string;

  @Field(() => Boolean, { description: 'Approve (true) or not.' })
  approve: boolean;

  @Field(() => ID, { nullable: true, description: 'The staging table (required to approve).' })
  stagingTableId?: string | null;
}

@InputType({ description: 'Filter criteria of validator results; every field optional.' })
export class ValidatorResultFilter {
  @Field(() => ID, { nullable: true, description: 'The client.' })
  clientId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The business line.' })
  businessLineId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The entity.' })
  entityId?: string | null;

  @Field(() => String, { nullable: true, description: 'The test id.' })
  testId?: string | null;

  @Field(() => ValidatorResultStatus, { nullable: true, description: 'Pass or Observation.' })
  status?: ValidatorResultStatus | null;

  @Field(() => String, { nullable: true, description: 'The pipeline run.' })
  runId?: string | null;
}

export function criteriaOf(filter: ValidatorResultFilter | null | undefined): ResultCriteria {
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    clientId: optionalIdOf(filter?.clientId, 'clientId'),
    businessLineId: optionalIdOf(filter?.businessLineId, 'businessLineId'),
    entityId: optionalIdOf(filter?.entityId, 'entityId'),
    testId: text(filter?.testId),
    status: filter?.status ?? null,
    runId: text(filter?.runId),
  };
}

@InputType({ description: 'Results whose status a reviewer sets.' })
export class UpdateValidatorResultStatusInput {
  @Field(() => [ID], { description: 'The results (1 to 1000).' })
  ids: string[];

  @Field(() => ValidatorResultStatus, { description: 'The new status.' })
  status: ValidatorResultStatus;

  @Field(() => String, { nullable: true, description: 'Why (500 characters at most).' })
  comment?: string | null;
}

export function statusUpdateOf(input: UpdateValidatorResultStatusInput) {
  if (input.ids.length === 0 || input.ids.length > 1000)
    throw badUserInput({ ids: 'Choose from 1 to 1000 results.' });
  const comment = input.comment?.trim() || null;
  if (comment && comment.length > 500) throw badUserInput({ comment: 'At most 500 characters.' });
  return { ids: [...new Set(input.ids.map((id) => idOf(id, 'ids')))], status: input.status, comment };
}
