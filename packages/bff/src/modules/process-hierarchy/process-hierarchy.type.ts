import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { HierarchyVariant } from './process-hierarchy.enums.js';

export { HierarchyVariant };

@ObjectType({
  description: "A process hierarchy of a business line: the client company's own or the provider's.",
})
export class ProcessHierarchy {
  @Field(() => ID, { description: 'The hierarchy (legacy HierarchyId).' })
  id: string;
  @Field(() => String, { description: 'Its name.' })
  name: string;
  @Field(() => HierarchyVariant, { description: 'Client or provider hierarchy.' })
  variant: HierarchyVariant;
  @Field(() => ID, { description: 'The business line it belongs to.' })
  businessLineId: string;
  @Field(() => String, { description: 'The business line name.' })
  businessLineName: string;
  @Field(() => ID, {
    nullable: true,
    description: "The client whose own hierarchy it is; null for the provider's standard hierarchy.",
  })
  clientId: string | null;
  @Field(() => String, { nullable: true, description: "That client's name; null for the provider's." })
  clientName: string | null;
  @Field(() => Boolean, {
    description:
      "True: the line's primary hierarchy (at most one per line for each client, and the provider's).",
  })
  isPrimary: boolean;
  @Field(() => Int, { description: 'Processes in the hierarchy.' })
  processCount: number;
}

@ObjectType({ description: 'A process of a hierarchy, with what the tree needs to draw it lazily.' })
export class ProcessNode {
  @Field(() => ID, { description: 'The process.' })
  id: string;
  @Field(() => ID, { nullable: true, description: 'Its parent; null at the top.' })
  parentId: string | null;
  @Field(() => String, { description: 'The process name.' })
  name: string;
  @Field(() => String, { nullable: true, description: 'What the process covers.' })
  description: string | null;
  @Field(() => ID, { nullable: true, description: 'The company process it stands for, when it is one.' })
  companyProcessId: string | null;
  @Field(() => Int, { description: 'Direct children (loaded on first expand).' })
  childrenCount: number;
  @Field(() => Int, { description: 'Law sections mapped to this process.' })
  mappedCount: number;
  @Field(() => Boolean, {
    description: 'In a search answer: true for a hit, false for an ancestor shown with it.',
  })
  isMatch: boolean;
}

@ObjectType({ description: 'One row of a hierarchy export: a process as its path from the top.' })
export class ProcessExportRow {
  @Field(() => [String], {
    description: 'The names from the top process down to this one (Level 1, Level 2, …).',
  })
  levels: string[];
  @Field(() => String, { nullable: true, description: 'The process description.' })
  description: string | null;
}

@ObjectType({
  description: 'A process someone proposed for the hierarchy, waiting to be accepted or deleted.',
})
export class ProposedProcess {
  @Field(() => ID, { description: 'The proposal.' })
  id: string;
  @Field(() => ID, { nullable: true, description: 'Where it would go; null for the top.' })
  parentId: string | null;
  @Field(() => String, { nullable: true, description: 'The parent process name.' })
  parentName: string | null;
  @Field(() => String, { description: 'The proposed process name.' })
  name: string;
  @Field(() => String, { nullable: true, description: 'Its description.' })
  description: string | null;
  @Field(() => String, { nullable: true, description: 'Why it was proposed.' })
  reason: string | null;
  @Field(() => String, { nullable: true, description: 'Who proposed it.' })
  proposedBy: string | null;
  @Field(() => DateTimeISOResolver, { description: 'When.' })
  proposedAt: Date;
}

@ObjectType({ description: 'A law section as process mapping lists it.' })
export class ProcessMappedSection {
  @Field(() => ID, { description: 'The law section.' })
  sectionId: string;
  @Field(() => ID, { description: 'The law.' })
  lawId: string;
  @Field(() => ID, { description: "The section's level path." })
  lawDetailId: string;
  @Field(() => String, { description: 'Section number.' })
  section: string;
  @Field(() => String, { description: 'Section name.' })
  sectionName: string;
  @Field(() => String, { description: 'The regulator.' })
  regulator: string;
}

@ObjectType({ description: 'The law sections mapped to a process, and those it could be mapped to.' })
export class ProcessMapping {
  @Field(() => ID, { description: 'The process.' })
  nodeId: string;
  @Field(() => [ProcessMappedSection], { description: 'Sections mapped to it.' })
  mapped: ProcessMappedSection[];
  @Field(() => [ProcessMappedSection], {
    description: "Sections of the hierarchy's business line not mapped to it yet (at most 300).",
  })
  available: ProcessMappedSection[];
}

@ObjectType({ description: 'One ticked process as a delete would take it.' })
export class ProcessDeletionItem {
  @Field(() => ID, { description: 'The ticked process.' })
  id: string;
  @Field(() => String, { description: 'Its name.' })
  name: string;
  @Field(() => Int, { description: 'Processes under it (at every level) that the delete takes with it.' })
  descendantCount: number;
  @Field(() => Int, {
    description:
      'Law-section mappings of it and of the processes under it (a delete is refused while any exist).',
  })
  mappingCount: number;
  @Field(() => ID, {
    nullable: true,
    description: 'Another ticked process this one lies under (it goes with that one); null when none.',
  })
  insideId: string | null;
}

@ObjectType({
  description:
    'What deleting ticked processes would take, asked before the delete is confirmed: each ticked process with what lies under it, and the totals (each process and mapping counted once).',
})
export class ProcessDeletionPreview {
  @Field(() => [ProcessDeletionItem], { description: 'The ticked processes, in the order asked.' })
  processes: ProcessDeletionItem[];
  @Field(() => Int, { description: 'Processes the delete would remove: the ticked ones and all under them.' })
  processCount: number;
  @Field(() => Int, {
    description: 'Law-section mappings among them; while above 0 the delete is refused (remap them first).',
  })
  mappingCount: number;
}

@ObjectType({ description: 'The result of adding, updating or moving a process.' })
export class ProcessNodePayload {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;
  @Field(() => ProcessNode, { description: 'The process as saved.' })
  node: ProcessNode;
}

@ObjectType({ description: 'The result of setting the primary hierarchy.' })
export class PrimaryHierarchyPayload {
  @Field(() => String, { description: "'Primary Hierarchy saved successfully.'" })
  message: string;
  @Field(() => ProcessHierarchy, { description: 'The new primary hierarchy.' })
  hierarchy: ProcessHierarchy;
}
