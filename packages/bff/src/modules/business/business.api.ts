import type { LegacyCaller } from '../../legacy/caller.js';
import { LegacyFileShape, type LegacyFile } from '../../legacy/client.js';
import {
  LegacyAssessedArtifact,
  LegacyAssessment,
  LegacyAssessmentCopy,
  LegacyBusinessDashboard,
  LegacyBusinessLaws,
  LegacyDeletedCount,
  LegacyDone,
  LegacyGapRequirements,
  LegacyLawRequirements,
  LegacyMappingScreen,
  LegacyNotApplicableGrid,
  LegacyProcesses,
  LegacyStoredFile,
  LegacyToggle,
} from './business.dto.js';

/** The dashboard filter as the catalogue names it. */
export interface BusinessFilterBody {
  law_process_id?: number;
  business_line_id?: number;
  regulators?: number[];
  status_id?: number;
  business_user_id?: number;
  azimuthDashboard?: boolean;
}

/** The business module's legacy calls; every answer checked against its shape. */
export class BusinessApi {
  constructor(private readonly legacy: LegacyCaller) {}

  dashboard(filter: BusinessFilterBody) {
    return this.legacy.envelope(
      { method: 'POST', path: 'BusinessDashboard/get-business-dashboard', body: filter },
      LegacyBusinessDashboard,
    );
  }

  list(filter: BusinessFilterBody) {
    return this.legacy.envelope(
      { method: 'POST', path: 'BusinessDashboard/get-business-list', body: filter },
      LegacyBusinessLaws,
    );
  }

  toggle() {
    return this.legacy.envelope(
      { method: 'GET', path: 'BusinessDashboard/get-toggle-selection' },
      LegacyToggle,
    );
  }

  updateToggle(value: boolean) {
    return this.legacy.envelope(
      { method: 'PUT', path: 'BusinessDashboard/update-toggle', body: { IsAzimuthDashboard: value } },
      LegacyToggle,
    );
  }

  lawRequirements(businessLawId: number) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: 'business-validation/get-law-requirements',
        query: { BusinessLawId: businessLawId },
      },
      LegacyLawRequirements,
    );
  }

  mappedAndRecommendedProcesses(businessLawId: number) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: 'law-not-applicable/get-mapped-and-recommended-process',
        query: { BusinessLawId: businessLawId },
      },
      LegacyProcesses,
    );
  }

  mappingScreen(businessLawId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: 'map-artifact/get-requirement', query: { BusinessLawId: businessLawId } },
      LegacyMappingScreen,
    );
  }

  assessment(businessLawId: number) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: 'assessment/get-artifact-requirements',
        query: { BusinessLawId: businessLawId },
      },
      LegacyAssessment,
    );
  }

  /**
   * The same answer as get-artifact-requirements (the catalogue lists the two as alternatives): the law, the
   * questionnaire and every requirement with its artifacts' answers and files.
   */
  assessmentRequirements(businessLawId: number) {
    return this.legacy.envelope(
      { method: 'GET', path: 'assessment/get-requirements', query: { BusinessLawId: businessLawId } },
      LegacyAssessment,
    );
  }

  /** One artifact mapped to one requirement, with its answers and files. */
  assessedArtifact(ref: { BusinessLawId: number; RequirementId: number; ArtifactId: number }) {
    return this.legacy.envelope(
      { method: 'GET', path: 'assessment/get-assessed-artifact', query: ref },
      LegacyAssessedArtifact,
    );
  }

  /** The latest answers given for an artifact in the user's other laws of the line, per question. */
  assessmentCopy(businessLawId: number, artifactId: number) {
    return this.legacy.envelope(
      {
        method: 'GET',
        path: 'assessment/get-assessment-copy',
        query: { BusinessLawId: businessLawId, ArtifactId: artifactId },
      },
      LegacyAssessmentCopy,
    );
  }

  gaps(businessLineId: number | null) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: 'gaps/get-gap-requirements',
        body: businessLineId ? { business_line_id: businessLineId } : {},
      },
      LegacyGapRequirements,
    );
  }

  notApplicableGrid(body: {
    pageNumber: number;
    businessLineId?: number;
    regulators?: number[];
    lawProcessId?: number;
  }) {
    return this.legacy.envelope(
      { method: 'POST', path: 'law-not-applicable/get-law-not-applicable-grid', body },
      LegacyNotApplicableGrid,
    );
  }

  notApproved() {
    return this.legacy.envelope(
      { method: 'GET', path: 'law-not-applicable/not-approved' },
      LegacyBusinessLaws,
    );
  }

  /** A write answering `Result: true` with its message. */
  write(
    method: 'POST' | 'DELETE',
    path: string,
    payload: Record<string, string | number | boolean | unknown>,
  ) {
    return this.legacy.envelope(
      method === 'DELETE'
        ? { method, path, query: payload as Record<string, string | number> }
        : { method, path, body: payload },
      LegacyDone,
    );
  }

  deleteDecommissioned(businessLawId: number) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: 'map-artifact/delete-decom-requirements',
        body: { BusinessLawId: businessLawId },
      },
      LegacyDeletedCount,
    );
  }

  addQuestionFile(
    questionId: number,
    body: {
      BusinessLawId: number;
      RequirementId: number;
      ArtifactId: number;
      FileName: string;
      FileText: string;
    },
  ) {
    return this.legacy.envelope(
      {
        method: 'POST',
        path: 'assessment/add-artifact-question-files',
        query: { QuestionId: questionId },
        body,
      },
      LegacyStoredFile,
    );
  }

  downloadQuestionFile(fileId: number): Promise<LegacyFile> {
    return this.legacy.send(
      {
        method: 'GET',
        path: 'assessment/download-artifact-question-files',
        query: { Id: fileId },
        responseType: 'binary',
      },
      LegacyFileShape,
    );
  }
}
