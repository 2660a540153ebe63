import type { LegacyCaller } from '../../legacy/caller.js';
import {
  LegacyActionPlan,
  LegacyActionPlans,
  LegacyAnswered,
  LegacyFlag,
  LegacyGaps,
  LegacyHeaders,
  LegacyNamed,
  LegacyNamedList,
  LegacyQuestion,
  LegacyQuestions,
  LegacyStoredFile,
  LegacySubmitted,
} from './gaps.dto.js';
import type { QuestionSetPrefix } from './gaps.enums.js';
import { writtenRecord } from '../../legacy/shape.js';

/** Which of the three task lists. */
export type GapsListPath = 'task-type' | 'task-status' | 'task-evidence';

/** The requirement and company process an answer set or an action plan belongs to, as the catalogue names them. */
export interface GapKey {
  LawId: number;
  SectionId: number;
  LawRequirementId: number;
  MstCompanyProcessId: number;
}

/**
 * The legacy calls of one question set: gaps and updates (api/GapsAndUpdates/...) or client change management's
 * near-identical set (api/ClientChangeManagement/...); every answer checked against its shape.
 */
export class GapsApi {
  private readonly P: QuestionSetPrefix;
  private readonly moduleTypeId: number;

  constructor(
    private readonly legacy: LegacyCaller,
    prefix: QuestionSetPrefix = 'GapsAndUpdates',
  ) {
    this.P = prefix;
    this.moduleTypeId = prefix === 'GapsAndUpdates' ? 1 : 2;
  }

  /** The gaps of the user's lines and client (`clientId`: the client provider staff look at; null every client's). */
  gaps(businessLineId: number | null, clientId: string | null = null) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: `${this.P}/get-gaps`,
        query: {
          ...(businessLineId ? { business_line_id: businessLineId } : {}),
          ...(clientId ? { clientId } : {}),
        },
      },
      LegacyGaps,
    );
  }

  list(path: GapsListPath) {
    return this.legacy.envelope({ method: 'GET', path: `${this.P}/get-${path}` }, LegacyNamedList);
  }

  questionTypes() {
    return this.legacy.envelope({ method: 'GET', path: `${this.P}/get-question-type` }, LegacyNamedList);
  }

  saveListEntry(path: GapsListPath, id: number | null, name: string) {
    return id
      ? this.legacy.envelope(
          { method: 'PUT', path: `${this.P}/update-${path}`, body: { Id: id, Name: name } },
          writtenRecord(LegacyNamed),
        )
      : this.legacy.envelope(
          { method: 'POST', path: `${this.P}/add-${path}`, body: { Name: name } },
          writtenRecord(LegacyNamed),
        );
  }

  deleteListEntry(path: GapsListPath, id: number) {
    return this.legacy.envelope(
      { method: 'DELETE', path: `${this.P}/delete-${path}`, query: { Id: id } },
      LegacyFlag,
    );
  }

  headers(businessLineId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: `${this.P}/get-questions-header`, query: { business_line_id: businessLineId } },
      LegacyHeaders,
    );
  }

  saveHeaders(rows: { Id: number | null; Header: string; BusinessLineId: number }[]) {
    return this.legacy.envelope(
      { method: 'PUT', path: `${this.P}/update-question-header`, body: rows },
      writtenRecord(LegacyHeaders),
    );
  }

  deleteHeader(id: number) {
    return this.legacy.envelope(
      { method: 'DELETE', path: `${this.P}/delete-question-header`, query: { Id: id } },
      LegacyFlag,
    );
  }

  questions(businessLineId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: `${this.P}/get-questions`, query: { business_line_id: businessLineId } },
      LegacyQuestions,
    );
  }

  subQuestions(questionId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: `${this.P}/get-sub-questions`, query: { QuestionId: questionId } },
      LegacyQuestions,
    );
  }

  userQuestions(businessLineId: number, activeOnly: boolean) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: `${this.P}/get-user-questions`,
        query: { business_line_id: businessLineId, active: activeOnly ? 'true' : 'false' },
      },
      LegacyQuestions,
    );
  }

  addQuestion(body: Record<string, unknown>) {
    return this.legacy.envelope(
      { method: 'POST', path: `${this.P}/add-sub-questions`, body },
      writtenRecord(LegacyQuestion),
    );
  }

  updateQuestion(sub: boolean, body: Record<string, unknown>) {
    return this.legacy.envelope(
      { method: 'PUT', path: `${this.P}/${sub ? 'update-sub-question' : 'update-question'}`, body },
      writtenRecord(LegacyQuestion),
    );
  }

  deleteQuestion(id: number) {
    return this.legacy.envelope(
      { method: 'DELETE', path: `${this.P}/delete-question`, query: { Id: id } },
      LegacyFlag,
    );
  }

  answered(key: GapKey) {
    return this.legacy.envelope(
      { method: 'GET', path: `${this.P}/get-answered-question`, query: { ...key } },
      LegacyAnswered,
    );
  }

  submitAnswers(key: GapKey, answers: { QuestionId: number; Answer: string }[], submit: boolean) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: `${this.P}/submit-question-answer`,
        body: { ...key, IsSubmit: submit, Answers: answers },
      },
      LegacySubmitted,
    );
  }

  actionPlans(key: GapKey) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: `${this.P}/get-action-plan-tracker`,
        query: { ...key, ModuleTypeId: this.moduleTypeId },
      },
      LegacyActionPlans,
    );
  }

  saveActionPlan(id: number | null, body: Record<string, unknown>) {
    return id
      ? this.legacy.envelope(
          { method: 'PUT', path: `${this.P}/update-action-plan-tracker`, body: { ...body, Id: id } },
          writtenRecord(LegacyActionPlan),
        )
      : this.legacy.envelope(
          {
            method: 'POST',
            path: `${this.P}/add-action-plan-tracker`,
            body: { ...body, ModuleTypeId: this.moduleTypeId },
          },
          writtenRecord(LegacyActionPlan),
        );
  }

  deleteActionPlan(id: number) {
    return this.legacy.envelope(
      { method: 'DELETE', path: `${this.P}/delete-action-plan-tracker`, query: { Id: id } },
      LegacyFlag,
    );
  }

  addQuestionFile(questionId: number, key: GapKey, fileName: string, content: Buffer) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: `${this.P}/add-action-question-files`,
        query: { QuestionId: questionId },
        body: { ...key, FileName: fileName, FileText: content.toString('base64') },
      },
      LegacyStoredFile,
    );
  }

  addStepFile(actionPlanId: number, fileName: string, content: Buffer) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: `${this.P}/add-action-plan-step-files`,
        query: { ActionPlanId: actionPlanId },
        body: { FileName: fileName, FileText: content.toString('base64') },
      },
      LegacyStoredFile,
    );
  }

  deleteFile(kind: 'question' | 'step', id: number) {
    return this.legacy.envelope(
      {
        method: 'DELETE',
        path: `${this.P}/${kind === 'question' ? 'delete-action-question-files' : 'delete-action-plan-step-files'}`,
        query: { Id: id },
      },
      LegacyFlag,
    );
  }
}

/** Where a set's files download from (through a ticket). */
export function gapsDownloadPath(prefix: QuestionSetPrefix, kind: 'question' | 'step'): string {
  return `${prefix}/${kind === 'question' ? 'download-action-question-files' : 'download-action-plan-step-files'}`;
}
