import { Field, ID, InputType, Int } from 'type-graphql';
import { HmdaFieldType, HmdaList, HmdaReplicatePart } from './hmda.type.js';

/** The largest page an HMDA list may ask for: a grid of 10,000 rows loads in pages of this or less. */
export const MAX_HMDA_PAGE_SIZE = 5000;

@InputType({ description: 'A per-entity, per-year list filter.' })
export class HmdaEntityYearFilter {
  @Field(() => ID, { nullable: true, description: 'Entity (clientEntityId); none: every entity.' })
  clientEntityId?: string | null;

  @Field(() => Int, { nullable: true, description: 'Reporting year; none: every year.' })
  reportingYear?: number | null;

  @Field(() => String, { nullable: true, description: 'Text found in field names, values or descriptions.' })
  searchText?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Active rows only (true), inactive only (false), or all.',
  })
  isActive?: boolean | null;
}

@InputType({ description: 'The edit reference list filter (the values of hmdaEditReferenceFilters).' })
export class HmdaEditReferenceFilter {
  @Field(() => String, { nullable: true, description: 'Field group.' })
  fieldGroup?: string | null;

  @Field(() => String, { nullable: true, description: 'Field type.' })
  fieldType?: string | null;

  @Field(() => String, { nullable: true, description: 'Edit set.' })
  editSet?: string | null;

  @Field(() => String, { nullable: true, description: 'Edit type: CFPB, AGRC or LOS.' })
  editType?: string | null;

  @Field(() => String, { nullable: true, description: 'Edit subtype: Validity, Quality or Syntax.' })
  editSubtype?: string | null;

  @Field(() => String, { nullable: true, description: 'Process.' })
  process?: string | null;

  @Field(() => ID, { nullable: true, description: 'A system the edit applies to.' })
  systemId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Active only (true), inactive only (false), or all.' })
  isActive?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Text found in the edit number, message or field item.',
  })
  searchText?: string | null;
}

/** What every HMDA save carries: the row (none: an add), Active, and the version read for an update. */
@InputType({ description: 'What every HMDA save carries (a base: not an argument type of its own).' })
abstract class HmdaSaveInput {
  @Field(() => ID, { nullable: true, description: 'Row id: an update; none: an add.' })
  id?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: 'Active.' })
  isActive: boolean;

  @Field(() => Int, { nullable: true, description: 'The version read (updates).' })
  version?: number | null;
}

/** A save of per-year reference data: an update when it has an id or the update flag, else an add. */
@InputType({ description: 'What a save of per-year reference data carries (a base: not an argument type).' })
abstract class HmdaYearSaveInput extends HmdaSaveInput {
  @Field(() => ID, { nullable: true, description: 'Row id: an update; none: an add (unless isUpdate).' })
  declare id?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Save as update even without an id.' })
  isUpdate?: boolean | null;

  @Field(() => Int, { description: 'Reporting year.' })
  reportingYear: number;
}

@InputType({ description: 'Client info to add or update.' })
export class SaveHmdaClientInfoInput extends HmdaYearSaveInput {
  @Field(() => ID, { description: 'Client.' })
  clientId: string;

  @Field(() => ID, { description: 'Business line.' })
  businessLineId: string;

  @Field(() => ID, { description: 'Entity.' })
  clientEntityId: string;

  @Field(() => ID, { nullable: true, description: 'Federal agency (its id is copied into federalAgency).' })
  federalAgencyId?: string | null;
}

@InputType({ description: 'A field master row to add or update.' })
export class SaveHmdaFieldMasterInput extends HmdaYearSaveInput {
  @Field(() => ID, { description: 'Entity.' })
  clientEntityId: string;

  @Field(() => ID, { description: 'The provider HMDA field.' })
  azimuthFieldId: string;

  @Field(() => String, { description: "The client's field name (at most 255 characters)." })
  fieldName: string;

  @Field(() => HmdaFieldType, { description: 'AN or N.' })
  fieldType: HmdaFieldType;

  @Field(() => Int, { nullable: true, description: 'Length for AN (1 to 255); ignored for N.' })
  fieldLength?: number | null;

  @Field(() => String, { nullable: true, description: 'Check digit (get-hmdacheckdigit).' })
  checkDigit?: string | null;

  @Field(() => String, { nullable: true, description: 'Value required (get-hmdavaluerequired).' })
  valueRequired?: string | null;

  @Field(() => String, { nullable: true, description: 'Description.' })
  description?: string | null;
}

@InputType({ description: 'What a row hanging off a field master row names.' })
export class HmdaFieldRowInput extends HmdaYearSaveInput {
  @Field(() => ID, { description: 'Entity.' })
  clientEntityId: string;

  @Field(() => ID, { description: 'The field (a field master row of that entity and year).' })
  hmdaFieldMasterId: string;
}

@InputType({ description: 'A client value to add or update: it must fit the field type.' })
export class SaveHmdaClientValueInput extends HmdaFieldRowInput {
  @Field(() => String, { description: "The client's value." })
  clientValue: string;

  @Field(() => String, { nullable: true, description: 'The HMDA value it reports as.' })
  hmdaValue?: string | null;

  @Field(() => String, { nullable: true, description: 'Description.' })
  description?: string | null;
}

@InputType({ description: 'A valid value to add or update: it must fit the field type.' })
export class SaveHmdaValidValueInput extends HmdaFieldRowInput {
  @Field(() => String, { description: 'The valid value.' })
  validValue: string;

  @Field(() => String, { nullable: true, description: 'Description.' })
  description?: string | null;
}

@InputType({ description: "A field's order to add or update." })
export class SaveHmdaFieldOrderInput extends HmdaFieldRowInput {
  @Field(() => Int, { description: 'Order, from 1.' })
  fieldOrder: number;
}

@InputType({ description: 'Replicate a year: copy rows from a prior to a new reporting year.' })
export class ReplicateHmdaYearInput {
  @Field(() => HmdaReplicatePart, { description: 'What to copy.' })
  part: HmdaReplicatePart;

  @Field(() => ID, { nullable: true, description: 'Client (required for client info).' })
  clientId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Entity (the other parts); none: every entity.' })
  clientEntityId?: string | null;

  @Field(() => Int, { description: 'The year copied from.' })
  priorReportingYear: number;

  @Field(() => Int, { description: 'The year copied to.' })
  newReportingYear: number;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'The user confirmed replicating into a year that has data (rows there are kept).',
  })
  confirmed: boolean;
}

@InputType({ description: 'An HMDA system to add or update.' })
export class SaveHmdaSystemInput extends HmdaSaveInput {
  @Field(() => String, { description: 'Code.' })
  code: string;

  @Field(() => String, { description: 'Name.' })
  name: string;

  @Field(() => String, { nullable: true, description: 'Description.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Vendor.' })
  vendor?: string | null;
}

@InputType({ description: 'A detail system to add or update.' })
export class SaveHmdaDetailSystemInput extends HmdaSaveInput {
  @Field(() => ID, { description: 'Client.' })
  clientId: string;

  @Field(() => ID, { description: 'System.' })
  systemId: string;

  @Field(() => Int, { description: 'Reporting year.' })
  reportingYear: number;

  @Field(() => String, { nullable: true, description: 'Description.' })
  description?: string | null;
}

@InputType({ description: 'An edit reference to add or update.' })
export class SaveHmdaEditReferenceInput extends HmdaSaveInput {
  @Field(() => String, { nullable: true, description: 'Field group.' })
  fieldGroup?: string | null;

  @Field(() => String, { nullable: true, description: 'Field type.' })
  fieldType?: string | null;

  @Field(() => String, { nullable: true, description: 'Edit set.' })
  editSet?: string | null;

  @Field(() => String, { description: 'Edit type: CFPB, AGRC or LOS.' })
  editType: string;

  @Field(() => String, { description: 'Edit subtype: Validity, Quality or Syntax.' })
  editSubtype: string;

  @Field(() => String, { description: 'Edit number.' })
  editNumber: string;

  @Field(() => String, { nullable: true, description: 'Process.' })
  process?: string | null;

  @Field(() => String, { nullable: true, description: 'Process item.' })
  processItem?: string | null;

  @Field(() => String, { nullable: true, description: 'Field item.' })
  fieldItem?: string | null;

  @Field(() => String, { description: 'Edit message (at most 500 characters).' })
  editMessage: string;

  @Field(() => String, { nullable: true, description: 'Edit description.' })
  editDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'Edit resolution (at most 500 characters).' })
  editResolution?: string | null;

  @Field(() => [ID], { description: 'The systems the edit applies to.' })
  systemIds: string[];
}

@InputType({ description: 'Which HMDA list to export, with the filter of its grid.' })
export class ExportHmdaListInput {
  @Field(() => HmdaList, { description: 'The list.' })
  list: HmdaList;

  @Field(() => HmdaEntityYearFilter, { nullable: true, description: 'The per-entity, per-year filter.' })
  filter?: HmdaEntityYearFilter | null;

  @Field(() => HmdaEditReferenceFilter, { nullable: true, description: 'The edit reference filter.' })
  editReferenceFilter?: HmdaEditReferenceFilter | null;

  @Field(() => ID, { nullable: true, description: 'Client (client info, detail systems).' })
  clientId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Active only (systems).' })
  isActive?: boolean | null;
}
