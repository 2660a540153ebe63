/** Process hierarchy maintenance's legacy shapes, as the catalogue sends them: zod schemas and their inferred types. */
import { z } from 'zod';

export const LegacyHierarchy = z.object({
  Id: z.number(),
  Name: z.string(),
  Variant: z.enum(['Client', 'Provider']),
  BusinessLineId: z.number(),
  BusinessLineName: z.string(),
  /** The client whose own hierarchy it is; null for the provider's standard hierarchy. */
  ClientId: z.number().nullable().optional(),
  ClientName: z.string().nullable().optional(),
  IsPrimary: z.boolean(),
  ProcessCount: z.number(),
});
export type LegacyHierarchy = z.infer<typeof LegacyHierarchy>;
export const LegacyHierarchies = z.array(LegacyHierarchy);

export const LegacyProcessNode = z.object({
  Id: z.number(),
  ParentId: z.number().nullable(),
  ProcessName: z.string(),
  Description: z.string().nullable(),
  CompanyProcessId: z.number().nullable(),
  ChildrenCount: z.number(),
  MappedCount: z.number(),
  IsMatch: z.boolean(),
});
export type LegacyProcessNode = z.infer<typeof LegacyProcessNode>;
export const LegacyProcessNodes = z.array(LegacyProcessNode);

export const LegacyDeleted = z.object({ Deleted: z.number() });

/** What deleting ticked processes would take (preview-delete-process-hierarchy). */
export const LegacyDeletionPreview = z.object({
  Processes: z.array(
    z.object({
      Id: z.number(),
      ProcessName: z.string(),
      Descendants: z.number(),
      Mappings: z.number(),
      /** Another ticked process this one lies under; null when none. */
      InsideId: z.number().nullable(),
    }),
  ),
  TotalProcesses: z.number(),
  TotalMappings: z.number(),
});
export type LegacyDeletionPreview = z.infer<typeof LegacyDeletionPreview>;

export const LegacyExportRow = z.object({ Levels: z.array(z.string()), Description: z.string().nullable() });
export type LegacyExportRow = z.infer<typeof LegacyExportRow>;
export const LegacyExportRows = z.array(LegacyExportRow);

export const LegacyUploadCounts = z.object({
  Inserted: z.number(),
  Updated: z.number(),
  Deleted: z.number(),
  NotInsertedDuplicates: z.number(),
  NotDeletedMapped: z.number(),
  NotUpdatedInvalid: z.number(),
});
export type LegacyUploadCounts = z.infer<typeof LegacyUploadCounts>;
export const LegacyUpload = z.object({
  FileName: z.string(),
  Size: z.number(),
  RowsRead: z.number(),
  Counts: LegacyUploadCounts,
});

export const LegacyProposedProcess = z.object({
  Id: z.number(),
  ParentId: z.number().nullable(),
  ParentName: z.string().nullable(),
  ProcessName: z.string(),
  Description: z.string().nullable(),
  Reason: z.string().nullable(),
  ProposedBy: z.string().nullable(),
  ProposedAt: z.string(),
});
export type LegacyProposedProcess = z.infer<typeof LegacyProposedProcess>;
export const LegacyProposedProcesses = z.array(LegacyProposedProcess);
export const LegacyAccepted = z.object({ Id: z.number() });
export const LegacyFlag = z.boolean();

export const LegacyMappedSection = z.object({
  SectionId: z.number(),
  LawId: z.number(),
  LawDetailId: z.number(),
  Section: z.string(),
  SectionName: z.string(),
  Regulator: z.string(),
});
export type LegacyMappedSection = z.infer<typeof LegacyMappedSection>;
export const LegacyProcessMapping = z.object({
  Mapped: z.array(LegacyMappedSection),
  Available: z.array(LegacyMappedSection),
});
export const LegacyMappingCount = z.object({ Mapped: z.number() });
export const LegacyMoved = z.object({ Moved: z.number() });
