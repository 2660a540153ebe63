import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { AnyResult, writtenRecord } from '../../legacy/shape.js';
import type { DeleteAnswer } from './administration.api.js';
import {
  LegacyArtifact,
  LegacyArtifactType,
  LegacyAssignmentOptions,
  LegacyEmployeeAssignments,
  LegacyEmployeeRoleUpload,
  LegacyQuestion,
} from './administration.dto.js';
import type { QuestionListKind } from './administration.enums.js';
import type {
  Artifact,
  ArtifactType,
  AssignmentOptions,
  EmployeeAssignments,
  MaintenanceQuestion,
} from './admin-maintenance.type.js';

const MAINTENANCE = 'api/Maintenance';
const USERS = 'api/UserMaintenance';
export const EMPLOYEE_ROLE_TEMPLATE_PATH = `${USERS}/employee-role-template`;

const idOf = (value: number | null): string | null => (value === null ? null : String(value));

export const toArtifactType = (row: LegacyArtifactType): ArtifactType => ({ ...row, id: String(row.id) });
export const toArtifact = (row: LegacyArtifact): Artifact => ({
  ...row,
  id: String(row.id),
  businessLineId: String(row.businessLineId),
});
export const toQuestion = (row: LegacyQuestion): MaintenanceQuestion => ({
  ...row,
  id: String(row.id),
  list: row.list as QuestionListKind,
  businessLineId: idOf(row.businessLineId),
});
const toAssignments = (row: LegacyEmployeeAssignments): EmployeeAssignments => ({
  employeeId: String(row.employeeId),
  businessLineIds: row.businessLineIds.map(String),
  categoryIds: row.categoryIds.map(String),
  companyProcessIds: row.companyProcessIds.map(String),
});

/** Artifacts, question lists, employee assignments and the employee-to-role upload (api/Maintenance, api/UserMaintenance). */
export class AdminMaintenanceApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async remove(path: string, query: Record<string, string | number>): Promise<DeleteAnswer> {
    const { message, result } = await this.legacy.envelope({ method: 'DELETE', path, query }, AnyResult);
    return { deleted: result === true, message: message ?? 'Success' };
  }

  async artifactTypes(): Promise<ArtifactType[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${MAINTENANCE}/get-artifact-type-list` },
      z.array(LegacyArtifactType).nullable(),
    );
    return (result ?? []).map(toArtifactType);
  }

  async saveArtifactType(body: { id: number | null; name: string; description?: string }) {
    const { result, message } = await this.legacy.envelope(
      body.id === null
        ? {
            method: 'POST',
            path: `${MAINTENANCE}/add-artifact-type`,
            body: { name: body.name, description: body.description ?? '' },
          }
        : { method: 'PUT', path: `${MAINTENANCE}/update-artifact-type`, body },
      writtenRecord(LegacyArtifactType),
    );
    return { artifactType: toArtifactType(result), message: message ?? 'Success' };
  }

  deleteArtifactType(id: number): Promise<DeleteAnswer> {
    return this.remove(`${MAINTENANCE}/delete-artifact-type`, { Id: id });
  }

  async artifacts(): Promise<Artifact[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${MAINTENANCE}/get-artifact-list` },
      z.array(LegacyArtifact).nullable(),
    );
    return (result ?? []).map(toArtifact);
  }

  async saveArtifact(id: number | null, body: Record<string, unknown>) {
    const { result, message } = await this.legacy.envelope(
      id === null
        ? { method: 'POST', path: `${MAINTENANCE}/add-artifact`, body }
        : { method: 'PUT', path: `${MAINTENANCE}/update-artifact`, body: { ...body, id } },
      writtenRecord(LegacyArtifact),
    );
    return { artifact: toArtifact(result), message: message ?? 'Success' };
  }

  deleteArtifact(id: number): Promise<DeleteAnswer> {
    return this.remove(`${MAINTENANCE}/delete-artifact`, { Id: id });
  }

  async questions(list: QuestionListKind): Promise<MaintenanceQuestion[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${MAINTENANCE}/get-question-list`, query: { list } },
      z.array(LegacyQuestion).nullable(),
    );
    return (result ?? []).map(toQuestion);
  }

  async saveQuestion(id: number | null, body: Record<string, unknown>) {
    const { result, message } = await this.legacy.envelope(
      id === null
        ? { method: 'POST', path: `${MAINTENANCE}/add-question`, body }
        : { method: 'PUT', path: `${MAINTENANCE}/update-question`, body: { ...body, id } },
      writtenRecord(LegacyQuestion),
    );
    return { question: toQuestion(result), message: message ?? 'Success' };
  }

  deleteQuestion(list: QuestionListKind, id: number): Promise<DeleteAnswer> {
    return this.remove(`${MAINTENANCE}/delete-question`, { list, Id: id });
  }

  async assignmentOptions(): Promise<AssignmentOptions> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${USERS}/get-assignment-options` },
      LegacyAssignmentOptions,
    );
    const option = (row: { id: number; name: string; businessLineId?: number }) => ({
      id: String(row.id),
      name: row.name,
      businessLineId: row.businessLineId === undefined ? null : String(row.businessLineId),
    });
    return {
      businessLines: result.businessLines.map(option),
      categories: result.categories.map(option),
      companyProcesses: result.companyProcesses.map(option),
    };
  }

  async employeeAssignments(employeeId: number): Promise<EmployeeAssignments> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${USERS}/get-employee-assignments`, query: { Id: employeeId } },
      LegacyEmployeeAssignments,
    );
    return toAssignments(result);
  }

  async saveEmployeeAssignments(body: {
    employeeId: number;
    businessLineIds: number[];
    categoryIds: number[];
    companyProcessIds: number[];
  }) {
    const { result, message } = await this.legacy.envelope(
      { method: 'POST', path: `${USERS}/submit-employee-assignments`, body },
      writtenRecord(LegacyEmployeeAssignments),
    );
    return { assignments: toAssignments(result), message: message ?? 'Success' };
  }

  /** Sends the workbook (base64, as the catalogue's uploads take files) and answers what the catalogue read. */
  async uploadEmployeeRoles(fileName: string, content: Buffer) {
    const { result, message } = await this.legacy.envelope(
      {
        method: 'POST',
        path: `${USERS}/upload-employee-role`,
        body: { fileName, fileText: content.toString('base64') },
      },
      LegacyEmployeeRoleUpload,
    );
    return { upload: result, message: message ?? 'Success' };
  }
}
