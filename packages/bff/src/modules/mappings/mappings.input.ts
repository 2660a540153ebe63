import { isChosen, MESSAGES, validateIds, type FieldError } from '@lexbridge/rules';
import { Field, ID, InputType } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import type { SectionKey } from './mappings.api.js';

@InputType({ description: 'A law section, seen for the user’s business lines of one industry.' })
export class SectionMappingsInput {
  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { nullable: true, description: "Required: the industry ('Select Industry First')." })
  industryId?: string | null;
}

@InputType({
  description: 'The section of a change in law, seen for the user’s business lines of one industry.',
})
export class ChangeLawMappingsInput {
  @Field(() => ID, { description: 'Change in law id.' })
  changeLawId: string;

  @Field(() => ID, { nullable: true, description: "Required: the industry ('Select Industry First')." })
  industryId?: string | null;
}

@InputType({
  description: 'The business lines a section is mapped to, among the user’s lines of the industry.',
})
export class MapSectionBusinessLinesInput extends SectionMappingsInput {
  @Field(() => [ID], {
    description:
      'Exactly the lines to map (others of the user’s lines of the industry are taken off, with their mapping).',
  })
  businessLineIds: string[];
}

@InputType({
  description:
    'The products, institution types, categories or processes a section is mapped to for one business line.',
})
export class MapSectionItemsInput extends SectionMappingsInput {
  @Field(() => ID, {
    nullable: true,
    description: "Required: the business line, mapped to the section ('Please Select Business Line First').",
  })
  businessLineId?: string | null;

  @Field(() => [ID], {
    description: 'Exactly the items to map for that line (an empty list takes them all off).',
  })
  itemIds: string[];
}

@InputType({ description: 'The law scope of a section.' })
export class SetSectionLawScopeInput extends SectionMappingsInput {
  @Field(() => ID, { nullable: true, description: "Required: the law scope ('Please add Law Scope')." })
  lawScopeId?: string | null;
}

@InputType({ description: 'The validator tests of one requirement of the section.' })
export class MapRequirementValidatorTestsInput extends SectionMappingsInput {
  @Field(() => ID, { description: 'Requirement id.' })
  requirementId: string;

  @Field(() => [ID], {
    description: 'Exactly the validator tests to map (of the requirement’s business line).',
  })
  validatorTestIds: string[];
}

export const MAX_LAWS = 50;

export function industryRule(industryId: string | null | undefined): FieldError | null {
  return isChosen(industryId)
    ? validateIds({ industryId })
    : { field: 'industryId', message: MESSAGES.filterIndustry };
}

export function sectionKey(input: SectionMappingsInput): SectionKey {
  check(validateIds({ sectionId: input.sectionId }), industryRule(input.industryId));
  return { sectionId: input.sectionId.trim(), industryId: input.industryId!.trim() };
}

export const trimmed = (ids: readonly string[]) => ids.map((value) => value.trim());
