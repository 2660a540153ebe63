import {
  isChosen,
  validateCompanyPolicy,
  validateDoesNotApplyComment,
  validateIds,
  validateRequirementDraft,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import { requireProviderStaff } from '../../graphql/ownership.js';
import type { ChangeLine } from './change-in-law.api.js';
import {
  AcceptChangeWithPolicyInput,
  AddUpdatedRequirementInput,
  ChangedLawInput,
  ChangeLineInput,
  ChangeNotApplicableInput,
  EditUpdatedRequirementInput,
  RecordChangeInLawInput,
  RenumberUpdatedRequirementInput,
  SaveUpdatedRequirementsInput,
  SUMMARY_MAX,
  lineOf,
  numberRule,
} from './change-in-law.input.js';
import {
  ChangeDecision,
  ChangeDecisionPayload,
  ChangedLaw,
  RecordChangeInLawPayload,
  UpdatedRequirement,
  UpdatedRequirementsPayload,
} from './change-in-law.type.js';

/**
 * The screen whose edit permission the change-in-law actions need: change in law is Change Management's work
 * (/change-management/newLaw). The review window itself opens from many screens.
 */
export const CHANGE_ROUTE = '/change-management/newLaw';

/**
 * Change in law: the change of a section, the updated business
 * requirements it proposes per business line (old versus new, RequirementChangeStatus), their edits, and the
 * decision: accept (the new texts become the requirements), accept with company policy requirements, or does not
 * apply (with a comment). The review window is readable by any signed-in user (the catalogue scopes the business
 * lines); every change needs edit permission on Change Management.
 */
@Resolver()
export class ChangeInLawResolver {
  @Query(() => ChangedLaw, {
    description:
      'The change in law of a section (route user/changeInLaw/{lawId}/{sectionId}/{lawdetailId}/{status}/{statusId}): ' +
      "the latest with that status, and the user's business lines with updated requirements for it. NOT_FOUND " +
      "'Change in law not found.'.",
  })
  async changedLaw(
    @Arg('input', () => ChangedLawInput) input: ChangedLawInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ChangedLaw> {
    requirePrincipal(context);
    const status = isChosen(input.statusId) ? input.statusId!.trim() : null;
    check(
      validateIds({ lawId: input.lawId, sectionId: input.sectionId, lawDetailId: input.lawDetailId }),
      status === null ? null : validateIds({ statusId: status }),
    );
    return context.loaders.changeInLaw.changedLaw.load({
      lawId: input.lawId.trim(),
      sectionId: input.sectionId.trim(),
      lawDetailId: input.lawDetailId.trim(),
      statusId: status,
    });
  }

  @Query(() => [UpdatedRequirement], {
    description:
      "'Updated Business Requirements': the requirements a change in law updates for one of the user's business " +
      'lines, old versus new, in order. FORBIDDEN for a line that is not the user’s.',
  })
  async updatedRequirements(
    @Arg('input', () => ChangeLineInput) input: ChangeLineInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UpdatedRequirement[]> {
    requirePrincipal(context);
    return context.loaders.changeInLaw.updatedRequirements.load(lineOf(input));
  }

  @Mutation(() => ChangeDecisionPayload, {
    description:
      'Accept Change in Law/Requirements: the new texts become the business requirements (changed ones updated, new ' +
      "ones added, deleted ones removed). CONFLICT 'A decision has already been recorded for this change in law and " +
      "business line.'.",
  })
  @ServesRoute(CHANGE_ROUTE, { edit: true })
  acceptChangeInLaw(
    @Arg('input', () => ChangeLineInput) input: ChangeLineInput,
    @Ctx() context: GraphQLContext,
  ) {
    return this.decide(context, lineOf(input), ChangeDecision.ACCEPTED, {});
  }

  @Mutation(() => ChangeDecisionPayload, {
    description:
      'Accept Business Requirements with Company Policy Requirements: as acceptChangeInLaw, with the policy noted. ' +
      "BAD_USER_INPUT 'The company policy requirements need to be entered.'.",
  })
  @ServesRoute(CHANGE_ROUTE, { edit: true })
  acceptChangeInLawWithPolicy(
    @Arg('input', () => AcceptChangeWithPolicyInput) input: AcceptChangeWithPolicyInput,
    @Ctx() context: GraphQLContext,
  ) {
    const line = lineOf(input);
    check(validateCompanyPolicy(input.companyPolicy));
    return this.decide(context, line, ChangeDecision.ACCEPTED_WITH_POLICY, {
      companyPolicy: input.companyPolicy.trim(),
    });
  }

  @Mutation(() => ChangeDecisionPayload, {
    description:
      'Does Not Apply (legacy accept-law): the requirements stay as they are; the comment says why. BAD_USER_INPUT ' +
      "'The comment needs to be entered'.",
  })
  @ServesRoute(CHANGE_ROUTE, { edit: true })
  markChangeInLawNotApplicable(
    @Arg('input', () => ChangeNotApplicableInput) input: ChangeNotApplicableInput,
    @Ctx() context: GraphQLContext,
  ) {
    const line = lineOf(input);
    check(validateDoesNotApplyComment(input.comment));
    return this.decide(context, line, ChangeDecision.DOES_NOT_APPLY, { comment: input.comment.trim() });
  }

  @Mutation(() => UpdatedRequirementsPayload, {
    description:
      "Adds a requirement the change brings (legacy AddNewRequirement). BAD_USER_INPUT with the requirement modal's " +
      "messages; CONFLICT 'Requirement already exists' for a number in use.",
  })
  @ServesRoute(CHANGE_ROUTE, { edit: true })
  async addUpdatedRequirement(
    @Arg('input', () => AddUpdatedRequirementInput) input: AddUpdatedRequirementInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UpdatedRequirementsPayload> {
    const line = lineOf(input);
    const number = input.requirementNumber?.trim() || null;
    check(
      validateRequirementDraft({
        requirementTypeId: input.requirementTypeId,
        requirement: input.requirement,
      }),
      number === null ? null : numberRule('requirementNumber', number),
    );
    const message = await context.apis.changeInLaw.addRequirement(line, {
      requirementTypeId: input.requirementTypeId!,
      requirement: (input.requirement ?? '').trim(),
      requirementNumber: number,
    });
    return { message, requirements: await context.apis.changeInLaw.updatedRequirements(line) };
  }

  @Mutation(() => UpdatedRequirementsPayload, {
    description:
      "Edits an updated requirement's text (legacy EditLawRequirement); a row with no change becomes Changed.",
  })
  @ServesRoute(CHANGE_ROUTE, { edit: true })
  async editUpdatedRequirement(
    @Arg('businessLineId', () => ID, { description: 'The row’s business line (to answer its rows).' })
    businessLineId: string,
    @Arg('changeLawId', () => ID, { description: 'The row’s change in law.' }) changeLawId: string,
    @Arg('input', () => EditUpdatedRequirementInput) input: EditUpdatedRequirementInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UpdatedRequirementsPayload> {
    const line = lineOf({ changeLawId, businessLineId });
    check(
      validateIds({ id: input.id }),
      validateRequirementDraft({
        requirementTypeId: input.requirementTypeId,
        requirement: input.requirement,
      }),
    );
    const message = await context.apis.changeInLaw.editRequirement(
      input.id.trim(),
      input.requirementTypeId!,
      (input.requirement ?? '').trim(),
    );
    return { message, requirements: await context.apis.changeInLaw.updatedRequirements(line) };
  }

  @Mutation(() => UpdatedRequirementsPayload, {
    description:
      "Gives an updated requirement a new number (legacy UpdateRequirementNumber). CONFLICT 'Requirement already exists'.",
  })
  @ServesRoute(CHANGE_ROUTE, { edit: true })
  async renumberUpdatedRequirement(
    @Arg('businessLineId', () => ID, { description: 'The row’s business line (to answer its rows).' })
    businessLineId: string,
    @Arg('changeLawId', () => ID, { description: 'The row’s change in law.' }) changeLawId: string,
    @Arg('input', () => RenumberUpdatedRequirementInput) input: RenumberUpdatedRequirementInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UpdatedRequirementsPayload> {
    const line = lineOf({ changeLawId, businessLineId });
    check(validateIds({ id: input.id }), numberRule('requirementNumber', input.requirementNumber));
    const message = await context.apis.changeInLaw.renumberRequirement(
      input.id.trim(),
      input.requirementNumber.trim().toUpperCase(),
    );
    return { message, requirements: await context.apis.changeInLaw.updatedRequirements(line) };
  }

  @Mutation(() => UpdatedRequirementsPayload, {
    description:
      'Deletes an updated requirement (legacy DeleteLawRequirement): one a user added goes away, any other is marked ' +
      'Deleted (its requirement is removed when the change is accepted).',
  })
  @ServesRoute(CHANGE_ROUTE, { edit: true })
  async deleteUpdatedRequirement(
    @Arg('input', () => ChangeLineInput) input: ChangeLineInput,
    @Arg('id', () => ID, { description: 'Updated requirement id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<UpdatedRequirementsPayload> {
    const line = lineOf(input);
    check(validateIds({ id }));
    const message = await context.apis.changeInLaw.deleteRequirement(id.trim());
    return { message, requirements: await context.apis.changeInLaw.updatedRequirements(line) };
  }

  @Mutation(() => UpdatedRequirementsPayload, {
    description:
      'Undoes the edits of an updated requirement: back to what the change proposed (legacy UndoLawRequirement).',
  })
  @ServesRoute(CHANGE_ROUTE, { edit: true })
  async undoUpdatedRequirement(
    @Arg('input', () => ChangeLineInput) input: ChangeLineInput,
    @Arg('id', () => ID, { description: 'Updated requirement id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<UpdatedRequirementsPayload> {
    const line = lineOf(input);
    check(validateIds({ id }));
    const message = await context.apis.changeInLaw.undoRequirement(id.trim());
    return { message, requirements: await context.apis.changeInLaw.updatedRequirements(line) };
  }

  @Mutation(() => UpdatedRequirementsPayload, {
    description:
      "Saves the line's updated requirements as a draft ('Saved Draft succesfully') or submits them.",
  })
  @ServesRoute(CHANGE_ROUTE, { edit: true })
  async saveUpdatedRequirements(
    @Arg('input', () => SaveUpdatedRequirementsInput) input: SaveUpdatedRequirementsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UpdatedRequirementsPayload> {
    const line = lineOf(input);
    const message = await context.apis.changeInLaw.saveRequirements(line, input.submit);
    return { message, requirements: await context.apis.changeInLaw.updatedRequirements(line) };
  }

  @Mutation(() => RecordChangeInLawPayload, {
    description:
      'Records a change in law of a section (legacy PostChangeLaw): every requirement of the section starts as No ' +
      "Change for its business line, ready to be updated. Provider staff only (FORBIDDEN for a client's user).",
  })
  @ServesRoute(CHANGE_ROUTE, { edit: true })
  async recordChangeInLaw(
    @Arg('input', () => RecordChangeInLawInput) input: RecordChangeInLawInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RecordChangeInLawPayload> {
    requireProviderStaff(context);
    const summary = input.summary.trim();
    const effectiveDate = input.effectiveDate?.trim() || null;
    check(
      validateIds({ sectionId: input.sectionId, changeTypeId: input.changeTypeId, statusId: input.statusId }),
      summary ? null : { field: 'summary', message: 'summary is required.' },
      summary.length > SUMMARY_MAX
        ? { field: 'summary', message: `summary must be at most ${SUMMARY_MAX} characters.` }
        : null,
      effectiveDate === null || /^\d{4}-\d{2}-\d{2}$/.test(effectiveDate)
        ? null
        : { field: 'effectiveDate', message: 'effectiveDate must be a date, yyyy-mm-dd.' },
    );
    return context.apis.changeInLaw.recordChange({
      sectionId: input.sectionId.trim(),
      changeTypeId: input.changeTypeId.trim(),
      statusId: input.statusId.trim(),
      summary,
      effectiveDate,
      newText: input.newText ?? null,
    });
  }

  private async decide(
    context: GraphQLContext,
    line: ChangeLine,
    decision: ChangeDecision,
    note: { comment?: string; companyPolicy?: string },
  ): Promise<ChangeDecisionPayload> {
    const api = context.apis.changeInLaw;
    const message = await api.decide(line, decision, note);
    const [changedLaw, requirements] = await Promise.all([
      api.changedLawById(line.changeLawId),
      api.updatedRequirements(line),
    ]);
    return { message, changedLaw, requirements };
  }
}
