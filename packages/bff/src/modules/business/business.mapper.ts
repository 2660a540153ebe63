import { BUSINESS_COLUMNS } from '@lexbridge/rules';
import type {
  LegacyArtifact,
  LegacyAssessedArtifact,
  LegacyBusinessDashboard,
  LegacyBusinessLaw,
  LegacyBusinessRequirement,
  LegacyGapRequirement,
  LegacyProcess,
  LegacyQuestion,
} from './business.dto.js';
import { BusinessColumn, BusinessLawStatus, BusinessRequirementStatus } from './business.enums.js';
import type {
  BusinessArtifact,
  BusinessDashboard,
  BusinessLaw,
  BusinessProcess,
  BusinessQuestion,
  BusinessRequirement,
  GapRequirement,
} from './business.type.js';

const COLUMNS: Record<string, BusinessColumn> = {
  Open: BusinessColumn.OPEN,
  'My Draft': BusinessColumn.MY_DRAFT,
  'Submitted for Approval': BusinessColumn.SUBMITTED,
  'Changed Law': BusinessColumn.CHANGED_LAW,
  'Send Back': BusinessColumn.SEND_BACK,
};
/** The catalogue's status_id of each column. */
export const COLUMN_STATUS_IDS: Record<BusinessColumn, number> = {
  [BusinessColumn.OPEN]: 1,
  [BusinessColumn.MY_DRAFT]: 2,
  [BusinessColumn.SUBMITTED]: 3,
  [BusinessColumn.CHANGED_LAW]: 4,
  [BusinessColumn.SEND_BACK]: 5,
};
const LAW_STATUSES: Record<string, BusinessLawStatus> = {
  Open: BusinessLawStatus.OPEN,
  Draft: BusinessLawStatus.DRAFT,
  Submitted: BusinessLawStatus.SUBMITTED,
  SentBack: BusinessLawStatus.SENT_BACK,
  Approved: BusinessLawStatus.APPROVED,
  NotApplicable: BusinessLawStatus.NOT_APPLICABLE,
};
const REQUIREMENT_STATUSES: Record<string, BusinessRequirementStatus> = {
  Open: BusinessRequirementStatus.OPEN,
  Draft: BusinessRequirementStatus.DRAFT,
  Submitted: BusinessRequirementStatus.SUBMITTED,
  Approved: BusinessRequirementStatus.APPROVED,
  SentBack: BusinessRequirementStatus.SENT_BACK,
};

export function toBusinessLaw(row: LegacyBusinessLaw): BusinessLaw {
  return {
    id: String(row.BusinessLawId),
    lawId: String(row.LawId),
    sectionId: String(row.SectionId),
    lawDetailId: String(row.LawDetailId),
    businessLineId: String(row.BusinessLineId),
    businessLineName: row.BusinessLineName,
    regulatorId: String(row.RegulatorId),
    regulator: row.Regulator,
    section: row.Section,
    level1: row.Level1,
    businessUserId: String(row.BusinessUserId),
    businessUserName: row.BusinessUserName,
    approverName: row.ApproverName,
    tabIndex: row.TabIndex,
    status: LAW_STATUSES[row.Status] ?? BusinessLawStatus.OPEN,
    isChangedLaw: row.IsChangedLaw,
    column: row.Column ? (COLUMNS[row.Column] ?? null) : null,
    isBusinessContact: row.IsBusinessContact,
    isApprover: row.IsApprover,
    isEditable: row.IsEditable,
    requirementCount: row.RequirementCount,
    lawProcesses: row.LawProcesses ? row.LawProcesses.split(', ').filter(Boolean) : [],
    notApplicableComment: row.NotApplicableComment,
    notApplicableApproved: row.NotApplicableApproved,
    notApplicableById: row.NotApplicableById == null ? null : String(row.NotApplicableById),
    clientId: row.ClientId == null ? null : String(row.ClientId),
    updatedAt: row.UpdatedAt,
  };
}

export function toDashboard(row: LegacyBusinessDashboard, showAllLaws: boolean): BusinessDashboard {
  return {
    counts: BUSINESS_COLUMNS.map(({ key, label }) => ({
      column: key as BusinessColumn,
      label,
      count: row.Counts.find((count) => COLUMNS[count.Column] === key)?.Count ?? 0,
    })),
    businessUsers: row.BusinessUsers.map((user) => ({ id: String(user.Id), name: user.Name })),
    lawProcesses: row.LawProcesses.map((process) => ({ id: String(process.Id), name: process.Name })),
    canEdit: row.CanEdit,
    showAllLaws,
  };
}

export function toProcess(row: LegacyProcess): BusinessProcess {
  return {
    id: String(row.CompanyProcessId),
    name: row.ProcessName,
    businessProcessName: row.BusinessProcessName,
    isMapped: row.IsMapped,
    isRecommended: row.IsRecommended,
    isSelected: row.IsSelected,
  };
}

export function toArtifact(row: LegacyArtifact | LegacyAssessedArtifact): BusinessArtifact {
  return {
    id: String(row.ArtifactId),
    name: row.Name,
    artifactType: row.ArtifactType,
    answers: ('Answers' in row ? (row.Answers ?? []) : []).map((answer) => ({
      questionId: String(answer.QuestionId),
      answer: answer.Answer,
      files: answer.Files.map((file) => ({
        id: String(file.Id),
        fileName: file.FileName,
        size: file.Size,
        uploadedAt: file.UploadedAt,
      })),
    })),
  };
}

export function toRequirement(row: LegacyBusinessRequirement): BusinessRequirement {
  return {
    id: String(row.RequirementId),
    requirementNumber: row.RequirementNumber,
    requirement: row.Requirement,
    status: REQUIREMENT_STATUSES[row.Status] ?? BusinessRequirementStatus.OPEN,
    noArtifact: row.NoArtifact,
    isDecommissioned: row.IsDecommissioned,
    isGap: row.IsGap,
    approverComment: row.ApproverComment,
    submittedById: row.SubmittedById == null ? null : String(row.SubmittedById),
    targetCompletionDate: row.TargetCompletionDate,
    actualCompletionDate: row.ActualCompletionDate,
    artifacts: row.Artifacts.map(toArtifact),
  };
}

export function toQuestion(row: LegacyQuestion): BusinessQuestion {
  return {
    id: String(row.QuestionId),
    question: row.Question,
    questionType: row.QuestionType,
    options: row.Options,
    isRequired: row.IsRequired,
  };
}

export function toGap(row: LegacyGapRequirement): GapRequirement {
  return {
    businessLawId: String(row.BusinessLawId),
    requirementId: String(row.RequirementId),
    requirementNumber: row.RequirementNumber,
    requirement: row.Requirement,
    status: REQUIREMENT_STATUSES[row.Status] ?? BusinessRequirementStatus.OPEN,
    noArtifact: row.NoArtifact,
    targetCompletionDate: row.TargetCompletionDate,
    actualCompletionDate: row.ActualCompletionDate,
    regulator: row.Regulator,
    section: row.Section,
    businessLineName: row.BusinessLineName,
    isBusinessContact: row.IsBusinessContact,
  };
}
