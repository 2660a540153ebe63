import {
  isBuiltInQuestionType,
  questionInputKind,
  RISK_REPORT_TITLES,
  type QuestionInputKind,
} from '@lexbridge/rules';
import type {
  LegacyAnsweredQuestion,
  LegacyAssessment,
  LegacyFrequency,
  LegacyGapReportRow,
  LegacyHistoryEntry,
  LegacyImpactReportRow,
  LegacyImplementationReportRow,
  LegacyManualArtifact,
  LegacyQuestionHeader,
  LegacyQuestionnaire,
  LegacyQuestionType,
  LegacyRiskEmployee,
  LegacyRiskLevel,
  LegacyRiskParameter,
  LegacyRiskProcess,
  LegacyRiskQuestion,
  LegacyRiskReportRow,
  LegacyRiskSearch,
  LegacyUpdatesReportRow,
} from './risk.dto.js';
import {
  RiskAssessmentStatus,
  RiskChartKind,
  RiskQuestionInputKind,
  RiskReportKind,
  RiskStage,
} from './risk.enums.js';
import type {
  ManualArtifact,
  RiskAnsweredQuestion,
  RiskAssessment,
  RiskCompanyProcess,
  RiskEmployee,
  RiskFrequency,
  RiskHistoryEntry,
  RiskLevel,
  RiskParameter,
  RiskQuestion,
  RiskQuestionHeader,
  RiskQuestionnaire,
  RiskQuestionType,
  RiskRatingReport,
  RiskReportFilter,
  RiskSavedSearch,
} from './risk.type.js';

const KINDS: Record<QuestionInputKind, RiskQuestionInputKind> = {
  text: RiskQuestionInputKind.TEXT,
  number: RiskQuestionInputKind.NUMBER,
  comment: RiskQuestionInputKind.COMMENT,
  multipleText: RiskQuestionInputKind.MULTIPLE_TEXT,
  multipleComment: RiskQuestionInputKind.MULTIPLE_COMMENT,
  calendar: RiskQuestionInputKind.CALENDAR,
  employee: RiskQuestionInputKind.EMPLOYEE,
  companyProcesses: RiskQuestionInputKind.COMPANY_PROCESSES,
  attachment: RiskQuestionInputKind.ATTACHMENT,
  options: RiskQuestionInputKind.OPTIONS,
};

export const inputKindOf = (questionType: string) => KINDS[questionInputKind(questionType)];

const STATUSES: Record<LegacyAssessment['Status'], RiskAssessmentStatus> = {
  Draft: RiskAssessmentStatus.DRAFT,
  Submitted: RiskAssessmentStatus.SUBMITTED,
  Approved: RiskAssessmentStatus.APPROVED,
  SentBack: RiskAssessmentStatus.SENT_BACK,
};

function toParameter(row: LegacyRiskParameter, children: RiskParameter[] = []): RiskParameter {
  return {
    id: String(row.Id),
    parentId: row.ParentId === null ? null : String(row.ParentId),
    name: row.Name,
    description: row.Description,
    weight: row.Weight,
    order: row.SortOrder,
    isSubParameter: row.IsSubParameter,
    isActive: row.IsActive,
    subParameters: children,
  };
}

/** The flat list as a tree: parameters in order, each with its sub-parameters in order. */
export function toParameterTree(rows: readonly LegacyRiskParameter[]): RiskParameter[] {
  const byOrder = (a: LegacyRiskParameter, b: LegacyRiskParameter) =>
    a.SortOrder - b.SortOrder || a.Id - b.Id;
  return rows
    .filter((row) => row.ParentId === null)
    .sort(byOrder)
    .map((row) =>
      toParameter(
        row,
        rows
          .filter((child) => child.ParentId === row.Id)
          .sort(byOrder)
          .map((child) => toParameter(child)),
      ),
    );
}

export const toSavedParameter = (row: LegacyRiskParameter) => toParameter(row);

export const toLevel = (row: LegacyRiskLevel): RiskLevel => ({
  id: String(row.Id),
  name: row.Name,
  minScore: row.MinScore,
  maxScore: row.MaxScore,
  color: row.Color,
  isActive: row.IsActive,
});

export const toQuestionType = (row: LegacyQuestionType): RiskQuestionType => ({
  id: String(row.Id),
  name: row.Name,
  hasOptions: row.HasOptions,
  inputKind: inputKindOf(row.Name),
  isBuiltIn: isBuiltInQuestionType(row.Name),
  questionsCount: row.QuestionsCount,
  version: row.Version,
});

export const toProcess = (row: LegacyRiskProcess): RiskCompanyProcess => ({
  id: String(row.Id),
  name: row.Name,
  businessLineId: String(row.BusinessLineId),
  businessLine: row.BusinessLine,
});

export const toEmployee = (row: LegacyRiskEmployee): RiskEmployee => ({
  id: String(row.Id),
  name: row.Name,
  email: row.Email,
});

export const toFrequency = (row: LegacyFrequency): RiskFrequency => ({
  id: String(row.Id),
  name: row.Name,
  months: row.Months,
  isActive: row.IsActive,
});

export const toHeader = (row: LegacyQuestionHeader): RiskQuestionHeader => ({
  id: String(row.Id),
  name: row.Name,
  order: row.SortOrder,
});

export const toQuestion = (row: LegacyRiskQuestion): RiskQuestion => ({
  id: String(row.Id),
  headerId: String(row.HeaderId),
  header: row.Header,
  question: row.Question,
  questionTypeId: String(row.QuestionTypeId),
  questionType: row.QuestionType,
  inputKind: inputKindOf(row.QuestionType),
  options: row.Options,
  gapOptions: row.GapOptions,
  isRequired: row.IsRequired,
  isActive: row.IsActive,
  order: row.SortOrder,
});

const toAnswered = (row: LegacyAnsweredQuestion): RiskAnsweredQuestion => ({
  ...toQuestion(row),
  values: row.Values,
  files: row.Files.map((file) => ({ id: String(file.Id), fileName: file.FileName, size: file.Size })),
});

export const toAssessment = (row: LegacyAssessment): RiskAssessment => ({
  id: String(row.Id),
  companyProcessId: String(row.CompanyProcessId),
  companyProcess: row.CompanyProcess,
  frequencyId: String(row.FrequencyId),
  frequency: row.Frequency,
  startDate: row.StartDate,
  endDate: row.EndDate,
  status: STATUSES[row.Status],
  approverComment: row.ApproverComment,
  respondentName: row.RespondentName,
  approverName: row.ApproverName,
  canDecide: row.CanDecide,
  canEdit: row.CanEdit,
  updatedAt: row.UpdatedAt,
  submittedById: row.SubmittedById == null ? null : String(row.SubmittedById),
  clientId: row.ClientId == null ? null : String(row.ClientId),
});

export const toQuestionnaire = (row: LegacyQuestionnaire): RiskQuestionnaire => ({
  stage: row.Stage === 'Approval' ? RiskStage.APPROVAL : RiskStage.ASSESSMENT,
  assessment: row.Assessment ? toAssessment(row.Assessment) : null,
  headers: row.Headers.map((header) => ({
    id: String(header.Id),
    name: header.Name,
    questions: header.Questions.map(toAnswered),
  })),
});

export const toHistory = (row: LegacyHistoryEntry): RiskHistoryEntry => ({
  id: String(row.Id),
  action: row.Action,
  detail: row.Detail,
  userName: row.UserName,
  at: row.At,
});

export const toManualArtifact = (row: LegacyManualArtifact): ManualArtifact => ({
  name: row.ArtifactName,
  artifactType: row.ArtifactType,
  ratings: row.Ratings.map((rating) => ({
    parameterId: String(rating.ParameterId),
    parameter: rating.Parameter,
    levelId: String(rating.LevelId),
    level: rating.Level,
    score: rating.Score,
    comment: rating.Comment,
    ratedBy: rating.RatedBy,
    ratedAt: rating.RatedAt,
  })),
});

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function toSavedSearch(row: LegacyRiskSearch): RiskSavedSearch {
  const kind = text(row.Filter.kind);
  const filter: RiskReportFilter = {
    kind: kind && kind in RiskReportKind ? (kind as RiskReportKind) : null,
    businessLineId: text(row.Filter.businessLineId),
    companyProcessId: text(row.Filter.companyProcessId),
    frequencyId: text(row.Filter.frequencyId),
    startDate: text(row.Filter.startDate),
    endDate: text(row.Filter.endDate),
  };
  return { id: String(row.Id), name: row.Name, filter, createdAt: row.CreatedAt };
}

type Column = [key: string, label: string, numeric?: boolean];

/** Counts of `rows` by `label`, in first-seen order. */
function countBy<T>(rows: readonly T[], label: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(label(row), (counts.get(label(row)) ?? 0) + 1);
  return counts;
}

function build(
  kind: RiskReportKind,
  columns: Column[],
  rows: (string | number | null)[][],
  chart: RiskRatingReport['chart'],
): RiskRatingReport {
  return {
    kind,
    title: RISK_REPORT_TITLES[kind],
    columns: columns.map(([key, label, numeric]) => ({ key, label, numeric: numeric ?? false })),
    rows: rows.map((cells) => ({ cells: cells.map((cell) => (cell === null ? '' : String(cell))) })),
    totalCount: rows.length,
    chart,
  };
}

const STATUS_LABEL: Record<string, string> = { SentBack: 'Sent back' };
const period = (row: { StartDate: string; EndDate: string }) => `${row.StartDate} to ${row.EndDate}`;

export function toRiskReport(rows: readonly LegacyRiskReportRow[]): RiskRatingReport {
  const levels = countBy(rows, (row) => row.Level);
  return build(
    RiskReportKind.RISK,
    [
      ['companyProcess', 'Company process'],
      ['businessLine', 'Business line'],
      ['score', 'Score', true],
      ['level', 'Level'],
      ['ratedParameters', 'Parameters rated', true],
    ],
    rows.map((row) => [row.CompanyProcess, row.BusinessLine, row.Score, row.Level, row.RatedParameters]),
    {
      title: 'Company processes by risk level',
      kind: RiskChartKind.PIE,
      series: ['Company processes'],
      points: [...levels].map(([label, count]) => ({ label, values: [count] })),
    },
  );
}

export function toGapReport(rows: readonly LegacyGapReportRow[]): RiskRatingReport {
  const byProcess = countBy(rows, (row) => row.CompanyProcess);
  return build(
    RiskReportKind.GAP,
    [
      ['companyProcess', 'Company process'],
      ['period', 'Period'],
      ['header', 'Header'],
      ['question', 'Question'],
      ['answer', 'Answer'],
      ['status', 'Assessment status'],
    ],
    rows.map((row) => [
      row.CompanyProcess,
      period(row),
      row.Header,
      row.Question,
      row.Answer,
      STATUS_LABEL[row.Status] ?? row.Status,
    ]),
    {
      title: 'Gaps by company process',
      kind: RiskChartKind.BAR,
      series: ['Gaps'],
      points: [...byProcess].map(([label, count]) => ({ label, values: [count] })),
    },
  );
}

export function toImpactReport(rows: readonly LegacyImpactReportRow[]): RiskRatingReport {
  const levels = [...new Set(rows.map((row) => row.Level))];
  const parameters = [...new Set(rows.map((row) => row.Parameter))];
  return build(
    RiskReportKind.IMPACT,
    [
      ['parameter', 'Parameter'],
      ['level', 'Level'],
      ['count', 'Ratings', true],
    ],
    rows.map((row) => [row.Parameter, row.Level, row.Count]),
    {
      title: 'Ratings by parameter and level',
      kind: RiskChartKind.BAR,
      series: levels,
      points: parameters.map((parameter) => ({
        label: parameter,
        values: levels.map(
          (level) => rows.find((row) => row.Parameter === parameter && row.Level === level)?.Count ?? 0,
        ),
      })),
    },
  );
}

export function toImplementationReport(rows: readonly LegacyImplementationReportRow[]): RiskRatingReport {
  const statuses = countBy(rows, (row) => STATUS_LABEL[row.Status] ?? row.Status);
  return build(
    RiskReportKind.IMPLEMENTATION_STATUS,
    [
      ['companyProcess', 'Company process'],
      ['frequency', 'Frequency'],
      ['period', 'Period'],
      ['status', 'Status'],
      ['answered', 'Questions answered', true],
      ['total', 'Questions', true],
    ],
    rows.map((row) => [
      row.CompanyProcess,
      row.Frequency,
      period(row),
      STATUS_LABEL[row.Status] ?? row.Status,
      row.Answered,
      row.Total,
    ]),
    {
      title: 'Assessments by status',
      kind: RiskChartKind.PIE,
      series: ['Assessments'],
      points: [...statuses].map(([label, count]) => ({ label, values: [count] })),
    },
  );
}

export function toUpdatesReport(rows: readonly LegacyUpdatesReportRow[]): RiskRatingReport {
  const months = new Map<string, { updates: number; gaps: number }>();
  for (const row of [...rows].reverse()) {
    const month = row.At.slice(0, 7);
    const entry = months.get(month) ?? { updates: 0, gaps: 0 };
    entry.updates += 1;
    if (row.Action === 'Submitted') entry.gaps += row.Gaps;
    months.set(month, entry);
  }
  return build(
    RiskReportKind.UPDATES_AND_GAPS,
    [
      ['date', 'Date'],
      ['companyProcess', 'Company process'],
      ['period', 'Period'],
      ['action', 'Update'],
      ['detail', 'Detail'],
      ['user', 'By'],
      ['gaps', 'Gaps in the assessment', true],
    ],
    rows.map((row) => [
      row.At.slice(0, 10),
      row.CompanyProcess,
      period(row),
      row.Action,
      row.Detail,
      row.UserName,
      row.Gaps,
    ]),
    {
      title: 'Updates and gaps submitted by month',
      kind: RiskChartKind.BAR,
      series: ['Updates', 'Gaps submitted'],
      points: [...months].map(([label, entry]) => ({ label, values: [entry.updates, entry.gaps] })),
    },
  );
}
