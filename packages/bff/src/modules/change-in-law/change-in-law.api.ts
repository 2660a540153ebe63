import { z } from 'zod';
import { appError, ErrorCode } from '../../graphql/errors.js';
import type { LegacyCaller } from '../../legacy/caller.js';
import {
  LegacyChangedLaw,
  LegacyChangedLawQueue,
  LegacyRecordedChange,
  LegacyUpdatedRequirement,
} from './change-in-law.dto.js';
import { AnyResult, type Shape } from '../../legacy/shape.js';
import { LEGACY_DECISIONS, toChangedLaw, toUpdatedRequirements } from './change-in-law.mapper.js';
import type { ChangeDecision, ChangedLaw, UpdatedRequirement } from './change-in-law.type.js';
import { toChangedLawQueuePage } from './change-management.mapper.js';
import type { ChangedLawQueuePage } from './change-management.type.js';

const num = (value: string) => Number(value);

// The answers' shapes, made once.
const ChangedLawAnswer = LegacyChangedLaw.nullable();
const ChangedLawQueueAnswer = LegacyChangedLawQueue.nullable();
const UpdatedRequirements = z.array(LegacyUpdatedRequirement).nullable();

export interface ChangeKey {
  lawId: string;
  sectionId: string;
  lawDetailId: string;
  statusId: string | null;
}

export interface ChangeLine {
  changeLawId: string;
  businessLineId: string;
}

/** The change-in-law calls: details, updated requirements and their edits, the decision. */
export class ChangeInLawApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async write<T = unknown>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: Record<string, unknown>,
    result: Shape<T> = AnyResult as Shape<T>,
  ) {
    const answer = await this.legacy.envelope({ method, path, body }, result);
    return { message: answer.message ?? 'Success', result: answer.result };
  }

  async changedLaw(key: ChangeKey): Promise<ChangedLaw> {
    const { result } = await this.legacy.envelope(
      {
        method: 'GET',
        path: 'ChangeInLaw/GetChangedLawDetails',
        query: {
          lawId: key.lawId,
          sectionId: key.sectionId,
          lawDetailId: key.lawDetailId,
          statusId: key.statusId,
        },
      },
      ChangedLawAnswer,
    );
    if (!result) throw appError(ErrorCode.NOT_FOUND);
    return toChangedLaw(result);
  }

  async changedLawById(changeLawId: string): Promise<ChangedLaw> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: 'ChangeInLaw/GetChangedLawDetails', query: { changeLawId } },
      ChangedLawAnswer,
    );
    if (!result) throw appError(ErrorCode.NOT_FOUND);
    return toChangedLaw(result);
  }

  /** Change Management's work queue (ChangeInLaw/get-dashboard-regulator-list), one page. */
  async changedLawQueue(filter: {
    search: string;
    regulatorId: string | null;
    changeTypeId: string | null;
    statusId: string | null;
    page: number;
    pageSize: number;
  }): Promise<ChangedLawQueuePage> {
    const { result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'ChangeInLaw/get-dashboard-regulator-list',
        body: {
          search: filter.search,
          regulatorId: filter.regulatorId === null ? null : num(filter.regulatorId),
          changeTypeId: filter.changeTypeId === null ? null : num(filter.changeTypeId),
          statusId: filter.statusId === null ? null : num(filter.statusId),
          pageNumber: filter.page,
          pageSize: filter.pageSize,
        },
      },
      ChangedLawQueueAnswer,
    );
    return toChangedLawQueuePage(result);
  }

  async updatedRequirements(line: ChangeLine): Promise<UpdatedRequirement[]> {
    const { result } = await this.legacy.envelope(
      {
        method: 'GET',
        path: 'ChangeInLawRequirement/GetChangeRequirements',
        query: { changeLawId: line.changeLawId, businessLineId: line.businessLineId },
      },
      UpdatedRequirements,
    );
    return toUpdatedRequirements(result);
  }

  async decide(
    line: ChangeLine,
    decision: ChangeDecision,
    note: { comment?: string; companyPolicy?: string },
  ) {
    return (
      await this.write('POST', 'ChangeInLaw/accept-law', {
        changeLawId: num(line.changeLawId),
        businessLineId: num(line.businessLineId),
        decision: LEGACY_DECISIONS[decision],
        ...note,
      })
    ).message;
  }

  async addRequirement(
    line: ChangeLine,
    requirement: { requirementTypeId: number; requirement: string; requirementNumber: string | null },
  ): Promise<string> {
    return (
      await this.write('POST', 'ChangeInLawRequirement/AddNewRequirement', {
        changeLawId: num(line.changeLawId),
        businessLineId: num(line.businessLineId),
        ...requirement,
      })
    ).message;
  }

  async editRequirement(id: string, requirementTypeId: number, requirement: string): Promise<string> {
    return (
      await this.write('PUT', 'ChangeInLawRequirement/EditLawRequirement', {
        id: num(id),
        requirementTypeId,
        requirement,
      })
    ).message;
  }

  async renumberRequirement(id: string, newRequirementNumber: string): Promise<string> {
    return (
      await this.write('PUT', 'ChangeInLawRequirement/UpdateRequirementNumber', {
        id: num(id),
        newRequirementNumber,
      })
    ).message;
  }

  async undoRequirement(id: string): Promise<string> {
    return (await this.write('PUT', 'ChangeInLawRequirement/UndoLawRequirement', { id: num(id) })).message;
  }

  /** DELETE with a body, as the legacy contract has it; UserId goes in the secret too, as for every DELETE. */
  async deleteRequirement(id: string): Promise<string> {
    const { message } = await this.legacy.envelope(
      {
        method: 'DELETE',
        path: 'ChangeInLawRequirement/DeleteLawRequirement',
        query: {},
        body: { id: num(id) },
      },
      AnyResult,
    );
    return message ?? 'Success';
  }

  async saveRequirements(line: ChangeLine, submit: boolean): Promise<string> {
    return (
      await this.write('PUT', 'ChangeInLawRequirement/SaveOrSubmitLawRequirement', {
        changeLawId: num(line.changeLawId),
        businessLineId: num(line.businessLineId),
        isSubmitted: submit,
      })
    ).message;
  }

  async recordChange(change: {
    sectionId: string;
    changeTypeId: string;
    statusId: string;
    summary: string;
    effectiveDate: string | null;
    newText: string | null;
  }): Promise<{ message: string; changeLawId: string }> {
    // The recorded change comes back with its id: an answer without it is no success (UPSTREAM_ERROR).
    const { message, result } = await this.write(
      'POST',
      'ChangeInLaw/PostChangeLaw',
      {
        sectionId: num(change.sectionId),
        changeTypeId: num(change.changeTypeId),
        statusId: num(change.statusId),
        summary: change.summary,
        effectiveDate: change.effectiveDate,
        newText: change.newText,
      },
      LegacyRecordedChange,
    );
    return { message, changeLawId: String(result.changeLawId) };
  }
}
