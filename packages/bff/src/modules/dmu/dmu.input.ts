import { Field, ID, InputType, Int } from 'type-graphql';
import { DmuMappingStatus } from './dmu.enums.js';

@InputType({ description: 'Filters of the mapping grid.' })
export class DmuMappingFilter {
  @Field(() => ID, { description: 'The system.' })
  systemId: string;

  @Field(() => ID, {
    nullable: true,
    description:
      "Whose mappings: a client's user always gets its own client's (naming another is NOT_FOUND); provider staff name the client (none: the first client).",
  })
  clientId?: string | null;

  @Field(() => DmuMappingStatus, { nullable: true, description: 'Only this status.' })
  status?: DmuMappingStatus | null;

  @Field(() => ID, { nullable: true, description: 'Only this AGRC category.' })
  categoryId?: string | null;

  @Field(() => String, { nullable: true, description: 'Text in the category, fields, group or status.' })
  searchText?: string | null;
}

@InputType({ description: 'A mapping to save: AGRC fields of one category to system fields of one group.' })
export class SaveDmuMappingInput {
  @Field(() => ID, { nullable: true, description: 'The mapping; absent for a new one.' })
  id?: string | null;

  @Field(() => Int, { nullable: true, description: 'The version read (updates).' })
  version?: number | null;

  @Field(() => ID, { description: 'The system.' })
  systemId: string;

  @Field(() => ID, {
    nullable: true,
    description:
      "Whose mapping: a client's user always saves its own client's (naming another is NOT_FOUND); provider staff name the client (none: the first client).",
  })
  clientId?: string | null;

  @Field(() => DmuMappingStatus, {
    description: 'Mapped (with system fields), Not Available or Not Expected; Unmapped removes a mapping.',
  })
  status: DmuMappingStatus;

  @Field(() => [ID], { description: 'The AGRC fields (one category).' })
  agrcFieldIds: string[];

  @Field(() => [ID], { defaultValue: [], description: 'The system fields (one system group; Mapped only).' })
  systemFieldIds: string[];
}

@InputType({ description: 'Filters of the system detail grid.' })
export class DmuSystemDetailFilter {
  @Field(() => ID, { description: 'The system.' })
  systemId: string;

  @Field(() => ID, { nullable: true, description: 'Only this system group.' })
  systemGroupId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this type.' })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this screen.' })
  screenName?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this term.' })
  term?: string | null;

  @Field(() => String, { nullable: true, description: 'Text in the name, API field or description.' })
  searchText?: string | null;
}
