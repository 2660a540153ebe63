import { LEXBRIDGE_MESSAGES, MESSAGES } from '@lexbridge/rules';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { failureSays } from '../../graphql/common/outcomes.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { appError, ErrorCode } from '../../graphql/errors.js';
import {
  ChangedLawTextInput,
  CombinedLawTextInput,
  LawTextInput,
  LinkToSourceInput,
  SubSectionsInput,
  changedTextKey,
  lawTextKey,
  requirementDetailKey,
  sectionTextKey,
  sourceKey,
  subSectionsKey,
  subSectionTextKey,
} from './laws.input.js';
import { flattenTree } from './laws.mapper.js';
import {
  ChangedLawText,
  CombinedLawText,
  LawText,
  LawTextKind,
  LinkToSource,
  RequirementDetail,
  RequirementDetailType,
  SubSection,
  SubSectionText,
} from './laws.type.js';

/**
 * The law text pop-ups (law text, combined text, sub-sections, changed text, link to source) and the requirement
 * detail pop-up. They open from many screens (law detail, requirement grids, approve and change-in-law windows): any
 * signed-in user may ask, and the calls carry the screen the SPA reports in x-lexbridge-route.
 */
@Resolver()
export class LawTextResolver {
  @Query(() => LawText, {
    description:
      'The Law text pop-up (user/read-more/{lawId}/{sectionId}/{lawDetailId}/{type}). LAW_TEXT: the section with ' +
      "those combined with it, 'Parent' first; CHANGED: its change in law, old versus new. NOT_FOUND when the ids " +
      "do not name one section (or it has no change). When the catalogue fails: 'Something went wrong! Please try " +
      "again later.'",
  })
  async lawText(
    @Arg('input', () => LawTextInput) input: LawTextInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawText> {
    requirePrincipal(context);
    const { law: key, businessLineId, lawInventoryId, statusId, changeId } = lawTextKey(input);
    const loaders = context.loaders.laws;
    if (input.kind === LawTextKind.CHANGED) {
      const changed = await failureSays(
        MESSAGES.popUpLoadFailed,
        loaders.changedLawText.load({
          sectionId: key.sectionId,
          statusId,
          changeId,
          moduleName: null,
        }),
      );
      if (changed.lawId !== key.lawId || changed.lawDetailId !== key.lawDetailId)
        throw appError(ErrorCode.NOT_FOUND, LEXBRIDGE_MESSAGES.lawNotFound);
      return {
        kind: LawTextKind.CHANGED,
        regulator: changed.regulator,
        section: changed.section,
        sections: [],
        change: changed,
      };
    }
    const sections = await failureSays(
      MESSAGES.popUpLoadFailed,
      loaders.lawTextSections.load({
        sectionId: key.sectionId,
        businessLineId,
        lawInventoryId,
      }),
    );
    const asked = sections.find((section) => section.sectionId === key.sectionId);
    if (!asked || asked.lawId !== key.lawId || asked.lawDetailId !== key.lawDetailId) {
      throw appError(ErrorCode.NOT_FOUND, LEXBRIDGE_MESSAGES.lawNotFound);
    }
    return {
      kind: LawTextKind.LAW_TEXT,
      regulator: asked.regulator,
      section: asked.section,
      sections,
      change: null,
    };
  }

  @Query(() => CombinedLawText, {
    description:
      "A section and the sections combined with it as one text, 'Parent' first (the law text views). NOT_FOUND " +
      "'Section not found.'; when the catalogue fails: 'Law text could not be loaded, Please try again later'.",
  })
  async combinedLawText(
    @Arg('input', () => CombinedLawTextInput) input: CombinedLawTextInput,
    @Ctx() context: GraphQLContext,
  ): Promise<CombinedLawText> {
    requirePrincipal(context);
    return failureSays(
      MESSAGES.lawTextLoadFailed,
      context.loaders.laws.combinedLawText.load(sectionTextKey(input)),
    );
  }

  @Query(() => [SubSection], {
    description:
      "A section's sub-section tree (the law text tree with checkboxes, the link-to-source expanders). NOT_FOUND " +
      "'Section not found.'; when the catalogue fails: 'Something went wrong! Please try again later.'",
  })
  async subSections(
    @Arg('input', () => SubSectionsInput) input: SubSectionsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SubSection[]> {
    requirePrincipal(context);
    return failureSays(
      MESSAGES.popUpLoadFailed,
      context.loaders.laws.subSections.load(subSectionsKey(input)),
    );
  }

  @Query(() => [SubSection], {
    description:
      "A section's whole sub-section tree as one list, depth first: parentId and depth place each node. One " +
      "selection however deep the tree (subSections nests, so its depth is the query's). Same errors as subSections.",
  })
  async subSectionList(
    @Arg('input', () => SubSectionsInput) input: SubSectionsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SubSection[]> {
    return flattenTree(await this.subSections(input, context));
  }

  @Query(() => SubSectionText, {
    description:
      "One sub-section's text; withChildren: followed by everything below it, depth first. NOT_FOUND 'Sub-section " +
      "not found.'; when the catalogue fails: 'Something went wrong! Please try again later.'",
  })
  async subSectionText(
    @Arg('subSectionId', () => ID, { description: 'Sub-section id.' }) subSectionId: string,
    @Arg('withChildren', () => Boolean, {
      defaultValue: false,
      description: 'Add the text of every sub-section below it.',
    })
    withChildren: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<SubSectionText> {
    requirePrincipal(context);
    return failureSays(
      MESSAGES.popUpLoadFailed,
      context.loaders.laws.subSectionText.load(subSectionTextKey(subSectionId, withChildren)),
    );
  }

  @Query(() => ChangedLawText, {
    description:
      "A section's change in law (the law text change view): the change asked for, else the latest (with the " +
      "status, when given). NOT_FOUND 'No change found for this section.'; when the catalogue fails: 'Law text could " +
      "not be loaded, Please try again later'.",
  })
  async changedLawText(
    @Arg('input', () => ChangedLawTextInput) input: ChangedLawTextInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ChangedLawText> {
    requirePrincipal(context);
    return failureSays(
      MESSAGES.lawTextLoadFailed,
      context.loaders.laws.changedLawText.load(changedTextKey(input)),
    );
  }

  @Query(() => LinkToSource, {
    description:
      "The link-to-source pop-up (user/linkToSource/{lawId}/{sectionId}/{lawDetailId}/{type}): the law's source and " +
      "sections; expand a section with subSections. NOT_FOUND 'Law not found.'; when the catalogue fails: " +
      "'Something went wrong! Please try again later.'",
  })
  async linkToSource(
    @Arg('input', () => LinkToSourceInput) input: LinkToSourceInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LinkToSource> {
    requirePrincipal(context);
    return failureSays(MESSAGES.popUpLoadFailed, context.loaders.laws.linkToSource.load(sourceKey(input)));
  }

  @Query(() => RequirementDetail, {
    description:
      "The requirement detail pop-up (user/requirement-detail/{id}/{type}). NOT_FOUND 'Requirement not found.' for " +
      "an unknown id or a requirement of a business line that is not the user's.",
  })
  async requirementDetail(
    @Arg('id', () => ID, { description: 'Requirement id.' }) id: string,
    @Arg('type', () => RequirementDetailType, {
      defaultValue: RequirementDetailType.BUSINESS,
      description: 'The grid it was opened from.',
    })
    type: RequirementDetailType,
    @Ctx() context: GraphQLContext,
  ): Promise<RequirementDetail> {
    requirePrincipal(context);
    return context.loaders.laws.requirementDetail.load(requirementDetailKey(id, type));
  }
}
