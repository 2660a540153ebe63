import type {
  LegacyDeletionPreview,
  LegacyExportRow,
  LegacyHierarchy,
  LegacyMappedSection,
  LegacyProcessNode,
  LegacyProposedProcess,
  LegacyUploadCounts,
} from './process-hierarchy.dto.js';
import { HierarchyVariant } from './process-hierarchy.enums.js';

export interface ProcessHierarchyShape {
  id: string;
  name: string;
  variant: HierarchyVariant;
  businessLineId: string;
  businessLineName: string;
  clientId: string | null;
  clientName: string | null;
  isPrimary: boolean;
  processCount: number;
}

export const toHierarchy = (row: LegacyHierarchy): ProcessHierarchyShape => ({
  id: String(row.Id),
  name: row.Name,
  variant: row.Variant === 'Provider' ? HierarchyVariant.PROVIDER : HierarchyVariant.CLIENT,
  businessLineId: String(row.BusinessLineId),
  clientId: row.ClientId === null || row.ClientId === undefined ? null : String(row.ClientId),
  clientName: row.ClientName ?? null,
  businessLineName: row.BusinessLineName,
  isPrimary: row.IsPrimary,
  processCount: row.ProcessCount,
});

export const toProcessNode = (row: LegacyProcessNode) => ({
  id: String(row.Id),
  parentId: row.ParentId === null ? null : String(row.ParentId),
  name: row.ProcessName,
  description: row.Description,
  companyProcessId: row.CompanyProcessId === null ? null : String(row.CompanyProcessId),
  childrenCount: row.ChildrenCount,
  mappedCount: row.MappedCount,
  isMatch: row.IsMatch,
});

export const toDeletionPreview = (row: LegacyDeletionPreview) => ({
  processes: row.Processes.map((process) => ({
    id: String(process.Id),
    name: process.ProcessName,
    descendantCount: process.Descendants,
    mappingCount: process.Mappings,
    insideId: process.InsideId === null ? null : String(process.InsideId),
  })),
  processCount: row.TotalProcesses,
  mappingCount: row.TotalMappings,
});

export const toExportRow = (row: LegacyExportRow) => ({ levels: row.Levels, description: row.Description });

export const toProposedProcess = (row: LegacyProposedProcess) => ({
  id: String(row.Id),
  parentId: row.ParentId === null ? null : String(row.ParentId),
  parentName: row.ParentName,
  name: row.ProcessName,
  description: row.Description,
  reason: row.Reason,
  proposedBy: row.ProposedBy,
  proposedAt: new Date(row.ProposedAt),
});

export const toMappedSection = (row: LegacyMappedSection) => ({
  sectionId: String(row.SectionId),
  lawId: String(row.LawId),
  lawDetailId: String(row.LawDetailId),
  section: row.Section,
  sectionName: row.SectionName,
  regulator: row.Regulator,
});

export const toUploadCounts = (row: LegacyUploadCounts) => ({
  inserted: row.Inserted,
  updated: row.Updated,
  deleted: row.Deleted,
  notInsertedDuplicates: row.NotInsertedDuplicates,
  notDeletedMapped: row.NotDeletedMapped,
  notUpdatedInvalid: row.NotUpdatedInvalid,
});
