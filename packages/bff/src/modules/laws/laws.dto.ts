/**
 * The law catalogue's hierarchy search, law detail, processes and law text shapes as it sends them (docs/legacy-api.md,
 * "Law catalogue"), quirks included: ids that may come as numbers or numeric texts, PascalCase next to
 * camelCase, comma-separated lists. Each is a zod schema that every answer is checked against (legacy/shape.ts),
 * and the type inferred from it; they stop at this module's mapper.
 */
import { z } from 'zod';
import { LegacyId } from '../../legacy/shape.js';

// Hierarchy search
export const LegacyLevelNode = z.object({
  level: z.number(),
  text: z.string(),
  sectionCount: z.number().nullish(),
  hasChildren: z.boolean().nullish(),
});
export type LegacyLevelNode = z.infer<typeof LegacyLevelNode>;

export const LegacySectionNode = z.object({
  lawId: LegacyId,
  sectionId: LegacyId,
  lawDetailId: LegacyId,
  section: z.string(),
  sectionName: z.string().nullish(),
  sectionStatus: z.string().nullish(),
});
export type LegacySectionNode = z.infer<typeof LegacySectionNode>;

export const LegacyLawResult = z.object({
  regulatorId: LegacyId,
  regulator: z.string(),
  codeName: z.string().nullish(),
  authority: z.string().nullish(),
  parentsList: z.array(z.object({ level: z.number(), text: z.string() })).nullish(),
  details: z
    .object({
      parent: z.string().nullish(),
      header: z.string().nullish(),
      detailList: z.array(LegacyLevelNode).nullish(),
    })
    .nullish(),
  sections: z
    .object({
      parent: z.string().nullish(),
      header: z.string().nullish(),
      sectionList: z.array(LegacySectionNode).nullish(),
    })
    .nullish(),
});
export type LegacyLawResult = z.infer<typeof LegacyLawResult>;

export const LegacyAuthorityResult = z.object({
  authority: z.string(),
  lawResult: z.array(LegacyLawResult).nullish(),
});
export type LegacyAuthorityResult = z.infer<typeof LegacyAuthorityResult>;

// Law detail
export const LegacyLawDetail = z.object({
  lawId: LegacyId,
  sectionId: LegacyId,
  lawDetailId: LegacyId,
  lawInventoryId: LegacyId.nullish(),
  businessLineId: LegacyId.nullish(),
  Title: z.string().nullish(),
  Chapter: z.string().nullish(),
  SubChapter: z.string().nullish(),
  Level4: z.string().nullish(),
  Level5: z.string().nullish(),
  Level6: z.string().nullish(),
  Level7: z.string().nullish(),
  Level8: z.string().nullish(),
  Level9: z.string().nullish(),
  Level10: z.string().nullish(),
  Section: z.string().nullish(),
  Regulator: z.string().nullish(),
  Type: z.string().nullish(),
  legalContactName: z.string().nullish(),
  LawText: z.string().nullish(),
  sectionStatus: z.string().nullish(),
  effectiveDate: z.string().nullish(),
  /** Company processes, comma separated. */
  businessProcess: z.string().nullish(),
  /** Categories, comma separated. */
  Category: z.string().nullish(),
});
export type LegacyLawDetail = z.infer<typeof LegacyLawDetail>;

export const LegacyInventoryLawDetail = LegacyLawDetail.extend({
  lawInventory: z.string().nullish(),
  citation: z.string().nullish(),
  sourceUrl: z.string().nullish(),
});
export type LegacyInventoryLawDetail = z.infer<typeof LegacyInventoryLawDetail>;

export const LegacyAzimuthProcessRow = z.object({
  LawId: LegacyId,
  SectionId: LegacyId,
  lawDetailId: LegacyId,
  business_line_id: LegacyId,
  id: LegacyId,
  /** The spec knows it as name or processName. */
  processName: z.string().nullish(),
  name: z.string().nullish(),
});
export type LegacyAzimuthProcessRow = z.infer<typeof LegacyAzimuthProcessRow>;

export const LegacyCompanyProcesses = z.object({
  sectionId: LegacyId.optional(),
  businessLineId: LegacyId.optional(),
  businessProcesses: z
    .array(z.object({ id: LegacyId, processName: z.string(), businessProcessName: z.string().nullish() }))
    .nullish(),
});
export type LegacyCompanyProcesses = z.infer<typeof LegacyCompanyProcesses>;

export const LegacyRequirementDetail = z.object({
  Id: LegacyId,
  Regulator: z.string().nullish(),
  Section: z.string().nullish(),
  RequirementNumber: z.string().nullish(),
  Requirement: z.string().nullish(),
  RequirementTypeId: LegacyId.nullish(),
  LawText: z.string().nullish(),
  LawId: LegacyId.nullish(),
  SectionId: LegacyId.nullish(),
  businessLineId: LegacyId.nullish(),
});
export type LegacyRequirementDetail = z.infer<typeof LegacyRequirementDetail>;

// Law text
export const LegacyLawSection = z.object({
  lawId: LegacyId,
  sectionId: LegacyId,
  lawDetailId: LegacyId,
  lawInventoryId: LegacyId.nullish(),
  regulator: z.string(),
  section: z.string(),
  sNumber: z.string().nullish(),
  sectionStatus: z.string().nullish(),
  hierarchyStatus: z.string().nullish(),
  details: z.string().nullish(),
  level1: z.string().nullish(),
  level2: z.string().nullish(),
  level3: z.string().nullish(),
  effectiveDate: z.string().nullish(),
  legalContact: z.string().nullish(),
});
export type LegacyLawSection = z.infer<typeof LegacyLawSection>;

export const LegacyCombinedLawText = LegacyLawSection.extend({
  combinedSections: z
    .array(z.object({ sectionId: LegacyId, section: z.string(), sectionStatus: z.string().nullish() }))
    .nullish(),
});
export type LegacyCombinedLawText = z.infer<typeof LegacyCombinedLawText>;

export interface LegacyLawTreeNode {
  SubSectionId: LegacyId;
  SubSectionName?: string | null;
  SectionName?: string | null;
  SubSections?: LegacyLawTreeNode[] | null;
  HasSubSections?: boolean | null;
  Checked?: boolean | null;
  Regulator?: string | null;
  Section?: string | null;
  SectionId?: LegacyId | null;
}
/** The tree nests: the schema refers to itself lazily, so its type is written out above. */
export const LegacyLawTreeNode: z.ZodType<LegacyLawTreeNode> = z.lazy(() =>
  z.object({
    SubSectionId: LegacyId,
    SubSectionName: z.string().nullish(),
    SectionName: z.string().nullish(),
    SubSections: z.array(LegacyLawTreeNode).nullish(),
    HasSubSections: z.boolean().nullish(),
    Checked: z.boolean().nullish(),
    Regulator: z.string().nullish(),
    Section: z.string().nullish(),
    SectionId: LegacyId.nullish(),
  }),
);
export const LegacySubSectionText = z.object({
  SubSectionId: LegacyId,
  text: z.string().nullish(),
});
export type LegacySubSectionText = z.infer<typeof LegacySubSectionText>;

export interface LegacyChangedSubSection {
  SubSectionId: LegacyId;
  number?: string | null;
  newNumber?: string | null;
  oldText?: string | null;
  newText?: string | null;
  subSection?: LegacyChangedSubSection[] | null;
}
/** Sub-sections nest: the schema refers to itself lazily, so its type is written out above. */
export const LegacyChangedSubSection: z.ZodType<LegacyChangedSubSection> = z.lazy(() =>
  z.object({
    SubSectionId: LegacyId,
    number: z.string().nullish(),
    newNumber: z.string().nullish(),
    oldText: z.string().nullish(),
    newText: z.string().nullish(),
    subSection: z.array(LegacyChangedSubSection).nullish(),
  }),
);
export const LegacyChangedLawText = z.object({
  id: LegacyId,
  lawId: LegacyId,
  sectionId: LegacyId,
  lawDetailId: LegacyId,
  regulator: z.string(),
  section: z.string(),
  sectionStatus: z.string().nullish(),
  statusId: LegacyId.nullish(),
  status: z.string().nullish(),
  changeTypeId: LegacyId.nullish(),
  changeType: z.string().nullish(),
  moduleName: z.string().nullish(),
  effectiveDate: z.string().nullish(),
  summary: z.string().nullish(),
  oldText: z.string().nullish(),
  newText: z.string().nullish(),
  subSectionTexts: z.array(LegacyChangedSubSection).nullish(),
  lawDetailsChanges: z
    .object({
      lawDetailsList: z
        .array(
          z.object({
            level: z.number(),
            oldText: z.string().nullish(),
            newText: z.string().nullish(),
            isChanged: z.boolean().nullish(),
          }),
        )
        .nullish(),
    })
    .nullish(),
});
export type LegacyChangedLawText = z.infer<typeof LegacyChangedLawText>;

export const LegacyLinkToSource = z.object({
  lawId: LegacyId,
  sectionId: LegacyId,
  lawDetailId: LegacyId,
  lawInventoryId: LegacyId.nullish(),
  regulator: z.string(),
  section: z.string(),
  level1: z.string().nullish(),
  lawName: z.string().nullish(),
  citation: z.string().nullish(),
  sourceUrl: z.string().nullish(),
  sections: z
    .array(
      z.object({
        SectionId: LegacyId,
        Section: z.string(),
        sectionStatus: z.string().nullish(),
        HasSubSections: z.boolean().nullish(),
      }),
    )
    .nullish(),
});
export type LegacyLinkToSource = z.infer<typeof LegacyLinkToSource>;
