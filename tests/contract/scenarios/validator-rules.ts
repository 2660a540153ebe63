import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const VALIDATOR_RULES: Record<string, Scenario> = {
  // Validator rule maintenance: the administrator; ids follow the validator seed's listing order.
  ValidatorClients: {
    as: 'admin',
    check: (data) => expect((data.validatorClients as unknown[]).length).toBeGreaterThanOrEqual(3),
  },
  ValidatorBusinessLines: {
    as: 'admin',
    check: (data) => expect((data.industries as unknown[]).length).toBeGreaterThan(0),
  },
  MessageTypeOptions: {
    as: 'admin',
    check: (data) =>
      expect(
        (data.messageTypes as { items: { messageType: string }[] }).items.map((type) => type.messageType),
      ).toEqual(expect.arrayContaining(['Test', 'Filter'])),
  },
  TestRuleOptions: {
    as: 'admin',
    check: (data) => expect((data.testRules as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(39),
  },
  AzimuthMessageSearch: {
    as: 'admin',
    variables: { search: 'value is', first: 5 },
    check: (data) =>
      expect(
        (data.azimuthMessages as { items: { message: string }[] }).items.map((item) => item.message),
      ).toContain('Value is missing.'),
  },
  MappedTestRules: {
    as: 'admin',
    variables: { businessLineId: '5' },
    check: (data) =>
      expect(
        (data.mappedTestRules as { messageCount: number }[]).some((rule) => rule.messageCount === 0),
      ).toBe(true),
  },
  RuleMessagesOfRule: {
    as: 'admin',
    variables: { testRuleId: '2', businessLineId: '5' },
    check: (data) => expect(data.testRuleMessagesOfRule as unknown[]).toHaveLength(1),
  },
  TestFilterResultStatuses: {
    as: 'admin',
    check: (data) =>
      expect((data.testFilterResultStatuses as { name: string }[]).map((status) => status.name)).toEqual([
        'Pass',
        'Observation',
      ]),
  },
  FilterTests: {
    as: 'admin',
    variables: { businessLineId: '5', isMapped: true },
    check: (data) => expect(data.filterTests as unknown[]).toHaveLength(8),
  },
  ValidatorEntities: {
    as: 'admin',
    variables: { businessLineId: '5' },
    check: (data) =>
      expect((data.validatorEntities as { name: string }[]).map((entity) => entity.name)).toContain('Loan'),
  },
  EntityFields: {
    as: 'admin',
    variables: { entityId: '1' },
    check: (data) =>
      expect((data.entityFields as { fieldName: string }[]).map((field) => field.fieldName)).toContain(
        'LoanAmount',
      ),
  },
  ExportValidatorGrid: {
    as: 'admin',
    variables: { input: { grid: 'TEST_RULES', filter: { isActive: true } } },
    check: (data) =>
      expect((data.exportValidatorGrid as { download: { url: string } }).download.url).toMatch(
        /^\/files\/[\w-]{16,}$/,
      ),
  },
  MessageTypesGrid: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 3 } },
    check: (data) => {
      const page = data.messageTypes as { totalCount: number; items: unknown[] };
      expect(page.items).toHaveLength(3);
      expect(page.totalCount).toBeGreaterThan(3);
    },
  },
  SaveMessageType: {
    as: 'admin',
    variables: { input: { messageType: '  Contract Check ', isClient: false } },
    check: (data) =>
      expect(data.saveMessageType).toMatchObject({ message: 'Record saved successfully', deleted: false }),
  },
  // Pinecrest Pre-Close: a client's type no rule uses.
  DeleteMessageType: {
    as: 'admin',
    variables: { id: '7' },
    check: (data) => expect(data.deleteMessageType).toMatchObject({ id: '7' }),
  },
  // Refused to a lawyer: not an administrator, and not in the menu.
  TestRulesGrid: { as: 'lawyer', expectError: 'FORBIDDEN' },
  SaveTestRule: {
    as: 'admin',
    variables: { input: { messageTypeId: '2', testRuleDescription: 'Contract rule: co-borrower is listed' } },
    check: (data) =>
      expect((data.saveTestRule as { testRule: { testRuleId: string } }).testRule.testRuleId).toMatch(
        /^\d{5}$/,
      ),
  },
  // The last seeded rule has no messages and no mappings.
  DeleteTestRule: {
    as: 'admin',
    variables: { id: '40' },
    check: (data) => expect(data.deleteTestRule).toMatchObject({ id: '40' }),
  },
  TestRuleMessagesGrid: {
    as: 'admin',
    variables: { filter: { businessLineId: '5' }, page: { pageNumber: 1, pageSize: 10 } },
    check: (data) => expect((data.testRuleMessages as { items: unknown[] }).items).toHaveLength(10),
  },
  SaveTestRuleMessage: {
    as: 'admin',
    variables: {
      input: {
        businessLineId: '5',
        testRuleId: '38',
        azimuthMessage: 'Contract message for a new mapping.',
        isNewMessage: true,
      },
    },
    check: (data) => expect(data.saveTestRuleMessage).toMatchObject({ message: 'Record saved successfully' }),
  },
  // The first rule message is used by an active filter mapping: the delete block.
  DeleteTestRuleMessage: { as: 'admin', variables: { id: '1' }, expectError: 'BAD_USER_INPUT' },
  TestFilterMappingsGrid: {
    as: 'admin',
    variables: { filter: { testId: '1' } },
    check: (data) =>
      expect((data.testFilterMappings as { items: { testNumber: string }[] }).items[0]!.testNumber).toBe(
        'VT-101',
      ),
  },
  SaveTestFilterMappings: {
    as: 'admin',
    variables: {
      input: {
        mappings: [
          {
            id: '1',
            version: 1,
            testId: '1',
            testRuleId: '1',
            ruleMessageId: '1',
            statusId: '1',
            isActive: true,
          },
        ],
      },
    },
    check: (data) =>
      expect(data.saveTestFilterMappings).toMatchObject({ counts: { updated: 1, inserted: 0 } }),
  },
  DeleteTestFilterMapping: {
    as: 'admin',
    variables: { id: '6' },
    check: (data) => expect(data.deleteTestFilterMapping).toMatchObject({ id: '6' }),
  },
  ReorderTestFilterMappings: {
    as: 'admin',
    variables: {
      input: {
        testId: '2',
        rows: [
          { id: '7', testOrder: 2 },
          { id: '8', testOrder: 1 },
        ],
      },
    },
    check: (data) => expect(data.reorderTestFilterMappings).toMatchObject({ counts: { updated: 2 } }),
  },
  TestFilterFieldsGrid: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 5 } },
    check: (data) => expect((data.testFilterFields as { items: unknown[] }).items).toHaveLength(5),
  },
  SaveTestFilterField: {
    as: 'admin',
    variables: { input: { testFilterMappingId: '1', entityId: '1', fieldId: '1' } },
    check: (data) => expect(data.saveTestFilterField).toMatchObject({ message: 'Record saved successfully' }),
  },
  DeleteTestFilterField: {
    as: 'admin',
    variables: { id: '2' },
    check: (data) => expect(data.deleteTestFilterField).toMatchObject({ id: '2' }),
  },
  ClientFilterMappingsGrid: {
    as: 'admin',
    variables: { page: { pageNumber: 1, pageSize: 5 } },
    check: (data) =>
      expect(
        (data.clientFilterMappings as { items: { clientName: string | null }[] }).items[0]!.clientName,
      ).toBeTruthy(),
  },
  // The client copies follow the 192 master mappings.
  SaveClientFilterMapping: {
    as: 'admin',
    variables: {
      input: {
        id: '193',
        version: 1,
        isCustomMessage: true,
        customMessage: 'Contract custom message, please review.',
      },
    },
    check: (data) =>
      expect(data.saveClientFilterMapping).toMatchObject({
        message: 'Record saved successfully',
        mapping: { id: '193' },
      }),
  },
  DeleteClientFilterMapping: {
    as: 'admin',
    variables: { id: '194' },
    check: (data) => expect(data.deleteClientFilterMapping).toMatchObject({ id: '194' }),
  },
};
