import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import {
  LegacyQuickSearchRequirement,
  LegacyRequirement,
  LegacyRequirementType,
  LegacyWorkflowState,
} from './requirements.dto.js';
import { AnyResult, writtenRecord } from '../../legacy/shape.js';

// The answers' shapes, made once. A null list is empty; a write answers the requirement it wrote, or false.
const Requirements = z.array(LegacyRequirement).nullable();
const QuickSearchRequirements = z.array(LegacyQuickSearchRequirement).nullable();
const RequirementTypes = z.array(LegacyRequirementType).nullable();
const WorkflowStates = z.array(LegacyWorkflowState).nullable();
const WrittenRequirement = z.union([LegacyRequirement, z.literal(false)]);

/** Ids as the catalogue takes them in a JSON body: numbers. */
const num = (value: string) => Number(value);

export interface SectionKey {
  sectionId: string;
  businessLineId: string;
}

export interface LawSectionRef {
  sectionId: string;
  subSectionId?: string | null;
}

export interface NewRequirement {
  requirementTypeId: number;
  requirement: string;
  requirementNumber: string | null;
  lawSections: readonly LawSectionRef[];
  lawText: string;
  isApplicable: boolean | null;
}

const requirementSection = (refs: readonly LawSectionRef[]) =>
  refs
    .filter((ref) => ref.subSectionId)
    .map((ref) => ({ sectionId: num(ref.sectionId), subSectionId: num(ref.subSectionId!) }));

const applicable = (value: boolean | null | undefined) =>
  value === null || value === undefined ? undefined : value ? 1 : 0;

/**
 * The legal workflow's legacy calls (docs/legacy-api.md, "Legal workflow"): law requirements, accept law, the
 * dashboard list and legal approval. Answers come back in the catalogue's shapes; the mapper turns them.
 */
export class RequirementsApi {
  constructor(private readonly legacy: LegacyCaller) {}

  async requirements(key: SectionKey): Promise<LegacyRequirement[]> {
    const { result } = await this.legacy.envelope(
      {
        method: 'GET',
        path: 'LawRequirement/get-law-requirement',
        query: { section_id: key.sectionId, business_line_id: key.businessLineId },
      },
      Requirements,
    );
    return result ?? [];
  }

  async quickSearch(key: SectionKey): Promise<LegacyQuickSearchRequirement[]> {
    const { result } = await this.legacy.envelope(
      {
        method: 'GET',
        path: 'LawRequirement/get-quick-search-requirement',
        query: { section_id: key.sectionId, business_line_id: key.businessLineId },
      },
      QuickSearchRequirements,
    );
    return result ?? [];
  }

  async requirementTypes(): Promise<LegacyRequirementType[]> {
    const { result } = await this.legacy.envelope(
      {
        method: 'GET',
        path: 'LawRequirement/get-legal-RequirementType',
      },
      RequirementTypes,
    );
    return result ?? [];
  }

  async dashboard(): Promise<LegacyWorkflowState[]> {
    const { result } = await this.legacy.envelope(
      {
        method: 'GET',
        path: 'LegalModule/get-dashboard-list',
      },
      WorkflowStates,
    );
    return result ?? [];
  }

  async workflow(key: SectionKey): Promise<LegacyWorkflowState> {
    const { result } = await this.legacy.envelope(
      {
        method: 'GET',
        path: 'LegalModule/get-law-workflow',
        query: { sectionId: key.sectionId, businessLineId: key.businessLineId },
      },
      LegacyWorkflowState,
    );
    return result;
  }

  /** Add (define) or save-accept (the approver's accept mode, flag 4); false is the legacy's falsy answer. */
  async add(key: SectionKey, input: NewRequirement, accept: boolean): Promise<LegacyRequirement | false> {
    const { result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: accept ? 'AcceptLaw/save-accept-requirement' : 'LawRequirement/add-law-requirement',
        body: {
          sectionId: num(key.sectionId),
          businessLineId: num(key.businessLineId),
          requirementTypeId: input.requirementTypeId,
          requirement: input.requirement,
          requirementNumber: input.requirementNumber ?? '',
          requirementSection: requirementSection(input.lawSections),
          lawText: input.lawText,
          IsApplicable: applicable(input.isApplicable),
          flag: accept ? 4 : undefined,
        },
      },
      writtenRecord(WrittenRequirement),
    );
    return result;
  }

  /** Update (define) or update-accept (flag 3), at the version the caller loaded. */
  async update(
    id: string,
    version: number,
    change: {
      requirementTypeId?: number | null;
      requirement?: string | null;
      lawSections?: readonly LawSectionRef[] | null;
      isApplicable?: boolean | null;
    },
    accept: boolean,
  ): Promise<LegacyRequirement | false> {
    const { result } = await this.legacy.envelope(
      {
        method: 'PUT',
        path: accept ? 'AcceptLaw/update-accept-requirement' : 'LawRequirement/update-law-requirement',
        query: { Id: id },
        body: {
          Id: num(id),
          Version: version,
          requirementTypeId: change.requirementTypeId ?? undefined,
          requirement: change.requirement ?? undefined,
          requirementSection: change.lawSections ? requirementSection(change.lawSections) : undefined,
          IsApplicable: applicable(change.isApplicable),
          flag: accept ? 3 : undefined,
        },
      },
      writtenRecord(WrittenRequirement),
    );
    return result;
  }

  async delete(id: string): Promise<string | null> {
    const { message } = await this.legacy.envelope(
      {
        method: 'DELETE',
        path: 'LawRequirement/delete-law-requirement',
        query: { Id: id },
      },
      AnyResult,
    );
    return message;
  }

  async deleteAndRenumber(
    key: SectionKey,
    ids: readonly string[],
  ): Promise<{ message: string | null; rows: LegacyRequirement[] }> {
    const { message, result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'LawRequirement/delete-renumber-requirements',
        body: {
          sectionId: num(key.sectionId),
          businessLineId: num(key.businessLineId),
          RequirementIds: ids.map(num),
        },
      },
      Requirements,
    );
    return { message, rows: result ?? [] };
  }

  /** Save draft: a list body, one row per requirement (the client adds UserId to each). */
  async saveDraft(key: SectionKey, requirementNumbers: readonly string[]): Promise<string | null> {
    const { message } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'LawRequirement/save-draft-requirements',
        body: requirementNumbers.map((number) => ({
          SectionId: num(key.sectionId),
          BusinessLineId: num(key.businessLineId),
          RequirementNumber: number,
          isSubmitted: false,
        })),
      },
      AnyResult,
    );
    return message;
  }

  async acceptLaw(body: {
    sections: readonly SectionKey[];
    flag: 1 | 2;
    edits: readonly { id: string; requirement: string }[];
    additions: readonly (NewRequirement & { sectionId: string; businessLineId: string })[];
    lawInventoryId: string | null;
  }): Promise<string | null> {
    const { message } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'AcceptLaw/accept-law',
        body: {
          sections: body.sections.map((key) => ({
            sectionId: num(key.sectionId),
            businessLineId: num(key.businessLineId),
          })),
          flag: body.flag,
          requirements: body.edits.map((edit) => ({ id: num(edit.id), requirement: edit.requirement })),
          lawInventoryId: body.lawInventoryId ? num(body.lawInventoryId) : null,
          addRequirements: body.additions.map((addition) => ({
            requirementTypeId: addition.requirementTypeId,
            sectionId: num(addition.sectionId),
            businessLineId: num(addition.businessLineId),
            requirement: addition.requirement,
            lawText: addition.lawText,
            requirementNumberGroup: '',
            requirementNumber: addition.requirementNumber ?? '',
            requirementSection: requirementSection(addition.lawSections),
          })),
        },
      },
      AnyResult,
    );
    return message;
  }

  async approve(key: SectionKey): Promise<string | null> {
    const { message } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'LegalApproval/approve-law',
        body: { sectionId: num(key.sectionId), businessLineId: num(key.businessLineId) },
      },
      AnyResult,
    );
    return message;
  }

  async sendBack(key: SectionKey, comment: string): Promise<string | null> {
    const { message } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'LegalApproval/send-back-law',
        body: { sectionId: num(key.sectionId), businessLineId: num(key.businessLineId), comment },
      },
      AnyResult,
    );
    return message;
  }

  async clearSendBackComment(key: SectionKey): Promise<string | null> {
    const { message } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'LegalApproval/Clear-SendBack-Comment',
        body: { sectionId: num(key.sectionId), businessLineId: num(key.businessLineId) },
      },
      AnyResult,
    );
    return message;
  }
}
