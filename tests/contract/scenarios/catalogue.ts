import { naturalCompare } from '@lexbridge/rules';
import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const CATALOGUE: Record<string, Scenario> = {
  // The law catalogue: Search Hierarchy, law detail, the law text pop-ups and Extracts. Lookups and
  // pop-ups serve every screen; the hierarchy and law detail need the Search Hierarchy screen, the rows of a report
  // edit permission on /extracts.
  HierarchySearch: {
    as: 'lawyer',
    check: (data) => {
      const industries = data.industries as {
        id: string;
        businessLines: { id: string; industryId: string }[];
      }[];
      expect(industries.map((industry) => industry.id)).toEqual(['1', '2']);
      for (const industry of industries) {
        expect(industry.businessLines.length).toBeGreaterThan(0);
        for (const line of industry.businessLines) expect(line.industryId).toBe(industry.id);
      }
    },
  },
  HierarchyRegulators: {
    as: 'lawyer',
    check: (data) => {
      const groups = data.regulators as { authority: string; regulators: { name: string }[] }[];
      expect(groups.map((group) => group.authority)).toEqual(['FEDERAL', 'STATE']);
      for (const group of groups) {
        const names = group.regulators.map((regulator) => regulator.name);
        expect(names).toEqual([...names].sort(naturalCompare));
      }
    },
  },
  HierarchyCategories: {
    as: 'lawyer',
    variables: { input: { industryIds: ['1'], businessLineIds: ['2'] } },
    check: (data) => {
      const names = (data.categories as { name: string }[]).map((category) => category.name);
      expect(names.length).toBeGreaterThan(0);
      expect(names).toEqual([...names].sort(naturalCompare));
    },
  },
  LawHierarchy: {
    as: 'lawyer',
    variables: { filter: { industryId: '1', businessLineId: '2', regulatorIds: [], categoryIds: [] } },
    check: (data) => {
      const groups = data.lawHierarchy as { authority: string; results: { levels: { level: number }[] }[] }[];
      expect(groups.map((group) => group.authority)).toEqual(['FEDERAL', 'STATE']);
      expect(groups[0]!.results.length).toBeGreaterThan(0);
      for (const result of groups.flatMap((group) => group.results)) {
        for (const level of result.levels) expect(level.level).toBe(1);
      }
    },
  },
  LawHierarchyChildren: {
    as: 'lawyer',
    variables: {
      node: {
        industryId: '1',
        businessLineId: '2',
        regulatorIds: ['1'],
        categoryIds: [],
        levelTexts: ['Title 12 - Banks and Banking'],
      },
    },
    check: (data) => {
      const group = data.lawHierarchyChildren as {
        authority: string;
        results: { levelHeader: string; levels: { level: number }[] }[];
      };
      expect(group.authority).toBe('FEDERAL');
      expect(group.results[0]!.levelHeader).toBe('Level 2');
      expect(group.results[0]!.levels.every((level) => level.level === 2)).toBe(true);
    },
  },
  CompareLaws: {
    as: 'lawyer',
    variables: {
      inputs: [
        { lawId: '1', sectionId: '6', lawDetailId: '1', businessLineId: '2' },
        { lawId: '1', sectionId: '5', lawDetailId: '1', businessLineId: '2' },
      ],
    },
    check: (data) => {
      const details = data.lawDetails as {
        sectionId: string;
        regulator: string;
        azimuthProcesses: unknown[] | null;
      }[];
      expect(details.map((detail) => detail.sectionId)).toEqual(['6', '5']);
      expect(details.every((detail) => Array.isArray(detail.azimuthProcesses))).toBe(true);
    },
  },
  LawDetailsPopup: {
    as: 'lawyer',
    variables: { input: { lawId: '1', sectionId: '6', lawDetailId: '1', businessLineId: '2' } },
    check: (data) =>
      expect(data.lawDetail).toMatchObject({
        section: '§ 1002.9 Notifications',
        level1: 'Title 12 - Banks and Banking',
        regulator: 'Consumer Financial Protection Bureau',
        categories: ['Adverse Action', 'Fair Lending', 'Record Retention'],
      }),
  },
  LawTextPopup: {
    as: 'lawyer',
    variables: { input: { lawId: '2', sectionId: '12', lawDetailId: '3', kind: 'CHANGED' } },
    check: (data) => {
      const text = data.lawText as {
        kind: string;
        sections: unknown[];
        change: { status: string; subSectionList: { indentPx: number }[] };
      };
      expect(text.kind).toBe('CHANGED');
      expect(text.sections).toEqual([]);
      expect(text.change.status).toBe('Changed Law');
      expect(text.change.subSectionList.length).toBeGreaterThan(0);
      for (const sub of text.change.subSectionList) expect([3, 28]).toContain(sub.indentPx);
    },
  },
  CompleteLawDetailPopup: {
    as: 'lawyer',
    variables: { input: { sectionId: '4' } },
    check: (data) => {
      const combined = data.combinedLawText as { sections: { sectionId: string; status: string }[] };
      expect(combined.sections[0]).toMatchObject({ sectionId: '3', status: 'PARENT' });
    },
  },
  LinkToSourcePopup: {
    as: 'business',
    variables: { input: { lawId: '1', sectionId: '6', lawDetailId: '1' } },
    check: (data) => {
      const source = data.linkToSource as { sourceUrl: string; sections: { sectionId: string }[] };
      expect(source.sourceUrl).toMatch(/^https:\/\//);
      expect(source.sections.map((section) => section.sectionId)).toContain('6');
    },
  },
  SourceSubSections: {
    as: 'business',
    variables: { input: { sectionId: '6' } },
    check: (data) => {
      // Depth first: every node's parent comes before it, one level up; hasSubSections says whether any follows.
      const list = data.subSectionList as {
        id: string;
        parentId: string | null;
        depth: number;
        hasSubSections: boolean;
      }[];
      expect(list.length).toBeGreaterThan(0);
      const depthOf = new Map<string, number>();
      for (const node of list) {
        expect(node.depth).toBe(node.parentId ? depthOf.get(node.parentId)! + 1 : 1);
        depthOf.set(node.id, node.depth);
        expect(node.hasSubSections).toBe(list.some((other) => other.parentId === node.id));
      }
    },
  },
  RequirementDetailPopup: {
    as: 'lawyer',
    variables: { id: '50', type: 'BUSINESS' },
    check: (data) =>
      expect(data.requirementDetail).toMatchObject({ id: '50', requirementNumber: 'REGB_008' }),
  },
  // Extracts is permission guarded: a user with edit permission there (the read-only client has none, no Extracts).
  ExtractReports: {
    as: 'business',
    check: (data) => {
      const reports = data.reports as { needsBusinessLine: boolean }[];
      expect(reports.map((report) => report.needsBusinessLine)).toEqual([true, true, true, false]);
    },
  },
  ExtractFilters: {
    as: 'business',
    check: (data) =>
      expect(data.industries).toEqual([
        {
          id: '1',
          name: 'Banking',
          businessLines: [
            { id: '1', name: 'Deposit Accounts', industryId: '1' },
            { id: '2', name: 'Consumer Lending', industryId: '1' },
          ],
        },
      ]),
  },
  ReportExtract: {
    as: 'lawyer',
    variables: { input: { reportId: '1', businessLineId: '2', pageNumber: 1, pageSize: 5 } },
    check: (data) => {
      const extract = data.reportExtract as {
        columns: string[];
        rows: Record<string, unknown>[];
        totalCount: number;
        fileName: string;
        message: string | null;
      };
      expect(extract.columns).toContain('Regulator');
      expect(extract.rows).toHaveLength(5);
      for (const row of extract.rows) expect(Object.keys(row)).toEqual(extract.columns);
      expect(extract.totalCount).toBeGreaterThan(5);
      expect(extract.fileName).toMatch(/^Law Inventory by Business Line_\d{4}-\d{2}-\d{2}$/);
      expect(extract.message).toBeNull();
    },
  },
};
