import type { LegacyChangedLaw, LegacyUpdatedRequirement } from './change-in-law.dto.js';
import { ChangeDecision, RequirementChangeStatus } from './change-in-law.enums.js';
import type { ChangedLaw, UpdatedRequirement } from './change-in-law.type.js';

const STATUSES: Record<LegacyUpdatedRequirement['RequirementChangeStatus'], RequirementChangeStatus> = {
  Changed: RequirementChangeStatus.CHANGED,
  New: RequirementChangeStatus.NEW,
  Deleted: RequirementChangeStatus.DELETED,
  'No Change': RequirementChangeStatus.NO_CHANGE,
};

const DECISIONS: Record<string, ChangeDecision> = {
  Accepted: ChangeDecision.ACCEPTED,
  AcceptedWithPolicy: ChangeDecision.ACCEPTED_WITH_POLICY,
  DoesNotApply: ChangeDecision.DOES_NOT_APPLY,
};

/** The legacy decision values, by the schema's. */
export const LEGACY_DECISIONS: Record<ChangeDecision, string> = {
  [ChangeDecision.ACCEPTED]: 'Accepted',
  [ChangeDecision.ACCEPTED_WITH_POLICY]: 'AcceptedWithPolicy',
  [ChangeDecision.DOES_NOT_APPLY]: 'DoesNotApply',
};

export function toChangedLaw(legacy: LegacyChangedLaw): ChangedLaw {
  return {
    changeLawId: String(legacy.changeLawId),
    lawId: String(legacy.lawId),
    sectionId: String(legacy.sectionId),
    lawDetailId: String(legacy.lawDetailId),
    regulator: legacy.regulator,
    section: legacy.section,
    sectionStatus: legacy.sectionStatus,
    statusId: String(legacy.statusId),
    status: legacy.status,
    changeType: legacy.changeType,
    effectiveDate: legacy.effectiveDate ?? null,
    summary: legacy.summary ?? '',
    businessLines: (legacy.businessLines ?? []).map((line) => ({
      businessLineId: String(line.businessLineId),
      businessLineName: line.businessLineName,
      requirementCount: line.requirementCount,
      changedCount: line.changedCount,
      submitted: line.isSubmitted === true,
      decision: line.decision ? (DECISIONS[line.decision] ?? null) : null,
      decisionComment: line.decisionComment ?? null,
      companyPolicy: line.companyPolicy ?? null,
      decidedBy: line.decidedBy ?? null,
      decidedAt: line.decidedAt ?? null,
    })),
  };
}

export function toUpdatedRequirements(legacy: LegacyUpdatedRequirement[] | null): UpdatedRequirement[] {
  return (legacy ?? []).map((row) => ({
    id: String(row.id),
    requirementId:
      row.requirementId === null || row.requirementId === undefined ? null : String(row.requirementId),
    businessLineId: String(row.businessLineId),
    requirementTypeId: row.requirementTypeId,
    oldRequirementNumber: row.OldRequirementNumber ?? null,
    newRequirementNumber: row.NewRequirementNumber ?? null,
    oldRequirement: row.OldRequirement ?? null,
    newRequirement: row.NewRequirement ?? null,
    changeStatus: STATUSES[row.RequirementChangeStatus] ?? RequirementChangeStatus.NO_CHANGE,
    edited: row.isEdited === true,
    submitted: row.isSubmitted === true,
  }));
}
