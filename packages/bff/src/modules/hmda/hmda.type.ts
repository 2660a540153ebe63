import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../graphql/common/page.js';
import { DownloadTicket } from '../../graphql/common/download-ticket.js';

import { HmdaFieldType, HmdaList, HmdaReplicatePart, HmdaSaveAction, HmdaScreen } from './hmda.enums.js';

export { HmdaFieldType, HmdaList, HmdaReplicatePart, HmdaSaveAction, HmdaScreen };

registerEnumType(HmdaFieldType, {
  name: 'HmdaFieldType',
  description: 'A data field type: AN (alphanumeric, at most 255 characters) or N (numeric, no length).',
  valuesConfig: {
    AN: { description: "Alphanumeric, with a length from 1 to 255 (legacy 'AN')." },
    N: { description: "Numeric, without a length (legacy 'N')." },
  },
});

registerEnumType(HmdaScreen, {
  name: 'HmdaScreen',
  description: 'A per-year HMDA list: the screen whose reporting years are asked (legacy screen parameter).',
});

registerEnumType(HmdaReplicatePart, {
  name: 'HmdaReplicatePart',
  description:
    'What a replicate copies from a prior to a new reporting year (the legacy replicate call named).',
});

registerEnumType(HmdaList, {
  name: 'HmdaList',
  description: 'An HMDA list that exports as an Excel workbook.',
});

registerEnumType(HmdaSaveAction, {
  name: 'HmdaSaveAction',
  description: 'How an item was saved: update when it had an id or the update flag, else add.',
});

@ObjectType({ description: 'An id and a name (clients, business lines, options, systems).' })
export class HmdaOption {
  @Field(() => ID, { description: 'Id.' })
  id: string;

  @Field(() => String, { description: 'Name shown.' })
  name: string;
}

@ObjectType({ description: "A client's reporting entity within a business line." })
export class HmdaClientEntity {
  @Field(() => ID, { description: 'Entity id (clientEntityId).' })
  id: string;

  @Field(() => String, { description: 'Entity name.' })
  name: string;

  @Field(() => ID, { description: 'Its client.' })
  clientId: string;

  @Field(() => String, { description: "Its client's name." })
  clientName: string;

  @Field(() => ID, { description: 'Its business line.' })
  businessLineId: string;
}

@ObjectType({ description: 'A federal agency an institution reports HMDA data to.' })
export class HmdaFederalAgency {
  @Field(() => ID, { description: 'The agency code number (1 OCC, 2 FRS, 3 FDIC, 5 NCUA, 7 HUD, 9 CFPB).' })
  id: string;

  @Field(() => String, { description: 'Short name.' })
  code: string;

  @Field(() => String, { description: 'Full name.' })
  name: string;
}

@ObjectType({ description: 'A field of the provider\u2019s HMDA field list (label and value).' })
export class HmdaAzimuthField {
  @Field(() => ID, { description: 'The value: the field id.' })
  id: string;

  @Field(() => String, { description: 'The label: the field name.' })
  name: string;
}

@ObjectType({
  description: 'Client info for a reporting year: client, business line, entity and federal agency.',
})
export class HmdaClientInfo {
  @Field(() => ID, { description: 'Row id.' })
  id: string;

  @Field(() => Int, { description: 'Reporting year.' })
  reportingYear: number;

  @Field(() => ID, { description: 'Client.' })
  clientId: string;

  @Field(() => String, { description: 'Client name.' })
  clientName: string;

  @Field(() => ID, { description: 'Business line.' })
  businessLineId: string;

  @Field(() => String, { description: 'Business line name.' })
  businessLineName: string;

  @Field(() => ID, { description: 'Entity.' })
  clientEntityId: string;

  @Field(() => String, { description: 'Entity name.' })
  entityName: string;

  @Field(() => ID, { description: 'Federal agency id (saved as federalAgency).' })
  federalAgencyId: string;

  @Field(() => String, { description: 'Federal agency name.' })
  federalAgencyName: string;

  @Field(() => Boolean, { description: 'Active.' })
  isActive: boolean;

  @Field(() => Int, { nullable: true, description: 'The version to send back with an update.' })
  version: number | null;
}

@ObjectType({
  description: 'A field of a client entity in a reporting year, mapped onto a provider HMDA field.',
})
export class HmdaFieldMasterRow {
  @Field(() => ID, { description: 'Row id (hmdaFieldMasterId).' })
  id: string;

  /** The client the row belongs to (not in the schema: the BFF's ownership checks read it). */
  clientId?: string | null;

  @Field(() => ID, { description: 'Entity.' })
  clientEntityId: string;

  @Field(() => String, { description: 'Entity name.' })
  entityName: string;

  @Field(() => Int, { description: 'Reporting year.' })
  reportingYear: number;

  @Field(() => ID, { description: 'The provider HMDA field it maps onto.' })
  azimuthFieldId: string;

  @Field(() => String, { description: 'The provider HMDA field name.' })
  azimuthFieldName: string;

  @Field(() => String, { description: "The client's field name." })
  fieldName: string;

  @Field(() => HmdaFieldType, { description: 'Data field type.' })
  fieldType: HmdaFieldType;

  @Field(() => Int, { nullable: true, description: 'Length for AN (1 to 255); null for N.' })
  fieldLength: number | null;

  @Field(() => String, { description: 'Check digit.' })
  checkDigit: string;

  @Field(() => String, { description: 'Whether a value is required.' })
  valueRequired: string;

  @Field(() => String, { description: 'Description.' })
  description: string;

  @Field(() => Boolean, { description: 'Active.' })
  isActive: boolean;

  @Field(() => Int, { nullable: true, description: 'The version to send back with an update.' })
  version: number | null;
}

@ObjectType({ description: 'A page of field master rows.' })
export class HmdaFieldMasterPage extends PageOf(HmdaFieldMasterRow) {}

@ObjectType({ description: 'What the rows hanging off a field master row share.' })
export class HmdaFieldRowBase {
  @Field(() => ID, { description: 'Row id.' })
  id: string;

  /** The client the row belongs to (not in the schema: the BFF's ownership checks read it). */
  clientId?: string | null;

  @Field(() => ID, { description: 'Entity.' })
  clientEntityId: string;

  @Field(() => String, { description: 'Entity name.' })
  entityName: string;

  @Field(() => Int, { description: 'Reporting year.' })
  reportingYear: number;

  @Field(() => ID, { description: 'The field master row (hmdaFieldMasterId).' })
  hmdaFieldMasterId: string;

  @Field(() => String, { description: 'The provider HMDA field name.' })
  azimuthFieldName: string;

  @Field(() => String, { description: "The client's field name." })
  fieldName: string;

  @Field(() => HmdaFieldType, { description: "The field's type: values must fit it." })
  fieldType: HmdaFieldType;

  @Field(() => Int, { nullable: true, description: "The field's length (AN)." })
  fieldLength: number | null;

  @Field(() => Boolean, { description: 'Active.' })
  isActive: boolean;

  @Field(() => Int, { nullable: true, description: 'The version to send back with an update.' })
  version: number | null;
}

@ObjectType({ description: "A client's own value of a field and the HMDA value it reports as." })
export class HmdaClientValue extends HmdaFieldRowBase {
  @Field(() => String, { description: "The client's value." })
  clientValue: string;

  @Field(() => String, { description: 'The HMDA value it reports as.' })
  hmdaValue: string;

  @Field(() => String, { description: 'Description.' })
  description: string;
}

@ObjectType({ description: 'A valid value of a field.' })
export class HmdaValidValue extends HmdaFieldRowBase {
  @Field(() => String, { description: 'The valid value.' })
  validValue: string;

  @Field(() => String, { description: 'Description.' })
  description: string;
}

@ObjectType({ description: "A field's place in the client's file layout." })
export class HmdaFieldOrder extends HmdaFieldRowBase {
  @Field(() => Int, { description: 'Order, from 1.' })
  fieldOrder: number;
}

@ObjectType({ description: 'A page of client values.' })
export class HmdaClientValuePage extends PageOf(HmdaClientValue) {}
@ObjectType({ description: 'A page of valid values.' })
export class HmdaValidValuePage extends PageOf(HmdaValidValue) {}
@ObjectType({ description: 'A page of field order rows.' })
export class HmdaFieldOrderPage extends PageOf(HmdaFieldOrder) {}
@ObjectType({ description: 'A page of client info rows.' })
export class HmdaClientInfoPage extends PageOf(HmdaClientInfo) {}

@ObjectType({ description: 'An HMDA system of the provider: a system loan data comes from.' })
export class HmdaSystem {
  @Field(() => ID, { description: 'Row id.' })
  id: string;

  @Field(() => String, { description: 'Code.' })
  code: string;

  @Field(() => String, { description: 'Name.' })
  name: string;

  @Field(() => String, { description: 'Description.' })
  description: string;

  @Field(() => String, { description: 'Vendor.' })
  vendor: string;

  @Field(() => Boolean, { description: 'Active.' })
  isActive: boolean;

  @Field(() => Int, { nullable: true, description: 'The version to send back with an update.' })
  version: number | null;
}

@ObjectType({ description: 'A system a client reports from in a reporting year (a detail system).' })
export class HmdaDetailSystem {
  @Field(() => ID, { description: 'Row id.' })
  id: string;

  @Field(() => ID, { description: 'Client.' })
  clientId: string;

  @Field(() => String, { description: 'Client name.' })
  clientName: string;

  @Field(() => ID, { description: 'System.' })
  systemId: string;

  @Field(() => String, { description: 'System code.' })
  systemCode: string;

  @Field(() => String, { description: 'System name.' })
  systemName: string;

  @Field(() => Int, { description: 'Reporting year.' })
  reportingYear: number;

  @Field(() => String, { description: 'Description.' })
  description: string;

  @Field(() => Boolean, { description: 'Active.' })
  isActive: boolean;

  @Field(() => Int, { nullable: true, description: 'The version to send back with an update.' })
  version: number | null;
}

@ObjectType({
  description: 'An edit reference: a CFPB, AGRC or LOS edit, what it says and how to resolve it.',
})
export class HmdaEditReference {
  @Field(() => ID, { description: 'Row id.' })
  id: string;

  @Field(() => String, { description: 'Field group.' })
  fieldGroup: string;

  @Field(() => String, { description: 'Field type.' })
  fieldType: string;

  @Field(() => String, { description: 'Edit set.' })
  editSet: string;

  @Field(() => String, { description: 'Edit type: CFPB, AGRC or LOS.' })
  editType: string;

  @Field(() => String, { description: 'Edit subtype: Validity, Quality or Syntax.' })
  editSubtype: string;

  @Field(() => String, { description: 'Edit number.' })
  editNumber: string;

  @Field(() => String, { description: 'Process.' })
  process: string;

  @Field(() => String, { description: 'Process item.' })
  processItem: string;

  @Field(() => String, { description: 'Field item.' })
  fieldItem: string;

  @Field(() => String, { description: 'Edit message (at most 500 characters).' })
  editMessage: string;

  @Field(() => String, { description: 'Edit description.' })
  editDescription: string;

  @Field(() => String, { description: 'Edit resolution (at most 500 characters).' })
  editResolution: string;

  @Field(() => [HmdaOption], { description: 'The systems the edit applies to.' })
  systems: HmdaOption[];

  @Field(() => Boolean, { description: 'Active.' })
  isActive: boolean;

  @Field(() => Int, { nullable: true, description: 'The version to send back with an update.' })
  version: number | null;
}

@ObjectType({ description: 'A page of edit references.' })
export class HmdaEditReferencePage extends PageOf(HmdaEditReference) {}

@ObjectType({ description: 'The values the edit reference list filters by (get-edit-reference-filters).' })
export class HmdaEditReferenceFilters {
  @Field(() => [String], { description: 'Field groups.' })
  fieldGroups: string[];

  @Field(() => [String], { description: 'Field types.' })
  fieldTypes: string[];

  @Field(() => [String], { description: 'Edit sets.' })
  editSets: string[];

  @Field(() => [String], { description: 'Edit types: CFPB, AGRC, LOS.' })
  editTypes: string[];

  @Field(() => [String], { description: 'Edit subtypes: Validity, Quality, Syntax.' })
  editSubtypes: string[];

  @Field(() => [String], { description: 'Processes.' })
  processes: string[];

  @Field(() => [HmdaOption], { description: 'Active systems.' })
  systems: HmdaOption[];
}

@ObjectType({ description: 'A bank of the bank master: the institutions LAR files are uploaded for.' })
export class HmdaBank {
  @Field(() => ID, { description: 'BankId.' })
  id: string;

  /** The client the row belongs to (not in the schema: the BFF's ownership checks read it). */
  clientId?: string | null;

  @Field(() => String, { description: 'BankName.' })
  name: string;

  @Field(() => String, { description: 'Legal entity identifier (20 characters).' })
  lei: string;

  @Field(() => String, { description: 'Federal agency code.' })
  federalAgency: string;

  @Field(() => String, { description: 'City.' })
  city: string;

  @Field(() => String, { description: 'State.' })
  state: string;

  @Field(() => Boolean, { description: 'Active.' })
  isActive: boolean;
}

@ObjectType({ description: 'A LAR file the catalogue stored, and what it read from it.' })
export class HmdaLarFile {
  @Field(() => ID, { description: 'Upload id.' })
  id: string;

  /** The client the row belongs to (not in the schema: the BFF's ownership checks read it). */
  clientId?: string | null;

  @Field(() => ID, { description: 'Bank.' })
  bankId: string;

  @Field(() => String, { description: 'Bank name.' })
  bankName: string;

  @Field(() => Int, { description: 'Reporting year.' })
  year: number;

  @Field(() => String, { description: 'Utility type (Annual LAR or Quarterly LAR).' })
  utilityType: string;

  @Field(() => String, { description: 'File name.' })
  fileName: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  size: number;

  @Field(() => String, { description: 'The LEI of its header.' })
  lei: string;

  @Field(() => String, { description: 'The calendar quarter of its header.' })
  quarter: string;

  @Field(() => Int, { description: 'LAR records ingested.' })
  recordCount: number;

  @Field(() => String, { description: 'When it was uploaded (ISO 8601).' })
  uploadedAt: string;
}

/** What every HMDA save answers: the catalogue's message. */
@ObjectType({ description: 'What every HMDA save answers (a base: not a type of its own).' })
abstract class HmdaSavedPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;
}

/** A save of per-year reference data answers whether it added or updated the row too. */
@ObjectType({
  description: 'What a save of per-year reference data answers (a base: not a type of its own).',
})
abstract class HmdaSavedRowPayload extends HmdaSavedPayload {
  @Field(() => HmdaSaveAction, { description: 'Added or updated.' })
  action: HmdaSaveAction;
}

@ObjectType({ description: 'A saved client info row.' })
export class HmdaClientInfoPayload extends HmdaSavedRowPayload {
  @Field(() => HmdaClientInfo, { nullable: true, description: 'The row as saved.' })
  clientInfo: HmdaClientInfo | null;
}

@ObjectType({ description: 'A saved field master row.' })
export class HmdaFieldMasterPayload extends HmdaSavedRowPayload {
  @Field(() => HmdaFieldMasterRow, { nullable: true, description: 'The row as saved.' })
  field: HmdaFieldMasterRow | null;
}

@ObjectType({ description: 'A saved client value.' })
export class HmdaClientValuePayload extends HmdaSavedRowPayload {
  @Field(() => HmdaClientValue, { nullable: true, description: 'The row as saved.' })
  clientValue: HmdaClientValue | null;
}

@ObjectType({ description: 'A saved valid value.' })
export class HmdaValidValuePayload extends HmdaSavedRowPayload {
  @Field(() => HmdaValidValue, { nullable: true, description: 'The row as saved.' })
  validValue: HmdaValidValue | null;
}

@ObjectType({ description: 'A saved field order row.' })
export class HmdaFieldOrderPayload extends HmdaSavedRowPayload {
  @Field(() => HmdaFieldOrder, { nullable: true, description: 'The row as saved.' })
  fieldOrder: HmdaFieldOrder | null;
}

@ObjectType({ description: 'A saved HMDA system.' })
export class HmdaSystemPayload extends HmdaSavedPayload {
  @Field(() => HmdaSystem, { nullable: true, description: 'The row as saved.' })
  system: HmdaSystem | null;
}

@ObjectType({ description: 'A saved detail system.' })
export class HmdaDetailSystemPayload extends HmdaSavedPayload {
  @Field(() => HmdaDetailSystem, { nullable: true, description: 'The row as saved.' })
  detailSystem: HmdaDetailSystem | null;
}

@ObjectType({ description: 'A saved edit reference.' })
export class HmdaEditReferencePayload extends HmdaSavedPayload {
  @Field(() => HmdaEditReference, { nullable: true, description: 'The row as saved.' })
  editReference: HmdaEditReference | null;
}

@ObjectType({
  description:
    'The outcome of replicating a year: either done, with its counts, or waiting for the user to confirm replicating into a year that has data already.',
})
export class HmdaReplicatePayload {
  @Field(() => String, { description: 'What to tell the user (the question, when confirmation is needed).' })
  message: string;

  @Field(() => Boolean, {
    description: 'True: nothing was copied; ask the user, then call again with confirmed.',
  })
  needsConfirmation: boolean;

  @Field(() => Int, { description: 'Rows the new year had in the scope before.' })
  existingCount: number;

  @Field(() => Int, { description: 'Rows of the prior year in the scope.' })
  sourceCount: number;

  @Field(() => Int, { description: 'Rows copied.' })
  copied: number;

  @Field(() => Int, { description: 'Rows not copied because the new year has them already.' })
  alreadyThere: number;

  @Field(() => Int, {
    description: "Rows not copied because their field is not in the new year's field master.",
  })
  missingField: number;
}

@ObjectType({ description: 'The result of asking for an HMDA list export.' })
export class HmdaExportPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;

  @Field(() => DownloadTicket, { description: 'The download ticket of the workbook (named with the date).' })
  download: DownloadTicket;
}
