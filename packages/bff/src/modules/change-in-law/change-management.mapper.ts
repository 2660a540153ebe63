import { ChangeDecision } from './change-in-law.enums.js';
import type { LegacyChangedLawQueue } from './change-in-law.dto.js';
import type { ChangedLawQueueItem, ChangedLawQueuePage } from './change-management.type.js';

const DECISIONS: Record<string, ChangeDecision> = {
  Accepted: ChangeDecision.ACCEPTED,
  AcceptedWithPolicy: ChangeDecision.ACCEPTED_WITH_POLICY,
  DoesNotApply: ChangeDecision.DOES_NOT_APPLY,
};

export function toChangedLawQueuePage(legacy: LegacyChangedLawQueue | null): ChangedLawQueuePage {
  const rows = legacy?.rows ?? [];
  return {
    totalCount: legacy?.totalCount ?? 0,
    page: legacy?.pageNumber ?? 1,
    pageSize: legacy?.pageSize ?? rows.length,
    items: rows.map((row): ChangedLawQueueItem => ({
      changeLawId: String(row.changeLawId),
      lawId: String(row.lawId),
      sectionId: String(row.sectionId),
      lawDetailId: String(row.lawDetailId),
      regulatorId: String(row.regulatorId),
      regulator: row.regulator,
      section: row.section,
      level1: row.level1 ?? '',
      changeTypeId: String(row.changeTypeId),
      changeType: row.changeType,
      statusId: String(row.statusId),
      status: row.status,
      effectiveDate: row.effectiveDate ?? null,
      summary: row.summary ?? '',
      businessLineId: String(row.businessLineId),
      businessLineName: row.businessLineName,
      requirementCount: row.requirementCount,
      changedCount: row.changedCount,
      edited: row.isEdited === true,
      submitted: row.isSubmitted === true,
      decision: row.decision ? (DECISIONS[row.decision] ?? null) : null,
      decidedBy: row.decidedBy ?? null,
      decidedAt: row.decidedAt ?? null,
      tabIndex: row.tabIndex,
    })),
    regulators: (legacy?.regulators ?? []).map((option) => ({ id: String(option.id), name: option.name })),
    changeTypes: (legacy?.changeTypes ?? []).map((option) => ({ id: String(option.id), name: option.name })),
  };
}
