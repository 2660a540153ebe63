/**
 * The law catalogue's shapes as it sends them (docs/legacy-api.md, "Law catalogue"), quirks included: ids that may
 * come as numbers or numeric texts, PascalCase next to camelCase, comma-separated lists. They stop at the mappers
 * of modules/catalogue, modules/laws and modules/reports. (The access and navigation shapes are in dto.ts.)
 */

export type LegacyId = number | string;

// Lookups

export interface LegacyIndustry {
  id: LegacyId;
  name: string;
}

export interface LegacyUserIndustry {
  industryId: LegacyId;
  name: string;
}

export interface LegacyUserBusinessLine {
  businessLineId: LegacyId;
  industryId: LegacyId;
  name: string;
}

export interface LegacyRegulator {
  id: LegacyId;
  name: string;
  description?: string | null;
  codeName?: string | null;
}

export interface LegacyRegulatorGroup {
  authority: string;
  regulators?: LegacyRegulator[] | null;
}

export interface LegacyCategory {
  id: LegacyId;
  /** The spec knows it as name, Name or categoryName. */
  name?: string | null;
  Name?: string | null;
  categoryName?: string | null;
  description?: string | null;
  businessLineId?: LegacyId | null;
  industryId?: LegacyId | null;
  categorytype?: string | null;
}

export interface LegacyProduct {
  id: LegacyId;
  name: string;
  businessLineId?: LegacyId | null;
}

export interface LegacyNamed {
  id: LegacyId;
  name: string;
}

export interface LegacyChangeType {
  id: LegacyId;
  filterDescription: string;
}

export interface LegacyLawyer {
  lawyerId?: LegacyId;
  userId?: LegacyId;
  lawyerName?: string | null;
  name?: string | null;
  email?: string | null;
}

// Hierarchy search

export interface LegacyLevelNode {
  level: number;
  text: string;
  sectionCount?: number | null;
  hasChildren?: boolean | null;
}

export interface LegacySectionNode {
  lawId: LegacyId;
  sectionId: LegacyId;
  lawDetailId: LegacyId;
  section: string;
  sectionName?: string | null;
  sectionStatus?: string | null;
}

export interface LegacyLawResult {
  regulatorId: LegacyId;
  regulator: string;
  codeName?: string | null;
  authority?: string | null;
  parentsList?: { level: number; text: string }[] | null;
  details?: { parent?: string | null; header?: string | null; detailList?: LegacyLevelNode[] | null } | null;
  sections?: { parent?: string | null; header?: string | null; sectionList?: LegacySectionNode[] | null } | null;
}

export interface LegacyAuthorityResult {
  authority: string;
  lawResult?: LegacyLawResult[] | null;
}

// Law detail

export interface LegacyLawDetail {
  lawId: LegacyId;
  sectionId: LegacyId;
  lawDetailId: LegacyId;
  lawInventoryId?: LegacyId | null;
  businessLineId?: LegacyId | null;
  Title?: string | null;
  Chapter?: string | null;
  SubChapter?: string | null;
  Level4?: string | null;
  Level5?: string | null;
  Level6?: string | null;
  Level7?: string | null;
  Level8?: string | null;
  Level9?: string | null;
  Level10?: string | null;
  Section?: string | null;
  Regulator?: string | null;
  Type?: string | null;
  legalContactName?: string | null;
  LawText?: string | null;
  sectionStatus?: string | null;
  effectiveDate?: string | null;
  /** Company processes, comma separated. */
  businessProcess?: string | null;
  /** Categories, comma separated. */
  Category?: string | null;
}

export interface LegacyInventoryLawDetail extends LegacyLawDetail {
  lawInventory?: string | null;
  citation?: string | null;
  sourceUrl?: string | null;
}

export interface LegacyAzimuthProcessRow {
  LawId: LegacyId;
  SectionId: LegacyId;
  lawDetailId: LegacyId;
  business_line_id: LegacyId;
  id: LegacyId;
  /** The spec knows it as name or processName. */
  processName?: string | null;
  name?: string | null;
}

export interface LegacyCompanyProcesses {
  sectionId?: LegacyId;
  businessLineId?: LegacyId;
  businessProcesses?: { id: LegacyId; processName: string; businessProcessName?: string | null }[] | null;
}

export interface LegacyRequirementDetail {
  Id: LegacyId;
  Regulator?: string | null;
  Section?: string | null;
  RequirementNumber?: string | null;
  Requirement?: string | null;
  RequirementTypeId?: LegacyId | null;
  LawText?: string | null;
  LawId?: LegacyId | null;
  SectionId?: LegacyId | null;
  businessLineId?: LegacyId | null;
}

// Law text

export interface LegacyLawSection {
  lawId: LegacyId;
  sectionId: LegacyId;
  lawDetailId: LegacyId;
  lawInventoryId?: LegacyId | null;
  regulator: string;
  section: string;
  sNumber?: string | null;
  sectionStatus?: string | null;
  hierarchyStatus?: string | null;
  details?: string | null;
  level1?: string | null;
  level2?: string | null;
  level3?: string | null;
  effectiveDate?: string | null;
  legalContact?: string | null;
}

export interface LegacyCombinedLawText extends LegacyLawSection {
  combinedSections?: { sectionId: LegacyId; section: string; sectionStatus?: string | null }[] | null;
}

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

export interface LegacySubSectionText {
  SubSectionId: LegacyId;
  text?: string | null;
}

export interface LegacyChangedSubSection {
  SubSectionId: LegacyId;
  number?: string | null;
  newNumber?: string | null;
  oldText?: string | null;
  newText?: string | null;
  subSection?: LegacyChangedSubSection[] | null;
}

export interface LegacyChangedLawText {
  id: LegacyId;
  lawId: LegacyId;
  sectionId: LegacyId;
  lawDetailId: LegacyId;
  regulator: string;
  section: string;
  sectionStatus?: string | null;
  statusId?: LegacyId | null;
  status?: string | null;
  changeTypeId?: LegacyId | null;
  changeType?: string | null;
  moduleName?: string | null;
  effectiveDate?: string | null;
  summary?: string | null;
  oldText?: string | null;
  newText?: string | null;
  subSectionTexts?: LegacyChangedSubSection[] | null;
  lawDetailsChanges?: {
    lawDetailsList?: { level: number; oldText?: string | null; newText?: string | null; isChanged?: boolean | null }[] | null;
  } | null;
}

export interface LegacyLinkToSource {
  lawId: LegacyId;
  sectionId: LegacyId;
  lawDetailId: LegacyId;
  lawInventoryId?: LegacyId | null;
  regulator: string;
  section: string;
  level1?: string | null;
  lawName?: string | null;
  citation?: string | null;
  sourceUrl?: string | null;
  sections?: { SectionId: LegacyId; Section: string; sectionStatus?: string | null; HasSubSections?: boolean | null }[] | null;
}

// Reports

export interface LegacyReport {
  id: LegacyId;
  name: string;
  /** Path and query of the report's Excel list; a query ending in '=' takes the business line id. */
  api: string;
}

/** A row of a report's Excel list: keys are the sheet's column headers. */
export type LegacyReportRow = Record<string, string | number | boolean | null>;
