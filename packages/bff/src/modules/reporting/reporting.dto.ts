/**
 * Reporting as the catalogue sends it: the canned reports' rows, the embedded dashboards of a screen, the user's
 * report-tool client and the answer to a submitted reporting error. Each is a zod schema every answer is checked
 * against (legacy/shape.ts), and the type inferred from it; they stop at this module's mapper.
 */
import { z } from 'zod';
import { LegacyId } from '../../legacy/shape.js';

const Text = z.string().nullish();
const Count = z.union([z.number(), z.string()]).nullish();

export const LegacyGapRow = z.object({
  GapId: LegacyId,
  /** The client whose gap it is. */
  ClientId: LegacyId.nullable().optional(),
  Client: z.string().nullable().optional(),
  BusinessLineId: LegacyId,
  BusinessLine: z.string(),
  RegulatorId: LegacyId,
  Regulator: z.string(),
  Citation: Text,
  Section: Text,
  RequirementNumber: Text,
  Requirement: Text,
  Description: z.string(),
  Severity: z.string(),
  Status: z.string(),
  Owner: Text,
  IdentifiedOn: Text,
  TargetDate: Text,
  ClosedOn: Text,
  IsOverdue: z.boolean().nullish(),
});
export type LegacyGapRow = z.infer<typeof LegacyGapRow>;

export const LegacyRiskRow = z.object({
  /** The client whose rating it is. */
  ClientId: LegacyId.nullable().optional(),
  Client: z.string().nullable().optional(),
  BusinessLineId: LegacyId,
  BusinessLine: z.string(),
  RegulatorId: LegacyId,
  Regulator: z.string(),
  Citation: Text,
  Section: Text,
  SectionName: Text,
  Likelihood: Count,
  Impact: Count,
  InherentRisk: z.string(),
  ResidualRisk: z.string(),
  RatedOn: Text,
});
export type LegacyRiskRow = z.infer<typeof LegacyRiskRow>;

export const LegacyImpactRow = z.object({
  ChangeId: LegacyId,
  RegulatorId: LegacyId,
  Regulator: z.string(),
  Citation: Text,
  Section: Text,
  SectionName: Text,
  ChangeTypeId: LegacyId,
  ChangeType: z.string(),
  Status: Text,
  EffectiveDate: Text,
  Summary: Text,
  BusinessLines: Count,
  Requirements: Count,
  BusinessLaws: Count,
});
export type LegacyImpactRow = z.infer<typeof LegacyImpactRow>;

export const LegacyImplementationRow = z.object({
  BusinessLineId: LegacyId,
  BusinessLine: z.string(),
  Open: Count,
  Draft: Count,
  Submitted: Count,
  SentBack: Count,
  Approved: Count,
  NotApplicable: Count,
  Total: Count,
});
export type LegacyImplementationRow = z.infer<typeof LegacyImplementationRow>;

export const LegacyArtifactTypeRow = z.object({
  BusinessLineId: LegacyId,
  BusinessLine: z.string(),
  ArtifactType: z.string(),
  Artifacts: Count,
  MappedRequirements: Count,
  Laws: Count,
});
export type LegacyArtifactTypeRow = z.infer<typeof LegacyArtifactTypeRow>;

export const LegacyDashboard = z.object({
  Id: LegacyId,
  Name: z.string(),
  Workbook: z.string(),
  View: z.string(),
  Screen: z.string(),
});
export type LegacyDashboard = z.infer<typeof LegacyDashboard>;

export const LegacyReportClient = z.object({ ClientId: LegacyId, ClientName: z.string() });
export type LegacyReportClient = z.infer<typeof LegacyReportClient>;

export const LegacyReportErrorAnswer = z.object({ Id: LegacyId, Message: z.string().nullish() });
export type LegacyReportErrorAnswer = z.infer<typeof LegacyReportErrorAnswer>;
