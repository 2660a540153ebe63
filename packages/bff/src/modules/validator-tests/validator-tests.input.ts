import { validateRequirementField, validateTestReference, validateTestRequest } from '@lexbridge/rules';
import { Field, ID, InputType, Int } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import { idOf, optionalIdOf } from '../validator-setup/validator-setup.input.js';
import type { ReferenceWrite, RequirementFieldWrite, TestRequestWrite } from './validator-tests.api.js';
import { RequirementFieldType } from './validator-tests.type.js';

@InputType({ description: 'A source type to add (no id) or update.' })
export class TestSourceTypeInput {
  @Field(() => ID, { nullable: true, description: 'Its id; absent to add one.' })
  id?: string | null;

  @Field(() => String, { description: 'Its name (unique, ignoring case), at most 100 characters.' })
  name: string;

  @Field(() => String, { defaultValue: '', description: 'What it is, at most 500 characters.' })
  description: string;

  @Field(() => Boolean, { defaultValue: true, description: 'Offered on the test user form.' })
  active: boolean;

  @Field(() => Int, { nullable: true, description: 'The version read (an update needs it).' })
  version?: number | null;
}

@InputType({ description: 'A system type to add (no id) or update.' })
export class TestSystemTypeInput extends TestSourceTypeInput {
  @Field(() => ID, { description: 'The business line it is offered for.' })
  businessLineId: string;
}

function referenceWrite(input: TestSourceTypeInput): ReferenceWrite {
  return {
    id: optionalIdOf(input.id, 'id'),
    name: input.name.trim(),
    description: input.description.trim(),
    isActive: input.active,
    version: input.version ?? null,
  };
}

export function sourceTypeWrite(input: TestSourceTypeInput): ReferenceWrite {
  check(validateTestReference(input, false));
  return referenceWrite(input);
}

export function systemTypeWrite(input: TestSystemTypeInput): ReferenceWrite & { businessLineId: number } {
  const businessLineId = optionalIdOf(input.businessLineId, 'businessLineId');
  check(validateTestReference({ ...input, businessLineId }, true));
  return { ...referenceWrite(input), businessLineId: businessLineId! };
}

@InputType({
  description:
    'The test user form: a validator test of some entities of a client, from one system and source.',
})
export class ValidatorTestRequestInput {
  @Field(() => ID, { nullable: true, description: 'The client.' })
  clientId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The business line.' })
  businessLineId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The system type (one of the business line’s).' })
  systemTypeId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The source type.' })
  sourceTypeId?: string | null;

  @Field(() => [ID], {
    defaultValue: [],
    description: 'The entities to test (of the client and business line).',
  })
  entityIds: string[];

  @Field(() => String, { defaultValue: '', description: 'A note for the provider, at most 500 characters.' })
  comment: string;
}

export function testRequestWrite(input: ValidatorTestRequestInput): TestRequestWrite {
  const fields = {
    clientId: optionalIdOf(input.clientId, 'clientId'),
    businessLineId: optionalIdOf(input.businessLineId, 'businessLineId'),
    systemTypeId: optionalIdOf(input.systemTypeId, 'systemTypeId'),
    sourceTypeId: optionalIdOf(input.sourceTypeId, 'sourceTypeId'),
    entityIds: [...new Set(input.entityIds.map((id) => idOf(id, 'entityIds')))],
    comment: input.comment.trim(),
  };
  check(validateTestRequest(fields));
  return fields as TestRequestWrite;
}

@InputType({ description: 'A requirement field to add (no id) or update.' })
export class RequirementFieldInput {
  @Field(() => ID, { nullable: true, description: 'Its id; absent to add one.' })
  id?: string | null;

  @Field(() => RequirementFieldType, { description: 'VET or HMDA VET (picks the call set).' })
  type: RequirementFieldType;

  @Field(() => ID, { description: 'The entity.' })
  entityId: string;

  @Field(() => ID, { nullable: true, description: "A business requirement of the entity's business line." })
  requirementId?: string | null;

  @Field(() => ID, { nullable: true, description: "A validator test of the entity's business line." })
  testId?: string | null;

  @Field(() => ID, { nullable: true, description: 'A header field of the entity.' })
  headerFieldId?: string | null;

  @Field(() => ID, { nullable: true, description: 'HMDA VET only: the HMDA field the header field reports.' })
  hmdaFieldId?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: 'The test needs the field.' })
  isRequired: boolean;

  @Field(() => Int, { nullable: true, description: 'The version read (an update needs it).' })
  version?: number | null;
}

export function requirementFieldWrite(input: RequirementFieldInput): RequirementFieldWrite {
  const fields = {
    type: input.type,
    requirementId: optionalIdOf(input.requirementId, 'requirementId'),
    testId: optionalIdOf(input.testId, 'testId'),
    headerFieldId: optionalIdOf(input.headerFieldId, 'headerFieldId'),
    hmdaFieldId:
      input.type === RequirementFieldType.HMDA_VET ? optionalIdOf(input.hmdaFieldId, 'hmdaFieldId') : null,
  };
  check(validateRequirementField(fields));
  return {
    id: optionalIdOf(input.id, 'id'),
    entityId: idOf(input.entityId, 'entityId'),
    requirementId: fields.requirementId!,
    testId: fields.testId!,
    headerFieldId: fields.headerFieldId!,
    hmdaFieldId: fields.hmdaFieldId,
    isRequired: input.isRequired,
    version: input.version ?? null,
  };
}
