import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../graphql/common/page.js';
import { DmuMappingStatus } from './dmu.enums.js';

registerEnumType(DmuMappingStatus, {
  name: 'DmuMappingStatus',
  description:
    "An AGRC field's mapping to a system (legacy values Not Available, Not Expected, Mapped, Unmapped).",
  valuesConfig: {
    NOT_AVAILABLE: { description: 'The system does not have the field.' },
    NOT_EXPECTED: { description: 'Not required: the field is not expected from this system.' },
    MAPPED: { description: 'Mapped to system fields of one system group.' },
    UNMAPPED: { description: 'Not decided yet.' },
  },
});

@ObjectType({
  description: 'A source system whose fields are mapped (a loan origination or servicing system).',
})
export class DmuSystem {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;
}

@ObjectType({ description: 'A client whose own mappings the user may open.' })
export class DmuClient {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;
}

@ObjectType({ description: 'A child of a parent-child list: an AGRC field or a system field.' })
export class DmuChild {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;
}

@ObjectType({ description: 'An AGRC category and its fields.' })
export class DmuAgrcCategory {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => [DmuChild], { description: 'Its AGRC fields.' })
  fields: DmuChild[];
}

@ObjectType({ description: "A group of a system's fields, and the AGRC category it is mapped to." })
export class DmuSystemGroup {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => ID, { nullable: true, description: 'The AGRC category it is mapped to.' })
  categoryId: string | null;

  @Field(() => String, { nullable: true, description: "That category's name." })
  categoryName: string | null;

  @Field(() => [DmuChild], { description: 'Its system fields.' })
  fields: DmuChild[];
}

@ObjectType({ description: 'A field of a system.' })
export class DmuSystemField {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => ID, { description: 'Its system group.' })
  systemGroupId: string;

  @Field(() => String, { description: "That group's name." })
  systemGroupName: string;
}

@ObjectType({
  description: "The DMU dashboard counts of one client's mappings for a system (or for all systems).",
})
export class DmuDashboard {
  @Field(() => Int, { description: 'AGRC fields (totalAGRCfields).' })
  totalAgrcFields: number;

  @Field(() => Int, { description: 'System fields (totalSystemFields).' })
  totalSystemFields: number;

  @Field(() => Int, { description: 'AGRC fields mapped to system fields (mappedAGRCSystemFields).' })
  mappedAgrcSystemFields: number;

  @Field(() => Int, { description: 'AGRC fields not available (aGRCFieldsNotAvailable).' })
  agrcFieldsNotAvailable: number;

  @Field(() => Int, { description: 'Not required: not expected (notRequiredNotExpected).' })
  notRequiredNotExpected: number;

  @Field(() => Int, { description: 'AGRC fields not mapped yet (unmappedAGRCFieldsToSystemFields).' })
  unmappedAgrcFieldsToSystemFields: number;

  @Field(() => Int, { description: 'AGRC fields with a decision (totalMappedAGRCFields).' })
  totalMappedAgrcFields: number;

  @Field(() => Int, { description: 'System groups mapped to a category (groupMapped).' })
  groupMapped: number;
}

@ObjectType({ description: 'A mapping of AGRC fields to system fields, or an AGRC field not mapped yet.' })
export class DmuMapping {
  @Field(() => ID, { nullable: true, description: 'The mapping; null for an unmapped AGRC field.' })
  id: string | null;

  @Field(() => ID, { nullable: true, description: 'The client whose mapping it is.' })
  clientId: string | null;

  @Field(() => ID, { description: 'The system.' })
  systemId: string;

  @Field(() => String, { description: 'The AGRC category.' })
  category: string;

  @Field(() => String, { description: 'The AGRC fields, comma separated.' })
  agrcFields: string;

  @Field(() => [ID], { description: 'Their ids.' })
  agrcFieldIds: string[];

  @Field(() => String, { description: 'The system group of the system fields.' })
  systemGroup: string;

  @Field(() => String, { description: 'The system fields, comma separated.' })
  systemFields: string;

  @Field(() => [ID], { description: 'Their ids.' })
  systemFieldIds: string[];

  @Field(() => DmuMappingStatus, { description: 'Its status.' })
  status: DmuMappingStatus;

  @Field(() => Int, { description: 'The version read (0 for an unmapped field); an update sends it back.' })
  version: number;
}

@ObjectType({ description: 'A page of DMU mappings.' })
export class DmuMappingPage extends PageOf(DmuMapping) {}

@ObjectType({ description: 'Choices of the system detail filters.' })
export class DmuSystemDetailFilters {
  @Field(() => [DmuChild], { description: "The system's groups." })
  systemGroups: DmuChild[];

  @Field(() => [String], { description: 'Field types.' })
  types: string[];

  @Field(() => [String], { description: 'Screen names.' })
  screenNames: string[];

  @Field(() => [String], { description: 'Terms.' })
  terms: string[];
}

@ObjectType({ description: 'A system field with its details.' })
export class DmuSystemDetail {
  @Field(() => ID, { description: 'The system field.' })
  id: string;

  @Field(() => String, { description: 'systemGroupName.' })
  systemGroupName: string;

  @Field(() => String, { description: 'systemFieldName.' })
  systemFieldName: string;

  @Field(() => String, { description: 'systemAPIDataField.' })
  systemApiDataField: string;

  @Field(() => String, { description: 'type.' })
  type: string;

  @Field(() => String, { description: 'displayFormat.' })
  displayFormat: string;

  @Field(() => String, { description: 'screenName.' })
  screenName: string;

  @Field(() => String, { description: 'fieldDescription.' })
  fieldDescription: string;

  @Field(() => String, { description: 'systemPointFieldId.' })
  systemPointFieldId: string;

  @Field(() => String, { description: 'valueList.' })
  valueList: string;

  @Field(() => String, { description: 'attribute.' })
  attribute: string;

  @Field(() => String, { description: 'businessLogic.' })
  businessLogic: string;

  @Field(() => String, { description: 'term.' })
  term: string;
}

@ObjectType({ description: 'A page of system details.' })
export class DmuSystemDetailPage extends PageOf(DmuSystemDetail) {}

@ObjectType({ description: 'A saved mapping (null when the save unmapped it) and the message to show.' })
export class DmuMappingPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => DmuMapping, { nullable: true, description: 'The mapping as saved; null when it was removed.' })
  mapping: DmuMapping | null;
}
