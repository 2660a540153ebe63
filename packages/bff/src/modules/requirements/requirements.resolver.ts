import {
  REQUIREMENT_MESSAGES,
  validateIdList,
  validateIds,
  validateRequirementAmong,
  validateRequirementDraft,
  validateSendBackComment,
  workflowRefusal,
  type WorkflowAction,
} from '@lexbridge/rules';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { appError, badUserInput, ErrorCode } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { requireOtherDecider } from '../../graphql/ownership.js';
import type { SectionKey } from './requirements.api.js';
import {
  AcceptLawRequirementsInput,
  CreateRequirementInput,
  DeleteRequirementsInput,
  SaveRequirementDraftInput,
  SectionWorkflowInput,
  SendBackLawSectionInput,
  SetRequirementsApplicableInput,
  UpdateRequirementInput,
  MAX_IDS,
  sectionKey,
  lawSections,
} from './requirements.input.js';
import { forgetSection } from './requirements.loaders.js';
import { toLegalDashboard, toRequirement } from './requirements.mapper.js';
import {
  WorkflowEvent,
  WorkflowLaw,
  type LawWorkflow,
  LawWorkflowPayload,
  LegalDashboard,
  QuickSearchRequirement,
  Requirement,
  RequirementPayload,
  RequirementsPayload,
  RequirementTypeOption,
} from './requirements.type.js';

/** The screens these operations serve (the menu's legal workflow routes). */
export const LEGAL_DASHBOARD_ROUTE = '/legal-module/legal-dashboard';
export const DEFINE_REQUIREMENTS_ROUTE = '/legal-module/defineBusinessRequirements';
export const APPROVE_REQUIREMENTS_ROUTE = '/legal-module/approveBusinessRequirements';

/**
 * The workflow rule of packages/rules for this law and user: a mutation on a law in the wrong state (or by the
 * wrong user) is refused before the catalogue is asked, as BAD_USER_INPUT on sectionId with the reason.
 */
async function gate(context: GraphQLContext, key: SectionKey, action: WorkflowAction): Promise<LawWorkflow> {
  const law = await context.loaders.requirements.workflow.load(key);
  const refusal = workflowRefusal(action, {
    tabIndex: law.tabIndex,
    status: law.status,
    isLawyer: law.isLawyer,
    isApprover: law.isApprover,
  });
  if (refusal) throw badUserInput({ sectionId: refusal });
  // Separation of duties: whoever submitted the requirements never approves them or sends them back.
  if (action === 'approve' || action === 'sendBack') requireOtherDecider(context, law.submittedById);
  return law;
}

/** The approver edits in accept mode (legacy flags 3 and 4); the lawyer defines. */
const acceptMode = (law: LawWorkflow) => law.isApprover && !law.isLawyer;
const requirementAction = (law: LawWorkflow): WorkflowAction =>
  acceptMode(law) ? 'acceptRequirements' : 'defineRequirements';

async function lawAfter(
  context: GraphQLContext,
  key: SectionKey,
  message: string | null,
  fallback: string,
): Promise<LawWorkflowPayload> {
  forgetSection(context.loaders.requirements, key);
  return {
    law: await context.loaders.requirements.workflow.load(key),
    message: message && message !== 'Success' ? message : fallback,
  };
}

/**
 * The legal workflow: the dashboard, a section's requirements,
 * their define / accept edits, save draft, submit, approve and send back. Reads need a signed-in user with the
 * business line assigned; writes need edit permission on their screen (@ServesRoute) and the law in the right state
 * for this user (packages/rules workflowRefusal).
 */
@Resolver(() => WorkflowLaw)
export class RequirementsResolver {
  @FieldResolver(() => [WorkflowEvent], {
    description:
      'Everything done to the law in the workflow, oldest first (one catalogue call per law asked).',
  })
  async history(@Root() law: WorkflowLaw, @Ctx() context: GraphQLContext): Promise<WorkflowEvent[]> {
    const known = (law as Partial<LawWorkflow>).history;
    if (known) return known;
    return (
      await context.loaders.requirements.workflow.load({
        sectionId: law.sectionId,
        businessLineId: law.businessLineId,
      })
    ).history;
  }

  @Query(() => LegalDashboard, {
    description:
      "The legal dashboard: the signed-in lawyer's laws by workflow step with Pending, Draft, Completed and Total " +
      'counts. Users who may not edit there (read-only roles) see the laws of their business lines.',
  })
  @ServesRoute(LEGAL_DASHBOARD_ROUTE)
  async legalDashboard(@Ctx() context: GraphQLContext): Promise<LegalDashboard> {
    return toLegalDashboard(await context.apis.requirements.dashboard());
  }

  @Query(() => WorkflowLaw, {
    description:
      "One law's workflow state and history for a business line. NOT_FOUND when it is not in the workflow.",
  })
  async lawWorkflow(
    @Arg('input', () => SectionWorkflowInput) input: SectionWorkflowInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawWorkflow> {
    requirePrincipal(context);
    return context.loaders.requirements.workflow.load(sectionKey(input));
  }

  @Query(() => [Requirement], {
    description:
      "A section's business requirements for a business line, in number order: the requirements grid of the define, " +
      "accept and approve screens and the law detail view. FORBIDDEN for a business line that is not the user's.",
  })
  async requirementsForSection(
    @Arg('input', () => SectionWorkflowInput) input: SectionWorkflowInput,
    @Ctx() context: GraphQLContext,
  ): Promise<Requirement[]> {
    requirePrincipal(context);
    return context.loaders.requirements.requirements.load(sectionKey(input));
  }

  @Query(() => [QuickSearchRequirement], {
    description:
      "The quick-search requirements table: each requirement with the section's process, product, category and institution-type lists.",
  })
  async quickSearchRequirements(
    @Arg('input', () => SectionWorkflowInput) input: SectionWorkflowInput,
    @Ctx() context: GraphQLContext,
  ): Promise<QuickSearchRequirement[]> {
    requirePrincipal(context);
    return context.loaders.requirements.quickSearch.load(sectionKey(input));
  }

  @Query(() => [RequirementTypeOption], {
    description: 'The requirement types: 1 header, 2 define requirement.',
  })
  async requirementTypes(@Ctx() context: GraphQLContext): Promise<RequirementTypeOption[]> {
    requirePrincipal(context);
    return context.loaders.requirements.requirementTypes.load('all');
  }

  @Mutation(() => RequirementPayload, {
    description:
      "Create Requirement. BAD_USER_INPUT: 'Please Select the laws first' (lawSections), 'Please select a Requirement " +
      "Type', the text rules, 'Cannot add multiple headers or to already defined requirement.', 'Requirement already " +
      "exists', 'Only One requirement can be added with Header Requirement' (the catalogue's falsy answer), or the " +
      "workflow refusal on sectionId. Message: 'New Requirement Added'.",
  })
  @ServesRoute(DEFINE_REQUIREMENTS_ROUTE, { edit: true })
  async createRequirement(
    @Arg('input', () => CreateRequirementInput) input: CreateRequirementInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RequirementPayload> {
    const key = sectionKey(input);
    const sections = lawSections('lawSections', input.lawSections);
    if (sections.length === 0) throw badUserInput({ lawSections: REQUIREMENT_MESSAGES.selectLawsFirst });
    check(
      validateRequirementDraft({
        requirementTypeId: input.requirementTypeId,
        requirement: input.requirement,
      }),
    );
    const law = await context.loaders.requirements.workflow.load(key);
    await gate(context, key, requirementAction(law));
    const existing = await context.loaders.requirements.requirements.load(key);
    check(
      validateRequirementAmong(
        {
          requirementTypeId: input.requirementTypeId,
          requirement: input.requirement,
          requirementNumber: input.requirementNumber,
        },
        existing.map((row) => ({
          id: row.id,
          requirementTypeId: row.requirementTypeId,
          requirement: row.requirement,
          requirementNumber: row.requirementNumber,
        })),
      ),
    );
    const saved = await context.apis.requirements.add(
      key,
      {
        requirementTypeId: input.requirementTypeId!,
        requirement: (input.requirement ?? '').trim(),
        requirementNumber: input.requirementNumber?.trim() || null,
        lawSections: sections,
        lawText: input.lawText ?? '',
        isApplicable: input.isApplicable ?? null,
      },
      acceptMode(law),
    );
    forgetSection(context.loaders.requirements, key);
    if (!saved) throw badUserInput({ requirementTypeId: REQUIREMENT_MESSAGES.falsySave });
    return { requirement: toRequirement(saved), message: REQUIREMENT_MESSAGES.added };
  }

  @Mutation(() => RequirementPayload, {
    description:
      "Update Requirement (also the grid's yes/no cell). Same rules as createRequirement; a defined requirement cannot " +
      'become a header. CONFLICT when someone else changed it since `version` (extensions.body.Result holds theirs). ' +
      "Message: 'Requirement updated'.",
  })
  @ServesRoute(DEFINE_REQUIREMENTS_ROUTE, { edit: true })
  async updateRequirement(
    @Arg('input', () => UpdateRequirementInput) input: UpdateRequirementInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RequirementPayload> {
    const key = sectionKey(input);
    check(validateIds({ id: input.id }));
    if (!Number.isInteger(input.version) || input.version < 1)
      throw badUserInput({ version: 'version must be 1 or more.' });
    const sections = input.lawSections ? lawSections('lawSections', input.lawSections) : null;
    if (sections && sections.length === 0)
      throw badUserInput({ lawSections: REQUIREMENT_MESSAGES.selectLawsFirst });
    const law = await context.loaders.requirements.workflow.load(key);
    await gate(context, key, requirementAction(law));
    const existing = await context.loaders.requirements.requirements.load(key);
    const current = existing.find((row) => row.id === input.id.trim());
    if (!current) throw appError(ErrorCode.NOT_FOUND, 'Requirement not found.');
    const typeId = input.requirementTypeId ?? current.requirementTypeId;
    const text = input.requirement ?? current.requirement;
    check(
      validateRequirementDraft(
        { requirementTypeId: typeId, requirement: text },
        { defineMode: current.requirementTypeId === 2 },
      ),
      validateRequirementAmong(
        { id: input.id.trim(), requirementTypeId: typeId, requirement: text },
        existing.map((row) => ({
          id: row.id,
          requirementTypeId: row.requirementTypeId,
          requirement: row.requirement,
          requirementNumber: row.requirementNumber,
        })),
      ),
    );
    const saved = await context.apis.requirements.update(
      input.id.trim(),
      input.version,
      {
        requirementTypeId: input.requirementTypeId,
        requirement:
          input.requirement === null || input.requirement === undefined ? null : input.requirement.trim(),
        lawSections: sections,
        isApplicable: input.isApplicable,
      },
      acceptMode(law),
    );
    forgetSection(context.loaders.requirements, key);
    if (!saved) throw badUserInput({ requirementTypeId: REQUIREMENT_MESSAGES.falsySave });
    return { requirement: toRequirement(saved), message: REQUIREMENT_MESSAGES.updated };
  }

  @Mutation(() => RequirementsPayload, {
    description:
      "The requirements grid's yes/no select all: every requirement of the section becomes Yes (applicable) or No. " +
      'Only the requirements that differ change, each at its current version (the catalogue updates one requirement ' +
      'a call); one changed by someone else in between is a CONFLICT, and those set before it stay set. Same ' +
      "gating as updateRequirement. Returns the section's requirements after; message 'Every requirement is now Yes.'.",
  })
  @ServesRoute(DEFINE_REQUIREMENTS_ROUTE, { edit: true })
  async setRequirementsApplicable(
    @Arg('input', () => SetRequirementsApplicableInput) input: SetRequirementsApplicableInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RequirementsPayload> {
    const key = sectionKey(input);
    const law = await context.loaders.requirements.workflow.load(key);
    await gate(context, key, requirementAction(law));
    // The versions of this moment: select all means every row, whatever was edited since the grid loaded.
    forgetSection(context.loaders.requirements, key);
    const rows = await context.loaders.requirements.requirements.load(key);
    try {
      for (const row of rows.filter((entry) => entry.isApplicable !== input.isApplicable)) {
        const saved = await context.apis.requirements.update(
          row.id,
          row.version,
          { isApplicable: input.isApplicable },
          acceptMode(law),
        );
        if (!saved) throw badUserInput({ isApplicable: REQUIREMENT_MESSAGES.falsySave });
      }
    } finally {
      forgetSection(context.loaders.requirements, key);
    }
    return {
      requirements: await context.loaders.requirements.requirements.load(key),
      message: REQUIREMENT_MESSAGES.allApplicable(input.isApplicable),
    };
  }

  @Mutation(() => RequirementsPayload, {
    description:
      'Deletes requirements of a section; with renumber (the default) the rest are renumbered consecutively from the ' +
      "section's first number (legacy delete-and-renumber). Returns the section's requirements after.",
  })
  @ServesRoute(DEFINE_REQUIREMENTS_ROUTE, { edit: true })
  async deleteRequirements(
    @Arg('input', () => DeleteRequirementsInput) input: DeleteRequirementsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RequirementsPayload> {
    const key = sectionKey(input);
    const ids = [...new Set(input.ids.map((id) => id.trim()))];
    if (ids.length === 0 || ids.length > MAX_IDS)
      throw badUserInput({ ids: REQUIREMENT_MESSAGES.nothingToDelete });
    check(validateIdList('ids', ids));
    const law = await context.loaders.requirements.workflow.load(key);
    await gate(context, key, requirementAction(law));
    let message: string | null;
    if (input.renumber) {
      message = (await context.apis.requirements.deleteAndRenumber(key, ids)).message;
    } else {
      message = null;
      for (const id of ids) message = await context.apis.requirements.delete(id);
    }
    forgetSection(context.loaders.requirements, key);
    return {
      requirements: await context.loaders.requirements.requirements.load(key),
      message: message ?? 'Success',
    };
  }

  @Mutation(() => LawWorkflowPayload, {
    description:
      'Submit of the Edit Business Requirements modal (legacy accept laws): applies the text edits and additions, then ' +
      'submits the law for approval (the lawyer) or records the acceptance (the approver). Submit flag 2 when changed, ' +
      "else 1. BAD_USER_INPUT 'A law requirement is required to submit.' when the law would have none.",
  })
  @ServesRoute(DEFINE_REQUIREMENTS_ROUTE, { edit: true })
  async acceptLawRequirements(
    @Arg('input', () => AcceptLawRequirementsInput) input: AcceptLawRequirementsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawWorkflowPayload> {
    if (input.sections.length === 0) throw badUserInput({ sections: REQUIREMENT_MESSAGES.selectLawsFirst });
    const keys = input.sections.map(sectionKey);
    for (const edit of input.edits) {
      check(
        validateIds({ id: edit.id }),
        validateRequirementDraft({ requirementTypeId: 2, requirement: edit.requirement }),
      );
    }
    for (const addition of input.additions) {
      check(
        validateIds({ sectionId: addition.sectionId }),
        validateRequirementDraft({
          requirementTypeId: addition.requirementTypeId,
          requirement: addition.requirement,
        }),
      );
      if (!keys.some((key) => key.sectionId === addition.sectionId.trim())) {
        throw badUserInput({
          additions: 'Each added requirement must belong to one of the sections submitted.',
        });
      }
    }
    for (const key of keys) {
      const law = await context.loaders.requirements.workflow.load(key);
      await gate(context, key, acceptMode(law) ? 'acceptRequirements' : 'submit');
      const count = (await context.loaders.requirements.requirements.load(key)).length;
      const added = input.additions.filter((addition) => addition.sectionId.trim() === key.sectionId).length;
      if (count + added === 0) throw badUserInput({ sections: REQUIREMENT_MESSAGES.requirementRequired });
    }
    const message = await context.apis.requirements.acceptLaw({
      sections: keys,
      flag: input.changed ? 2 : 1,
      edits: input.edits.map((edit) => ({ id: edit.id.trim(), requirement: edit.requirement.trim() })),
      additions: input.additions.map((addition) => ({
        sectionId: addition.sectionId.trim(),
        businessLineId: keys.find((key) => key.sectionId === addition.sectionId.trim())!.businessLineId,
        requirementTypeId: addition.requirementTypeId,
        requirement: (addition.requirement ?? '').trim(),
        requirementNumber: addition.requirementNumber?.trim() || null,
        lawSections: lawSections('additions.lawSections', addition.lawSections),
        lawText: addition.lawText ?? '',
        isApplicable: null,
      })),
      lawInventoryId: input.lawInventoryId?.trim() || null,
    });
    for (const key of keys.slice(1)) forgetSection(context.loaders.requirements, key);
    return lawAfter(context, keys[0]!, message, 'Business Requirements submitted successfully.');
  }

  @Mutation(() => LawWorkflowPayload, {
    description:
      "Save draft: the section's requirements (or the numbers given) are kept as drafts. Message: 'Saved Draft succesfully'.",
  })
  @ServesRoute(DEFINE_REQUIREMENTS_ROUTE, { edit: true })
  async saveRequirementDraft(
    @Arg('input', () => SaveRequirementDraftInput) input: SaveRequirementDraftInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawWorkflowPayload> {
    const key = sectionKey(input);
    await gate(context, key, 'saveDraft');
    const all = await context.loaders.requirements.requirements.load(key);
    const wanted = input.requirementNumbers.map((number) => number.trim()).filter(Boolean);
    const numbers = wanted.length > 0 ? wanted : all.map((row) => row.requirementNumber);
    const unknown = numbers.find((number) => !all.some((row) => row.requirementNumber === number));
    if (unknown)
      throw badUserInput({
        requirementNumbers: `Requirement ${unknown} is not a requirement of this section.`,
      });
    if (numbers.length === 0)
      throw badUserInput({ requirementNumbers: REQUIREMENT_MESSAGES.requirementRequired });
    const message = await context.apis.requirements.saveDraft(key, numbers);
    return lawAfter(context, key, message, REQUIREMENT_MESSAGES.draftSaved);
  }

  @Mutation(() => LawWorkflowPayload, {
    description:
      "Approve: the law's requirements are approved and the law completed. Only its approver, only while it waits for " +
      "approval. Message: 'Business Requirements approved successfully.'.",
  })
  @ServesRoute(APPROVE_REQUIREMENTS_ROUTE, { edit: true })
  async approveLawSection(
    @Arg('input', () => SectionWorkflowInput) input: SectionWorkflowInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawWorkflowPayload> {
    const key = sectionKey(input);
    await gate(context, key, 'approve');
    const message = await context.apis.requirements.approve(key);
    return lawAfter(context, key, message, REQUIREMENT_MESSAGES.approved);
  }

  @Mutation(() => LawWorkflowPayload, {
    description:
      "Send back with a comment (required, trimmed): the law returns to its lawyer's define step in Send Back mode. " +
      "Message: 'Business Requirements have sent back to the user Successfully.'.",
  })
  @ServesRoute(APPROVE_REQUIREMENTS_ROUTE, { edit: true })
  async sendBackLawSection(
    @Arg('input', () => SendBackLawSectionInput) input: SendBackLawSectionInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawWorkflowPayload> {
    const key = sectionKey(input);
    check(validateSendBackComment(input.comment));
    await gate(context, key, 'sendBack');
    const message = await context.apis.requirements.sendBack(key, input.comment.trim());
    return lawAfter(context, key, message, REQUIREMENT_MESSAGES.sentBack);
  }

  @Mutation(() => LawWorkflowPayload, {
    description:
      'The lawyer clears the send-back comment once read (legacy Clear-SendBack-Comment); the law stays at define.',
  })
  @ServesRoute(DEFINE_REQUIREMENTS_ROUTE, { edit: true })
  async clearSendBackComment(
    @Arg('input', () => SectionWorkflowInput) input: SectionWorkflowInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawWorkflowPayload> {
    const key = sectionKey(input);
    await gate(context, key, 'clearSendBackComment');
    const message = await context.apis.requirements.clearSendBackComment(key);
    return lawAfter(context, key, message, 'Send back comment cleared successfully.');
  }
}
