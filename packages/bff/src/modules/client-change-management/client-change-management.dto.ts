/** Client change management's legacy shapes, as the catalogue sends them: zod schemas and their inferred types. */
import { z } from 'zod';

export const LegacyChange = z.object({
  ChangeId: z.number(),
  /** The client whose change it is. */
  ClientId: z.number().nullable().optional(),
  ClientName: z.string().nullable().optional(),

  SectionId: z.number(),
  LawId: z.number(),
  LawDetailId: z.number(),
  Section: z.string(),
  Regulator: z.string(),
  RegulatorId: z.number(),
  BusinessLineId: z.number(),
  BusinessLineName: z.string(),
  CompanyProcessId: z.number(),
  CompanyProcess: z.string(),
  BusinessLawId: z.number().nullable(),
  TabIndex: z.number().nullable(),
  BusinessRequirementCount: z.number().nullable(),
  Status: z.string(),
  ChangeSummary: z.string(),
  AssignedUser: z.string().nullable(),
  /** Who submitted the change (null until submitted); they may not accept it. */
  SubmittedById: z.number().nullable().optional(),
  SubmittedBy: z.string().nullable().optional(),
  RequirementCount: z.number(),
  Undecided: z.number(),
});
export type LegacyChange = z.infer<typeof LegacyChange>;
export const LegacyChanges = z.array(LegacyChange);

export const LegacyChangedLaw = z.object({
  ClientId: z.number().nullable().optional(),
  ClientName: z.string().nullable().optional(),
  SectionId: z.number(),
  LawId: z.number(),
  LawDetailId: z.number(),
  Section: z.string(),
  Regulator: z.string(),
  BusinessLineId: z.number(),
  BusinessLineName: z.string(),
  ChangeSummary: z.string(),
  Processes: z.number(),
  Accepted: z.number(),
});
export type LegacyChangedLaw = z.infer<typeof LegacyChangedLaw>;
export const LegacyChangedLaws = z.array(LegacyChangedLaw);

export const LegacyRequirementChange = z.object({
  Id: z.number(),
  RequirementNumber: z.string(),
  CurrentRequirement: z.string().nullable(),
  ProposedRequirement: z.string().nullable(),
  ChangeStatus: z.string(),
  Decision: z.string(),
  MappingStatus: z.string(),
});
export type LegacyRequirementChange = z.infer<typeof LegacyRequirementChange>;

export const LegacyChangeDetail = z.object({
  Change: LegacyChange,
  Requirements: z.array(LegacyRequirementChange),
  Processes: z.array(z.object({ Id: z.number(), Name: z.string() })),
});

export const LegacyChangeFilter = z.object({
  BusinessLines: z.array(z.object({ Id: z.number(), Name: z.string() })),
  Regulators: z.array(z.object({ Id: z.number(), Name: z.string() })),
  Statuses: z.array(z.string()),
});

export const LegacyMappingStatus = z.array(
  z.object({
    RequirementChangeId: z.number(),
    RequirementNumber: z.string(),
    MappingStatus: z.string(),
    RemapRequired: z.boolean(),
  }),
);

export const LegacySignatures = z.array(
  z.object({ CompanyProcessId: z.number(), CompanyProcess: z.string() }),
);
export const LegacyFlag = z.boolean();
