import type { LegacyCaller } from '../../legacy/caller.js';
import {
  LegacyAssessments,
  LegacyCount,
  LegacyFrequencies,
  LegacyFrequency,
  LegacyGapReport,
  LegacyHistory,
  LegacyImpactReport,
  LegacyImplementationReport,
  LegacyManualArtifacts,
  LegacyQuestionHeader,
  LegacyQuestionHeaders,
  LegacyQuestionnaire,
  LegacyQuestionType,
  LegacyQuestionTypes,
  LegacyRiskClients,
  LegacyRiskEmployees,
  LegacyRiskLevel,
  LegacyRiskLevels,
  LegacyRiskParameter,
  LegacyRiskParameters,
  LegacyRiskProcesses,
  LegacyRiskQuestion,
  LegacyRiskQuestions,
  LegacyRiskReport,
  LegacyRiskSearch,
  LegacyRiskSearches,
  LegacySavedAnswers,
  LegacyStoredRiskFile,
  LegacyTrue,
  LegacyUpdatesReport,
} from './risk.dto.js';
import { writtenRecord } from '../../legacy/shape.js';

/** The questionnaire a call names, as the catalogue spells it. */
export interface SelectionBody {
  CompanyProcessId: number;
  FreqId: number;
  StartDate: string;
  EndDate: string;
  /** The client the assessment is for (provider staff name it; a client's user's own). */
  ClientId?: number;
}

export interface ReportFilterBody {
  BusinessLineId?: number;
  CompanyProcessId?: number;
  FrequencyId?: number;
  StartDate?: string;
  EndDate?: string;
  /** The client reported on; absent: the caller's own (every client for provider staff). */
  ClientId?: number;
}

export interface OrderRow {
  Id: number;
  SortOrder: number;
  IsSubParameter?: boolean;
  ParentId?: number | null;
}

const REPORTS = {
  risk: 'RiskRating/report-risk',
  gap: 'RiskRating/report-gap',
  impact: 'RiskRating/report-impact',
  implementation: 'RiskRating/report-implementation-status',
  updates: 'RiskRating/report-updates-and-gaps',
} as const;

/** Risk rating and risk assessment calls; every answer checked against its shape. */
export class RiskApi {
  constructor(private readonly legacy: LegacyCaller) {}

  parameters() {
    return this.legacy.envelope(
      { method: 'GET', path: 'RiskRating/get-risk-parameters' },
      LegacyRiskParameters,
    );
  }

  subParameters(parameterId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: 'RiskRating/get-risk-sub-parameters', query: { ParameterId: parameterId } },
      LegacyRiskParameters,
    );
  }

  saveParameter(body: {
    Id: number | null;
    ParentId: number | null;
    Name: string;
    Description: string;
    Weight: number;
    IsActive: boolean;
  }) {
    return this.legacy.envelope(
      { method: 'POST', path: 'RiskRating/add-update-risk-parameter', body },
      writtenRecord(LegacyRiskParameter),
    );
  }

  updateParameterOrder(rows: OrderRow[]) {
    return this.legacy.envelope(
      { method: 'PUT', path: 'RiskRating/update-risk-parameter-order', body: rows },
      LegacyCount,
    );
  }

  levels() {
    return this.legacy.envelope({ method: 'GET', path: 'RiskRating/get-risk-levels' }, LegacyRiskLevels);
  }

  saveLevel(body: {
    Id: number | null;
    Name: string;
    MinScore: number;
    MaxScore: number;
    Color: string;
    IsActive: boolean;
  }) {
    return this.legacy.envelope(
      { method: 'POST', path: 'RiskRating/add-update-risk-level', body },
      writtenRecord(LegacyRiskLevel),
    );
  }

  questionTypes() {
    return this.legacy.envelope({ method: 'GET', path: 'RiskRating/get-question-type' }, LegacyQuestionTypes);
  }

  companyProcesses() {
    return this.legacy.envelope(
      { method: 'GET', path: 'RiskRating/get-company-processes' },
      LegacyRiskProcesses,
    );
  }

  /** The clients the caller may work for: a client's user its own, provider staff every one. */
  clients() {
    return this.legacy.envelope({ method: 'GET', path: 'RiskRating/get-clients' }, LegacyRiskClients);
  }

  /**
   * The employees an Employee Selection answer may name: the users of `clientId` (a client's user always gets its
   * own client's; provider staff naming none get every client's users). Provider staff are never listed.
   */
  employees(clientId: number | null = null) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: 'RiskRating/get-employees',
        query: clientId === null ? {} : { ClientId: clientId },
      },
      LegacyRiskEmployees,
    );
  }

  manualArtifacts(companyProcessId: number, clientId: number | null = null) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: 'RiskRating/get-manual-artifact',
        query: { CompanyProcessId: companyProcessId, ...(clientId === null ? {} : { ClientId: clientId }) },
      },
      LegacyManualArtifacts,
    );
  }

  submitManualRating(body: {
    CompanyProcessId: number;
    ArtifactName: string;
    Ratings: { ParameterId: number; LevelId: number; Comment: string }[];
    ClientId?: number;
  }) {
    return this.legacy.envelope(
      { method: 'POST', path: 'RiskRating/submit-manual-risk-rating', body },
      LegacyCount,
    );
  }

  riskReport(filter: ReportFilterBody) {
    return this.legacy.envelope({ method: 'POST', path: REPORTS.risk, body: filter }, LegacyRiskReport);
  }

  gapReport(filter: ReportFilterBody) {
    return this.legacy.envelope({ method: 'POST', path: REPORTS.gap, body: filter }, LegacyGapReport);
  }

  impactReport(filter: ReportFilterBody) {
    return this.legacy.envelope({ method: 'POST', path: REPORTS.impact, body: filter }, LegacyImpactReport);
  }

  implementationReport(filter: ReportFilterBody) {
    return this.legacy.envelope(
      { method: 'POST', path: REPORTS.implementation, body: filter },
      LegacyImplementationReport,
    );
  }

  updatesReport(filter: ReportFilterBody) {
    return this.legacy.envelope({ method: 'POST', path: REPORTS.updates, body: filter }, LegacyUpdatesReport);
  }

  frequencies() {
    return this.legacy.envelope({ method: 'GET', path: 'RiskAssessment/get-frequency' }, LegacyFrequencies);
  }

  saveFrequency(body: { Id: number | null; Name: string; Months: number; IsActive: boolean }) {
    return this.legacy.envelope(
      { method: 'POST', path: 'RiskAssessment/add-update-risk-frequency', body },
      writtenRecord(LegacyFrequency),
    );
  }

  headers() {
    return this.legacy.envelope(
      { method: 'GET', path: 'RiskAssessment/get-questions-header' },
      LegacyQuestionHeaders,
    );
  }

  saveHeader(body: { Id: number | null; Name: string }) {
    return this.legacy.envelope(
      { method: 'POST', path: 'RiskAssessment/add-update-question-header', body },
      writtenRecord(LegacyQuestionHeader),
    );
  }

  allQuestions() {
    return this.legacy.envelope(
      { method: 'GET', path: 'RiskAssessment/get-all-questions' },
      LegacyRiskQuestions,
    );
  }

  saveQuestion(body: {
    Id: number | null;
    HeaderId: number;
    Question: string;
    QuestionTypeId: number;
    Options: string[];
    GapOptions: string[];
    IsRequired: boolean;
    IsActive: boolean;
  }) {
    return this.legacy.envelope(
      { method: 'POST', path: 'RiskAssessment/PostRiskAssessmentQuestions', body },
      writtenRecord(LegacyRiskQuestion),
    );
  }

  updateQuestionOrder(rows: OrderRow[]) {
    return this.legacy.envelope(
      { method: 'PUT', path: 'RiskAssessment/update-question-order', body: rows },
      LegacyCount,
    );
  }

  questionnaire(selection: SelectionBody & { Stage: string }) {
    return this.legacy.envelope(
      { method: 'POST', path: 'RiskAssessment/get-questions', body: selection },
      LegacyQuestionnaire,
    );
  }

  assessments() {
    return this.legacy.envelope({ method: 'GET', path: 'RiskAssessment/get-assessments' }, LegacyAssessments);
  }

  saveAnswers(
    submit: boolean,
    body: SelectionBody & { Answers: { QuestionId: number; Values: string[] }[] },
  ) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: submit ? 'RiskAssessment/submit-answers' : 'RiskAssessment/save-answers',
        body,
      },
      LegacySavedAnswers,
    );
  }

  decide(approve: boolean, body: { AssessmentId: number; Comment: string }) {
    return this.legacy.envelope(
      { method: 'POST', path: approve ? 'RiskAssessment/approve' : 'RiskAssessment/send-back', body },
      LegacyTrue,
    );
  }

  history(assessmentId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: 'RiskAssessment/get-history', query: { AssessmentId: assessmentId } },
      LegacyHistory,
    );
  }

  addQuestionFile(questionId: number, body: SelectionBody & { FileName: string; FileText: string }) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: 'RiskAssessment/add-risk-question-files',
        query: { QuestionId: questionId },
        body,
      },
      LegacyStoredRiskFile,
    );
  }

  saveQuestionType(body: { Id: number | null; Name: string; Version: number | null }) {
    return this.legacy.envelope(
      { method: 'POST', path: 'RiskRating/add-update-question-type', body },
      writtenRecord(LegacyQuestionType),
    );
  }

  deleteQuestionType(id: number) {
    return this.legacy.envelope(
      { method: 'DELETE', path: 'RiskRating/delete-question-type', query: { Id: id } },
      LegacyTrue,
    );
  }

  deleteQuestionFile(fileId: number) {
    return this.legacy.envelope(
      { method: 'DELETE', path: 'RiskAssessment/delete-risk-question-files', query: { Id: fileId } },
      LegacyTrue,
    );
  }

  savedSearches() {
    return this.legacy.envelope(
      { method: 'GET', path: 'RiskAssessment/get-risk-searches' },
      LegacyRiskSearches,
    );
  }

  addSearch(body: { Name: string; Filter: Record<string, string> }) {
    return this.legacy.envelope(
      { method: 'POST', path: 'RiskAssessment/add-risk-search', body },
      writtenRecord(LegacyRiskSearch),
    );
  }

  deleteSearch(id: number) {
    return this.legacy.envelope(
      { method: 'DELETE', path: 'RiskAssessment/delete-risk-search', query: { Id: id } },
      LegacyTrue,
    );
  }
}
