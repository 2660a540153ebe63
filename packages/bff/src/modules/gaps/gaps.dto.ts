/** Gaps and updates' legacy shapes, as the catalogue sends them: zod schemas and their inferred types. */
import { z } from 'zod';

export const LegacyGap = z.object({
  /** The client whose gap it is (the client of its business law). */
  ClientId: z.number().nullable().optional(),
  BusinessLawId: z.number(),
  LawId: z.number(),
  SectionId: z.number(),
  LawDetailId: z.number(),
  Section: z.string(),
  Regulator: z.string(),
  BusinessLineId: z.number(),
  BusinessLineName: z.string(),
  LawRequirementId: z.number(),
  RequirementNumber: z.string(),
  Requirement: z.string(),
  MstCompanyProcessId: z.number(),
  CompanyProcess: z.string(),
  TargetCompletionDate: z.string().nullable(),
  TabIndex: z.number(),
  RequirementCount: z.number(),
  IsSubmit: z.boolean(),
  ActionPlanCount: z.number(),
});
export type LegacyGap = z.infer<typeof LegacyGap>;
export const LegacyGaps = z.array(LegacyGap);

export const LegacyNamed = z.object({ Id: z.number(), Name: z.string() });
export type LegacyNamed = z.infer<typeof LegacyNamed>;
export const LegacyNamedList = z.array(LegacyNamed);

export const LegacyHeader = z.object({
  Id: z.number(),
  Header: z.string(),
  SortOrder: z.number(),
  BusinessLineId: z.number(),
});
export type LegacyHeader = z.infer<typeof LegacyHeader>;
export const LegacyHeaders = z.array(LegacyHeader);

export const LegacyQuestion = z.object({
  Id: z.number(),
  HeaderId: z.number(),
  Header: z.string(),
  BusinessLineId: z.number(),
  ParentQuestionId: z.number().nullable(),
  TriggerAnswer: z.string().nullable(),
  Question: z.string(),
  QuestionTypeId: z.number(),
  QuestionType: z.string(),
  Options: z.array(z.string()),
  IsActive: z.boolean(),
  SortOrder: z.number(),
});
export type LegacyQuestion = z.infer<typeof LegacyQuestion>;
export const LegacyQuestions = z.array(LegacyQuestion);

export const LegacyStoredFile = z.object({ Id: z.number(), FileName: z.string(), Size: z.number() });
export type LegacyStoredFile = z.infer<typeof LegacyStoredFile>;

export const LegacyAnswered = z.object({
  /** The client whose gap (or change) the answers and their files are; a file follows it. */
  ClientId: z.number().nullable().optional(),
  IsSubmit: z.boolean(),
  SubmittedAt: z.string().nullable(),
  Answers: z.array(z.object({ QuestionId: z.number(), Answer: z.string() })),
  Files: z.array(LegacyStoredFile.extend({ QuestionId: z.number() })),
});
export type LegacyAnswered = z.infer<typeof LegacyAnswered>;

export const LegacyActionPlan = z.object({
  Id: z.number(),
  TaskTypeId: z.number(),
  TaskType: z.string(),
  TaskStatusId: z.number(),
  TaskStatus: z.string(),
  EvidenceTypeId: z.number().nullable(),
  EvidenceType: z.string().nullable(),
  Description: z.string(),
  DueDate: z.string().nullable(),
  StepFiles: z.array(LegacyStoredFile),
});
export type LegacyActionPlan = z.infer<typeof LegacyActionPlan>;
export const LegacyActionPlans = z.array(LegacyActionPlan);

export const LegacySubmitted = z.object({ IsSubmit: z.boolean() });
export const LegacyFlag = z.boolean();
