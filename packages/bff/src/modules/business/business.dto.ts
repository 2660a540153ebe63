/** The business module's legacy shapes, as the catalogue sends them: zod schemas and their inferred types. */
import { z } from 'zod';

export const LegacyBusinessLaw = z.object({
  BusinessLawId: z.number(),
  LawId: z.number(),
  SectionId: z.number(),
  LawDetailId: z.number(),
  BusinessLineId: z.number(),
  BusinessLineName: z.string(),
  RegulatorId: z.number(),
  Regulator: z.string(),
  Section: z.string(),
  Level1: z.string().nullable(),
  BusinessUserId: z.number(),
  BusinessUserName: z.string(),
  ApproverUserId: z.number().nullable(),
  ApproverName: z.string().nullable(),
  TabIndex: z.number(),
  Status: z.string(),
  IsChangedLaw: z.boolean(),
  Column: z.string().nullable(),
  IsBusinessContact: z.boolean(),
  IsApprover: z.boolean(),
  IsEditable: z.boolean(),
  RequirementCount: z.number(),
  LawProcesses: z.string(),
  NotApplicableComment: z.string().nullable(),
  NotApplicableApproved: z.boolean().nullable(),
  /** Who declared the law not applicable; they may not decide the declaration. */
  NotApplicableById: z.number().nullable().optional(),
  /** The client whose work the law is. */
  ClientId: z.number().nullable().optional(),
  UpdatedAt: z.string(),
});
export type LegacyBusinessLaw = z.infer<typeof LegacyBusinessLaw>;
export const LegacyBusinessLaws = z.array(LegacyBusinessLaw);

export const LegacyBusinessDashboard = z.object({
  Counts: z.array(z.object({ StatusId: z.number(), Column: z.string(), Count: z.number() })),
  BusinessUsers: z.array(z.object({ Id: z.number(), Name: z.string() })),
  LawProcesses: z.array(z.object({ Id: z.number(), Name: z.string() })),
  CanEdit: z.boolean(),
});
export type LegacyBusinessDashboard = z.infer<typeof LegacyBusinessDashboard>;

export const LegacyProcess = z.object({
  CompanyProcessId: z.number(),
  ProcessName: z.string(),
  BusinessProcessName: z.string(),
  IsMapped: z.boolean(),
  IsRecommended: z.boolean(),
  IsSelected: z.boolean(),
});
export type LegacyProcess = z.infer<typeof LegacyProcess>;
export const LegacyProcesses = z.array(LegacyProcess);

export const LegacyArtifact = z.object({
  ArtifactId: z.number(),
  Name: z.string(),
  ArtifactType: z.string(),
});
export type LegacyArtifact = z.infer<typeof LegacyArtifact>;

const LegacyQuestionFile = z.object({
  Id: z.number(),
  FileName: z.string(),
  Size: z.number(),
  UploadedAt: z.string(),
});
export const LegacyAnswer = z.object({
  QuestionId: z.number(),
  Answer: z.string().nullable(),
  Files: z.array(LegacyQuestionFile),
});
export const LegacyAssessedArtifact = LegacyArtifact.extend({ Answers: z.array(LegacyAnswer).optional() });
export type LegacyAssessedArtifact = z.infer<typeof LegacyAssessedArtifact>;

export const LegacyBusinessRequirement = z.object({
  RequirementId: z.number(),
  RequirementNumber: z.string(),
  Requirement: z.string(),
  Status: z.string(),
  NoArtifact: z.boolean(),
  IsDecommissioned: z.boolean(),
  IsGap: z.boolean(),
  ApproverComment: z.string().nullable(),
  /** Who submitted the requirement for approval last; they may not approve it or send it back. */
  SubmittedById: z.number().nullable().optional(),
  TargetCompletionDate: z.string().nullable(),
  ActualCompletionDate: z.string().nullable(),
  Artifacts: z.array(LegacyAssessedArtifact),
});
export type LegacyBusinessRequirement = z.infer<typeof LegacyBusinessRequirement>;

export const LegacyQuestion = z.object({
  QuestionId: z.number(),
  Question: z.string(),
  QuestionType: z.string(),
  Options: z.array(z.string()),
  IsRequired: z.boolean(),
});
export type LegacyQuestion = z.infer<typeof LegacyQuestion>;

export const LegacyLawRequirements = z.object({
  Law: LegacyBusinessLaw,
  Requirements: z.array(LegacyBusinessRequirement),
  Processes: z.array(LegacyProcess),
});
export const LegacyMappingScreen = z.object({
  Law: LegacyBusinessLaw,
  Requirements: z.array(LegacyBusinessRequirement),
  Artifacts: z.array(LegacyArtifact),
});
export const LegacyAssessment = z.object({
  Law: LegacyBusinessLaw,
  Questions: z.array(LegacyQuestion),
  Requirements: z.array(LegacyBusinessRequirement),
});
export type LegacyAssessment = z.infer<typeof LegacyAssessment>;

export const LegacyGapRequirement = z.object({
  BusinessLawId: z.number(),
  RequirementId: z.number(),
  RequirementNumber: z.string(),
  Requirement: z.string(),
  Status: z.string(),
  NoArtifact: z.boolean(),
  TargetCompletionDate: z.string().nullable(),
  ActualCompletionDate: z.string().nullable(),
  Regulator: z.string(),
  Section: z.string(),
  BusinessLineId: z.number(),
  BusinessLineName: z.string(),
  IsBusinessContact: z.boolean(),
});
export type LegacyGapRequirement = z.infer<typeof LegacyGapRequirement>;
export const LegacyGapRequirements = z.array(LegacyGapRequirement);

export const LegacyNotApplicableGrid = z.object({
  TotalCount: z.number(),
  PageNumber: z.number(),
  PageSize: z.number(),
  Rows: z.array(LegacyBusinessLaw),
});

export const LegacyToggle = z.object({ IsAzimuthDashboard: z.boolean() });
export const LegacyDone = z.literal(true);
export const LegacyStoredFile = z.object({ Id: z.number(), FileName: z.string(), Size: z.number() });
export const LegacyDeletedCount = z.number();

/** An earlier answer to a question for the same artifact, in another law of the line. */
export const LegacyAssessmentCopy = z.array(
  z.object({ QuestionId: z.number(), Answer: z.string(), FromBusinessLawId: z.number() }),
);
