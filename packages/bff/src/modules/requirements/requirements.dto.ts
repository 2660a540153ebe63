/**
 * The legal workflow's shapes as the catalogue sends them (docs/legacy-api.md, "Legal workflow"): PascalCase next
 * to camelCase, the applicability flag twice as 1/0, dates as ISO texts. Each is a zod schema that every answer is
 * checked against (legacy/shape.ts), and the type inferred from it; they stop at this module's mapper.
 */
import { z } from 'zod';
import { LegacyId } from '../../legacy/shape.js';

export const LegacyRequirement = z.object({
  Id: LegacyId,
  RequirementNumber: z.string(),
  Requirement: z.string(),
  RequirementTypeId: z.number(),
  IsApplicable: z.union([z.number(), z.boolean()]).nullish(),
  isApplicable: z.union([z.number(), z.boolean()]).nullish(),
  IsSubmitted: z.boolean(),
  Status: z.string(),
  SectionId: LegacyId,
  LawId: LegacyId,
  BusinessLineId: LegacyId,
  requirementSection: z.array(z.object({ sectionId: LegacyId, subSectionId: LegacyId })).nullish(),
  LawText: z.string().nullish(),
  Version: z.number(),
  CreatedBy: z.string().nullish(),
  UpdatedBy: z.string().nullish(),
  UpdatedAt: z.string().nullish(),
});
export type LegacyRequirement = z.infer<typeof LegacyRequirement>;

export const LegacyQuickSearchRequirement = LegacyRequirement.extend({
  processList: z.array(z.object({ name: z.string() })).nullish(),
  productList: z.array(z.object({ name: z.string() })).nullish(),
  categoryList: z.array(z.object({ name: z.string() })).nullish(),
  institutionsList: z.array(z.object({ name: z.string() })).nullish(),
});
export type LegacyQuickSearchRequirement = z.infer<typeof LegacyQuickSearchRequirement>;

export const LegacyWorkflowState = z.object({
  WorkflowId: LegacyId,
  LawId: LegacyId,
  SectionId: LegacyId,
  LawDetailId: LegacyId,
  LawInventoryId: LegacyId,
  BusinessLineId: LegacyId,
  BusinessLineName: z.string(),
  Regulator: z.string(),
  Section: z.string(),
  Level1: z.string(),
  TabIndex: z.number(),
  Status: z.string(),
  SubmitFlag: z.number(),
  LawyerId: LegacyId,
  LawyerName: z.string(),
  ApproverId: LegacyId.nullable(),
  ApproverName: z.string().nullable(),
  IsLawyer: z.boolean(),
  IsApprover: z.boolean(),
  sendbackComment: z.string().nullable(),
  SentBackBy: z.string().nullable(),
  SentBackAt: z.string().nullable(),
  SubmittedAt: z.string().nullable(),
  /** Who submitted the requirements last (null: never); they may not approve them or send them back. */
  SubmittedById: LegacyId.nullable().optional(),
  ApprovedBy: z.string().nullable(),
  ApprovedAt: z.string().nullable(),
  UpdatedAt: z.string(),
  RequirementCount: z.number(),
  DraftCount: z.number(),
  LegalColumn: z.string(),
  Version: z.number(),
  History: z
    .array(
      z.object({
        Action: z.string(),
        Detail: z.string(),
        UserName: z.string().nullable(),
        CreatedAt: z.string(),
      }),
    )
    .optional(),
});
export type LegacyWorkflowState = z.infer<typeof LegacyWorkflowState>;

export const LegacyRequirementType = z.object({
  Id: LegacyId,
  Name: z.string(),
  Description: z.string(),
});
export type LegacyRequirementType = z.infer<typeof LegacyRequirementType>;
