import { COMPLIANCE_TESTING_MESSAGES as M } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import {
  assessmentFormError,
  exceptionData,
  formatSize,
  groupByLabel,
  loanLoadOptions,
  populationData,
  remediationFormError,
  remediationFormOf,
  resultRows,
  withStatus,
} from './compliance-testing-logic';

describe('compliance testing screen logic', () => {
  it('turns graph answers into chart rows with every number', () => {
    const rows = [{ name: 'Timing', passCount: 90, exceptionCount: 7, notApplicableCount: 3 }];
    expect(resultRows(rows)).toEqual([
      { label: 'Timing', values: { pass: 90, exception: 7, notApplicable: 3 } },
    ]);
    expect(exceptionData(rows)).toEqual([{ label: 'Timing', value: 7 }]);
    const groups = [
      { groupId: '1', groupName: 'Fair Lending', populationCount: 50 },
      { groupId: '2', groupName: 'Flood Insurance', populationCount: 30 },
    ];
    expect(populationData(groups)).toEqual([
      { label: 'Fair Lending', value: 50 },
      { label: 'Flood Insurance', value: 30 },
    ]);
    expect(groupByLabel(groups, 'Flood Insurance')?.groupId).toBe('2');
    expect(groupByLabel(groups, 'Other')).toBeNull();
  });

  it('checks a remediation form from the row’s status, taking Not_needed with Purge', () => {
    const row = { status: 'NEW' as const, subStatus: null, comments: '' };
    const form = remediationFormOf(row);
    expect(remediationFormError(row.status, form)).toBeNull();
    const purge = withStatus(form, 'PURGE');
    expect(purge.notNeeded).toBe(true);
    expect(remediationFormError(row.status, purge)?.message).toBe(M.commentRequired);
    expect(remediationFormError(row.status, { ...purge, comments: 'Duplicate load' })).toBeNull();
    expect(remediationFormError(row.status, { ...purge, notNeeded: false, comments: 'x' })?.message).toBe(
      M.subStatusRequired,
    );
    expect(remediationFormError(row.status, withStatus(form, 'UNPURGE'))?.message).toBe(
      M.transition('New', 'Unpurge'),
    );
    const purged = remediationFormOf({
      status: 'PURGE' as const,
      subStatus: 'NOT_NEEDED' as const,
      comments: 'c',
    });
    expect(withStatus(purged, 'UNPURGE').notNeeded).toBe(false);
  });

  it('checks an assessment and formats sizes', () => {
    const form = {
      status: 'IN_PROGRESS' as const,
      rootCause: 'Checklist skipped',
      actionPlan: 'Retrain',
      ownerName: '',
      targetDate: '',
    };
    expect(assessmentFormError(form)?.message).toBe(M.targetDateRequired);
    expect(assessmentFormError({ ...form, status: 'COMPLETED' })).toBeNull();
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2.0 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });

  it("offers the chosen client's loan loads, or every load named with its client", () => {
    const loads = [
      { id: '1', clientId: '1', name: 'Q3', loansCount: 120 },
      { id: '3', clientId: '2', name: 'Q4', loansCount: 3 },
    ];
    const clients = [
      { id: '1', name: 'Harborview Credit Union' },
      { id: '2', name: 'Northgate Savings Bank' },
    ];
    expect(loanLoadOptions(loads, clients, { clientId: '', namedByClient: true })).toEqual([
      { id: '1', name: 'Q3 (120 loans) · Harborview Credit Union' },
      { id: '3', name: 'Q4 (3 loans) · Northgate Savings Bank' },
    ]);
    expect(loanLoadOptions(loads, clients, { clientId: '2', namedByClient: false })).toEqual([
      { id: '3', name: 'Q4 (3 loans)' },
    ]);
    expect(loanLoadOptions(loads.slice(0, 1), [], { clientId: '', namedByClient: false })).toEqual([
      { id: '1', name: 'Q3 (120 loans)' },
    ]);
  });
});
