/** Risk rating and risk assessment shapes, as the catalogue sends them: zod schemas and their inferred types. */
import { z } from 'zod';

export const LegacyRiskParameter = z.object({
  Id: z.number(),
  ParentId: z.number().nullable(),
  Name: z.string(),
  Description: z.string(),
  Weight: z.number(),
  SortOrder: z.number(),
  IsSubParameter: z.boolean(),
  IsActive: z.boolean(),
});
export type LegacyRiskParameter = z.infer<typeof LegacyRiskParameter>;
export const LegacyRiskParameters = z.array(LegacyRiskParameter);

export const LegacyRiskLevel = z.object({
  Id: z.number(),
  Name: z.string(),
  MinScore: z.number(),
  MaxScore: z.number(),
  Color: z.string(),
  IsActive: z.boolean(),
});
export type LegacyRiskLevel = z.infer<typeof LegacyRiskLevel>;
export const LegacyRiskLevels = z.array(LegacyRiskLevel);

export const LegacyQuestionType = z.object({
  Id: z.number(),
  Name: z.string(),
  HasOptions: z.boolean(),
  QuestionsCount: z.number().default(0),
  Version: z.number().default(1),
});
export type LegacyQuestionType = z.infer<typeof LegacyQuestionType>;
export const LegacyQuestionTypes = z.array(LegacyQuestionType);

export const LegacyRiskProcess = z.object({
  Id: z.number(),
  Name: z.string(),
  BusinessLineId: z.number(),
  BusinessLine: z.string(),
});
export type LegacyRiskProcess = z.infer<typeof LegacyRiskProcess>;
export const LegacyRiskProcesses = z.array(LegacyRiskProcess);

export const LegacyRiskEmployee = z.object({ Id: z.number(), Name: z.string(), Email: z.string() });
export type LegacyRiskEmployee = z.infer<typeof LegacyRiskEmployee>;
export const LegacyRiskEmployees = z.array(LegacyRiskEmployee);

export const LegacyRiskClients = z.array(z.object({ Id: z.number(), Name: z.string() }));

export const LegacyManualRating = z.object({
  ParameterId: z.number(),
  Parameter: z.string(),
  LevelId: z.number(),
  Level: z.string(),
  Score: z.number(),
  Comment: z.string(),
  RatedBy: z.string().nullable(),
  RatedAt: z.string(),
});
export const LegacyManualArtifact = z.object({
  ArtifactName: z.string(),
  ArtifactType: z.string(),
  Ratings: z.array(LegacyManualRating),
});
export type LegacyManualArtifact = z.infer<typeof LegacyManualArtifact>;
export const LegacyManualArtifacts = z.array(LegacyManualArtifact);

export const LegacyFrequency = z.object({
  Id: z.number(),
  Name: z.string(),
  Months: z.number(),
  IsActive: z.boolean(),
});
export type LegacyFrequency = z.infer<typeof LegacyFrequency>;
export const LegacyFrequencies = z.array(LegacyFrequency);

export const LegacyQuestionHeader = z.object({ Id: z.number(), Name: z.string(), SortOrder: z.number() });
export type LegacyQuestionHeader = z.infer<typeof LegacyQuestionHeader>;
export const LegacyQuestionHeaders = z.array(LegacyQuestionHeader);

export const LegacyRiskQuestion = z.object({
  Id: z.number(),
  HeaderId: z.number(),
  Header: z.string(),
  Question: z.string(),
  QuestionTypeId: z.number(),
  QuestionType: z.string(),
  Options: z.array(z.string()),
  GapOptions: z.array(z.string()),
  IsRequired: z.boolean(),
  IsActive: z.boolean(),
  SortOrder: z.number(),
});
export type LegacyRiskQuestion = z.infer<typeof LegacyRiskQuestion>;
export const LegacyRiskQuestions = z.array(LegacyRiskQuestion);

export const LegacyRiskFile = z.object({ Id: z.number(), FileName: z.string(), Size: z.number() });
export const LegacyAnsweredQuestion = LegacyRiskQuestion.extend({
  Values: z.array(z.string()),
  Files: z.array(LegacyRiskFile),
});
export type LegacyAnsweredQuestion = z.infer<typeof LegacyAnsweredQuestion>;

export const LegacyAssessment = z.object({
  Id: z.number(),
  CompanyProcessId: z.number(),
  CompanyProcess: z.string(),
  FrequencyId: z.number(),
  Frequency: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  Status: z.enum(['Draft', 'Submitted', 'Approved', 'SentBack']),
  ApproverComment: z.string().nullable(),
  RespondentName: z.string().nullable(),
  ApproverName: z.string().nullable(),
  CanDecide: z.boolean(),
  CanEdit: z.boolean(),
  UpdatedAt: z.string(),
  /** Who submitted it last (null: never submitted); they may not decide it. */
  SubmittedById: z.number().nullable().optional(),
  /** The client whose work it is. */
  ClientId: z.number().nullable().optional(),
});
export type LegacyAssessment = z.infer<typeof LegacyAssessment>;
export const LegacyAssessments = z.array(LegacyAssessment);

export const LegacyQuestionnaire = z.object({
  Stage: z.string(),
  Assessment: LegacyAssessment.nullable(),
  Headers: z.array(
    z.object({ Id: z.number(), Name: z.string(), Questions: z.array(LegacyAnsweredQuestion) }),
  ),
});
export type LegacyQuestionnaire = z.infer<typeof LegacyQuestionnaire>;

export const LegacySavedAnswers = z.object({ AssessmentId: z.number() });
export const LegacyStoredRiskFile = LegacyRiskFile.extend({ AssessmentId: z.number() });

export const LegacyHistoryEntry = z.object({
  Id: z.number(),
  Action: z.string(),
  Detail: z.string(),
  UserName: z.string().nullable(),
  At: z.string(),
});
export type LegacyHistoryEntry = z.infer<typeof LegacyHistoryEntry>;
export const LegacyHistory = z.array(LegacyHistoryEntry);

export const LegacyRiskSearch = z.object({
  Id: z.number(),
  Name: z.string(),
  Filter: z.record(z.string(), z.unknown()),
  CreatedAt: z.string(),
});
export type LegacyRiskSearch = z.infer<typeof LegacyRiskSearch>;
export const LegacyRiskSearches = z.array(LegacyRiskSearch);

export const LegacyCount = z.number();
export const LegacyTrue = z.literal(true);

export const LegacyRiskReportRow = z.object({
  CompanyProcessId: z.number(),
  CompanyProcess: z.string(),
  BusinessLine: z.string(),
  Score: z.number(),
  Level: z.string(),
  RatedParameters: z.number(),
});
export const LegacyGapReportRow = z.object({
  CompanyProcess: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  Header: z.string(),
  Question: z.string(),
  Answer: z.string(),
  Status: z.string(),
});
export const LegacyImpactReportRow = z.object({
  Parameter: z.string(),
  Level: z.string(),
  Count: z.number(),
});
export const LegacyImplementationReportRow = z.object({
  CompanyProcess: z.string(),
  Frequency: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  Status: z.string(),
  Answered: z.number(),
  Total: z.number(),
});
export const LegacyUpdatesReportRow = z.object({
  At: z.string(),
  CompanyProcess: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  Action: z.string(),
  Detail: z.string(),
  UserName: z.string().nullable(),
  Gaps: z.number(),
});
export const LegacyRiskReport = z.array(LegacyRiskReportRow);
export const LegacyGapReport = z.array(LegacyGapReportRow);
export const LegacyImpactReport = z.array(LegacyImpactReportRow);
export const LegacyImplementationReport = z.array(LegacyImplementationReportRow);
export const LegacyUpdatesReport = z.array(LegacyUpdatesReportRow);
export type LegacyRiskReportRow = z.infer<typeof LegacyRiskReportRow>;
export type LegacyGapReportRow = z.infer<typeof LegacyGapReportRow>;
export type LegacyImpactReportRow = z.infer<typeof LegacyImpactReportRow>;
export type LegacyImplementationReportRow = z.infer<typeof LegacyImplementationReportRow>;
export type LegacyUpdatesReportRow = z.infer<typeof LegacyUpdatesReportRow>;
