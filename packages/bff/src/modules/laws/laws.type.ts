import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Authority } from '../catalogue/catalogue.type.js';
import { LawTextKind, RequirementDetailType, RequirementType, SectionStatus } from './laws.enums.js';

export { LawTextKind, RequirementDetailType, RequirementType, SectionStatus };

// Hierarchy search

@ObjectType({ description: 'One step of the path down to a hierarchy node.' })
export class LawLevelText {
  @Field(() => Int, {
    description: '0 for the regulator, then 1 to 10 for the law levels (1 Title, 2 Chapter, 3 Part...).',
  })
  level: number;

  @Field(() => String, { description: 'The regulator name or the level text.' })
  text: string;
}

@ObjectType({ description: 'A level node of the hierarchy tree: expand it with lawHierarchyChildren.' })
export class LawLevelNode {
  @Field(() => Int, { description: 'Its level, 1 to 10.' })
  level: number;

  @Field(() => String, {
    description: 'The level text, e.g. Title 12 - Banks and Banking; send it back in levelTexts.',
  })
  text: string;

  @Field(() => Int, { description: 'Sections under this node that match the filter.' })
  sectionCount: number;

  @Field(() => Boolean, {
    description: 'A deeper level exists under it; false: expanding it lists sections only.',
  })
  hasChildren: boolean;
}

@ObjectType({ description: 'A law section reached in the hierarchy tree; open it with lawDetail.' })
export class LawSectionNode {
  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: "Law detail id (the section's level path)." })
  lawDetailId: string;

  @Field(() => String, { description: 'Section number, e.g. § 1002.9.' })
  section: string;

  @Field(() => String, { description: 'Section name, e.g. Notifications.' })
  sectionName: string;

  @Field(() => SectionStatus, { description: "Its status; 'Parent' sections are listed first." })
  status: SectionStatus;
}

@ObjectType({
  description: "One regulator's part of a hierarchy answer: the children of the node for that regulator.",
})
export class LawHierarchyResult {
  @Field(() => ID, { description: 'Regulator id; send it in regulatorIds to expand one of its nodes.' })
  regulatorId: string;

  @Field(() => String, { description: 'Regulator name.' })
  regulator: string;

  @Field(() => String, { nullable: true, description: 'Regulator short code, e.g. CFPB.' })
  codeName: string | null;

  @Field(() => Authority, { description: 'Federal or State.' })
  authority: Authority;

  @Field(() => [LawLevelText], {
    description: 'The path down to the node: the regulator (level 0), then the level texts.',
  })
  path: LawLevelText[];

  @Field(() => String, {
    nullable: true,
    description: "Heading of the level nodes, e.g. 'Level 2'; null without any.",
  })
  levelHeader: string | null;

  @Field(() => [LawLevelNode], {
    description: 'The next level under the node, in natural order; empty when none.',
  })
  levels: LawLevelNode[];

  @Field(() => [LawSectionNode], {
    description:
      "Sections whose path ends at the node: 'Parent' sections first, then in the law's order; empty when none.",
  })
  sections: LawSectionNode[];
}

@ObjectType({
  description: 'Hierarchy results of one authority (the collapsible Federal and States sections).',
})
export class LawHierarchyGroup {
  @Field(() => Authority, { description: 'Federal or State.' })
  authority: Authority;

  @Field(() => [LawHierarchyResult], {
    description: "One entry per regulator with matching laws, by regulator name. Empty: 'No Results Found'.",
  })
  results: LawHierarchyResult[];
}

// Law detail

@ObjectType({
  description: 'A standard (Azimuth) process the provider maps to a law section for a business line.',
})
export class AzimuthProcess {
  @Field(() => ID, { description: 'Process id.' })
  id: string;

  @Field(() => String, { description: 'Process name (legacy processName or name).' })
  name: string;
}

@ObjectType({ description: "A client company's process mapped to a law section for a business line." })
export class CompanyProcess {
  @Field(() => ID, { description: 'Company process id.' })
  id: string;

  @Field(() => String, { description: 'Process name (legacy processName).' })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: 'The business process it belongs to (legacy businessProcessName).',
  })
  businessProcessName: string | null;
}

@ObjectType({
  description:
    'A law section with its law information (Level 1 to Level 10, Section, Regulator, Type, Legal Contact), its text ' +
    'and, for a business line, its categories and processes.',
})
export class LawDetail {
  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: "Law detail id (the section's level path)." })
  lawDetailId: string;

  @Field(() => ID, { nullable: true, description: "The law's inventory." })
  lawInventoryId: string | null;

  @Field(() => ID, { nullable: true, description: 'The business line asked for; null without one.' })
  businessLineId: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Level 1 (legacy Title), e.g. Title 12 - Banks and Banking.',
  })
  level1: string | null;

  @Field(() => String, { nullable: true, description: 'Level 2 (legacy Chapter).' })
  level2: string | null;

  @Field(() => String, { nullable: true, description: 'Level 3 (legacy SubChapter, a part).' })
  level3: string | null;

  @Field(() => String, { nullable: true, description: 'Level 4 (legacy Level4).' })
  level4: string | null;

  @Field(() => String, { nullable: true, description: 'Level 5.' })
  level5: string | null;

  @Field(() => String, { nullable: true, description: 'Level 6.' })
  level6: string | null;

  @Field(() => String, { nullable: true, description: 'Level 7.' })
  level7: string | null;

  @Field(() => String, { nullable: true, description: 'Level 8.' })
  level8: string | null;

  @Field(() => String, { nullable: true, description: 'Level 9.' })
  level9: string | null;

  @Field(() => String, { nullable: true, description: 'Level 10.' })
  level10: string | null;

  @Field(() => String, { description: 'The section, number and name, e.g. § 1002.9 Notifications.' })
  section: string;

  @Field(() => String, { description: 'Regulator name.' })
  regulator: string;

  @Field(() => String, { nullable: true, description: 'Type of law, e.g. Regulation (legacy Type).' })
  type: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The legal contact for the law (legacy legalContactName).',
  })
  legalContact: string | null;

  @Field(() => String, {
    description: 'The law text as HTML: one <p class="level-N"> per sub-section, N its depth.',
  })
  lawText: string;

  @Field(() => SectionStatus, { description: "The section's status." })
  status: SectionStatus;

  @Field(() => String, { nullable: true, description: 'Effective date, yyyy-mm-dd.' })
  effectiveDate: string | null;

  @Field(() => [String], {
    description:
      'Categories of the section for the business line, by name (legacy Category, comma separated). Empty without ' +
      "a business line; the screen's 'No Result'.",
  })
  categories: string[];

  @Field(() => [String], {
    description:
      'Names of the company processes mapped for the business line, by name (legacy businessProcess, comma ' +
      'separated; no extra call). companyProcesses has them with their business process.',
  })
  companyProcessNames: string[];
}

@ObjectType({ description: "A law detail as a law inventory lists it: the detail plus the law's source." })
export class InventoryLawDetail {
  @Field(() => LawDetail, { description: 'The law detail.' })
  detail: LawDetail;

  @Field(() => String, { nullable: true, description: 'The law inventory name.' })
  lawInventory: string | null;

  @Field(() => String, { nullable: true, description: 'Citation, e.g. 12 CFR Part 1002.' })
  citation: string | null;

  @Field(() => String, { nullable: true, description: "URL of the law's source." })
  sourceUrl: string | null;
}

@ObjectType({ description: 'The requirement detail pop-up: titled "Regulator: Section".' })
export class RequirementDetail {
  @Field(() => ID, { description: 'Requirement id.' })
  id: string;

  @Field(() => String, { nullable: true, description: 'Regulator name.' })
  regulator: string | null;

  @Field(() => String, { nullable: true, description: 'The section, number and name.' })
  section: string | null;

  @Field(() => String, { nullable: true, description: 'Requirement number (prefix_number), e.g. REGB_008.' })
  requirementNumber: string | null;

  @Field(() => String, { description: 'The requirement text (the pop-up clamps it to 4 lines).' })
  requirement: string;

  @Field(() => RequirementType, {
    nullable: true,
    description: 'Header or requirement; null when the catalogue names neither.',
  })
  requirementType: RequirementType | null;

  @Field(() => String, { nullable: true, description: "The section's law text as HTML." })
  lawText: string | null;

  @Field(() => ID, { nullable: true, description: 'Law id.' })
  lawId: string | null;

  @Field(() => ID, { nullable: true, description: 'Section id.' })
  sectionId: string | null;

  @Field(() => ID, { nullable: true, description: 'The business line the requirement belongs to.' })
  businessLineId: string | null;
}

// Law text

@ObjectType({ description: 'A law section as the law text views show it.' })
export class LawSection {
  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Law detail id.' })
  lawDetailId: string;

  @Field(() => ID, { nullable: true, description: "The law's inventory." })
  lawInventoryId: string | null;

  @Field(() => String, { description: 'Regulator name.' })
  regulator: string;

  @Field(() => String, { description: 'The section, number and name.' })
  section: string;

  @Field(() => String, {
    nullable: true,
    description: 'Section number alone, e.g. § 1002.4 (legacy sNumber).',
  })
  sectionNumber: string | null;

  @Field(() => SectionStatus, { description: 'Its status (shown in brackets beside the section).' })
  status: SectionStatus;

  @Field(() => String, { description: 'The section text as HTML (legacy details).' })
  details: string;

  @Field(() => String, { nullable: true, description: 'Level 1 text.' })
  level1: string | null;

  @Field(() => String, { nullable: true, description: 'Level 2 text.' })
  level2: string | null;

  @Field(() => String, { nullable: true, description: 'Level 3 text.' })
  level3: string | null;

  @Field(() => String, { nullable: true, description: 'Effective date, yyyy-mm-dd.' })
  effectiveDate: string | null;

  @Field(() => String, { nullable: true, description: 'Legal contact.' })
  legalContact: string | null;
}

@ObjectType({ description: 'A level of the law path before and after a change in law (the Levels block).' })
export class LevelChange {
  @Field(() => Int, { description: 'Level, 1 to 10.' })
  level: number;

  @Field(() => String, { nullable: true, description: 'The text before the change.' })
  oldText: string | null;

  @Field(() => String, { nullable: true, description: 'The text after the change.' })
  newText: string | null;

  @Field(() => Boolean, { description: 'The change renamed this level.' })
  changed: boolean;
}

@ObjectType({ description: 'A sub-section before and after a change in law; a tree.' })
export class ChangedSubSection {
  @Field(() => ID, { description: 'Sub-section id.' })
  id: string;

  @Field(() => ID, { nullable: true, description: 'The sub-section it sits under; null at the top.' })
  parentId: string | null;

  @Field(() => Int, { description: 'Depth in the tree, 1 at the top.' })
  depth: number;

  @Field(() => String, {
    nullable: true,
    description: 'Its number before the change; null when the change added it.',
  })
  oldNumber: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Its number after the change; null when the change removed it.',
  })
  newNumber: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Text before the change (HTML); null when the change added it.',
  })
  oldText: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Text after the change (HTML); null when the change removed it.',
  })
  newText: string | null;

  @Field(() => Int, {
    description: "The pop-up's indent in px: 28 when the third character of its text is a digit 1-9, else 3.",
  })
  indentPx: number;

  @Field(() => [ChangedSubSection], { description: 'Sub-sections below it.' })
  subSections: ChangedSubSection[];
}

@ObjectType({ description: 'A change in law of a section: the original text versus the changed text.' })
export class ChangedLawText {
  @Field(() => ID, { description: 'Change id.' })
  id: string;

  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Law detail id.' })
  lawDetailId: string;

  @Field(() => String, { description: 'Regulator name.' })
  regulator: string;

  @Field(() => String, { description: 'The section, number and name.' })
  section: string;

  @Field(() => SectionStatus, {
    description: "The section's status; DECOMMISSIONED is shown struck through.",
  })
  sectionStatus: SectionStatus;

  @Field(() => ID, { nullable: true, description: "The change's workflow status id (the status filter's)." })
  statusId: string | null;

  @Field(() => String, { nullable: true, description: 'Workflow status, e.g. Changed Law.' })
  status: string | null;

  @Field(() => ID, { nullable: true, description: 'Type of change id.' })
  changeTypeId: string | null;

  @Field(() => String, { nullable: true, description: 'Type of change, e.g. Amendment.' })
  changeType: string | null;

  @Field(() => String, { nullable: true, description: 'The module name asked with, echoed.' })
  moduleName: string | null;

  @Field(() => String, { nullable: true, description: 'Effective date of the change, yyyy-mm-dd.' })
  effectiveDate: string | null;

  @Field(() => String, { nullable: true, description: 'Summary of the change.' })
  summary: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The whole section before the change (HTML); null for a new section.',
  })
  oldText: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The whole section after the change (HTML); null for a decommissioned one.',
  })
  newText: string | null;

  @Field(() => [ChangedSubSection], {
    description: 'Sub-section texts, old and new, as a tree (legacy subSectionTexts).',
  })
  subSections: ChangedSubSection[];

  @Field(() => [ChangedSubSection], {
    description:
      'The same sub-sections as one list, depth first (parentId and depth place each): one selection however deep ' +
      'the tree, within the query depth and cost limits.',
  })
  subSectionList: ChangedSubSection[];

  @Field(() => [LevelChange], {
    description: "One entry per level of the section's path (legacy lawDetailsChanges).",
  })
  levels: LevelChange[];
}

@ObjectType({ description: 'The Law text pop-up: "Regulator - {regulator} | Law - {section}" and its body.' })
export class LawText {
  @Field(() => LawTextKind, { description: 'What the body shows.' })
  kind: LawTextKind;

  @Field(() => String, { description: 'Regulator name, for the header.' })
  regulator: string;

  @Field(() => String, { description: 'The section asked for, number and name, for the header.' })
  section: string;

  @Field(() => [LawSection], {
    description: "LAW_TEXT: the section and the sections combined with it, 'Parent' first. CHANGED: empty.",
  })
  sections: LawSection[];

  @Field(() => ChangedLawText, { nullable: true, description: 'CHANGED: the change in law. LAW_TEXT: null.' })
  change: ChangedLawText | null;
}

@ObjectType({ description: 'A section that is part of a combined law text.' })
export class CombinedSection {
  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => String, { description: 'The section, number and name.' })
  section: string;

  @Field(() => SectionStatus, { description: 'Its status.' })
  status: SectionStatus;
}

@ObjectType({ description: 'A section and the sections combined with it, as one text.' })
export class CombinedLawText {
  @Field(() => LawSection, { description: "The group's parent section (its own text in details)." })
  parent: LawSection;

  @Field(() => String, { description: "Every member's heading and text, the parent first (HTML)." })
  details: string;

  @Field(() => [CombinedSection], { description: 'The members, the parent first.' })
  sections: CombinedSection[];
}

@ObjectType({ description: "A node of a section's sub-section tree (legacy law tree node)." })
export class SubSection {
  @Field(() => ID, { description: 'Sub-section id (legacy SubSectionId); its text: subSectionText.' })
  id: string;

  @Field(() => ID, { nullable: true, description: 'The sub-section it sits under; null at the top.' })
  parentId: string | null;

  @Field(() => Int, { description: 'Depth in the tree, 1 at the top.' })
  depth: number;

  @Field(() => String, {
    description: 'Number and heading, e.g. (a) Notification of action taken (legacy SubSectionName).',
  })
  name: string;

  @Field(() => ID, { description: 'The section it belongs to.' })
  sectionId: string;

  @Field(() => String, { nullable: true, description: 'The section number, e.g. § 1002.9.' })
  section: string | null;

  @Field(() => String, { nullable: true, description: 'The section, number and name.' })
  sectionName: string | null;

  @Field(() => String, { nullable: true, description: 'Regulator name.' })
  regulator: string | null;

  @Field(() => Boolean, { description: 'It has sub-sections below it.' })
  hasSubSections: boolean;

  @Field(() => [SubSection], {
    description: 'The sub-sections below it, in order (subSectionList has every node in one list).',
  })
  subSections: SubSection[];
}

@ObjectType({ description: "A sub-section's text." })
export class SubSectionText {
  @Field(() => ID, { description: 'Sub-section id.' })
  subSectionId: string;

  @Field(() => String, {
    description: 'Its text as HTML (with everything below it when asked withChildren).',
  })
  text: string;
}

@ObjectType({
  description: 'A section of the law, in the link-to-source tree; its sub-sections load with subSections.',
})
export class SourceSection {
  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => String, { description: 'The section, number and name.' })
  section: string;

  @Field(() => SectionStatus, { description: 'Its status.' })
  status: SectionStatus;

  @Field(() => Boolean, { description: 'It has sub-sections (show the plus expander).' })
  hasSubSections: boolean;
}

@ObjectType({ description: "The link-to-source pop-up: the law's source and its sections." })
export class LinkToSource {
  @Field(() => ID, { description: 'Law id.' })
  lawId: string;

  @Field(() => ID, { description: 'Section id.' })
  sectionId: string;

  @Field(() => ID, { description: 'Law detail id.' })
  lawDetailId: string;

  @Field(() => ID, { nullable: true, description: "The law's inventory." })
  lawInventoryId: string | null;

  @Field(() => String, { description: 'Regulator name.' })
  regulator: string;

  @Field(() => String, { description: 'The section, number and name.' })
  section: string;

  @Field(() => String, { nullable: true, description: 'Level 1 text.' })
  level1: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Name of the law, e.g. Regulation B - Equal Credit Opportunity.',
  })
  lawName: string | null;

  @Field(() => String, { nullable: true, description: 'Citation, e.g. 12 CFR Part 1002.' })
  citation: string | null;

  @Field(() => String, {
    nullable: true,
    description: "URL of the law's source (the 'Link to Source Law/Document' link).",
  })
  sourceUrl: string | null;

  @Field(() => [SourceSection], { description: "The law's sections, in the law's order." })
  sections: SourceSection[];
}
