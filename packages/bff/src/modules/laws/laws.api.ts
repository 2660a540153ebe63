import { z } from 'zod';
import { appError, ErrorCode } from '../../graphql/errors.js';
import type { LegacyCaller } from '../../legacy/caller.js';
import {
  LegacyAuthorityResult,
  LegacyAzimuthProcessRow,
  LegacyChangedLawText,
  LegacyCombinedLawText,
  LegacyCompanyProcesses,
  LegacyInventoryLawDetail,
  LegacyLawDetail,
  LegacyLawSection,
  LegacyLawTreeNode,
  LegacyLinkToSource,
  LegacyRequirementDetail,
  LegacySubSectionText,
} from './laws.dto.js';
import {
  toAzimuthProcesses,
  toChangedLawText,
  toCombinedLawText,
  toCompanyProcesses,
  toHierarchyChildren,
  toHierarchyGroups,
  toInventoryLawDetail,
  toLawDetail,
  toLawSections,
  toLinkToSource,
  toRequirementDetail,
  toSubSections,
  toSubSectionText,
} from './laws.mapper.js';
import type {
  AzimuthProcess,
  ChangedLawText,
  CombinedLawText,
  CompanyProcess,
  InventoryLawDetail,
  LawDetail,
  LawHierarchyGroup,
  LawSection,
  LinkToSource,
  RequirementDetail,
  SubSection,
  SubSectionText,
} from './laws.type.js';

// The answers' shapes, made once. Object answers may be null (NOT_FOUND); lists may be null (empty).
const AuthorityResults = z.array(LegacyAuthorityResult).nullable();
const LawDetailAnswer = LegacyLawDetail.nullable();
const InventoryLawDetailAnswer = LegacyInventoryLawDetail.nullable();
const AzimuthProcessRows = z.array(LegacyAzimuthProcessRow).nullable();
const CompanyProcessesAnswer = LegacyCompanyProcesses.nullable();
const RequirementDetailAnswer = LegacyRequirementDetail.nullable();
const LawSections = z.array(LegacyLawSection).nullable();
const CombinedLawTextAnswer = LegacyCombinedLawText.nullable();
const LawTree = z.array(LegacyLawTreeNode).nullable();
const SubSectionTextAnswer = LegacySubSectionText.nullable();
const ChangedLawTextAnswer = LegacyChangedLawText.nullable();
const LinkToSourceAnswer = LegacyLinkToSource.nullable();

/** Ids as the catalogue takes them in a JSON body: numbers. */
const num = (value: string) => Number(value);

export interface HierarchyFilter {
  industryId: string;
  businessLineId: string;
  regulatorIds: string[];
  categoryIds: string[];
}

export interface HierarchyNode extends HierarchyFilter {
  levelTexts: string[];
}

export interface LawKey {
  lawId: string;
  sectionId: string;
  lawDetailId: string;
  businessLineId: string | null;
}

export interface InventoryLawKey extends LawKey {
  lawInventoryId: string | null;
}

export interface ProcessRowKey {
  lawId: string;
  sectionId: string;
  lawDetailId: string;
  businessLineId: string;
}

export interface SectionTextKey {
  sectionId: string;
  businessLineId: string | null;
  lawInventoryId: string | null;
}

export interface ChangeKey {
  sectionId: string;
  statusId: string | null;
  changeId: string | null;
  moduleName: string | null;
}

export interface SourceKey {
  lawId: string;
  sectionId: string;
  lawDetailId: string;
  lawInventoryId: string | null;
}

/**
 * The law calls: hierarchy search, law detail and its processes, law text pop-ups and
 * requirement details. Optional ids are left out of the query when absent.
 */
export class LawsApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async get<T>(
    path: string,
    query: Record<string, string | boolean | null | undefined>,
    shape: z.ZodType<T>,
  ): Promise<T> {
    const { result } = await this.legacy.envelope({ method: 'GET', path, query }, shape);
    return result;
  }

  /** An object answer; a Result of null names nothing: NOT_FOUND. */
  private async one<T>(
    path: string,
    query: Record<string, string | boolean | null | undefined>,
    shape: z.ZodType<T | null>,
  ): Promise<T> {
    const result = await this.get(path, query, shape);
    if (result === null) throw appError(ErrorCode.NOT_FOUND);
    return result;
  }

  async levels(filter: HierarchyFilter): Promise<LawHierarchyGroup[]> {
    const { result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'law-hierarchy/get-level',
        body: {
          industryId: num(filter.industryId),
          businessLineId: num(filter.businessLineId),
          regulatorId: filter.regulatorIds.map(num),
          categoryId: filter.categoryIds.map(num),
        },
      },
      AuthorityResults,
    );
    return toHierarchyGroups(result);
  }

  async nextLevels(node: HierarchyNode): Promise<LawHierarchyGroup> {
    const { result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'law-hierarchy/get-next-level',
        body: {
          industryId: num(node.industryId),
          businessLineId: num(node.businessLineId),
          regulatorId: node.regulatorIds.map(num),
          categoryId: node.categoryIds.map(num),
          levelTextList: node.levelTexts,
          header: `Level ${node.levelTexts.length}`,
        },
      },
      AuthorityResults,
    );
    return toHierarchyChildren(result);
  }

  async lawDetail(key: LawKey): Promise<LawDetail> {
    const detail = await this.one(
      'legal-laws/get-law-detail',
      {
        lawId: key.lawId,
        sectionId: key.sectionId,
        lawDetailId: key.lawDetailId,
        businessLineId: key.businessLineId,
      },
      LawDetailAnswer,
    );
    return toLawDetail(detail, key.businessLineId);
  }

  async inventoryLawDetail(key: InventoryLawKey): Promise<InventoryLawDetail> {
    const detail = await this.one(
      'legal-laws/get-inventory-law-detail',
      {
        lawId: key.lawId,
        sectionId: key.sectionId,
        lawDetailId: key.lawDetailId,
        lawInventoryId: key.lawInventoryId,
        businessLineId: key.businessLineId,
      },
      InventoryLawDetailAnswer,
    );
    return toInventoryLawDetail(detail, key.businessLineId);
  }

  /** One POST for many grid rows: the answer is flattened, grouped back by row (azimuthRowKey). */
  async azimuthProcesses(rows: readonly ProcessRowKey[]): Promise<Map<string, AzimuthProcess[]>> {
    const { result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'legal-laws/get-azimuth-mapped-law-process',
        body: rows.map((row) => ({
          LawId: num(row.lawId),
          SectionId: num(row.sectionId),
          lawDetailId: num(row.lawDetailId),
          business_line_id: num(row.businessLineId),
        })),
      },
      AzimuthProcessRows,
    );
    return toAzimuthProcesses(result);
  }

  async companyProcesses(sectionId: string, businessLineId: string): Promise<CompanyProcess[]> {
    return toCompanyProcesses(
      await this.get(
        'legal-laws/get-company-mapped-process',
        { sectionId, businessLineId },
        CompanyProcessesAnswer,
      ),
    );
  }

  async requirementDetail(id: string, type: 'business' | 'legal'): Promise<RequirementDetail> {
    return toRequirementDetail(
      await this.one('legal-laws/get-requirement-details', { id, type }, RequirementDetailAnswer),
    );
  }

  async lawTextSections(key: SectionTextKey): Promise<LawSection[]> {
    return toLawSections(
      await this.get(
        'law-text/get-law-text-section',
        {
          sectionId: key.sectionId,
          businessLineId: key.businessLineId,
          lawInventoryId: key.lawInventoryId,
        },
        LawSections,
      ),
    );
  }

  async combinedLawText(key: SectionTextKey): Promise<CombinedLawText> {
    return toCombinedLawText(
      await this.one(
        'law-text/get-combined-law-text',
        {
          sectionId: key.sectionId,
          businessId: key.businessLineId,
          lawInventoryId: key.lawInventoryId,
        },
        CombinedLawTextAnswer,
      ),
    );
  }

  async subSections(sectionId: string, lawInventoryId: string | null): Promise<SubSection[]> {
    return toSubSections(await this.get('law-text/get-sub-sections', { sectionId, lawInventoryId }, LawTree));
  }

  async subSectionText(subSectionId: string, withChildren: boolean): Promise<SubSectionText> {
    return toSubSectionText(
      await this.one(
        'law-text/get-sub-section-text',
        { SubSectionId: subSectionId, flag: withChildren },
        SubSectionTextAnswer,
      ),
    );
  }

  async changedLawText(key: ChangeKey): Promise<ChangedLawText> {
    return toChangedLawText(
      await this.one(
        'law-text/get-changed-law-text',
        {
          sectionId: key.sectionId,
          statusID: key.statusId,
          moduleName: key.moduleName,
          id: key.changeId,
        },
        ChangedLawTextAnswer,
      ),
    );
  }

  async linkToSource(key: SourceKey): Promise<LinkToSource> {
    return toLinkToSource(
      await this.one(
        'law-text/get-link-to-source',
        {
          lawId: key.lawId,
          sectionId: key.sectionId,
          lawDetailId: key.lawDetailId,
          lawInventoryId: key.lawInventoryId,
        },
        LinkToSourceAnswer,
      ),
    );
  }
}
