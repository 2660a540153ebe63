import 'reflect-metadata';
import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../graphql/common/page.js';

/** Requirement types of the requirement field mapping (legacy requirement type ids 1 and 2). */
export enum RequirementFieldType {
  VET = 'VET',
  HMDA_VET = 'HMDA_VET',
}

registerEnumType(RequirementFieldType, {
  name: 'RequirementFieldType',
  description: 'Which requirement field calls a row belongs to (legacy requirement type id).',
  valuesConfig: {
    VET: {
      description:
        'Id 1: the requirement reads a header field of the entity (get/submit/delete-requirement-fields).',
    },
    HMDA_VET: {
      description:
        "Id 2, 'HMDA VET': an HMDA entity's header field and the HMDA field it reports (the HMDA field-mapping calls).",
    },
  },
});

@ObjectType({ description: 'A loan system a validator test reads from, offered for one business line.' })
export class ValidatorTestSystemType {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => ID, { description: 'The business line it is offered for.' })
  businessLineId: string;

  @Field(() => String, { description: 'That business line, named with its industry where the name repeats.' })
  businessLineName: string;

  @Field(() => String, { description: "The business line's industry." })
  industryName: string;

  @Field(() => String, { description: 'Its name (Encompass, MSP).' })
  name: string;

  @Field(() => String, { description: 'What kind of system it is.' })
  description: string;

  @Field(() => Boolean, { description: 'Offered on the test user form.' })
  active: boolean;

  @Field(() => Int, { description: 'The version read; an update carries it back.' })
  version: number;
}

@ObjectType({ description: 'A kind of source a validator test reads (File, Database, API).' })
export class ValidatorTestSourceType {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => String, { description: 'What it is.' })
  description: string;

  @Field(() => Boolean, { description: 'Offered on the test user form.' })
  active: boolean;

  @Field(() => Int, { description: 'The version read; an update carries it back.' })
  version: number;
}

@ObjectType({ description: 'An entity named by a validator test request.' })
export class ValidatorTestRequestEntity {
  @Field(() => ID, { description: 'The entity.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;
}

@ObjectType({
  description:
    "A validator test request (the test user form): a client's entities, read from one system and source.",
})
export class ValidatorTestRequest {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => ID, { description: 'The client.' })
  clientId: string;

  @Field(() => String, { description: "The client's name." })
  clientName: string;

  @Field(() => ID, { description: 'The business line.' })
  businessLineId: string;

  @Field(() => String, { description: "The business line's name." })
  businessLineName: string;

  @Field(() => ID, { description: 'The system type.' })
  systemTypeId: string;

  @Field(() => String, { description: "The system type's name." })
  systemTypeName: string;

  @Field(() => ID, { description: 'The source type.' })
  sourceTypeId: string;

  @Field(() => String, { description: "The source type's name." })
  sourceTypeName: string;

  @Field(() => [ValidatorTestRequestEntity], { description: 'The entities to test.' })
  entities: ValidatorTestRequestEntity[];

  @Field(() => String, { description: 'What the requester wrote.' })
  comment: string;

  @Field(() => String, { nullable: true, description: 'Who submitted it (absent once that user is gone).' })
  submittedByName: string | null;

  @Field(() => DateTimeISOResolver, { description: 'When it was submitted.' })
  submittedAt: Date;
}

@ObjectType({ description: 'A validator test a pipeline run may hold.' })
export class ValidatorJsonFilterTest {
  @Field(() => String, { description: 'The test id as the run names it (the test number).' })
  testId: string;

  @Field(() => String, { description: "The test's name." })
  testName: string;
}

@ObjectType({
  description: "A business line a pipeline run's output can be narrowed to, with its tests (JSON filters).",
})
export class ValidatorJsonFilter {
  @Field(() => ID, { description: 'The business line.' })
  businessLineId: string;

  @Field(() => String, { description: 'Its name.' })
  businessLineName: string;

  @Field(() => String, { description: 'Its industry.' })
  industryName: string;

  @Field(() => [ValidatorJsonFilterTest], { description: 'Its validator tests, by test id.' })
  tests: ValidatorJsonFilterTest[];
}

@ObjectType({
  description: "Loans of the user's clients with observations in finished runs (dashboard card).",
})
export class ValidatorLoanCounts {
  @Field(() => Int, { description: 'Loans with at least one observation.' })
  loanCount: number;

  @Field(() => Int, { description: 'Observations of those loans.' })
  observationCount: number;

  @Field(() => Int, { description: 'Clients those loans belong to.' })
  clientCount: number;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the latest run counted finished.' })
  lastRunEnd: Date | null;
}

@ObjectType({ description: 'A loan with observations, most observations first.' })
export class ValidatorLoan {
  @Field(() => ID, { description: 'The client.' })
  clientId: string;

  @Field(() => String, { description: "The client's name." })
  clientName: string;

  @Field(() => String, { description: 'The loan number.' })
  loanNumber: string;

  @Field(() => Int, { description: 'Its observations.' })
  observationCount: number;

  @Field(() => [String], { description: 'The tests that observed it.' })
  testIds: string[];

  @Field(() => String, { description: 'The latest run that observed it.' })
  lastRunId: string;

  @Field(() => DateTimeISOResolver, { description: 'When that run finished.' })
  lastRunEnd: Date;
}

@ObjectType({ description: 'A page of loans with observations.' })
export class ValidatorLoanPage extends PageOf(ValidatorLoan) {}

@ObjectType({ description: 'A validator test of the entity’s business line.' })
export class TestMappingTest {
  @Field(() => ID, { description: 'The test.' })
  id: string;

  @Field(() => String, { description: 'Its test id (number).' })
  testNumber: string;

  @Field(() => String, { description: 'Its name.' })
  testName: string;
}

@ObjectType({ description: 'An HMDA field of the provider a header field may report.' })
export class TestMappingHmdaField {
  @Field(() => ID, { description: 'The field.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;
}

@ObjectType({
  description: 'The test mapping filter of an entity: what the requirement field view can be narrowed by.',
})
export class TestMappingFilter {
  @Field(() => ID, { description: 'The entity.' })
  entityId: string;

  @Field(() => Boolean, { description: 'An HMDA entity: it takes HMDA VET rows.' })
  isHmda: boolean;

  @Field(() => [TestMappingTest], { description: "The validator tests of the entity's business line." })
  tests: TestMappingTest[];

  @Field(() => [TestMappingHmdaField], { description: 'The HMDA fields (an HMDA entity only; else empty).' })
  hmdaFields: TestMappingHmdaField[];
}

@ObjectType({
  description: 'A requirement field: a header field of the entity that feeds a requirement and its test.',
})
export class RequirementField {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => ID, { description: 'The entity.' })
  entityId: string;

  @Field(() => RequirementFieldType, { description: 'VET or HMDA VET.' })
  type: RequirementFieldType;

  @Field(() => ID, { description: 'The business requirement.' })
  requirementId: string;

  @Field(() => String, { description: 'Its number.' })
  requirementNumber: string;

  @Field(() => String, { description: 'Its text.' })
  requirement: string;

  @Field(() => ID, { description: 'The validator test that checks it.' })
  testId: string;

  @Field(() => String, { description: "The test's id (number)." })
  testNumber: string;

  @Field(() => String, { description: "The test's name." })
  testName: string;

  @Field(() => ID, { description: 'The header field.' })
  headerFieldId: string;

  @Field(() => String, { description: "The header field's client source field." })
  clientSourceField: string;

  @Field(() => String, { nullable: true, description: 'Where that field lands: destination table.' })
  destinationTable: string | null;

  @Field(() => String, { nullable: true, description: 'Where that field lands: destination field.' })
  destinationField: string | null;

  @Field(() => ID, { nullable: true, description: 'HMDA VET: the HMDA field it reports.' })
  hmdaFieldId: string | null;

  @Field(() => String, { nullable: true, description: "HMDA VET: that HMDA field's name." })
  hmdaFieldName: string | null;

  @Field(() => Boolean, { description: 'The test needs the field (a blank value is an observation).' })
  isRequired: boolean;

  @Field(() => Int, { description: 'The version read; an update carries it back.' })
  version: number;
}

@ObjectType({ description: 'A saved system type and the message to show.' })
export class ValidatorTestSystemTypePayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => ValidatorTestSystemType, { description: 'The system type as saved.' })
  systemType: ValidatorTestSystemType;
}

@ObjectType({ description: 'A saved source type and the message to show.' })
export class ValidatorTestSourceTypePayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => ValidatorTestSourceType, { description: 'The source type as saved.' })
  sourceType: ValidatorTestSourceType;
}

@ObjectType({ description: 'A submitted validator test request and the message to show.' })
export class ValidatorTestRequestPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => ValidatorTestRequest, { description: 'The request as kept.' })
  request: ValidatorTestRequest;
}

@ObjectType({ description: 'A saved requirement field and the message to show.' })
export class RequirementFieldPayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => RequirementField, { description: 'The row as saved.' })
  requirementField: RequirementField;
}
