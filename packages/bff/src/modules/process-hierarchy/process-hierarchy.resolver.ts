import { GAPS_MESSAGES, GAPS_ROUTES, validatePrimaryHierarchy, validateRemap } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import { assertReaches, reachableRows, tenancyOf } from '../../graphql/ownership.js';
import { idOf, idsOf } from '../business/business.input.js';
import { VARIANT_TO_LEGACY } from './process-hierarchy.enums.js';
import {
  AddProcessNodeInput,
  addBody,
  MoveProcessInput,
  moveBody,
  UpdateProcessNodeInput,
  updateBody,
} from './process-hierarchy.input.js';
import {
  toDeletionPreview,
  toExportRow,
  toHierarchy,
  toMappedSection,
  toProcessNode,
  toProposedProcess,
} from './process-hierarchy.mapper.js';
import {
  HierarchyVariant,
  PrimaryHierarchyPayload,
  ProcessDeletionPreview,
  ProcessExportRow,
  ProcessHierarchy,
  ProcessMapping,
  ProcessNode,
  ProcessNodePayload,
  ProposedProcess,
} from './process-hierarchy.type.js';

const ROUTE = GAPS_ROUTES.processHierarchy;

/** A catalogue refusal of a name goes beside the name field; any other beside the process. */
const nameOrNode = (message: string) =>
  message === GAPS_MESSAGES.processDuplicate || message === GAPS_MESSAGES.processNameRequired ? 'name' : 'id';

/**
 * A hierarchy a client's user names by id must be its own client's or the provider's: another client's is NOT_FOUND
 * before the catalogue is asked to read or change it. Provider staff reach every client's.
 */
async function reachHierarchy(context: GraphQLContext, hierarchyId: number): Promise<void> {
  if (tenancyOf(context).kind === 'provider') return;
  const found = (await context.loaders.processHierarchy.reachable.load('all')).find(
    (hierarchy) => hierarchy.Id === hierarchyId,
  );
  if (found && found.ClientId !== null && found.ClientId !== undefined)
    assertReaches(context, found.ClientId);
}

/**
 * Process hierarchy maintenance: a business line's hierarchies (client and provider), the tree one level at a time,
 * search, add / update / move / delete (with its preview), export rows, proposed processes, the primary hierarchy and process mapping. Reads
 * need the screen in the menu; writes its edit permission; the catalogue checks the user's business lines and that
 * only provider staff change the provider hierarchy. A client's own hierarchy (its processes, proposals and
 * mappings) is its client's: a client's user lists its own client's and the provider's, and another client's named
 * by id is NOT_FOUND (here for hierarchies, in the catalogue for processes and proposals); provider staff reach
 * every client's.
 */
@Resolver()
export class ProcessHierarchyResolver {
  @Query(() => [ProcessHierarchy], { description: "The process hierarchies of the user's business lines." })
  @ServesRoute(ROUTE)
  async processHierarchies(
    @Ctx() context: GraphQLContext,
    @Arg('variant', () => HierarchyVariant, { nullable: true, description: 'Only this variant.' })
    variant?: HierarchyVariant | null,
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Only this business line.' })
    businessLineId?: string | null,
  ): Promise<ProcessHierarchy[]> {
    const { result } = await context.apis.processHierarchy.hierarchies(
      variant ? VARIANT_TO_LEGACY[variant] : '',
      businessLineId ? idOf(businessLineId, 'businessLineId') : null,
    );
    return reachableRows(context, result, (row) => row.ClientId, { providerRows: true }).map(toHierarchy);
  }

  @Query(() => [ProcessNode], {
    description: 'One level of a hierarchy: the top, or the children of a process.',
  })
  @ServesRoute(ROUTE)
  async processNodes(
    @Ctx() context: GraphQLContext,
    @Arg('hierarchyId', () => ID, { description: 'The hierarchy.' }) hierarchyId: string,
    @Arg('parentId', () => ID, { nullable: true, description: 'The parent; absent: the top processes.' })
    parentId?: string | null,
  ): Promise<ProcessNode[]> {
    await reachHierarchy(context, idOf(hierarchyId, 'hierarchyId'));
    return context.loaders.processHierarchy.children.load({
      hierarchyId: idOf(hierarchyId, 'hierarchyId'),
      parentId: parentId ? idOf(parentId, 'parentId') : null,
    });
  }

  @Query(() => [ProcessNode], {
    description: 'Every process of a hierarchy in display order (Expand All), each with its parent.',
  })
  @ServesRoute(ROUTE)
  async processTree(
    @Ctx() context: GraphQLContext,
    @Arg('hierarchyId', () => ID, { description: 'The hierarchy.' }) hierarchyId: string,
  ): Promise<ProcessNode[]> {
    await reachHierarchy(context, idOf(hierarchyId, 'hierarchyId'));
    return context.loaders.processHierarchy.tree.load(idOf(hierarchyId, 'hierarchyId'));
  }

  @Query(() => [ProcessNode], {
    description:
      'Processes whose name or description holds the text (at most 500), with their ancestors; isMatch marks the hits.',
  })
  @ServesRoute(ROUTE)
  async searchProcessNodes(
    @Ctx() context: GraphQLContext,
    @Arg('hierarchyId', () => ID, { description: 'The hierarchy.' }) hierarchyId: string,
    @Arg('search', () => String, { description: 'The text to look for (any case).' }) search: string,
  ): Promise<ProcessNode[]> {
    await reachHierarchy(context, idOf(hierarchyId, 'hierarchyId'));
    const text = search.trim().slice(0, 200);
    if (!text) return [];
    const { result } = await context.apis.processHierarchy.search(idOf(hierarchyId, 'hierarchyId'), text);
    return result.map(toProcessNode);
  }

  @Query(() => [ProcessExportRow], {
    description: 'The rows of the Excel export (and of an upload): each process as its path and description.',
  })
  @ServesRoute(ROUTE)
  async processHierarchyExport(
    @Ctx() context: GraphQLContext,
    @Arg('hierarchyId', () => ID, { description: 'The hierarchy.' }) hierarchyId: string,
  ): Promise<ProcessExportRow[]> {
    await reachHierarchy(context, idOf(hierarchyId, 'hierarchyId'));
    const { result } = await context.apis.processHierarchy.exportRows(idOf(hierarchyId, 'hierarchyId'));
    return result.map(toExportRow);
  }

  @Query(() => ProcessDeletionPreview, {
    description:
      'What deleteProcessNodes would take for these ticked processes, changing nothing: each with the processes under it and the law-section mappings among them. The screen asks it to word the delete confirmation.',
  })
  @ServesRoute(ROUTE)
  async processDeletionPreview(
    @Ctx() context: GraphQLContext,
    @Arg('ids', () => [ID], { description: 'The ticked processes.' }) ids: string[],
  ): Promise<ProcessDeletionPreview> {
    if (ids.length === 0) check({ field: 'ids', message: GAPS_MESSAGES.selectProcesses });
    const { result } = await context.apis.processHierarchy.deletionPreview(idsOf(ids, 'ids'));
    return toDeletionPreview(result);
  }

  @Query(() => [ProposedProcess], { description: 'Processes proposed for a hierarchy, oldest first.' })
  @ServesRoute(ROUTE)
  async proposedProcesses(
    @Ctx() context: GraphQLContext,
    @Arg('hierarchyId', () => ID, { description: 'The hierarchy.' }) hierarchyId: string,
  ): Promise<ProposedProcess[]> {
    await reachHierarchy(context, idOf(hierarchyId, 'hierarchyId'));
    const { result } = await context.apis.processHierarchy.proposed(idOf(hierarchyId, 'hierarchyId'));
    return result.map(toProposedProcess);
  }

  @Query(() => ProcessMapping, {
    description: 'The law sections mapped to a process, and those it could be.',
  })
  @ServesRoute(ROUTE)
  async processMapping(
    @Ctx() context: GraphQLContext,
    @Arg('nodeId', () => ID, { description: 'The process.' }) nodeId: string,
  ): Promise<ProcessMapping> {
    const { result } = await context.apis.processHierarchy.mapping(idOf(nodeId, 'nodeId'));
    return {
      nodeId,
      mapped: result.Mapped.map(toMappedSection),
      available: result.Available.map(toMappedSection),
    };
  }

  @Mutation(() => ProcessNodePayload, { description: 'Adds a process to a hierarchy.' })
  @ServesRoute(ROUTE, { edit: true })
  async addProcessNode(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => AddProcessNodeInput) input: AddProcessNodeInput,
  ): Promise<ProcessNodePayload> {
    const body = addBody(input);
    await reachHierarchy(context, body.HierarchyId);
    const { message, result } = await refusalAsInput(context.apis.processHierarchy.add(body), nameOrNode);
    return { message: message ?? GAPS_MESSAGES.processAdded, node: toProcessNode(result) };
  }

  @Mutation(() => ProcessNodePayload, { description: 'Renames a process or changes its description.' })
  @ServesRoute(ROUTE, { edit: true })
  async updateProcessNode(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => UpdateProcessNodeInput) input: UpdateProcessNodeInput,
  ): Promise<ProcessNodePayload> {
    const { message, result } = await refusalAsInput(
      context.apis.processHierarchy.update(updateBody(input)),
      nameOrNode,
    );
    return { message: message ?? GAPS_MESSAGES.processUpdated, node: toProcessNode(result) };
  }

  @Mutation(() => ProcessNodePayload, {
    description:
      "Moves a process, with everything under it and every law-section mapping (it keeps its id), under another process of its hierarchy or to the top; it goes last among its new siblings. Refused (BAD_USER_INPUT on newParentId, nothing changed): under itself or a process below it, to another business line or hierarchy, where a sibling has its name, where it already is. Who may: as for the hierarchy's other writes (another client's process or parent: NOT_FOUND; the provider's hierarchy: provider staff only).",
  })
  @ServesRoute(ROUTE, { edit: true })
  async moveProcess(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => MoveProcessInput) input: MoveProcessInput,
  ): Promise<ProcessNodePayload> {
    const { message, result } = await refusalAsInput(
      context.apis.processHierarchy.move(moveBody(input)),
      'newParentId',
    );
    return { message: message ?? GAPS_MESSAGES.processMoved, node: toProcessNode(result) };
  }

  @Mutation(() => MessagePayload, {
    description:
      'Deletes exactly the processes named and everything under them, all or none; refused while any of them is mapped to laws.',
  })
  @ServesRoute(ROUTE, { edit: true })
  async deleteProcessNodes(
    @Ctx() context: GraphQLContext,
    @Arg('ids', () => [ID], { description: 'The processes (checked nodes).' }) ids: string[],
  ): Promise<MessagePayload> {
    if (ids.length === 0) check({ field: 'ids', message: GAPS_MESSAGES.selectProcesses });
    const { message } = await refusalAsInput(context.apis.processHierarchy.delete(idsOf(ids, 'ids')), 'ids');
    return messagePayload(message ?? GAPS_MESSAGES.processesDeleted);
  }

  @Mutation(() => MessagePayload, { description: 'Accepts a proposed process into its hierarchy.' })
  @ServesRoute(ROUTE, { edit: true })
  async acceptProposedProcess(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID, { description: 'The proposal.' }) id: string,
  ): Promise<MessagePayload> {
    const { message } = await refusalAsInput(
      context.apis.processHierarchy.acceptProposed(idOf(id, 'id')),
      'id',
    );
    return messagePayload(message ?? GAPS_MESSAGES.proposalAccepted);
  }

  @Mutation(() => MessagePayload, { description: 'Deletes a proposed process.' })
  @ServesRoute(ROUTE, { edit: true })
  async deleteProposedProcess(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID, { description: 'The proposal.' }) id: string,
  ): Promise<MessagePayload> {
    const { message } = await refusalAsInput(
      context.apis.processHierarchy.deleteProposed(idOf(id, 'id')),
      'id',
    );
    return messagePayload(message ?? GAPS_MESSAGES.proposalDeleted);
  }

  @Mutation(() => PrimaryHierarchyPayload, {
    description:
      "Makes a hierarchy its business line's primary hierarchy (the line's previous one stops being it).",
  })
  @ServesRoute(ROUTE, { edit: true })
  async setPrimaryHierarchy(
    @Ctx() context: GraphQLContext,
    @Arg('hierarchyId', () => ID, { nullable: true, description: 'The hierarchy; required.' })
    hierarchyId?: string | null,
  ): Promise<PrimaryHierarchyPayload> {
    check(validatePrimaryHierarchy(hierarchyId));
    await reachHierarchy(context, idOf(hierarchyId!, 'hierarchyId'));
    const { result } = await refusalAsInput(
      context.apis.processHierarchy.setPrimary(idOf(hierarchyId!, 'hierarchyId')),
      'hierarchyId',
    );
    return { message: GAPS_MESSAGES.primarySaved, hierarchy: toHierarchy(result) };
  }

  @Mutation(() => MessagePayload, { description: 'Maps law sections to a process.' })
  @ServesRoute(ROUTE, { edit: true })
  async submitProcessMapping(
    @Ctx() context: GraphQLContext,
    @Arg('nodeId', () => ID, { description: 'The process.' }) nodeId: string,
    @Arg('sectionIds', () => [ID], { description: "Law sections of the hierarchy's business line." })
    sectionIds: string[],
  ): Promise<MessagePayload> {
    if (sectionIds.length === 0) check({ field: 'sectionIds', message: GAPS_MESSAGES.selectSections });
    const { message } = await refusalAsInput(
      context.apis.processHierarchy.submitMapping(idOf(nodeId, 'nodeId'), idsOf(sectionIds, 'sectionIds')),
      'sectionIds',
    );
    return messagePayload(message ?? GAPS_MESSAGES.mappingSubmitted);
  }

  @Mutation(() => MessagePayload, { description: 'Removes one law section from a process.' })
  @ServesRoute(ROUTE, { edit: true })
  async deleteProcessMapping(
    @Ctx() context: GraphQLContext,
    @Arg('nodeId', () => ID, { description: 'The process.' }) nodeId: string,
    @Arg('sectionId', () => ID, { description: 'The law section.' }) sectionId: string,
  ): Promise<MessagePayload> {
    const { message } = await refusalAsInput(
      context.apis.processHierarchy.deleteMapping(idOf(nodeId, 'nodeId'), idOf(sectionId, 'sectionId')),
      'sectionId',
    );
    return messagePayload(message ?? GAPS_MESSAGES.mappingDeleted);
  }

  @Mutation(() => MessagePayload, {
    description: 'Moves every law section mapped to one process onto another process of the same hierarchy.',
  })
  @ServesRoute(ROUTE, { edit: true })
  async remapProcessMappings(
    @Ctx() context: GraphQLContext,
    @Arg('fromNodeId', () => ID, { description: 'The process whose mappings move.' }) fromNodeId: string,
    @Arg('toNodeId', () => ID, { description: 'The process that takes them.' }) toNodeId: string,
  ): Promise<MessagePayload> {
    check(validateRemap(fromNodeId, toNodeId));
    const { message } = await refusalAsInput(
      context.apis.processHierarchy.remap(idOf(fromNodeId, 'fromNodeId'), idOf(toNodeId, 'toNodeId')),
      'toNodeId',
    );
    return messagePayload(message ?? GAPS_MESSAGES.mappingRemapped);
  }
}
