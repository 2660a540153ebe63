import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const CHANGE_MANAGEMENT: Record<string, Scenario> = {
  // Change management (/change-management/*): the work queue, and the map step's proposal editor. Each edit works on
  // its own line of § 500.17 (change 5: rows 36 line 2, 39 line 5, 41 line 6) or § 22304.5 (change 4, row 31), so any
  // order holds.
  ChangedLawQueue: {
    as: 'lawyer',
    variables: { input: { pageSize: 5 } },
    check: (data) => {
      const queue = data.changedLawQueue as {
        totalCount: number;
        pageSize: number;
        items: { tabIndex: number }[];
        regulators: unknown[];
      };
      expect(queue.totalCount).toBe(17);
      expect(queue.pageSize).toBe(5);
      expect(queue.items).toHaveLength(5);
      for (const item of queue.items) expect([1, 2]).toContain(item.tabIndex);
      expect(queue.regulators).toHaveLength(4);
    },
  },
  ChangeManagementIndustries: {
    as: 'lawyer',
    check: (data) => {
      const industries = data.industries as {
        businessLines: { id: string; industryId: string }[];
        id: string;
      }[];
      expect(industries.length).toBeGreaterThan(0);
      for (const industry of industries)
        for (const line of industry.businessLines) expect(line.industryId).toBe(industry.id);
    },
  },
  // Change management's own documents for the change and its rows (the same fields as the change-in-law window's).
  ChangeManagementChange: {
    as: 'lawyer',
    variables: { input: { lawId: '2', sectionId: '12', lawDetailId: '3', statusId: '6' } },
    check: (data) => expect(data.changedLaw).toMatchObject({ changeLawId: '1', status: 'Changed Law' }),
  },
  ConfirmLawRequirementsRows: {
    as: 'lawyer',
    variables: { input: { changeLawId: '1', businessLineId: '5' } },
    check: (data) => {
      const rows = data.updatedRequirements as { changeStatus: string }[];
      expect(rows.map((row) => row.changeStatus)).toEqual(['CHANGED', 'CHANGED', 'NEW']);
    },
  },
  ProposedRequirements: {
    as: 'lawyer',
    variables: { input: { changeLawId: '2', businessLineId: '3' } },
    check: (data) => {
      const rows = data.updatedRequirements as { changeStatus: string; requirementTypeId: number }[];
      expect(rows.map((row) => row.changeStatus)).toEqual(['CHANGED', 'CHANGED']);
      for (const row of rows) expect(row.requirementTypeId).toBe(2);
    },
  },
  AddUpdatedRequirement: {
    as: 'lawyer',
    variables: {
      input: {
        changeLawId: '5',
        businessLineId: '1',
        requirementTypeId: 2,
        requirement: 'Keep every notice sent to the superintendent for five years.',
      },
    },
    check: (data) => {
      const payload = data.addUpdatedRequirement as {
        message: string;
        requirements: { changeStatus: string; newRequirement: string | null }[];
      };
      expect(payload.message).toBe('New Requirement Added');
      expect(payload.requirements.at(-1)).toMatchObject({
        changeStatus: 'NEW',
        newRequirement: 'Keep every notice sent to the superintendent for five years.',
      });
    },
  },
  EditUpdatedRequirement: {
    as: 'lawyer',
    variables: {
      changeLawId: '5',
      businessLineId: '2',
      input: {
        id: '36',
        requirementTypeId: 2,
        requirement: 'Notify the superintendent of a cybersecurity incident within 72 hours.',
      },
    },
    check: (data) => {
      const payload = data.editUpdatedRequirement as {
        message: string;
        requirements: { id: string; changeStatus: string; edited: boolean }[];
      };
      expect(payload.message).toBe('Requirement updated');
      expect(payload.requirements.find((row) => row.id === '36')).toMatchObject({
        changeStatus: 'CHANGED',
        edited: true,
      });
    },
  },
  RenumberUpdatedRequirement: {
    as: 'lawyer',
    variables: { changeLawId: '5', businessLineId: '5', input: { id: '39', requirementNumber: 'NYCYB_050' } },
    check: (data) => {
      const payload = data.renumberUpdatedRequirement as {
        message: string;
        requirements: { id: string; newRequirementNumber: string | null }[];
      };
      expect(payload.message).toBe('Requirement number updated successfully.');
      expect(payload.requirements.find((row) => row.id === '39')!.newRequirementNumber).toBe('NYCYB_050');
    },
  },
  DeleteUpdatedRequirement: {
    as: 'lawyer',
    variables: { input: { changeLawId: '5', businessLineId: '6' }, id: '41' },
    check: (data) => {
      const payload = data.deleteUpdatedRequirement as {
        message: string;
        requirements: { id: string; changeStatus: string }[];
      };
      expect(payload.message).toBe('Requirement deleted successfully.');
      expect(payload.requirements.find((row) => row.id === '41')!.changeStatus).toBe('DELETED');
    },
  },
  UndoUpdatedRequirement: {
    as: 'lawyer',
    variables: { input: { changeLawId: '4', businessLineId: '2' }, id: '31' },
    check: (data) => {
      const payload = data.undoUpdatedRequirement as {
        message: string;
        requirements: { id: string; changeStatus: string; edited: boolean }[];
      };
      expect(payload.message).toBe('Requirement restored to the change in law.');
      expect(payload.requirements.find((row) => row.id === '31')).toMatchObject({
        changeStatus: 'CHANGED',
        edited: false,
      });
    },
  },
  SaveUpdatedRequirements: {
    as: 'lawyer',
    variables: { input: { changeLawId: '5', businessLineId: '1', submit: false } },
    check: (data) =>
      expect((data.saveUpdatedRequirements as { message: string }).message).toBe('Saved Draft succesfully'),
  },
};
