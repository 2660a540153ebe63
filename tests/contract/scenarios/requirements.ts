import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const REQUIREMENTS: Record<string, Scenario> = {
  // The requirements workflow. The demo work queue (legacy seed workflow-v1): section 6 (line 2) is a
  // draft read here only; 16 (line 5, requirements 132-134) takes the edits; 14 and 40 (no requirements yet) are
  // defined and submitted; 3 and 5 wait for approver@'s approval. Each mutation works on its own law, so any order holds.
  LegalDashboard: {
    as: 'lawyer',
    check: (data) => {
      const dashboard = data.legalDashboard as {
        totalCount: number;
        steps: { key: string; total: number; laws: unknown[] }[];
      };
      expect(dashboard.steps.map((step) => step.key)).toEqual([
        'identifyDuplicateLaws',
        'combineLaws',
        'defineBusinessRequirements',
        'mapLawToBusinessProcesses',
        'approveBusinessRequirements',
      ]);
      for (const step of dashboard.steps) expect(step.laws).toHaveLength(step.total);
      expect(dashboard.totalCount).toBe(dashboard.steps.reduce((sum, step) => sum + step.total, 0));
    },
  },
  SectionRequirements: {
    as: 'lawyer',
    variables: { input: { sectionId: '6', businessLineId: '2' } },
    check: (data) => {
      const rows = data.requirementsForSection as { requirementNumber: string }[];
      expect(rows.map((row) => row.requirementNumber)).toEqual(['REGB_008', 'REGB_009', 'REGB_010']);
    },
  },
  LawWorkflowState: {
    as: 'lawyer',
    variables: { input: { sectionId: '6', businessLineId: '2' } },
    check: (data) =>
      expect(data.lawWorkflow).toMatchObject({
        tabIndex: 4,
        status: 'DRAFT',
        isLawyer: true,
        history: [{ action: 'Assigned' }],
      }),
  },
  QuickSearchRequirements: {
    as: 'reader',
    variables: { input: { sectionId: '20', businessLineId: '8' } },
    check: (data) => {
      const rows = data.quickSearchRequirements as { processes: string[]; institutionTypes: string[] }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(Array.isArray(row.processes) && Array.isArray(row.institutionTypes)).toBe(true);
    },
  },
  RequirementTypes: {
    as: 'lawyer',
    check: (data) =>
      expect((data.requirementTypes as { type: string }[]).map((type) => type.type)).toEqual([
        'HEADER',
        'REQUIREMENT',
      ]),
  },
  RequirementLawTextTree: {
    as: 'lawyer',
    variables: { sectionId: '6' },
    check: (data) => expect((data.subSectionList as unknown[]).length).toBeGreaterThan(0),
  },
  RequirementSubSectionText: {
    as: 'lawyer',
    variables: { subSectionId: '17' },
    check: (data) => expect((data.subSectionText as { text: string }).text.length).toBeGreaterThan(0),
  },
  RequirementLawDetail: {
    as: 'lawyer',
    variables: { input: { lawId: '3', sectionId: '16', lawDetailId: '6', businessLineId: '5' } },
    check: (data) => expect(data.lawDetail).toMatchObject({ sectionId: '16', businessLineId: '5' }),
  },
  CreateRequirement: {
    as: 'lawyer',
    variables: {
      input: {
        sectionId: '14',
        businessLineId: '2',
        requirementTypeId: 2,
        requirement: 'Keep the notice for 25 months',
        lawSections: [{ sectionId: '14' }],
      },
    },
    check: (data) =>
      expect(data.createRequirement).toMatchObject({
        message: 'New Requirement Added',
        requirement: { requirementType: 'REQUIREMENT', status: 'DRAFT' },
      }),
  },
  UpdateRequirement: {
    as: 'lawyer',
    variables: {
      input: {
        sectionId: '16',
        businessLineId: '5',
        id: '133',
        version: 1,
        requirement: 'Respond to a notice of error within 30 days',
      },
    },
    check: (data) =>
      expect(data.updateRequirement).toMatchObject({
        message: 'Requirement updated',
        requirement: { id: '133', version: 2 },
      }),
  },
  SetRequirementsApplicable: {
    as: 'lawyer',
    variables: { input: { sectionId: '16', businessLineId: '5', isApplicable: false } },
    check: (data) => {
      const payload = data.setRequirementsApplicable as {
        message: string;
        requirements: { isApplicable: boolean }[];
      };
      expect(payload.message).toBe('Every requirement is now No.');
      expect(payload.requirements.length).toBeGreaterThan(0);
      expect(payload.requirements.every((row) => !row.isApplicable)).toBe(true);
    },
  },
  DeleteRequirements: {
    as: 'lawyer',
    variables: { input: { sectionId: '16', businessLineId: '5', ids: ['134'] } },
    check: (data) => {
      const rows = (data.deleteRequirements as { requirements: { id: string; requirementNumber: string }[] })
        .requirements;
      expect(rows.map((row) => row.id)).toEqual(['132', '133']);
      expect(rows.map((row) => row.requirementNumber)).toEqual(['REGX_001', 'REGX_002']);
    },
  },
  SaveRequirementDraft: {
    as: 'lawyer',
    variables: { input: { sectionId: '16', businessLineId: '5', requirementNumbers: ['REGX_001'] } },
    check: (data) =>
      expect(data.saveRequirementDraft).toMatchObject({
        message: 'Saved Draft succesfully',
        law: { status: 'DRAFT' },
      }),
  },
  AcceptLawRequirements: {
    as: 'lawyer',
    variables: {
      input: {
        sections: [{ sectionId: '40', businessLineId: '1' }],
        changed: true,
        additions: [
          {
            sectionId: '40',
            requirementTypeId: 2,
            requirement: 'Publish the fee schedule',
            lawSections: [{ sectionId: '40' }],
          },
        ],
      },
    },
    check: (data) =>
      expect(data.acceptLawRequirements).toMatchObject({
        law: { tabIndex: 6, status: 'SUBMITTED', submitFlag: 2 },
      }),
  },
  ApproveLawSection: {
    as: 'approver',
    variables: { input: { sectionId: '3', businessLineId: '2' } },
    check: (data) =>
      expect(data.approveLawSection).toMatchObject({
        message: 'Business Requirements approved successfully.',
        law: { status: 'APPROVED', tabIndex: 7 },
      }),
  },
  SendBackLawSection: {
    as: 'approver',
    variables: {
      input: { sectionId: '5', businessLineId: '2', comment: '  Add the record retention period.  ' },
    },
    check: (data) =>
      expect(data.sendBackLawSection).toMatchObject({
        message: 'Business Requirements have sent back to the user Successfully.',
        law: { status: 'SENT_BACK', sendBackComment: 'Add the record retention period.' },
      }),
  },
  // No comment to clear on a law that was never sent back: the workflow's refusal.
  ClearSendBackComment: {
    as: 'lawyer',
    variables: { input: { sectionId: '9', businessLineId: '2' } },
    expectError: 'BAD_USER_INPUT',
  },
};
