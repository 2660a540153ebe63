import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const VALIDATOR_SETUP: Record<string, Scenario> = {
  // ----- validator setup and results, pipeline runs, system field mapping (DMU) ---------------------------------
  // As admin@: an earlier scenario (SaveRoleMenu) gives business@'s role other menus. The client user's view (one
  // client, its results and files) is checked by the BFF's and the catalogue's own tests and the browser journey.
  // Seeded: the first client (business@'s) has entities Loan (1), Borrower (2) and HMDA LAR (3) on business line 2,
  // Loan's header has 8 fields; Encompass (system 1) and Black Knight MSP (2) have 12 fields each; 18 AGRC fields.
  SetupHierarchy: {
    as: 'admin',
    check: (data) => {
      const clients = data.setupHierarchy as { businessLines: { entities: { prefixName: string }[] }[] }[];
      expect(clients.length).toBeGreaterThanOrEqual(1);
      expect(
        clients
          .flatMap((client) => client.businessLines.flatMap((line) => line.entities))
          .map((e) => e.prefixName),
      ).toContain('LOAN');
    },
  },
  SaveSetupEntity: {
    as: 'admin',
    variables: { input: { clientId: '1', businessLineId: '2', name: 'Contract Entity', prefixName: 'CTR' } },
    check: (data) => expect(data.saveSetupEntity).toMatchObject({ message: 'Data saved successfully.' }),
  },
  DeleteSetupEntity: {
    as: 'admin',
    variables: { id: '2' },
    check: (data) => expect(data.deleteSetupEntity).toEqual({ message: 'Record deleted successfully.' }),
  },
  HeaderFields: {
    as: 'admin',
    variables: { entityId: '1' },
    check: (data) =>
      expect(
        (data.headerFields as { clientSourceField: string }[]).map((f) => f.clientSourceField),
      ).toContain('LoanNumber'),
  },
  HeaderMappingLookups: {
    as: 'admin',
    check: (data) =>
      expect((data.stagingTables as { tableName: string }[]).map((t) => t.tableName)).toContain('stg_loan'),
  },
  DynamicFields: {
    as: 'admin',
    variables: { entityId: '1' },
    check: (data) => expect(data.dynamicFields).toHaveLength(3),
  },
  SaveHeaderField: {
    as: 'admin',
    variables: {
      input: {
        entityId: '1',
        clientSourceField: 'ContractField',
        destinationTable: 'stg_loan',
        destinationField: 'lien_status',
      },
    },
    check: (data) => expect(data.saveHeaderField).toMatchObject({ message: 'Data saved successfully.' }),
  },
  DeleteHeaderField: {
    as: 'admin',
    variables: { id: '8' },
    check: (data) => expect(data.deleteHeaderField).toEqual({ message: 'Record deleted successfully.' }),
  },
  SaveDynamicField: {
    as: 'admin',
    variables: { input: { id: '1', active: false } },
    check: (data) => expect(data.saveDynamicField).toMatchObject({ dynamicField: { active: false } }),
  },
  ClientFiles: {
    as: 'admin',
    variables: { entityId: '1' },
    check: (data) => expect(Array.isArray(data.clientFiles)).toBe(true),
  },
  // No file is seeded: an unknown file is NOT_FOUND.
  ClientFileDetail: { as: 'admin', variables: { id: '999' }, expectError: 'NOT_FOUND' },
  ClientFileLookups: {
    as: 'admin',
    check: (data) => expect((data.setupDataTypes as unknown[]).length).toBeGreaterThanOrEqual(5),
  },
  SaveHeaderChanges: {
    as: 'admin',
    variables: {
      input: { entityId: '1', rows: [{ changeKind: 'REMOVED', clientSourceField: 'PropertyState' }] },
    },
    check: (data) => expect(data.saveHeaderChanges).toMatchObject({ request: { status: 'SAVED' } }),
  },
  SubmitHeaderChanges: { as: 'admin', variables: { id: '999', version: 1 }, expectError: 'NOT_FOUND' },
  HeaderApprovals: {
    as: 'admin',
    check: (data) => expect((data.rejectReasons as unknown[]).length).toBe(4),
  },
  ApproveHeaderChanges: { as: 'business', variables: { id: '1', version: 1 }, expectError: 'FORBIDDEN' },
  // The reject reason is required.
  RejectHeaderChanges: {
    as: 'admin',
    variables: { input: { id: '1', version: 1 } },
    expectError: 'BAD_USER_INPUT',
  },
  DecideStaging: {
    as: 'admin',
    variables: { input: { fileId: '1', approve: true } },
    expectError: 'BAD_USER_INPUT',
  },
  SetupReference: {
    as: 'admin',
    check: (data) => expect((data.setupStepsGroups as unknown[]).length).toBeGreaterThanOrEqual(5),
  },
  SaveSetupStepGroup: {
    as: 'admin',
    variables: { input: { name: 'Contract Step', ruleSetName: 'CONTRACT' } },
    check: (data) => expect(data.saveSetupStepGroup).toMatchObject({ message: 'Data saved successfully.' }),
  },
  TestReferenceTypes: {
    as: 'admin',
    check: (data) => {
      expect((data.validatorTestSystemTypes as { name: string }[]).map((row) => row.name)).toContain(
        'Encompass',
      );
      expect((data.validatorTestSourceTypes as { name: string }[]).map((row) => row.name)).toEqual([
        'API',
        'Database',
        'File',
      ]);
      expect((data.validatorJsonFilters as unknown[]).length).toBeGreaterThanOrEqual(1);
    },
  },
  SaveValidatorTestSystemType: {
    as: 'admin',
    variables: {
      input: { businessLineId: '2', name: 'Contract LOS', description: 'Loan origination system' },
    },
    check: (data) =>
      expect(data.saveValidatorTestSystemType).toMatchObject({ message: 'Data saved successfully.' }),
  },
  SaveValidatorTestSourceType: {
    as: 'admin',
    variables: { input: { name: 'Contract SFTP' } },
    check: (data) =>
      expect(data.saveValidatorTestSourceType).toMatchObject({ message: 'Data saved successfully.' }),
  },
  ValidatorTestRequests: {
    as: 'business',
    variables: { clientId: '1', businessLineId: '2' },
    check: (data) => {
      expect((data.validatorTestRequests as { systemTypeName: string }[])[0]?.systemTypeName).toBeTruthy();
      expect((data.validatorTestSystemTypes as { name: string }[]).map((row) => row.name)).toEqual(
        expect.arrayContaining(['Empower', 'Encompass', 'MSP']),
      );
    },
  },
  SubmitValidatorTestRequest: {
    as: 'business',
    variables: {
      input: {
        clientId: '1',
        businessLineId: '2',
        systemTypeId: '1',
        sourceTypeId: '1',
        // Entity 2 (Borrower) is deleted by the DeleteSetupEntity scenario; 3 is the HMDA LAR entity.
        entityIds: ['1', '3'],
        comment: 'Contract request',
      },
    },
    check: (data) =>
      expect(data.submitValidatorTestRequest).toMatchObject({ message: 'Validator test request submitted.' }),
  },
  MyValidatorLoans: {
    as: 'business',
    variables: { page: { pageNumber: 1, pageSize: 5 } },
    check: (data) => {
      const counts = data.myValidatorLoanCounts as { loanCount: number };
      const page = data.myValidatorLoans as { totalCount: number; items: { observationCount: number }[] };
      expect(page.totalCount).toBe(counts.loanCount);
      expect(page.items.every((loan) => loan.observationCount >= 1)).toBe(true);
    },
  },
  RequirementFieldChoices: {
    as: 'admin',
    variables: { entityId: '3' },
    check: (data) => {
      const filter = data.testMappingFilter as { isHmda: boolean; hmdaFields: unknown[]; tests: unknown[] };
      expect(filter.isHmda).toBe(true);
      expect(filter.hmdaFields.length).toBeGreaterThan(0);
      expect(filter.tests.length).toBeGreaterThan(0);
    },
  },
  RequirementFields: {
    as: 'business',
    variables: { entityId: '1', type: 'VET' },
    check: (data) =>
      expect((data.requirementFields as { type: string }[]).every((row) => row.type === 'VET')).toBe(true),
  },
  SaveRequirementField: {
    as: 'admin',
    variables: {
      input: { type: 'VET', entityId: '1', requirementId: '15', testId: '26', headerFieldId: '4' },
    },
    check: (data) => expect(data.saveRequirementField).toMatchObject({ message: 'Data saved successfully.' }),
  },
  DeleteRequirementField: {
    as: 'admin',
    variables: { id: '6', type: 'HMDA_VET' },
    check: (data) =>
      expect(data.deleteRequirementField).toMatchObject({ message: 'Record deleted successfully.' }),
  },
  ExportRequirementFields: {
    as: 'business',
    variables: { entityId: '3', type: 'HMDA_VET' },
    check: (data) =>
      expect((data.exportRequirementFields as { url: string }).url).toMatch(/^\/files\/[\w-]+$/),
  },
  ValidatorResultsFilters: {
    as: 'admin',
    check: (data) => {
      expect((data.validatorResultFilters as { clients: unknown[] }).clients.length).toBeGreaterThanOrEqual(
        1,
      );
      expect((data.validatorResultStatuses as { name: string }[]).map((s) => s.name)).toEqual([
        'Pass',
        'Observation',
      ]);
    },
  },
  ValidatorResultsOverview: {
    as: 'admin',
    check: (data) => {
      const counts = data.validatorResultCounts as { total: number; pass: number; observation: number };
      expect(counts.total).toBeGreaterThanOrEqual(60);
      expect(counts.pass + counts.observation).toBe(counts.total);
    },
  },
  ValidatorResultRows: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 5 } },
    check: (data) => expect((data.validatorResults as { items: unknown[] }).items).toHaveLength(5),
  },
  ValidatorTestDetails: {
    as: 'admin',
    check: (data) => expect((data.validatorTestDetails as unknown[]).length).toBeGreaterThan(0),
  },
  ValidatorRequirementResults: {
    as: 'admin',
    variables: { sectionId: '1' },
    check: (data) => expect(Array.isArray(data.validatorRequirementResults)).toBe(true),
  },
  RequirementLawText: {
    as: 'admin',
    variables: { requirementId: '1' },
    check: (data) =>
      expect((data.requirementLawText as { lawText: string }).lawText.length).toBeGreaterThan(0),
  },
  UpdateValidatorResultStatus: {
    as: 'admin',
    variables: { input: { ids: ['1'], status: 'PASS', comment: 'Checked by the contract.' } },
    check: (data) => expect(data.updateValidatorResultStatus).toMatchObject({ updated: 1 }),
  },
  DownloadValidatorResults: {
    as: 'admin',
    check: (data) =>
      expect((data.downloadValidatorResults as { download: { url: string } }).download.url).toMatch(
        /^\/files\/[\w-]{16,}$/,
      ),
  },
  PipelineRuns: {
    as: 'admin',
    check: (data) => {
      const runs = data.pipelineRuns as { status: string }[];
      expect(runs.length).toBeGreaterThanOrEqual(3);
      expect(runs.map((run) => run.status)).toContain('FAILED');
    },
  },
  // Starting a run needs edit permission on Pipeline Runs, which business@ does not have.
  StartPipelineRun: { as: 'business', variables: { clientId: '1' }, expectError: 'FORBIDDEN' },
  DmuLookups: {
    as: 'admin',
    check: (data) =>
      expect((data.dmuSystems as { name: string }[]).map((s) => s.name)).toContain('Encompass'),
  },
  DmuSystem: {
    as: 'admin',
    variables: { systemId: '1' },
    check: (data) => expect(data.dmuDashboard).toMatchObject({ totalAgrcFields: 18, totalSystemFields: 12 }),
  },
  DmuMappings: {
    as: 'admin',
    variables: { filter: { systemId: '1' }, page: { pageNumber: 1, pageSize: 50 } },
    check: (data) =>
      expect((data.dmuMappings as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(17),
  },
  DmuSystemDetails: {
    as: 'admin',
    variables: { filter: { systemId: '1' } },
    check: (data) => expect((data.dmuSystemDetails as { totalCount: number }).totalCount).toBe(12),
  },
  SaveDmuMapping: {
    as: 'admin',
    variables: { input: { systemId: '2', status: 'NOT_EXPECTED', agrcFieldIds: ['1'] } },
    check: (data) => expect(data.saveDmuMapping).toMatchObject({ mapping: { status: 'NOT_EXPECTED' } }),
  },
  EntityRequirements: {
    as: 'admin',
    variables: { entityId: '1' },
    check: (data) => {
      const numbers = (data.entityRequirements as { requirementNumber: string }[]).map(
        (r) => r.requirementNumber,
      );
      expect(numbers.length).toBeGreaterThan(0);
      expect(new Set(numbers).size).toBe(numbers.length);
    },
  },
  SaveDmuGroupMapping: {
    as: 'admin',
    variables: { systemGroupId: '1', categoryId: '1' },
    check: (data) =>
      expect(data.saveDmuGroupMapping).toEqual({ message: 'System group mapping saved successfully.' }),
  },
};
