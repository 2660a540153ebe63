import type {
  LegacyActionPlan,
  LegacyAnswered,
  LegacyGap,
  LegacyHeader,
  LegacyNamed,
  LegacyQuestion,
} from './gaps.dto.js';

const id = (value: number) => String(value);

export const toGap = (row: LegacyGap) => ({
  clientId: row.ClientId === null || row.ClientId === undefined ? null : id(row.ClientId),
  businessLawId: id(row.BusinessLawId),
  lawId: id(row.LawId),
  sectionId: id(row.SectionId),
  lawDetailId: id(row.LawDetailId),
  section: row.Section,
  regulator: row.Regulator,
  businessLineId: id(row.BusinessLineId),
  businessLineName: row.BusinessLineName,
  requirementId: id(row.LawRequirementId),
  requirementNumber: row.RequirementNumber,
  requirement: row.Requirement,
  companyProcessId: id(row.MstCompanyProcessId),
  companyProcess: row.CompanyProcess,
  targetCompletionDate: row.TargetCompletionDate,
  tabIndex: row.TabIndex,
  requirementCount: row.RequirementCount,
  isSubmitted: row.IsSubmit,
  actionPlanCount: row.ActionPlanCount,
});

export const toNamed = (row: LegacyNamed) => ({ id: id(row.Id), name: row.Name });

export const toHeader = (row: LegacyHeader) => ({
  id: id(row.Id),
  header: row.Header,
  sortOrder: row.SortOrder,
  businessLineId: id(row.BusinessLineId),
});

export const toQuestion = (row: LegacyQuestion) => ({
  id: id(row.Id),
  headerId: id(row.HeaderId),
  header: row.Header,
  businessLineId: id(row.BusinessLineId),
  parentQuestionId: row.ParentQuestionId === null ? null : id(row.ParentQuestionId),
  triggerAnswer: row.TriggerAnswer,
  question: row.Question,
  questionTypeId: id(row.QuestionTypeId),
  questionType: row.QuestionType,
  options: row.Options,
  isActive: row.IsActive,
  sortOrder: row.SortOrder,
});

export const toAnswers = (row: LegacyAnswered) => ({
  isSubmitted: row.IsSubmit,
  submittedAt: row.SubmittedAt ? new Date(row.SubmittedAt) : null,
  answers: row.Answers.map((answer) => ({ questionId: id(answer.QuestionId), answer: answer.Answer })),
  files: row.Files.map((file) => ({
    id: id(file.Id),
    questionId: id(file.QuestionId),
    fileName: file.FileName,
    size: file.Size,
  })),
});

export const toActionPlan = (row: LegacyActionPlan) => ({
  id: id(row.Id),
  taskTypeId: id(row.TaskTypeId),
  taskType: row.TaskType,
  taskStatusId: id(row.TaskStatusId),
  taskStatus: row.TaskStatus,
  evidenceTypeId: row.EvidenceTypeId === null ? null : id(row.EvidenceTypeId),
  evidenceType: row.EvidenceType,
  description: row.Description,
  dueDate: row.DueDate,
  stepFiles: row.StepFiles.map((file) => ({ id: id(file.Id), fileName: file.FileName, size: file.Size })),
});
