import { LEGAL_STEPS, stepOfTabIndex } from '@lexbridge/rules';
import type {
  LegacyQuickSearchRequirement,
  LegacyRequirement,
  LegacyRequirementType,
  LegacyWorkflowState,
} from './requirements.dto.js';
import { RequirementType } from '../laws/laws.enums.js';
import { LegalColumn, RequirementStatus, WorkflowStatus } from './requirements.enums.js';
import type {
  LawWorkflow,
  LegalDashboard,
  QuickSearchRequirement,
  Requirement,
  RequirementTypeOption,
  WorkflowLaw,
} from './requirements.type.js';

const id = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const date = (value: string | null | undefined) => (value ? new Date(value) : null);
const names = (list: { name: string }[] | null | undefined) =>
  (list ?? []).map((item) => item.name).filter(Boolean);

const REQUIREMENT_STATUS: Record<string, RequirementStatus> = {
  draft: RequirementStatus.DRAFT,
  submitted: RequirementStatus.SUBMITTED,
  approved: RequirementStatus.APPROVED,
};

const WORKFLOW_STATUS: Record<string, WorkflowStatus> = {
  pending: WorkflowStatus.PENDING,
  draft: WorkflowStatus.DRAFT,
  submitted: WorkflowStatus.SUBMITTED,
  sentback: WorkflowStatus.SENT_BACK,
  approved: WorkflowStatus.APPROVED,
};

const COLUMN: Record<string, LegalColumn> = {
  pending: LegalColumn.PENDING,
  draft: LegalColumn.DRAFT,
  completed: LegalColumn.COMPLETED,
  open: LegalColumn.OPEN,
};

export function toRequirementType(typeId: number): RequirementType {
  return Number(typeId) === 1 ? RequirementType.HEADER : RequirementType.REQUIREMENT;
}

export function toRequirement(row: LegacyRequirement): Requirement {
  const typeId = Number(row.RequirementTypeId) === 1 ? 1 : 2;
  const applicable = row.IsApplicable ?? row.isApplicable;
  return {
    id: id(row.Id),
    requirementNumber: row.RequirementNumber,
    requirement: row.Requirement,
    requirementType: toRequirementType(typeId),
    requirementTypeId: typeId,
    isApplicable: applicable === 1 || applicable === true,
    isSubmitted: row.IsSubmitted === true,
    status: REQUIREMENT_STATUS[String(row.Status).toLowerCase()] ?? RequirementStatus.DRAFT,
    lawId: id(row.LawId),
    sectionId: id(row.SectionId),
    businessLineId: id(row.BusinessLineId),
    subSectionIds: (row.requirementSection ?? []).map((item) => id(item.subSectionId)).filter(Boolean),
    lawText: row.LawText ?? '',
    version: Number(row.Version) || 1,
    createdBy: row.CreatedBy ?? null,
    updatedBy: row.UpdatedBy ?? null,
    updatedAt: date(row.UpdatedAt),
  };
}

export function toQuickSearchRequirement(row: LegacyQuickSearchRequirement): QuickSearchRequirement {
  return {
    ...toRequirement(row),
    processes: names(row.processList),
    products: names(row.productList),
    categories: names(row.categoryList),
    institutionTypes: names(row.institutionsList),
  };
}

export function toWorkflowLaw(row: LegacyWorkflowState): WorkflowLaw {
  const status = WORKFLOW_STATUS[String(row.Status).toLowerCase()] ?? WorkflowStatus.PENDING;
  const step = stepOfTabIndex(Number(row.TabIndex));
  return {
    lawId: id(row.LawId),
    sectionId: id(row.SectionId),
    lawDetailId: id(row.LawDetailId),
    lawInventoryId: id(row.LawInventoryId),
    businessLineId: id(row.BusinessLineId),
    businessLineName: row.BusinessLineName,
    regulator: row.Regulator,
    section: row.Section,
    level1: row.Level1,
    tabIndex: Number(row.TabIndex),
    step: step === 'legalDashboard' ? 'identifyDuplicateLaws' : step,
    status,
    submitFlag: Number(row.SubmitFlag) === 2 ? 2 : 1,
    lawyer: { id: id(row.LawyerId), name: row.LawyerName },
    approver:
      row.ApproverId === null || row.ApproverId === undefined
        ? null
        : { id: id(row.ApproverId), name: row.ApproverName ?? '' },
    isLawyer: row.IsLawyer === true,
    isApprover: row.IsApprover === true,
    sentBack: status === WorkflowStatus.SENT_BACK,
    sendBackComment: row.sendbackComment ?? null,
    sentBackBy: row.SentBackBy ?? null,
    sentBackAt: date(row.SentBackAt),
    submittedAt: date(row.SubmittedAt),
    submittedById: row.SubmittedById == null ? null : String(row.SubmittedById),
    approvedBy: row.ApprovedBy ?? null,
    approvedAt: date(row.ApprovedAt),
    updatedAt: date(row.UpdatedAt) ?? new Date(0),
    requirementCount: Number(row.RequirementCount) || 0,
    draftCount: Number(row.DraftCount) || 0,
    column: COLUMN[String(row.LegalColumn).toLowerCase()] ?? LegalColumn.OPEN,
  };
}

export function toLawWorkflow(row: LegacyWorkflowState): LawWorkflow {
  return {
    ...toWorkflowLaw(row),
    history: (row.History ?? []).map((event) => ({
      action: event.Action,
      detail: event.Detail ?? '',
      userName: event.UserName ?? null,
      at: date(event.CreatedAt) ?? new Date(0),
    })),
  };
}

/** The dashboard: every step in tab order with its laws and the Pending, Draft, Completed and Total counts. */
export function toLegalDashboard(rows: readonly LegacyWorkflowState[]): LegalDashboard {
  const laws = rows.map(toWorkflowLaw);
  const steps = LEGAL_STEPS.map((step) => {
    const ofStep = laws.filter((law) => law.step === step.key);
    const count = (column: LegalColumn) => ofStep.filter((law) => law.column === column).length;
    return {
      key: step.key,
      label: step.label,
      tabIndex: step.tabIndex,
      pending: count(LegalColumn.PENDING),
      draft: count(LegalColumn.DRAFT),
      completed: count(LegalColumn.COMPLETED),
      total: ofStep.length,
      laws: ofStep,
    };
  });
  return {
    steps,
    pendingCount: laws.filter((law) => law.column === LegalColumn.PENDING).length,
    totalCount: laws.length,
  };
}

export function toRequirementTypes(rows: readonly LegacyRequirementType[] | null): RequirementTypeOption[] {
  return (rows ?? []).map((row) => ({
    id: Number(row.Id),
    type: toRequirementType(Number(row.Id)),
    name: row.Name,
    description: row.Description,
  }));
}
