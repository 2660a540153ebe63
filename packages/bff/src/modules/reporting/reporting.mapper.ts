import { toId } from '../catalogue/catalogue.mapper.js';
import type {
  LegacyArtifactTypeRow,
  LegacyDashboard,
  LegacyGapRow,
  LegacyImpactRow,
  LegacyImplementationRow,
  LegacyReportClient,
  LegacyRiskRow,
} from './reporting.dto.js';
import {
  ReportScreen,
  type ArtifactTypeRow,
  type GapReportRow,
  type ImpactReportRow,
  type ImplementationStatusRow,
  type ReportClient,
  type ReportDashboard,
  type RiskReportRow,
} from './reporting.type.js';

const text = (value: string | null | undefined) => value ?? '';
const count = (value: number | string | null | undefined) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

export function toGapRow(row: LegacyGapRow): GapReportRow {
  return {
    id: toId(row.GapId)!,
    clientId: toId(row.ClientId) ?? null,
    clientName: row.Client ?? null,
    businessLineId: toId(row.BusinessLineId)!,
    businessLine: row.BusinessLine,
    regulatorId: toId(row.RegulatorId)!,
    regulator: row.Regulator,
    citation: text(row.Citation),
    section: text(row.Section),
    requirementNumber: text(row.RequirementNumber),
    requirement: text(row.Requirement),
    description: row.Description,
    severity: row.Severity,
    status: row.Status,
    owner: text(row.Owner),
    identifiedOn: row.IdentifiedOn ?? null,
    targetDate: row.TargetDate ?? null,
    closedOn: row.ClosedOn ?? null,
    overdue: row.IsOverdue === true,
  };
}

export function toRiskRow(row: LegacyRiskRow): RiskReportRow {
  return {
    clientId: toId(row.ClientId) ?? null,
    clientName: row.Client ?? null,
    businessLineId: toId(row.BusinessLineId)!,
    businessLine: row.BusinessLine,
    regulatorId: toId(row.RegulatorId)!,
    regulator: row.Regulator,
    citation: text(row.Citation),
    section: text(row.Section),
    sectionName: text(row.SectionName),
    likelihood: count(row.Likelihood),
    impact: count(row.Impact),
    inherentRisk: row.InherentRisk,
    residualRisk: row.ResidualRisk,
    ratedOn: row.RatedOn ?? null,
  };
}

export function toImpactRow(row: LegacyImpactRow): ImpactReportRow {
  return {
    id: toId(row.ChangeId)!,
    regulatorId: toId(row.RegulatorId)!,
    regulator: row.Regulator,
    citation: text(row.Citation),
    section: text(row.Section),
    sectionName: text(row.SectionName),
    changeTypeId: toId(row.ChangeTypeId)!,
    changeType: row.ChangeType,
    status: text(row.Status),
    effectiveDate: row.EffectiveDate ?? null,
    summary: text(row.Summary),
    businessLines: count(row.BusinessLines),
    requirements: count(row.Requirements),
    businessLaws: count(row.BusinessLaws),
  };
}

export function toImplementationRow(row: LegacyImplementationRow): ImplementationStatusRow {
  return {
    businessLineId: toId(row.BusinessLineId)!,
    businessLine: row.BusinessLine,
    open: count(row.Open),
    draft: count(row.Draft),
    submitted: count(row.Submitted),
    sentBack: count(row.SentBack),
    approved: count(row.Approved),
    notApplicable: count(row.NotApplicable),
    total: count(row.Total),
  };
}

export function toArtifactTypeRow(row: LegacyArtifactTypeRow): ArtifactTypeRow {
  return {
    businessLineId: toId(row.BusinessLineId)!,
    businessLine: row.BusinessLine,
    artifactType: row.ArtifactType,
    artifacts: count(row.Artifacts),
    mappedRequirements: count(row.MappedRequirements),
    laws: count(row.Laws),
  };
}

const SCREENS = new Map<string, ReportScreen>(Object.values(ReportScreen).map((screen) => [screen, screen]));

/** The BFF address that frames a dashboard (GET, with the session cookie). */
export const embedPath = (screen: ReportScreen, id: string) =>
  `/report-tool/embed/${encodeURIComponent(screen)}/${encodeURIComponent(id)}`;

export function toDashboard(row: LegacyDashboard, fallback: ReportScreen): ReportDashboard {
  const id = toId(row.Id)!;
  const screen = SCREENS.get(row.Screen) ?? fallback;
  return {
    id,
    name: row.Name,
    screen,
    embedPath: embedPath(screen, id),
    workbook: row.Workbook,
    view: row.View,
  };
}

/** A dashboard framed for a client provider staff chose: the embed address names it. */
export function withClient(dashboard: ReportDashboard, clientId: string | null): ReportDashboard {
  return clientId === null
    ? dashboard
    : { ...dashboard, embedPath: `${dashboard.embedPath}?clientId=${encodeURIComponent(clientId)}` };
}

export function toReportClient(row: LegacyReportClient | null): ReportClient | null {
  return row ? { id: toId(row.ClientId)!, name: row.ClientName } : null;
}
