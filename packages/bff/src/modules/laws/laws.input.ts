import { Field, ID, InputType } from 'type-graphql';
import { LawTextKind } from './laws.type.js';

/** The most law details one lawDetails query may ask for (a grid page or a compare dialog). */
export const LAW_DETAILS_MAX = 500;

@InputType({ description: 'The Search Hierarchy filter (legacy get-level body).' })
export class LawHierarchyFilterInput {
  @Field(() => ID, {
    nullable: true,
    description: "Required: the chosen industry ('Select Industry and Business Line First (Required!)').",
  })
  industryId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "Required: the chosen business line ('Select Industry and Business Line First (Required!)').",
  })
  businessLineId?: string | null;

  @Field(() => [ID], {
    defaultValue: [],
    description: 'Regulators chosen in the Regulator picker; empty for all.',
  })
  regulatorIds: string[];

  @Field(() => [ID], {
    defaultValue: [],
    description: 'Categories chosen in the Category picker; empty for all.',
  })
  categoryIds: string[];
}

@InputType({
  description:
    'A node of the hierarchy tree to expand (legacy get-next-level body): the filter plus the node.',
})
export class LawHierarchyNodeInput extends LawHierarchyFilterInput {
  @Field(() => [String], {
    description:
      "The node's path: the texts of levels 1..n exactly as answered (1 to 10 of them, level 1 first). The regulator " +
      'goes in regulatorIds (required here).',
  })
  levelTexts: string[];
}

@InputType({ description: 'A law section, and optionally the business line it is looked at for.' })
export class LawDetailInput {
  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Law detail id.' })
  lawDetailId: string;

  @Field(() => ID, {
    nullable: true,
    description: "The business line: categories and processes are the line's. Must be assigned to the user.",
  })
  businessLineId?: string | null;
}

@InputType({ description: 'A law section of a law inventory.' })
export class InventoryLawDetailInput extends LawDetailInput {
  @Field(() => ID, {
    nullable: true,
    description: "The law inventory; must be the law's (NOT_FOUND otherwise).",
  })
  lawInventoryId?: string | null;
}

@InputType({ description: 'The Law text pop-up (user/read-more/{lawId}/{sectionId}/{lawDetailId}/{type}).' })
export class LawTextInput {
  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Law detail id.' })
  lawDetailId: string;

  @Field(() => LawTextKind, { defaultValue: LawTextKind.LAW_TEXT, description: 'What to show.' })
  kind: LawTextKind;

  @Field(() => ID, { nullable: true, description: 'LAW_TEXT: the business line the text is looked at for.' })
  businessLineId?: string | null;

  @Field(() => ID, { nullable: true, description: "The law inventory; must be the section's law's." })
  lawInventoryId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'CHANGED: the latest change with this workflow status (legacy statusID).',
  })
  statusId?: string | null;

  @Field(() => ID, { nullable: true, description: 'CHANGED: this change rather than the latest.' })
  changeId?: string | null;
}

@InputType({ description: 'A section and those combined with it, as one text.' })
export class CombinedLawTextInput {
  @Field(() => ID, { description: 'Section id (any member of the group).' })
  sectionId: string;

  @Field(() => ID, { nullable: true, description: 'The business line the text is looked at for.' })
  businessLineId?: string | null;

  @Field(() => ID, { nullable: true, description: "The law inventory; must be the section's law's." })
  lawInventoryId?: string | null;
}

@InputType({ description: "A section's sub-section tree." })
export class SubSectionsInput {
  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { nullable: true, description: "The law inventory; must be the section's law's." })
  lawInventoryId?: string | null;
}

@InputType({ description: 'A change in law of a section (the law text change view).' })
export class ChangedLawTextInput {
  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The latest change with this workflow status (legacy statusID).',
  })
  statusId?: string | null;

  @Field(() => ID, { nullable: true, description: 'This change rather than the latest (legacy id).' })
  changeId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The module asking (legacy moduleName), e.g. legal-module.',
  })
  moduleName?: string | null;
}

@InputType({
  description: 'The link-to-source pop-up (user/linkToSource/{lawId}/{sectionId}/{lawDetailId}/{type}).',
})
export class LinkToSourceInput {
  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Law detail id.' })
  lawDetailId: string;

  @Field(() => ID, { nullable: true, description: "The law inventory; must be the law's." })
  lawInventoryId?: string | null;
}
