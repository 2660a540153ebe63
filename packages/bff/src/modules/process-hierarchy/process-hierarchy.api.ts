import type { LegacyCaller } from '../../legacy/caller.js';
import {
  LegacyAccepted,
  LegacyDeleted,
  LegacyDeletionPreview,
  LegacyExportRows,
  LegacyFlag,
  LegacyHierarchies,
  LegacyHierarchy,
  LegacyMappingCount,
  LegacyMoved,
  LegacyProcessMapping,
  LegacyProcessNode,
  LegacyProcessNodes,
  LegacyProposedProcesses,
  LegacyUpload,
} from './process-hierarchy.dto.js';
import { writtenRecord } from '../../legacy/shape.js';

/** Process hierarchy maintenance's legacy calls (api/Hierarchy/...); every answer checked against its shape. */
export class ProcessHierarchyApi {
  constructor(private readonly legacy: LegacyCaller) {}

  hierarchies(variant: string, businessLineId: number | null) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: 'Hierarchy/get-hierarchies',
        query: { Variant: variant, ...(businessLineId ? { BusinessLineId: businessLineId } : {}) },
      },
      LegacyHierarchies,
    );
  }

  /** One level (parentId null: the top), or the whole tree. */
  nodes(hierarchyId: number, parentId: number | null, all = false) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: 'Hierarchy/get-process-hierarchy',
        query: {
          HierarchyId: hierarchyId,
          ...(parentId ? { ParentId: parentId } : {}),
          ...(all ? { All: 'true' } : {}),
        },
      },
      LegacyProcessNodes,
    );
  }

  search(hierarchyId: number, search: string) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: 'Hierarchy/search-process-hierarchy',
        query: { HierarchyId: hierarchyId, Search: search },
      },
      LegacyProcessNodes,
    );
  }

  add(body: {
    HierarchyId: number;
    ParentId: number | null;
    ProcessName: string;
    Description: string | null;
  }) {
    return this.legacy.envelope(
      { method: 'POST', path: 'Hierarchy/add-process-hierarchy', body },
      writtenRecord(LegacyProcessNode),
    );
  }

  update(body: { Id: number; ProcessName: string; Description: string | null }) {
    return this.legacy.envelope(
      { method: 'PUT', path: 'Hierarchy/update-process-hierarchy', body },
      writtenRecord(LegacyProcessNode),
    );
  }

  delete(ids: number[]) {
    return this.legacy.envelope(
      { method: 'DELETE', path: 'Hierarchy/delete-process-hierarchy', query: { Ids: ids.join(',') } },
      LegacyDeleted,
    );
  }

  /** What deleting the processes would take; changes nothing. */
  deletionPreview(ids: number[]) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: 'Hierarchy/preview-delete-process-hierarchy',
        query: { Ids: ids.join(',') },
      },
      LegacyDeletionPreview,
    );
  }

  /** Moves a process (with its subtree and mappings) under another of its hierarchy; null: to the top. */
  move(body: { Id: number; NewParentId: number | null }) {
    return this.legacy.envelope(
      { method: 'PUT', path: 'Hierarchy/move-process-hierarchy', body },
      writtenRecord(LegacyProcessNode),
    );
  }

  exportRows(hierarchyId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: 'Hierarchy/export-process-hierarchy', query: { HierarchyId: hierarchyId } },
      LegacyExportRows,
    );
  }

  upload(hierarchyId: number, fileName: string, content: Buffer) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: 'Hierarchy/upload-process-hierarchy',
        body: { HierarchyId: hierarchyId, FileName: fileName, FileText: content.toString('base64') },
      },
      LegacyUpload,
    );
  }

  proposed(hierarchyId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: 'Hierarchy/get-proposed-hierarchy', query: { HierarchyId: hierarchyId } },
      LegacyProposedProcesses,
    );
  }

  acceptProposed(id: number) {
    return this.legacy.envelope(
      { method: 'POST', path: 'Hierarchy/accept-proposed-hierarchy', body: { Id: id } },
      LegacyAccepted,
    );
  }

  deleteProposed(id: number) {
    return this.legacy.envelope(
      { method: 'DELETE', path: 'Hierarchy/delete-proposed-hierarchy', query: { Id: id } },
      LegacyFlag,
    );
  }

  setPrimary(hierarchyId: number) {
    return this.legacy.envelope(
      { method: 'PUT', path: 'Hierarchy/set-primary-hierarchy', body: { HierarchyId: hierarchyId } },
      writtenRecord(LegacyHierarchy),
    );
  }

  mapping(nodeId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: 'Hierarchy/get-process-mapping', query: { NodeId: nodeId } },
      LegacyProcessMapping,
    );
  }

  submitMapping(nodeId: number, sectionIds: number[]) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: 'Hierarchy/submit-process-mapping',
        body: { NodeId: nodeId, SectionIds: sectionIds },
      },
      LegacyMappingCount,
    );
  }

  deleteMapping(nodeId: number, sectionId: number) {
    return this.legacy.envelope(
      {
        method: 'DELETE',
        path: 'Hierarchy/delete-process-mapping',
        query: { NodeId: nodeId, SectionId: sectionId },
      },
      LegacyFlag,
    );
  }

  remap(fromNodeId: number, toNodeId: number) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: 'Hierarchy/remap-process-mapping',
        body: { FromNodeId: fromNodeId, ToNodeId: toNodeId },
      },
      LegacyMoved,
    );
  }
}
