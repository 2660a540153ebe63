import { naturalSort, parentSectionsFirst, subSectionIndentPx } from '@lexbridge/rules';
import type {
  LegacyAuthorityResult,
  LegacyAzimuthProcessRow,
  LegacyChangedLawText,
  LegacyChangedSubSection,
  LegacyCombinedLawText,
  LegacyCompanyProcesses,
  LegacyInventoryLawDetail,
  LegacyLawDetail,
  LegacyLawResult,
  LegacyLawSection,
  LegacyLawTreeNode,
  LegacyLinkToSource,
  LegacyRequirementDetail,
  LegacySubSectionText,
} from './laws.dto.js';
import { toAuthority, toId } from '../catalogue/catalogue.mapper.js';
import { Authority } from '../catalogue/catalogue.enums.js';
import { RequirementType, SectionStatus } from './laws.enums.js';
import type {
  AzimuthProcess,
  ChangedLawText,
  ChangedSubSection,
  CombinedLawText,
  CompanyProcess,
  InventoryLawDetail,
  LawDetail,
  LawHierarchyGroup,
  LawHierarchyResult,
  LawSection,
  LinkToSource,
  RequirementDetail,
  SubSection,
  SubSectionText,
} from './laws.type.js';

const text = (value: string | null | undefined): string | null =>
  value && value.trim() ? value.trim() : null;
const id = (value: Parameters<typeof toId>[0]): string => toId(value) ?? '';

const STATUSES: Record<string, SectionStatus> = {
  parent: SectionStatus.PARENT,
  combined: SectionStatus.COMBINED,
  active: SectionStatus.ACTIVE,
  amended: SectionStatus.AMENDED,
  new: SectionStatus.NEW,
  decommissioned: SectionStatus.DECOMMISSIONED,
};

export function toSectionStatus(value: string | null | undefined): SectionStatus {
  return STATUSES[(value ?? '').trim().toLowerCase()] ?? SectionStatus.OTHER;
}

/** 'A, B, C' -> ['A', 'B', 'C'], by name (natural order); '' or null -> []. */
export function splitList(value: string | null | undefined): string[] {
  return naturalSort(
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    (name) => name,
  );
}

// Hierarchy search

function toResult(result: LegacyLawResult, fallback: Authority): LawHierarchyResult {
  const sections = (result.sections?.sectionList ?? []).map((node) => ({
    lawId: id(node.lawId),
    sectionId: id(node.sectionId),
    lawDetailId: id(node.lawDetailId),
    section: node.section,
    sectionName: node.sectionName ?? '',
    status: toSectionStatus(node.sectionStatus),
  }));
  const levels = naturalSort(
    (result.details?.detailList ?? []).map((node) => ({
      level: Number(node.level),
      text: node.text,
      sectionCount: Number(node.sectionCount ?? 0),
      hasChildren: Boolean(node.hasChildren),
    })),
    (node) => node.text,
  );
  return {
    regulatorId: id(result.regulatorId),
    regulator: result.regulator,
    codeName: text(result.codeName),
    authority: result.authority ? toAuthority(result.authority) : fallback,
    path: (result.parentsList ?? []).map((step) => ({ level: Number(step.level), text: step.text })),
    levelHeader: levels.length > 0 ? (text(result.details?.header) ?? `Level ${levels[0]!.level}`) : null,
    levels,
    sections: parentSectionsFirst(sections, (section) =>
      section.status === SectionStatus.PARENT ? 'Parent' : null,
    ),
  };
}

function toGroup(group: LegacyAuthorityResult): LawHierarchyGroup {
  const authority = toAuthority(group.authority);
  return {
    authority,
    results: naturalSort(
      (group.lawResult ?? []).map((result) => toResult(result, authority)),
      (result) => result.regulator,
    ),
  };
}

/** get-level: both authorities, Federal first, whatever the catalogue sent (an absent group is empty). */
export function toHierarchyGroups(groups: LegacyAuthorityResult[] | null | undefined): LawHierarchyGroup[] {
  const mapped = (groups ?? []).map(toGroup);
  return [Authority.FEDERAL, Authority.STATE].map((authority) => ({
    authority,
    results: mapped.filter((group) => group.authority === authority).flatMap((group) => group.results),
  }));
}

/** get-next-level: a one-item list whose first item holds the node's children. */
export function toHierarchyChildren(groups: LegacyAuthorityResult[] | null | undefined): LawHierarchyGroup {
  const first = (groups ?? [])[0];
  return first ? toGroup(first) : { authority: Authority.FEDERAL, results: [] };
}

// Law detail

export function toLawDetail(detail: LegacyLawDetail, businessLineId: string | null): LawDetail {
  return {
    lawId: id(detail.lawId),
    sectionId: id(detail.sectionId),
    lawDetailId: id(detail.lawDetailId),
    lawInventoryId: toId(detail.lawInventoryId),
    businessLineId: toId(detail.businessLineId) ?? businessLineId,
    level1: text(detail.Title),
    level2: text(detail.Chapter),
    level3: text(detail.SubChapter),
    level4: text(detail.Level4),
    level5: text(detail.Level5),
    level6: text(detail.Level6),
    level7: text(detail.Level7),
    level8: text(detail.Level8),
    level9: text(detail.Level9),
    level10: text(detail.Level10),
    section: detail.Section ?? '',
    regulator: detail.Regulator ?? '',
    type: text(detail.Type),
    legalContact: text(detail.legalContactName),
    lawText: detail.LawText ?? '',
    status: toSectionStatus(detail.sectionStatus),
    effectiveDate: text(detail.effectiveDate),
    categories: splitList(detail.Category),
    companyProcessNames: splitList(detail.businessProcess),
  };
}

export function toInventoryLawDetail(
  detail: LegacyInventoryLawDetail,
  businessLineId: string | null,
): InventoryLawDetail {
  return {
    detail: toLawDetail(detail, businessLineId),
    lawInventory: text(detail.lawInventory),
    citation: text(detail.citation),
    sourceUrl: text(detail.sourceUrl),
  };
}

/** The key a row of get-azimuth-mapped-law-process answers for. */
export const azimuthRowKey = (row: {
  lawId: string;
  sectionId: string;
  lawDetailId: string;
  businessLineId: string;
}) => `${row.lawId}:${row.sectionId}:${row.lawDetailId}:${row.businessLineId}`;

/** The flattened answer, grouped back by row; processes by name within a row. */
export function toAzimuthProcesses(
  rows: LegacyAzimuthProcessRow[] | null | undefined,
): Map<string, AzimuthProcess[]> {
  const byRow = new Map<string, AzimuthProcess[]>();
  for (const row of rows ?? []) {
    const key = azimuthRowKey({
      lawId: id(row.LawId),
      sectionId: id(row.SectionId),
      lawDetailId: id(row.lawDetailId),
      businessLineId: id(row.business_line_id),
    });
    const list = byRow.get(key) ?? [];
    list.push({ id: id(row.id), name: row.processName ?? row.name ?? '' });
    byRow.set(key, list);
  }
  for (const [key, list] of byRow)
    byRow.set(
      key,
      naturalSort(list, (process) => process.name),
    );
  return byRow;
}

export function toCompanyProcesses(answer: LegacyCompanyProcesses | null | undefined): CompanyProcess[] {
  return naturalSort(
    (answer?.businessProcesses ?? []).map((process) => ({
      id: id(process.id),
      name: process.processName,
      businessProcessName: text(process.businessProcessName),
    })),
    (process) => process.name,
  );
}

export function toRequirementDetail(detail: LegacyRequirementDetail): RequirementDetail {
  const type = Number(detail.RequirementTypeId);
  return {
    id: id(detail.Id),
    regulator: text(detail.Regulator),
    section: text(detail.Section),
    requirementNumber: text(detail.RequirementNumber),
    requirement: detail.Requirement ?? '',
    requirementType: type === 1 ? RequirementType.HEADER : type === 2 ? RequirementType.REQUIREMENT : null,
    lawText: detail.LawText ?? null,
    lawId: toId(detail.LawId),
    sectionId: toId(detail.SectionId),
    businessLineId: toId(detail.businessLineId),
  };
}

// Law text

export function toLawSection(section: LegacyLawSection): LawSection {
  return {
    lawId: id(section.lawId),
    sectionId: id(section.sectionId),
    lawDetailId: id(section.lawDetailId),
    lawInventoryId: toId(section.lawInventoryId),
    regulator: section.regulator,
    section: section.section,
    sectionNumber: text(section.sNumber),
    status: toSectionStatus(section.sectionStatus ?? section.hierarchyStatus),
    details: section.details ?? '',
    level1: text(section.level1),
    level2: text(section.level2),
    level3: text(section.level3),
    effectiveDate: text(section.effectiveDate),
    legalContact: text(section.legalContact),
  };
}

/** The section and those combined with it, 'Parent' first (the shared law text views). */
export function toLawSections(sections: LegacyLawSection[] | null | undefined): LawSection[] {
  return parentSectionsFirst((sections ?? []).map(toLawSection), (section) =>
    section.status === SectionStatus.PARENT ? 'Parent' : null,
  );
}

export function toCombinedLawText(combined: LegacyCombinedLawText): CombinedLawText {
  return {
    parent: toLawSection(combined),
    details: combined.details ?? '',
    sections: (combined.combinedSections ?? []).map((member) => ({
      sectionId: id(member.sectionId),
      section: member.section,
      status: toSectionStatus(member.sectionStatus),
    })),
  };
}

export function toSubSections(
  nodes: LegacyLawTreeNode[] | null | undefined,
  parentId: string | null = null,
  depth = 1,
): SubSection[] {
  return (nodes ?? []).map((node) => {
    const nodeId = id(node.SubSectionId);
    const children = toSubSections(node.SubSections, nodeId, depth + 1);
    return {
      id: nodeId,
      parentId,
      depth,
      name: node.SubSectionName ?? '',
      sectionId: id(node.SectionId),
      section: text(node.Section),
      sectionName: text(node.SectionName),
      regulator: text(node.Regulator),
      hasSubSections: Boolean(node.HasSubSections) || children.length > 0,
      subSections: children,
    };
  });
}

export function toSubSectionText(answer: LegacySubSectionText): SubSectionText {
  return { subSectionId: id(answer.SubSectionId), text: answer.text ?? '' };
}

function toChangedSubSections(
  nodes: LegacyChangedSubSection[] | null | undefined,
  parentId: string | null = null,
  depth = 1,
): ChangedSubSection[] {
  return (nodes ?? []).map((node) => ({
    id: id(node.SubSectionId),
    parentId,
    depth,
    oldNumber: text(node.number),
    newNumber: text(node.newNumber),
    oldText: node.oldText ?? null,
    newText: node.newText ?? null,
    indentPx: subSectionIndentPx(stripTags(node.newText ?? node.oldText)),
    subSections: toChangedSubSections(node.subSection, id(node.SubSectionId), depth + 1),
  }));
}

/** A tree as one list, depth first: each node, then everything below it. */
export function flattenTree<T extends { subSections: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.subSections)]);
}

/** The indent rule reads the sub-section's text as the user sees it, not its markup. */
function stripTags(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]*>/g, '').trimStart();
}

export function toChangedLawText(change: LegacyChangedLawText): ChangedLawText {
  const subSections = toChangedSubSections(change.subSectionTexts);
  return {
    id: id(change.id),
    lawId: id(change.lawId),
    sectionId: id(change.sectionId),
    lawDetailId: id(change.lawDetailId),
    regulator: change.regulator,
    section: change.section,
    sectionStatus: toSectionStatus(change.sectionStatus),
    statusId: toId(change.statusId),
    status: text(change.status),
    changeTypeId: toId(change.changeTypeId),
    changeType: text(change.changeType),
    moduleName: text(change.moduleName),
    effectiveDate: text(change.effectiveDate),
    summary: text(change.summary),
    oldText: change.oldText ?? null,
    newText: change.newText ?? null,
    subSections,
    subSectionList: flattenTree(subSections),
    levels: (change.lawDetailsChanges?.lawDetailsList ?? []).map((level) => ({
      level: Number(level.level),
      oldText: level.oldText ?? null,
      newText: level.newText ?? null,
      changed: level.isChanged ?? level.oldText !== level.newText,
    })),
  };
}

export function toLinkToSource(source: LegacyLinkToSource): LinkToSource {
  return {
    lawId: id(source.lawId),
    sectionId: id(source.sectionId),
    lawDetailId: id(source.lawDetailId),
    lawInventoryId: toId(source.lawInventoryId),
    regulator: source.regulator,
    section: source.section,
    level1: text(source.level1),
    lawName: text(source.lawName),
    citation: text(source.citation),
    sourceUrl: text(source.sourceUrl),
    sections: (source.sections ?? []).map((section) => ({
      sectionId: id(section.SectionId),
      section: section.Section,
      status: toSectionStatus(section.sectionStatus),
      hasSubSections: Boolean(section.HasSubSections),
    })),
  };
}
