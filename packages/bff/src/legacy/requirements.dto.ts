/**
 * The legal workflow's shapes as the catalogue sends them (docs/legacy-api.md, "Legal workflow"): PascalCase next
 * to camelCase, the applicability flag twice as 1/0, dates as ISO texts. They stop at modules/requirements' mapper.
 */
import type { LegacyId } from './catalogue.dto.js';

export interface LegacyRequirement {
  Id: LegacyId;
  RequirementNumber: string;
  Requirement: string;
  RequirementTypeId: number;
  IsApplicable?: number | boolean | null;
  isApplicable?: number | boolean | null;
  IsSubmitted: boolean;
  Status: string;
  SectionId: LegacyId;
  LawId: LegacyId;
  BusinessLineId: LegacyId;
  requirementSection?: { sectionId: LegacyId; subSectionId: LegacyId }[] | null;
  LawText?: string | null;
  Version: number;
  CreatedBy?: string | null;
  UpdatedBy?: string | null;
  UpdatedAt?: string | null;
}

export interface LegacyQuickSearchRequirement extends LegacyRequirement {
  processList?: { name: string }[] | null;
  productList?: { name: string }[] | null;
  categoryList?: { name: string }[] | null;
  institutionsList?: { name: string }[] | null;
}

export interface LegacyWorkflowState {
  WorkflowId: LegacyId;
  LawId: LegacyId;
  SectionId: LegacyId;
  LawDetailId: LegacyId;
  LawInventoryId: LegacyId;
  BusinessLineId: LegacyId;
  BusinessLineName: string;
  Regulator: string;
  Section: string;
  Level1: string;
  TabIndex: number;
  Status: string;
  SubmitFlag: number;
  LawyerId: LegacyId;
  LawyerName: string;
  ApproverId: LegacyId | null;
  ApproverName: string | null;
  IsLawyer: boolean;
  IsApprover: boolean;
  sendbackComment: string | null;
  SentBackBy: string | null;
  SentBackAt: string | null;
  SubmittedAt: string | null;
  ApprovedBy: string | null;
  ApprovedAt: string | null;
  UpdatedAt: string;
  RequirementCount: number;
  DraftCount: number;
  LegalColumn: string;
  Version: number;
  History?: { Action: string; Detail: string; UserName: string | null; CreatedAt: string }[];
}

export interface LegacyRequirementType {
  Id: LegacyId;
  Name: string;
  Description: string;
}
