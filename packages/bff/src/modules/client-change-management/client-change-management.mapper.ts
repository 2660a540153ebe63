import type {
  LegacyChange,
  LegacyChangedLaw,
  LegacyRequirementChange,
} from './client-change-management.dto.js';

const id = (value: number) => String(value);

export const toChange = (row: LegacyChange) => ({
  id: id(row.ChangeId),
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
  requirementCount: row.RequirementCount,
  undecided: row.Undecided,
});

export const toChangedLaw = (row: LegacyChangedLaw) => ({
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
