import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A business line a law section is mapped to.' })
export class MappedBusinessLine {
  @Field(() => ID, { description: 'Business line id.' })
  businessLineId: string;

  @Field(() => String, { description: 'Business line name.' })
  businessLineName: string;
}

@ObjectType({
  description: 'A product, institution type or category mapped to a section for one business line.',
})
export class MappedItem {
  @Field(() => ID, { description: 'Id of the product, institution type or category.' })
  id: string;

  @Field(() => String, { description: 'Its name.' })
  name: string;

  @Field(() => ID, { description: 'The business line it is mapped for.' })
  businessLineId: string;

  @Field(() => String, { description: 'That business line’s name.' })
  businessLineName: string;
}

@ObjectType({
  description: 'A company process mapped to a section for one business line (legacy mappedLawProcess).',
})
export class MappedProcess {
  @Field(() => ID, { description: 'Company process id.' })
  id: string;

  @Field(() => String, { description: 'Process name.' })
  name: string;

  @Field(() => String, { description: 'The business process (parent) it belongs to.' })
  businessProcessName: string;

  @Field(() => ID, { description: 'The business line it is mapped for.' })
  businessLineId: string;

  @Field(() => String, { description: 'That business line’s name.' })
  businessLineName: string;
}

@ObjectType({ description: 'A loan-file validator test a requirement can be checked by.' })
export class ValidatorTest {
  @Field(() => ID, { description: 'Validator test id.' })
  id: string;

  @Field(() => String, { description: 'The five-digit test id users know it by.' })
  testNumber: string;

  @Field(() => String, { description: 'What the test checks.' })
  name: string;
}

@ObjectType({
  description:
    'A business requirement of the section (legacy mappedLawRequirement) with its validator tests.',
})
export class MappedRequirement {
  @Field(() => ID, { description: 'Requirement id.' })
  id: string;

  @Field(() => String, { description: 'Requirement number, PREFIX_number.' })
  requirementNumber: string;

  @Field(() => String, { description: 'The business requirement.' })
  requirement: string;

  @Field(() => Int, { description: 'Requirement type: 1 header/definition/scope, 2 requirement.' })
  requirementTypeId: number;

  @Field(() => ID, { description: 'The business line it belongs to.' })
  businessLineId: string;

  @Field(() => String, { description: 'That business line’s name.' })
  businessLineName: string;

  @Field(() => [ValidatorTest], { description: 'The validator tests mapped to it, by test id.' })
  validatorTests: ValidatorTest[];
}

@ObjectType({
  description:
    "A law section's mapped filters (business lines with their products, institution types, categories and " +
    "processes, law scope, requirements) for the user's business lines of one industry.",
})
export class SectionMappings {
  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'The industry the mapping is shown for.' })
  industryId: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The change in law it was asked for, when asked through one.',
  })
  changeLawId: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The law scope (legacy lawScopeId); null when none is set.',
  })
  lawScopeId: string | null;

  @Field(() => String, { nullable: true, description: 'The law scope’s name (legacy lawScopeName).' })
  lawScopeName: string | null;

  @Field(() => [MappedBusinessLine], { description: 'Mapped business lines (legacy mappedBusinessLines).' })
  businessLines: MappedBusinessLine[];

  @Field(() => [MappedItem], {
    description: 'Mapped products, per business line (legacy mappedBusinessLineProducts).',
  })
  products: MappedItem[];

  @Field(() => [MappedItem], {
    description: 'Mapped institution types, per business line (legacy mappedBusinessLineInstitutions).',
  })
  institutionTypes: MappedItem[];

  @Field(() => [MappedItem], {
    description: 'Mapped categories, per business line (legacy mappedCategories).',
  })
  categories: MappedItem[];

  @Field(() => [MappedProcess], {
    description: 'Mapped company processes, per business line (legacy mappedLawProcess).',
  })
  processes: MappedProcess[];

  @Field(() => [MappedRequirement], {
    description: 'The section’s requirements (legacy mappedLawRequirement).',
  })
  requirements: MappedRequirement[];

  @Field(() => Boolean, {
    description:
      'The mapped business lines do not all have the same products: requirements must be mapped per line.',
  })
  differentProducts: boolean;

  @Field(() => Boolean, {
    description: 'The mapped business lines do not all have the same institution types.',
  })
  differentInstitutionTypes: boolean;

  @Field(() => Boolean, { description: 'The mapped business lines do not all have the same categories.' })
  differentCategories: boolean;

  @Field(() => Boolean, { description: 'The mapped business lines do not all have the same processes.' })
  differentProcesses: boolean;

  @Field(() => String, {
    description:
      "The section data completeness message, in this order: 'Please add Business Line', 'Please add {list} " +
      "for selected Business Line: {name}' for every incomplete line (mapping order), 'Please add Law Scope'; '' when " +
      'complete. Several messages come one a line (completenessMessages as one text; sectionCompletenessMessage of ' +
      '@lexbridge/rules).',
  })
  completenessMessage: string;

  @Field(() => [String], {
    description:
      "The completeness messages one by one: ['Please add Business Line'], or one 'Please add {list} for selected " +
      "Business Line: {name}' for each incomplete line in mapping order, or ['Please add Law Scope']; [] when " +
      'complete (sectionCompletenessMessages of @lexbridge/rules).',
  })
  completenessMessages: string[];
}

@ObjectType({ description: 'A section of a law being mapped (the mapping screen’s section list).' })
export class MappingSection {
  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Law detail id (the section’s level path).' })
  lawDetailId: string;

  @Field(() => String, { description: 'Regulator name.' })
  regulator: string;

  @Field(() => String, { description: 'Law name.' })
  lawName: string;

  @Field(() => String, { description: 'Section number and name.' })
  section: string;

  @Field(() => String, {
    description: 'Section status as the catalogue says it (Active, Amended, Parent, …).',
  })
  sectionStatus: string;
}

@ObjectType({ description: 'An option of a mapping picker.' })
export class MappingOption {
  @Field(() => ID, { description: 'Id.' })
  id: string;

  @Field(() => String, { description: 'Name shown in the picker.' })
  name: string;
}

@ObjectType({
  description: 'A company process a section can be mapped to, with the business process it belongs to.',
})
export class ProcessOption {
  @Field(() => ID, { description: 'Company process id.' })
  id: string;

  @Field(() => String, { description: 'Process name.' })
  name: string;

  @Field(() => String, { description: 'The business process (the picker’s group).' })
  businessProcessName: string;
}

@ObjectType({ description: 'What the pickers offer for one of the user’s business lines of the industry.' })
export class BusinessLineMappingOptions {
  @Field(() => ID, { description: 'Business line id.' })
  businessLineId: string;

  @Field(() => String, { description: 'Business line name.' })
  businessLineName: string;

  @Field(() => [MappingOption], { description: 'The line’s products, by name.' })
  products: MappingOption[];

  @Field(() => [MappingOption], { description: 'The line’s categories, by name.' })
  categories: MappingOption[];

  @Field(() => [ProcessOption], {
    description: 'The line’s company processes, by business process then name.',
  })
  processes: ProcessOption[];

  @Field(() => [ValidatorTest], { description: 'The line’s validator tests, by test id.' })
  validatorTests: ValidatorTest[];
}

@ObjectType({ description: 'Everything the mapping pickers of a section offer.' })
export class SectionMappingOptions {
  @Field(() => [MappingOption], { description: 'Law scopes.' })
  lawScopes: MappingOption[];

  @Field(() => [MappingOption], { description: 'Institution types (catalogue-wide).' })
  institutionTypes: MappingOption[];

  @Field(() => [BusinessLineMappingOptions], {
    description: 'The user’s business lines of the industry (what may be mapped) and their options.',
  })
  businessLines: BusinessLineMappingOptions[];
}

@ObjectType({ description: 'A mapping save: the catalogue’s message and the section’s mapping, reloaded.' })
export class SectionMappingsPayload {
  @Field(() => String, { description: 'The catalogue’s message (e.g. "Products mapped successfully.").' })
  message: string;

  @Field(() => SectionMappings, {
    description: 'The section’s mapped filters after the save, reloaded as every save does.',
  })
  mappings: SectionMappings;
}
