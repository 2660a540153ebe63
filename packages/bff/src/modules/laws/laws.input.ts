import {
  isChosen,
  LEXBRIDGE_MESSAGES,
  validateIdList,
  validateIds,
  validateLawFilter,
  type FieldError,
} from '@lexbridge/rules';
import { Field, ID, InputType } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import { badUserInput } from '../../graphql/errors.js';
import type {
  ChangeKey,
  HierarchyFilter,
  HierarchyNode,
  InventoryLawKey,
  LawKey,
  SectionTextKey,
  SourceKey,
} from './laws.api.js';
import type { RequirementDetailKey, SubSectionsKey, SubSectionTextKey } from './laws.loaders.js';
import { LawTextKind, RequirementDetailType } from './laws.type.js';

/** The Search Hierarchy screen: its tree and the law detail it opens. */
export const HIERARCHY_SEARCH_ROUTE = '/legal-module/hierarchy-search';

/** The deepest path a hierarchy node may have. */
const MAX_LEVEL_TEXTS = 10;

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

/** An optional id: absent (null, '', 0, the 'Select' placeholder) or a positive whole number. */
function optionalId(
  field: string,
  value: string | null | undefined,
): { id: string | null; invalid: FieldError | null } {
  if (!isChosen(value)) return { id: null, invalid: null };
  const id = value!.trim();
  return { id, invalid: validateIds({ [field]: id }) };
}

/** An optional id, checked: null when absent; BAD_USER_INPUT on `field` when not a positive whole number. */
function checkedOptionalId(field: string, value: string | null | undefined): string | null {
  const { id, invalid } = optionalId(field, value);
  check(invalid);
  return id;
}

const trimmed = (values: readonly string[]) => values.filter(isChosen).map((value) => value.trim());

/** The hierarchy filter, checked: industry and business line required, every id a positive whole number. */
export function hierarchyFilter(input: LawHierarchyFilterInput): HierarchyFilter {
  const regulatorIds = trimmed(input.regulatorIds ?? []);
  const categoryIds = trimmed(input.categoryIds ?? []);
  check(
    validateLawFilter({ industryId: input.industryId, businessLineId: input.businessLineId }),
    validateIds({ industryId: input.industryId, businessLineId: input.businessLineId }),
    validateIdList('regulatorIds', regulatorIds),
    validateIdList('categoryIds', categoryIds),
  );
  return {
    industryId: input.industryId!.trim(),
    businessLineId: input.businessLineId!.trim(),
    regulatorIds,
    categoryIds,
  };
}

/** A hierarchy node, checked: the filter, a path of 1 to MAX_LEVEL_TEXTS texts, and its regulator. */
export function nodeKey(input: LawHierarchyNodeInput): HierarchyNode {
  const filter = hierarchyFilter(input);
  const levelTexts = input.levelTexts ?? [];
  if (
    levelTexts.length < 1 ||
    levelTexts.length > MAX_LEVEL_TEXTS ||
    levelTexts.some((text) => !text.trim())
  ) {
    throw badUserInput({ levelTexts: LEXBRIDGE_MESSAGES.levelTextsInvalid });
  }
  if (filter.regulatorIds.length === 0)
    throw badUserInput({ regulatorIds: LEXBRIDGE_MESSAGES.nodeRegulatorRequired });
  return { ...filter, levelTexts };
}

/** A law detail's ids, checked; the business line is optional. */
export function lawKey(input: LawDetailInput): LawKey {
  const businessLine = optionalId('businessLineId', input.businessLineId);
  check(
    validateIds({ lawId: input.lawId, sectionId: input.sectionId, lawDetailId: input.lawDetailId }),
    businessLine.invalid,
  );
  return {
    lawId: input.lawId.trim(),
    sectionId: input.sectionId.trim(),
    lawDetailId: input.lawDetailId.trim(),
    businessLineId: businessLine.id,
  };
}

/** Many law details at once: at most LAW_DETAILS_MAX, each checked. */
export function lawDetailKeys(inputs: readonly LawDetailInput[]): LawKey[] {
  if (inputs.length > LAW_DETAILS_MAX)
    throw badUserInput({ inputs: LEXBRIDGE_MESSAGES.tooManyLawDetails(LAW_DETAILS_MAX) });
  return inputs.map(lawKey);
}

export function inventoryLawKey(input: InventoryLawDetailInput): InventoryLawKey {
  const inventory = optionalId('lawInventoryId', input.lawInventoryId);
  const key = lawKey(input);
  check(inventory.invalid);
  return { ...key, lawInventoryId: inventory.id };
}

/** The law text pop-up's ids, checked: the section it names, and the optional ones. */
export function lawTextKey(input: LawTextInput): {
  law: LawKey;
  businessLineId: string | null;
  lawInventoryId: string | null;
  statusId: string | null;
  changeId: string | null;
} {
  const law = lawKey({ ...input, businessLineId: null });
  const businessLine = optionalId('businessLineId', input.businessLineId);
  const inventory = optionalId('lawInventoryId', input.lawInventoryId);
  const status = optionalId('statusId', input.statusId);
  const change = optionalId('changeId', input.changeId);
  check(businessLine.invalid, inventory.invalid, status.invalid, change.invalid);
  return {
    law,
    businessLineId: businessLine.id,
    lawInventoryId: inventory.id,
    statusId: status.id,
    changeId: change.id,
  };
}

export function sectionTextKey(input: CombinedLawTextInput): SectionTextKey {
  const businessLine = optionalId('businessLineId', input.businessLineId);
  const inventory = optionalId('lawInventoryId', input.lawInventoryId);
  check(validateIds({ sectionId: input.sectionId }), businessLine.invalid, inventory.invalid);
  return { sectionId: input.sectionId.trim(), businessLineId: businessLine.id, lawInventoryId: inventory.id };
}

export function subSectionsKey(input: SubSectionsInput): SubSectionsKey {
  const inventory = optionalId('lawInventoryId', input.lawInventoryId);
  check(validateIds({ sectionId: input.sectionId }), inventory.invalid);
  return { sectionId: input.sectionId.trim(), lawInventoryId: inventory.id };
}

export function subSectionTextKey(subSectionId: string, withChildren: boolean): SubSectionTextKey {
  check(validateIds({ subSectionId }));
  return { subSectionId: subSectionId.trim(), withChildren };
}

/** A change in law of a section; the module name is cut at 100 characters. */
export function changedTextKey(input: ChangedLawTextInput): ChangeKey {
  const status = optionalId('statusId', input.statusId);
  const change = optionalId('changeId', input.changeId);
  check(validateIds({ sectionId: input.sectionId }), status.invalid, change.invalid);
  return {
    sectionId: input.sectionId.trim(),
    statusId: status.id,
    changeId: change.id,
    moduleName: input.moduleName?.trim().slice(0, 100) || null,
  };
}

export function sourceKey(input: LinkToSourceInput): SourceKey {
  const law = lawKey({ ...input, businessLineId: null });
  const lawInventoryId = checkedOptionalId('lawInventoryId', input.lawInventoryId);
  return { lawId: law.lawId, sectionId: law.sectionId, lawDetailId: law.lawDetailId, lawInventoryId };
}

export function requirementDetailKey(id: string, type: RequirementDetailType): RequirementDetailKey {
  check(validateIds({ id }));
  return { id: id.trim(), type: type === RequirementDetailType.LEGAL ? 'legal' : 'business' };
}
