import type {
  LegacyChange,
  LegacyChangedLaw,
  LegacyRequirementChange,
} from './client-change-management.dto.js';

const id = (value: number) => String(value);
const client = (row: { ClientId?: number | null; ClientName?: string | null }) => ({
  clientId: row.ClientId === null || row.ClientId === undefined ? null : id(row.ClientId),
  clientName: row.ClientName ?? null,
});

export const toChange = (row: LegacyChange) => ({
  id: id(row.ChangeId),
  ...client(row),
  sectionId: id(row.SectionId),
  lawId: id(row.LawId),
  lawDetailId: id(row.LawDetailId),
  section: row.Section,
  regulator: row.Regulator,
  businessLineId: id(row.BusinessLineId),
  businessLineName: row.BusinessLineName,
  companyProcessId: id(row.CompanyProcessId),
  companyProcess: row.CompanyProcess,
  businessLawId: row.BusinessLawId === null ? null : id(row.BusinessLawId),
  tabIndex: row.TabIndex,
  businessRequirementCount: row.BusinessRequirementCount,
  status: row.Status,
  changeSummary: row.ChangeSummary,
  assignedUser: row.AssignedUser,
  submittedById: row.SubmittedById === null || row.SubmittedById === undefined ? null : id(row.SubmittedById),
  submittedBy: row.SubmittedBy ?? null,
  requirementCount: row.RequirementCount,
  undecided: row.Undecided,
});

export const toChangedLaw = (row: LegacyChangedLaw) => ({
  ...client(row),
  sectionId: id(row.SectionId),
  lawId: id(row.LawId),
  lawDetailId: id(row.LawDetailId),
  section: row.Section,
  regulator: row.Regulator,
  businessLineId: id(row.BusinessLineId),
  businessLineName: row.BusinessLineName,
  changeSummary: row.ChangeSummary,
  processes: row.Processes,
  accepted: row.Accepted,
});

export const toRequirementChange = (row: LegacyRequirementChange) => ({
  id: id(row.Id),
  requirementNumber: row.RequirementNumber,
  currentRequirement: row.CurrentRequirement,
  proposedRequirement: row.ProposedRequirement,
  changeStatus: row.ChangeStatus,
  decision: row.Decision,
  mappingStatus: row.MappingStatus,
});
