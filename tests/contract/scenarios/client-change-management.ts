import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const CLIENT_CHANGE_MANAGEMENT: Record<string, Scenario> = {
  // Client change management: business@'s seeded changes 1-6 (sections 12 and 13 of Consumer Lending, company
  // processes 11, 13, 15); changed requirements 1-3 belong to change 1, 4-6 to change 2.
  AssessChange: {
    as: 'business',
    variables: { businessLineId: '2' },
    check: (data) => {
      const laws = data.changedLaws as { businessLineName: string; processes: number }[];
      expect(laws.length).toBeGreaterThan(0);
      for (const law of laws) expect(law.businessLineName).toBe('Consumer Lending');
      expect((data.changeWorkQueue as unknown[]).length).toBeGreaterThan(0);
    },
  },
  ChangedLawProcesses: {
    as: 'business',
    variables: { sectionId: '12', businessLineId: '2' },
    check: (data) => expect((data.changedLawProcesses as unknown[]).length).toBe(3),
  },
  ClientChange: {
    as: 'business',
    variables: { id: '1' },
    check: (data) => {
      const detail = data.clientChange as { requirements: { changeStatus: string }[]; processes: unknown[] };
      expect(detail.requirements.map((requirement) => requirement.changeStatus)).toContain('New');
      expect(detail.processes.length).toBeGreaterThan(0);
    },
  },
  RequirementSignatures: {
    as: 'business',
    variables: { requirementChangeId: '1' },
    check: (data) =>
      expect((data.requirementSignatures as { current: { id: string }[] }).current).toEqual([
        expect.objectContaining({ id: '11' }),
      ]),
  },
  UpdateProposedRequirement: {
    as: 'business',
    variables: { input: { id: '4', decision: 'Updated', proposedRequirement: '  ' } },
    expectError: 'BAD_USER_INPUT',
  },
  SubmitChanges: {
    as: 'business',
    variables: { changeId: '2' },
    expectError: 'BAD_USER_INPUT',
  },
  AcceptChangedLaw: {
    as: 'reader',
    variables: { changeId: '2' },
    expectError: 'FORBIDDEN',
  },
  SaveRequirementMapping: {
    as: 'business',
    variables: { requirementChangeId: '5', companyProcessIds: ['13'], submit: false },
    check: (data) =>
      expect(data.saveRequirementMapping).toEqual({ message: 'Requirement mapping saved as draft.' }),
  },
};
