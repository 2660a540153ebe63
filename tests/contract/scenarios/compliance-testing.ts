import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const COMPLIANCE_TESTING: Record<string, Scenario> = {
  // Compliance testing: the seeded lists, loan population, remediation queue and action plans (admin@ edits,
  // auditor@ reads).
  TestingList: {
    as: 'auditor',
    variables: { kind: 'GROUP' },
    check: (data) => {
      const rows = data.testingList as { kind: string; name: string; rulesCount: number }[];
      expect(rows.map((row) => row.name)).toContain('TRID Disclosures');
      for (const row of rows) expect(row.kind).toBe('GROUP');
      expect(rows.find((row) => row.name === 'Servicing Transfers')?.rulesCount).toBe(0);
    },
  },
  SaveTestingListRecord: {
    as: 'admin',
    variables: { input: { kind: 'CATEGORY', name: '  Escrow Accounts ', description: 'Escrow analysis.' } },
    check: (data) =>
      expect(data.saveTestingListRecord).toMatchObject({
        message: 'Record saved successfully',
        record: { kind: 'CATEGORY', name: 'Escrow Accounts', version: 1 },
      }),
  },
  // Timing is used by testing rules: the delete is refused as a rule of the form.
  DeleteTestingListRecord: {
    as: 'admin',
    variables: { kind: 'TYPE', id: '1' },
    expectError: 'BAD_USER_INPUT',
  },
  TestingRulesScreen: {
    as: 'admin',
    variables: { filter: { groupId: '4' }, groupId: '4' },
    check: (data) => {
      const rules = data.testingRules as { ruleNumber: string; groupName: string }[];
      expect(rules.map((rule) => rule.ruleNumber)).toEqual(['FLOOD-01', 'FLOOD-02']);
      expect((data.requirementNumbers as unknown[]).length).toBe(2);
    },
  },
  TestingRuleFilters: {
    as: 'admin',
    check: (data) => {
      for (const list of ['groups', 'types', 'categories', 'requirementCategories'])
        expect((data[list] as unknown[]).length).toBeGreaterThan(3);
    },
  },
  // Provider staff narrow the graphs to one client (the seeded population is all Harborview's: client 1); a client's
  // user naming Harborview who is not Harborview's is NOT_FOUND.
  TestingGraphs: {
    as: 'admin',
    variables: { filter: { clientId: '1' } },
    check: (data) => {
      const population = data.groupPopulationGraph as { populationCount: number }[];
      expect(population.reduce((sum, row) => sum + row.populationCount, 0)).toBe(200);
      for (const row of data.testingExceptionsGraph as { exceptionCount: number }[])
        expect(row.exceptionCount).toBeGreaterThan(0);
      expect((data.testingRegulatorGraph as { name: string }[]).map((row) => row.name)).toContain('CFPB');
    },
  },
  TestingGraphFilters: {
    as: 'admin',
    check: (data) => {
      expect((data.loanLoads as { loansCount: number }[]).map((load) => load.loansCount)).toEqual([120, 80]);
      expect((data.clients as { name: string }[]).map((client) => client.name)).toEqual(
        expect.arrayContaining(['Harborview Credit Union', 'Northgate Savings Bank']),
      );
    },
  },
  GroupPopulationLoans: {
    as: 'admin',
    variables: { groupId: '1', clientId: '1', page: { pageNumber: 1, pageSize: 10 } },
    check: (data) => {
      const page = data.groupPopulationLoans as {
        totalCount: number;
        items: { loanNumber: string; clientName: string | null }[];
      };
      expect(page.totalCount).toBeGreaterThan(10);
      expect(page.items).toHaveLength(10);
      for (const loan of page.items) {
        expect(loan.loanNumber).toMatch(/^LN-2026-\d{5}$/);
        expect(loan.clientName).toBe('Harborview Credit Union');
      }
    },
  },
  ActionPlanWorkQueue: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 5 } },
    check: (data) => {
      const page = data.actionPlanWorkQueue as { totalCount: number; items: { status: string }[] };
      expect(page.items).toHaveLength(5);
      expect(page.totalCount).toBeGreaterThan(5);
      for (const plan of page.items) expect(plan.status).not.toBe('COMPLETED');
    },
  },
  ActionPlanList: {
    as: 'admin',
    variables: { status: 'IN_PROGRESS', page: null },
    check: (data) => {
      const page = data.actionPlans as { totalCount: number; items: { status: string; rootCause: string }[] };
      expect(page.totalCount).toBeGreaterThan(0);
      for (const plan of page.items) expect(plan.status).toBe('IN_PROGRESS');
    },
  },
  SaveActionPlanAssessment: {
    as: 'admin',
    variables: {
      input: {
        id: '1',
        status: 'COMPLETED',
        rootCause: 'The disclosure desk skipped the three-day check.',
        actionPlan: 'Made the check a required step of the checklist.',
        ownerName: 'Dana Whitfield',
        targetDate: null,
        version: 1,
      },
    },
    check: (data) =>
      expect(data.saveActionPlanAssessment).toMatchObject({
        message: 'Assessment saved successfully',
        actionPlan: { id: '1', status: 'COMPLETED', version: 2 },
      }),
  },
  ActionPlanCandidates: {
    as: 'admin',
    check: (data) => {
      const rows = data.actionPlanCandidates as { status: string }[];
      // The seed leaves the last rules of the second load without a plan; purged rows are never offered.
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.status).not.toBe('PURGE');
    },
  },
  AddActionPlan: {
    as: 'admin',
    // Row 1 already has its plan: refused, saying so.
    variables: { input: { queueRowId: '1', ownerName: 'Dana Whitfield', targetDate: '2027-03-31' } },
    expectError: 'BAD_USER_INPUT',
  },
  RemediationRuleChoices: {
    as: 'admin',
    check: (data) => {
      const rules = data.testingRules as { ruleNumber: string; groupName: string }[];
      expect(rules.length).toBeGreaterThan(0);
      for (const rule of rules) expect(rule.groupName).not.toBe('');
    },
  },
  AddLoanToRemediation: {
    as: 'admin',
    variables: {
      input: { loanNumber: 'LN-1999-00000', testingRuleId: '1', finding: 'Found in a file review.' },
    },
    expectError: 'BAD_USER_INPUT',
  },
  SaveRemediationTask: {
    as: 'admin',
    variables: {
      input: {
        queueId: '1',
        title: 'Call each borrower about the refund',
        description: 'Log every call in the servicing system.',
        assignee: 'Dana Whitfield',
        dueDate: '2027-01-31',
        status: 'OPEN',
      },
    },
    check: (data) =>
      expect(data.saveRemediationTask).toMatchObject({
        message: 'Task saved successfully',
        task: { status: 'Open', version: 1 },
      }),
  },
  LoanRemediationQueue: {
    as: 'auditor',
    variables: { status: 'PURGE', page: { pageNumber: 1, pageSize: 25 } },
    check: (data) => {
      const page = data.loanRemediationQueue as {
        totalCount: number;
        items: { status: string; subStatus: string; nextStatuses: string[] }[];
      };
      expect(page.totalCount).toBeGreaterThan(0);
      for (const row of page.items)
        expect(row).toMatchObject({
          status: 'PURGE',
          subStatus: 'NOT_NEEDED',
          nextStatuses: ['PURGE', 'UNPURGE'],
        });
    },
  },
  LoanRemediationDetail: {
    as: 'admin',
    variables: { queueId: '1', resultStatusId: '2', page: { pageNumber: 1, pageSize: 25 } },
    check: (data) => {
      const loans = data.loanRemediationLoans as { totalCount: number; items: { resultStatus: string }[] };
      expect(loans.totalCount).toBeGreaterThan(0);
      for (const loan of loans.items) expect(loan.resultStatus).toBe('Exception');
      expect((data.remediationTasks as unknown[]).length).toBe(2);
    },
  },
  SaveLoanRemediation: {
    as: 'admin',
    variables: {
      input: { id: '1', status: 'REVIEW', subStatus: null, comments: 'Loan files requested.', version: 1 },
    },
    check: (data) =>
      expect(data.saveLoanRemediation).toMatchObject({
        message: 'Remediation saved successfully',
        row: { id: '1', status: 'REVIEW', subStatus: null, comments: 'Loan files requested.' },
      }),
  },
  RemediationEvidenceDownload: {
    as: 'admin',
    // The evidence seeded on the first task of the first remediation row.
    variables: { id: '1', queueId: '1' },
    check: (data) =>
      expect((data.remediationEvidenceDownload as { download: { url: string } }).download.url).toMatch(
        /^\/files\/[\w-]{16,}$/,
      ),
  },
  // The evidence seeded on the first task of the first remediation row.
  // The re-test notes (evidence 2): the confirmed exceptions (evidence 1) stay for the download.
  DeleteRemediationEvidence: {
    as: 'admin',
    variables: { id: '2' },
    check: (data) =>
      expect(data.deleteRemediationEvidence).toEqual({ message: 'Evidence deleted successfully' }),
  },
};
