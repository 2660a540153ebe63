import { BUSINESS_ROUTES as R, requirementMatchesSearch, validateRequirementSearch } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { MessagePayload } from '../../graphql/common/message-payload.js';
import { check } from '../../graphql/common/validation.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import {
  answerBody,
  AssessedArtifactRef,
  AssessmentRequirementFilter,
  idOf,
  SaveAssessmentAnswerInput,
} from './business.input.js';
import { toArtifact, toRequirement } from './business.mapper.js';
import { assertMayBeContact, write } from './business.resolver.js';
import { assertReaches } from '../../graphql/ownership.js';
import { AssessmentRequirementList, BusinessArtifact, type BusinessRequirement } from './business.type.js';

/** Whether a requirement passes every condition the filter gives. */
function matches(requirement: BusinessRequirement, filter: AssessmentRequirementFilter | null | undefined) {
  if (!filter) return true;
  if (filter.statuses?.length && !filter.statuses.includes(requirement.status)) return false;
  if (filter.gapsOnly && !(requirement.isGap || requirement.noArtifact)) return false;
  return requirementMatchesSearch(requirement, filter.search ?? '');
}

/**
 * The assessment read and written a piece at a time: a law's requirements filtered, one artifact's answers, one
 * answer saved. The screens' whole-law reads and the Save Draft of every answer at once are in BusinessResolver.
 */
@Resolver()
export class BusinessAssessmentResolver {
  @Query(() => AssessmentRequirementList, {
    description:
      "The requirements of a law under assessment with their artifacts' answers and files, filtered by status, gaps " +
      'and words (legacy assessment/get-requirements, which answers what get-artifact-requirements answers for ' +
      'businessAssessment and businessApproval; this one lists the requirements alone, filtered). Approve ' +
      'Assessment lists its requirements with it.',
  })
  @ServesRoute(R.approveAssessment)
  async assessmentRequirements(
    @Ctx() context: GraphQLContext,
    @Arg('businessLawId', () => ID) businessLawId: string,
    @Arg('filter', () => AssessmentRequirementFilter, { nullable: true })
    filter?: AssessmentRequirementFilter | null,
  ): Promise<AssessmentRequirementList> {
    const id = idOf(businessLawId, 'businessLawId');
    if (filter?.search) check(validateRequirementSearch(filter.search));
    const { result } = await context.apis.business.assessmentRequirements(id);
    // Another client's law is NOT_FOUND.
    assertReaches(context, result.Law.ClientId);
    const requirements = result.Requirements.map(toRequirement);
    return {
      totalCount: requirements.length,
      items: requirements.filter((requirement) => matches(requirement, filter)),
    };
  }

  @Query(() => BusinessArtifact, {
    description:
      'One artifact mapped to a requirement, with its answers and files (legacy assessment/get-assessed-artifact). ' +
      'Assess Artifacts refreshes that artifact alone with it after a file is uploaded or deleted or an answer saved. ' +
      'NOT_FOUND when the artifact is not mapped to the requirement.',
  })
  @ServesRoute(R.assessArtifacts)
  async assessedArtifact(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => AssessedArtifactRef) input: AssessedArtifactRef,
  ): Promise<BusinessArtifact> {
    const { result } = await context.apis.business.assessedArtifact({
      BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
      RequirementId: idOf(input.requirementId, 'requirementId'),
      ArtifactId: idOf(input.artifactId, 'artifactId'),
    });
    return toArtifact(result);
  }

  @Mutation(() => MessagePayload, {
    description:
      'Saves one answer of the assessment (legacy assessment/SaveAssessedArtifactQuestion), with the checks and ' +
      'messages of saveAssessment: edit permission, the business contact (changed-law and send-back laws), an open ' +
      "requirement, an artifact mapped to it, one of an Options question's choices; an empty answer clears it.",
  })
  @ServesRoute(R.assessArtifacts, { edit: true })
  async saveAssessmentAnswer(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SaveAssessmentAnswerInput) input: SaveAssessmentAnswerInput,
  ): Promise<MessagePayload> {
    await assertMayBeContact(context, idOf(input.businessLawId, 'businessLawId'));
    return write(
      context.apis.business.write('POST', 'assessment/SaveAssessedArtifactQuestion', {
        BusinessLawId: idOf(input.businessLawId, 'businessLawId'),
        ...answerBody(input),
      }),
    );
  }
}
