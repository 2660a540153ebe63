import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const CHANGE_IN_LAW: Record<string, Scenario> = {
  // Change in law: § 1026.19 (change 1) and § 1026.43 (change 2) of Regulation Z.
  ChangeInLawWindow: {
    as: 'lawyer',
    variables: { input: { lawId: '2', sectionId: '12', lawDetailId: '3', statusId: '6' } },
    check: (data) => {
      const change = data.changedLaw as {
        changeLawId: string;
        status: string;
        businessLines: { businessLineId: string }[];
      };
      expect(change).toMatchObject({ changeLawId: '1', status: 'Changed Law' });
      expect(change.businessLines.map((line) => line.businessLineId)).toEqual(['2', '3', '5', '7']);
    },
  },
  UpdatedRequirements: {
    as: 'lawyer',
    variables: { input: { changeLawId: '1', businessLineId: '5' } },
    check: (data) => {
      const rows = data.updatedRequirements as {
        changeStatus: string;
        oldRequirement: string | null;
        newRequirement: string | null;
      }[];
      expect(rows.map((row) => row.changeStatus)).toEqual(['CHANGED', 'CHANGED', 'NEW']);
      expect(rows[0]!.oldRequirement).not.toBe(rows[0]!.newRequirement);
    },
  },
  AcceptChangeInLaw: {
    as: 'lawyer',
    variables: { input: { changeLawId: '1', businessLineId: '7' } },
    check: (data) => {
      const payload = data.acceptChangeInLaw as {
        message: string;
        changedLaw: { businessLines: { businessLineId: string; decision: string | null }[] };
      };
      expect(payload.message).toBe('Change in law accepted successfully.');
      expect(payload.changedLaw.businessLines.find((line) => line.businessLineId === '7')!.decision).toBe(
        'ACCEPTED',
      );
    },
  },
  AcceptChangeInLawWithPolicy: {
    as: 'lawyer',
    variables: {
      input: {
        changeLawId: '2',
        businessLineId: '7',
        companyPolicy: 'A second reviewer signs off every exception.',
      },
    },
    check: (data) =>
      expect((data.acceptChangeInLawWithPolicy as { message: string }).message).toBe(
        'Change in law accepted with company policy requirements.',
      ),
  },
  MarkChangeInLawNotApplicable: {
    as: 'lawyer',
    variables: { input: { changeLawId: '2', businessLineId: '3', comment: '' } },
    expectError: 'BAD_USER_INPUT',
  },
};
