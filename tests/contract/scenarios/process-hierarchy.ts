import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const PROCESS_HIERARCHY: Record<string, Scenario> = {
  // Process hierarchy maintenance: business@ on Deposit Accounts (client hierarchy 1, provider hierarchy 2; process 2
  // is Campaign Review with its steps 3-5, process 6 Disclosure Fulfilment, mapped to sections 23-26).
  ProcessHierarchies: {
    as: 'business',
    variables: { variant: 'CLIENT' },
    check: (data) => {
      const list = data.processHierarchies as { isPrimary: boolean; variant: string; processCount: number }[];
      expect(list.length).toBe(2);
      for (const hierarchy of list) expect(hierarchy).toMatchObject({ variant: 'CLIENT', isPrimary: true });
    },
  },
  ProcessNodes: {
    as: 'business',
    variables: { hierarchyId: '1', parentId: '2' },
    check: (data) => {
      const nodes = data.processNodes as { parentId: string }[];
      expect(nodes.length).toBeGreaterThan(0);
      for (const node of nodes) expect(node.parentId).toBe('2');
    },
  },
  ProcessTree: {
    as: 'reader',
    variables: { hierarchyId: '1' },
    expectError: 'NOT_FOUND',
  },
  SearchProcessNodes: {
    as: 'business',
    variables: { hierarchyId: '1', search: 'quality control' },
    check: (data) => {
      const nodes = data.searchProcessNodes as { isMatch: boolean; name: string }[];
      expect(nodes.some((node) => node.isMatch)).toBe(true);
      for (const node of nodes.filter((each) => each.isMatch)) expect(node.name).toMatch(/quality control/i);
    },
  },
  ProcessHierarchyExport: {
    as: 'business',
    variables: { hierarchyId: '1' },
    check: (data) => {
      const rows = data.processHierarchyExport as { levels: string[] }[];
      expect(rows[0]!.levels).toHaveLength(1);
      expect(rows.some((row) => row.levels.length === 3)).toBe(true);
    },
  },
  ProposedProcesses: {
    as: 'business',
    variables: { hierarchyId: '3' },
    check: (data) => expect((data.proposedProcesses as unknown[]).length).toBe(2),
  },
  ProcessMapping: {
    as: 'business',
    variables: { nodeId: '6' },
    check: (data) => {
      const mapping = data.processMapping as { mapped: { sectionId: string }[]; available: unknown[] };
      expect(mapping.mapped.map((section) => section.sectionId)).toEqual(
        expect.arrayContaining(['23', '24']),
      );
    },
  },
  AddProcessNode: {
    as: 'business',
    variables: { input: { hierarchyId: '1', parentId: '2', name: 'Campaign Review: Intake' } },
    expectError: 'BAD_USER_INPUT',
  },
  UpdateProcessNode: {
    as: 'business',
    variables: { input: { id: '4', name: 'Campaign Review: Second Review', description: 'Second look.' } },
    check: (data) =>
      expect(data.updateProcessNode).toMatchObject({
        message: 'Process updated successfully.',
        node: { id: '4', name: 'Campaign Review: Second Review' },
      }),
  },
  DeleteProcessNodes: {
    as: 'business',
    variables: { ids: ['3'] },
    check: (data) => expect(data.deleteProcessNodes).toEqual({ message: 'Processes deleted successfully.' }),
  },
  ProcessDeletionPreview: {
    as: 'business',
    variables: { ids: ['6'] },
    check: (data) => {
      const preview = data.processDeletionPreview as {
        processes: { id: string; name: string; mappingCount: number; insideId: string | null }[];
        processCount: number;
        mappingCount: number;
      };
      expect(preview.processes).toHaveLength(1);
      expect(preview.processes[0]).toMatchObject({ id: '6', name: 'Disclosure Fulfilment', insideId: null });
      expect(preview.mappingCount).toBeGreaterThan(0);
      expect(preview.processCount).toBeGreaterThanOrEqual(1);
    },
  },
  MoveProcess: {
    as: 'business',
    variables: { input: { id: '5', newParentId: '6' } },
    check: (data) =>
      expect(data.moveProcess).toMatchObject({
        message: 'Process moved successfully.',
        node: { id: '5', parentId: '6' },
      }),
  },
  AcceptProposedProcess: {
    as: 'business',
    variables: { id: '1' },
    check: (data) =>
      expect(data.acceptProposedProcess).toEqual({
        message: 'Proposed process accepted into the hierarchy.',
      }),
  },
  DeleteProposedProcess: {
    as: 'reader',
    variables: { id: '2' },
    expectError: 'FORBIDDEN',
  },
  SetPrimaryHierarchy: {
    as: 'business',
    variables: { hierarchyId: null },
    expectError: 'BAD_USER_INPUT',
  },
  SubmitProcessMapping: {
    as: 'business',
    variables: { nodeId: '5', sectionIds: ['23'] },
    check: (data) =>
      expect(data.submitProcessMapping).toEqual({ message: 'Process mapping submitted successfully.' }),
  },
  DeleteProcessMapping: {
    as: 'business',
    variables: { nodeId: '6', sectionId: '26' },
    check: (data) =>
      expect(data.deleteProcessMapping).toEqual({ message: 'Process mapping deleted successfully.' }),
  },
  RemapProcessMappings: {
    as: 'business',
    variables: { fromNodeId: '6', toNodeId: '6' },
    expectError: 'BAD_USER_INPUT',
  },
};
